import type { PlayerRecord, RatingStep } from "../ranking/season.ts";
import type { Locale } from "../engine/index.ts";
import type { Skill } from "../ranking/rating.ts";
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { ResultSource, ResultStatus } from "./enums.ts";
import { webKeys } from "./ids.ts";

export interface League {
  id: string;
  guildId: string;
  game: string;
  name: string;
  locale: Locale;
  adminRoleId: string | null;
  minGames: number;
  decayDays: number;
  reportHours: number;
  season: number;
  seasonRunning: boolean;
  createdBy: string;
  createdAt: number;
  /** Whether the league's pages are on the web. */
  public: boolean;
  /** The league's id in web addresses, and the secret its pages' other ids are sealed with; null until first public. */
  webId: string | null;
  webSecret: string | null;
}

/** The settings admins change after creation (decay is fixed: a recomputation replays every result with it). */
export type LeagueSettings = Partial<Pick<League, "minGames" | "reportHours" | "adminRoleId" | "public">>;

export type NewLeague = Pick<
  League,
  "guildId" | "game" | "name" | "locale" | "adminRoleId" | "minGames" | "decayDays" | "reportHours" | "createdBy"
>;

export interface Member {
  userId: string;
  name: string;
  joinedAt: number;
  leftAt: number | null;
}

export interface ResultPlayer {
  userId: string;
  place: number;
  confirmed: boolean;
  /** The rating change, once counted. */
  before: Skill | null;
  after: Skill | null;
}

export interface ResultRecord {
  id: string;
  leagueId: string;
  season: number;
  seq: number | null;
  source: ResultSource;
  status: ResultStatus;
  tableId: string | null;
  eventId: string | null;
  reportedBy: string | null;
  channelId: string | null;
  messageId: string | null;
  createdAt: number;
  expiresAt: number | null;
  countedAt: number | null;
  resolvedBy: string | null;
  /** By place, then as given. */
  players: ResultPlayer[];
}

export interface NewResult {
  leagueId: string;
  season: number;
  source: ResultSource;
  /** A closed table that did not count is kept as rejected, so it is reported once. */
  status: "pending" | "counted" | "rejected";
  tableId?: string;
  eventId?: string;
  reportedBy?: string;
  channelId?: string;
  expiresAt?: number;
  players: { userId: string; place: number; confirmed: boolean }[];
}

/** A league or event name as compared: case, width and surrounding space do not make two names different. */
export function nameKey(name: string): string {
  return name.normalize("NFKC").trim().toLowerCase().replace(/\s+/g, " ");
}

/**
 * Leagues, their members and seasons, results (counted, reported and waiting, disputed) and the ratings they make.
 * Counting a result is one transaction that holds the league, takes the next place in the season's order and runs
 * the rating step it is given against the stored ratings, writing what it returns, so two processes can never count
 * two results at one place or rate from stale numbers. The store does no rating of its own.
 */
