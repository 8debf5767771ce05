import { Rng, seedRng } from "../../src/engine/index.ts";
import type { EventRecord } from "../../src/db/league-events.ts";
import type { League, ResultRecord } from "../../src/db/leagues.ts";
import type { Stores } from "../../src/db/stores.ts";
import type { TableRecord } from "../../src/db/store.ts";
import { EventService } from "../../src/leagues/events.ts";
import { LeagueService, type Actor } from "../../src/leagues/service.ts";
import { TableService, type Person } from "../../src/tables/service.ts";
import { createWebApp, type WebOptions } from "../../src/web/server.ts";
import { testDatabase, type Backend, type TestDatabase } from "../db/backends.ts";
import { HandClock, manager } from "../leagues/helpers.ts";
import { ok, QuietLogger, userAt, waitingSeats } from "../tables/helpers.ts";

/** Display names as people choose them: markup, quotes, ampersands, a right-to-left name, Japanese. */
export const PLAYERS: Person[] = [
  { id: "310000000000000001", name: `<img src=x onerror="alert(1)">Zoë "Z" & co` },
  { id: "310000000000000002", name: "Bob" },
  { id: "310000000000000003", name: "さくら" },
  { id: "310000000000000004", name: "\u202eevil" },
];
export const HOSTILE = PLAYERS[0] as Person;

export const actor = (p: Person): Actor => ({ userId: p.id, name: p.name, canManage: false, roles: [] });

export interface WebFixture {
  db: TestDatabase;
  stores: Stores;
  clock: HandClock;
  leagues: LeagueService;
  events: EventService;
  /** Public, with a finished league table, reported results and a finished Swiss event with a top cut of 2. */
  league: League;
  /** The same players, never made public. */
  hidden: League;
  table: TableRecord;
  /** The league table's counted result: its replay's id. */
  tableResult: ResultRecord;
  event: EventRecord;
  /** Every id that must never reach a page: the players', the leagues', the table's, the event's, the results'. */
  secrets: string[];
  app(options?: WebOptions): ReturnType<typeof createWebApp>;
  cleanup(): Promise<void>;
}

/** Plays every seat of a started table with the game's bot, through the table service, to its end. */
async function playToEnd(service: TableService, table: TableRecord): Promise<TableRecord> {
  const rng = new Rng(seedRng(11));
  let now = table;
  for (let step = 0; step < 5000 && now.status === "playing"; step++) {
    const seat = waitingSeats(now)[0];
    const view = seat === undefined ? null : service.view(now, seat);
    if (seat === undefined || !view) throw new Error(`nobody to play at step ${step}`);
    const action = service.kindOf(now).bot.choose(view, service.legal(now, seat), rng);
    now = ok(await service.act(now.id, userAt(now, seat), now.match?.seq ?? 0, action)).table;
  }
  if (now.status !== "finished") throw new Error("the league table did not finish");
  return now;
}

async function leagueOf(leagues: LeagueService, name: string): Promise<League> {
  const created = await leagues.create(
    {
      guildId: "g1",
      game: "spymaster",
      name,
      locale: "en",
      adminRoleId: null,
      minGames: 2,
      decayDays: 0,
      reportHours: 48,
    },
    manager,
  );
  if (!created.ok) throw new Error(created.refusal.code);
  for (const p of PLAYERS) await leagues.join(created.value, actor(p));
  return created.value;
}

/** Two players report a game; the second confirms it. */
async function reported(leagues: LeagueService, league: League, first: Person, second: Person): Promise<void> {
  const report = await leagues.report(league, actor(first), [first.id, second.id], false, { min: 2, max: 2 }, "c1");
  if (!report.ok) throw new Error(report.refusal.code);
  const confirmed = await leagues.confirm(report.value.id, actor(second));
  if (!confirmed.ok) throw new Error(confirmed.refusal.code);
}

/** A finished Swiss event of the four players, two rounds and a final; the first seat always wins 2-1. */
async function playedEvent(events: EventService, league: League): Promise<EventRecord> {
  const made = await events.create(league, manager, {
    name: "Friday <Cup>",
    rounds: 2,
    topCut: 2,
    channelId: "c1",
    settings: { play: "reported" },
  });
  if (!made.ok) throw new Error(made.refusal.code);
  for (const p of PLAYERS) await events.join(league, made.value, actor(p), null);
  let step = await events.start(league, made.value, manager);
  while (step.ok && !("finished" in step.value)) {
    for (const m of step.value.round) {
      const a = PLAYERS.find((p) => p.id === m.a) as Person;
      if (m.b !== null) await events.report(league, step.value.event, actor(a), { wins: 2, losses: 1, draws: 0 }, null);
    }
    step = await events.pair(league, step.value.event, manager);
  }
  if (!step.ok) throw new Error(step.refusal.code);
  return step.value.event;
}

/** A league with everything its pages show, on a fresh database; and a web app reading it. */
export async function webFixture(backend: Backend = "sqlite"): Promise<WebFixture> {
  const db = await testDatabase(backend);
  const clock = new HandClock();
  const stores = await db.open(() => clock.now());
  const leagues = new LeagueService(stores.leagues, clock);
  const events = new EventService(stores.events, leagues, clock, (n) => n - 1);
  const hidden = await leagueOf(leagues, "Hidden League");
  const created = await leagueOf(leagues, "Spy <League>");
  const shown = await leagues.settings(created, manager, { public: true });
  if (!shown.ok) throw new Error(shown.refusal.code);
  const league = shown.value;

  const service = new TableService(stores.matches, clock, new QuietLogger(), () => 42);
  const [host, guest] = PLAYERS as [Person, Person];
  const opened = ok(
    await service.open({
      guildId: "g1",
      channelId: "c1",
      host,
      kind: "spymaster",
      locale: "en",
      turnSeconds: 120,
      leagueId: league.id,
    }),
  ).table;
  await service.join(opened.id, guest);
  const table = await playToEnd(
    service,
    ok(await service.start(opened.id, { userId: host.id, canManage: false })).table,
  );
  const recorded = await leagues.recordTable(table);
  if (!recorded?.counted) throw new Error("the league table did not count");

  for (const [a, b] of [
    [0, 1],
    [2, 3],
    [1, 2],
    [3, 0],
  ] as const) {
    clock.at += 60 * 60 * 1000;
    await reported(leagues, league, PLAYERS[a] as Person, PLAYERS[b] as Person);
    await reported(leagues, hidden, PLAYERS[a] as Person, PLAYERS[b] as Person);
  }
  const event = await playedEvent(events, league);
  const results = await leagues.history(league, 1, {});
  return {
    db,
    stores,
    clock,
    leagues,
    events,
    league,
    hidden,
    table,
    tableResult: recorded.result,
    event,
    secrets: [
      ...PLAYERS.map((p) => p.id),
      league.id,
      hidden.id,
      league.webSecret ?? "",
      table.id,
      event.id,
      ...results.map((r) => r.id),
    ],
    app: (options) => createWebApp(stores, { clock, ...options }),
    cleanup: () => db.cleanup(),
  };
}
