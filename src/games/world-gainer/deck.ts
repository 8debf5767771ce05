import type { DeckFormat, DeckIssue } from "../../decks/format.ts";
import { CARD_DEFS, CARD_SET_VERSION, CONSTRUCTION, deckProblems, DECKS, OWN_DECK } from "./cards.ts";
import { worldGainerStrings } from "./strings.ts";
import { cardToPlace, effectText } from "./words.ts";

const defs = new Map(CARD_DEFS.map((c) => [c.id, c]));
const preconstructed = DECKS[0]?.cards.reduce((n, c) => n + c.copies, 0) ?? CONSTRUCTION.minCards;

/** World Gainer's deck lists: one main deck, checked by the rules the set file holds (the loader's own check). */
export const worldGainerDeck: DeckFormat<"world-gainer"> = {
  game: "world-gainer",
  setVersion: CARD_SET_VERSION,
  sections: [
    {
      id: "main",
      name: { en: "Deck", ja: "デッキ" },
      aliases: ["main", "main deck", "メイン", "メインデッキ", "山札"],
    },
  ],
  imageSection: "main",
  cards: CARD_DEFS.map((c) => ({
    id: c.id,
    names: c.name,
    section: "main",
    type: `attr.${c.attribute}`,
    cost: c.cost,
  })),
  check(list) {
    const main = list.filter((l) => l.section === "main");
    const issues: DeckIssue[] = deckProblems(main, defs, CONSTRUCTION).map((p) => ({
      code: `deck.${p.code}`,
      params: p.params,
      severity: "error",
    }));
    const size = main.reduce((n, l) => n + l.copies, 0);
    // Two decks at a table are the same size: a deck of another size than the preconstructed ones meets only its like.
    if (CONSTRUCTION.sameSizeAsOpponent && size >= CONSTRUCTION.minCards && size !== preconstructed) {
      issues.push({ code: "deck.same-size", params: { found: size, min: preconstructed }, severity: "warning" });
    }
    return issues;
  },
  text: (card, locale) => [cardToPlace(card, locale), effectText(card, locale)].filter(Boolean).join("\n"),
  tableChoice: (list) => ({
    type: "deck",
    deck: OWN_DECK,
    cards: list.filter((l) => l.section === "main").map(({ card, copies }) => ({ card, copies })),
  }),
  strings: worldGainerStrings,
};
