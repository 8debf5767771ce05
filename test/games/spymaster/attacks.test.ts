/** Spymaster: each card type's success and failure (seed "スパイ", "特殊部隊", "ハッカー"). */
import { describe, expect, it } from "vitest";
import { eventsOf, types } from "../scenario.ts";
import { attack, hand, position, row } from "./helpers.ts";

const base = {
  variant: "spymaster" as const,
  attacker: 0,
  hand0: ["spy3", "forces1", "hacker1"],
  hand1: ["spy5", "spy6", "hacker2", "forces2"],
  draws: ["hacker4", "forces3", "spy7", "forces4", "hacker5"],
};

describe("Spy", () => {
  it("success: the spy is placed in the attacker's row and the attack goes on", () => {
    const match = position(base);
    const events = attack(match, "spy3", "forces");
    const s = match.state;
    expect(row(match, 0)).toEqual(["spy3"]);
    expect(hand(match, 0)).toEqual(["forces1", "hacker1"]);
    expect(s.phase).toBe("attack");
    expect(s.attacker).toBe(0);
    expect(s.rightmost).toBe("spy3");
    expect(s.tuckUnder).toBe("spy3");
    expect(s.documents).toEqual([0, 0]);
    expect(types(events)).toEqual(["play", "reveal"]);
    expect(eventsOf(events, "reveal")[0]?.data).toEqual({ seat: 0, card: "spy3", guess: "forces", success: true });
    expect(s.recent).toEqual([
      { type: "attack", seat: 0, card: { kind: "spy", number: 3 }, guess: "forces", success: true },
    ]);
  });

  it("failure: the spy turns into the defender's row head, the round ends and roles swap", () => {
    const match = position(base);
    const events = attack(match, "spy3", "spy");
    const s = match.state;
    expect(row(match, 1)).toEqual(["spy3"]);
    expect(row(match, 0)).toEqual([]);
    expect(s.zones.discard.cards).not.toContain("spy3");
    expect(s.turned).toBe("spy3");
    expect(s.attacker).toBe(1);
    expect(s.round).toBe(3);
    expect(s.phase).toBe("attack");
    // The new attacker draws at the start of the round.
    expect(hand(match, 1)).toEqual(["spy5", "spy6", "hacker2", "forces2", "hacker4"]);
    expect(types(events)).toEqual(["play", "reveal", "turned", "round-end", "draw", "round"]);
    expect(eventsOf(events, "turned")[0]?.data).toEqual({ card: "spy3", seat: 1 });
    expect(eventsOf(events, "draw")[0]?.data).toEqual({ seat: 1, count: 1, reason: "round" });
    expect(s.rightmost).toBe("spy3");
  });

  it("the turned spy counts in its new owner's chain, is the rightmost card for the bonus draw, and leaves with the row", () => {
    const match = position(base);
    attack(match, "spy3", "spy");
    // spy5 after the turned spy3: the rightmost card is a smaller spy, so one more card is drawn.
    let step = attack(match, "spy5", "hacker");
    expect(row(match, 1)).toEqual(["spy3", "spy5"]);
    expect(eventsOf(step, "draw").map((e) => e.data)).toEqual([{ seat: 1, count: 1, reason: "chain" }]);
    expect(hand(match, 1)).toContain("forces3");
    expect(match.state.documents).toEqual([0, 0]);
    // spy6: the third spy in the row (turned + 2 played) reveals one of seat 0's documents.
    step = attack(match, "spy6", "forces");
    expect(match.state.documents).toEqual([1, 0]);
    expect(eventsOf(step, "document")[0]?.data).toEqual({ seat: 0, revealed: 1 });
    // A failed Hacker ends the round: the whole row, turned spy included, goes to the discard pile. The Hacker turns
    // face up as the lowest Hacker not face up, hacker1 from seat 0's hand, whose Hacker takes seat 1's old id.
    expect(hand(match, 0)).toContain("hacker1");
    step = attack(match, "hacker2", "hacker");
    expect(row(match, 1)).toEqual([]);
    expect(match.state.zones.discard.cards).toEqual(expect.arrayContaining(["spy3", "spy5", "spy6", "hacker1"]));
    expect(hand(match, 0)).not.toContain("hacker1");
    expect(hand(match, 0).filter((c) => c.startsWith("hacker"))).toHaveLength(1);
    expect(match.state.turned).toBeNull();
    expect(match.state.attacker).toBe(0);
  });

  it("a turned spy larger than the first spy played gives no bonus draw", () => {
    const m = position({
      ...base,
      attacker: 1,
      turned: "spy6",
      row1: ["spy6"],
      hand1: ["spy5", "hacker2", "forces2"],
    });
    const step = attack(m, "spy5", "hacker");
    expect(eventsOf(step, "draw")).toEqual([]);
    expect(row(m, 1)).toEqual(["spy6", "spy5"]);
    expect(m.state.rightmost).toBe("spy5");
  });
});

