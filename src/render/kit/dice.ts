import type { Ctx } from "./surface.ts";

/** Pip positions of each face on a 3 x 3 grid, as (column, row) from -1 to 1. */
const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

interface DieStyle {
  fill: string;
  pip: string;
}

/** A six-sided die showing `value` (1-6) as pips, in a `size` square whose top-left corner is (x, y). */
function drawDie(ctx: Ctx, value: number, x: number, y: number, size: number, style: DieStyle): void {
  ctx.beginPath();
  ctx.roundRect(x, y, size, size, size * 0.18);
  ctx.fillStyle = style.fill;
  ctx.fill();
  const spread = size * 0.27;
  const r = size * 0.095;
  ctx.fillStyle = style.pip;
  for (const [col, row] of PIPS[value] ?? []) {
    ctx.beginPath();
    ctx.arc(x + size / 2 + col * spread, y + size / 2 + row * spread, r, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Dice side by side from (x, y), `gap` apart. Returns the width they took. */
export function drawDice(
  ctx: Ctx,
  values: readonly number[],
  x: number,
  y: number,
  size: number,
  style: DieStyle,
): number {
  const gap = Math.round(size * 0.2);
  values.forEach((value, i) => drawDie(ctx, value, x + i * (size + gap), y, size, style));
  return values.length === 0 ? 0 : values.length * size + (values.length - 1) * gap;
}
