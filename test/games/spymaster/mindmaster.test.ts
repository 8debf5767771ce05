/** MindMaster, the draft "#13 マインドマスター" played as a variant (RULINGS Spymaster 13). */
import { describe, expect, it } from "vitest";
import { cloneJson, eventFor, Rng, seedRng } from "../../../src/engine/index.ts";
import { leakProblem } from "../../../src/engine/testing.ts";
import type { Kind } from "../../../src/games/spymaster/cards.ts";
import { spymasterGame } from "../../../src/games/spymaster/index.ts";
import { eventsOf, types } from "../scenario.ts";
import { attack, hand, position, type Position } from "./helpers.ts";

const mm = (p: Omit<Position, "variant">): ReturnType<typeof position> => position({ variant: "mindmaster", ...p });

const base = {
  attacker: 0,
  hand0: ["spade1", "heart1", "diamond1", "diamond2"],
  hand1: ["spade2", "heart2", "diamond3"],
  draws: ["heart5", "spade5", "diamond5", "heart6"],
};

/** The lowest copy of a suit among some cards. */
function lowestOf(suit: string, cards: readonly string[]): string {
  return cards
    .filter((c) => c.startsWith(suit))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))[0] as string;
}

/** The suits of some cards, sorted: what a hand holds whichever copies it holds. */
function suitsOf(cards: readonly string[]): string[] {
  return cards.map((c) => c.replace(/[0-9]+$/, "")).sort();
}

describe("the opening pick", () => {
  const suits: Kind[] = ["spade", "heart", "diamond"];
  const beats: Record<string, string> = { spade: "heart", heart: "diamond", diamond: "spade" };
  const pickPosition = {
    phase: "pick" as const,
    round: 0,
    hand0: ["spade1", "heart1", "diamond1", "spade2", "heart2"],
    hand1: ["spade3", "heart3", "diamond3", "diamond4", "heart4"],
  };

  for (const k0 of suits) {
    for (const k1 of suits) {
      const winner = k0 === k1 ? null : beats[k0] === k1 ? 0 : 1;
      it(`${k0} against ${k1}: ${winner === null ? "a tie, pick again" : `seat ${winner} attacks first`}`, () => {
        const match = mm(pickPosition);
        const c0 = hand(match, 0).find((c) => c.startsWith(k0)) as string;
        const c1 = hand(match, 1).find((c) => c.startsWith(k1)) as string;
        const before = cloneJson(match.state);
        const first = match.act(0, { type: "pick", card: c0 });
        expect(first).toEqual([{ type: "answered", data: { seat: 0, decision: "pick" } }]);
        expect(match.state).toEqual(before);
        expect(JSON.stringify(match.view(1))).not.toContain(c0);
        expect(match.view(1).prompt?.answered).toEqual([0]);
        const events = match.act(1, { type: "pick", card: c1 });
        expect(types(events)).toEqual(["answered", "pick"]);
        expect(events[1]?.data).toEqual({ kinds: [k0, k1], winner });
        expect(match.state.recent).toEqual([{ type: "pick", kinds: [k0, k1], winner }]);
        if (winner === null) {
          // A tie: both picked cards go back to their owners' hands, and both pick again.
          expect(hand(match, 0)).toEqual(pickPosition.hand0);
          expect(hand(match, 1)).toEqual(pickPosition.hand1);
          expect(match.state.zones.discard.cards).toEqual([]);
          expect(match.state.phase).toBe("pick");
          expect(spymasterGame.prompt(match.state)).toMatchObject({
            decision: "pick",
            seats: [0, 1],
            simultaneous: true,
          });
        } else {
          // Decided: both picked cards are spent onto the used cards; each player starts with 4 and nobody draws.
          // Each turns face up as the lowest copy of its suit not face up, wherever it lies (the other hand included),
          // so neither the copy a player held nor where the other copies are shows; every hand keeps its suits.
          const all = [...pickPosition.hand0, ...pickPosition.hand1, ...before.zones.deck.cards];
          expect(suitsOf(hand(match, 0))).toEqual(suitsOf(pickPosition.hand0.filter((c) => c !== c0)));
          expect(suitsOf(hand(match, 1))).toEqual(suitsOf(pickPosition.hand1.filter((c) => c !== c1)));
          expect(match.state.zones.discard.cards).toEqual([lowestOf(k0, all), lowestOf(k1, all)]);
          expect(match.state.zones.deck.cards).toHaveLength(11);
          expect(match.state.phase).toBe("attack");
          expect(match.state.attacker).toBe(winner);
          expect(match.state.round).toBe(1);
        }
      });
    }
  }

  it("after a tie both pick again, the same cards included", () => {
    const m = mm(pickPosition);
    m.act(0, { type: "pick", card: "heart1" });
    m.act(1, { type: "pick", card: "heart3" });
    m.act(1, { type: "pick", card: "heart3" });
    m.act(0, { type: "pick", card: "spade1" });
    expect(m.state.attacker).toBe(0);
    expect(m.state.recent).toEqual([{ type: "pick", kinds: ["spade", "heart"], winner: 0 }]);
    // heart3 turns face up as heart1, the lowest Heart, from seat 0's hand: seat 0's Heart takes one of seat 1's ids.
    expect(m.state.zones.discard.cards).toEqual(["spade1", "heart1"]);
    expect(hand(m, 0)).toEqual([expect.stringMatching(/^heart[34]$/), "diamond1", "spade2", "heart2"]);
    expect(suitsOf(hand(m, 1))).toEqual(suitsOf(["spade3", "diamond3", "diamond4", "heart4"]));
  });

  it("the spent picks are used cards: they are in the new deck when a draw finds the deck empty", () => {
    const rest = [
      "spade4",
      "spade5",
      "spade6",
      "spade7",
      "heart5",
      "heart6",
      "heart7",
      "diamond5",
      "diamond6",
      "diamond7",
    ];
    const m = mm({
      ...pickPosition,
      hand0: [...pickPosition.hand0, ...rest],
      hand1: [...pickPosition.hand1, "diamond2"],
    });
    expect(m.state.zones.deck.cards).toEqual([]);
    m.act(0, { type: "pick", card: "heart1" });
    m.act(1, { type: "pick", card: "diamond3" }); // Heart beats Diamond: seat 0 attacks
    const events = attack(m, "heart2", "spade"); // a Heart success draws 3 from the reshuffled used cards
    expect(eventsOf(events, "reshuffle")[0]?.data).toEqual({ count: 3 });
    // diamond3 turned face up as diamond1, the lowest Diamond not face up (seat 0's), and came back with the used cards.
    expect(hand(m, 0)).toEqual(expect.arrayContaining(["heart1", "diamond1", "heart2"]));
  });
});

