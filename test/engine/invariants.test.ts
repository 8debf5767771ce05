import { describe, expect, it } from "vitest";
import {
  autoplay,
  eventFor,
  randomBot,
  Rng,
  seedRng,
  type AnyGame,
  type Match,
  type MatchSetup,
  type Viewer,
} from "../../src/engine/index.ts";
import {
  cardCounts,
  conservationProblem,
  findHiddenCard,
  hiddenCards,
  leakProblem,
  legalityProblem,
  permuteHidden,
} from "../../src/engine/testing.ts";
import { deckOf, handName, zoneOf } from "./games/cards.ts";
import { climb } from "./games/climb.ts";
import {
  countsOpponentEvens,
  detailNamesDeckTop,
  legalDependsOnOpponent,
  namesCardInText,
  namesOpponentCard,
} from "./games/leaky.ts";
import {
  BIDS_DECK,
  bidsName,
  sealedBids,
  type BidAction,
  type BidsState,
  type SealedBids,
} from "./games/sealed-bids.ts";
import { act, start } from "./helpers.ts";

const randoms = [randomBot, randomBot, randomBot, randomBot];
const viewersOf = (players: number): Viewer[] => [...Array.from({ length: players }, (_, i) => i), "spectator"];
type BidsMatch = Match<BidsState, BidAction>;

/** A two-player sealed-bids match at its first prompt with these hands; every other card is in the deck. */
function staged(hand0: string[], hand1: string[]): BidsMatch {
  const match = start(sealedBids, { seed: 1, players: 2, options: null });
  const held = new Set([...hand0, ...hand1]);
  match.state.zones[handName(0)] = { owner: 0, visibility: "owner", cards: hand0 };
  match.state.zones[handName(1)] = { owner: 1, visibility: "owner", cards: hand1 };
  match.state.zones["deck"] = {
    owner: null,
    visibility: "hidden",
    cards: deckOf(BIDS_DECK).filter((c) => !held.has(c)),
  };
  return match;
}

