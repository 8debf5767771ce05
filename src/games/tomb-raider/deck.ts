import type { DeckFormat, DeckIssue } from "../../decks/format.ts";
import { cardText } from "./card-text.ts";
import {
  CARD_SET_VERSION,
  CONSTRUCTION,
  DRAW_CARDS,
  drawDeckProblems,
  isRaider,
  OWN_DECK,
  RAIDERS,
  startingRaiders,
} from "./cards.ts";
import { tombRaiderStrings } from "./strings.ts";

const starting = new Set(startingRaiders().map((r) => r.id));

/** Tomb Raider's deck lists: the raider (one starting character card) and the draw deck. */
export const tombRaiderDeck: DeckFormat<"tomb-raider"> = {
  game: "tomb-raider",
  setVersion: CARD_SET_VERSION,
  sections: [
    {
      id: "raider",
      name: { en: "Raider", ja: "レイダー" },
      aliases: ["character", "characters", "raiders", "キャラクター", "レイダー"],
    },
    {
      id: "deck",
      name: { en: "Draw deck", ja: "山札" },
      aliases: ["deck", "main", "main deck", "draw", "デッキ", "メイン"],
    },
  ],
  imageSection: "deck",
  cards: [
    ...RAIDERS.map((r) => ({ id: r.id, names: r.name, section: "raider", type: "deck.type.raider" })),
    ...DRAW_CARDS.map((c) => ({ id: c.id, names: c.name, section: "deck", type: `deck.type.${c.kind}` })),
  ],
  check(list) {
    const issues: DeckIssue[] = [];
    const raiders = list.filter((l) => l.section === "raider");
    const count = raiders.reduce((n, l) => n + l.copies, 0);
    if (count !== 1) issues.push({ code: "deck.raider-count", params: { found: count }, severity: "error" });
    for (const r of raiders) {
      if (!isRaider(r.card)) issues.push({ code: "deck.not-raider", params: { card: r.card }, severity: "error" });
      else if (!starting.has(r.card))
        issues.push({
          code: "deck.raider-power",
          params: { card: r.card, power: CONSTRUCTION.characterPower },
          severity: "error",
        });
    }
    const deck = list.filter((l) => l.section === "deck");
    for (const l of deck)
      if (isRaider(l.card)) issues.push({ code: "deck.not-draw-card", params: { card: l.card }, severity: "error" });
    const drawn = deck.filter((l) => !isRaider(l.card));
    issues.push(
      ...drawDeckProblems(drawn).map((p): DeckIssue => ({ code: p.code, params: p.params, severity: "error" })),
    );
    return issues;
  },
  text: cardText,
  tableChoice: (list) => {
    const character = list.find((l) => l.section === "raider")?.card;
    const cards = list.filter((l) => l.section === "deck").map(({ card, copies }) => ({ card, copies }));
    return character === undefined ? null : { type: "deck", character, deck: OWN_DECK, cards };
  },
  strings: tombRaiderStrings,
};
