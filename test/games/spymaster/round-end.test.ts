/** Spymaster: the end of a round (seed "ラウンドが終わったら", "その他のルール"). RULINGS Spymaster 9-11. */
import { describe, expect, it } from "vitest";
import { Rng, seedRng, type GameEvent, type SeenEvent } from "../../../src/engine/index.ts";
import { leakProblem } from "../../../src/engine/testing.ts";
import { describeEvent } from "../../../src/games/spymaster/describe.ts";
import { spymasterGame } from "../../../src/games/spymaster/index.ts";
import { startRound } from "../../../src/games/spymaster/spymaster-round.ts";
import type { Kind } from "../../../src/games/spymaster/cards.ts";
import type { SpymasterAction } from "../../../src/games/spymaster/state.ts";
import { eventsOf, types, start } from "../scenario.ts";
import { allCards, assertConserved, attack, drawOrder, hand, position, row, type SpyScenario } from "./helpers.ts";

const nine = ["spy1", "spy2", "spy3", "spy4", "spy5", "spy6", "spy7", "forces1", "hacker1"];

describe("hand-size discard at the round's end", () => {
  it("8 cards: discard 4 of the player's own choice, then the next round starts", () => {
    const m = position({ variant: "spymaster", hand0: nine, hand1: ["forces2"] });
    attack(m, "hacker1", "hacker");
    expect(hand(m, 0)).toHaveLength(8);
    expect(m.state.phase).toBe("discard");
    expect(spymasterGame.prompt(m.state)).toEqual({
      decision: "discard",
      seats: [0],
      simultaneous: true,
      detail: { counts: [4, 0] },
    });
    const choices = m.legal(0);
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.every((a) => a.type === "discard" && a.cards.length === 4)).toBe(true);
    expect(m.refusal(0, { type: "discard", cards: ["spy1", "spy2", "spy3"] })).toEqual({
      code: "discard-count",
      params: { count: 4 },
    });
    expect(m.refusal(0, { type: "discard", cards: ["spy1", "spy2", "spy3", "spy4", "spy5"] })?.code).toBe(
      "discard-count",
    );
    expect(m.refusal(0, { type: "discard", cards: ["spy1", "spy2", "spy3", "forces2"] })?.code).toBe(
      "card-not-in-hand",
    );
    expect(m.refusal(0, { type: "discard", cards: ["spy1", "spy1", "spy2", "spy3"] })?.code).toBe("card-not-in-hand");
    expect(m.refusal(1, { type: "discard", cards: ["forces2"] })?.code).toBe("not-your-turn");
    const step = m.act(0, { type: "discard", cards: ["spy1", "spy2", "spy3", "forces1"] });
    expect(hand(m, 0)).toEqual(["spy4", "spy5", "spy6", "spy7"]);
    expect(m.state.zones.discard.cards).toEqual(["hacker1", "spy1", "spy2", "spy3", "forces1"]);
    expect(types(step)).toEqual(["answered", "discard", "draw", "round"]);
    expect(eventsOf(step, "discard")[0]?.data).toEqual({
      seats: [0],
      cards: ["spy1", "spy2", "spy3", "forces1"],
      each: [{ seat: 0, cards: ["spy1", "spy2", "spy3", "forces1"] }],
    });
    expect(m.state.attacker).toBe(1);
    expect(m.state.phase).toBe("attack");
    expect(m.state.discardDue).toEqual([0, 0]);
  });

  it("9 cards: discard 4 (half, rounded down)", () => {
    const m = position({ variant: "spymaster", hand0: [...nine, "forces3"], hand1: ["forces2"] });
    attack(m, "hacker1", "hacker");
    expect(hand(m, 0)).toHaveLength(9);
    expect(m.state.discardDue).toEqual([4, 0]);
  });

  it("half is discarded once: a hand of 16 keeps 8", () => {
    const hand0 = [...nine, "forces3", "forces4", "forces5", "forces6", "forces7", "hacker2", "hacker3", "hacker4"];
    const m = position({ variant: "spymaster", hand0, hand1: ["forces2"] });
    attack(m, "hacker1", "hacker");
    expect(hand(m, 0)).toHaveLength(16);
    expect(m.state.discardDue).toEqual([8, 0]);
    m.act(0, { type: "discard", cards: hand(m, 0).slice(0, 8) });
    expect(hand(m, 0)).toHaveLength(8);
    expect(m.state.phase).toBe("attack");
    expect(m.state.attacker).toBe(1);
  });

  it("7 cards: nothing to discard", () => {
    const m = position({ variant: "spymaster", hand0: nine.slice(1), hand1: ["forces2"] });
    attack(m, "hacker1", "hacker");
    expect(hand(m, 0)).toHaveLength(7);
    expect(m.state.phase).toBe("attack");
    expect(m.state.attacker).toBe(1);
  });

  it("no limit during the round: a Hacker may take the hand past 8", () => {
    const m = position({ variant: "spymaster", hand0: nine, hand1: ["forces2"] });
    attack(m, "hacker1", "spy");
    expect(hand(m, 0)).toHaveLength(10);
    expect(m.state.phase).toBe("attack");
  });

  it("every player at 8 or more discards, in one simultaneous prompt", () => {
    // The defender's hand cannot grow during the attacker's round, so in play only the attacker ever reaches 8;
    // the position is built by hand to pin the "every player" ruling.
    const hand1 = ["forces2", "forces3", "forces4", "forces5", "forces6", "forces7", "hacker2", "hacker3"];
    const m = position({ variant: "spymaster", hand0: nine, hand1 });
    attack(m, "hacker1", "hacker");
    expect(spymasterGame.prompt(m.state)).toMatchObject({
      decision: "discard",
      seats: [0, 1],
      simultaneous: true,
      detail: { counts: [4, 4] },
    });
    let step = m.act(1, { type: "discard", cards: ["forces2", "forces3", "forces4", "forces5"] });
    expect(step).toEqual([{ type: "answered", data: { seat: 1, decision: "discard" } }]);
    expect(hand(m, 1)).toHaveLength(8);
    expect(m.view(0).prompt?.answered).toEqual([1]);
    expect(m.refusal(1, { type: "discard", cards: ["forces6", "forces7", "hacker2", "hacker3"] })?.code).toBe(
      "already-answered",
    );
    step = m.act(0, { type: "discard", cards: ["spy1", "spy2", "spy3", "spy4"] });
    // Seat 1's four Special Forces turn face up as the four lowest not face up, seat 0's forces1 among them: the ids
    // that show tell nothing of where the other copies are. Seat 0's Special Forces takes one of seat 1's ids.
    expect(eventsOf(step, "discard")[0]?.data).toEqual({
      seats: [0, 1],
      cards: ["spy1", "spy2", "spy3", "spy4", "forces1", "forces2", "forces3", "forces4"],
      each: [
        { seat: 0, cards: ["spy1", "spy2", "spy3", "spy4"] },
        { seat: 1, cards: ["forces1", "forces2", "forces3", "forces4"] },
      ],
    });
    // Each player's discards read under their name (issue 28, point 7).
    expect(describeEvent(eventsOf(step, "discard")[0] as SeenEvent, "en", ["Ann", "Ben"])).toBe(
      "Ann discards for hand size: Spy 1, Spy 2, Spy 3, Spy 4. Ben discards for hand size: Special Forces, Special Forces, Special Forces, Special Forces.",
    );
    expect(hand(m, 0).filter((c) => c.startsWith("forces"))).toEqual([expect.stringMatching(/^forces[5-7]$/)]);
    expect(hand(m, 0)).toHaveLength(4);
    expect(hand(m, 1)).toHaveLength(5); // 4 kept + the round's draw
    expect(m.state.attacker).toBe(1);
  });
});

