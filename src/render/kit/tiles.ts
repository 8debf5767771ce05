import { createCanvas, type Canvas } from "canvas";
import type { Rect } from "./geometry.ts";
import type { Ctx } from "./surface.ts";

/**
 * Drawings that come out alike on every board (a key to the symbols, a square's water, a card back), kept on opaque
 * surfaces of their own, drawn over the colour they stand on, and copied: a copy at whole pixels is a plain copy of
 * pixels, for a fraction of the time drawing them takes (a square's waves are a thousand curve segments).
 */
const kept = new Map<string, Canvas>();
/** Drawings kept: a board has a handful, each in each language. Past this many the oldest goes. */
const KEPT_MAX = 64;

/**
 * An opaque drawing of `width` x `height` over `background`, painted by `paint` the first time, then kept: a name stands
 * for one drawing, so whatever `paint` reads besides the size and the background (a language, a seat count) belongs
 * in the name. Copy it, never draw on it.
 */
export function keptDrawing(
  name: string,
  width: number,
  height: number,
  background: string,
  paint: (ctx: Ctx) => void,
): Canvas {
  const key = `${name} ${width}x${height} ${background}`;
  const known = kept.get(key);
  if (known) return known;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d", { alpha: false });
  ctx.textDrawingMode = "glyph";
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
  paint(ctx);
  if (kept.size >= KEPT_MAX) {
    const [oldest] = kept;
    if (oldest) {
      kept.delete(oldest[0]);
      // Resized to nothing, it gives its pixels back now (see surface.ts).
      oldest[1].width = 0;
    }
  }
  kept.set(key, canvas);
  return canvas;
}

/**
 * Draws the tile `name` over `rect`, where everything under it is the opaque `background`: `paint` draws it into a rect
 * of its size at the origin the first time (see keptDrawing), and that is copied to `rect`. The copy has the pixels
 * painting it at `rect` gives as long as cairo draws the painting alike when moved by whole pixels, which it does for
 * fills and text but not always to the last level for a stroked curve: a painter's tests check its tiles at every
 * place it copies them to.
 */
export function drawTile(
  ctx: Ctx,
  name: string,
  rect: Rect,
  background: string,
  paint: (ctx: Ctx, rect: Rect) => void,
): void {
  // Between pixels a copy would be resampled: painted in place instead.
  if (!Number.isInteger(rect.x) || !Number.isInteger(rect.y)) return paint(ctx, rect);
  const tile = keptDrawing(name, rect.w, rect.h, background, (own) => paint(own, { x: 0, y: 0, w: rect.w, h: rect.h }));
  ctx.drawImage(tile, rect.x, rect.y);
}
