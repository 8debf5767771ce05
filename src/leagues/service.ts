import type { Outcome, Parsed, Refusal } from "../engine/index.ts";
import type { League, LeagueSettings, LeagueStore, Member, NewLeague, NewResult, ResultRecord } from "../db/leagues.ts";
import type { TableRecord } from "../db/store.ts";
import type { Clock } from "../tables/clock.ts";
import { conservative, type Skill } from "../ranking/rating.ts";
import { applyResult, replaySeason, standings, type Placing, type Standing } from "../ranking/season.ts";

/** Who asks: their id and name, whether they may manage the server, and their roles there. */
export interface Actor {
  userId: string;
  name: string;
  canManage: boolean;
  roles: readonly string[];
}

export const LEAGUE_LIMITS = {
  minGames: { min: 0, default: 5, max: 100 },
  decayDays: { min: 0, default: 0, max: 365 },
  reportHours: { min: 1, default: 48, max: 24 * 14 },
} as const;
/** Most seats any game has: reports name at most this many players. */
export const MAX_PLACES = 6;
const NAME = /^[^\n\r]{1,40}$/;

/** League and event answers: refused with a reason (`no`), or the value (`yes`). */
export const no = <T>(code: string, params?: Record<string, string | number>): Parsed<T> => ({
  ok: false,
  refusal: params ? { code, params } : { code },
});
export const yes = <T>(value: T): Parsed<T> => ({ ok: true, value });

/** What recording a finished league table came to. */
export type TableCount =
  { counted: true; league: League; result: ResultRecord } | { counted: false; league: League; refusal: Refusal };

/** One point of a player's rating over a season. */
export interface RatingPoint {
  seq: number;
  at: number;
  rating: number;
}

export interface HeadToHead {
  userId: string;
  wins: number;
  losses: number;
  draws: number;
}

export interface Profile {
  userId: string;
  standing: Standing | null;
  points: RatingPoint[];
  recent: ResultRecord[];
  rivals: HeadToHead[];
}

/**
 * Leagues, free of Discord: who may run them, seasons, members, results from tables and reports with their
 * confirmations and disputes, and the standings and profiles the ratings give.
 */
export class LeagueService {
  constructor(
    private readonly store: LeagueStore,
    private readonly clock: Clock,
  ) {}

  isAdmin(league: League, actor: Actor): boolean {
    return actor.canManage || (league.adminRoleId !== null && actor.roles.includes(league.adminRoleId));
  }

  /** Those who may manage the server create leagues; they may name a role whose members run this one with them. */
  async create(input: Omit<NewLeague, "createdBy">, actor: Actor): Promise<Parsed<League>> {
    if (!actor.canManage) return no("league-manage-only");
    const name = input.name.trim();
    if (!NAME.test(name)) return no("league-bad-name");
    const created = await this.store.createLeague({ ...input, name, createdBy: actor.userId });
    return created ? yes(created) : no("league-name-taken", { name });
  }

  /** A league of this server by name. */
  async find(guildId: string, name: string): Promise<Parsed<League>> {
    const league = await this.store.leagueNamed(guildId, name);
    return league ? yes(league) : no("league-unknown", { name });
  }

  /** A league by id; null when there is none (any more). */
  async league(id: string): Promise<League | null> {
    return this.store.league(id);
  }

  /** The public league with this web id; null for any other (unknown, or not public). */
  async publicLeague(webId: string): Promise<League | null> {
    return this.store.publicLeague(webId);
  }

  /** A server's leagues (of one game, when given), by name. */
  async leaguesIn(guildId: string, game?: string): Promise<League[]> {
    return this.store.leaguesIn(guildId, game);
  }

  async join(league: League, actor: Actor): Promise<Parsed<League>> {
    return (await this.store.join(league.id, actor.userId, actor.name))
      ? yes(league)
      : no("league-already-member", { league: league.name });
  }

  async leave(league: League, actor: Actor): Promise<Parsed<League>> {
    return (await this.store.leave(league.id, actor.userId))
      ? yes(league)
      : no("league-not-member", { league: league.name });
  }

  /**
   * Admins change the games before ranking, the report time, the admin role and whether the league's pages are on the
   * web; the rest is fixed at creation.
   */
  async settings(league: League, actor: Actor, changes: LeagueSettings): Promise<Parsed<League>> {
    if (!this.isAdmin(league, actor)) return no("league-admin-only");
    const updated = await this.store.updateSettings(league.id, changes);
    return updated ? yes(updated) : no("league-unknown", { name: league.name });
  }

