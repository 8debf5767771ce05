import type { CardId } from "../../games/world-gainer/state.ts";
import { cardOf } from "../../games/world-gainer/cards.ts";
import type { Rect } from "../kit/geometry.ts";
import { palette } from "../kit/palette.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText, textWidth } from "../kit/text.ts";
import { drawParagraph } from "../kit/wrap.ts";
import { ATTRIBUTE_STYLES, drawAttributeBadge } from "./attributes.ts";

/** A card's frame: its attribute's ink as a broad rim, a light face inside. Returns the face's rect. */
export function drawCardFrame(ctx: Ctx, rect: Rect, card: CardId, rim: number): Rect {
  const radius = Math.round(Math.min(rect.w, rect.h) * 0.08);
  ctx.beginPath();
  ctx.roundRect(rect.x, rect.y, rect.w, rect.h, radius);
  ctx.fillStyle = ATTRIBUTE_STYLES[cardOf(card).attribute].ink;
  ctx.fill();
  const face = { x: rect.x + rim, y: rect.y + rim, w: rect.w - 2 * rim, h: rect.h - 2 * rim };
  ctx.beginPath();
  ctx.roundRect(face.x, face.y, face.w, face.h, Math.max(2, radius - rim / 2));
  ctx.fillStyle = palette.cardFace;
  ctx.fill();
  return face;
}

/** The printed cost: a dark disc with the number in white, centred on (x, y). */
export function drawCost(ctx: Ctx, cost: number, x: number, y: number, diameter: number): void {
  ctx.beginPath();
  ctx.arc(x, y, diameter / 2, 0, Math.PI * 2);
  ctx.fillStyle = palette.cardInk;
  ctx.fill();
  drawText(ctx, String(cost), x, y + 1, diameter, {
    size: Math.round(diameter * 0.66),
    weight: "bold",
    color: palette.text,
    align: "center",
  });
}

/** A small card showing only its attribute, for the footer (whose text names the card). */
export function drawMiniCard(ctx: Ctx, rect: Rect, card: CardId): void {
  const face = drawCardFrame(ctx, rect, card, Math.max(3, Math.round(rect.w * 0.1)));
  drawAttributeBadge(ctx, cardOf(card).attribute, face.x + face.w / 2, face.y + face.h / 2, face.w * 0.9);
}

const NAME_MIN_SIZE = 22;
const NAME_LINE_HEIGHT = 1.1;

/**
 * A card's name from `top`: on one line, shrunk down to 22 px if need be, else wrapped onto two. Returns the
 * height it took.
 */
export function drawCardName(ctx: Ctx, name: string, x: number, top: number, width: number, size: number): number {
  const style = { size, minSize: NAME_MIN_SIZE, weight: "bold" as const, color: palette.cardInk };
  if (textWidth(ctx, name, NAME_MIN_SIZE, "bold") <= width) {
    drawText(ctx, name, x, top + (size * NAME_LINE_HEIGHT) / 2, width, style);
    return size * NAME_LINE_HEIGHT;
  }
  return drawParagraph(ctx, name, x, top, width, 2, { ...style, size: NAME_MIN_SIZE, lineHeight: NAME_LINE_HEIGHT });
}
