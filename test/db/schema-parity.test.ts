import { getTableConfig as pgTableConfig, PgTable } from "drizzle-orm/pg-core";
import { getTableConfig as sqliteTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { expect, it } from "vitest";
import * as pgSchema from "../../src/db/postgres/schema.ts";
import * as sqliteSchema from "../../src/db/sqlite/schema.ts";

/**
 * The two schemas describe one database: the same tables, columns (with what they hold, whether they may be null,
 * have a default or take one of a few words), indexes, keys and references, read through drizzle's own table
 * configs. What PostgreSQL has on purpose and SQLite does not is listed here with its reason; nothing else may differ.
 */
const POSTGRES_ONLY_COLUMNS: Record<string, { columns: string[]; why: string }> = {
  game_tables: {
    columns: ["ord"],
    why: "insertion order, which SQLite keeps as its rowid (the newest table in a channel)",
  },
  league_results: {
    columns: ["ord"],
    why: "insertion order, which SQLite keeps as its rowid (results made at one time)",
  },
  league_result_players: {
    columns: ["ord"],
    why: "insertion order, which SQLite keeps as its rowid (players sharing a place)",
  },
  league_events: {
    columns: ["ord"],
    why: "insertion order, which SQLite keeps as its rowid (events made at one time)",
  },
};

type Config = ReturnType<typeof sqliteTableConfig> | ReturnType<typeof pgTableConfig>;
type Column = Config["columns"][number];

function columnShape(c: Column) {
  return {
    name: c.name,
    holds: c.dataType,
    notNull: c.notNull,
    primary: c.primary,
    hasDefault: c.hasDefault,
    words: c.enumValues ?? null,
  };
}

/** A table as both dialects can state it, its columns apart so the deliberate differences can be taken out. */
function tableShape(config: Config, tableName: (table: SQLiteTable | PgTable) => string) {
  const names = (columns: readonly { name: string }[]) => columns.map((c) => c.name);
  return {
    name: config.name,
    columns: config.columns.map(columnShape),
    indexes: config.indexes.map((i) => ({
      name: i.config.name,
      unique: i.config.unique,
      on: names(i.config.columns as { name: string }[]),
    })),
    primaryKeys: config.primaryKeys.map((k) => ({ name: k.getName(), on: names(k.columns) })),
    uniques: config.uniqueConstraints.map((u) => ({ name: u.getName(), on: names(u.columns) })),
    references: config.foreignKeys.map((f) => {
      const ref = f.reference();
      return {
        name: f.getName(),
        from: names(ref.columns),
        to: tableName(ref.foreignTable),
        columns: names(ref.foreignColumns),
        onDelete: f.onDelete ?? null,
      };
    }),
  };
}

const sqliteName = (table: SQLiteTable | PgTable) => sqliteTableConfig(table as SQLiteTable).name;
const pgName = (table: SQLiteTable | PgTable) => pgTableConfig(table as PgTable).name;

const sqliteTables = new Map(
  Object.entries(sqliteSchema as Record<string, unknown>).filter(
    (e): e is [string, SQLiteTable] => e[1] instanceof SQLiteTable,
  ),
);
const pgTables = new Map(
  Object.entries(pgSchema as Record<string, unknown>).filter((e): e is [string, PgTable] => e[1] instanceof PgTable),
);

it("both schemas export the same tables under the same names", () => {
  expect(sqliteTables.size).toBeGreaterThan(10);
  expect([...pgTables.keys()].sort()).toEqual([...sqliteTables.keys()].sort());
});

it.each([...sqliteTables.keys()])(
  "%s: the same table, columns, indexes, keys and references in SQLite and PostgreSQL",
  (key) => {
    const sqlite = tableShape(sqliteTableConfig(sqliteTables.get(key) as SQLiteTable), sqliteName);
    const pg = tableShape(pgTableConfig(pgTables.get(key) as PgTable), pgName);
    const { columns: extra, why } = POSTGRES_ONLY_COLUMNS[pg.name] ?? { columns: [], why: "" };
    for (const column of extra) {
      expect(
        pg.columns.map((c) => c.name),
        why,
      ).toContain(column);
      expect(
        sqlite.columns.map((c) => c.name),
        why,
      ).not.toContain(column);
    }
    expect({ ...pg, columns: pg.columns.filter((c) => !extra.includes(c.name)) }).toEqual(sqlite);
  },
);

it("every listed difference names a table of both schemas", () => {
  const names = [...sqliteTables.values()].map((t) => sqliteTableConfig(t).name);
  for (const table of Object.keys(POSTGRES_ONLY_COLUMNS)) expect(names).toContain(table);
});
