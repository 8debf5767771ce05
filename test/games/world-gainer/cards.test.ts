/** The starter set and its preconstructed decks, and the construction rules as data. */
import { describe, expect, it } from "vitest";
import { CARD_DEFS, CONSTRUCTION, DECKS, deckProblems } from "../../../src/games/world-gainer/cards.ts";

describe("the starter set", () => {
  it("has 30+ cards over the four attributes, costs 1-6, 10+ effects and some unique cards", () => {
    expect(CARD_DEFS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CARD_DEFS.map((c) => c.attribute))).toEqual(new Set(["blue", "green", "red", "yellow"]));
    expect(new Set(CARD_DEFS.map((c) => c.cost))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(CARD_DEFS.filter((c) => c.effect).length).toBeGreaterThanOrEqual(10);
    expect(CARD_DEFS.filter((c) => c.effect?.kind === "field").length).toBeGreaterThan(0);
    expect(CARD_DEFS.filter((c) => c.unique).length).toBeGreaterThanOrEqual(3);
    expect(new Set(CARD_DEFS.map((c) => `${c.stun.value}${c.stun.color}`)).size).toBeGreaterThan(6);
    expect(new Set(CARD_DEFS.map((c) => `${c.required.amount}${c.required.color}`)).size).toBeGreaterThan(6);
  });

  it("keeps the construction rules as data: 40+, same size as the opponent, 3 copies, unique 1", () => {
    expect(CONSTRUCTION).toEqual({ minCards: 40, sameSizeAsOpponent: true, maxCopies: 3, maxUniqueCopies: 1 });
  });

  it("ships at least two legal 40-card decks", () => {
    const byId = new Map(CARD_DEFS.map((c) => [c.id, c]));
    expect(DECKS.length).toBeGreaterThanOrEqual(2);
    for (const deck of DECKS) {
      expect(deckProblems(deck.cards, byId, CONSTRUCTION)).toEqual([]);
      expect(deck.cards.reduce((n, c) => n + c.copies, 0)).toBe(40);
    }
  });

  it("finds every construction problem of a deck list", () => {
    const byId = new Map(CARD_DEFS.map((c) => [c.id, c]));
    const bad = [
      { card: "ember-scout", copies: 4 },
      { card: "magma-tyrant", copies: 2 },
      { card: "nope", copies: 1 },
    ];
    expect(deckProblems(bad, byId, CONSTRUCTION)).toEqual([
      { code: "unknown-card", params: { card: "nope" } },
      { code: "copies", params: { card: "ember-scout", found: 4, max: 3 } },
      { code: "unique-copies", params: { card: "magma-tyrant", found: 2, max: 1 } },
      { code: "deck-size", params: { found: 7, min: 40 } },
    ]);
  });

  it("counts copies by name (同名), whichever printings carry it", () => {
    const scout = CARD_DEFS.find((c) => c.id === "ember-scout");
    if (!scout) throw new Error("no Ember Scout");
    const byId = new Map(CARD_DEFS.map((c) => [c.id, c]));
    byId.set("ember-scout-foil", { ...scout, id: "ember-scout-foil" });
    const deck = (foil: number) => [
      { card: "ember-scout", copies: 2 },
      { card: "ember-scout-foil", copies: foil },
      { card: "drift-scout", copies: 40 },
    ];
    expect(deckProblems(deck(1), byId, CONSTRUCTION).filter((p) => p.params.card === "ember-scout")).toEqual([]);
    expect(deckProblems(deck(2), byId, CONSTRUCTION)).toContainEqual({
      code: "copies",
      params: { card: "ember-scout", found: 4, max: 3 },
    });
  });

  it("a name shared in either language is one name: a printing under another English name but the same Japanese one counts too", () => {
    const scout = CARD_DEFS.find((c) => c.id === "ember-scout");
    if (!scout) throw new Error("no Ember Scout");
    const byId = new Map(CARD_DEFS.map((c) => [c.id, c]));
    byId.set("ember-scout-alt", { ...scout, id: "ember-scout-alt", name: { en: "Cinder Scout", ja: scout.name.ja } });
    // Linked through a third printing: same English name as the second, another Japanese one.
    byId.set("cinder-scout-alt", {
      ...scout,
      id: "cinder-scout-alt",
      name: { en: "Cinder Scout", ja: "燃え殻の斥候" },
    });
    const deck = [
      { card: "ember-scout", copies: 2 },
      { card: "cinder-scout-alt", copies: 1 },
      { card: "ember-scout-alt", copies: 1 },
      { card: "drift-scout", copies: 40 },
    ];
    expect(deckProblems(deck, byId, CONSTRUCTION)).toContainEqual({
      code: "copies",
      params: { card: "ember-scout", found: 4, max: 3 },
    });
  });
});
