import { describe, expect, it } from "vitest";
import { worldGainerBot } from "../../../src/games/world-gainer/bot.ts";
import { fuzz, random } from "./fuzz.ts";

/** The World Gainer bot against itself and against random players: 600 seeded games (1,050 with the other fuzz files). */
describe("fuzz: the World Gainer bot", () => {
  it("seeded games end, conserve the cards, replay exactly and never leak", () => {
    const a = fuzz(200, [worldGainerBot, worldGainerBot], 20, 100_000);
    const b = fuzz(200, [worldGainerBot, random], 20, 200_000);
    const c = fuzz(200, [random, worldGainerBot], 20, 300_000);
    expect(a.games + b.games + c.games).toBe(600);
    expect(b.wins[0] + c.wins[1]).toBeGreaterThan(375);
  });
});
