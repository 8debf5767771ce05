/**
 * The drizzle schema. Migrations in `migrations/` are generated from it by drizzle-kit (`npm run db:generate`);
 * never edit them by hand. Later tables (leagues, seasons, ratings, results) go here too.
 */
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Locale, Match, Outcome, SeenEvent } from "../engine/index.ts";

export const TABLE_STATUSES = ["lobby", "playing", "finished", "cancelled"] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];

export const INTENT_SOURCES = ["player", "bot", "timeout", "auto-pass"] as const;
export type IntentSource = (typeof INTENT_SOURCES)[number];

/** One game table opened with /play. Times are epoch milliseconds. */
export const tables = sqliteTable(
  "game_tables",
  {
    id: text("id").primaryKey(),
    guildId: text("guild_id"),
    channelId: text("channel_id").notNull(),
    messageId: text("message_id"),
    /** The version the public message last showed; behind `version` after a crash, so a restart redraws it. */
    boardVersion: integer("board_version"),
    /** The table's latest "your turn" mention in its channel, replaced by the next and removed at the end. */
    pingMessageId: text("ping_message_id"),
    hostId: text("host_id").notNull(),
    kind: text("kind").notNull(),
    options: text("options", { mode: "json" }).notNull(),
    status: text("status", { enum: TABLE_STATUSES }).notNull(),
    locale: text("locale").$type<Locale>().notNull(),
    turnSeconds: integer("turn_seconds").notNull(),
    rulesVersion: text("rules_version"),
    /** Bumped by every lobby change and status change, for optimistic concurrency. */
    version: integer("version").notNull().default(0),
    /** The match's seq; the latest snapshot is the one at this seq. */
    seq: integer("seq").notNull().default(0),
    deadline: integer("deadline"),
    warned: integer("warned", { mode: "boolean" }).notNull().default(false),
    outcome: text("outcome", { mode: "json" }).$type<Outcome>(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
    endedAt: integer("ended_at"),
  },
  (t) => [index("game_tables_channel_status_idx").on(t.channelId, t.status), index("game_tables_status_idx").on(t.status)],
);

export const seats = sqliteTable(
  "seats",
  {
    tableId: text("table_id")
      .notNull()
      .references(() => tables.id, { onDelete: "cascade" }),
    seat: integer("seat").notNull(),
    /** Null for a bot seat. */
    userId: text("user_id"),
    /** Display name at join time. */
    name: text("name").notNull(),
    bot: integer("bot", { mode: "boolean" }).notNull(),
    /** Consecutive timeouts. */
    timeouts: integer("timeouts").notNull().default(0),
    /** The player asked to pass every pass window for this seat. */
    autoPass: integer("auto_pass", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.tableId, t.seat] }), index("seats_user_idx").on(t.userId)],
);

/** Append-only log: the intent that took the match to `seq`. */
export const intents = sqliteTable(
  "intents",
  {
    tableId: text("table_id")
      .notNull()
      .references(() => tables.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    seat: integer("seat").notNull(),
    action: text("action", { mode: "json" }).notNull(),
    source: text("source", { enum: INTENT_SOURCES }).notNull(),
    userId: text("user_id"),
    at: integer("at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableId, t.seq] })],
);

/** The whole match after the intent at `seq` (or at the start of play). */
export const snapshots = sqliteTable(
  "snapshots",
  {
    tableId: text("table_id")
      .notNull()
      .references(() => tables.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    match: text("match", { mode: "json" }).$type<Match<unknown, unknown>>().notNull(),
    at: integer("at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableId, t.seq] })],
);

/** What everyone at the table saw happen at `seq` (the start of play, or the intent that took the match there). */
export const tableLog = sqliteTable(
  "table_log",
  {
    tableId: text("table_id")
      .notNull()
      .references(() => tables.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    events: text("events", { mode: "json" }).$type<SeenEvent[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableId, t.seq] })],
);

export const users = sqliteTable("users", {
  userId: text("user_id").primaryKey(),
  dmNotices: integer("dm_notices", { mode: "boolean" }).notNull().default(true),
  /** The user's Discord language as last seen, for messages that answer no interaction (DMs). */
  locale: text("locale").$type<Locale>(),
  updatedAt: integer("updated_at").notNull(),
});

/** A deck a user saved after a passing check, by game and name; the list is card ids by section. */
export const decks = sqliteTable(
  "decks",
  {
    userId: text("user_id").notNull(),
    game: text("game").notNull(),
    name: text("name").notNull(),
    list: text("list", { mode: "json" }).$type<{ section: string; card: string; copies: number }[]>().notNull(),
    /** The card set version it was checked against; another version is checked again before use. */
    setVersion: integer("set_version").notNull(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.game, t.name] })],
);
