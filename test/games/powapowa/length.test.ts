/**
 * How bot games of the starter set play out (issue 28): a newcomer's game is won by a contest, not by a deck running
 * out; two breeders finish in under 25 turns at the median; and a breeder is rarely stuck holding cards none of which
 * can be played. The bench measures the same (`powapowa.2p.contest_win_share`, `…stuck_turn_share`). The figures are
 * printed for the issue notes.
 */
import { describe, expect, it } from "vitest";
import { playPowapowa, stuckAt } from "../../../bench/powapowa.ts";
import { begin, scenario } from "./helpers.ts";

const GAMES: Record<number, number> = { 2: 200, 3: 60, 4: 60 };

describe("Powapowa game length with the starter set", () => {
  for (const players of [2, 3, 4]) {
    it(`${players} breeders: at least 90 % of bot games end by a contest win${players === 2 ? ", the median under 25 turns" : ""}, a breeder stuck in under 8 % of turns`, () => {
      const f = playPowapowa(players, GAMES[players] ?? 60, 1);
      const median = f.turns[Math.floor(f.turns.length / 2)] as number;
      const share = (n: number, of: number): string => `${((100 * n) / of).toFixed(1)} %`;
      console.log(
        `powapowa ${players} breeders, ${f.games} bot games: contest ${share(f.contests, f.games)}, median ${median} turns, p90 ${f.turns[Math.floor(f.turns.length * 0.9)]}, max ${f.turns.at(-1)},`,
        `stuck ${share(f.stuck, f.breederTurns)} of ${f.breederTurns} breeder actions`,
      );
      expect(f.contests / f.games).toBeGreaterThanOrEqual(0.9);
      if (players === 2) expect(median).toBeLessThan(25);
      expect(f.stuck / f.breederTurns).toBeLessThan(0.08);
    });
  }

  it("counts a breeder stuck only when no card in a hand of four or more has a use this turn", () => {
    const seats = (hand: string[]) => [
      {
        field: [{ id: "mochi", stage: 2, territories: ["cozy-house", "rooftops", "clover-field"] }],
        hand,
        deck: ["dodge", "dodge"],
      },
      { field: [{ id: "hana" }], deck: ["dodge"] },
    ];
    // Mochi holds 3 territories, its limit: territories have no use; Hana is stage 1, so no fight either.
    const stuck = begin(
      scenario({ seats: seats(["market-street", "pond-side", "scratch", "homecoming"]), step: "breeder" }),
    );
    expect(stuckAt(stuck.state, 0)).toBe(true);
    const talent = begin(
      scenario({ seats: seats(["market-street", "pond-side", "scratch", "singing"]), step: "breeder" }),
    );
    expect(stuckAt(talent.state, 0)).toBe(false);
  });
});