const heart = { kind: "heart", number: null };
const diamond = { kind: "diamond", number: null };

describe("Spade", () => {
  it("success: the defender gets an out (their strikes are cleared) and the attack passes", () => {
    const match = mm({ ...base, strikes: [1, 2] });
    const events = attack(match, "spade1", "heart");
    expect(match.state.outs).toEqual([0, 1]);
    expect(match.state.strikes).toEqual([1, 0]);
    expect(match.state.attacker).toBe(1);
    expect(match.state.zones.discard.cards).toEqual(["spade1"]);
    expect(types(events)).toEqual(["play", "reveal", "out", "round"]);
    expect(eventsOf(events, "out")[0]?.data).toEqual({ seat: 1, outs: 1 });
  });

  it("countered: the attacker's hand is shown to the defender only, and the attack passes", () => {
    const match = mm(base);
    const events = attack(match, "spade1", "spade");
    expect(match.state.attacker).toBe(1);
    expect(match.state.outs).toEqual([0, 0]);
    const faces = [heart, diamond, diamond];
    expect(match.view(1).table.shownHand).toEqual({ seat: 0, round: 2, cards: faces });
    expect(match.view(1).table.seats[0].hand).toEqual({ count: 3, cards: null });
    expect(match.view(0).table.shownHand).toBeNull();
    expect(match.view("spectator").table.shownHand).toBeNull();
    const shown = eventsOf(events, "hand-shown")[0];
    if (!shown) throw new Error("no hand-shown event");
    expect(eventFor(shown, 1).data).toEqual({ seat: 0, to: 1, cards: faces });
    expect(eventFor(shown, "spectator").data).toEqual({ seat: 0, to: 1 });
    const rng = new Rng(seedRng(9));
    for (const viewer of [0, 1, "spectator"] as const)
      expect(leakProblem(spymasterGame, match.match, viewer, rng)).toBeNull();
  });

  it("the shown hand's event lists the cards by face, not in the order they were drawn", () => {
    const match = mm({ ...base, hand0: ["diamond2", "spade1", "heart1", "diamond1"] });
    const events = attack(match, "spade1", "spade");
    const shown = eventsOf(events, "hand-shown")[0];
    if (!shown) throw new Error("no hand-shown event");
    expect(eventFor(shown, 1).data).toEqual({ seat: 0, to: 1, cards: [heart, diamond, diamond] });
  });

  it("the hand is shown once: the snapshot never follows later plays, and is gone after the shown player's next attack", () => {
    const snapshot = { seat: 0, round: 2, cards: [heart, diamond, diamond] };
    const m = mm(base);
    attack(m, "spade1", "spade"); // seat 0's hand shown to seat 1
    attack(m, "heart2", "heart"); // seat 1's Heart countered: the attack is back with seat 0
    expect(m.view(1).table.shownHand).toEqual(snapshot);
    m.act(0, { type: "play", card: "diamond1" }); // face down: the snapshot does not shrink
    expect(m.view(1).table.shownHand).toEqual(snapshot);
    expect(m.view(1).table.seats[0].hand).toEqual({ count: 2, cards: null });
    m.act(1, { type: "guess", kind: "diamond" }); // Diamond countered: the attack passes
    expect(m.state.attacker).toBe(1);
    expect(m.view(1).table.shownHand).toBeNull();
  });
});

