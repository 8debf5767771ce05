/** A player's own list at a table: played as given when it passes the construction rules, refused with the rule otherwise. */
import { describe, expect, it } from "vitest";
import { applyIntent, createMatch, type GameDefinition, type Match } from "../../src/engine/index.ts";
import { DECKS as SURVIVOR_DECKS } from "../../src/games/survivor/cards.ts";
import { survivorGame } from "../../src/games/survivor/game.ts";
import { preconstructedDecks } from "../../src/games/tomb-raider/cards.ts";
import { tombRaiderGame } from "../../src/games/tomb-raider/game.ts";
import { DECKS as WORLD_GAINER_DECKS } from "../../src/games/world-gainer/cards.ts";
import { worldGainerGame } from "../../src/games/world-gainer/game.ts";

type AnyMatch = Match<unknown, unknown>;
const game = <S, A>(g: GameDefinition<S, A, unknown, unknown>) =>
  g as unknown as GameDefinition<unknown, unknown, unknown, unknown>;

function start(g: GameDefinition<unknown, unknown, unknown, unknown>, players: number, options: unknown): AnyMatch {
  const created = createMatch(g, { seed: 5, players, options });
  if (!created.ok) throw new Error(created.refusal.code);
  return created.match;
}

function act(g: GameDefinition<unknown, unknown, unknown, unknown>, match: AnyMatch, seat: number, action: unknown) {
  return applyIntent(g, match, { seat, seq: match.seq, action });
}

const cardsIn = (match: AnyMatch, zone: string): string[] =>
  ((match.state as { zones: Record<string, { cards: string[] }> }).zones[zone]?.cards ?? [])
    .map((c) => c.split(":")[1] ?? c)
    .sort();

describe("own decks at a table", () => {
  it("World Gainer: a legal 40-card list is played as given; another size or too many copies is refused with the rule", () => {
    const wg = game(worldGainerGame);
    const base = WORLD_GAINER_DECKS[0]?.cards ?? [];
    // One copy of the first card swapped for a card of the other deck: a list of the player's own.
    const other = WORLD_GAINER_DECKS[1]?.cards.find((l) => !base.some((b) => b.card === l.card))?.card ?? "";
    const own = [...base.map((l, i) => (i === 0 ? { ...l, copies: l.copies - 1 } : l)), { card: other, copies: 1 }];
    const match = start(wg, 2, {});
    const small = act(wg, match, 0, { type: "deck", deck: "own", cards: base.slice(1) });
    expect(small).toMatchObject({ ok: false, refusal: { code: "deck.deck-size" } });
    const many = act(wg, match, 0, {
      type: "deck",
      deck: "own",
      cards: base.map((l, i) => (i === 0 ? { ...l, copies: 4 } : l)).slice(0, -1),
    });
    expect(many.ok).toBe(false);
    expect(act(wg, match, 0, { type: "deck", deck: "garden", cards: own })).toMatchObject({
      ok: false,
      refusal: { code: "unknown-deck" },
    });
    const first = act(wg, match, 0, { type: "deck", deck: "own", cards: own });
    if (!first.ok) throw new Error(first.refusal.code);
    const both = act(wg, first.match, 1, { type: "deck", deck: WORLD_GAINER_DECKS[0]?.id ?? "" });
    if (!both.ok) throw new Error(both.refusal.code);
    const mine = ["deck0", "hand0"].flatMap((z) => cardsIn(both.match, z)).sort();
    expect(mine).toEqual(own.flatMap((l) => Array.from({ length: l.copies }, () => l.card)).sort());
  });

  it("Tomb Raider: an own draw deck of 30 with at most 2 copies each", () => {
    const tr = game(tombRaiderGame);
    const deck = preconstructedDecks()[1];
    if (!deck) throw new Error("no deck");
    let match = start(tr, 1, {});
    const level = act(tr, match, 0, { type: "level", level: "tomb" });
    if (!level.ok) throw new Error(level.refusal.code);
    match = level.match;
    const tooMany = deck.cards.map((l, i) => (i === 0 ? { ...l, copies: 3 } : l));
    expect(act(tr, match, 0, { type: "deck", character: deck.raider, deck: "own", cards: tooMany })).toMatchObject({
      ok: false,
      refusal: { code: "deck.copies" },
    });
    const played = act(tr, match, 0, { type: "deck", character: deck.raider, deck: "own", cards: deck.cards });
    expect(played.ok).toBe(true);
  });

  it("Survivor: an own action deck must fit the table's deck size and counts", () => {
    const sv = game(survivorGame);
    const twenty = SURVIVOR_DECKS.find((d) => d.cards.reduce((n, c) => n + c.copies, 0) === 22)?.cards ?? [];
    const forty = SURVIVOR_DECKS.find((d) => d.cards.reduce((n, c) => n + c.copies, 0) === 42)?.cards ?? [];
    const match = start(sv, 2, { deckSize: 20 });
    expect(act(sv, match, 0, { type: "deck", deck: "own", cards: forty })).toMatchObject({ ok: false });
    expect(act(sv, match, 0, { type: "deck", deck: "own", cards: twenty.slice(1) })).toMatchObject({
      ok: false,
      refusal: { code: "deck.type-count" },
    });
    expect(act(sv, match, 0, { type: "deck", deck: "own", cards: twenty }).ok).toBe(true);
  });
});
