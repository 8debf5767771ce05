/** Setup of both variants (seed "ゲームの始め方", MindMaster "開始処理"; RULINGS Spymaster 1-3, 13). */
import { describe, expect, it } from "vitest";
import { createMatch } from "../../../src/engine/index.ts";
import { cardCounts } from "../../../src/engine/testing.ts";
import { CARD_SET_VERSION, deckOf } from "../../../src/games/spymaster/cards.ts";
import cardSet from "../../../src/games/spymaster/cards.json" with { type: "json" };
import { spymasterGame } from "../../../src/games/spymaster/index.ts";
import { eventsOf, start } from "../scenario.ts";
import { allCards, type SpyScenario } from "./helpers.ts";

function started(seed: number, variant: string): SpyScenario {
  return start(spymasterGame, { seed, players: 2, options: { variant } });
}

describe("the card set", () => {
  it("Spymaster: 7 Spies numbered 1-7, 7 Special Forces, 7 Hackers", () => {
    const deck = deckOf("spymaster");
    expect(deck).toHaveLength(21);
    expect(deck.filter((c) => c.kind === "spy").map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(deck.filter((c) => c.kind === "forces").every((c) => c.number === null)).toBe(true);
    expect(deck.filter((c) => c.kind === "forces")).toHaveLength(7);
    expect(deck.filter((c) => c.kind === "hacker")).toHaveLength(7);
  });

  it("the rules version names the card set's version, so a match is never replayed with other cards", () => {
    expect(CARD_SET_VERSION).toBe(cardSet.version);
    expect(spymasterGame.rulesVersion).toBe(`spymaster-2.3.0+cards.${cardSet.version}`);
  });

  it("MindMaster: 7 Spades, 7 Hearts, 7 Diamonds, unnumbered", () => {
    const deck = deckOf("mindmaster");
    for (const kind of ["spade", "heart", "diamond"]) expect(deck.filter((c) => c.kind === kind)).toHaveLength(7);
    expect(deck.every((c) => c.number === null)).toBe(true);
  });
});

describe("Spymaster setup", () => {
  it("deals 5 cards each from the shuffled 21, documents all hidden, the first round under way", () => {
    const match = started(7, "spymaster");
    const events = match.events();
    const s = match.state;
    expect(s.zones.hand0.cards).toHaveLength(5);
    expect(s.zones.hand1.cards).toHaveLength(5);
    expect(s.zones.deck.cards).toHaveLength(11);
    expect([...cardCounts(spymasterGame, s).keys()].sort()).toEqual(allCards("spymaster").sort());
    expect(s.documents).toEqual([0, 0]);
    expect(s.phase).toBe("attack");
    expect(s.round).toBe(1);
    expect(eventsOf(events, "shuffle")[0]?.data).toEqual({ count: 21 });
    expect(eventsOf(events, "first-attacker")[0]?.data).toEqual({ seat: s.attacker });
  });

  it("the first attacker comes from the seeded generator: the same seed, the same attacker; both seats occur", () => {
    const attackers = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const a = started(seed, "spymaster").match;
      const b = started(seed, "spymaster").match;
      expect(b).toEqual(a);
      attackers.add(a.state.attacker);
    }
    expect([...attackers].sort()).toEqual([0, 1]);
  });

  it("the variant option defaults to Spymaster and refuses anything else", () => {
    expect(spymasterGame.parseOptions(undefined)).toEqual({ ok: true, value: { variant: "spymaster" } });
    expect(spymasterGame.parseOptions({ variant: "mindmaster" })).toEqual({
      ok: true,
      value: { variant: "mindmaster" },
    });
    expect(spymasterGame.parseOptions({ variant: "poker" })).toMatchObject({
      ok: false,
      refusal: { code: "malformed" },
    });
    const three = createMatch(spymasterGame, { seed: 1, players: 3, options: { variant: "spymaster" } });
    expect(three.ok ? null : three.refusal.code).toBe("player-count");
  });

  it("the first state is filtered: nobody sees the other hand or the deck", () => {
    const match = started(3, "spymaster");
    const spectator = match.view("spectator").table;
    expect(spectator.seats[0].hand).toEqual({ count: 5, cards: null });
    expect(spectator.seats[1].hand).toEqual({ count: 5, cards: null });
    const seat0 = match.view(0).table;
    expect(seat0.seats[0].hand.cards).toEqual(match.state.zones.hand0.cards);
    expect(seat0.seats[1].hand.cards).toBeNull();
    expect(JSON.stringify(seat0)).not.toContain(match.state.zones.deck.cards.at(-1) as string);
  });
});

describe("MindMaster setup", () => {
  it("deals 5 each and opens with the simultaneous pick; nobody attacks or draws yet", () => {
    const match = started(11, "mindmaster");
    const events = match.events();
    const s = match.state;
    expect(s.zones.hand0.cards).toHaveLength(5);
    expect(s.zones.hand1.cards).toHaveLength(5);
    expect(s.zones.deck.cards).toHaveLength(11);
    expect(s.phase).toBe("pick");
    expect(s.strikes).toEqual([0, 0]);
    expect(s.outs).toEqual([0, 0]);
    expect(spymasterGame.prompt(s)).toEqual({ decision: "pick", seats: [0, 1], simultaneous: true });
    expect(eventsOf(events, "first-attacker")).toEqual([]);
  });
});
