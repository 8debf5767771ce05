import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { getTableName, is } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { afterEach, expect, it } from "vitest";
import * as sqliteSchema from "../../src/db/sqlite/schema.ts";
import type { Stores } from "../../src/db/stores.ts";
import { EventService } from "../../src/leagues/events.ts";
import { LeagueService } from "../../src/leagues/service.ts";
import { applyResult } from "../../src/ranking/season.ts";
import { TableService } from "../../src/tables/service.ts";
import { manager, player } from "../leagues/helpers.ts";
import { GUEST, HOST, HOST_AUTH, ok, QuietLogger, TestClock, userAt } from "../tables/helpers.ts";
import { testDatabase, type TestDatabase } from "./backends.ts";

const exec = promisify(execFile);
/** A watch still running when the copy is read back. */
const WATCH_LEFT = 10 * 365 * 86_400_000;
const opened: TestDatabase[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.cleanup();
});

/** An SQLite database with some of everything: tables at every stage with their moves, users, decks, a league, an event. */
async function filled(stores: Stores, clock: TestClock): Promise<{ tables: string[]; league: string; event: string }> {
  const service = new TableService(stores.matches, clock, new QuietLogger(), () => 7);
  const tables: string[] = [];
  for (const [i, kind] of ["spymaster", "mindmaster", "world-gainer", "survivor", "powapowa"].entries()) {
    clock.advance(1000);
    const opened = ok(
      await service.open({
        guildId: "g",
        channelId: `c${i}`,
        host: HOST,
        kind,
        locale: i % 2 ? "ja" : "en",
        turnSeconds: 120,
      }),
    ).table;
    tables.push(opened.id);
    if (i === 4) continue;
    await service.join(opened.id, GUEST);
    let table = ok(await service.start(opened.id, HOST_AUTH)).table;
    // Several moves each, and the first table played further.
    for (let move = 0; move < (i === 0 ? 12 : 4) && table.status === "playing" && table.match; move++) {
      const seat = service.owing(table)[0];
      if (seat === undefined) break;
      table = ok(
        await service.act(table.id, userAt(table, seat), table.match.seq, service.legal(table, seat)[0]),
      ).table;
    }
    if (i === 2) await service.concede(table.id, GUEST.id);
  }
  // Two tables in one millisecond: their order is kept by insertion.
  tables.push(
    ok(
      await service.open({
        guildId: "g",
        channelId: "c9",
        host: GUEST,
        kind: "spymaster",
        locale: "en",
        turnSeconds: 60,
      }),
    ).table.id,
  );
  await stores.matches.setUserLocale(HOST.id, "ja");
  await stores.matches.setDmNotices(GUEST.id, false);
  await stores.matches.setTableThreads("g", true, HOST.id);
  await stores.matches.setReplayConsent(tables[2] as string, GUEST.id, true);
  await stores.matches.watch({
    tableId: tables[0] as string,
    userId: GUEST.id,
    token: "token",
    locale: "ja",
    expiresAt: clock.now() + WATCH_LEFT,
  });
  await stores.decks.save({
    userId: HOST.id,
    game: "powapowa",
    name: "Garden",
    list: [{ section: "deck", card: "c1", copies: 2 }],
    setVersion: 3,
  });
  const leagues = new LeagueService(stores.leagues, clock);
  const events = new EventService(stores.events, leagues, clock, () => 0);
  const made = await leagues.create(
    {
      guildId: "g",
      game: "spymaster",
      name: "Spring",
      locale: "en",
      adminRoleId: null,
      minGames: 1,
      decayDays: 7,
      reportHours: 48,
    },
    manager,
  );
  if (!made.ok) throw new Error(made.refusal.code);
  const members = ["a", "b", "c", "d"];
  for (const m of members) await leagues.join(made.value, player(m));
  for (let i = 0; i < 6; i++) {
    clock.advance(3_600_000);
    const pair = [members[i % 4] as string, members[(i + 1) % 4] as string];
    const report = await leagues.report(made.value, player(pair[0] as string), pair, false, { min: 2, max: 2 }, "c0");
    if (report.ok && i < 5) await leagues.confirm(report.value.id, player(pair[1] as string));
  }
  const event = await events.create(made.value, manager, {
    name: "Cup",
    rounds: 2,
    topCut: 0,
    channelId: "c0",
    settings: { play: "reported" },
  });
  if (!event.ok) throw new Error(event.refusal.code);
  for (const m of members) await events.join(made.value, event.value, player(m), null);
  await events.start(made.value, event.value, manager);
  return { tables, league: made.value.id, event: event.value.id };
}

