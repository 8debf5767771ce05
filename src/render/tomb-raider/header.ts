import type { Phase } from "../../games/tomb-raider/state.ts";
import { levelName } from "../../games/tomb-raider/cards.ts";
import { describePrompt } from "../../games/tomb-raider/describe.ts";
import { drawIcon } from "../kit/icons.ts";
import { palette } from "../kit/palette.ts";
import { drawPill } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText, textWidth } from "../kit/text.ts";
import { wrapLines } from "../kit/wrap.ts";
import { header } from "./layout.ts";
import type { Scene } from "./scene.ts";
import { say, type TombRaiderRenderKey } from "./strings.ts";

const ROUND_OF: Record<Phase, TombRaiderRenderKey> = {
  level: "round.setup",
  deck: "round.setup",
  hand: "round.setup",
  ready: "round.ready",
  first: "round.ready",
  move: "round.action",
  place: "round.action",
  fight: "round.action",
  tackle: "round.action",
  search: "round.search",
  discover: "round.search",
  discard: "round.draw",
  "wrap-up": "round.draw",
  over: "round.over",
};

/**
 * A long prompt (names, a square, a limit) in two lines of about the same width, rather than losing its end: wrapped
 * at the narrowest width, in steps of 10 down to a third of the room, that still takes two lines. A narrower width
 * never takes fewer lines, so the steps are searched by halves (a Japanese prompt wraps character by character, and
 * trying every step took it 60 wraps).
 */
function twoLines(ctx: Ctx, text: string, room: number, size: number): string[] {
  const wrapAt = (step: number): string[] => wrapLines(ctx, text, room - 10 * step, size, "bold");
  let fits = 0;
  let lines = wrapAt(0);
  let tooNarrow = Math.ceil((room - room / 3) / 10);
  if (lines.length <= 2) {
    while (tooNarrow - fits > 1) {
      const mid = (fits + tooNarrow) >> 1;
      const narrower = wrapAt(mid);
      if (narrower.length > 2) {
        tooNarrow = mid;
      } else {
        fits = mid;
        lines = narrower;
      }
    }
  }
  return lines.slice(0, 2);
}

/** The prompt's lines as drawn in the header's lower row: one at full size, or two a little smaller. */
export function promptLines(ctx: Ctx, prompt: string, room: number): { lines: string[]; size: number } {
  if (textWidth(ctx, prompt, PROMPT.minSize, "bold") <= room) return { lines: [prompt], size: PROMPT.size };
  return { lines: twoLines(ctx, prompt, room, PROMPT.twoLineSize), size: PROMPT.twoLineSize };
}

const PROMPT = { size: 28, minSize: 24, twoLineSize: 23 } as const;

/**
 * Two rows: the title, the turn and the round on top; below them, across the whole width, what the table is
 * waiting for (the crown first once the game is over).
 */
export function paintHeader(ctx: Ctx, scene: Scene): void {
  const { table, locale } = scene;
  ctx.fillStyle = palette.panel;
  ctx.fillRect(header.x, header.y, header.w, header.h);
  const top = header.y + 28;
  let x = header.x + 16;
  const title = table.level === null ? say("title", locale) : say("title.level", locale, { level: levelName(table.level)[locale] });
  x += drawText(ctx, title, x, top, 560, { size: 30, minSize: 24, weight: "bold", color: palette.text }) + 14;
  const chip = { size: 22, fill: palette.panelEdge, color: palette.text, maxWidth: 180 };
  if (table.turn > 0) x += drawPill(ctx, say("turn", locale, { n: table.turn }), x, top, chip) + 8;
  drawPill(ctx, say(ROUND_OF[table.phase], locale), x, top, chip);

  const over = table.phase === "over";
  let left = header.x + 16;
  const middle = header.y + 78;
  if (over) {
    drawIcon(ctx, "crown", left + 15, middle, 30, palette.highlight);
    left += 40;
  }
  const room = header.x + header.w - 16 - left;
  const { lines, size } = promptLines(ctx, describePrompt(scene.view, locale, scene.names), room);
  lines.forEach((line, i) => {
    const y = middle + (i - (lines.length - 1) / 2) * (size + 3);
    drawText(ctx, line, left, y, room, { size, minSize: lines.length === 1 ? PROMPT.minSize : size, weight: "bold", color: palette.highlight });
  });
}
