import type { Ctx } from "./surface.ts";

/**
 * Rock-paper-scissors signs drawn with paths, plus a starburst for a sign that beats all three. Each has its own
 * silhouette (a closed fist, an open hand, two blades with rings, a burst), so no colour is needed to tell them apart.
 */
export type HandSign = "rock" | "paper" | "scissors" | "all";

type UnitPainter = (ctx: Ctx, knockout: string) => void;

function finger(ctx: Ctx, x: number, top: number, w: number, h: number): void {
  ctx.beginPath();
  ctx.roundRect(x - w / 2, top, w, h, w / 2);
  ctx.fill();
}

const burst = Array.from({ length: 16 }, (_, i): [number, number] => {
  const angle = -Math.PI / 2 + (i * Math.PI) / 8;
  const r = i % 2 === 0 ? 1 : 0.5;
  return [Math.cos(angle) * r, Math.sin(angle) * r];
});

// Each painter fills (and strokes) inside the unit box [-1, 1] x [-1, 1] with the current fill and stroke style.
const PAINTERS: Record<HandSign, UnitPainter> = {
  rock(ctx, knockout) {
    ctx.beginPath();
    ctx.roundRect(-0.78, -0.5, 1.56, 1.35, 0.42);
    ctx.fill();
    for (const x of [-0.52, -0.17, 0.18, 0.53]) {
      ctx.beginPath();
      ctx.arc(x, -0.5, 0.24, 0, Math.PI * 2);
      ctx.fill();
    }
    // The folded fingers' gaps and the thumb across them, cut out in the colour underneath.
    ctx.strokeStyle = knockout;
    ctx.lineWidth = 0.1;
    ctx.lineCap = "round";
    ctx.beginPath();
    for (const x of [-0.345, 0.005, 0.355]) {
      ctx.moveTo(x, -0.62);
      ctx.lineTo(x, -0.1);
    }
    ctx.moveTo(-0.62, 0.05);
    ctx.quadraticCurveTo(0, -0.05, 0.4, 0.25);
    ctx.stroke();
  },
  paper(ctx) {
    ctx.beginPath();
    ctx.roundRect(-0.62, -0.15, 1.2, 1.1, 0.38);
    ctx.fill();
    finger(ctx, -0.45, -0.78, 0.24, 1.0);
    finger(ctx, -0.15, -1, 0.24, 1.2);
    finger(ctx, 0.15, -0.95, 0.24, 1.15);
    finger(ctx, 0.44, -0.75, 0.24, 1.0);
    ctx.save();
    ctx.translate(-0.55, 0.35);
    ctx.rotate(-0.9);
    finger(ctx, 0, -0.7, 0.26, 0.8);
    ctx.restore();
  },
  scissors(ctx) {
    ctx.lineCap = "round";
    ctx.lineWidth = 0.26;
    ctx.beginPath();
    ctx.moveTo(-0.12, 0.2);
    ctx.lineTo(-0.62, -0.92);
    ctx.moveTo(0.12, 0.2);
    ctx.lineTo(0.62, -0.92);
    ctx.stroke();
    ctx.lineWidth = 0.2;
    for (const x of [-0.36, 0.36]) {
      ctx.beginPath();
      ctx.arc(x, 0.56, 0.3, 0, Math.PI * 2);
      ctx.stroke();
    }
  },
  all(ctx) {
    ctx.beginPath();
    for (const [i, [x, y]] of burst.entries()) {
      if (i === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.closePath();
    ctx.fill();
  },
};

/**
 * Draws a sign centred on (x, y) inside a `size` square. `knockout` draws the lines inside a sign (the fist's
 * fingers): pass the colour of whatever lies underneath.
 */
export function drawHandSign(
  ctx: Ctx,
  sign: HandSign,
  x: number,
  y: number,
  size: number,
  ink: string,
  knockout: string,
): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size / 2, size / 2);
  ctx.fillStyle = ink;
  ctx.strokeStyle = ink;
  PAINTERS[sign](ctx, knockout);
  ctx.restore();
}
