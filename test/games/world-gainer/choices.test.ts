import { describe, expect, it } from "vitest";
import { autoplay } from "../../../src/engine/index.ts";
import { choiceLeaksInGame } from "../../../src/engine/testing.ts";
import { worldGainerBot } from "../../../src/games/world-gainer/bot.ts";
import { worldGainerGame } from "../../../src/games/world-gainer/game.ts";
import { eager, random } from "./fuzz.ts";

/**
 * Indistinguishable stays indistinguishable (RULINGS, every game): every decision of these seeded games is replayed
 * with each choice that shows the other viewers the same events (a secret deck choice, another copy of a card, a
 * stun placed face up as another copy), and what they see must stay identical for the next 20 moves. FUZZ_GAMES
 * raises the count for a deep run.
 */
const GAMES = Number(process.env.FUZZ_GAMES ?? 0) || 24;
const sameCard = { faceOf: (id: string) => id.replace(/:[0-9]+$/, ""), every: 1, steps: 20 };

describe("World Gainer: no choice shows which of its look-alikes was made", () => {
  it(`${GAMES} seeded games, bot and random players`, () => {
    const bots = [
      [worldGainerBot, random],
      [eager, worldGainerBot],
      [random, random],
    ] as const;
    for (let i = 0; i < GAMES; i++) {
      const setup = { seed: 900_000 + i, players: 2, options: {} };
      const [first, second] = bots[i % bots.length] ?? bots[0];
      const played = autoplay(worldGainerGame, setup, { bots: [first, second], botSeed: i, maxIntents: 3000 });
      expect(choiceLeaksInGame(worldGainerGame, setup, played.intents, sameCard), `seed ${setup.seed}`).toBeNull();
    }
  });
});