/** Everything the bot can read back, the same way from either store. */
async function everything(stores: Stores, made: { tables: string[]; league: string; event: string }): Promise<unknown> {
  const tables = [];
  for (const id of made.tables) {
    const table = await stores.matches.getTable(id);
    const snapshots = [];
    for (let seq = 0; seq <= (table?.seq ?? 0); seq++) snapshots.push(await stores.matches.snapshot(id, seq));
    tables.push({
      table,
      intents: await stores.matches.intentLog(id),
      log: await stores.matches.publicLog(id, table?.seq ?? 0, 100),
      snapshots,
    });
  }
  return {
    tables,
    open: (await stores.matches.openTables()).map((t) => t.id),
    users: [await stores.matches.userLocale(HOST.id), await stores.matches.dmNotices(GUEST.id)],
    threads: [await stores.matches.tableThreads("g"), await stores.matches.tableThreads("other")],
    consent: [...(await stores.matches.replayConsent(made.tables[2] as string))],
    watchers: await stores.matches.watchersOf(made.tables[0] as string, 0),
    decks: await stores.decks.of(HOST.id),
    league: await stores.leagues.league(made.league),
    members: await stores.leagues.members(made.league),
    counted: await stores.leagues.counted(made.league, 1),
    waiting: await stores.leagues.open(made.league),
    ratings: (await stores.leagues.ratings(made.league, 1)).sort((x, y) => (x.userId < y.userId ? -1 : 1)),
    event: await stores.events.event(made.event),
    events: await stores.events.eventsOf(made.league),
  };
}

it("npm run db:migrate-to-postgres copies every table, seat, log, deck and league, and refuses a database with data", async () => {
  const clock = new TestClock();
  const sqlite = await testDatabase("sqlite");
  const postgres = await testDatabase("postgres");
  opened.push(sqlite, postgres);
  const source = await sqlite.open(() => clock.now());
  const made = await filled(source, clock);
  const before = await everything(source, made);
  await source.close();

  const url = postgres.config.databaseUrl as string;
  const run = () =>
    exec("npm", ["run", "-s", "db:migrate-to-postgres", "--", sqlite.config.databasePath, url], {
      env: { ...process.env, LANG: "en_US.UTF-8" },
    });
  const copied = await run();
  for (const table of Object.values(sqliteSchema).filter((value) => is(value, SQLiteTable)))
    expect(copied.stdout, getTableName(table)).toMatch(new RegExp(`^${getTableName(table)}: `, "m"));
  expect(copied.stdout).toMatch(/^game_tables: 6 rows in SQLite, 6 in PostgreSQL$/m);
  expect(copied.stdout).toMatch(/every table has as many rows on both sides/);
  for (const table of [
    "intents",
    "snapshots",
    "table_log",
    "seats",
    "league_results",
    "league_result_players",
    "league_event_players",
  ]) {
    const [, from, to] =
      new RegExp(`^${table}: (\\d+) rows in SQLite, (\\d+) in PostgreSQL$`, "m").exec(copied.stdout) ?? [];
    expect(Number(from), table).toBeGreaterThan(0);
    expect(to, table).toBe(from);
  }

  const target = await postgres.open(() => clock.now());
  expect(await everything(target, made)).toEqual(before);
  // New rows follow the copied ones: a table opened now is the newest, a counted result takes the next place.
  clock.advance(1000);
  const fresh = await target.matches.createTable({
    guildId: "g",
    channelId: "c0",
    hostId: "h",
    kind: "spymaster",
    options: {},
    locale: "en",
    turnSeconds: 60,
    seats: [],
  });
  expect((await target.matches.tablesInChannel("c0", ["lobby"]))[0]?.id).toBe(fresh.id);
  const next = await target.leagues.addResult(
    {
      leagueId: made.league,
      season: 1,
      source: "report",
      status: "counted",
      players: [
        { userId: "a", place: 1, confirmed: true },
        { userId: "c", place: 2, confirmed: true },
      ],
    },
    applyResult,
  );
  expect(next?.seq).toBe(6);

  const again = await run().then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );
  expect(again?.code).toBe(1);
  expect(again?.stderr).toMatch(/already has data \(in game_tables\); nothing was copied/);
});
