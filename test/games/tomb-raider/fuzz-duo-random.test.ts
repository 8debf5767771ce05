import { describe, expect, it } from "vitest";
import { tombRaiderBot } from "../../../src/games/tomb-raider/bot.ts";
import { erratic, fuzz, random } from "./fuzz-run.ts";

/**
 * The other 500 seeded two-player games: the random player, the plain bot and a bot that wanders more (one random
 * decision in three) in every seat. Same checks as fuzz-duo.test.ts.
 */
describe("fuzz: two players with the random player", () => {
  it("500 seeded games end, conserve the cards, replay exactly and never leak", () => {
    const a = fuzz(2, 75, [random, erratic(5)], 30, 100_000, 20_000);
    const b = fuzz(2, 50, [erratic(3), random], 30, 200_000, 20_000);
    const c = fuzz(2, 375, [tombRaiderBot, erratic(3)], 30, 300_000);
    console.log(`tomb-raider fuzz two players, random: ${JSON.stringify({ a, b, c })}`);
    expect(a.games + b.games + c.games).toBe(500);
  });
});