describe("drawing", () => {
  it("an empty deck is rebuilt from the shuffled discard pile before the draw", () => {
    const m0 = position({
      variant: "spymaster",
      hand0: ["hacker1", "spy1"],
      hand1: ["forces1", "forces2"],
      rest: "discard",
    });
    const discardBefore = [...m0.state.zones.discard.cards];
    expect(m0.state.zones.deck.cards).toEqual([]);
    const events = attack(m0, "hacker1", "hacker");
    expect(types(events)).toEqual(["play", "reveal", "round-end", "reshuffle", "draw", "round"]);
    expect(eventsOf(events, "reshuffle")[0]?.data).toEqual({ count: discardBefore.length + 1 });
    expect(m0.state.zones.discard.cards).toEqual([]);
    const drawn = eventsOf(events, "draw")[0]?.secret?.data.cards as string[];
    expect(drawn).toHaveLength(1);
    expect([...m0.state.zones.deck.cards, ...drawn].sort()).toEqual([...discardBefore, "hacker1"].sort());
    expect(hand(m0, 1)).toEqual(["forces1", "forces2", ...drawn]);
  });

  it("a draw that empties the deck mid-way reshuffles and goes on", () => {
    const m0 = position({
      variant: "spymaster",
      hand0: ["hacker1", "spy1"],
      hand1: ["forces1"],
      draws: ["spy7"],
      discard: ["spy2", "spy3"],
      rest: "discard",
    });
    expect(drawOrder(m0)).toEqual(["spy7"]);
    const events = attack(m0, "hacker1", "spy");
    expect(types(events)).toEqual(["play", "reveal", "reshuffle", "draw"]);
    const draw = eventsOf(events, "draw")[0] as GameEvent;
    expect(draw.data).toEqual({ seat: 0, count: 2, reason: "hacker" });
    expect((draw.secret?.data.cards as string[])[0]).toBe("spy7");
    expect(hand(m0, 0)).toHaveLength(3);
  });

  it("with both the deck and the discard pile empty, nothing is drawn", () => {
    const m0 = position({
      variant: "spymaster",
      row0: ["spy1", "spy2", "spy3", "spy4"],
      rightmost: "spy4",
      hand0: ["hacker1", "hacker2", "hacker3", "hacker4", "hacker5", "hacker6", "hacker7", "spy5", "spy6", "spy7"],
      hand1: ["forces1", "forces2", "forces3", "forces4", "forces5", "forces6", "forces7"],
    });
    expect(m0.state.zones.deck.cards).toEqual([]);
    expect(m0.state.zones.discard.cards).toEqual([]);
    const events = attack(m0, "hacker1", "spy");
    expect(eventsOf(events, "draw").map((e) => e.data)).toEqual([{ seat: 0, count: 0, reason: "hacker" }]);
    expect(eventsOf(events, "reshuffle")).toEqual([]);
    expect(hand(m0, 0)).toHaveLength(9);
    expect(m0.state.phase).toBe("attack");
  });

  it("the table's recent actions name the card's face, so they stay shown after the card is shuffled away", () => {
    const m0 = position({
      variant: "spymaster",
      hand0: ["forces1", "spy1"],
      hand1: ["forces2", "forces3"],
      rest: "discard",
    });
    attack(m0, "forces1", "forces");
    expect(m0.state.zones.discard.cards).not.toContain("forces1");
    const recent = [
      { type: "attack", seat: 0, card: { kind: "forces", number: null }, guess: "forces", success: false },
    ];
    expect(m0.state.recent).toEqual(recent);
    const rng = new Rng(seedRng(5));
    for (const viewer of [0, 1, "spectator"] as const) {
      expect(m0.view(viewer).table.recent).toEqual(recent);
      expect(leakProblem(spymasterGame, m0.match, viewer, rng)).toBeNull();
    }
  });
});

