import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openStores } from "../src/db/stores.ts";
import { Rng, seedRng } from "../src/engine/index.ts";
import { LeagueService } from "../src/leagues/service.ts";
import { pairPods, podSizes, podStandings, type EventPod } from "../src/ranking/pods.ts";
import { applyResult, replaySeason, standings, type CountedResult } from "../src/ranking/season.ts";
import { pairRound, swissStandings, type EventMatch } from "../src/ranking/swiss.ts";
import { standingsPayload } from "../src/discord/league-views.ts";
import type { League } from "../src/db/leagues.ts";
import type { Stores } from "../src/db/stores.ts";
import type { Clock } from "../src/tables/clock.ts";
import { LeaguePaths } from "../src/web/links.ts";
import { createWebApp } from "../src/web/server.ts";
import { SORT_KEYS } from "../src/web/standings-page.ts";
import { percentile, round, type BenchRecord } from "./measure.ts";

const HOUR = 60 * 60 * 1000;

/** A season of `results` games among `players`: mostly 1 v 1, some four-player free-for-alls, spread over months. */
function season(players: number, results: number): CountedResult[] {
  const rng = new Rng(seedRng(7));
  const ids = Array.from({ length: players }, (_, i) => `player${i}`);
  let at = Date.UTC(2026, 0, 1);
  return Array.from({ length: results }, () => {
    at += rng.int(2 * HOUR);
    const seats = rng.shuffle([...ids]).slice(0, rng.int(5) === 0 ? 4 : 2);
    return { at, players: seats.map((userId, i) => ({ userId, place: i + 1 })) };
  });
}

/**
 * Standings for a league of 1,000 players and 20,000 results: recomputing the whole season, ranking it, counting one
 * more result through SQLite (its transaction rates it against the stored ratings), and the standings a command
 * answers with (stored ratings read, ranked, a page drawn), and the standings page on the web.
 */
export async function leagueTimes(players = 1000, results = 20_000): Promise<BenchRecord[]> {
  const games = season(players, results);
  const started = performance.now();
  const replay = replaySeason(games, 14);
  const recomputeMs = performance.now() - started;
  const rankStart = performance.now();
  standings(replay.records.values(), { now: (games.at(-1)?.at ?? 0) + HOUR, graceDays: 14, minGames: 5 });
  const rankMs = performance.now() - rankStart;

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-league-"));
  let now = games[0]?.at ?? 0;
  const clock = { now: () => now };
  const stores = await openStores({ databasePath: path.join(dir, "league.sqlite"), clock: clock.now });
  const store = stores.leagues;
  const leagues = new LeagueService(store, clock);
  const league = await leagues.create(
    {
      guildId: "g",
      game: "spymaster",
      name: "Bench",
      locale: "en",
      adminRoleId: null,
      minGames: 5,
      decayDays: 14,
      reportHours: 48,
    },
    { userId: "admin", name: "Admin", canManage: true, roles: [] },
  );
  if (!league.ok) throw new Error(league.refusal.code);
  const loadStart = performance.now();
  for (const game of games) {
    now = game.at;
    await store.addResult(
      {
        leagueId: league.value.id,
        season: 1,
        source: "report",
        status: "counted",
        players: game.players.map((p) => ({ ...p, confirmed: true })),
      },
      applyResult,
    );
  }
  const loadMs = performance.now() - loadStart;
  const names = new Map(Array.from({ length: players }, (_, i) => [`player${i}`, `Player ${i}`]));
  const answer: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    standingsPayload(league.value, 1, await leagues.standings(league.value), names, i % 40, false, "en", null);
    answer.push(performance.now() - t);
  }
  answer.sort((a, b) => a - b);
  const web = await webStandingsTimes(stores, leagues, league.value, names, clock);
  const recheck = performance.now();
  const check = await leagues.recompute(league.value);
  const recheckMs = performance.now() - recheck;
  if (check.mismatches.length > 0) throw new Error(`bench season does not recompute: ${check.mismatches[0]}`);
  await stores.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return [
    { name: "league 1,000 players: recompute 20,000 results in memory", value: round(recomputeMs, 1), unit: "ms" },
    { name: "league 1,000 players: rank the standings", value: round(rankMs, 2), unit: "ms" },
    {
      name: "league 1,000 players: count one result through SQLite (mean of 20,000)",
      value: round((loadMs * 1000) / results, 1),
      unit: "µs",
    },
    {
      name: "league 1,000 players: /league standings page (read, rank, draw) median",
      value: round(percentile(answer, 50), 1),
      unit: "ms",
    },
    { name: "league 1,000 players: /league standings page p99", value: round(percentile(answer, 99), 1), unit: "ms" },
    {
      name: "league 1,000 players: standings web page (read, rank, sort, 100 lines of HTML) median",
      value: round(percentile(web.fresh, 50), 1),
      unit: "ms",
    },
    { name: "league 1,000 players: standings web page p99", value: round(percentile(web.fresh, 99), 1), unit: "ms" },
    {
      name: "league 1,000 players: standings web page, season kept in memory (readers together) median",
      value: round(percentile(web.kept, 50), 1),
      unit: "ms",
    },
    {
      name: "league 1,000 players: standings web page, season kept in memory p99",
      value: round(percentile(web.kept, 99), 1),
      unit: "ms",
    },
    {
      name: "league 1,000 players: recompute from SQLite and compare every stored number",
      value: round(recheckMs, 0),
      unit: "ms",
    },
  ];
}

