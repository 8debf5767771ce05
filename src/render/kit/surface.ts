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
/** The surfaces made without an alpha channel (see newSurface). */
const opaqueCanvases = new WeakSet<Canvas>();

/**
 * A blank surface with the default drawing state (and glyph text): fully transparent, or, given a `background`, opaque:
 * filled with that colour, or a copy of that opaque canvas of the same size (a board's parts alike on every board, see
 * keptDrawing). Draw on it, then hand it to `toPng` and leave it: it is drawn on again.
 *
 * An opaque surface keeps no alpha channel (cairo's RGB24): its PNG skips un-premultiplying every pixel (three
 * divisions each) and stores three bytes a pixel instead of four, which halves the encoding, the bulk of a board's
 * render. Paint drawn on it comes out as it would over the same colour on a transparent surface.
 */
export function newSurface(width: number, height: number, background?: string | Canvas): Surface {
  registerBundledFonts();
  const opaque = background !== undefined;
  const key = surfaceKey(width, height, opaque);
  const surface = idle.get(key) ?? createSurface(width, height, opaque);
  idle.delete(key);
  if (typeof background === "string") {
    surface.ctx.fillStyle = background;
    surface.ctx.fillRect(0, 0, width, height);
    surface.ctx.restore();
    surface.ctx.save();
  } else if (background !== undefined) surface.ctx.drawImage(background, 0, 0);
  return surface;
}

function createSurface(width: number, height: number, opaque: boolean): Surface {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d", { alpha: !opaque });
  if (opaque) opaqueCanvases.add(canvas);
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
  const opaque = opaqueCanvases.has(canvas);
  // An opaque surface is filled with its background when it is taken again.
  if (!opaque) ctx.clearRect(0, 0, canvas.width, canvas.height);
  const key = surfaceKey(canvas.width, canvas.height, opaque);
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

function surfaceKey(width: number, height: number, opaque: boolean): string {
  return `${width}x${height}${opaque ? " opaque" : ""}`;
}