describe("cardCounts and conservationProblem", () => {
  it("counts every card of every zone", () => {
    const counts = cardCounts(sealedBids, start(sealedBids, { seed: 1, players: 4, options: null }).state);
    expect(counts.size).toBe(BIDS_DECK);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it("finds nothing wrong while correct games move cards around", () => {
    const games: [AnyGame, MatchSetup][] = [
      [sealedBids, { seed: 4, players: 4, options: { rounds: 4 } }],
      [climb, { seed: 4, players: 3, options: { hand: 6 } }],
    ];
    for (const [game, setup] of games) {
      const before = cardCounts(game, start(game, setup).state);
      let steps = 0;
      autoplay(game, setup, {
        bots: randoms,
        botSeed: 1,
        maxIntents: 1000,
        onStep: (match) => {
          steps += 1;
          expect(conservationProblem(before, cardCounts(game, match.state))).toBeNull();
        },
      });
      expect(steps).toBeGreaterThan(0);
    }
  });

  it("reports a lost, an added and a duplicated card", () => {
    const before = new Map([
      ["a", 1],
      ["b", 1],
    ]);
    expect(conservationProblem(before, new Map([["a", 1]]))).toBe("card b: 1 before, 0 after");
    expect(
      conservationProblem(
        before,
        new Map([
          ["a", 1],
          ["b", 1],
          ["z", 1],
        ]),
      ),
    ).toBe("card z: 0 before, 1 after");
    expect(
      conservationProblem(
        before,
        new Map([
          ["a", 2],
          ["b", 1],
        ]),
      ),
    ).toBe("card a: 1 before, 2 after");
  });

  it("catches a game that loses the bid cards instead of moving them", () => {
    const losing: SealedBids = {
      ...sealedBids,
      apply: (state, answers, ctx) => {
        sealedBids.apply(state, answers, ctx);
        zoneOf(state.zones, bidsName(0)).cards.pop();
      },
    };
    let match = start(losing, { seed: 2, players: 2, options: null });
    const before = cardCounts(losing, match.state);
    match = act(losing, match, 0, { type: "bid", card: zoneOf(match.state.zones, handName(0)).cards[0] as string });
    expect(conservationProblem(before, cardCounts(losing, match.state))).toBeNull();
    match = act(losing, match, 1, { type: "bid", card: zoneOf(match.state.zones, handName(1)).cards[0] as string });
    expect(conservationProblem(before, cardCounts(losing, match.state))).toMatch(/^card c\d+: 1 before, 0 after$/);
  });
});

describe("legalityProblem", () => {
  const setup: MatchSetup = { seed: 3, players: 2, options: { hand: 3 } };

  it("passes a game whose legal actions are the prompted seat's and all pass its check", () => {
    const match = start(climb, setup);
    expect(legalityProblem(climb, match.state, 2)).toBeNull();
  });

  it("finds legal actions offered to a seat that is not prompted", () => {
    const match = start(climb, setup);
    const everyone: typeof climb = {
      ...climb,
      legalActions: (state) => climb.legalActions(state, climb.prompt(state)?.seats[0] ?? 0),
    };
    expect(legalityProblem(everyone, match.state, 2)).toMatch(/is not prompted but has legal actions/);
  });

  it("finds a legal action the game's own check refuses", () => {
    const match = start(climb, setup);
    const strict: typeof climb = { ...climb, check: () => ({ code: "nope" }) };
    expect(legalityProblem(strict, match.state, 2)).toMatch(/refused: nope/);
  });
});

describe("hiddenCards", () => {
  it("is every card in zones the viewer cannot see", () => {
    const match = staged(["c1", "c2"], ["c3", "c4"]);
    const deck = zoneOf(match.state.zones, "deck").cards;
    expect([...hiddenCards(sealedBids, match.state, 0)].sort()).toEqual([...deck, "c3", "c4"].sort());
    expect([...hiddenCards(sealedBids, match.state, 1)].sort()).toEqual([...deck, "c1", "c2"].sort());
    expect(hiddenCards(sealedBids, match.state, "spectator").size).toBe(BIDS_DECK);
  });

  it("leaves out public cards and zones shown to the viewer", () => {
    const match = staged(["c1", "c2"], ["c3", "c4"]);
    zoneOf(match.state.zones, bidsName(1)).cards.push("c9");
    zoneOf(match.state.zones, "deck").cards.splice(zoneOf(match.state.zones, "deck").cards.indexOf("c9"), 1);
    zoneOf(match.state.zones, handName(1)).shownTo = [0];
    const hidden = hiddenCards(sealedBids, match.state, 0);
    expect(hidden.has("c9")).toBe(false);
    expect(hidden.has("c3")).toBe(false);
    expect(hiddenCards(sealedBids, match.state, "spectator").has("c3")).toBe(true);
  });
});

describe("findHiddenCard", () => {
  const hidden = new Set(["c7", "c12"]);

  it("finds a hidden card as a whole string, with its path", () => {
    expect(findHiddenCard({ a: [1, { b: "c7" }] }, hidden)).toBe("$.a[1].b: c7");
    expect(findHiddenCard("c12", hidden)).toBe("$: c12");
  });

  it("finds a hidden card as a word inside a string", () => {
    expect(findHiddenCard({ text: "seat 1 holds c12, and more" }, hidden)).toBe("$.text: c12");
    expect(findHiddenCard(["(c7)"], hidden)).toBe("$[0]: c7");
  });

  it("does not match a card id that is only part of a longer word", () => {
    expect(findHiddenCard({ text: "c70 c127 xc7 c7x" }, hidden)).toBeNull();
  });

  it("returns null when no hidden card is named; numbers and booleans are not card ids", () => {
    expect(findHiddenCard({ a: ["c1", 7, true, null], b: "nothing here" }, hidden)).toBeNull();
    expect(findHiddenCard(undefined, hidden)).toBeNull();
  });
});

describe("permuteHidden", () => {
  it("keeps every zone's size, only moves cards the viewer cannot see, and leaves the original alone", () => {
    const match = start(sealedBids, { seed: 6, players: 3, options: null });
    zoneOf(match.state.zones, handName(1)).shownTo = [0];
    const before = structuredClone(match.state);
    const permuted = permuteHidden(sealedBids, match.state, 0, new Rng(seedRng(3)));
    expect(match.state).toEqual(before);
    const zonesBefore = before.zones;
    let changed = 0;
    for (const [name, z] of Object.entries(permuted.zones)) {
      const old = zoneOf(zonesBefore, name);
      expect(z.cards.length, name).toBe(old.cards.length);
      if (name === handName(0) || name === handName(1) || name.startsWith("bids:"))
        expect(z.cards, name).toEqual(old.cards);
      if (JSON.stringify(z.cards) !== JSON.stringify(old.cards)) changed += 1;
    }
    expect(changed, "the permutation moved something").toBeGreaterThan(0);
    // The hidden cards are the same set, spread differently.
    expect(hiddenCards(sealedBids, permuted, 0)).toEqual(hiddenCards(sealedBids, match.state, 0));
    expect(cardCounts(sealedBids, permuted)).toEqual(cardCounts(sealedBids, match.state));
  });

  it("swaps cards between hidden zones, not only within one", () => {
    const match = staged(["c1", "c2", "c3"], ["c4", "c5", "c6"]);
    const moved = [1, 2, 3, 4, 5].some((seed) => {
      const permuted = permuteHidden(sealedBids, match.state, 0, new Rng(seedRng(seed)));
      return zoneOf(permuted.zones, handName(1)).cards.some((c) => !["c4", "c5", "c6"].includes(c));
    });
    expect(moved).toBe(true);
  });
});

describe("leakProblem", () => {
  it("finds no leak in the correct test games, for any viewer at any step", () => {
    const runs: [AnyGame, MatchSetup][] = [
      [sealedBids, { seed: 1, players: 2, options: { rounds: 4 } }],
      [sealedBids, { seed: 2, players: 4, options: { rounds: 3 } }],
      [climb, { seed: 3, players: 3, options: { hand: 4 } }],
      [climb, { seed: 4, players: 1, options: { hand: 3 } }],
    ];
    const rng = new Rng(seedRng(17));
    for (const [game, setup] of runs) {
      const viewers = viewersOf(setup.players);
      const first = start(game, setup);
      for (const viewer of viewers) expect(leakProblem(game, first, viewer, rng)).toBeNull();
      const played = autoplay(game, setup, {
        bots: randoms,
        botSeed: 3,
        maxIntents: 1000,
        onStep: (match, events) => {
          for (const viewer of viewers) {
            expect(leakProblem(game, match, viewer, rng), `${game.id} seq ${match.seq} viewer ${viewer}`).toBeNull();
            const seen = events.map((e) => eventFor(e, viewer));
            expect(findHiddenCard(seen, hiddenCards(game, match.state, viewer))).toBeNull();
          }
        },
      });
      expect(played.finished).toBe(true);
    }
  });

  it("finds no leak in the setup events of a correct game", () => {
    const created = start(sealedBids, { seed: 5, players: 3, options: null });
    const events = autoplay(
      sealedBids,
      { seed: 5, players: 3, options: null },
      { bots: randoms, botSeed: 1, maxIntents: 0 },
    ).events;
    expect(events).toHaveLength(3);
    for (const viewer of viewersOf(3)) {
      expect(
        findHiddenCard(
          events.map((e) => eventFor(e, viewer)),
          hiddenCards(sealedBids, created.state, viewer),
        ),
      ).toBeNull();
    }
  });

  it("catches a view that names an opponent's card", () => {
    const match = staged(["c1", "c2", "c3"], ["c4", "c5", "c6"]);
    expect(leakProblem(namesOpponentCard, match, 0, new Rng(seedRng(1)))).toBe(
      "viewer 0 sees hidden card at $.table.peek: c4",
    );
    expect(leakProblem(namesOpponentCard, match, "spectator", new Rng(seedRng(1)))).toBe(
      "viewer spectator sees hidden card at $.table.peek: c4",
    );
    expect(leakProblem(namesOpponentCard, match, 1, new Rng(seedRng(1)))).toBe(
      "viewer 1 sees hidden card at $.table.peek: c1",
    );
  });

  it("catches a view that names an opponent's card inside a sentence", () => {
    const match = staged(["c1", "c2", "c3"], ["c4", "c5", "c6"]);
    expect(leakProblem(namesCardInText, match, 0, new Rng(seedRng(1)))).toBe(
      "viewer 0 sees hidden card at $.table.peek: c4",
    );
  });

  it("catches a prompt detail that names a hidden card", () => {
    const match = start(detailNamesDeckTop, { seed: 1, players: 2, options: null });
    const top = zoneOf(match.state.zones, "deck").cards.at(-1);
    expect(leakProblem(detailNamesDeckTop, match, 1, new Rng(seedRng(1)))).toBe(
      `viewer 1 sees hidden card at $.prompt.detail.next: ${top}`,
    );
  });

  it("catches a view derived from hidden cards (how many even cards the opponent holds)", () => {
    // Seat 1 holds only even cards and the deck only odd ones, so any swap between them shows in the count.
    const evens = ["c2", "c4", "c6"];
    const match = staged(["c1", "c3", "c5"], evens);
    zoneOf(match.state.zones, "deck").cards = deckOf(BIDS_DECK).filter(
      (c) => !["c1", "c3", "c5", ...evens].includes(c) && Number(c.slice(1)) % 2 === 1,
    );
    for (const seed of [1, 2, 3, 4, 5]) {
      expect(leakProblem(countsOpponentEvens, match, 0, new Rng(seedRng(seed)))).toBe(
        "viewer 0's view depends on hidden cards",
      );
    }
    // The same state is fine under the correct game.
    expect(leakProblem(sealedBids, match, 0, new Rng(seedRng(1)))).toBeNull();
  });

  it("catches the derived leak in ordinary play too", () => {
    const match = start(countsOpponentEvens, { seed: 9, players: 2, options: null });
    const rng = new Rng(seedRng(2));
    const found = Array.from({ length: 10 }, () => leakProblem(countsOpponentEvens, match, 1, rng));
    expect(found).toContain("viewer 1's view depends on hidden cards");
  });

  it("catches legal actions that depend on the opponent's hand", () => {
    const match = staged(["c10", "c12", "c14"], ["c11", "c13", "c15"]);
    expect(legalDependsOnOpponent.legalActions(match.state, 0).map((a) => a.card)).toEqual(["c12", "c14"]);
    // (Seed 2 happens to keep c11 as the opponent's lowest card, so that one permutation cannot see the leak:
    // see known-issues.test.ts.)
    for (const seed of [1, 3, 4, 5]) {
      expect(leakProblem(legalDependsOnOpponent, match, 0, new Rng(seedRng(seed)))).toBe(
        "viewer 0's legal actions depend on hidden cards",
      );
    }
    // Only prompted seats' legal actions are compared: a spectator is not asked.
    expect(leakProblem(legalDependsOnOpponent, match, "spectator", new Rng(seedRng(1)))).toBeNull();
  });

  it("does not flag a seat's own cards, public cards or cards shown to it", () => {
    let match = staged(["c1", "c2", "c3"], ["c4", "c5", "c6"]);
    match = act(sealedBids, match, 0, { type: "bid", card: "c1" });
    match = act(sealedBids, match, 1, { type: "bid", card: "c4" });
    zoneOf(match.state.zones, handName(1)).shownTo = [0];
    expect(leakProblem(namesOpponentCard, match, 0, new Rng(seedRng(1)))).toBeNull();
    expect(leakProblem(namesOpponentCard, match, 1, new Rng(seedRng(1)))).not.toBeNull();
  });
});
