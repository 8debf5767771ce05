import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, max, notInArray, sql } from "drizzle-orm";
import type { PlayerRecord, RatingStep } from "../../ranking/season.ts";
import { randomId } from "../ids.ts";
import {
  nameKey,
  pendingResultRow,
  playerRecord,
  resultPlayer,
  settingsSet,
  type League,
  type LeagueSettings,
  type LeagueStore,
  type Member,
  type NewLeague,
  type NewResult,
  type ResultPlayer,
  type ResultRecord,
} from "../leagues.ts";
import type { ResultStatus } from "../enums.ts";
import { leagueMembers, leagueRatings, leagueResults, leagues, resultPlayers, seasons, tables } from "./schema.ts";
import { writeTx, type Database, type Db, type Query, type Tx } from "./open.ts";

/** The league store on the embedded SQLite file; counting is one IMMEDIATE transaction. */
export class SqliteLeagueStore implements LeagueStore {
  private readonly db: Db;

  constructor(
    database: Database,
    private readonly clock: () => number = Date.now,
    private readonly newId: () => string = randomId,
  ) {
    this.db = database.db;
  }

  /** Null when the server already has a league of that name. */
  async createLeague(input: NewLeague): Promise<League | null> {
    const now = this.clock();
    const id = this.newId();
    return writeTx(this.db, (tx) => {
      const taken = tx
        .select({ id: leagues.id })
        .from(leagues)
        .where(and(eq(leagues.guildId, input.guildId), eq(leagues.key, nameKey(input.name))))
        .get();
      if (taken) return null;
      tx.insert(leagues)
        .values({ ...input, id, key: nameKey(input.name), season: 1, seasonRunning: true, createdAt: now })
        .run();
      tx.insert(seasons).values({ leagueId: id, season: 1, startedAt: now }).run();
      return this.leagueIn(tx, id);
    });
  }

  async league(id: string): Promise<League | null> {
    return this.leagueIn(this.db, id);
  }

  private leagueIn(q: Query, id: string): League | null {
    const row = q.select().from(leagues).where(eq(leagues.id, id)).get();
    if (!row) return null;
    const { key: _key, ...league } = row;
    return league;
  }

  async leagueNamed(guildId: string, name: string): Promise<League | null> {
    const row = this.db
      .select({ id: leagues.id })
      .from(leagues)
      .where(and(eq(leagues.guildId, guildId), eq(leagues.key, nameKey(name))))
      .get();
    return row ? this.leagueIn(this.db, row.id) : null;
  }

  /** A server's leagues (of one game, when given), by name. */
  async leaguesIn(guildId: string, game?: string): Promise<League[]> {
    const where =
      game === undefined ? eq(leagues.guildId, guildId) : and(eq(leagues.guildId, guildId), eq(leagues.game, game));
    return this.db
      .select({ id: leagues.id })
      .from(leagues)
      .where(where)
      .orderBy(asc(leagues.key))
      .all()
      .map((r) => this.leagueIn(this.db, r.id) as League);
  }

  /**
   * Changes the settings that do not touch ratings: games before ranking, report time, admin role (null: none).
   * Decay is fixed at creation: a recomputation replays every result with it.
   */
  async updateSettings(id: string, changes: LeagueSettings): Promise<League | null> {
    if (Object.keys(changes).length > 0)
      this.db.update(leagues).set(settingsSet(changes, leagues)).where(eq(leagues.id, id)).run();
    return this.leagueIn(this.db, id);
  }

  async publicLeague(webId: string): Promise<League | null> {
    const row = this.db
      .select({ id: leagues.id })
      .from(leagues)
      .where(and(eq(leagues.webId, webId), eq(leagues.public, true)))
      .get();
    return row ? this.leagueIn(this.db, row.id) : null;
  }

  /** Ends the running season: its standings stay as they are. Null when no season is running. */
  async endSeason(id: string): Promise<League | null> {
    const now = this.clock();
    return writeTx(this.db, (tx) => {
      const league = this.leagueIn(tx, id);
      if (!league?.seasonRunning) return null;
      tx.update(leagues).set({ seasonRunning: false }).where(eq(leagues.id, id)).run();
      tx.update(seasons)
        .set({ endedAt: now })
        .where(and(eq(seasons.leagueId, id), eq(seasons.season, league.season)))
        .run();
      return this.leagueIn(tx, id);
    });
  }