describe("Special Forces", () => {
  it("success reveals one of the defender's documents and ends the round", () => {
    const match = position(base);
    const events = attack(match, "forces1", "spy");
    const s = match.state;
    expect(s.documents).toEqual([0, 1]);
    expect(eventsOf(events, "document")[0]?.data).toEqual({ seat: 1, revealed: 1 });
    expect(s.zones.discard.cards).toEqual(["forces1"]);
    expect(row(match, 0)).toEqual([]);
    expect(s.attacker).toBe(1);
    expect(s.phase).toBe("attack");
    expect(types(events)).toEqual(["play", "reveal", "document", "round-end", "draw", "round"]);
  });

  it("failure reveals one of the attacker's documents, goes to the discard pile and ends the round", () => {
    const match = position(base);
    const events = attack(match, "forces1", "forces");
    const s = match.state;
    expect(s.documents).toEqual([1, 0]);
    expect(eventsOf(events, "document")[0]?.data).toEqual({ seat: 0, revealed: 1 });
    expect(s.zones.discard.cards).toEqual(["forces1"]);
    expect(row(match, 1)).toEqual([]);
    expect(s.turned).toBeNull();
    expect(s.attacker).toBe(1);
  });

  it("success after a chain discards the whole row with it", () => {
    const match = position(base);
    attack(match, "spy3", "hacker");
    attack(match, "forces1", "hacker");
    expect(match.state.documents).toEqual([0, 1]);
    expect(match.state.zones.discard.cards).toEqual(["spy3", "forces1"]);
    expect(match.state.attacker).toBe(1);
  });
});

describe("Hacker", () => {
  it("success draws 2 and the attack goes on", () => {
    const match = position(base);
    const events = attack(match, "hacker1", "spy");
    const s = match.state;
    expect(row(match, 0)).toEqual(["hacker1"]);
    expect(hand(match, 0)).toEqual(["spy3", "forces1", "hacker4", "forces3"]);
    expect(eventsOf(events, "draw").map((e) => e.data)).toEqual([{ seat: 0, count: 2, reason: "hacker" }]);
    expect(eventsOf(events, "draw")[0]?.secret).toEqual({ to: [0], data: { cards: ["hacker4", "forces3"] } });
    expect(s.phase).toBe("attack");
    expect(s.attacker).toBe(0);
    expect(s.rightmost).toBe("hacker1");
    expect(s.tuckUnder).toBeNull();
  });

  it("failure goes to the discard pile and ends the round", () => {
    const match = position(base);
    const events = attack(match, "hacker1", "hacker");
    const s = match.state;
    expect(s.zones.discard.cards).toEqual(["hacker1"]);
    expect(s.documents).toEqual([0, 0]);
    expect(s.attacker).toBe(1);
    expect(types(events)).toEqual(["play", "reveal", "round-end", "draw", "round"]);
  });
});

describe("the face-down card", () => {
  it("only the attacker sees the played card until the guess", () => {
    const match = position(base);
    const events = match.act(0, { type: "play", card: "spy3" });
    expect(match.state.phase).toBe("guess");
    expect(match.view(0).table.played).toEqual({ count: 1, cards: ["spy3"] });
    expect(match.view(1).table.played).toEqual({ count: 1, cards: null });
    expect(match.view("spectator").table.played).toEqual({ count: 1, cards: null });
    expect(events).toEqual([{ type: "play", data: { seat: 0 }, secret: { to: [0], data: { card: "spy3" } } }]);
  });
});
