/** The game's words from its catalog: names of cards, squares, stats, default player names. */
import { translate, type Locale, type Params } from "../../engine/index.ts";
import { bySet, cardName, isLocation, raider, type Direction, type SearchCondition, type Stat } from "./cards.ts";
import { parseSquare } from "./map.ts";
import type { SquareKey } from "./state.ts";
import { tombRaiderStrings, type TombRaiderStringKey } from "./strings.ts";

export function say(key: TombRaiderStringKey, locale: Locale, params: Params = {}): string {
  return translate(tombRaiderStrings, key, locale, params);
}

/** Joins words as the locale lists things; no words at all read as "none". */
export function joinWords(words: readonly string[], locale: Locale): string {
  const [first, ...rest] = words;
  if (first === undefined) return say("list.none", locale);
  return rest.reduce((a, b) => say("list.join", locale, { a, b }), first);
}

/** Cards by name, draw-deck cards in the set's order. */
export function cardList(cards: readonly string[], locale: Locale): string {
  const sorted = [...cards].sort((a, b) => (isLocation(a) || isLocation(b) ? 0 : bySet(a, b)));
  return joinWords(
    sorted.map((c) => cardName(c, locale)),
    locale,
  );
}

export function squareName(key: SquareKey, locale: Locale): string {
  const { col, depth } = parseSquare(key);
  return say("square", locale, { col: say(`col.${col}` as TombRaiderStringKey, locale), depth });
}

/** A modifier with its sign: +2, 0, -1. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** A search condition: its modifier, and the kinds of discovery it is limited to. */
export function conditionText(condition: SearchCondition, locale: Locale): string {
  const n = signed(condition.n);
  if (!condition.finds) return say("condition.any", locale, { n });
  return say("condition.only", locale, {
    n,
    kinds: joinWords(
      condition.finds.map((f) => say(`find.${f}`, locale)),
      locale,
    ),
  });
}

/** A location's search conditions, as alternatives. */
export function conditionsText(conditions: readonly SearchCondition[], locale: Locale): string {
  const [first, ...rest] = conditions.map((c) => conditionText(c, locale));
  return rest.reduce((a, b) => say("list.or", locale, { a, b }), first ?? "–");
}

export function statName(stat: Stat, locale: Locale): string {
  return say(`stat.${stat}`, locale);
}

export function directionName(dir: Direction, locale: Locale): string {
  return say(`dir.${dir}`, locale);
}

export function raiderName(id: string, locale: Locale): string {
  return raider(id).name[locale];
}

export function defaultNames(locale: Locale): string[] {
  return [say("player.default", locale, { n: 1 }), say("player.default", locale, { n: 2 })];
}
