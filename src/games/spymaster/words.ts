/** The game's words from its catalog: card names, lists of them, default player names. */
import { translate, type Locale, type Params } from "../../engine/index.ts";
import { faceOf, kindName, type CardId, type Face } from "./cards.ts";
import { spymasterStrings, type SpymasterStringKey } from "./strings.ts";

export function say(key: SpymasterStringKey, locale: Locale, params: Params = {}): string {
  return translate(spymasterStrings, key, locale, params);
}

/** Catalog patterns that join two pieces of text, `{a}` and `{b}`. */
type Joiner = "list.join" | "names.both" | "table.join" | "last.then";

/** Joins words with a catalog pattern, folded from the left ("a, b, c"); no words at all read as "none". */
export function joinWords(words: readonly string[], locale: Locale, joiner: Joiner = "list.join"): string {
  const [first, ...rest] = words;
  if (first === undefined) return say("list.none", locale);
  return rest.reduce((a, b) => say(joiner, locale, { a, b }), first);
}

/** A card's name from its id, or from a face in the table's history. */
export function cardName(cardOrFace: CardId | Face, locale: Locale): string {
  const { kind, number } = faceOf(cardOrFace);
  const name = kindName(kind, locale);
  return number === null ? name : say("card.numbered", locale, { kind: name, number });
}

export function cardList(cards: readonly (CardId | Face)[], locale: Locale): string {
  return joinWords(
    cards.map((c) => cardName(c, locale)),
    locale,
  );
}

export function defaultNames(locale: Locale): [string, string] {
  return [say("player.default", locale, { n: 1 }), say("player.default", locale, { n: 2 })];
}
