import {
  applyIntent,
  autoplay,
  botIntent,
  createMatch,
  randomBot,
  Rng,
  seedRng,
  waitingFor,
} from "../src/engine/index.ts";
import type { AnyTableKind } from "../src/games/catalog.ts";
import { percentile, round, throughput, type BenchRecord } from "./measure.ts";

/**
 * One table kind at one player count. Kinds whose player count varies (Tomb Raider: solo or two) are measured at
 * each end, and their record names say which (`tomb-raider.1p.…`).
 */
export interface BenchTable {
  kind: AnyTableKind;
  players: number;
  label: string;
}

export function benchTables(kinds: Iterable<AnyTableKind>): BenchTable[] {
  return [...kinds].flatMap((kind) => {
    const { min, max } = kind.game.players;
    if (min === max) return [{ kind, players: min, label: kind.id }];
    return [min, max].map((players) => ({ kind, players, label: `${kind.id}.${players}p` }));
  });
}

/** Whole bot-against-bot games per second on one core. */
export function gamesPerSecond({ kind, players, label }: BenchTable): BenchRecord {
  const bots = Array.from({ length: players }, () => kind.bot);
  const rate = throughput(
    (i) =>
      void autoplay(kind.game, { seed: i, players, options: kind.options }, { bots, botSeed: i, maxIntents: 20_000 }),
    3000,
  );
  return { name: `${label}.bot_games_per_second`, value: round(rate, 1), unit: "games/s" };
}

/**
 * Whole games per second with every seat choosing uniformly among its legal actions (the engine's own cost with the
 * least thinking: what fuzz runs and a bot's search pay per game), on one core.
 */
export function randomGamesPerSecond({ kind, players, label }: BenchTable): BenchRecord {
  const bots = Array.from({ length: players }, () => randomBot);
  const rate = throughput(
    (i) =>
      void autoplay(kind.game, { seed: i, players, options: kind.options }, { bots, botSeed: i, maxIntents: 50_000 }),
    3000,
  );
  return { name: `${label}.random_games_per_second`, value: round(rate, 1), unit: "games/s" };
}

/** How long bot-against-bot games last, in the kind's own turns (or rounds): median and 90th percentile. */
export function turnsPerGame({ kind, players, label }: BenchTable, games: number): BenchRecord[] {
  const bots = Array.from({ length: players }, () => kind.bot);
  const turns: number[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const played = autoplay(
      kind.game,
      { seed, players, options: kind.options },
      { bots, botSeed: seed, maxIntents: 20_000 },
    );
    turns.push(kind.turns(played.match.state));
  }
  turns.sort((a, b) => a - b);
  return [
    { name: `${label}.${kind.turnsAre}_per_game_median`, value: percentile(turns, 50), unit: kind.turnsAre },
    { name: `${label}.${kind.turnsAre}_per_game_p90`, value: percentile(turns, 90), unit: kind.turnsAre },
  ];
}

/**
 * The engine's cost of validating and applying one intent to a copy, as the table service does (bots' thinking
 * excluded), over about `ms` of bot play. A p99 rests on the slowest few hundred moves, so the window is long enough
 * that a pause of the machine's own does not decide it.
 */
export function intentApplyTimes({ kind, players, label }: BenchTable, ms: number): BenchRecord[] {
  const samples: number[] = [];
  const rng = new Rng(seedRng(7));
  const until = performance.now() + ms;
  for (let seed = 0; performance.now() < until; seed++) {
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
    { name: `${label}.intent_apply_median`, value: round(percentile(measured, 50) * 1000, 2), unit: "µs" },
    { name: `${label}.intent_apply_p99`, value: round(percentile(measured, 99) * 1000, 2), unit: "µs" },
  ];
}
