/** The three ways to win. */
import { describe, expect, it } from "vitest";
import { worldGainerGame } from "../../../src/games/world-gainer/game.ts";
import { id, place, scenario } from "./helpers.ts";

const FIELD = {
  6: { seat: 0, cards: ["ember-scout"] },
  7: { seat: 0, cards: ["ember-scout"] },
  8: { seat: 0, cards: ["ember-scout"] },
} as const;

describe("winning", () => {
  it("holding all three battlefield squares after a placement", () => {
    const m = scenario({
      hand0: ["basalt-guard"],
      stuns0: ["cinder-smith"],
      squares: { ...FIELD, 3: { seat: 0, cards: ["ember-scout"] }, 4: { seat: 0, cards: ["ember-scout"] } },
    });
    place(m, id(0, "basalt-guard"), 5);
    expect(worldGainerGame.outcome(m.state)).toEqual({ winners: [0], reason: "battlefield" });
  });

  it("15 points: the printed costs of every card on the squares you hold, stacks counted whole", () => {
    const m = scenario({
      hand0: ["magma-tyrant"],
      stuns0: ["cinder-smith", "cinder-smith", "basalt-guard"],
      squares: {
        6: { seat: 0, cards: ["ember-scout", "quake-drummer"] },
        7: { seat: 0, cards: ["spark-imp"] },
        8: { seat: 0, cards: ["basalt-guard"] },
      },
    });
    // 1 + 5 + 1 + 2 = 9 points; Magma Tyrant (6) on the battlefield makes 15.
    place(m, id(0, "magma-tyrant"), 4);
    expect(worldGainerGame.outcome(m.state)).toEqual({ winners: [0], reason: "points" });
  });

  it("14 points is not enough, and the opponent's points do not end the game on your placement", () => {
    const m = scenario({
      hand0: ["ember-scout"],
      stuns0: ["cinder-smith"],
      squares: {
        0: { seat: 1, cards: ["deep-sonar", "horizon-admiral"] },
        1: { seat: 1, cards: ["deep-sonar"] },
        6: { seat: 0, cards: ["ember-scout", "quake-drummer", "magma-tyrant"] },
      },
      deck1: ["ember-scout"],
    });
    place(m, id(0, "ember-scout"), 7);
    expect(worldGainerGame.outcome(m.state)).toBeNull();
  });

  it("a player who must draw from an empty deck loses", () => {
    const m = scenario({ hand0: [], deck1: [] });
    const events = m.act(0, { type: "end" });
    expect(worldGainerGame.outcome(m.state)).toEqual({ winners: [0], reason: "deck-out" });
    expect(events.map((e) => e.type)).toContain("deck-out");
  });
});