describe("Heart", () => {
  it("success: the attacker draws 3 and keeps the attack", () => {
    const match = mm(base);
    const events = attack(match, "heart1", "spade");
    expect(hand(match, 0)).toEqual(["spade1", "diamond1", "diamond2", "heart5", "spade5", "diamond5"]);
    expect(eventsOf(events, "draw").map((e) => e.data)).toEqual([{ seat: 0, count: 3, reason: "heart" }]);
    expect(match.state.attacker).toBe(0);
    expect(match.state.phase).toBe("attack");
  });

  it("countered: the attack passes, nothing else", () => {
    const match = mm(base);
    const events = attack(match, "heart1", "heart");
    expect(match.state.attacker).toBe(1);
    expect(match.state.strikes).toEqual([0, 0]);
    expect(match.state.outs).toEqual([0, 0]);
    expect(types(events)).toEqual(["play", "reveal", "round"]);
    expect(match.state.zones.discard.cards).toEqual(["heart1"]);
  });
});

describe("Diamond", () => {
  it("success: a strike on the defender, the attack goes on, and 2 cards may be discarded for one more strike", () => {
    const match = mm(base);
    let events = attack(match, "diamond1", "heart");
    expect(match.state.strikes).toEqual([0, 1]);
    expect(eventsOf(events, "strike")[0]?.data).toEqual({ seat: 1, strikes: 1 });
    expect(match.state.attacker).toBe(0);
    expect(match.state.bonusStrike).toBe(true);
    const strikes = match.legal(0).filter((a) => a.type === "strike");
    // Distinct pairs by suit from spade1, heart1, diamond2.
    expect(strikes).toHaveLength(3);
    events = match.act(0, { type: "strike", cards: ["spade1", "heart1"] });
    expect(types(events)).toEqual(["bonus-strike", "strike"]);
    expect(match.state.strikes).toEqual([0, 2]);
    expect(match.state.zones.discard.cards).toEqual(["diamond1", "spade1", "heart1"]);
    expect(match.state.bonusStrike).toBe(false);
    expect(match.state.attacker).toBe(0);
    expect(match.legal(0)).toEqual([{ type: "play", card: "diamond2" }]);
    expect(match.refusal(0, { type: "strike", cards: ["diamond2", "diamond2"] })?.code).toBe("no-bonus-strike");
  });

  it("the bonus strike is optional: playing on clears the offer", () => {
    const m = mm(base);
    attack(m, "diamond1", "heart");
    m.act(0, { type: "play", card: "heart1" });
    expect(m.state.bonusStrike).toBe(false);
    expect(m.view(1).table.bonusStrike).toBe(false);
    m.act(1, { type: "guess", kind: "spade" }); // Heart succeeds
    expect(m.legal(0).some((a) => a.type === "strike")).toBe(false);
  });

  it("the bonus strike needs exactly 2 cards of one's own hand", () => {
    const m = mm(base);
    attack(m, "diamond1", "heart");
    expect(m.refusal(0, { type: "strike", cards: ["spade1"] })).toEqual({
      code: "discard-count",
      params: { count: 2 },
    });
    expect(m.refusal(0, { type: "strike", cards: ["spade1", "heart1", "diamond2"] })?.code).toBe("discard-count");
    expect(m.refusal(0, { type: "strike", cards: ["spade1", "spade2"] })?.code).toBe("card-not-in-hand");
  });

  it("a bonus strike that uses the last 2 cards passes the attack", () => {
    const m = mm({ ...base, hand0: ["diamond1", "spade1", "heart1"] });
    attack(m, "diamond1", "spade");
    const events = m.act(0, { type: "strike", cards: ["spade1", "heart1"] });
    expect(types(events)).toEqual(["bonus-strike", "strike", "empty-hand", "round"]);
    expect(m.state.attacker).toBe(1);
  });

  it("countered: a strike on the attacker and the attack passes", () => {
    const match = mm(base);
    attack(match, "diamond1", "diamond");
    expect(match.state.strikes).toEqual([1, 0]);
    expect(match.state.attacker).toBe(1);
    expect(match.state.bonusStrike).toBe(false);
  });
});

