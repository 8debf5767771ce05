import type { Locale } from "../../engine/index.ts";
import type { CardId } from "../../games/spymaster/cards.ts";
import { drawCardFace } from "../kit/card-face.ts";
import { palette } from "../kit/palette.ts";
import { paintHandSheet, type HandSheet } from "../kit/hand-sheet.ts";
import { drawText } from "../kit/text.ts";
import { cardName } from "../../games/spymaster/words.ts";
import { styleOf } from "./faces.ts";
import { say } from "./scene.ts";

const CAPTION_H = 44;
const SHEET: HandSheet = { card: { w: 150, h: 210 }, gap: 18, pad: 24, perRow: 6, rowPitch: 210 + CAPTION_H };

/** One player's own hand, in the given order, each card named under it: for their private reply only. */
export function paintHand(cards: readonly CardId[], locale: Locale): Buffer {
  const title = cards.length === 0 ? say("hand.empty", locale) : say("hand.title", locale, { count: cards.length });
  return paintHandSheet(cards, SHEET, title, (ctx, id, rect) => {
    drawCardFace(ctx, rect, styleOf(id));
    drawText(ctx, cardName(id, locale), rect.x + rect.w / 2, rect.y + rect.h + CAPTION_H / 2, rect.w + SHEET.gap - 4, {
      size: 24,
      minSize: 20,
      color: palette.text,
      align: "center",
    });
  });
}
