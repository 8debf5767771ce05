import { fileURLToPath } from "node:url";
import { sql, type SQL } from "drizzle-orm";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../../migrations/postgres", import.meta.url));
/** Any fixed number: processes (shards) starting together take turns applying migrations under this lock. */
const MIGRATION_LOCK = 716_302;
const POOL_SIZE = 10;

export type PgDb = NodePgDatabase<typeof schema>;
/** An open transaction. */
export type PgTx = Parameters<Parameters<PgDb["transaction"]>[0]>[0];
/** The database or an open transaction on it. */
export type PgQuery = PgDb | PgTx;

export interface PgDatabase {
  readonly db: PgDb;
  readonly pool: pg.Pool;
  close(): Promise<void>;
}

/** Connects a pool to the PostgreSQL database at `url` and applies pending migrations (one process at a time). */
export async function openPostgres(url: string): Promise<PgDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  // An idle connection the server dropped is replaced at the next query; without a listener it would crash the process.
  pool.on("error", () => undefined);
  try {
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: drizzle(pool, { schema }), pool, close: () => pool.end() };
}

/** Orders text by its bytes, as SQLite does, whatever collation the database was created with. */
export function bytewise(column: AnyPgColumn): SQL {
  return sql`${column} collate "C"`;
}
