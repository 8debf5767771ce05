import { applyIntent, autoplay, botIntent, createMatch, Rng, seedRng, waitingFor } from "../src/engine/index.ts";
import type { AnyTableKind } from "../src/games/catalog.ts";
import { percentile, round, throughput, type BenchRecord } from "./measure.ts";

/** Whole bot-against-bot games per second on one core. */
export function gamesPerSecond(kind: AnyTableKind): BenchRecord {
  const players = kind.game.players.min;
  const bots = Array.from({ length: players }, () => kind.bot);
  const rate = throughput(
    (i) => void autoplay(kind.game, { seed: i, players, options: kind.options }, { bots, botSeed: i, maxIntents: 20_000 }),
    3000,
  );
  return { name: `${kind.id}.bot_games_per_second`, value: round(rate, 1), unit: "games/s" };
}

/** The engine's cost of validating and applying one intent (bots' thinking excluded). */
export function intentApplyTimes(kind: AnyTableKind, games: number): BenchRecord[] {
  const players = kind.game.players.min;
  const samples: number[] = [];
  const rng = new Rng(seedRng(7));
  for (let seed = 0; seed < games; seed++) {
    const created = createMatch(kind.game, { seed, players, options: kind.options });
    if (!created.ok) throw new Error(created.refusal.code);
    let match = created.match;
    for (;;) {
      const seat = waitingFor(kind.game, match)[0];
      if (seat === undefined) break;
      const intent = botIntent(kind.game, match, seat, kind.bot, rng);
      const start = performance.now();
      const applied = applyIntent(kind.game, match, intent);
      samples.push(performance.now() - start);
      if (!applied.ok) throw new Error(applied.refusal.code);
      match = applied.match;
    }
  }
  // The first games warm the JIT up; measure the rest.
  const measured = samples.slice(Math.floor(samples.length / 5)).sort((a, b) => a - b);
  return [
    { name: `${kind.id}.intent_apply_median`, value: round(percentile(measured, 50) * 1000, 2), unit: "µs" },
    { name: `${kind.id}.intent_apply_p99`, value: round(percentile(measured, 99) * 1000, 2), unit: "µs" },
  ];
}
