import { describe, expect, it } from "vitest";
import { headlineLines } from "../../src/render/kit/headline.ts";
import { newSurface, toPng, type Ctx } from "../../src/render/kit/surface.ts";
import { textWidth } from "../../src/render/kit/text.ts";
import { wrapLines } from "../../src/render/kit/wrap.ts";

/** The balanced two lines read plainly: every step of 10 from the room down to a third of it, while two lines hold. */
function twoLinesPlainly(ctx: Ctx, text: string, room: number, size: number): string[] {
  let lines = wrapLines(ctx, text, room, size, "bold");
  for (let width = room - 10; width > room / 3; width -= 10) {
    const narrower = wrapLines(ctx, text, width, size, "bold");
    if (narrower.length > 2) break;
    lines = narrower;
  }
  return lines.slice(0, 2);
}

const PROMPTS = [
  "ララ・クロフトがボートの上で探索を終えるのを待っています。手札の上限は6枚、それを超えたら捨てる札を選んでください。",
  "レイダー2は「忘れられた墓所」で罠に挑むか、ロープを使って迂回するかを選んでいます。ダイスは2個まで振り直せます。",
  "Waiting for Raider 2 to choose between tackling the trap at the Forgotten Crypt and going round it with a rope (up to two rerolls).",
  "Raider 1 discards down to the hand limit of 6 cards before the wrap-up of the round.",
];

/** Tomb Raider's header prompt. */
const STYLE = { size: 28, minSize: 24, twoLineSize: 23 };

describe("a header's prompt in two lines", () => {
  it("takes the narrowest two lines a step-by-step search would take", () => {
    const { canvas, ctx } = newSurface(16, 16);
    for (const text of PROMPTS) {
      for (const room of [900, 700.5, 520, 333]) {
        const { lines, size } = headlineLines(ctx, text, room, STYLE);
        if (lines.length === 1) {
          expect(textWidth(ctx, text, STYLE.minSize, "bold")).toBeLessThanOrEqual(room);
          continue;
        }
        expect(lines).toEqual(twoLinesPlainly(ctx, text, room, size));
      }
    }
    toPng(canvas);
  });
});
