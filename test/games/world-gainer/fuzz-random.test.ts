import { describe, expect, it } from "vitest";
import { eager, fuzz, random } from "./fuzz.ts";

/** Random players: their games are the longest (they often run a deck out), so they have a file of their own. */
describe("fuzz: random players", () => {
  it("seeded games end, conserve the cards, replay exactly and never leak", () => {
    const f = fuzz(40, [random, random], 10, 1);
    const g = fuzz(60, [eager, eager], 10, 50_000);
    expect(f.games + g.games).toBe(100);
    expect(Math.min(...f.wins, ...g.wins)).toBeGreaterThan(0);
  });
});
