import type { Locale } from "../../engine/index.ts";
import { cardOf, type CardType, type Marks } from "../../games/powapowa/cards.ts";
import { effectText, say as sayGame } from "../../games/powapowa/words.ts";
import { drawTypeBand } from "../kit/card-face.ts";
import type { Rect } from "../kit/geometry.ts";
import { paintHandSheet, type HandSheet } from "../kit/hand-sheet.ts";
import { palette } from "../kit/palette.ts";
import { drawPill } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawParagraph } from "../kit/wrap.ts";
import { KIND_LOOK } from "./scene.ts";
import { say } from "./strings.ts";

const SHEET: HandSheet = { card: { w: 230, h: 330 }, gap: 14, pad: 22, perRow: 4, rowPitch: 330 + 14 };
const TYPE_INK: Record<CardType, string> = {
  territory: "#009e73",
  item: "#d55e00",
  talent: "#cc79a7",
  event: "#0072b2",
  fight: "#d2232a",
  open: "#1d232b",
};

/** The four marks as the card shows them in its centre (ruling 4): permanence, action, user, target. */
function paintMarks(ctx: Ctx, marks: Marks, x: number, y: number, w: number, locale: Locale): void {
  const words = [
    say(marks.ribbon ? "mark.ribbon" : "mark.instant", locale),
    say(marks.clock ? "mark.clock" : "mark.none", locale),
    say(`mark.user.${marks.user}`, locale),
    say(`mark.target.${marks.target}`, locale),
  ];
  words.forEach((word, i) => {
    const lit =
      (i === 0 && marks.ribbon) ||
      (i === 1 && marks.clock) ||
      (i === 2 && marks.user !== "none") ||
      (i === 3 && marks.target !== "none");
    drawPill(ctx, word, x, y + i * 26, {
      size: 14,
      fill: lit ? "#e8ecff" : "#eeeeee",
      color: lit ? palette.cardInk : "#777777",
      maxWidth: w,
    });
  });
}

/** One card: its type band (with the territory's kind), name, marks and what it does. */
function paintCard(ctx: Ctx, card: string, rect: Rect, locale: Locale): void {
  const def = cardOf(card);
  drawTypeBand(ctx, rect, TYPE_INK[def.type], sayGame(`type.${def.type}`, locale));
  if (def.type === "territory") {
    const look = KIND_LOOK[def.kind];
    drawPill(ctx, look.letter[locale], rect.x + rect.w - 44, rect.y + 22, {
      size: 18,
      fill: look.fill,
      color: look.ink,
      maxWidth: 40,
    });
  }
  drawParagraph(ctx, def.name[locale], rect.x + 12, rect.y + 50, rect.w - 24, 2, {
    size: 23,
    minSize: 17,
    weight: "bold",
    color: palette.cardInk,
    lineHeight: 1.15,
  });
  paintMarks(ctx, def.marks, rect.x + 12, rect.y + 122, rect.w - 24, locale);
  drawParagraph(ctx, effectText(def, locale), rect.x + 12, rect.y + 222, rect.w - 24, 4, {
    size: 19,
    minSize: 14,
    color: palette.cardInk,
    lineHeight: 1.2,
  });
}

/** One breeder's own hand, every card in full: for their private reply only. */
export function paintPowapowaHand(
  cards: readonly string[],
  locale: Locale,
  title = cards.length === 0 ? say("hand.empty", locale) : say("hand.title", locale, { count: cards.length }),
): Buffer {
  return paintHandSheet(cards, SHEET, title, (ctx, card, rect) => paintCard(ctx, card, rect, locale));
}
