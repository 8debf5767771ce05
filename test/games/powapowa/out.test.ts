import { describe, expect, it } from "vitest";
import { Rng, seedRng } from "../../../src/engine/index.ts";
import { leakProblem } from "../../../src/engine/testing.ts";
import { powapowaGame } from "../../../src/games/powapowa/game.ts";
import { begin, scenario } from "./helpers.ts";

describe("Powapowa: a breeder going out", () => {
  it("takes their nekomimi out of the last fight's panel: they now lie face down with the cards that left (OP-27)", () => {
    const m = scenario({
      seats: [
        { field: [{ id: "mochi" }], deck: [] },
        { field: [{ id: "hana" }], deck: ["dodge"] },
      ],
    });
    // Seat 1's attack on mochi ended in the move before seat 0's turn, whose first draw finds an empty deck.
    m.state.lastFight = {
      attacker: "1:hana",
      defender: "0:mochi",
      step: "reveal",
      ground: null,
      groundKind: null,
      boosts: [],
      proxies: { attacker: null, defender: null },
      shown: { attacker: [], defender: [] },
      result: {
        attack: { attacker: 3, defender: 2 },
        defence: { attacker: 1, defender: 4 },
        damaged: ["attacker"],
        winner: "defender",
      },
      third: false,
    };
    const { match } = begin(m);
    expect(match.state.outSeats).toEqual([0]);
    expect(match.state.lastFight).toBeNull();
    const rng = new Rng(seedRng(1));
    for (const viewer of [0, 1, "spectator"] as const) expect(leakProblem(powapowaGame, match, viewer, rng)).toBeNull();
  });
});
