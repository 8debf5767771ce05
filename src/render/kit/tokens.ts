import type { Ctx } from "./surface.ts";
import { drawText } from "./text.ts";

type TokenShape = "circle" | "diamond";

/** A playing piece: its own colour and its own shape, so it stays distinct without colour vision. */
export interface TokenStyle {
  shape: TokenShape;
  fill: string;
  /** The letter's colour, dark or light against `fill`. */
  ink: string;
  letter: string;
}

function outline(ctx: Ctx, shape: TokenShape, x: number, y: number, r: number): void {
  ctx.beginPath();
  if (shape === "circle") {
    ctx.arc(x, y, r, 0, Math.PI * 2);
    return;
  }
  // A diamond reaches a little further than the circle so both look the same size.
  const reach = r * 1.12;
  ctx.moveTo(x, y - reach);
  ctx.lineTo(x + reach, y);
  ctx.lineTo(x, y + reach);
  ctx.lineTo(x - reach, y);
  ctx.closePath();
}

/** A token centred on (x, y), about `size` across, with a dark rim that separates it from any square below. */
export function drawToken(ctx: Ctx, x: number, y: number, size: number, style: TokenStyle, rim: string): void {
  const r = size / 2;
  outline(ctx, style.shape, x, y, r);
  ctx.fillStyle = rim;
  ctx.fill();
  outline(ctx, style.shape, x, y, r - Math.max(2, size * 0.07));
  ctx.fillStyle = style.fill;
  ctx.fill();
  drawText(ctx, style.letter, x, y + size * 0.02, size * 0.7, {
    size: Math.round(size * 0.56),
    weight: "bold",
    color: style.ink,
    align: "center",
  });
}
