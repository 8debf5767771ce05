import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { Rng, seedRng, waitingFor, type Locale, type Seed } from "../../src/engine/index.ts";
import { findHiddenCard } from "../../src/engine/testing.ts";
import { TABLE_KINDS, type TableCatalog } from "../../src/games/catalog.ts";
import { openDatabase, type Database } from "../../src/db/sqlite/open.ts";
import { SqliteMatchStore } from "../../src/db/sqlite/matches.ts";
import type { MatchStore, TableRecord } from "../../src/db/store.ts";
import { deckOf } from "../../src/games/spymaster/cards.ts";
import type { LogFields, Logger } from "../../src/log.ts";
import type { Clock } from "../../src/tables/clock.ts";
import { TableService, type Person, type TableChange, type TableResult } from "../../src/tables/service.ts";

/** A settable clock: tests move time forward instead of waiting. */
export class TestClock implements Clock {
  constructor(private time = 1_000_000) {}

  now(): number {
    return this.time;
  }

  set(time: number): void {
    this.time = time;
  }

  advance(ms: number): number {
    this.time += ms;
    return this.time;
  }
}

/** A logger that keeps its lines (JSON, like the real one) instead of printing them. */
export class QuietLogger implements Logger {
  readonly lines: string[] = [];

  info(msg: string, fields?: LogFields): void {
    this.push("info", msg, fields);
  }

  warn(msg: string, fields?: LogFields): void {
    this.push("warn", msg, fields);
  }

  error(msg: string, fields?: LogFields): void {
    this.push("error", msg, fields);
  }

  private push(level: string, msg: string, fields: LogFields = {}): void {
    this.lines.push(JSON.stringify({ level, msg, ...fields }));
  }
}

/** Every card id of both variants: no log line may name one. */
export const ALL_CARD_IDS: ReadonlySet<string> = new Set(
  [...deckOf("spymaster"), ...deckOf("mindmaster")].map((c) => c.id),
);

/** Fails when any collected log line names a card id; returns how many lines were checked. */
export function expectNoCardsLogged(log: QuietLogger): number {
  for (const line of log.lines) expect(findHiddenCard(line, ALL_CARD_IDS), line).toBeNull();
  return log.lines.length;
}

/** A fresh temp directory per test file: `file()` names a new SQLite file in it, `cleanup()` removes it all. */
export interface TempFiles {
  dir: string;
  file(): string;
  /** Opens a database on a file (a fresh one by default) and remembers it so `closeAll` can close it. */
  open(file?: string): Database;
  closeAll(): void;
  cleanup(): void;
}

export function tempFiles(prefix = "bot-tables-"): TempFiles {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  let n = 0;
  const opened: Database[] = [];
  const closeAll = (): void => {
    for (const database of opened.splice(0)) if (database.sqlite.open) database.close();
  };
  return {
    dir,
    file: () => path.join(dir, `t${++n}.sqlite`),
    open(file) {
      const database = openDatabase(file ?? path.join(dir, `t${++n}.sqlite`));
      opened.push(database);
      return database;
    },
    closeAll,
    cleanup: () => {
      closeAll();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Rig {
  file: string;
  database: Database;
  store: MatchStore;
  clock: TestClock;
  log: QuietLogger;
  service: TableService;
}

/**
 * A service with a fixed match seed (42 unless given, or a seed per start) on a real store in a temp file, opening the
 * table kinds of every game unless given others.
 */
export function rig(
  temp: TempFiles,
  opts: { file?: string; clock?: TestClock; seed?: Seed | (() => Seed); kinds?: TableCatalog } = {},
): Rig {
  const file = opts.file ?? temp.file();
  const database = temp.open(file);
  const clock = opts.clock ?? new TestClock();
  const store = new SqliteMatchStore(database, () => clock.now());
  const log = new QuietLogger();
  const seed = opts.seed ?? 42;
  const service = new TableService(store, clock, log, typeof seed === "function" ? seed : () => seed, opts.kinds);
  return { file, database, store, clock, log, service };
}

export const HOST: Person = { id: "100000000000000001", name: "Host" };
export const GUEST: Person = { id: "100000000000000002", name: "Guest" };
export const THIRD: Person = { id: "100000000000000003", name: "Third" };
export const HOST_AUTH = { userId: HOST.id, canManage: false };

/** The change of a result that must have been accepted. */
export function ok(result: TableResult): TableChange {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.refusal)}`);
  return result.change;
}

/** The refusal code of a result that must have been refused. */
export function refusal(result: TableResult): string {
  if (result.ok) throw new Error(`accepted, table now ${result.change.table.status} at seq ${result.change.table.seq}`);
  return result.refusal.code;
}

export interface TableSetup {
  /** A table kind id; Spymaster by default. */
  kind?: string;
  channelId?: string;
  turnSeconds?: number;
  locale?: Locale;
  /** The second seat: a guest (default) or a bot. */
  second?: "guest" | "bot" | "none";
}

/** A lobby opened by HOST with a second seat as asked. */
export async function lobby(service: TableService, setup: TableSetup = {}): Promise<TableRecord> {
  const opened = ok(
    await service.open({
      guildId: "guild-1",
      channelId: setup.channelId ?? "channel-1",
      host: HOST,
      kind: setup.kind ?? "spymaster",
      locale: setup.locale ?? "en",
      turnSeconds: setup.turnSeconds ?? 120,
    }),
  ).table;
  const second = setup.second ?? "guest";
  if (second === "guest") return ok(await service.join(opened.id, GUEST)).table;
  if (second === "bot") return ok(await service.addBot(opened.id, HOST_AUTH, "Bot 1")).table;
  return opened;
}

/** A started table: HOST at seat 0 and a guest or a bot at seat 1. */
export async function started(service: TableService, setup: TableSetup = {}): Promise<TableChange> {
  const table = await lobby(service, setup);
  return ok(await service.start(table.id, HOST_AUTH));
}

/** The user sitting at a seat. */
export function userAt(table: TableRecord, seat: number): string {
  const user = table.seats[seat]?.userId;
  if (!user) throw new Error(`no user at seat ${seat}`);
  return user;
}

/** Every seat the current prompt waits on, bots included. */
export function waitingSeats(table: TableRecord): number[] {
  const kind = TABLE_KINDS.get(table.kind);
  return table.match && kind ? waitingFor(kind.game, table.match) : [];
}

/** A table of HOST and a bot played to its end, HOST's seat played by the game's bot too. */
export async function playedByBots(service: TableService, kind: string): Promise<TableRecord> {
  let table = (await started(service, { kind, second: "bot" })).table;
  const rng = new Rng(seedRng(5));
  for (let step = 0; step < 5000 && table.status === "playing"; step++) {
    const seat = waitingSeats(table).find((s) => !table.seats[s]?.bot);
    const view = seat === undefined ? null : service.view(table, seat);
    if (seat === undefined || !view) throw new Error(`${kind}: nobody to play at step ${step}`);
    const action = service.kindOf(table).bot.choose(view, service.legal(table, seat), rng);
    table = ok(await service.act(table.id, userAt(table, seat), table.match?.seq ?? 0, action)).table;
  }
  if (table.status !== "finished") throw new Error(`${kind}: the match did not finish`);
  return table;
}
