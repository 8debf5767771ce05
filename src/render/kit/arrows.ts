import type { Rect } from "./geometry.ts";
import type { Ctx } from "./surface.ts";

export type Direction = "up" | "down" | "left" | "right";

/** Unit vectors on the canvas, y growing downwards. */
const VECTORS: Record<Direction, readonly [number, number]> = {
  up: [0, -1],
  down: [0, 1],
  left: [-1, 0],
  right: [1, 0],
};

interface ArrowStyle {
  /** From the base to the tip. */
  length: number;
  /** Across the base. */
  width: number;
  fill: string;
  /** A dark or light outline keeps the arrow visible on any background. */
  outline: string;
}

/** A solid arrow head whose tip touches the middle of `rect`'s side in `direction`, pointing out of it. */
export function drawExitArrow(ctx: Ctx, rect: Rect, direction: Direction, inset: number, style: ArrowStyle): void {
  const [dx, dy] = VECTORS[direction];
  const tipX = rect.x + rect.w / 2 + dx * (rect.w / 2 - inset);
  const tipY = rect.y + rect.h / 2 + dy * (rect.h / 2 - inset);
  const baseX = tipX - dx * style.length;
  const baseY = tipY - dy * style.length;
  const half = style.width / 2;
  ctx.beginPath();
  ctx.moveTo(tipX, tipY);
  ctx.lineTo(baseX - dy * half, baseY + dx * half);
  ctx.lineTo(baseX + dy * half, baseY - dx * half);
  ctx.closePath();
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.strokeStyle = style.outline;
  ctx.lineWidth = 2;
  ctx.lineJoin = "round";
  ctx.stroke();
}
