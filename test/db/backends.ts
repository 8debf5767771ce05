import BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import { inject } from "vitest";
import { openStores, type StoreConfig, type Stores } from "../../src/db/stores.ts";
import { createDatabase } from "../pg/server.ts";
import { tempDir } from "./helpers.ts";

/** Every store test runs on both: the embedded SQLite file and PostgreSQL. */
export const BACKENDS = ["sqlite", "postgres"] as const;
export type Backend = (typeof BACKENDS)[number];

/** A fresh, empty database of one backend: open it (again, as a restart or a second process would) and remove it. */
export interface TestDatabase {
  readonly backend: Backend;
  readonly config: Omit<StoreConfig, "clock">;
  /** The environment that points the bot (`npm start`) at it. */
  readonly env: Record<string, string>;
  open(clock?: () => number, newId?: () => string): Promise<Stores>;
  /** Runs SQL on it directly, past the stores (to count rows, or tamper with one): the rows it returns. */
  sql(text: string): Promise<Record<string, unknown>[]>;
  /** How many rows a table has. */
  count(table: string): Promise<number>;
  /** Closes every store opened here and removes the files. */
  cleanup(): Promise<void>;
}

export async function testDatabase(backend: Backend): Promise<TestDatabase> {
  const temp = tempDir();
  const config: Omit<StoreConfig, "clock"> =
    backend === "postgres"
      ? { databasePath: temp.file(), databaseUrl: await createDatabase(inject("pgUrl")) }
      : { databasePath: temp.file() };
  const opened: Stores[] = [];
  const database: TestDatabase = {
    backend,
    config,
    env: config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : { DATABASE_PATH: config.databasePath },
    async open(clock, newId) {
      const stores = await openStores({ ...config, ...(clock ? { clock } : {}), ...(newId ? { newId } : {}) });
      opened.push(stores);
      return stores;
    },
    async sql(text) {
      if (config.databaseUrl) {
        const client = new pg.Client({ connectionString: config.databaseUrl });
        await client.connect();
        try {
          return (await client.query<Record<string, unknown>>(text)).rows;
        } finally {
          await client.end();
        }
      }
      const sqlite = new BetterSqlite3(config.databasePath);
      try {
        const statement = sqlite.prepare(text);
        return statement.reader ? (statement.all() as Record<string, unknown>[]) : (statement.run(), []);
      } finally {
        sqlite.close();
      }
    },
    async count(table) {
      const [row] = await database.sql(`SELECT count(*) AS n FROM ${table}`);
      return Number(row?.n);
    },
    async cleanup() {
      for (const stores of opened.splice(0)) await stores.close().catch(() => undefined);
      temp.cleanup();
    },
  };
  return database;
}