export interface LeagueStore {
  /** Null when the server already has a league of that name. */
  createLeague(input: NewLeague): Promise<League | null>;
  league(id: string): Promise<League | null>;
  leagueNamed(guildId: string, name: string): Promise<League | null>;
  /** A server's leagues (of one game, when given), by name. */
  leaguesIn(guildId: string, game?: string): Promise<League[]>;
  /**
   * Changes the settings that do not touch ratings: games before ranking, report time, admin role (null: none), and
   * whether its pages are on the web (the first time, with a fresh web id and secret from `webKeys`).
   */
  updateSettings(id: string, changes: LeagueSettings): Promise<League | null>;
  /** The public league with this web id; null for any other (unknown, or not public). */
  publicLeague(webId: string): Promise<League | null>;
  /** Ends the running season: its standings stay as they are. Null when no season is running. */
  endSeason(id: string): Promise<League | null>;
  /** Starts the next season with fresh ratings. Null while one is running. */
  startSeason(id: string): Promise<League | null>;
  seasonDates(id: string, season: number): Promise<{ startedAt: number; endedAt: number | null } | null>;
  /** Joins (or joins again after leaving); false when already a member. */
  join(leagueId: string, userId: string, name: string): Promise<boolean>;
  /** False when not a member. Results stay. */
  leave(leagueId: string, userId: string): Promise<boolean>;
  isMember(leagueId: string, userId: string): Promise<boolean>;
  /** Everyone who ever joined (those who left too: their results still show), by join time. */
  members(leagueId: string): Promise<Member[]>;
  /** Null when the result of that table was recorded already; `rate` rates it when it counts at once. */
  addResult(input: NewResult, rate: RatingStep): Promise<ResultRecord | null>;
  result(id: string): Promise<ResultRecord | null>;
  /** Where the report's message is, so later presses and expiry can update it. */
  setMessage(id: string, channelId: string, messageId: string): Promise<void>;
  /** A named player confirms a waiting report; null when it is not waiting any more (or not theirs to confirm). */
  confirm(id: string, userId: string): Promise<ResultRecord | null>;
  /** Moves a result from one of `from` to `to`; null when it was in none of them (someone else moved it first). */
  setStatus(
    id: string,
    from: ResultStatus[],
    to: Exclude<ResultStatus, "counted">,
    resolvedBy?: string | null,
  ): Promise<ResultRecord | null>;
  /** Counts a waiting or disputed result now, rated by `rate`; null when it is in neither state any more. */
  count(id: string, rate: RatingStep, resolvedBy?: string | null): Promise<ResultRecord | null>;
  /** Waiting reports whose time ran out, now marked expired. */
  expire(): Promise<ResultRecord[]>;
  /** A season's counted results in counting order. */
  counted(leagueId: string, season: number): Promise<ResultRecord[]>;
  /** A season's counted results, newest first: the latest `limit` (all without one), only one player's with `userId`. */
  latest(leagueId: string, season: number, options?: { userId?: string; limit?: number }): Promise<ResultRecord[]>;
  /** How many results a season has counted. */
  countedCount(leagueId: string, season: number): Promise<number>;
  /** League tables finished since `since` whose result was never recorded (a crash came between the two). */
  unrecordedTables(since: number): Promise<string[]>;
  /** Reports still waiting for confirmations or for the admins. */
  open(leagueId: string): Promise<ResultRecord[]>;
  /** Every player's season so far, as the counted results left it. */
  ratings(leagueId: string, season: number): Promise<PlayerRecord[]>;
}

/**
 * The columns a settings change writes, as both stores set them: a league made public for the first time gets its
 * web id and secret (kept ever after, so a link works again whenever the league is public again).
 */
export function settingsSet(
  changes: LeagueSettings,
  columns: { webId: AnyColumn; webSecret: AnyColumn },
): LeagueSettings & { webId?: SQL; webSecret?: SQL } {
  if (changes.public !== true) return changes;
  const fresh = webKeys();
  return {
    ...changes,
    webId: sql`coalesce(${columns.webId}, ${fresh.webId})`,
    webSecret: sql`coalesce(${columns.webSecret}, ${fresh.webSecret})`,
  };
}

/** A new result's row, as both stores insert it: waiting until its players and status are settled. */
export function pendingResultRow(id: string, input: NewResult, now: number) {
  return {
    id,
    leagueId: input.leagueId,
    season: input.season,
    source: input.source,
    status: "pending" as const,
    tableId: input.tableId ?? null,
    eventId: input.eventId ?? null,
    reportedBy: input.reportedBy ?? null,
    channelId: input.channelId ?? null,
    createdAt: now,
    expiresAt: input.expiresAt ?? null,
  };
}

/** A stored rating row as the season code reads it. */
export function playerRecord(r: {
  userId: string;
  mu: number;
  sigma: number;
  games: number;
  wins: number;
  losses: number;
  draws: number;
  lastAt: number;
  recent: number[];
}): PlayerRecord {
  return {
    userId: r.userId,
    skill: { mu: r.mu, sigma: r.sigma },
    games: r.games,
    wins: r.wins,
    losses: r.losses,
    draws: r.draws,
    lastAt: r.lastAt,
    recent: r.recent,
  };
}

/** A result player row with its rating change, once counted. */
export function resultPlayer(p: {
  userId: string;
  place: number;
  confirmed: boolean;
  muBefore: number | null;
  sigmaBefore: number | null;
  muAfter: number | null;
  sigmaAfter: number | null;
}): ResultPlayer {
  return {
    userId: p.userId,
    place: p.place,
    confirmed: p.confirmed,
    before: skillOf(p.muBefore, p.sigmaBefore),
    after: skillOf(p.muAfter, p.sigmaAfter),
  };
}

const skillOf = (mu: number | null, sigma: number | null): Skill | null =>
  mu === null || sigma === null ? null : { mu, sigma };
