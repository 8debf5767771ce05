import type { Ctx } from "./surface.ts";

/**
 * More path-drawn icons, for maps and character sheets: the same unit-box convention as icons.ts, kept apart so
 * that file's set stays small.
 */
export type GlyphName = "warning" | "magnifier" | "drop" | "door" | "chest" | "flag" | "bubble" | "bulb" | "boot";

type UnitPainter = (ctx: Ctx, ink: string, knockout: string) => void;

function fillPath(ctx: Ctx, ink: string, path: () => void): void {
  ctx.beginPath();
  path();
  ctx.fillStyle = ink;
  ctx.fill();
}

// Each painter draws inside the unit box [-1, 1] x [-1, 1].
const PAINTERS: Record<GlyphName, UnitPainter> = {
  warning(ctx, ink, knockout) {
    fillPath(ctx, ink, () => {
      ctx.moveTo(0, -0.95);
      ctx.lineTo(1, 0.85);
      ctx.lineTo(-1, 0.85);
      ctx.closePath();
    });
    ctx.fillStyle = knockout;
    ctx.fillRect(-0.1, -0.35, 0.2, 0.65);
    ctx.fillRect(-0.1, 0.45, 0.2, 0.2);
  },
  magnifier(ctx, ink) {
    ctx.beginPath();
    ctx.arc(-0.2, -0.2, 0.55, 0, Math.PI * 2);
    ctx.strokeStyle = ink;
    ctx.lineWidth = 0.26;
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(0.22, 0.22);
    ctx.lineTo(0.85, 0.85);
    ctx.lineWidth = 0.34;
    ctx.lineCap = "round";
    ctx.stroke();
  },
  drop(ctx, ink) {
    fillPath(ctx, ink, () => {
      ctx.moveTo(0, -1);
      ctx.bezierCurveTo(0.3, -0.5, 0.75, -0.05, 0.75, 0.3);
      ctx.arc(0, 0.3, 0.75, 0, Math.PI);
      ctx.bezierCurveTo(-0.75, -0.05, -0.3, -0.5, 0, -1);
    });
  },
  door(ctx, ink, knockout) {
    fillPath(ctx, ink, () => {
      ctx.moveTo(-0.7, 1);
      ctx.lineTo(-0.7, -0.35);
      ctx.arc(0, -0.35, 0.7, Math.PI, 0);
      ctx.lineTo(0.7, 1);
      ctx.closePath();
    });
    fillPath(ctx, knockout, () => ctx.arc(0.35, 0.25, 0.12, 0, Math.PI * 2));
  },
  chest(ctx, ink, knockout) {
    fillPath(ctx, ink, () => {
      ctx.moveTo(-1, -0.2);
      ctx.lineTo(-1, -0.45);
      ctx.quadraticCurveTo(0, -1.05, 1, -0.45);
      ctx.lineTo(1, -0.2);
      ctx.closePath();
      ctx.rect(-1, -0.05, 2, 0.9);
    });
    ctx.fillStyle = knockout;
    ctx.fillRect(-0.15, -0.3, 0.3, 0.45);
  },
  flag(ctx, ink) {
    ctx.fillStyle = ink;
    ctx.fillRect(-0.75, -0.95, 0.18, 1.9);
    fillPath(ctx, ink, () => {
      ctx.moveTo(-0.57, -0.95);
      ctx.lineTo(0.9, -0.55);
      ctx.lineTo(-0.57, -0.1);
      ctx.closePath();
    });
  },
  bubble(ctx, ink) {
    ctx.strokeStyle = ink;
    ctx.lineWidth = 0.2;
    for (const [x, y, r] of [
      [-0.3, 0.4, 0.48],
      [0.45, -0.1, 0.3],
      [-0.05, -0.72, 0.2],
    ] as const) {
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.stroke();
    }
  },
  bulb(ctx, ink) {
    fillPath(ctx, ink, () => {
      ctx.arc(0, -0.3, 0.62, Math.PI * 0.8, Math.PI * 0.2);
      ctx.lineTo(0.28, 0.5);
      ctx.lineTo(-0.28, 0.5);
      ctx.closePath();
    });
    ctx.fillStyle = ink;
    ctx.fillRect(-0.28, 0.62, 0.56, 0.14);
    ctx.fillRect(-0.2, 0.84, 0.4, 0.14);
  },
  boot(ctx, ink) {
    fillPath(ctx, ink, () => {
      ctx.moveTo(-0.55, -0.95);
      ctx.lineTo(0.15, -0.95);
      ctx.lineTo(0.15, 0.15);
      ctx.lineTo(0.85, 0.4);
      ctx.quadraticCurveTo(1, 0.5, 0.95, 0.85);
      ctx.lineTo(-0.6, 0.85);
      ctx.closePath();
    });
  },
};

/** Draws a glyph centred on (x, y) inside a `size` square; `knockout` fills its holes (the colour beneath). */
export function drawGlyph(
  ctx: Ctx,
  name: GlyphName,
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
