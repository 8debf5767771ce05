import { Canvas, createCanvas, type CanvasRenderingContext2D } from "canvas";
import { registerBundledFonts } from "./fonts.ts";

export type Ctx = CanvasRenderingContext2D;

interface Surface {
  canvas: Canvas;
  ctx: Ctx;
}

/**
 * Surfaces whose image is encoded, by size, to be drawn on again. node-canvas does not tell V8 about a canvas's
 * pixels, so a dropped canvas keeps its megabytes until a full garbage collection, which a bot with a small heap may
 * not run for hours: a few hundred boards took gigabytes. Reused surfaces take none.
 */
const idle = new Map<string, Surface>();
/** Sizes kept: a table's board, its hand sheets and the league pages come in a handful of sizes. */
const IDLE_MAX = 8;

/**
 * A blank, fully transparent surface with the default drawing state (and glyph text). Draw on it, then hand it to
 * `toPng` and leave it: it is drawn on again.
 */
export function newSurface(width: number, height: number): Surface {
  registerBundledFonts();
  const key = sizeKey(width, height);
  const reused = idle.get(key);
  if (reused) {
    idle.delete(key);
    return reused;
  }
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  // Glyph mode rasterizes text through the font cache: several times faster than paths, same look unrotated.
  ctx.textDrawingMode = "glyph";
  // The state a reused surface goes back to.
  ctx.save();
  return { canvas, ctx };
}

/**
 * The surface's image as PNG; the surface is then cleared for the next drawing of its size. No row filter and a light
 * zlib level: these boards are flat colour, so the file stays near 100 KB while the encoding takes about a third of
 * libpng's default (every filter tried per row, level 6), the bulk of a render.
 */
export function toPng(canvas: Canvas): Buffer {
  const png = canvas.toBuffer("image/png", { compressionLevel: 3, filters: Canvas.PNG_FILTER_NONE });
  recycle(canvas);
  return png;
}

function recycle(canvas: Canvas): void {
  const ctx = canvas.getContext("2d");
  ctx.restore();
  ctx.save();
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  const key = sizeKey(canvas.width, canvas.height);
  if (idle.has(key)) return free(canvas);
  if (idle.size >= IDLE_MAX) {
    const [oldest] = idle;
    if (oldest) {
      idle.delete(oldest[0]);
      free(oldest[1].canvas);
    }
  }
  idle.set(key, { canvas, ctx });
}

/** A canvas resized to nothing gives its pixels back now, not whenever V8 collects it. */
function free(canvas: Canvas): void {
  canvas.width = 0;
}

function sizeKey(width: number, height: number): string {
  return `${width}x${height}`;
}
