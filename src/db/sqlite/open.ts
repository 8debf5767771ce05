import fs from "node:fs";
import nodePath from "node:path";
import { fileURLToPath } from "node:url";
import BetterSqlite3 from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "./schema.ts";

export const DEFAULT_DATABASE_PATH = "./data/bot.sqlite";

/** Relative to this file, so the bot finds its migrations whatever the working directory. */
const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../../migrations", import.meta.url));

export type Db = BetterSQLite3Database<typeof schema>;
/** An open transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** The database or an open transaction on it. */
export type Query = Db | Tx;

/**
 * One write transaction. IMMEDIATE takes the write lock up front, so a read-then-write never fails midway on a busy
 * file, and another connection (a shard) never interleaves with it.
 */
export function writeTx<T>(db: Db, body: (tx: Tx) => T): T {
  return db.transaction(body, { behavior: "immediate" });
}

/** An open database: `db` for drizzle queries, `sqlite` for the raw better-sqlite3 handle (pragmas, transactions). */
export interface Database {
  readonly path: string;
  readonly sqlite: BetterSqlite3.Database;
  readonly db: Db;
  close(): void;
}

export function databasePath(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_PATH || DEFAULT_DATABASE_PATH;
}

function inMemory(path: string): boolean {
  return path === ":memory:" || path === "";
}

/** Opens (creating if needed) the SQLite file at `path`, sets the pragmas and applies pending migrations. */
export function openDatabase(path: string): Database {
  if (!inMemory(path)) fs.mkdirSync(nodePath.dirname(path), { recursive: true });
  const sqlite = new BetterSqlite3(path);
  try {
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = NORMAL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
    const db = drizzle(sqlite, { schema });
    migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { path, sqlite, db, close: () => sqlite.close() };
  } catch (error) {
    sqlite.close();
    throw error;
  }
}