  /** Starts the next season with fresh ratings. Null while one is running. */
  async startSeason(id: string): Promise<League | null> {
    const now = this.clock();
    return writeTx(this.db, (tx) => {
      const league = this.leagueIn(tx, id);
      if (!league || league.seasonRunning) return null;
      const season = league.season + 1;
      tx.update(leagues).set({ season, seasonRunning: true }).where(eq(leagues.id, id)).run();
      tx.insert(seasons).values({ leagueId: id, season, startedAt: now }).run();
      return this.leagueIn(tx, id);
    });
  }

  async seasonDates(id: string, season: number): Promise<{ startedAt: number; endedAt: number | null } | null> {
    return (
      this.db
        .select({ startedAt: seasons.startedAt, endedAt: seasons.endedAt })
        .from(seasons)
        .where(and(eq(seasons.leagueId, id), eq(seasons.season, season)))
        .get() ?? null
    );
  }

  /** Joins (or joins again after leaving); false when already a member. */
  async join(leagueId: string, userId: string, name: string): Promise<boolean> {
    const now = this.clock();
    return writeTx(this.db, (tx) => {
      const row = tx
        .select()
        .from(leagueMembers)
        .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)))
        .get();
      if (row && row.leftAt === null) return false;
      tx.insert(leagueMembers)
        .values({ leagueId, userId, name, joinedAt: now })
        .onConflictDoUpdate({
          target: [leagueMembers.leagueId, leagueMembers.userId],
          set: { name, joinedAt: now, leftAt: null },
        })
        .run();
      return true;
    });
  }

  /** False when not a member. Results stay. */
  async leave(leagueId: string, userId: string): Promise<boolean> {
    const done = this.db
      .update(leagueMembers)
      .set({ leftAt: this.clock() })
      .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId), isNull(leagueMembers.leftAt)))
      .run();
    return done.changes > 0;
  }

  async isMember(leagueId: string, userId: string): Promise<boolean> {
    const row = this.db
      .select({ userId: leagueMembers.userId })
      .from(leagueMembers)
      .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId), isNull(leagueMembers.leftAt)))
      .get();
    return row !== undefined;
  }

  /** Everyone who ever joined (those who left too: their results still show), by join time. */
  async members(leagueId: string): Promise<Member[]> {
    return this.db
      .select({
        userId: leagueMembers.userId,
        name: leagueMembers.name,
        joinedAt: leagueMembers.joinedAt,
        leftAt: leagueMembers.leftAt,
      })
      .from(leagueMembers)
      .where(eq(leagueMembers.leagueId, leagueId))
      .orderBy(asc(leagueMembers.joinedAt), asc(leagueMembers.userId))
      .all();
  }

  /** Null when the result of that table was recorded already; `rate` rates it when it counts at once. */
  async addResult(input: NewResult, rate: RatingStep): Promise<ResultRecord | null> {
    const now = this.clock();
    const id = this.newId();
    return writeTx(this.db, (tx) => {
      if (
        input.tableId !== undefined &&
        tx.select({ id: leagueResults.id }).from(leagueResults).where(eq(leagueResults.tableId, input.tableId)).get()
      )
        return null;
      tx.insert(leagueResults)
        .values(pendingResultRow(id, input, now))
        .run();
      tx.insert(resultPlayers)
        .values(input.players.map((p) => ({ resultId: id, userId: p.userId, place: p.place, confirmed: p.confirmed })))
        .run();
      if (input.status === "counted") this.countIn(tx, id, now, rate);
      if (input.status === "rejected")
        tx.update(leagueResults).set({ status: "rejected" }).where(eq(leagueResults.id, id)).run();
      return this.loadResult(tx, id);
    });
  }

  async result(id: string): Promise<ResultRecord | null> {
    return this.loadResult(this.db, id);
  }

  /** Where the report's message is, so later presses and expiry can update it. */
  async setMessage(id: string, channelId: string, messageId: string): Promise<void> {
    this.db.update(leagueResults).set({ channelId, messageId }).where(eq(leagueResults.id, id)).run();
  }

  /** A named player confirms a waiting report; null when it is not waiting any more (or not theirs to confirm). */
  async confirm(id: string, userId: string): Promise<ResultRecord | null> {
    return writeTx(this.db, (tx) => {
      const result = this.loadResult(tx, id);
      if (result?.status !== "pending" || !result.players.some((p) => p.userId === userId)) return null;
      tx.update(resultPlayers)
        .set({ confirmed: true })
        .where(and(eq(resultPlayers.resultId, id), eq(resultPlayers.userId, userId)))
        .run();
      return this.loadResult(tx, id);
    });
  }

  /** Moves a result from one of `from` to `to`; null when it was in none of them (someone else moved it first). */
  async setStatus(
    id: string,
    from: ResultStatus[],
    to: Exclude<ResultStatus, "counted">,
    resolvedBy: string | null = null,
  ): Promise<ResultRecord | null> {
    return writeTx(this.db, (tx) => {
      const done = tx
        .update(leagueResults)
        .set({ status: to, ...(resolvedBy ? { resolvedBy } : {}) })
        .where(and(eq(leagueResults.id, id), inArray(leagueResults.status, from)))
        .run();
      return done.changes === 0 ? null : this.loadResult(tx, id);
    });
  }

  /** Counts a waiting or disputed result now, rated by `rate`; null when it is in neither state any more. */
  async count(id: string, rate: RatingStep, resolvedBy: string | null = null): Promise<ResultRecord | null> {
    const now = this.clock();
    return writeTx(this.db, (tx) => {
      const result = this.loadResult(tx, id);
      if (result?.status !== "pending" && result?.status !== "disputed") return null;
      if (resolvedBy) tx.update(leagueResults).set({ resolvedBy }).where(eq(leagueResults.id, id)).run();
      this.countIn(tx, id, now, rate);
      return this.loadResult(tx, id);
    });
  }

  /** Waiting reports whose time ran out, now marked expired. */
  async expire(): Promise<ResultRecord[]> {
    const now = this.clock();
    return writeTx(this.db, (tx) => {
      const due = tx
        .select({ id: leagueResults.id })
        .from(leagueResults)
        .where(and(eq(leagueResults.status, "pending"), lte(leagueResults.expiresAt, now)))
        .all();
      if (due.length === 0) return [];
      const ids = due.map((r) => r.id);
      tx.update(leagueResults).set({ status: "expired" }).where(inArray(leagueResults.id, ids)).run();
      return this.loadResults(tx, inArray(leagueResults.id, ids));
    });
  }

  /** A season's counted results in counting order. */
  async counted(leagueId: string, season: number): Promise<ResultRecord[]> {
    return this.loadResults(
      this.db,
      and(eq(leagueResults.leagueId, leagueId), eq(leagueResults.season, season), eq(leagueResults.status, "counted")),
      "seq",
    );
  }

  /** A season's counted results, newest first: the latest `limit` (all without one), only one player's with `userId`. */
  async latest(
    leagueId: string,
    season: number,
    options: { userId?: string; limit?: number } = {},
  ): Promise<ResultRecord[]> {
    const base = and(
      eq(leagueResults.leagueId, leagueId),
      eq(leagueResults.season, season),
      eq(leagueResults.status, "counted"),
    );
    const mine =
      options.userId === undefined
        ? undefined
        : this.db
            .select({ id: resultPlayers.resultId })
            .from(resultPlayers)
            .where(eq(resultPlayers.userId, options.userId));
    const where = mine === undefined ? base : and(base, inArray(leagueResults.id, mine));
    if (options.limit === undefined) return this.loadResults(this.db, where, "seq").reverse();
    const ids = this.db
      .select({ id: leagueResults.id })
      .from(leagueResults)
      .where(where)
      .orderBy(desc(leagueResults.seq))
      .limit(options.limit)
      .all()
      .map((r) => r.id);
    if (ids.length === 0) return [];
    return this.loadResults(this.db, inArray(leagueResults.id, ids), "seq").reverse();
  }

  /** How many results a season has counted. */
  async countedCount(leagueId: string, season: number): Promise<number> {
    const where = and(
      eq(leagueResults.leagueId, leagueId),
      eq(leagueResults.season, season),
      eq(leagueResults.status, "counted"),
    );
    return (
      this.db
        .select({ n: sql<number>`count(*)` })
        .from(leagueResults)
        .where(where)
        .get()?.n ?? 0
    );
  }

  /** League tables finished since `since` whose result was never recorded (a crash came between the two). */
  async unrecordedTables(since: number): Promise<string[]> {
    const recorded = this.db
      .select({ id: leagueResults.tableId })
      .from(leagueResults)
      .where(isNotNull(leagueResults.tableId));
    return this.db
      .select({ id: tables.id })
      .from(tables)
      .where(
        and(
          isNotNull(tables.leagueId),
          eq(tables.status, "finished"),
          gte(tables.endedAt, since),
          notInArray(tables.id, recorded),
        ),
      )
      .all()
      .map((r) => r.id);
  }

  /** Reports still waiting for confirmations or for the admins. */
  async open(leagueId: string): Promise<ResultRecord[]> {
    return this.loadResults(
      this.db,
      and(eq(leagueResults.leagueId, leagueId), inArray(leagueResults.status, ["pending", "disputed"])),
    );
  }

  /** Every player's season so far, as the counted results left it. */
  async ratings(leagueId: string, season: number): Promise<PlayerRecord[]> {
    return this.db
      .select()
      .from(leagueRatings)
      .where(and(eq(leagueRatings.leagueId, leagueId), eq(leagueRatings.season, season)))
      .all()
      .map(playerRecord);
  }

  /** Rates the result with `rate` against its players' stored ratings, writes its changes, gives it the next place. */
  private countIn(tx: Tx, id: string, now: number, rate: RatingStep): void {
    const result = this.loadResult(tx, id) as ResultRecord;
    const league = this.leagueIn(tx, result.leagueId) as League;
    const top = tx
      .select({ seq: max(leagueResults.seq) })
      .from(leagueResults)
      .where(and(eq(leagueResults.leagueId, result.leagueId), eq(leagueResults.season, result.season)))
      .get();
    const seq = (top?.seq ?? 0) + 1;
    const userIds = result.players.map((p) => p.userId);
    const where = and(
      eq(leagueRatings.leagueId, result.leagueId),
      eq(leagueRatings.season, result.season),
      inArray(leagueRatings.userId, userIds),
    );
    const records = new Map(
      tx
        .select()
        .from(leagueRatings)
        .where(where)
        .all()
        .map((r) => [r.userId, playerRecord(r)]),
    );
    const changes = rate(records, { at: now, players: result.players }, league.decayDays);
    for (const change of changes) {
      tx.update(resultPlayers)
        .set({
          muBefore: change.before.mu,
          sigmaBefore: change.before.sigma,
          muAfter: change.after.mu,
          sigmaAfter: change.after.sigma,
        })
        .where(and(eq(resultPlayers.resultId, id), eq(resultPlayers.userId, change.userId)))
        .run();
      const r = records.get(change.userId) as PlayerRecord;
      const row = {
        mu: r.skill.mu,
        sigma: r.skill.sigma,
        games: r.games,
        wins: r.wins,
        losses: r.losses,
        draws: r.draws,
        lastAt: r.lastAt,
        recent: r.recent,
      };
      tx.insert(leagueRatings)
        .values({ leagueId: result.leagueId, season: result.season, userId: change.userId, ...row })
        .onConflictDoUpdate({ target: [leagueRatings.leagueId, leagueRatings.season, leagueRatings.userId], set: row })
        .run();
    }
    tx.update(leagueResults).set({ status: "counted", seq, countedAt: now }).where(eq(leagueResults.id, id)).run();
  }

  private loadResult(q: Query, id: string): ResultRecord | null {
    return this.loadResults(q, eq(leagueResults.id, id))[0] ?? null;
  }

  /** Results matching `where` with their players: two queries whatever the count. */
  private loadResults(q: Query, where: ReturnType<typeof and>, order: "seq" | "created" = "created"): ResultRecord[] {
    const rows = q
      .select()
      .from(leagueResults)
      .where(where)
      .orderBy(
        order === "seq" ? asc(leagueResults.seq) : asc(leagueResults.createdAt),
        asc(sql`${leagueResults}.rowid`),
      )
      .all();
    if (rows.length === 0) return [];
    const matching = q.select({ id: leagueResults.id }).from(leagueResults).where(where);
    const players = new Map<string, ResultPlayer[]>();
    const playerRows = q
      .select()
      .from(resultPlayers)
      .where(inArray(resultPlayers.resultId, matching))
      .orderBy(asc(resultPlayers.place), asc(sql`${resultPlayers}.rowid`))
      .all();
    for (const p of playerRows) {
      let list = players.get(p.resultId);
      if (!list) players.set(p.resultId, (list = []));
      list.push(resultPlayer(p));
    }
    return rows.map((r) => ({ ...r, players: players.get(r.id) ?? [] }));
  }
}
