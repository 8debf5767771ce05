import { translate, type Locale } from "../engine/index.ts";
import type { DeckFormat } from "../decks/format.ts";
import { say } from "./say.ts";

/**
 * The cards a deck list of a game may name, part by part, as `npm run deck -- cards <game>` prints them and the card
 * lists in docs/cards/ show them: each card's name in the reader's language, its name in the other, and its type.
 */
export function cardListLines(format: DeckFormat, locale: Locale): string[] {
  const other: Locale = locale === "en" ? "ja" : "en";
  return format.sections.flatMap((section) => {
    const cards = format.cards.filter((c) => c.section === section.id);
    if (cards.length === 0) return [];
    const header = say("deck.cards-part", locale, { part: section.name[locale], count: cards.length });
    const lines = cards.map((c) => say("deck.cards-line", locale, { name: c.names[locale], other: c.names[other], type: translate(format.strings, c.type, locale) }));
    return [header, ...lines, ""];
  });
}
