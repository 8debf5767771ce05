import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { SqliteMatchStore as MatchStore } from "../../src/db/sqlite/matches.ts";
import { DEFAULT_DATABASE_PATH, databasePath, openDatabase, type Database } from "../../src/db/sqlite/open.ts";
import { fakeMatch, newTable, tempDir } from "./helpers.ts";

const temp = tempDir();
afterAll(() => temp.cleanup());

const opened: Database[] = [];
function open(file: string): Database {
  const database = openDatabase(file);
  opened.push(database);
  return database;
}
afterEach(async () => {
  for (const database of opened.splice(0)) if (database.sqlite.open) database.close();
});

const journal = JSON.parse(
  fs.readFileSync(new URL("../../migrations/meta/_journal.json", import.meta.url), "utf8"),
) as {
  entries: unknown[];
};

function names(database: Database, type: "table" | "index"): string[] {
  const rows = database.sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = ? AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all(type) as { name: string }[];
  return rows.map((row) => row.name);
}

function indexColumns(database: Database, index: string): string[] {
  return (database.sqlite.pragma(`index_info(${index})`) as { name: string }[]).map((row) => row.name);
}

describe("openDatabase", () => {
  it("migrates an empty file: every table and index", async () => {
    const database = open(temp.file());
    expect(names(database, "table")).toEqual(
      [
        "__drizzle_migrations",
        "decks",
        "game_tables",
        "guild_settings",
        "intents",
        "league_event_matches",
        "league_event_players",
        "league_event_pods",
        "league_events",
        "league_ratings",
        "league_result_players",
        "league_results",
        "league_seasons",
        "league_members",
        "leagues",
        "replay_consent",
        "seats",
        "snapshots",
        "table_log",
        "users",
        "watchers",
      ].sort(),
    );
    expect(names(database, "index")).toEqual([
      "game_tables_channel_status_idx",
      "game_tables_event_idx",
      "game_tables_guild_ended_idx",
      "game_tables_status_idx",
      "league_events_key_idx",
      "league_result_players_user_idx",
      "league_results_seq_idx",
      "league_results_status_idx",
      "league_results_table_idx",
      "leagues_guild_key_idx",
      "leagues_web_id_idx",
      "seats_user_idx",
    ]);
    expect(indexColumns(database, "league_results_seq_idx")).toEqual(["league_id", "season", "seq"]);
    expect(indexColumns(database, "game_tables_channel_status_idx")).toEqual(["channel_id", "status"]);
    expect(indexColumns(database, "game_tables_status_idx")).toEqual(["status"]);
    expect(indexColumns(database, "game_tables_guild_ended_idx")).toEqual(["guild_id", "status", "ended_at"]);
    expect(indexColumns(database, "seats_user_idx")).toEqual(["user_id"]);
  });

  it("sets WAL, synchronous NORMAL, foreign keys and the busy timeout", async () => {
    const database = open(temp.file());
    expect(database.sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(database.sqlite.pragma("synchronous", { simple: true })).toBe(1);
    expect(database.sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(database.sqlite.pragma("busy_timeout", { simple: true })).toBe(5000);
    const orphan = database.sqlite.prepare("INSERT INTO seats (table_id, seat, name, bot) VALUES ('nope', 0, 'x', 0)");
    expect(() => orphan.run()).toThrow(/FOREIGN KEY/);
  });

  it("re-opening applies nothing twice and keeps the data", async () => {
    const file = temp.file();
    const first = open(file);
    const store = new MatchStore(first);
    const table = await store.createTable(newTable());
    const started = await store.startMatch(table.id, table.version, fakeMatch(0));
    expect(started).not.toBeNull();
    first.close();

    const again = open(file);
    const applied = again.sqlite.prepare("SELECT count(*) AS n FROM __drizzle_migrations").get() as { n: number };
    expect(applied.n).toBe(journal.entries.length);
    expect(await new MatchStore(again).getTable(table.id)).toEqual(started);
    again.close();
    const third = open(file);
    expect((third.sqlite.prepare("SELECT count(*) AS n FROM __drizzle_migrations").get() as { n: number }).n).toBe(
      journal.entries.length,
    );
  });

  it("creates the parent directory", async () => {
    const file = path.join(temp.dir, "nested", "deeper", "bot.sqlite");
    open(file);
    expect(fs.existsSync(file)).toBe(true);
  });

  it("finds the migrations from any working directory", async () => {
    const cwd = process.cwd();
    process.chdir(temp.dir);
    try {
      const database = open("relative.sqlite");
      expect(names(database, "table")).toContain("game_tables");
      expect(fs.existsSync(path.join(temp.dir, "relative.sqlite"))).toBe(true);
    } finally {
      process.chdir(cwd);
    }
  });

  it("works in memory", async () => {
    const database = open(":memory:");
    const store = new MatchStore(database);
    const table = await store.createTable(newTable());
    expect((await store.getTable(table.id))?.status).toBe("lobby");
    expect(names(database, "table")).toContain("snapshots");
    expect(fs.readdirSync(temp.dir)).not.toContain(":memory:");
  });

  it("close() closes the handle", async () => {
    const database = open(temp.file());
    database.close();
    expect(database.sqlite.open).toBe(false);
  });
});

describe("databasePath", () => {
  it("defaults to ./data/bot.sqlite", async () => {
    expect(DEFAULT_DATABASE_PATH).toBe("./data/bot.sqlite");
    expect(databasePath({})).toBe(DEFAULT_DATABASE_PATH);
    expect(databasePath({ DATABASE_PATH: "" })).toBe(DEFAULT_DATABASE_PATH);
  });

  it("takes DATABASE_PATH when set", async () => {
    expect(databasePath({ DATABASE_PATH: "/var/lib/bot/db.sqlite" })).toBe("/var/lib/bot/db.sqlite");
  });

  it("reads process.env by default", async () => {
    const saved = process.env.DATABASE_PATH;
    process.env.DATABASE_PATH = "/tmp/from-env.sqlite";
    try {
      expect(databasePath()).toBe("/tmp/from-env.sqlite");
    } finally {
      if (saved === undefined) delete process.env.DATABASE_PATH;
      else process.env.DATABASE_PATH = saved;
    }
  });
});
