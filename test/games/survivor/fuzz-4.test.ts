import { describe, expect, it } from "vitest";
import { randomBot } from "../../../src/engine/index.ts";
import { survivorBot } from "../../../src/games/survivor/bot.ts";
import { fuzz, GAMES, type SurvivorBot } from "./fuzz.ts";

const random = randomBot as SurvivorBot;

/** Survivor with 4 players: seeded games between the bot and random players (FUZZ_GAMES raises the count). */
describe("fuzz: Survivor, 4 players", () => {
  it("seeded games end, conserve the cards, replay exactly and never leak", () => {
    const bots = Array.from({ length: 4 }, (_, s) => (s % 2 === 0 ? survivorBot : random));
    const mixed = fuzz(GAMES, 4, bots, { leakEvery: 20, seedBase: 400_000 });
    const forty = fuzz(Math.ceil(GAMES / 4), 4, bots, { leakEvery: 10, seedBase: 410_000, options: { deckSize: 40, noEarlyAlliances: true } });
    console.log(`survivor fuzz 4 players: ${JSON.stringify({ mixed, forty })}`);
    expect(mixed.games + forty.games).toBe(GAMES + Math.ceil(GAMES / 4));
  }, 300_000 * Math.max(1, GAMES / 40));
});
