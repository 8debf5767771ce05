import { describe, expect, it } from "vitest";
import { autoplay } from "../../../src/engine/index.ts";
import { choiceLeaksInGame } from "../../../src/engine/testing.ts";
import { tombRaiderBot } from "../../../src/games/tomb-raider/bot.ts";
import { tombRaiderGame } from "../../../src/games/tomb-raider/game.ts";
import { erratic, random } from "./fuzz-run.ts";

/**
 * Indistinguishable stays indistinguishable (RULINGS, every game): every decision of these seeded games, solo and for
 * two, is replayed with each choice that shows the other viewers the same events (a secret raider, deck or starting
 * hand, an obstacle placed or not, another copy of a card), and what they see must stay identical for the next 20
 * moves. FUZZ_GAMES raises the count for a deep run.
 */
const GAMES = Number(process.env.FUZZ_GAMES ?? 0) || 16;
const sameCard = { faceOf: (id: string) => id.replace(/:[0-9]+$/, ""), every: 1, steps: 20 };

describe("Tomb Raider: no choice shows which of its look-alikes was made", () => {
  it(`${GAMES} seeded games, solo and for two`, () => {
    for (let i = 0; i < GAMES; i++) {
      const players = i % 2 === 0 ? 1 : 2;
      const setup = { seed: 910_000 + i, players, options: {} };
      const bots = [tombRaiderBot, i % 4 === 1 ? random : erratic(5)];
      const played = autoplay(tombRaiderGame, setup, { bots: bots.slice(0, players), botSeed: i, maxIntents: 5000 });
      expect(choiceLeaksInGame(tombRaiderGame, setup, played.intents, sameCard), `seed ${setup.seed}`).toBeNull();
    }
  });
});
