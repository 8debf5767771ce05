import type { Stores } from "../stores.ts";
import { PgDeckStore } from "./decks.ts";
import { PgEventStore } from "./league-events.ts";
import { PgLeagueStore } from "./leagues.ts";
import { PgMatchStore } from "./matches.ts";
import { openPostgres } from "./open.ts";

/** Every store on the PostgreSQL database at `url`, migrated. */
export async function openPostgresStores(url: string, clock: () => number, newId: () => string): Promise<Stores> {
  const database = await openPostgres(url);
  return {
    backend: "postgres",
    persistent: true,
    matches: new PgMatchStore(database, clock, newId),
    leagues: new PgLeagueStore(database, clock, newId),
    events: new PgEventStore(database, clock, newId),
    decks: new PgDeckStore(database, clock),
    close: () => database.close(),
  };
}
