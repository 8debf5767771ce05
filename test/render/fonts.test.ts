import { describe, expect, it } from "vitest";
import { font, type FontWeight } from "../../src/render/kit/fonts.ts";
import { newSurface } from "../../src/render/kit/surface.ts";

/**
 * Display names with emoji (issue 18): every image draws them from the bundled Noto Emoji, never as the box a font
 * draws for a character it lacks. Such a box has the same outline for every missing character, so an emoji whose
 * ink has the outline of a code point no font covers (U+1FFFD) was drawn as a box.
 */
function inkBox(text: string, weight: FontWeight): string {
  const { ctx } = newSurface(80, 80);
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, 80, 80);
  ctx.fillStyle = "#000";
  ctx.font = font(32, weight);
  ctx.fillText(text, 8, 50);
  const data = ctx.getImageData(0, 0, 80, 80).data;
  let [x0, y0, x1, y1] = [80, 80, -1, -1];
  for (let y = 0; y < 80; y++) {
    for (let x = 0; x < 80; x++) {
      if ((data[(y * 80 + x) * 4] ?? 255) >= 128) continue;
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
  }
  return `${x0},${y0},${x1},${y1}`;
}

describe("the bundled fonts", () => {
  it("draw emoji in names as emoji, in both weights, never as a missing-character box", () => {
    for (const weight of ["normal", "bold"] as const) {
      const missing = inkBox("\u{1FFFD}", weight);
      for (const emoji of ["🎲", "🔥", "🐱", "😀"])
        expect(inkBox(emoji, weight), `${emoji} ${weight}`).not.toBe(missing);
    }
  });

  it("still draw Japanese text, not boxes", () => {
    const missing = inkBox("\u{1FFFD}", "normal");
    for (const text of ["ダ", "戦", "あ"]) expect(inkBox(text, "normal")).not.toBe(missing);
  });
});