/**
 * The league's standings page on the web, as a reader gets it through the site (Fastify, without the network): the
 * first page, by turns in each sort order, 200 times with the season read and ranked afresh for each request (the
 * clock moved past the time the site keeps a season's standings), then 200 times as readers arriving together get it
 * (the season kept); milliseconds each, sorted.
 */
async function webStandingsTimes(
  stores: Stores,
  leagues: LeagueService,
  league: League,
  names: ReadonlyMap<string, string>,
  clock: Clock,
): Promise<{ fresh: number[]; kept: number[] }> {
  for (const [userId, name] of names) await stores.leagues.join(league.id, userId, name);
  const shown = await leagues.settings(
    league,
    { userId: "admin", name: "Admin", canManage: true, roles: [] },
    { public: true },
  );
  const paths = shown.ok ? LeaguePaths.of(shown.value, "") : null;
  if (!paths) throw new Error("the bench league is not public");
  let later = 0;
  const app = await createWebApp(stores, { clock: { now: () => clock.now() + later }, requestsPerMinute: 1_000_000 });
  const times = async (step: number): Promise<number[]> => {
    const taken: number[] = [];
    for (let i = 0; i < 200; i++) {
      later += step;
      const url = paths.standings(i % 2 === 0 ? {} : { sort: SORT_KEYS[i % SORT_KEYS.length] });
      const t = performance.now();
      const response = await app.inject({ method: "GET", url });
      taken.push(performance.now() - t);
      if (response.statusCode !== 200) throw new Error(`standings page: ${response.statusCode}`);
    }
    return taken.sort((x, y) => x - y);
  };
  const fresh = await times(60_000);
  const kept = await times(0);
  await app.close();
  return { fresh, kept };
}

/**
 * A Swiss round paired down the standings, each player with the next one they have not met: what `pairRound` answers
 * on a large event, short of its pairability checks: a quick history to time the next round on. Odd one out: a bye.
 */
function quickSwissRound(round: number, order: readonly string[], matches: readonly EventMatch[], rng: Rng) {
  const met = new Set(matches.flatMap((m) => [`${m.a}|${m.b}`, `${m.b}|${m.a}`]));
  const left = [...order];
  const played: EventMatch[] = [];
  while (left.length > 1) {
    const [a] = left.splice(0, 1) as [string];
    const [b] = left.splice(
      Math.max(
        0,
        left.findIndex((q) => !met.has(`${a}|${q}`)),
      ),
      1,
    ) as [string];
    const aWins = rng.int(3);
    played.push({ round, stage: "swiss", a, b, aWins, bWins: 2 - aWins, draws: 0, reported: true });
  }
  for (const a of left)
    played.push({ round, stage: "swiss", a, b: null, aWins: 0, bWins: 0, draws: 0, reported: true });
  return played;
}

/**
 * Pairing the next round of a 1,000-player event after five played rounds with random results: a Swiss round of
 * two-player matches (`pairRound`, timed once; the history from `quickSwissRound`) and a round at pods of four
 * (`pairPods`, the history from `pairPods` too).
 */
export function eventPairingTimes(players = 1000, played = 5): BenchRecord[] {
  const rng = new Rng(seedRng(30));
  const ids = Array.from({ length: players }, (_, i) => `player${i}`);
  const matches: EventMatch[] = [];
  for (let round = 1; round <= played; round++)
    matches.push(
      ...quickSwissRound(
        round,
        swissStandings(ids, matches).map((r) => r.userId),
        matches,
        rng,
      ),
    );
  const swissOrder = swissStandings(ids, matches).map((r) => r.userId);
  const swissStart = performance.now();
  pairRound(swissOrder, matches);
  const swissMs = performance.now() - swissStart;

  const { pods: sizes } = podSizes(players, 4, 2, 4);
  const pods: EventPod[] = [];
  for (let round = 1; round <= played; round++) {
    const seated = pairPods(
      podStandings(ids, pods).map((r) => r.userId),
      pods,
      sizes,
    ).pods;
    for (const pod of seated) {
      const places = rng.shuffle([...pod]).map((userId, i) => ({ userId, place: i + 1 }));
      pods.push({ round, stage: "swiss", places, reported: true });
    }
  }
  const podOrder = podStandings(ids, pods).map((r) => r.userId);
  const podTimes: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    pairPods(podOrder, pods, sizes);
    podTimes.push(performance.now() - t);
  }
  podTimes.sort((a, b) => a - b);
  const label = `event ${players.toLocaleString("en")} players`;
  return [
    {
      name: `${label}: pair a Swiss round after ${played} rounds (pairRound)`,
      value: round(swissMs, 0),
      unit: "ms",
    },
    {
      name: `${label}: seat a round of pods of 4 after ${played} rounds (pairPods) median`,
      value: round(percentile(podTimes, 50), 1),
      unit: "ms",
    },
    {
      name: `${label}: seat a round of pods of 4 after ${played} rounds (pairPods) p99`,
      value: round(percentile(podTimes, 99), 1),
      unit: "ms",
    },
  ];
}
