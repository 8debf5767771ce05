import type { Ctx } from "../kit/surface.ts";
import type { Side } from "./scene.ts";

/**
 * A seat's mark: a triangle pointing to the side of the board where that seat sits, so who holds a square reads
 * from its shape as well as from its colour.
 */
export function drawSeatMark(ctx: Ctx, side: Side, x: number, y: number, size: number, ink: string): void {
  const half = size / 2;
  const tip = side === "bottom" ? 1 : -1;
  ctx.beginPath();
  ctx.moveTo(x - half, y - tip * half * 0.8);
  ctx.lineTo(x + half, y - tip * half * 0.8);
  ctx.lineTo(x, y + tip * half * 0.8);
  ctx.closePath();
  ctx.fillStyle = ink;
  ctx.fill();
}
