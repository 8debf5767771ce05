import type { Locale } from "../../engine/index.ts";
import { cardOf } from "../../games/survivor/cards.ts";
import { effectText, say as sayGame } from "../../games/survivor/words.ts";
import { drawTypeBand } from "../kit/card-face.ts";
import type { Rect } from "../kit/geometry.ts";
import { paintHandSheet, type HandSheet } from "../kit/hand-sheet.ts";
import { palette } from "../kit/palette.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawParagraph } from "../kit/wrap.ts";
import { drawColorDot } from "./castaway.ts";
import { say } from "./strings.ts";

const SHEET: HandSheet = { card: { w: 220, h: 250 }, gap: 14, pad: 22, perRow: 4, rowPitch: 250 + 14 };
const TYPE_INK = {
  food: "#009e73",
  alliance: "#cc79a7",
  fortune: "#0072b2",
  item: "#d55e00",
  politics: "#1d232b",
} as const;

/** One action card: its type band, name, and what it does (with its timing and restriction icon). */
function paintCard(ctx: Ctx, card: string, rect: Rect, locale: Locale): void {
  const def = cardOf(card);
  drawTypeBand(ctx, rect, TYPE_INK[def.type], sayGame(`type.${def.type}`, locale));
  if (def.type === "alliance") drawColorDot(ctx, def.color, rect.x + rect.w - 26, rect.y + 22, 28, locale);
  if (def.type === "fortune" && def.icon) drawColorDot(ctx, def.icon, rect.x + rect.w - 26, rect.y + 22, 28, locale);
  drawParagraph(ctx, def.name[locale], rect.x + 12, rect.y + 50, rect.w - 24, 2, {
    size: 24,
    minSize: 18,
    weight: "bold",
    color: palette.cardInk,
    lineHeight: 1.15,
  });
  drawParagraph(ctx, effectText(def, locale), rect.x + 12, rect.y + 120, rect.w - 24, 6, {
    size: 20,
    minSize: 16,
    color: palette.cardInk,
    lineHeight: 1.2,
  });
}

/** One player's own hand, every card in full: for their private reply only. */
export function paintSurvivorHand(
  cards: readonly string[],
  locale: Locale,
  title = cards.length === 0 ? say("hand.empty", locale) : say("hand.title", locale, { count: cards.length }),
): Buffer {
  return paintHandSheet(cards, SHEET, title, (ctx, card, rect) => paintCard(ctx, card, rect, locale));
}
