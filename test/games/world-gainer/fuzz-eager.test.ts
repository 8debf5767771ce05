import { describe, expect, it } from "vitest";
import { worldGainerBot } from "../../../src/games/world-gainer/bot.ts";
import { eager, fuzz } from "./fuzz.ts";

/** The World Gainer bot against a hurried random player: 350 seeded games, in a file of their own so the fuzz files
 * share the test workers evenly. */
describe("fuzz: the World Gainer bot against an eager player", () => {
  it("seeded games end, conserve the cards, replay exactly and never leak", () => {
    const d = fuzz(350, [eager, worldGainerBot], 20, 400_000);
    expect(d.games).toBe(350);
    expect(d.wins[1]).toBeGreaterThan(325);
  });
});
