import { font, type FontWeight } from "./fonts.ts";
import type { Ctx } from "./surface.ts";

interface TextStyle {
  size: number;
  /** Shrinks down to this size before cutting the text short with an ellipsis. Defaults to `size`. */
  minSize?: number;
  weight?: FontWeight;
  color: string;
  align?: "left" | "center" | "right";
}

const ELLIPSIS = "…";

/** Measured widths by size, weight and text: boards repeat their labels, and setting a font is slow in node-canvas. */
const widths = new Map<string, number>();
const WIDTHS_MAX = 50_000;

/** Sets the font unless it is set already: node-canvas resolves the font's families again at every setting. */
function useFont(ctx: Ctx, size: number, weight: FontWeight): void {
  const wanted = font(size, weight);
  if (ctx.font !== wanted) ctx.font = wanted;
}

function widthAt(ctx: Ctx, text: string, size: number, weight: FontWeight): number {
  const key = `${size} ${weight} ${text}`;
  const known = widths.get(key);
  if (known !== undefined) return known;
  useFont(ctx, size, weight);
  const width = ctx.measureText(text).width;
  if (widths.size >= WIDTHS_MAX) widths.clear();
  widths.set(key, width);
  return width;
}

function cutToWidth(ctx: Ctx, text: string, maxWidth: number): string {
  const chars = [...text];
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (ctx.measureText(chars.slice(0, mid).join("") + ELLIPSIS).width <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return chars.slice(0, low).join("").trimEnd() + ELLIPSIS;
}

/**
 * Draws one line of text vertically centred on `y`, shrunk (then cut short) to fit `maxWidth`.
 * Returns the width actually drawn.
 */
export function drawText(ctx: Ctx, text: string, x: number, y: number, maxWidth: number, style: TextStyle): number {
  const weight = style.weight ?? "normal";
  const minSize = style.minSize ?? style.size;
  let size = style.size;
  let width = widthAt(ctx, text, size, weight);
  if (width > maxWidth && minSize < size) {
    size = Math.max(minSize, Math.floor((size * maxWidth) / width));
    width = widthAt(ctx, text, size, weight);
  }
  let shown = text;
  useFont(ctx, size, weight);
  if (width > maxWidth) {
    shown = cutToWidth(ctx, text, maxWidth);
    width = ctx.measureText(shown).width;
  }
  ctx.fillStyle = style.color;
  ctx.textAlign = style.align ?? "left";
  ctx.textBaseline = "middle";
  ctx.fillText(shown, x, y);
  return width;
}

/**
 * Draws several lines, `lineHeight` times the size apart, the block vertically centred on `y`. All lines share one
 * size: the largest at which the widest fits, not below `minSize` (a line still too wide is cut short).
 */
export function drawLines(
  ctx: Ctx,
  lines: readonly string[],
  x: number,
  y: number,
  maxWidth: number,
  style: TextStyle,
  lineHeight: number,
): void {
  const weight = style.weight ?? "normal";
  const widest = Math.max(...lines.map((line) => widthAt(ctx, line, style.size, weight)));
  const fitted = widest > maxWidth ? Math.floor((style.size * maxWidth) / widest) : style.size;
  const size = Math.max(style.minSize ?? style.size, fitted);
  const step = size * lineHeight;
  lines.forEach((line, i) => {
    drawText(ctx, line, x, y + (i - (lines.length - 1) / 2) * step, maxWidth, { ...style, size, minSize: size });
  });
}

export function textWidth(ctx: Ctx, text: string, size: number, weight: FontWeight = "normal"): number {
  return widthAt(ctx, text, size, weight);
}
