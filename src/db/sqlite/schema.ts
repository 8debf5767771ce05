/**
 * The SQLite schema. Migrations in `migrations/` are generated from it by drizzle-kit (`npm run db:generate`);
 * never edit them by hand. PostgreSQL's (`../postgres/schema.ts`) names the same tables, columns and indexes.
 */
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { sql } from "drizzle-orm";
import type { Locale, Match, Outcome, SeenEvent } from "../../engine/index.ts";
import type { EventSettings, RegisteredDeck } from "../league-events.ts";
import type { Placing } from "../../ranking/season.ts";
import { EVENT_STATUSES, FORFEITS, INTENT_SOURCES, RESULT_SOURCES, RESULT_STATUSES, TABLE_STATUSES } from "../enums.ts";

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
    /** The league the result counts for (when every human seat belongs to it), or null. */
    leagueId: text("league_id"),
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
    /** An event's table: the event, its round, the pairing's or pod's number and the game of the match (1 to 3). */
    eventId: text("event_id"),
    eventRound: integer("event_round"),
    eventNumber: integer("event_number"),
    eventGame: integer("event_game"),
    /** When the event round's clock runs out for this table, as its message shows it. */
    endsAt: integer("ends_at"),
  },
  (t) => [
    index("game_tables_channel_status_idx").on(t.channelId, t.status),
    index("game_tables_status_idx").on(t.status),
    index("game_tables_guild_ended_idx").on(t.guildId, t.status, t.endedAt),
    uniqueIndex("game_tables_event_idx").on(t.eventId, t.eventRound, t.eventNumber, t.eventGame),
  ],
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
    /** At an event table: the player pressed Ready. */
    ready: integer("ready", { mode: "boolean" }).notNull().default(false),
    /** At an event table: the game's deck choice for the registered list, made for the seat when the game asks. */
    deck: text("deck", { mode: "json" }),
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

/**
 * A member watching a table in a private reply that follows it: the interaction's token lets the bot edit that
 * reply until Discord expires it (15 minutes); kept here so a restarted bot keeps the watchers it had.
 */
export const watchers = sqliteTable(
  "watchers",
  {
    tableId: text("table_id")
      .notNull()
      .references(() => tables.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    token: text("token").notNull(),
    locale: text("locale").$type<Locale>().notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableId, t.userId] })],
);

