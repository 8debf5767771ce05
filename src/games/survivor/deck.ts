import type { DeckFormat, DeckIssue } from "../../decks/format.ts";
import { ACTION_CARDS, basicSize, CARD_SET_VERSION, CASTAWAYS, deckProblems, isCastaway, OWN_DECK } from "./cards.ts";
import { survivorStrings } from "./strings.ts";
import { cardText, castawayStats } from "./words.ts";

/** Most castaways a brought list may name: the largest share, two players with 8 each (ruling 1). */
const MOST_CASTAWAYS = 8;

/** Survivor's deck lists: the action deck, and optionally the castaways a player brings. */
export const survivorDeck: DeckFormat<"survivor"> = {
  game: "survivor",
  setVersion: CARD_SET_VERSION,
  sections: [
    {
      id: "deck",
      name: { en: "Action deck", ja: "アクションデッキ" },
      aliases: ["deck", "main", "main deck", "actions", "デッキ", "メイン"],
    },
    { id: "castaways", name: { en: "Castaways", ja: "サバイバー" }, aliases: ["cast", "castaway", "キャスト"] },
  ],
  imageSection: "deck",
  cards: [
    ...ACTION_CARDS.map((c) => ({ id: c.id, names: c.name, section: "deck", type: `type.${c.type}` })),
    ...CASTAWAYS.map((c) => ({ id: c.id, names: c.name, section: "castaways", type: "deck.type.castaway" })),
  ],
  check(list) {
    const issues: DeckIssue[] = [];
    const deck = list.filter((l) => l.section === "deck");
    for (const l of deck)
      if (isCastaway(l.card)) issues.push({ code: "deck.not-action", params: { card: l.card }, severity: "error" });
    const actions = deck.filter((l) => !isCastaway(l.card));
    issues.push(
      ...deckProblems(actions, basicSize(actions)).map((p): DeckIssue => ({
        code: `deck.${p.code}`,
        params: p.params,
        severity: "error",
      })),
    );
    const cast = list.filter((l) => l.section === "castaways");
    for (const l of cast)
      if (!isCastaway(l.card)) issues.push({ code: "deck.not-castaway", params: { card: l.card }, severity: "error" });
    const count = cast.reduce((n, l) => n + l.copies, 0);
    if (count > MOST_CASTAWAYS)
      issues.push({ code: "deck.castaway-count", params: { found: count, max: MOST_CASTAWAYS }, severity: "error" });
    return issues;
  },
  text: (card, locale) => (isCastaway(card) ? castawayStats(card, locale) : cardText(card, locale)),
  // The castaways come with the deck: dealt to the seat once every deck is in (clashes settled by OP-5).
  tableChoice: (list) => {
    const castaways = [...new Set(list.filter((l) => l.section === "castaways").map((l) => l.card))];
    const cards = list.filter((l) => l.section === "deck").map(({ card, copies }) => ({ card, copies }));
    return { type: "deck", deck: OWN_DECK, cards, ...(castaways.length > 0 ? { castaways } : {}) };
  },
  strings: survivorStrings,
};