describe("the empty hand", () => {
  it("a hand emptied by the last play ends the round", () => {
    const match = position({ variant: "spymaster", hand0: ["spy3"], hand1: ["forces1"] });
    const events = attack(match, "spy3", "hacker");
    expect(types(events)).toEqual(["play", "reveal", "empty-hand", "round-end", "draw", "round"]);
    expect(eventsOf(events, "empty-hand")[0]?.data).toEqual({ seat: 0 });
    expect(match.state.attacker).toBe(1);
    expect(match.state.zones.discard.cards).toEqual(["spy3"]);
  });

  it("the recent actions keep both the last card's attack and the empty hand, in order", () => {
    // The last card is the third spy of the row: it reveals a document, then the empty hand ends the round.
    const m0 = position({
      variant: "spymaster",
      hand0: ["spy3"],
      hand1: ["forces1"],
      row0: ["spy5", "spy6"],
      rightmost: "spy6",
    });
    const events = attack(m0, "spy3", "hacker");
    expect(types(events)).toEqual(["play", "reveal", "document", "empty-hand", "round-end", "draw", "round"]);
    const recent = [
      { type: "attack", seat: 0, card: { kind: "spy", number: 3 }, guess: "hacker", success: true },
      { type: "empty-hand", seat: 0 },
    ];
    expect(m0.state.recent).toEqual(recent);
    for (const viewer of [0, 1, "spectator"] as const) expect(m0.view(viewer).table.recent).toEqual(recent);
  });

  it("each accepted move starts the recent actions afresh: a play records only that a card went face down", () => {
    const m0 = position({ variant: "spymaster", hand0: ["spy3"], hand1: ["forces1", "hacker1"] });
    attack(m0, "spy3", "hacker");
    expect(m0.state.recent).toHaveLength(2);
    m0.act(1, { type: "play", card: "hacker1" });
    expect(m0.state.recent).toEqual([{ type: "play", seat: 1 }]);
    expect(m0.view("spectator").table.recent).toEqual([{ type: "play", seat: 1 }]);
  });

  it("a last card that is a successful Hacker draws 2 and the attack goes on", () => {
    const match = position({ variant: "spymaster", hand0: ["hacker1"], hand1: ["forces1"] });
    attack(match, "hacker1", "spy");
    expect(hand(match, 0)).toHaveLength(2);
    expect(match.state.attacker).toBe(0);
    expect(match.state.phase).toBe("attack");
  });

  it("an attacker starting a round with no card and nothing to draw ends it at once", () => {
    // Not reachable by play with 21 cards (the other player would have to hold them all without discarding);
    // the round's start is driven directly.
    const m = position({ variant: "spymaster", attacker: 0, hand0: [], hand1: allCards("spymaster") });
    const events = m.run(startRound);
    assertConserved(m);
    expect(types(events)).toEqual(["draw", "round", "empty-hand", "round-end"]);
    expect(events[0]?.data).toEqual({ seat: 0, count: 0, reason: "round" });
    // Seat 1 holds 21 cards: the round's end asks for 10 of them.
    expect(m.state.phase).toBe("discard");
    expect(m.state.discardDue).toEqual([0, 10]);
    expect(m.state.attacker).toBe(0);
  });
});

