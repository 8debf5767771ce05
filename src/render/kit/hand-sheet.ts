import type { Rect } from "./geometry.ts";
import { palette } from "./palette.ts";
import { newSurface, toPng, type Ctx } from "./surface.ts";
import { drawText } from "./text.ts";

/** How a hand is laid out: card size, gaps, and the distance from one row of cards to the next. */
export interface HandSheet {
  card: { w: number; h: number };
  gap: number;
  pad: number;
  perRow: number;
  /** From the top of one row to the top of the next: the card, and its caption or a gap. */
  rowPitch: number;
}

const TITLE_H = 56;
const MIN_WIDTH = 560;

/**
 * A player's own hand for their private reply: a title, then the cards in the given order, row by row; each game
 * paints its own card into the rect it is given (and may write under it, within the row pitch).
 */
export function paintHandSheet<C>(
  cards: readonly C[],
  sheet: HandSheet,
  title: string,
  paintCard: (ctx: Ctx, card: C, rect: Rect) => void,
): Buffer {
  const { card, gap, pad, perRow, rowPitch } = sheet;
  const columns = Math.max(1, Math.min(cards.length, perRow));
  const rows = Math.max(1, Math.ceil(cards.length / perRow));
  const width = Math.max(MIN_WIDTH, 2 * pad + columns * card.w + (columns - 1) * gap);
  const height = cards.length === 0 ? pad * 2 + TITLE_H : pad + TITLE_H + rows * rowPitch + pad / 2;
  const { canvas, ctx } = newSurface(width, height, palette.table);
  drawText(ctx, title, pad, pad + TITLE_H / 2 - 6, width - 2 * pad, {
    size: 32,
    minSize: 24,
    weight: "bold",
    color: palette.text,
  });
  cards.forEach((c, i) => {
    const x = pad + (i % perRow) * (card.w + gap);
    const y = pad + TITLE_H + Math.floor(i / perRow) * rowPitch;
    paintCard(ctx, c, { x, y, ...card });
  });
  return toPng(canvas);
}
