import type { Locale } from "../../engine/index.ts";
import { cardOf } from "../../games/world-gainer/cards.ts";
import { effectText } from "../../games/world-gainer/words.ts";
import type { Attribute, CardId } from "../../games/world-gainer/state.ts";
import type { Rect } from "../kit/geometry.ts";
import { drawIcon } from "../kit/icons.ts";
import { palette } from "../kit/palette.ts";
import { paintHandSheet, type HandSheet } from "../kit/hand-sheet.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { drawParagraph } from "../kit/wrap.ts";
import { drawAttributeBadge } from "./attributes.ts";
import { drawCardFrame, drawCardName, drawCost } from "./card-art.ts";
import { say } from "./scene.ts";

const SHEET: HandSheet = { card: { w: 240, h: 370 }, gap: 16, pad: 24, perRow: 4, rowPitch: 370 + 16 };
const LABEL_INK = "#4a5563";
const TEXT_SIZE = 22;
const LINE_HEIGHT = 1.2;

/** "Required" or "Stun": the label, then the colour's sign and the amount. */
function paintCostLine(ctx: Ctx, face: Rect, y: number, label: string, color: Attribute, amount: number): void {
  drawText(ctx, label, face.x + 10, y, face.w - 80, { size: TEXT_SIZE, color: LABEL_INK });
  drawAttributeBadge(ctx, color, face.x + face.w - 58, y, 30);
  drawText(ctx, String(amount), face.x + face.w - 14, y, 30, {
    size: 26,
    weight: "bold",
    color: palette.cardInk,
    align: "right",
  });
}

/** One card face, everything printed on it: attribute, cost, name, uniqueness, required cost, stun and effect. */
function paintCard(ctx: Ctx, card: CardId, rect: Rect, locale: Locale): void {
  const def = cardOf(card);
  const face = drawCardFrame(ctx, rect, card, 8);
  const left = face.x + 10;
  const room = face.w - 20;
  drawAttributeBadge(ctx, def.attribute, face.x + 32, face.y + 32, 52);
  drawCost(ctx, def.cost, face.x + face.w - 32, face.y + 32, 52);
  let y = face.y + 64;
  y += drawCardName(ctx, def.name[locale], left, y, room, 24);
  if (def.unique) {
    drawIcon(ctx, "star", left + 12, y + 16, 24, palette.cardInk);
    drawText(ctx, say("card.unique", locale), left + 30, y + 16, room - 30, {
      size: TEXT_SIZE,
      weight: "bold",
      color: palette.cardInk,
    });
    y += 32;
  }
  paintCostLine(ctx, face, y + 20, say("card.required", locale), def.required.color, def.required.amount);
  paintCostLine(ctx, face, y + 56, say("card.stun", locale), def.stun.color, def.stun.value);
  const effect = effectText(card, locale);
  if (effect === null) return;
  y += 80;
  ctx.fillStyle = LABEL_INK;
  ctx.fillRect(left, y, room, 2);
  const top = y + 8;
  const lines = Math.floor((face.y + face.h - 6 - top) / (TEXT_SIZE * LINE_HEIGHT));
  drawParagraph(ctx, effect, left, top, room, lines, {
    size: TEXT_SIZE,
    minSize: TEXT_SIZE,
    color: palette.cardInk,
    lineHeight: LINE_HEIGHT,
  });
}

/** One player's own hand, in the given order, every card's face in full: for their private reply only. */
export function paintWorldGainerHand(
  cards: readonly CardId[],
  locale: Locale,
  title = cards.length === 0 ? say("hand.empty", locale) : say("hand.title", locale, { count: cards.length }),
): Buffer {
  return paintHandSheet(cards, SHEET, title, (ctx, card, rect) => paintCard(ctx, card, rect, locale));
}
