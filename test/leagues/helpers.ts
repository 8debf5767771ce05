import type { League } from "../../src/db/leagues.ts";
import type { Stores } from "../../src/db/stores.ts";
import { EventService } from "../../src/leagues/events.ts";
import { LeagueService, type Actor } from "../../src/leagues/service.ts";
import { testDatabase, type Backend, type TestDatabase } from "../db/backends.ts";

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** A clock the test moves by hand. */
export class HandClock {
  constructor(public at = Date.UTC(2026, 10, 1)) {}
  now(): number {
    return this.at;
  }
}

export const manager: Actor = { userId: "boss", name: "Boss", canManage: true, roles: [] };
export const player = (userId: string, roles: string[] = []): Actor => ({
  userId,
  name: userId.toUpperCase(),
  canManage: false,
  roles,
});

export interface LeagueKit {
  db: TestDatabase;
  stores: Stores;
  clock: HandClock;
  leagues: LeagueService;
  events: EventService;
  league: League;
  cleanup(): Promise<void>;
}

/** A fresh database (SQLite unless told) with one league whose players `members` have joined. */
export async function leagueKit(
  options: {
    backend?: Backend;
    game?: string;
    decayDays?: number;
    minGames?: number;
    members?: string[];
    adminRoleId?: string | null;
    seedOf?: (n: number) => number;
  } = {},
): Promise<LeagueKit> {
  const db = await testDatabase(options.backend ?? "sqlite");
  const clock = new HandClock();
  const stores = await db.open(() => clock.now());
  const leagues = new LeagueService(stores.leagues, clock);
  const events = new EventService(stores.events, leagues, clock, options.seedOf);
  const created = await leagues.create(
    {
      guildId: "g1",
      game: options.game ?? "spymaster",
      name: "Test League",
      locale: "en",
      adminRoleId: options.adminRoleId ?? null,
      minGames: options.minGames ?? 3,
      decayDays: options.decayDays ?? 0,
      reportHours: 48,
    },
    manager,
  );
  if (!created.ok) throw new Error(created.refusal.code);
  for (const m of options.members ?? []) await leagues.join(created.value, player(m));
  return {
    db,
    stores,
    clock,
    leagues,
    events,
    league: created.value,
    cleanup: () => db.cleanup(),
  };
}
