import { describe, expect, it } from "vitest";
import { tombRaiderBot } from "../../../src/games/tomb-raider/bot.ts";
import { erratic, fuzz } from "./fuzz-run.ts";

/**
 * 2,000 seeded solo games: a wandering bot (one random decision in five; one in two for the last hundred) and the
 * plain bot. Every game ends, keeps each card exactly once and replays exactly; every 8th game is checked for
 * hidden cards in events; views on every 20th game, refusals on every 80th (see fuzz-run.ts).
 */
describe("fuzz: solo", () => {
  it("2000 seeded solo games end, conserve the cards, replay exactly and never leak", () => {
    const wandering = fuzz(1, 1800, [erratic(5)], 20, 1);
    const plain = fuzz(1, 100, [tombRaiderBot], 20, 50_000);
    const lost = fuzz(1, 100, [erratic(2)], 20, 90_000, 20_000);
    console.log(`tomb-raider fuzz solo: ${JSON.stringify({ wandering, plain, lost })}`);
    expect(wandering.games + plain.games + lost.games).toBe(2000);
    expect(wandering.wins[0]).toBe(1800);
    expect(wandering.leakChecked).toBe(90);
    expect(wandering.moveStepsLeakChecked).toBeGreaterThan(500);
    expect(wandering.checkStepsLeakChecked).toBeGreaterThan(200);
  });
});
