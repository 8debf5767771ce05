import { asc, getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import * as pgSchema from "../../db/postgres/schema.ts";
import type { PgDatabase } from "../../db/postgres/open.ts";
import * as sqliteSchema from "../../db/sqlite/schema.ts";
import type { Database } from "../../db/sqlite/open.ts";

/** Rows copied per statement: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 500;

/** Every table in an order that puts a row's parents before it; `ordered` tables keep SQLite's rowid as their `ord`. */
const TABLES = [
  ["tables", true],
  ["seats", false],
  ["intents", false],
  ["snapshots", false],
  ["tableLog", false],
  ["watchers", false],
  ["replayConsent", false],
  ["users", false],
  ["guildSettings", false],
  ["decks", false],
  ["leagues", false],
  ["seasons", false],
  ["leagueMembers", false],
  ["leagueResults", true],
  ["resultPlayers", true],
  ["leagueRatings", false],
  ["leagueEvents", true],
  ["eventPlayers", false],
  ["eventMatches", false],
  ["eventPods", false],
] as const satisfies readonly (readonly [keyof typeof sqliteSchema & keyof typeof pgSchema, boolean])[];

export interface CopiedTable {
  /** The table's name in both databases. */
  table: string;
  from: number;
  to: number;
}

export class TargetNotEmpty extends Error {
  constructor(readonly table: string) {
    super(`the PostgreSQL database already has rows in ${table}`);
  }
}

function tableName(table: SQLiteTable | PgTable): string {
  return (table as unknown as Record<symbol, string>)[Symbol.for("drizzle:Name")] ?? "?";
}

/**
 * Copies every row of every table from the SQLite database into the (migrated, empty) PostgreSQL one in one
 * transaction, then counts both sides. A target with any row already is refused before anything is written.
 */
export async function copyToPostgres(source: Database, target: PgDatabase): Promise<CopiedTable[]> {
  const pairs = TABLES.map(([name, ordered]) => ({
    from: sqliteSchema[name] as SQLiteTable,
    to: pgSchema[name] as PgTable,
    ordered,
  }));
  await target.db.transaction(async (tx) => {
    for (const { to } of pairs) {
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(to);
      if ((row?.n ?? 0) > 0) throw new TargetNotEmpty(tableName(to));
    }
    for (const { from, to, ordered } of pairs) {
      const columns = { ...getTableColumns(from), ...(ordered ? { ord: sql<number>`rowid` } : {}) };
      for (let offset = 0; ; offset += BATCH) {
        const rows = source.db
          .select(columns)
          .from(from)
          .orderBy(asc(sql`rowid`))
          .limit(BATCH)
          .offset(offset)
          .all();
        if (rows.length === 0) break;
        await tx.insert(to).values(rows);
      }
      // Rows added later must number after the copied ones.
      if (ordered)
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${tableName(to)}, 'ord'), greatest(coalesce((select max(ord) from ${to}), 0), 1))`,
        );
    }
  });
  const counts: CopiedTable[] = [];
  for (const { from, to } of pairs) {
    const copied =
      source.db
        .select({ n: sql<number>`count(*)` })
        .from(from)
        .get()?.n ?? 0;
    const [row] = await target.db.select({ n: sql<number>`count(*)::int` }).from(to);
    counts.push({ table: tableName(from), from: copied, to: row?.n ?? 0 });
  }
  return counts;
}