  /** Admins take a member out of the league (their results stay); they may join again. */
  async remove(league: League, actor: Actor, userId: string): Promise<Parsed<League>> {
    if (!this.isAdmin(league, actor)) return no("league-admin-only");
    return (await this.store.leave(league.id, userId))
      ? yes(league)
      : no("league-not-a-member", { league: league.name });
  }

  async endSeason(league: League, actor: Actor): Promise<Parsed<League>> {
    if (!this.isAdmin(league, actor)) return no("league-admin-only");
    const ended = await this.store.endSeason(league.id);
    return ended ? yes(ended) : no("league-no-season", { league: league.name });
  }

  async startSeason(league: League, actor: Actor): Promise<Parsed<League>> {
    if (!this.isAdmin(league, actor)) return no("league-admin-only");
    const started = await this.store.startSeason(league.id);
    return started ? yes(started) : no("league-season-running", { league: league.name, season: league.season });
  }

  /** Whether the user is a member of the league now. */
  async isMember(league: League, userId: string): Promise<boolean> {
    return this.store.isMember(league.id, userId);
  }

  /** Everyone who ever joined (those who left too), by join time. */
  async members(league: League): Promise<Member[]> {
    return this.store.members(league.id);
  }

  /** When a season started, and ended (null while it runs); null when the league has no such season. */
  async seasonDates(league: League, season: number): Promise<{ startedAt: number; endedAt: number | null } | null> {
    return this.store.seasonDates(league.id, season);
  }

  /** Whether a table for this league may open: the right game, a season running, the host a member. */
  async canHost(league: League, game: string, hostId: string): Promise<Refusal | null> {
    if (league.game !== game) return { code: "league-other-game", params: { league: league.name } };
    if (!league.seasonRunning) return { code: "league-no-season", params: { league: league.name } };
    if (!(await this.isMember(league, hostId))) return { code: "league-join-first", params: { league: league.name } };
    return null;
  }

  /**
   * Records a closed league table once (later calls find it recorded and return null): a finished match counts when
   * a season is running and every human seat belongs to the league (bots never count, and at least two people
   * played); a cancelled one never does.
   */
  async recordTable(table: TableRecord): Promise<TableCount | null> {
    if (table.leagueId === null || table.status !== "finished" || !table.outcome) return null;
    const league = await this.store.league(table.leagueId);
    if (!league) return null;
    const places = humanPlaces(table, table.outcome);
    const refusal = await this.tableRefusal(league, table, places.length);
    const result = await this.add({
      leagueId: league.id,
      season: league.season,
      source: "table",
      status: refusal ? "rejected" : "counted",
      tableId: table.id,
      channelId: table.channelId,
      players: places.map((p) => ({ ...p, confirmed: true })),
    });
    if (!result) return null;
    return refusal ? { counted: false, league, refusal } : { counted: true, league, result };
  }

  private async tableRefusal(league: League, table: TableRecord, people: number): Promise<Refusal | null> {
    if (people < 2) return { code: "league-too-few" };
    const strangers = new Set(
      await this.nonMembers(
        league,
        table.seats.flatMap((s) => (s.userId === null ? [] : [s.userId])),
      ),
    );
    const outsiders = table.seats.filter((s) => s.userId !== null && strangers.has(s.userId));
    if (outsiders.length > 0)
      return { code: "league-outsiders", params: { names: outsiders.map((s) => s.name).join(", ") } };
    if (!league.seasonRunning) return { code: "league-no-season", params: { league: league.name } };
    return null;
  }

  /** Those of `userIds` who are not members of the league now. */
  private async nonMembers(league: League, userIds: readonly string[]): Promise<string[]> {
    const strangers: string[] = [];
    for (const userId of userIds) if (!(await this.isMember(league, userId))) strangers.push(userId);
    return strangers;
  }

  /**
   * A player reports a game played elsewhere: `order` is everyone from first to last (`draw`: all share first). The
   * reporter must be one of them; every other player confirms (or disputes) before it counts.
   */
  async report(
    league: League,
    actor: Actor,
    order: readonly string[],
    draw: boolean,
    players: { min: number; max: number },
    channelId: string,
  ): Promise<Parsed<ResultRecord>> {
    if (!league.seasonRunning) return no("league-no-season", { league: league.name });
    if (!order.includes(actor.userId)) return no("report-not-in-game");
    if (new Set(order).size !== order.length) return no("report-twice");
    if (order.length < Math.max(2, players.min) || order.length > players.max)
      return no("report-player-count", { min: Math.max(2, players.min), max: players.max });
    const strangers = await this.nonMembers(league, order);
    if (strangers.length > 0) return no("report-not-members", { count: strangers.length });
    const result = await this.add({
      leagueId: league.id,
      season: league.season,
      source: "report",
      status: "pending",
      reportedBy: actor.userId,
      channelId,
      expiresAt: this.clock.now() + league.reportHours * 60 * 60 * 1000,
      players: order.map((userId, i) => ({ userId, place: draw ? 1 : i + 1, confirmed: userId === actor.userId })),
    });
    return result ? yes(result) : no("report-gone");
  }

