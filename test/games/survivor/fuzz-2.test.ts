import { describe, expect, it } from "vitest";
import { randomBot } from "../../../src/engine/index.ts";
import { survivorBot } from "../../../src/games/survivor/bot.ts";
import { fuzz, GAMES, type SurvivorBot } from "./fuzz.ts";

const random = randomBot as SurvivorBot;

/** Survivor with 2 players: seeded games between the bot and random players (FUZZ_GAMES raises the count). */
describe("fuzz: Survivor, 2 players", () => {
  it("seeded games end, conserve the cards, replay exactly and never leak", () => {
    const bots = Array.from({ length: 2 }, (_, s) => (s % 2 === 0 ? survivorBot : random));
    const mixed = fuzz(GAMES, 2, bots, { leakEvery: 20, seedBase: 200_000 });
    const forty = fuzz(Math.ceil(GAMES / 4), 2, bots, { leakEvery: 10, seedBase: 210_000, options: { deckSize: 40, noEarlyAlliances: true } });
    const small = fuzz(Math.ceil(GAMES / 4), 2, bots, { leakEvery: 10, seedBase: 220_000, options: { smallCast: true } });
    console.log(`survivor fuzz 2 players: ${JSON.stringify({ mixed, forty, small })}`);
    expect(mixed.games + forty.games + small.games).toBe(GAMES + 2 * Math.ceil(GAMES / 4));
  }, 300_000 * Math.max(1, GAMES / 40));
});