/** A seated person's answer to "show all hands" in the replays of a finished match; all must agree. */
export const replayConsent = sqliteTable(
  "replay_consent",
  {
    tableId: text("table_id")
      .notNull()
      .references(() => tables.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    agree: integer("agree", { mode: "boolean" }).notNull(),
    at: integer("at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableId, t.userId] })],
);

export const users = sqliteTable("users", {
  userId: text("user_id").primaryKey(),
  dmNotices: integer("dm_notices", { mode: "boolean" }).notNull().default(true),
  /** The user's Discord language as last seen, for messages that answer no interaction (DMs). */
  locale: text("locale").$type<Locale>(),
  updatedAt: integer("updated_at").notNull(),
});

/** A server's own settings, set by those who may manage it; a server without a row has every default. */
export const guildSettings = sqliteTable("guild_settings", {
  guildId: text("guild_id").primaryKey(),
  /** Whether /play opens each table in its own thread when the option is not given. */
  tableThreads: integer("table_threads", { mode: "boolean" }).notNull().default(false),
  updatedBy: text("updated_by").notNull(),
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

/** A community league for one game in one server; `key` is the name folded, unique per server. */
export const leagues = sqliteTable(
  "leagues",
  {
    id: text("id").primaryKey(),
    guildId: text("guild_id").notNull(),
    game: text("game").notNull(),
    name: text("name").notNull(),
    key: text("key").notNull(),
    /** The language of the league's posts in its server (reports, result notices). */
    locale: text("locale").$type<Locale>().notNull(),
    /** Members of this role run the league besides those who may manage the server. */
    adminRoleId: text("admin_role_id"),
    /** Games a player needs before the standings rank them. */
    minGames: integer("min_games").notNull(),
    /** Inactivity decay: days without a counted game before uncertainty grows; 0 is off. */
    decayDays: integer("decay_days").notNull(),
    /** Hours a reported result waits for its confirmations. */
    reportHours: integer("report_hours").notNull(),
    /** The current season's number, and whether it is running (between an end and the next start it is not). */
    season: integer("season").notNull(),
    seasonRunning: integer("season_running", { mode: "boolean" }).notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: integer("created_at").notNull(),
    /** Whether the league's pages are on the web (its admins choose: /league settings public:). */
    public: integer("public", { mode: "boolean" }).notNull().default(false),
    /**
     * The league's id in web addresses and the secret its pages' other ids are sealed with (docs/web.md), both made
     * the first time it is made public and kept after, so links shared then work again whenever it is public.
     */
    webId: text("web_id"),
    webSecret: text("web_secret"),
  },
  (t) => [uniqueIndex("leagues_guild_key_idx").on(t.guildId, t.key), uniqueIndex("leagues_web_id_idx").on(t.webId)],
);

export const seasons = sqliteTable(
  "league_seasons",
  {
    leagueId: text("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    season: integer("season").notNull(),
    startedAt: integer("started_at").notNull(),
    endedAt: integer("ended_at"),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.season] })],
);

export const leagueMembers = sqliteTable(
  "league_members",
  {
    leagueId: text("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    /** Display name as last seen. */
    name: text("name").notNull(),
    joinedAt: integer("joined_at").notNull(),
    /** Set when they leave; their results stay. */
    leftAt: integer("left_at"),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.userId] })],
);

/**
 * A game result for a league season: from a league table, a report, or an event match. Counted results get `seq`, the
 * order ratings apply them in.
 */
export const leagueResults = sqliteTable(
  "league_results",
  {
    id: text("id").primaryKey(),
    leagueId: text("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    season: integer("season").notNull(),
    seq: integer("seq"),
    source: text("source", { enum: RESULT_SOURCES }).notNull(),
    status: text("status", { enum: RESULT_STATUSES }).notNull(),
    tableId: text("table_id"),
    eventId: text("event_id"),
    reportedBy: text("reported_by"),
    channelId: text("channel_id"),
    messageId: text("message_id"),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at"),
    countedAt: integer("counted_at"),
    /** Who resolved a dispute, when one did. */
    resolvedBy: text("resolved_by"),
  },
  (t) => [
    uniqueIndex("league_results_table_idx").on(t.tableId),
    uniqueIndex("league_results_seq_idx").on(t.leagueId, t.season, t.seq),
    index("league_results_status_idx").on(t.leagueId, t.status),
  ],
);

/** One player's place in a result, their confirmation of a report, and the rating change once counted. */
export const resultPlayers = sqliteTable(
  "league_result_players",
  {
    resultId: text("result_id")
      .notNull()
      .references(() => leagueResults.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    place: integer("place").notNull(),
    confirmed: integer("confirmed", { mode: "boolean" }).notNull(),
    muBefore: real("mu_before"),
    sigmaBefore: real("sigma_before"),
    muAfter: real("mu_after"),
    sigmaAfter: real("sigma_after"),
  },
  (t) => [primaryKey({ columns: [t.resultId, t.userId] }), index("league_result_players_user_idx").on(t.userId)],
);

/** Each player's season so far: derived from the counted results (a recomputation rebuilds it), kept for fast standings. */
export const leagueRatings = sqliteTable(
  "league_ratings",
  {
    leagueId: text("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    season: integer("season").notNull(),
    userId: text("user_id").notNull(),
    mu: real("mu").notNull(),
    sigma: real("sigma").notNull(),
    games: integer("games").notNull(),
    wins: integer("wins").notNull(),
    losses: integer("losses").notNull(),
    draws: integer("draws").notNull(),
    lastAt: integer("last_at").notNull(),
    recent: text("recent", { mode: "json" }).$type<number[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.season, t.userId] })],
);

/** A Swiss event inside a league season. */
export const leagueEvents = sqliteTable(
  "league_events",
  {
    id: text("id").primaryKey(),
    leagueId: text("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    season: integer("season").notNull(),
    name: text("name").notNull(),
    key: text("key").notNull(),
    status: text("status", { enum: EVENT_STATUSES }).notNull(),
    /** Swiss rounds to play (fixed when it starts), and the top cut's size (0: none). */
    rounds: integer("rounds"),
    topCut: integer("top_cut").notNull(),
    /** The current round (0 before the first pairing). */
    round: integer("round").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: integer("created_at").notNull(),
    champion: text("champion"),
    /** Its settings (format, clock, decks...); a setting missing here reads as before it existed. */
    settings: text("settings", { mode: "json" })
      .$type<Partial<EventSettings>>()
      .notNull()
      .default(sql`'{}'`),
    messageId: text("message_id"),
    checkInEndsAt: integer("check_in_ends_at"),
    roundStartedAt: integer("round_started_at"),
    roundEndsAt: integer("round_ends_at"),
  },
  (t) => [uniqueIndex("league_events_key_idx").on(t.leagueId, t.key)],
);

export const eventPlayers = sqliteTable(
  "league_event_players",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => leagueEvents.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    /** The random seeding drawn at the start: the last tie-breaker and round one's order. */
    seed: integer("seed"),
    dropped: integer("dropped", { mode: "boolean" }).notNull(),
    joinedAt: integer("joined_at").notNull(),
    /** The registered deck, copied at registration (hidden until the event publishes its lists). */
    deck: text("deck", { mode: "json" }).$type<RegisteredDeck>(),
    checkedIn: integer("checked_in", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/** One pairing of an event round (`b` null: a bye); game counts from `a`'s side once reported. */
export const eventMatches = sqliteTable(
  "league_event_matches",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => leagueEvents.id, { onDelete: "cascade" }),
    round: integer("round").notNull(),
    number: integer("number").notNull(),
    stage: text("stage", { enum: ["swiss", "cut"] }).notNull(),
    a: text("a").notNull(),
    b: text("b"),
    aWins: integer("a_wins").notNull(),
    bWins: integer("b_wins").notNull(),
    draws: integer("draws").notNull(),
    reported: integer("reported", { mode: "boolean" }).notNull(),
    reportedBy: text("reported_by"),
    forfeit: text("forfeit", { enum: FORFEITS }),
    /** The thread (or channel) its tables are in. */
    channelId: text("channel_id"),
    extraMs: integer("extra_ms").notNull().default(0),
    timeTurn: integer("time_turn"),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.round, t.number] })],
);

/** One pod of a pod event's round: its players in seat order with their places once reported (a pod of one: a bye). */
export const eventPods = sqliteTable(
  "league_event_pods",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => leagueEvents.id, { onDelete: "cascade" }),
    round: integer("round").notNull(),
    number: integer("number").notNull(),
    stage: text("stage", { enum: ["swiss", "final"] }).notNull(),
    places: text("places", { mode: "json" }).$type<Placing[]>().notNull(),
    reported: integer("reported", { mode: "boolean" }).notNull(),
    reportedBy: text("reported_by"),
    forfeit: text("forfeit", { enum: FORFEITS }),
    channelId: text("channel_id"),
    extraMs: integer("extra_ms").notNull().default(0),
    timeTurn: integer("time_turn"),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.round, t.number] })],
);