  /** Where a report's message is, so later presses and expiry can update it. */
  async setReportMessage(resultId: string, channelId: string, messageId: string): Promise<void> {
    await this.store.setMessage(resultId, channelId, messageId);
  }

  /** A played match of an event's closed round counts at once, like any result. */
  async recordEventMatch(league: League, eventId: string, places: readonly Placing[]): Promise<void> {
    await this.add({
      leagueId: league.id,
      season: league.season,
      source: "event",
      status: "counted",
      eventId,
      players: places.map((p) => ({ ...p, confirmed: true })),
    });
  }

  /** Records a result; one that counts at once is rated in the same transaction. */
  private async add(input: NewResult): Promise<ResultRecord | null> {
    return this.store.addResult(input, applyResult);
  }

  /** A named opponent confirms; once everyone has, the result counts. */
  async confirm(resultId: string, actor: Actor): Promise<Parsed<ResultRecord>> {
    const waiting = await this.waiting(resultId, actor);
    if (!waiting.ok) return waiting;
    const confirmed = await this.store.confirm(resultId, actor.userId);
    if (!confirmed) return no("report-closed");
    if (!confirmed.players.every((p) => p.confirmed)) return yes(confirmed);
    const counted = await this.store.count(resultId, applyResult);
    return counted ? yes(counted) : no("report-closed");
  }

  /** A named opponent disputes: it waits for the league's admins. */
  async dispute(resultId: string, actor: Actor): Promise<Parsed<ResultRecord>> {
    const waiting = await this.waiting(resultId, actor);
    if (!waiting.ok) return waiting;
    const disputed = await this.store.setStatus(resultId, ["pending"], "disputed", actor.userId);
    return disputed ? yes(disputed) : no("report-closed");
  }

  /** An admin settles a disputed (or still waiting) report: counted as reported, or thrown out. */
  async resolve(league: League, resultId: string, count: boolean, actor: Actor): Promise<Parsed<ResultRecord>> {
    if (!this.isAdmin(league, actor)) return no("league-admin-only");
    const result = await this.store.result(resultId);
    if (result?.leagueId !== league.id) return no("report-unknown", { id: resultId });
    const done = count
      ? await this.store.count(resultId, applyResult, actor.userId)
      : await this.store.setStatus(resultId, ["pending", "disputed"], "rejected", actor.userId);
    return done ? yes(done) : no("report-closed");
  }

  /** Waiting reports whose time ran out, now expired. */
  async expireDue(): Promise<ResultRecord[]> {
    return this.store.expire();
  }

  /** A result of any league by id. */
  async result(id: string): Promise<ResultRecord | null> {
    return this.store.result(id);
  }

  /** Reports still waiting for confirmations or for the admins. */
  async openReports(league: League): Promise<ResultRecord[]> {
    return this.store.open(league.id);
  }

  /** League tables finished since `since` whose result was never recorded (a crash came between the two). */
  async unrecordedTables(since: number): Promise<string[]> {
    return this.store.unrecordedTables(since);
  }

  /** A season's counted results in counting order. */
  async counted(league: League, season: number): Promise<ResultRecord[]> {
    return this.store.counted(league.id, season);
  }

  /** How many results a season has counted. */
  async countedCount(league: League, season: number): Promise<number> {
    return this.store.countedCount(league.id, season);
  }

  /** A season's counted results, newest first: the latest `limit` (all without one), only one player's with `userId`. */
  async history(league: League, season: number, options: { userId?: string; limit?: number }): Promise<ResultRecord[]> {
    return this.store.latest(league.id, season, options);
  }

  /** A season's standings now (the current season unless told). */
  async standings(league: League, season = league.season): Promise<{ ranked: Standing[]; provisional: Standing[] }> {
    const ended = (await this.store.seasonDates(league.id, season))?.endedAt ?? null;
    // An ended season is frozen as it stood at its end: no decay after it.
    const now = ended ?? this.clock.now();
    return standings(await this.store.ratings(league.id, season), {
      now,
      graceDays: league.decayDays,
      minGames: league.minGames,
    });
  }

