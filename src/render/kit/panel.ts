import type { Rect } from "./geometry.ts";
import { drawIcon, type IconName } from "./icons.ts";
import type { Ctx } from "./surface.ts";
import { drawText, textWidth } from "./text.ts";

interface PanelStyle {
  fill: string;
  edge?: string;
  edgeWidth?: number;
  radius?: number;
}

export function drawPanel(ctx: Ctx, rect: Rect, style: PanelStyle): void {
  const edgeWidth = style.edge ? (style.edgeWidth ?? 2) : 0;
  ctx.beginPath();
  // Inset by half the edge so the whole stroke stays inside the rect.
  ctx.roundRect(
    rect.x + edgeWidth / 2,
    rect.y + edgeWidth / 2,
    rect.w - edgeWidth,
    rect.h - edgeWidth,
    style.radius ?? 14,
  );
  ctx.fillStyle = style.fill;
  ctx.fill();
  if (style.edge) {
    ctx.strokeStyle = style.edge;
    ctx.lineWidth = edgeWidth;
    ctx.stroke();
  }
}

interface PillStyle {
  size: number;
  fill: string;
  color: string;
  icon?: IconName;
  maxWidth: number;
}

function pillParts(style: PillStyle): { pad: number; iconSize: number; iconGap: number } {
  return {
    pad: Math.round(style.size * 0.6),
    iconSize: style.icon ? Math.round(style.size * 0.9) : 0,
    iconGap: style.icon ? Math.round(style.size * 0.35) : 0,
  };
}

/** The width `drawPill` will take for this text, to place a pill by its right end. */
export function pillWidth(ctx: Ctx, text: string, style: PillStyle): number {
  const { pad, iconSize, iconGap } = pillParts(style);
  return Math.min(style.maxWidth, 2 * pad + iconSize + iconGap + textWidth(ctx, text, style.size, "bold"));
}

/** A rounded label, optionally led by an icon, vertically centred on `y`. Returns its width. */
export function drawPill(ctx: Ctx, text: string, x: number, y: number, style: PillStyle): number {
  const height = Math.round(style.size * 1.7);
  const { pad, iconSize, iconGap } = pillParts(style);
  const textRoom = style.maxWidth - 2 * pad - iconSize - iconGap;
  const width = pillWidth(ctx, text, style);
  drawPanel(ctx, { x, y: y - height / 2, w: width, h: height }, { fill: style.fill, radius: height / 2 });
  if (style.icon) drawIcon(ctx, style.icon, x + pad + iconSize / 2, y, iconSize, style.color, style.fill);
  drawText(ctx, text, x + pad + iconSize + iconGap, y, textRoom, {
    size: style.size,
    weight: "bold",
    color: style.color,
  });
  return width;
}
