/** Each game's result when an event round's time runs out (docs/leagues.md, "The round clock and the end of a round"). */
import { describe, expect, it } from "vitest";
import { applyIntent, botIntent, createMatch, waitingFor, type Match } from "../../src/engine/index.ts";
import { TABLE_KINDS } from "../../src/games/catalog.ts";
import { pointsOf, squaresOf } from "../../src/games/world-gainer/board.ts";
import type { WorldGainerState } from "../../src/games/world-gainer/state.ts";
import { botRng } from "../../src/tables/table-core.ts";

type AnyMatch = Match<unknown, unknown>;

/** A match of `kind` for `players` after up to `moves` of its bot's decisions (stopping before an end). */
function played(kind: string, players: number, moves: number): AnyMatch {
  const k = TABLE_KINDS.get(kind);
  if (!k) throw new Error(kind);
  const created = createMatch(k.game, { seed: 11, players, options: k.options });
  if (!created.ok) throw new Error(created.refusal.code);
  let match = created.match as AnyMatch;
  for (let i = 0; i < moves; i++) {
    const seat = waitingFor(k.game, match)[0];
    if (seat === undefined) break;
    const next = applyIntent(k.game, match, botIntent(k.game, match, seat, k.bot, botRng()));
    if (!next.ok || k.game.outcome(next.match.state)) break;
    match = next.match as AnyMatch;
  }
  return match;
}

describe("the end of an event round at time", () => {
  it("Spymaster, MindMaster and Tomb Raider have no measure short of the win: no ruling of their own (a draw)", () => {
    for (const kind of ["spymaster", "mindmaster", "tomb-raider"])
      expect(TABLE_KINDS.get(kind)?.atTime).toBeUndefined();
  });

  it("World Gainer: more points win, equal points draw", () => {
    const kind = TABLE_KINDS.get("world-gainer");
    const decided: number[] = [];
    for (const moves of [0, 40, 80, 120]) {
      const state = played("world-gainer", 2, moves).state as WorldGainerState;
      const [a, b] = [pointsOf(squaresOf(state), 0), pointsOf(squaresOf(state), 1)];
      const outcome = kind?.atTime?.(state);
      expect(outcome?.reason).toBe("time");
      expect(outcome?.winners).toEqual(a === b ? [] : [a > b ? 0 : 1]);
      decided.push(...(outcome?.winners ?? []));
    }
    // Points were on the board at least once: the ruling decided a game, not only drew them.
    expect(decided.length).toBeGreaterThan(0);
  });

  it("Survivor and Powapowa: those still in share first place, those out follow, the last to leave first", () => {
    for (const kind of ["survivor", "powapowa"]) {
      const k = TABLE_KINDS.get(kind);
      const match = played(kind, 4, 60);
      const outcome = k?.atTime?.(match.state);
      expect(outcome?.winners).toEqual([]);
      const out = (match.state as { outSeats: number[] }).outSeats;
      expect(outcome?.ranking?.flat().sort()).toEqual([0, 1, 2, 3]);
      expect(outcome?.ranking?.slice(1)).toEqual([...out].reverse().map((s) => [s]));
    }
  });
});
