import { Canvas, createCanvas, type CanvasRenderingContext2D } from "canvas";
import { registerBundledFonts } from "./fonts.ts";

export type Ctx = CanvasRenderingContext2D;

interface Surface {
  canvas: Canvas;
  ctx: Ctx;
}

export function newSurface(width: number, height: number): Surface {
  registerBundledFonts();
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  // Glyph mode rasterizes text through the font cache: several times faster than paths, same look unrotated.
  ctx.textDrawingMode = "glyph";
  return { canvas, ctx };
}

/**
 * No row filter and a light zlib level: these boards are flat colour, so the file stays near 100 KB while the
 * encoding takes about a third of libpng's default (every filter tried per row, level 6), the bulk of a render.
 */
export function toPng(canvas: Canvas): Buffer {
  return canvas.toBuffer("image/png", { compressionLevel: 3, filters: Canvas.PNG_FILTER_NONE });
}
