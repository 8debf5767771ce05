import { describe, expect, it } from "vitest";
import { tombRaiderBot } from "../../../src/games/tomb-raider/bot.ts";
import { erratic, fuzz } from "./fuzz-run.ts";

/**
 * 1,000 seeded solo games: a wandering bot (one random decision in five; one in two for the last hundred) and the
 * plain bot. Every game ends, keeps each card exactly once and replays exactly; every 8th game is checked for
 * hidden cards in events; views on every 20th game, refusals on every 80th (see fuzz-run.ts).
 */
describe("fuzz: solo", () => {
  it("1000 seeded solo games end, conserve the cards, replay exactly and never leak", () => {
    const wandering = fuzz(1, 900, [erratic(5)], 20, 1);
    const plain = fuzz(1, 50, [tombRaiderBot], 20, 50_000);
    const lost = fuzz(1, 50, [erratic(2)], 20, 90_000, 20_000);
    console.log(`tomb-raider fuzz solo: ${JSON.stringify({ wandering, plain, lost })}`);
    expect(wandering.games + plain.games + lost.games).toBe(1000);
    expect(wandering.wins[0]).toBe(900);
    expect(wandering.leakChecked).toBe(45);
    expect(wandering.moveStepsLeakChecked).toBeGreaterThan(250);
    expect(wandering.checkStepsLeakChecked).toBeGreaterThan(100);
  });
});
