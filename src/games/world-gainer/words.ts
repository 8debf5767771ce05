/** The game's words from its catalog: card and square names, lists, payments, effects, default player names. */
import { translate, type Locale, type Params, type Seat } from "../../engine/index.ts";
import { priorityRows } from "./board.ts";
import { cardOf } from "./cards.ts";
import type { Attribute, CardId, Payment, SquareIndex } from "./state.ts";
import { worldGainerStrings, type WorldGainerStringKey } from "./strings.ts";

export function say(key: WorldGainerStringKey, locale: Locale, params: Params = {}): string {
  return translate(worldGainerStrings, key, locale, params);
}

type Joiner = "list.join" | "table.join" | "last.then" | "pay.join" | "pay.units-join";

/** Joins words with a catalog pattern, folded from the left; no words at all read as "none". */
export function joinWords(words: readonly string[], locale: Locale, joiner: Joiner = "list.join"): string {
  const [first, ...rest] = words;
  if (first === undefined) return say("list.none", locale);
  return rest.reduce((a, b) => say(joiner, locale, { a, b }), first);
}

export function cardName(card: CardId, locale: Locale): string {
  return cardOf(card).name[locale];
}

export function cardList(cards: readonly CardId[], locale: Locale): string {
  return joinWords(
    cards.map((c) => cardName(c, locale)),
    locale,
  );
}

export function attributeName(attribute: Attribute, locale: Locale): string {
  return say(`attr.${attribute}`, locale);
}

/** A card with its attribute, cost and required cost, as the cards to place show it. */
export function cardToPlace(card: CardId, locale: Locale): string {
  const def = cardOf(card);
  const { color, amount } = def.required;
  const required =
    color === "yellow"
      ? say("card.required-any", locale, { amount })
      : say("card.required", locale, { amount, color: attributeName(color, locale) });
  return say("card.detail-required", locale, {
    name: def.name[locale],
    attribute: attributeName(def.attribute, locale),
    cost: def.cost,
    required,
  });
}

/**
 * A square's column letter, A to C from seat 0's left (seat 1, sitting across, reads them C to A): fixed for everyone,
 * and printed on every square of every grid image, so a name means one square whoever reads it.
 */
export function columnLetter(square: SquareIndex): string {
  return "ABC"[square % 3] ?? "?";
}

/** A square named for one seat (menus and that seat's own choices): its row from that seat's side, then its letter. */
export function squareName(square: SquareIndex, side: Seat, locale: Locale): string {
  const [own, battle] = priorityRows(side);
  const row = own.includes(square) ? "row.own" : battle.includes(square) ? "row.battle" : "row.opponent";
  return say("square.name", locale, { row: say(row, locale), n: columnLetter(square) });
}

/** A square named for the whole table: whose field it is (or the battlefield), then its letter. */
export function squareOnTable(square: SquareIndex, names: readonly string[], locale: Locale): string {
  const [seatZeroField, battle] = priorityRows(0);
  const n = columnLetter(square);
  if (battle.includes(square)) return say("square.name", locale, { row: say("row.battle", locale), n });
  return say("square.field-of", locale, { player: names[seatZeroField.includes(square) ? 0 : 1] ?? "?", n });
}

export function effectText(card: CardId, locale: Locale): string | null {
  const effect = cardOf(card).effect;
  if (!effect) return null;
  const text = say(`effect.${effect.op}`, locale, { amount: effect.amount });
  return say(effect.kind === "dimension" ? "effect.dimension" : "effect.field", locale, { text });
}

export function paymentText(payment: Payment, locale: Locale): string {
  const parts: string[] = [];
  if (payment.exhaust.length > 0) parts.push(say("pay.exhaust", locale, { cards: cardList(payment.exhaust, locale) }));
  if (payment.breakStuns.length > 0)
    parts.push(say("pay.break-stuns", locale, { cards: cardList(payment.breakStuns, locale) }));
  if (payment.breakField.length > 0)
    parts.push(say("pay.break-field", locale, { cards: cardList(payment.breakField, locale) }));
  return parts.length > 0 ? joinWords(parts, locale, "pay.join") : say("pay.nothing", locale);
}

export function defaultNames(locale: Locale): [string, string] {
  return [say("player.default", locale, { n: 1 }), say("player.default", locale, { n: 2 })];
}
