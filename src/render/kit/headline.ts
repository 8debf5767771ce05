import type { Ctx } from "./surface.ts";
import { drawText, textWidth } from "./text.ts";
import { wrapLines } from "./wrap.ts";

/** A header's prompt: one line from `size` down to `minSize`, else two lines at `twoLineSize`. Always bold. */
export interface HeadlineStyle {
  size: number;
  minSize: number;
  twoLineSize: number;
}

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

/** The prompt's lines as drawn: one at full size, or two a little smaller. */
export function headlineLines(
  ctx: Ctx,
  text: string,
  room: number,
  style: HeadlineStyle,
): { lines: string[]; size: number } {
  if (textWidth(ctx, text, style.minSize, "bold") <= room) return { lines: [text], size: style.size };
  return { lines: twoLines(ctx, text, room, style.twoLineSize), size: style.twoLineSize };
}

/** Draws the prompt from `x`, its one or two lines vertically centred on `middle`. */
export function drawHeadline(
  ctx: Ctx,
  text: string,
  x: number,
  middle: number,
  room: number,
  style: HeadlineStyle,
  color: string,
): void {
  const { lines, size } = headlineLines(ctx, text, room, style);
  lines.forEach((line, i) => {
    const y = middle + (i - (lines.length - 1) / 2) * (size + 3);
    drawText(ctx, line, x, y, room, {
      size,
      minSize: lines.length === 1 ? style.minSize : size,
      weight: "bold",
      color,
    });
  });
}
