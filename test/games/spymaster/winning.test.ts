/** Spymaster: the third revealed document loses at once (seed "勝利条件"; RULINGS Spymaster 12). */
import { describe, expect, it } from "vitest";
import { spymasterGame } from "../../../src/games/spymaster/index.ts";
import { eventsOf, types } from "../scenario.ts";
import { attack, position, type SpyScenario } from "./helpers.ts";

function expectOver(m: SpyScenario, winner: number): void {
  expect(m.state.phase).toBe("over");
  expect(m.state.winner).toBe(winner);
  expect(spymasterGame.prompt(m.state)).toBeNull();
  expect(spymasterGame.outcome(m.state)).toEqual({ winners: [winner], reason: "documents" });
  expect(m.legal(0)).toEqual([]);
  expect(m.legal(1)).toEqual([]);
  expect(m.view("spectator").outcome).toEqual({ winners: [winner], reason: "documents" });
  expect(m.refusal(m.state.attacker, { type: "play", card: "spy7" })?.code).toBe("match-over");
}

const base = {
  variant: "spymaster" as const,
  hand0: ["forces1", "spy3", "spy7", "hacker1"],
  hand1: ["forces2", "hacker2"],
};

describe("winning on the third document", () => {
  it("a successful Special Forces revealing the defender's third document wins", () => {
    const match = position({ ...base, documents: [0, 2] });
    const events = attack(match, "forces1", "spy");
    expect(match.state.documents).toEqual([0, 3]);
    expect(types(events)).toEqual(["play", "reveal", "document", "win"]);
    expect(eventsOf(events, "win")[0]?.data).toEqual({ seat: 0, reason: "documents" });
    expectOver(match, 0);
  });

  it("a failed Special Forces revealing the attacker's own third document loses", () => {
    const match = position({ ...base, documents: [2, 1] });
    const events = attack(match, "forces1", "forces");
    expect(match.state.documents).toEqual([3, 1]);
    expect(types(events)).toEqual(["play", "reveal", "document", "win"]);
    expectOver(match, 1);
  });

  it("the third spy of a chain wins at once, mid-chain: no tuck, no bonus draw, no further prompt", () => {
    const m = position({ ...base, documents: [0, 2], row0: ["spy1", "spy2"], rightmost: "spy2" });
    const events = attack(m, "spy3", "forces");
    expect(types(events)).toEqual(["play", "reveal", "document", "win"]);
    expect(m.state.tuckUnder).toBeNull();
    expectOver(m, 0);
  });

  it("a tuck that makes the third spy wins at once", () => {
    const m = position({ ...base, documents: [1, 2], row0: ["spy1"], turned: "spy1", attacker: 0 });
    attack(m, "spy3", "forces");
    expect(m.state.phase).toBe("attack");
    const events = m.act(0, { type: "tuck", card: "spy7" });
    expect(types(events)).toEqual(["tuck", "document", "win"]);
    expectOver(m, 0);
  });

  it("there is no outcome without both a winner and a reason", () => {
    const m = position({ ...base, documents: [0, 2] });
    attack(m, "forces1", "spy");
    const won = m.state;
    expect(spymasterGame.outcome(won)).toEqual({ winners: [0], reason: "documents" });
    expect(spymasterGame.outcome({ ...won, endReason: null })).toBeNull();
    expect(spymasterGame.outcome({ ...won, winner: null })).toBeNull();
  });

  it("two revealed documents do not end the match", () => {
    const match = position({ ...base, documents: [0, 1] });
    attack(match, "forces1", "spy");
    expect(match.state.documents).toEqual([0, 2]);
    expect(match.state.phase).toBe("attack");
    expect(match.state.winner).toBeNull();
  });
});
