import type { Ctx } from "./surface.ts";

/** Shape icons drawn with paths, so no image files ship and every icon scales cleanly. */
export type IconName =
  | "eye"
  | "star"
  | "terminal"
  | "spade"
  | "heart"
  | "diamond"
  | "crown"
  | "check"
  | "play"
  | "lock"
  | "cross"
  | "sword"
  | "shield";

type UnitPainter = (ctx: Ctx, ink: string, knockout: string) => void;

function polygon(ctx: Ctx, points: readonly (readonly [number, number])[]): void {
  ctx.beginPath();
  for (const [i, [x, y]] of points.entries()) {
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

function strokeLines(ctx: Ctx, ink: string, width: number, points: readonly (readonly [number, number])[]): void {
  ctx.beginPath();
  for (const [i, [x, y]] of points.entries()) {
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.strokeStyle = ink;
  ctx.lineWidth = width;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.stroke();
}

function disc(ctx: Ctx, x: number, y: number, r: number, fill: string): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
}

const starPoints = Array.from({ length: 10 }, (_, i): [number, number] => {
  const angle = -Math.PI / 2 + (i * Math.PI) / 5;
  const r = i % 2 === 0 ? 1 : 0.42;
  return [Math.cos(angle) * r, Math.sin(angle) * r + 0.08];
});

// Each painter draws inside the unit box [-1, 1] x [-1, 1].
const PAINTERS: Record<IconName, UnitPainter> = {
  eye(ctx, ink, knockout) {
    ctx.beginPath();
    ctx.moveTo(-1, 0);
    ctx.quadraticCurveTo(0, -1.15, 1, 0);
    ctx.quadraticCurveTo(0, 1.15, -1, 0);
    ctx.closePath();
    ctx.fillStyle = ink;
    ctx.fill();
    disc(ctx, 0, 0, 0.4, knockout);
    disc(ctx, 0, 0, 0.2, ink);
  },
  star(ctx, ink) {
    polygon(ctx, starPoints);
    ctx.fillStyle = ink;
    ctx.fill();
  },
  terminal(ctx, ink, knockout) {
    ctx.beginPath();
    ctx.roundRect(-1, -0.85, 2, 1.35, 0.15);
    ctx.fillStyle = ink;
    ctx.fill();
    ctx.fillRect(-0.15, 0.45, 0.3, 0.3);
    ctx.fillRect(-0.6, 0.72, 1.2, 0.18);
    ctx.fillStyle = knockout;
    ctx.fillRect(-0.82, -0.67, 1.64, 0.99);
    strokeLines(ctx, ink, 0.18, [
      [-0.55, -0.42],
      [-0.25, -0.2],
      [-0.55, 0.02],
    ]);
    strokeLines(ctx, ink, 0.18, [
      [-0.05, 0.05],
      [0.45, 0.05],
    ]);
  },
  spade(ctx, ink) {
    ctx.beginPath();
    ctx.moveTo(0, -1);
    ctx.bezierCurveTo(0.3, -0.6, 1, -0.3, 0.92, 0.2);
    ctx.bezierCurveTo(0.86, 0.6, 0.35, 0.68, 0.1, 0.35);
    ctx.lineTo(0.38, 0.98);
    ctx.lineTo(-0.38, 0.98);
    ctx.lineTo(-0.1, 0.35);
    ctx.bezierCurveTo(-0.35, 0.68, -0.86, 0.6, -0.92, 0.2);
    ctx.bezierCurveTo(-1, -0.3, -0.3, -0.6, 0, -1);
    ctx.closePath();
    ctx.fillStyle = ink;
    ctx.fill();
  },
  heart(ctx, ink) {
    ctx.beginPath();
    ctx.moveTo(0, 0.92);
    ctx.bezierCurveTo(-0.5, 0.5, -1, 0.15, -0.96, -0.35);
    ctx.bezierCurveTo(-0.9, -0.9, -0.2, -1.02, 0, -0.5);
    ctx.bezierCurveTo(0.2, -1.02, 0.9, -0.9, 0.96, -0.35);
    ctx.bezierCurveTo(1, 0.15, 0.5, 0.5, 0, 0.92);
    ctx.closePath();
    ctx.fillStyle = ink;
    ctx.fill();
  },
  diamond(ctx, ink) {
    polygon(ctx, [
      [0, -1],
      [0.74, 0],
      [0, 1],
      [-0.74, 0],
    ]);
    ctx.fillStyle = ink;
    ctx.fill();
  },
  crown(ctx, ink) {
    polygon(ctx, [
      [-1, 0.7],
      [-1, -0.55],
      [-0.5, 0],
      [0, -0.8],
      [0.5, 0],
      [1, -0.55],
      [1, 0.7],
    ]);
    ctx.fillStyle = ink;
    ctx.fill();
  },
  check(ctx, ink) {
    strokeLines(ctx, ink, 0.32, [
      [-0.75, 0],
      [-0.25, 0.55],
      [0.8, -0.6],
    ]);
  },
  play(ctx, ink) {
    polygon(ctx, [
      [-0.6, -0.85],
      [0.85, 0],
      [-0.6, 0.85],
    ]);
    ctx.fillStyle = ink;
    ctx.fill();
  },
  lock(ctx, ink) {
    ctx.beginPath();
    ctx.arc(0, -0.2, 0.45, Math.PI, 0);
    ctx.strokeStyle = ink;
    ctx.lineWidth = 0.22;
    ctx.stroke();
    ctx.beginPath();
    ctx.roundRect(-0.72, -0.2, 1.44, 1.1, 0.15);
    ctx.fillStyle = ink;
    ctx.fill();
  },
  cross(ctx, ink) {
    strokeLines(ctx, ink, 0.34, [
      [-0.65, -0.65],
      [0.65, 0.65],
    ]);
    strokeLines(ctx, ink, 0.34, [
      [0.65, -0.65],
      [-0.65, 0.65],
    ]);
  },
  sword(ctx, ink) {
    polygon(ctx, [
      [0.62, -0.95],
      [0.95, -0.95],
      [0.95, -0.62],
      [-0.2, 0.5],
      [-0.5, 0.2],
    ]);
    ctx.fillStyle = ink;
    ctx.fill();
    strokeLines(ctx, ink, 0.22, [
      [-0.7, 0.05],
      [-0.05, 0.7],
    ]);
    strokeLines(ctx, ink, 0.26, [
      [-0.4, 0.4],
      [-0.82, 0.82],
    ]);
  },
  shield(ctx, ink) {
    ctx.beginPath();
    ctx.moveTo(0, -1);
    ctx.lineTo(0.85, -0.68);
    ctx.bezierCurveTo(0.85, 0.2, 0.5, 0.7, 0, 1);
    ctx.bezierCurveTo(-0.5, 0.7, -0.85, 0.2, -0.85, -0.68);
    ctx.closePath();
    ctx.fillStyle = ink;
    ctx.fill();
  },
};

/**
 * Draws an icon centred on (x, y) inside a `size` square. `knockout` fills the holes of icons that have them
 * (the eye's iris, the terminal's screen): pass the colour of whatever lies underneath.
 */
export function drawIcon(
  ctx: Ctx,
  name: IconName,
  x: number,
  y: number,
  size: number,
  ink: string,
  knockout = "#ffffff",
): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size / 2, size / 2);
  PAINTERS[name](ctx, ink, knockout);
  ctx.restore();
}
