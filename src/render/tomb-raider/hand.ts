import type { Locale } from "../../engine/index.ts";
import { cardName, drawCard, type CardId, type CardKind } from "../../games/tomb-raider/cards.ts";
import type { Rect } from "../kit/geometry.ts";
import { drawGlyph, type GlyphName } from "../kit/glyphs.ts";
import { drawIcon, type IconName } from "../kit/icons.ts";
import { palette } from "../kit/palette.ts";
import { paintHandSheet, type HandSheet } from "../kit/hand-sheet.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { drawParagraph, wrapLines } from "../kit/wrap.ts";
import { KIND_INKS } from "./card-kinds.ts";
import { headline, rulesLines } from "../../games/tomb-raider/card-text.ts";
import { kindLine } from "./card-text.ts";
import { say } from "./strings.ts";

const SHEET: HandSheet = { card: { w: 180, h: 300 }, gap: 12, pad: 20, perRow: 6, rowPitch: 300 + 12 };
const BAND_H = 40;
const LINE_H = 26;

/** Kinds whose ink is light take dark words on their band. */
const DARK_WORDS: ReadonlySet<CardKind> = new Set(["secret", "action"]);
const KIND_SYMBOLS: Record<CardKind, { icon: IconName } | { glyph: GlyphName }> = {
  upgrade: { icon: "star" },
  secret: { glyph: "bulb" },
  discovery: { glyph: "magnifier" },
  obstacle: { glyph: "warning" },
  action: { icon: "play" },
};

function paintCard(ctx: Ctx, id: CardId, rect: Rect, locale: Locale): void {
  const card = drawCard(id);
  const ink = KIND_INKS[card.kind];
  const words = DARK_WORDS.has(card.kind) ? palette.cardInk : palette.text;
  ctx.beginPath();
  ctx.roundRect(rect.x, rect.y, rect.w, rect.h, 12);
  ctx.fillStyle = ink;
  ctx.fill();
  ctx.beginPath();
  ctx.roundRect(rect.x + 5, rect.y + BAND_H, rect.w - 10, rect.h - BAND_H - 5, 8);
  ctx.fillStyle = palette.cardFace;
  ctx.fill();

  const symbol = KIND_SYMBOLS[card.kind];
  const bandY = rect.y + BAND_H / 2 + 1;
  if ("icon" in symbol) drawIcon(ctx, symbol.icon, rect.x + 22, bandY, 24, words, ink);
  else drawGlyph(ctx, symbol.glyph, rect.x + 22, bandY, 24, words, ink);
  drawText(ctx, kindLine(card, locale), rect.x + 40, bandY, rect.w - 50, {
    size: 22,
    minSize: 18,
    weight: "bold",
    color: words,
  });

  const inner = rect.w - 24;
  const left = rect.x + 12;
  const nameStyle = { size: 22, minSize: 22, weight: "bold" as const, color: palette.cardInk, lineHeight: 1.2 };
  drawParagraph(ctx, cardName(id, locale), left, rect.y + BAND_H + 6, inner, 2, nameStyle);
  let y = rect.y + BAND_H + 6 + 2 * 22 * 1.2 + 6;
  const number = headline(card, locale);
  if (number !== null) {
    ctx.fillStyle = ink;
    ctx.fillRect(left, y, inner, 30);
    drawText(ctx, number, rect.x + rect.w / 2, y + 16, inner - 8, {
      size: 22,
      weight: "bold",
      color: words,
      align: "center",
    });
    y += 38;
  }
  const room = Math.floor((rect.y + rect.h - 10 - y) / LINE_H);
  const lines = rulesLines(card, locale).flatMap((line) => wrapLines(ctx, line, inner, 22));
  lines.slice(0, room).forEach((line, i) => {
    drawText(ctx, line, left, y + LINE_H * (i + 0.5), inner, { size: 22, minSize: 18, color: palette.cardInk });
  });
}

/** One player's own hand, in the given order, each card with its kind, number and rules: their private reply only. */
export function paintHand(
  cards: readonly CardId[],
  locale: Locale,
  title = cards.length === 0 ? say("hand.empty", locale) : say("hand.title", locale, { count: cards.length }),
): Buffer {
  return paintHandSheet(cards, SHEET, title, (ctx, id, rect) => paintCard(ctx, id, rect, locale));
}
