import { describe, expect, it } from "vitest";
import { autoplay, randomBot, type Bot } from "../../../src/engine/index.ts";
import { distances, tombRaiderBot } from "../../../src/games/tomb-raider/bot.ts";
import { DRAW_CARDS, faceKey } from "../../../src/games/tomb-raider/cards.ts";
import { tombRaiderGame } from "../../../src/games/tomb-raider/game.ts";
import type { TombRaiderAction, TombRaiderView } from "../../../src/games/tomb-raider/state.ts";
import { clearHand, give, lay, started } from "./helpers.ts";

type TrBot = Bot<TombRaiderView, TombRaiderAction>;
const random = randomBot as TrBot;

describe("the Tomb Raider bot", () => {
  it("wins every solo game on both levels, in several turns on average (checks fail a fair share of the time)", () => {
    for (const level of ["tomb", "cave"] as const) {
      const onLevel: TrBot = {
        choose: (v, legal, rng) =>
          v.table.phase === "level" ? { type: "level", level } : tombRaiderBot.choose(v, legal, rng),
      };
      const turns: number[] = [];
      for (let seed = 1; seed <= 150; seed++) {
        const played = autoplay(
          tombRaiderGame,
          { seed, players: 1, options: {} },
          { bots: [onLevel], botSeed: seed, maxIntents: 4000 },
        );
        expect(played.outcome?.winners).toEqual([0]);
        turns.push(played.match.state.turn);
      }
      const average = turns.reduce((a, b) => a + b, 0) / turns.length;
      expect(average, level).toBeGreaterThanOrEqual(4);
      expect(average, level).toBeLessThanOrEqual(12);
      expect(turns.filter((t) => t === 1).length / turns.length, level).toBeLessThan(0.25);
      expect(Math.max(...turns), level).toBeLessThanOrEqual(100);
    }
  });

  it("beats the random player in two-player games, from either seat", () => {
    let wins = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const botSeat = seed % 2;
      const bots = botSeat === 0 ? [tombRaiderBot, random] : [random, tombRaiderBot];
      const played = autoplay(
        tombRaiderGame,
        { seed, players: 2, options: {} },
        { bots, botSeed: seed, maxIntents: 20_000 },
      );
      if (played.outcome?.winners[0] === botSeat) wins += 1;
    }
    expect(wins).toBeGreaterThanOrEqual(90);
  });

  it("uses every card of the set (plays, finds, places) in 300 seeded games, the five it never played before among them", () => {
    const used = new Map<string, number>();
    const counting: TrBot = {
      choose: (view, legal, rng) => {
        const action = tombRaiderBot.choose(view, legal, rng);
        if ("card" in action && action.type !== "discard")
          used.set(faceKey(action.card), (used.get(faceKey(action.card)) ?? 0) + 1);
        return action;
      },
    };
    for (let seed = 1; seed <= 300; seed++) {
      const players = seed % 2 === 0 ? 1 : 2;
      autoplay(
        tombRaiderGame,
        { seed, players, options: {} },
        { bots: players === 1 ? [counting] : [counting, counting], botSeed: seed, maxIntents: 20_000 },
      );
    }
    expect(DRAW_CARDS.filter((c) => !used.has(c.id)).map((c) => c.id)).toEqual([]);
    for (const card of ["a-deep-breath", "a-notes", "a-sluice", "a-pump", "a-strike"])
      expect(used.get(card) ?? 0, card).toBeGreaterThan(0);
  });

  it("heads along the shortest known way to the Treasure Room", () => {
    const m = started({ players: 1 });
    clearHand(m.state, 0);
    lay(m.state, "c1d2", "t-gallery");
    const view = m.view(0);
    expect(distances(view.table).get("c1d1")).toBe(3);
    const choice = tombRaiderBot.choose(view, m.legal(0), null as never);
    expect(choice).toEqual({ type: "move", dir: "up" });
  });

  it("places its most dangerous obstacle that fits in front of a rival", () => {
    const m = started({ players: 2 });
    const s = m.state;
    clearHand(s, 1);
    const [, rockfall] = give(s, 1, ["o-tripwire", "o-rockfall", "o-guardian"]);
    lay(s, "c1d3", "t-crypt");
    s.phase = "place";
    s.placement = { mover: 0, square: "c1d3", limit: 6 };
    const choice = tombRaiderBot.choose(m.view(1), m.legal(1), null as never);
    expect(choice).toEqual({ type: "place", card: rockfall });
  });
});
