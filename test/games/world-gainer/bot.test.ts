import { describe, expect, it } from "vitest";
import { autoplay, randomBot, Rng, seedRng, viewMatch, waitingFor, type Bot } from "../../../src/engine/index.ts";
import { permuteHidden } from "../../../src/engine/testing.ts";
import { worldGainerBot } from "../../../src/games/world-gainer/bot.ts";
import { CARD_DEFS, cardOf } from "../../../src/games/world-gainer/cards.ts";
import { worldGainerGame } from "../../../src/games/world-gainer/game.ts";
import type { WorldGainerAction, WorldGainerView } from "../../../src/games/world-gainer/state.ts";
import { id, scenario, type WgScenario } from "./helpers.ts";

const random = randomBot as Bot<WorldGainerView, WorldGainerAction>;

describe("the World Gainer bot", () => {
  it("beats a random player clearly over 200 seeded games, from either seat", () => {
    let wins = 0;
    for (let seed = 0; seed < 200; seed++) {
      const botSeat = seed % 2;
      const bots = botSeat === 0 ? [worldGainerBot, random] : [random, worldGainerBot];
      const game = autoplay(
        worldGainerGame,
        { seed, players: 2, options: {} },
        { bots, botSeed: seed, maxIntents: 3000 },
      );
      expect(game.finished).toBe(true);
      if (game.outcome?.winners[0] === botSeat) wins++;
    }
    expect(wins / 200).toBeGreaterThan(0.9);
  });

  it("places every card of the set and activates every Field effect in 300 seeded games against itself", () => {
    const placed = new Set<string>();
    const activated = new Map<string, number>();
    for (let seed = 0; seed < 300; seed++) {
      const game = autoplay(
        worldGainerGame,
        { seed, players: 2, options: {} },
        { bots: [worldGainerBot, worldGainerBot], botSeed: seed, maxIntents: 3000 },
      );
      for (const intent of game.intents) {
        const action = intent.action;
        if (action.type === "choose") placed.add(cardOf(action.card).id);
        if (action.type === "activate")
          activated.set(cardOf(action.card).id, (activated.get(cardOf(action.card).id) ?? 0) + 1);
      }
    }
    expect(CARD_DEFS.filter((c) => !placed.has(c.id)).map((c) => c.id)).toEqual([]);
    const fields = CARD_DEFS.filter((c) => c.effect?.kind === "field").map((c) => c.id);
    expect(fields).toHaveLength(4);
    for (const card of fields) expect(activated.get(card) ?? 0, card).toBeGreaterThan(0);
  });

  it("decides from its own view only: rearranging the cards it cannot see never changes its choice", () => {
    let checked = 0;
    for (let seed = 0; seed < 20; seed++) {
      autoplay(
        worldGainerGame,
        { seed, players: 2, options: {} },
        {
          bots: [worldGainerBot, worldGainerBot],
          botSeed: seed,
          maxIntents: 3000,
          onStep: (match) => {
            const seat = waitingFor(worldGainerGame, match)[0];
            if (seat === undefined) return;
            const choose = (state: typeof match.state) =>
              worldGainerBot.choose(
                viewMatch(worldGainerGame, { ...match, state }, seat),
                worldGainerGame.legalActions(state, seat),
                new Rng(seedRng(seed * 1000 + match.seq)),
              );
            const other = permuteHidden(worldGainerGame, match.state, seat, new Rng(seedRng(match.seq)));
            expect(choose(other)).toEqual(choose(match.state));
            checked++;
          },
        },
      );
    }
    expect(checked).toBeGreaterThan(300);
  });

  it("contests with an attribute advantage and pays with the suggested payment", () => {
    const field = {
      6: { seat: 0, cards: ["ember-scout"] },
      7: { seat: 0, cards: ["ember-scout"] },
      8: { seat: 0, cards: ["ember-scout"] },
    } as const;
    const m = scenario({
      hand0: ["canopy-keeper", "basalt-guard"],
      stuns0: ["bloom-herald", "cinder-smith"],
      squares: { ...field, 4: { seat: 1, cards: ["quake-drummer"] } },
    });
    const rng = new Rng(seedRng(1));
    const pick = (at: WgScenario) => worldGainerBot.choose(at.view(0), at.legal(0), rng);
    const chosen = pick(m);
    expect(chosen).toEqual({ type: "choose", card: id(0, "canopy-keeper") });
    m.act(0, chosen);
    expect(pick(m)).toEqual({ type: "square", square: 4 });
    m.act(0, { type: "square", square: 4 });
    expect(pick(m)).toEqual(m.legal(0)[0]);
  });
});
