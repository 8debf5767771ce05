import type { Rect } from "./geometry.ts";
import { drawIcon, type IconName } from "./icons.ts";
import { drawPanel } from "./panel.ts";
import { palette } from "./palette.ts";
import type { Ctx } from "./surface.ts";
import { drawText } from "./text.ts";

/** What a card face shows: its kind's ink and icon, and its big label (a number) when it has one. */
export interface CardFace {
  ink: string;
  icon: IconName;
  label: string | null;
}

/** A thin light rim, then the kind's ink, then the face: even a dark ink stands out on a dark table. */
function frame(ctx: Ctx, rect: Rect, ink: string): void {
  const short = Math.min(rect.w, rect.h);
  const rim = Math.max(1.5, short * 0.02);
  const edge = Math.max(3, Math.round(short * 0.07));
  const radius = Math.round(short * 0.09);
  ctx.beginPath();
  ctx.roundRect(rect.x, rect.y, rect.w, rect.h, radius);
  ctx.fillStyle = palette.cardFace;
  ctx.fill();
  ctx.beginPath();
  ctx.roundRect(rect.x + rim, rect.y + rim, rect.w - 2 * rim, rect.h - 2 * rim, radius - rim);
  ctx.fillStyle = ink;
  ctx.fill();
  ctx.beginPath();
  ctx.roundRect(rect.x + edge, rect.y + edge, rect.w - 2 * edge, rect.h - 2 * edge, Math.round(short * 0.05));
  ctx.fillStyle = palette.cardFace;
  ctx.fill();
}

/** Portrait: icon above a big label. Landscape (a card lying sideways): icon left of the label. */
export function drawCardFace(ctx: Ctx, rect: Rect, face: CardFace): void {
  frame(ctx, rect, face.ink);
  const cx = rect.x + rect.w / 2;
  const cy = rect.y + rect.h / 2;
  if (face.label === null) {
    drawIcon(ctx, face.icon, cx, cy, Math.min(rect.w, rect.h) * 0.62, face.ink, palette.cardFace);
    return;
  }
  const labelStyle = { weight: "bold" as const, color: palette.cardInk, align: "center" as const };
  if (rect.w >= rect.h) {
    const iconSize = Math.min(rect.h * 0.56, rect.w * 0.34);
    drawIcon(ctx, face.icon, rect.x + rect.w * 0.28, cy, iconSize, face.ink, palette.cardFace);
    drawText(ctx, face.label, rect.x + rect.w * 0.68, cy, rect.w * 0.42, {
      ...labelStyle,
      size: Math.round(rect.h * 0.62),
    });
    return;
  }
  drawIcon(ctx, face.icon, cx, rect.y + rect.h * 0.32, rect.w * 0.56, face.ink, palette.cardFace);
  drawText(ctx, face.label, cx, rect.y + rect.h * 0.7, rect.w * 0.8, {
    ...labelStyle,
    size: Math.round(rect.w * 0.54),
  });
}

/** A hand card's frame: the face edged in its type's ink, and a band of that ink across the top naming the type. */
export function drawTypeBand(ctx: Ctx, rect: Rect, ink: string, type: string): void {
  drawPanel(ctx, rect, { fill: palette.cardFace, edge: ink, edgeWidth: 6, radius: 14 });
  ctx.fillStyle = ink;
  ctx.fillRect(rect.x + 3, rect.y + 3, rect.w - 6, 38);
  drawText(ctx, type, rect.x + 14, rect.y + 23, rect.w - 60, { size: 20, weight: "bold", color: "#ffffff" });
}