describe("the first round", () => {
  const failWith = (m: SpyScenario): void => {
    const attacker = m.state.attacker;
    const card = hand(m, attacker).find((c) => !c.startsWith("spy")) ?? (hand(m, attacker)[0] as string);
    const kind = card.replace(/[0-9]+$/, "") as Kind;
    attack(m, card, kind);
    while (m.state.phase === "discard") {
      const seat = spymasterGame.prompt(m.state)?.seats[0] as number;
      m.act(seat, m.legal(seat)[0] as SpymasterAction);
    }
  };

  it("the first attacker does not draw in the match's first round; every later round begins with a draw", () => {
    for (const seed of [1, 2, 3, 4]) {
      const m = start(
        spymasterGame,
        { seed, players: 2, options: { variant: "spymaster" } },
        { afterAct: assertConserved },
      );
      const first = m.state.attacker;
      expect(types(m.events())).toEqual(["shuffle", "draw", "draw", "first-attacker", "round"]);
      expect(eventsOf(m.events(), "draw").map((e) => e.data.reason)).toEqual(["opening", "opening"]);
      expect(hand(m, 0)).toHaveLength(5);
      expect(hand(m, 1)).toHaveLength(5);
      expect(m.state.zones.deck.cards).toHaveLength(11);
      expect(m.state.round).toBe(1);
      expect(m.state.firstRound).toBe(false);
      failWith(m);
      expect(m.state.round).toBe(2);
      expect(m.state.attacker).toBe(1 - first);
      expect(hand(m, 1 - first)).toHaveLength(6);
      failWith(m);
      expect(m.state.round).toBe(3);
      expect(m.state.attacker).toBe(first);
      expect(hand(m, first)).toHaveLength(5); // 5 - 1 played + 1 drawn
    }
  });
});

describe("rows between rounds", () => {
  it("the defender's row is empty except for a turned spy", () => {
    const m = position({ variant: "spymaster", hand0: ["spy2", "spy4"], hand1: ["forces1"] });
    attack(m, "spy2", "forces");
    attack(m, "spy4", "spy");
    expect(row(m, 0)).toEqual([]);
    expect(row(m, 1)).toEqual(["spy4"]);
    expect(m.state.zones.discard.cards).toEqual(["spy2"]);
  });
});
