import { openDatabase, type Database } from "../../src/db/open.ts";
import { EventStore } from "../../src/db/league-events.ts";
import { LeagueStore, type League } from "../../src/db/leagues.ts";
import { EventService } from "../../src/leagues/events.ts";
import { LeagueService, type Actor } from "../../src/leagues/service.ts";
import { tempDir } from "../db/helpers.ts";

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
export const player = (userId: string, roles: string[] = []): Actor => ({ userId, name: userId.toUpperCase(), canManage: false, roles });

export interface LeagueKit {
  database: Database;
  clock: HandClock;
  leagues: LeagueService;
  events: EventService;
  league: League;
  cleanup(): void;
}

/** A fresh SQLite file with one league whose players `members` have joined. */
export function leagueKit(options: { game?: string; decayDays?: number; minGames?: number; members?: string[]; adminRoleId?: string | null; seedOf?: (n: number) => number } = {}): LeagueKit {
  const temp = tempDir();
  const database = openDatabase(temp.file());
  const clock = new HandClock();
  const leagues = new LeagueService(new LeagueStore(database, () => clock.now()), clock);
  const events = new EventService(new EventStore(database, () => clock.now()), leagues, options.seedOf);
  const created = leagues.create(
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
  for (const m of options.members ?? []) leagues.join(created.value, player(m));
  return {
    database,
    clock,
    leagues,
    events,
    league: created.value,
    cleanup: () => {
      database.close();
      temp.cleanup();
    },
  };
}
