import type { DeckStore } from "./decks.ts";
import { randomId } from "./ids.ts";
import type { EventStore } from "./league-events.ts";
import type { LeagueStore } from "./leagues.ts";
import { SqliteDeckStore } from "./sqlite/decks.ts";
import { SqliteEventStore } from "./sqlite/league-events.ts";
import { SqliteLeagueStore } from "./sqlite/leagues.ts";
import { SqliteMatchStore } from "./sqlite/matches.ts";
import { databasePath, openDatabase } from "./sqlite/open.ts";
import type { MatchStore } from "./store.ts";

/** Every store of one database, whichever engine holds it. */
export interface Stores {
  readonly backend: "sqlite" | "postgres";
  /** Whether what is stored outlives the process (not so for an in-memory SQLite database). */
  readonly persistent: boolean;
  readonly matches: MatchStore;
  readonly leagues: LeagueStore;
  readonly events: EventStore;
  readonly decks: DeckStore;
  close(): Promise<void>;
}

export interface StoreConfig {
  /** The SQLite file (or ":memory:"), used when there is no URL. */
  databasePath: string;
  /** A `postgres://` URL selects PostgreSQL. */
  databaseUrl?: string;
  clock?: () => number;
  /** New row ids (tables, leagues, results, events); random by default. */
  newId?: () => string;
}

/** The database the environment names: PostgreSQL with DATABASE_URL, else the SQLite file at DATABASE_PATH. */
export function storeConfig(env: NodeJS.ProcessEnv = process.env): Omit<StoreConfig, "clock"> {
  const url = env.DATABASE_URL?.trim();
  return url ? { databasePath: databasePath(env), databaseUrl: url } : { databasePath: databasePath(env) };
}

/** Opens the database the configuration names and applies its pending migrations. */
export async function openStores(config: StoreConfig): Promise<Stores> {
  const clock = config.clock ?? Date.now;
  const newId = config.newId ?? randomId;
  if (config.databaseUrl) {
    const { openPostgresStores } = await import("./postgres/stores.ts");
    return openPostgresStores(config.databaseUrl, clock, newId);
  }
  const database = openDatabase(config.databasePath);
  return {
    backend: "sqlite",
    persistent: database.path !== ":memory:" && database.path !== "",
    matches: new SqliteMatchStore(database, clock, newId),
    leagues: new SqliteLeagueStore(database, clock, newId),
    events: new SqliteEventStore(database, clock, newId),
    decks: new SqliteDeckStore(database, clock),
    close: async () => database.close(),
  };
}
