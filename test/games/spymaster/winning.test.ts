import { describe, expect, it } from "vitest";
import { applyIntent, viewMatch } from "../../../src/engine/index.ts";
import { spymasterGame } from "../../../src/games/spymaster/index.ts";
import { act, attack, eventsOf, legal, position, types, type SpyMatch } from "./helpers.ts";

/** Spymaster: the third revealed document loses at once (seed "勝利条件"; RULINGS Spymaster 12). */

function expectOver(m: SpyMatch, winner: number): void {
  expect(m.state.phase).toBe("over");
  expect(m.state.winner).toBe(winner);
  expect(spymasterGame.prompt(m.state)).toBeNull();
  expect(spymasterGame.outcome(m.state)).toEqual({ winners: [winner], reason: "documents" });
  expect(legal(m, 0)).toEqual([]);
  expect(legal(m, 1)).toEqual([]);
  expect(viewMatch(spymasterGame, m, "spectator").outcome).toEqual({ winners: [winner], reason: "documents" });
  const after = applyIntent(spymasterGame, m, { seat: m.state.attacker, seq: m.seq, action: { type: "play", card: "spy7" } });
  expect(after.ok ? null : after.refusal.code).toBe("match-over");
}

const base = { variant: "spymaster" as const, hand0: ["forces1", "spy3", "spy7", "hacker1"], hand1: ["forces2", "hacker2"] };

describe("winning on the third document", () => {
  it("a successful Special Forces revealing the defender's third document wins", () => {
    const { match, events } = attack(position({ ...base, documents: [0, 2] }), "forces1", "spy");
    expect(match.state.documents).toEqual([0, 3]);
    expect(types(events)).toEqual(["play", "reveal", "document", "win"]);
    expect(eventsOf(events, "win")[0]?.data).toEqual({ seat: 0, reason: "documents" });
    expectOver(match, 0);
  });

  it("a failed Special Forces revealing the attacker's own third document loses", () => {
    const { match, events } = attack(position({ ...base, documents: [2, 1] }), "forces1", "forces");
    expect(match.state.documents).toEqual([3, 1]);
    expect(types(events)).toEqual(["play", "reveal", "document", "win"]);
    expectOver(match, 1);
  });

  it("the third spy of a chain wins at once, mid-chain: no tuck, no bonus draw, no further prompt", () => {
    const m = position({ ...base, documents: [0, 2], row0: ["spy1", "spy2"], rightmost: "spy2" });
    const { match, events } = attack(m, "spy3", "forces");
    expect(types(events)).toEqual(["play", "reveal", "document", "win"]);
    expect(match.state.tuckUnder).toBeNull();
    expectOver(match, 0);
  });

  it("a tuck that makes the third spy wins at once", () => {
    let m = position({ ...base, documents: [1, 2], row0: ["spy1"], turned: "spy1", attacker: 0 });
    m = attack(m, "spy3", "forces").match;
    expect(m.state.phase).toBe("attack");
    const { match, events } = act(m, 0, { type: "tuck", card: "spy7" });
    expect(types(events)).toEqual(["tuck", "document", "win"]);
    expectOver(match, 0);
  });

  it("there is no outcome without both a winner and a reason", () => {
    const won = attack(position({ ...base, documents: [0, 2] }), "forces1", "spy").match.state;
    expect(spymasterGame.outcome(won)).toEqual({ winners: [0], reason: "documents" });
    expect(spymasterGame.outcome({ ...won, endReason: null })).toBeNull();
    expect(spymasterGame.outcome({ ...won, winner: null })).toBeNull();
  });

  it("two revealed documents do not end the match", () => {
    const { match } = attack(position({ ...base, documents: [0, 1] }), "forces1", "spy");
    expect(match.state.documents).toEqual([0, 2]);
    expect(match.state.phase).toBe("attack");
    expect(match.state.winner).toBeNull();
  });
});
