import type { Locale } from "../../engine/index.ts";
import type { CardId } from "../../games/spymaster/cards.ts";
import { drawCardFace } from "../kit/card-face.ts";
import { palette } from "../kit/palette.ts";
import { newSurface, toPng } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { cardName } from "../../games/spymaster/words.ts";
import { styleOf } from "./faces.ts";
import { say } from "./scene.ts";

const CARD = { w: 150, h: 210 };
const GAP = 18;
const PAD = 24;
const TITLE_H = 56;
const CAPTION_H = 44;
const PER_ROW = 6;
const MIN_WIDTH = 560;

/** One player's own hand, in the given order, each card named under it: for their private reply only. */
export function paintHand(cards: readonly CardId[], locale: Locale): Buffer {
  const columns = Math.max(1, Math.min(cards.length, PER_ROW));
  const rows = Math.max(1, Math.ceil(cards.length / PER_ROW));
  const width = Math.max(MIN_WIDTH, 2 * PAD + columns * CARD.w + (columns - 1) * GAP);
  const height = cards.length === 0 ? PAD * 2 + TITLE_H : PAD + TITLE_H + rows * (CARD.h + CAPTION_H) + PAD / 2;
  const { canvas, ctx } = newSurface(width, height);
  ctx.fillStyle = palette.table;
  ctx.fillRect(0, 0, width, height);

  const title = cards.length === 0 ? say("hand.empty", locale) : say("hand.title", locale, { count: cards.length });
  drawText(ctx, title, PAD, PAD + TITLE_H / 2 - 6, width - 2 * PAD, { size: 32, minSize: 24, weight: "bold", color: palette.text });
  cards.forEach((id, i) => {
    const x = PAD + (i % PER_ROW) * (CARD.w + GAP);
    const y = PAD + TITLE_H + Math.floor(i / PER_ROW) * (CARD.h + CAPTION_H);
    drawCardFace(ctx, { x, y, ...CARD }, styleOf(id));
    drawText(ctx, cardName(id, locale), x + CARD.w / 2, y + CARD.h + CAPTION_H / 2, CARD.w + GAP - 4, {
      size: 24,
      minSize: 20,
      color: palette.text,
      align: "center",
    });
  });
  return toPng(canvas);
}
