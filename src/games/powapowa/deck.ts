import type { DeckFormat, DeckIssue } from "../../decks/format.ts";
import { CARD_SET_VERSION, cardOf, CARDS, deckProblems, isNekomimi, NEKOMIMI, OWN_DECK } from "./cards.ts";
import { powapowaStrings } from "./strings.ts";
import { cardText, marksText, nekomimiText } from "./words.ts";

/** Powapowa's deck lists: the 60-card deck and the breeder's nekomimi (up to 4, all different). */
export const powapowaDeck: DeckFormat<"powapowa"> = {
  game: "powapowa",
  setVersion: CARD_SET_VERSION,
  sections: [
    { id: "deck", name: { en: "Deck", ja: "デッキ" }, aliases: ["main", "main deck", "メイン", "山札"] },
    { id: "nekomimi", name: { en: "Nekomimi", ja: "ねこ耳" }, aliases: ["neko", "cats", "ねこみみ", "猫耳"] },
  ],
  imageSection: "deck",
  cards: [
    ...CARDS.map((c) => ({ id: c.id, names: c.name, section: "deck", type: `type.${c.type}` })),
    ...NEKOMIMI.map((n) => ({ id: n.id, names: n.name, section: "nekomimi", type: "deck.type.nekomimi" })),
  ],
  check(list) {
    const deck = list.filter((l) => l.section === "deck");
    const nekomimi = list
      .filter((l) => l.section === "nekomimi")
      .flatMap((l) => Array.from({ length: l.copies }, () => l.card));
    const problems = deckProblems(deck, nekomimi);
    const issues: DeckIssue[] = problems
      .filter((p) => !(nekomimi.length === 0 && p.code === "nekomimi-count"))
      .map((p) => ({
        code: `deck.${p.code}`,
        params: p.code === "unknown-nekomimi" ? { nekomimi: String(p.params.nekomimi) } : p.params,
        severity: "error",
      }));
    if (nekomimi.length === 0) issues.push({ code: "deck.no-nekomimi", params: {}, severity: "warning" });
    return issues;
  },
  text: (card, locale) =>
    isNekomimi(card)
      ? nekomimiText(card, locale)
      : `${cardText(card, locale)}\n${marksText(cardOf(card).marks, locale)}`,
  // The list's nekomimi come to the table with it (each copy named once more, so two copies are refused as such).
  tableChoice: (list) => {
    const nekomimi = list
      .filter((l) => l.section === "nekomimi")
      .flatMap((l) => Array.from({ length: l.copies }, () => l.card));
    return {
      type: "deck",
      deck: OWN_DECK,
      cards: list.filter((l) => l.section === "deck").map(({ card, copies }) => ({ card, copies })),
      ...(nekomimi.length > 0 ? { nekomimi } : {}),
    };
  },
  strings: powapowaStrings,
};