describe("strikes and outs", () => {
  it("the third strike is an out and clears the strikes", () => {
    const match = mm({ ...base, strikes: [0, 2] });
    const events = attack(match, "diamond1", "heart");
    expect(match.state.strikes).toEqual([0, 0]);
    expect(match.state.outs).toEqual([0, 1]);
    expect(types(events)).toEqual(["play", "reveal", "strike", "out"]);
    expect(eventsOf(events, "strike")[0]?.data).toEqual({ seat: 1, strikes: 3 });
    expect(match.state.bonusStrike).toBe(true);
  });

  it("the bonus strike can be the third", () => {
    const m = mm({ ...base, strikes: [0, 1] });
    attack(m, "diamond1", "heart");
    m.act(0, { type: "strike", cards: ["spade1", "heart1"] });
    expect(m.state.strikes).toEqual([0, 0]);
    expect(m.state.outs).toEqual([0, 1]);
  });

  it("the attacker's own strikes from a countered Diamond make outs too", () => {
    const match = mm({ ...base, strikes: [2, 0] });
    attack(match, "diamond1", "diamond");
    expect(match.state.outs).toEqual([1, 0]);
    expect(match.state.strikes).toEqual([0, 0]);
  });

  const over = (m: ReturnType<typeof position>, winner: number): void => {
    expect(m.state.phase).toBe("over");
    expect(spymasterGame.outcome(m.state)).toEqual({ winners: [winner], reason: "outs" });
    expect(spymasterGame.prompt(m.state)).toBeNull();
  };

  it("three outs lose: by a Spade", () => {
    const match = mm({ ...base, outs: [0, 2] });
    const events = attack(match, "spade1", "diamond");
    expect(types(events)).toEqual(["play", "reveal", "out", "win"]);
    over(match, 0);
  });

  it("three outs lose: by the third strike of a Diamond, with no bonus strike offered", () => {
    const match = mm({ ...base, outs: [0, 2], strikes: [0, 2] });
    attack(match, "diamond1", "spade");
    expect(match.state.bonusStrike).toBe(false);
    over(match, 0);
  });

  it("three outs lose: the attacker's own countered Diamond", () => {
    const match = mm({ ...base, outs: [2, 0], strikes: [2, 0] });
    attack(match, "diamond1", "diamond");
    over(match, 1);
  });
});

