import { describe, expect, it } from "vitest";
import { erratic, fuzz } from "./fuzz-run.ts";

/**
 * The first 500 of the 1,000 seeded two-player games (the others are in fuzz-duo-random.test.ts): wandering
 * bots (one random decision in five) against each other. Every game ends, keeps each card exactly once and replays
 * exactly; every 8th game is checked for hidden cards in events; views on every 30th game, refusals on every 120th (the
 * two-player games are the longest; solo keeps every 20th and 80th).
 */
describe("fuzz: two players", () => {
  it("500 seeded games between wandering bots end, conserve the cards, replay exactly and never leak", () => {
    const f = fuzz(2, 500, [erratic(5), erratic(5)], 30, 1);
    console.log(`tomb-raider fuzz two players: ${JSON.stringify(f)}`);
    expect(f.games).toBe(500);
    expect(f.leakChecked).toBe(17);
    expect(f.moveStepsLeakChecked).toBeGreaterThan(100);
    expect(f.checkStepsLeakChecked).toBeGreaterThan(100);
    expect(f.wins[0]! + f.wins[1]!).toBe(500);
    expect(f.wins[0]).toBeGreaterThan(0);
    expect(f.wins[1]).toBeGreaterThan(0);
  });
});