  /** A player's season: where they stand, their rating after each game, latest results and the opponents they met most. */
  async profile(league: League, userId: string, season = league.season, recentCount = 10): Promise<Profile> {
    const table = await this.standings(league, season);
    const standing = [...table.ranked, ...table.provisional].find((s) => s.userId === userId) ?? null;
    const all = (await this.store.latest(league.id, season, { userId })).reverse();
    const points = all.map((r) => {
      const me = r.players.find((p) => p.userId === userId);
      return { seq: r.seq ?? 0, at: r.countedAt ?? r.createdAt, rating: conservative(me?.after as Skill) };
    });
    const rivals = new Map<string, HeadToHead>();
    for (const r of all) {
      const me = r.players.find((p) => p.userId === userId);
      if (!me) continue;
      for (const other of r.players) {
        if (other.userId === userId) continue;
        const h = rivals.get(other.userId) ?? { userId: other.userId, wins: 0, losses: 0, draws: 0 };
        if (me.place < other.place) h.wins += 1;
        else if (me.place > other.place) h.losses += 1;
        else h.draws += 1;
        rivals.set(other.userId, h);
      }
    }
    const met = [...rivals.values()].sort(
      (a, b) => b.wins + b.losses + b.draws - (a.wins + a.losses + a.draws) || (a.userId < b.userId ? -1 : 1),
    );
    return { userId, standing, points, recent: all.slice(-recentCount).reverse(), rivals: met };
  }

  /**
   * Rebuilds a season from its counted results alone, the way they were counted: the numbers every result and every
   * player should carry. `mismatches` lists what the stored records say otherwise (empty when they agree).
   */
  async recompute(league: League, season = league.season): Promise<{ results: number; mismatches: string[] }> {
    const counted = await this.store.counted(league.id, season);
    const replay = replaySeason(
      counted.map((r) => ({ at: r.countedAt ?? r.createdAt, players: r.players })),
      league.decayDays,
    );
    const mismatches: string[] = [];
    const same = (a: Skill | null, b: Skill): boolean =>
      a !== null && Math.abs(a.mu - b.mu) < 1e-9 && Math.abs(a.sigma - b.sigma) < 1e-9;
    counted.forEach((r, i) => {
      for (const change of replay.changes[i] ?? []) {
        const stored = r.players.find((p) => p.userId === change.userId);
        if (!stored || !same(stored.before, change.before) || !same(stored.after, change.after))
          mismatches.push(`result ${r.id} player ${change.userId}`);
      }
    });
    const stored = new Map((await this.store.ratings(league.id, season)).map((p) => [p.userId, p]));
    for (const [userId, record] of replay.records) {
      const s = stored.get(userId);
      if (
        !s ||
        !same(s.skill, record.skill) ||
        s.games !== record.games ||
        s.wins !== record.wins ||
        s.losses !== record.losses ||
        s.draws !== record.draws
      )
        mismatches.push(`rating ${userId}`);
    }
    if (stored.size !== replay.records.size) mismatches.push("player count");
    return { results: counted.length, mismatches };
  }

  /** Display names of everyone who ever joined. */
  async names(league: League): Promise<Map<string, string>> {
    return new Map((await this.members(league)).map((m) => [m.userId, m.name]));
  }

  private async waiting(resultId: string, actor: Actor): Promise<Parsed<ResultRecord>> {
    const result = await this.store.result(resultId);
    if (!result || result.source !== "report") return no("report-unknown", { id: resultId });
    if (result.status === "pending" && result.expiresAt !== null && result.expiresAt <= this.clock.now()) {
      await this.store.expire();
      return no("report-closed");
    }
    if (result.status !== "pending") return no("report-closed");
    if (!result.players.some((p) => p.userId === actor.userId)) return no("report-not-yours");
    if (result.reportedBy === actor.userId) return no("report-own");
    return yes(result);
  }
}

/**
 * The places of a table's people: the outcome's ranking (or winners first, everyone else second) with bot seats left
 * out, numbered 1, 2, … by group.
 */
export function humanPlaces(table: TableRecord, outcome: Outcome): { userId: string; place: number }[] {
  const seats = table.seats.map((s) => s.seat);
  const ranking = outcome.ranking ?? [outcome.winners, seats.filter((s) => !outcome.winners.includes(s))];
  const placed = new Set(ranking.flat());
  const groups = [...ranking, seats.filter((s) => !placed.has(s))];
  const out: { userId: string; place: number }[] = [];
  let place = 0;
  for (const group of groups) {
    const people = group.map((s) => table.seats[s]?.userId).filter((u): u is string => typeof u === "string");
    if (people.length === 0) continue;
    place += 1;
    for (const userId of people) out.push({ userId, place });
  }
  return out;
}