describe("the attack changing hands", () => {
  const ten = ["heart1", "heart2", "heart3", "heart4", "heart5", "heart6", "heart7", "spade1", "spade2", "diamond1"];

  it("9 or more cards when losing the attack: discard half, rounded down, then the attack passes", () => {
    const m = mm({ attacker: 0, hand0: ten, hand1: ["spade3"] });
    attack(m, "heart1", "heart");
    expect(hand(m, 0)).toHaveLength(9);
    expect(spymasterGame.prompt(m.state)).toEqual({
      decision: "discard",
      seats: [0],
      simultaneous: true,
      detail: { counts: [4, 0] },
    });
    expect(m.refusal(0, { type: "discard", cards: ["heart2", "heart3", "heart4"] })?.code).toBe("discard-count");
    const events = m.act(0, { type: "discard", cards: ["heart2", "heart3", "heart4", "heart5"] });
    expect(types(events)).toEqual(["answered", "discard", "round"]);
    expect(hand(m, 0)).toHaveLength(5);
    expect(m.state.zones.discard.cards).toEqual(["heart1", "heart2", "heart3", "heart4", "heart5"]);
    expect(m.state.attacker).toBe(1);
    expect(m.state.phase).toBe("attack");
  });

  it("a Spade success also loses the attack, so the hand limit applies", () => {
    const m = mm({ attacker: 0, hand0: ten, hand1: ["spade3"] });
    attack(m, "spade1", "heart");
    expect(m.state.discardDue).toEqual([4, 0]);
  });

  it("8 cards when losing the attack: nothing to discard", () => {
    const m = mm({ attacker: 0, hand0: ten.slice(1), hand1: ["spade3"] });
    attack(m, "heart2", "heart");
    expect(hand(m, 0)).toHaveLength(8);
    expect(m.state.phase).toBe("attack");
    expect(m.state.attacker).toBe(1);
  });

  it("only the player losing the attack discards, and keeping the attack never asks", () => {
    const hand1 = ["spade3", "spade4", "spade5", "spade6", "spade7", "diamond2", "diamond3", "diamond4", "diamond5"];
    const kept = mm({ attacker: 0, hand0: ten, hand1 });
    attack(kept, "heart1", "spade"); // Heart: 12 cards, attack kept
    expect(hand(kept, 0).length).toBeGreaterThanOrEqual(9);
    expect(kept.state.phase).toBe("attack");
    const lost = mm({ attacker: 0, hand0: ten.slice(2), hand1 });
    attack(lost, "heart3", "heart");
    expect(hand(lost, 1)).toHaveLength(9);
    expect(lost.state.discardDue).toEqual([0, 0]);
    expect(lost.state.attacker).toBe(1);
  });

  it("gaining the attack with an empty hand draws 3", () => {
    const match = mm({ ...base, hand1: [] });
    const events = attack(match, "spade1", "heart");
    expect(types(events)).toEqual(["play", "reveal", "out", "round", "draw"]);
    expect(eventsOf(events, "draw")[0]?.data).toEqual({ seat: 1, count: 3, reason: "empty-hand" });
    expect(hand(match, 1)).toEqual(["heart5", "spade5", "diamond5"]);
    expect(match.state.attacker).toBe(1);
    expect(match.state.phase).toBe("attack");
  });

  it("using every card passes the attack", () => {
    const match = mm({ ...base, hand0: ["diamond1"] });
    const events = attack(match, "diamond1", "heart");
    expect(types(events)).toEqual(["play", "reveal", "strike", "empty-hand", "round"]);
    expect(match.state.attacker).toBe(1);
    expect(match.state.strikes).toEqual([0, 1]);
  });

  it("a player gaining the attack with cards in hand draws nothing", () => {
    const match = mm(base);
    const events = attack(match, "heart1", "heart");
    expect(eventsOf(events, "draw")).toEqual([]);
    expect(hand(match, 1)).toEqual(["spade2", "heart2", "diamond3"]);
  });
});

describe("the used cards", () => {
  it("a draw from an empty deck first reshuffles every used card, the one just played included", () => {
    const m0 = mm({ ...base, draws: [], rest: "discard" });
    const used = [...m0.state.zones.discard.cards];
    const events = attack(m0, "heart1", "spade");
    expect(types(events)).toEqual(["play", "reveal", "reshuffle", "draw"]);
    expect(eventsOf(events, "reshuffle")[0]?.data).toEqual({ count: used.length + 1 });
    expect(m0.state.zones.deck.cards).toHaveLength(used.length + 1 - 3);
    expect(m0.state.zones.discard.cards).toEqual([]);
  });

  it("with too few cards left, the draw stops short", () => {
    const rest = ["spade3", "spade4", "spade5", "spade6", "spade7", "heart3", "heart4", "heart5", "heart6", "heart7"];
    const m0 = mm({
      attacker: 0,
      hand0: ["heart1", "spade1", "diamond1", "diamond2", "diamond3", "diamond4"],
      hand1: [...rest, "spade2", "heart2", "diamond5", "diamond6", "diamond7"],
    });
    expect(m0.state.zones.deck.cards).toEqual([]);
    const events = attack(m0, "heart1", "spade");
    expect(eventsOf(events, "draw")[0]?.data).toEqual({ seat: 0, count: 1, reason: "heart" });
  });
});
