import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  max,
  notInArray,
  sql,
  type SQL,
} from "drizzle-orm";
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
import { bytewise, type PgDatabase, type PgDb, type PgQuery, type PgTx } from "./open.ts";
import { leagueMembers, leagueRatings, leagueResults, leagues, resultPlayers, seasons, tables } from "./schema.ts";

/**
 * The league store on PostgreSQL. A read-then-write first locks the row it depends on: the result being confirmed
 * or counted, and for counting the league too, so results of one league are counted one at a time, each at the next
 * place and against the ratings the previous one left.
 */
export class PgLeagueStore implements LeagueStore {
  private readonly db: PgDb;

  constructor(
    database: PgDatabase,
    private readonly clock: () => number = Date.now,
    private readonly newId: () => string = randomId,
  ) {
    this.db = database.db;
  }

  createLeague(input: NewLeague): Promise<League | null> {
    const now = this.clock();
    const id = this.newId();
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(leagues)
        .values({ ...input, id, key: nameKey(input.name), season: 1, seasonRunning: true, createdAt: now })
        .onConflictDoNothing({ target: [leagues.guildId, leagues.key] })
        .returning({ id: leagues.id });
      if (inserted.length === 0) return null;
      await tx.insert(seasons).values({ leagueId: id, season: 1, startedAt: now });
      return leagueIn(tx, id);
    });
  }

  league(id: string): Promise<League | null> {
    return leagueIn(this.db, id);
  }

  async leagueNamed(guildId: string, name: string): Promise<League | null> {
    const [row] = await this.db
      .select({ id: leagues.id })
      .from(leagues)
      .where(and(eq(leagues.guildId, guildId), eq(leagues.key, nameKey(name))));
    return row ? leagueIn(this.db, row.id) : null;
  }

  async leaguesIn(guildId: string, game?: string): Promise<League[]> {
    const where =
      game === undefined ? eq(leagues.guildId, guildId) : and(eq(leagues.guildId, guildId), eq(leagues.game, game));
    const rows = await this.db
      .select()
      .from(leagues)
      .where(where)
      .orderBy(asc(bytewise(leagues.key)));
    return rows.map(withoutKey);
  }

  async updateSettings(id: string, changes: LeagueSettings): Promise<League | null> {
    if (Object.keys(changes).length > 0)
      await this.db.update(leagues).set(settingsSet(changes, leagues)).where(eq(leagues.id, id));
    return leagueIn(this.db, id);
  }

  async publicLeague(webId: string): Promise<League | null> {
    const [row] = await this.db
      .select({ id: leagues.id })
      .from(leagues)
      .where(and(eq(leagues.webId, webId), eq(leagues.public, true)));
    return row ? leagueIn(this.db, row.id) : null;
  }

  endSeason(id: string): Promise<League | null> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const league = await leagueIn(tx, id, true);
      if (!league?.seasonRunning) return null;
      await tx.update(leagues).set({ seasonRunning: false }).where(eq(leagues.id, id));
      await tx
        .update(seasons)
        .set({ endedAt: now })
        .where(and(eq(seasons.leagueId, id), eq(seasons.season, league.season)));
      return leagueIn(tx, id);
    });
  }

  startSeason(id: string): Promise<League | null> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const league = await leagueIn(tx, id, true);
      if (!league || league.seasonRunning) return null;
      const season = league.season + 1;
      await tx.update(leagues).set({ season, seasonRunning: true }).where(eq(leagues.id, id));
      await tx.insert(seasons).values({ leagueId: id, season, startedAt: now });
      return leagueIn(tx, id);
    });
  }

  async seasonDates(id: string, season: number): Promise<{ startedAt: number; endedAt: number | null } | null> {
    const [row] = await this.db
      .select({ startedAt: seasons.startedAt, endedAt: seasons.endedAt })
      .from(seasons)
      .where(and(eq(seasons.leagueId, id), eq(seasons.season, season)));
    return row ?? null;
  }

  async join(leagueId: string, userId: string, name: string): Promise<boolean> {
    const now = this.clock();
    // Joins, or joins again after leaving; a member already in changes nothing.
    const joined = await this.db
      .insert(leagueMembers)
      .values({ leagueId, userId, name, joinedAt: now })
      .onConflictDoUpdate({
        target: [leagueMembers.leagueId, leagueMembers.userId],
        set: { name, joinedAt: now, leftAt: null },
        setWhere: isNotNull(leagueMembers.leftAt),
      })
      .returning({ userId: leagueMembers.userId });
    return joined.length > 0;
  }

  async leave(leagueId: string, userId: string): Promise<boolean> {
    const done = await this.db
      .update(leagueMembers)
      .set({ leftAt: this.clock() })
      .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId), isNull(leagueMembers.leftAt)))
      .returning({ userId: leagueMembers.userId });
    return done.length > 0;
  }

  async isMember(leagueId: string, userId: string): Promise<boolean> {
    const rows = await this.db
      .select({ userId: leagueMembers.userId })
      .from(leagueMembers)
      .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId), isNull(leagueMembers.leftAt)));
    return rows.length > 0;
  }

  members(leagueId: string): Promise<Member[]> {
    return this.db
      .select({
        userId: leagueMembers.userId,
        name: leagueMembers.name,
        joinedAt: leagueMembers.joinedAt,
        leftAt: leagueMembers.leftAt,
      })
      .from(leagueMembers)
      .where(eq(leagueMembers.leagueId, leagueId))
      .orderBy(asc(leagueMembers.joinedAt), asc(bytewise(leagueMembers.userId)));
  }

  addResult(input: NewResult, rate: RatingStep): Promise<ResultRecord | null> {
    const now = this.clock();
    const id = this.newId();
    return this.db.transaction(async (tx) => {
      // A result counted at once holds its league before anything else (see countIn).
      if (input.status === "counted") await leagueIn(tx, input.leagueId, true);
      const inserted = await tx
        .insert(leagueResults)
        .values(pendingResultRow(id, input, now))
        // A table's result is recorded once: its table id is unique.
        .onConflictDoNothing({ target: leagueResults.tableId })
        .returning({ id: leagueResults.id });
      if (inserted.length === 0) return null;
      await tx
        .insert(resultPlayers)
        .values(input.players.map((p) => ({ resultId: id, userId: p.userId, place: p.place, confirmed: p.confirmed })));
      if (input.status === "counted") await countIn(tx, id, now, rate);
      if (input.status === "rejected")
        await tx.update(leagueResults).set({ status: "rejected" }).where(eq(leagueResults.id, id));
      return loadResult(tx, id);
    });
  }

  result(id: string): Promise<ResultRecord | null> {
    return loadResult(this.db, id);
  }

  async setMessage(id: string, channelId: string, messageId: string): Promise<void> {
    await this.db.update(leagueResults).set({ channelId, messageId }).where(eq(leagueResults.id, id));
  }

  confirm(id: string, userId: string): Promise<ResultRecord | null> {
    return this.db.transaction(async (tx) => {
      const result = await loadResult(tx, id, true);
      if (result?.status !== "pending" || !result.players.some((p) => p.userId === userId)) return null;
      await tx
        .update(resultPlayers)
        .set({ confirmed: true })
        .where(and(eq(resultPlayers.resultId, id), eq(resultPlayers.userId, userId)));
      return loadResult(tx, id);
    });
  }

  setStatus(
    id: string,
    from: ResultStatus[],
    to: Exclude<ResultStatus, "counted">,
    resolvedBy: string | null = null,
  ): Promise<ResultRecord | null> {
    return this.db.transaction(async (tx) => {
      const done = await tx
        .update(leagueResults)
        .set({ status: to, ...(resolvedBy ? { resolvedBy } : {}) })
        .where(and(eq(leagueResults.id, id), inArray(leagueResults.status, from)))
        .returning({ id: leagueResults.id });
      return done.length === 0 ? null : loadResult(tx, id);
    });
  }

  count(id: string, rate: RatingStep, resolvedBy: string | null = null): Promise<ResultRecord | null> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ leagueId: leagueResults.leagueId })
        .from(leagueResults)
        .where(eq(leagueResults.id, id));
      if (!owner) return null;
      await leagueIn(tx, owner.leagueId, true);
      const result = await loadResult(tx, id, true);
      if (result?.status !== "pending" && result?.status !== "disputed") return null;
      if (resolvedBy) await tx.update(leagueResults).set({ resolvedBy }).where(eq(leagueResults.id, id));
      await countIn(tx, id, now, rate);
      return loadResult(tx, id);
    });
  }

  expire(): Promise<ResultRecord[]> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const due = await tx
        .update(leagueResults)
        .set({ status: "expired" })
        .where(and(eq(leagueResults.status, "pending"), lte(leagueResults.expiresAt, now)))
        .returning({ id: leagueResults.id });
      if (due.length === 0) return [];
      return loadResults(
        tx,
        inArray(
          leagueResults.id,
          due.map((r) => r.id),
        ),
      );
    });
  }

  counted(leagueId: string, season: number): Promise<ResultRecord[]> {
    return loadResults(
      this.db,
      and(eq(leagueResults.leagueId, leagueId), eq(leagueResults.season, season), eq(leagueResults.status, "counted")),
      "seq",
    );
  }

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
    if (options.limit === undefined) return (await loadResults(this.db, where, "seq")).reverse();
    const ids = (
      await this.db
        .select({ id: leagueResults.id })
        .from(leagueResults)
        .where(where)
        .orderBy(desc(leagueResults.seq))
        .limit(options.limit)
    ).map((r) => r.id);
    if (ids.length === 0) return [];
    return (await loadResults(this.db, inArray(leagueResults.id, ids), "seq")).reverse();
  }

  async countedCount(leagueId: string, season: number): Promise<number> {
    const where = and(
      eq(leagueResults.leagueId, leagueId),
      eq(leagueResults.season, season),
      eq(leagueResults.status, "counted"),
    );
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(leagueResults)
      .where(where);
    return row?.n ?? 0;
  }

  async unrecordedTables(since: number): Promise<string[]> {
    const recorded = this.db
      .select({ id: leagueResults.tableId })
      .from(leagueResults)
      .where(isNotNull(leagueResults.tableId));
    const rows = await this.db
      .select({ id: tables.id })
      .from(tables)
      .where(
        and(
          isNotNull(tables.leagueId),
          eq(tables.status, "finished"),
          gte(tables.endedAt, since),
          notInArray(tables.id, recorded),
        ),
      );
    return rows.map((r) => r.id);
  }

  open(leagueId: string): Promise<ResultRecord[]> {
    return loadResults(
      this.db,
      and(eq(leagueResults.leagueId, leagueId), inArray(leagueResults.status, ["pending", "disputed"])),
    );
  }

  async ratings(leagueId: string, season: number): Promise<PlayerRecord[]> {
    const rows = await this.db
      .select()
      .from(leagueRatings)
      .where(and(eq(leagueRatings.leagueId, leagueId), eq(leagueRatings.season, season)));
    return rows.map(playerRecord);
  }
}

function withoutKey(row: typeof leagues.$inferSelect): League {
  const { key: _key, ...league } = row;
  return league;
}

/** The league; with `lock`, held until the transaction ends (counting and season changes take it first). */
async function leagueIn(q: PgQuery, id: string, lock = false): Promise<League | null> {
  const query = q.select().from(leagues).where(eq(leagues.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ? withoutKey(row) : null;
}

/**
 * Rates the result with `rate` against its players' stored ratings, writes the changes and gives it the season's next
 * place. The caller holds the league's row from the start of its transaction: taken later, two counting transactions
 * that each inserted rows referring to the league (which share-locks it) would wait on each other.
 */
async function countIn(tx: PgTx, id: string, now: number, rate: RatingStep): Promise<void> {
  const result = (await loadResult(tx, id)) as ResultRecord;
  const league = (await leagueIn(tx, result.leagueId)) as League;
  const [top] = await tx
    .select({ seq: max(leagueResults.seq) })
    .from(leagueResults)
    .where(and(eq(leagueResults.leagueId, result.leagueId), eq(leagueResults.season, result.season)));
  const seq = (top?.seq ?? 0) + 1;
  const userIds = result.players.map((p) => p.userId);
  const where = and(
    eq(leagueRatings.leagueId, result.leagueId),
    eq(leagueRatings.season, result.season),
    inArray(leagueRatings.userId, userIds),
  );
  const records = new Map((await tx.select().from(leagueRatings).where(where)).map((r) => [r.userId, playerRecord(r)]));
  const changes = rate(records, { at: now, players: result.players }, league.decayDays);
  for (const change of changes) {
    await tx
      .update(resultPlayers)
      .set({
        muBefore: change.before.mu,
        sigmaBefore: change.before.sigma,
        muAfter: change.after.mu,
        sigmaAfter: change.after.sigma,
      })
      .where(and(eq(resultPlayers.resultId, id), eq(resultPlayers.userId, change.userId)));
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
    await tx
      .insert(leagueRatings)
      .values({ leagueId: result.leagueId, season: result.season, userId: change.userId, ...row })
      .onConflictDoUpdate({ target: [leagueRatings.leagueId, leagueRatings.season, leagueRatings.userId], set: row });
  }
  await tx.update(leagueResults).set({ status: "counted", seq, countedAt: now }).where(eq(leagueResults.id, id));
}

/** The result; with `lock`, its row is held until the transaction ends. */
async function loadResult(q: PgQuery, id: string, lock = false): Promise<ResultRecord | null> {
  if (lock) await q.select({ id: leagueResults.id }).from(leagueResults).where(eq(leagueResults.id, id)).for("update");
  return (await loadResults(q, eq(leagueResults.id, id)))[0] ?? null;
}

/** Results matching `where` with their players: two queries whatever the count. */
async function loadResults(
  q: PgQuery,
  where: SQL | undefined,
  order: "seq" | "created" = "created",
): Promise<ResultRecord[]> {
  const { ord: _ord, ...columns } = getTableColumns(leagueResults);
  const rows = await q
    .select(columns)
    .from(leagueResults)
    .where(where)
    .orderBy(order === "seq" ? asc(leagueResults.seq) : asc(leagueResults.createdAt), asc(leagueResults.ord));
  if (rows.length === 0) return [];
  const matching = q.select({ id: leagueResults.id }).from(leagueResults).where(where);
  const players = new Map<string, ResultPlayer[]>();
  const playerRows = await q
    .select()
    .from(resultPlayers)
    .where(inArray(resultPlayers.resultId, matching))
    .orderBy(asc(resultPlayers.place), asc(resultPlayers.ord));
  for (const p of playerRows) {
    let list = players.get(p.resultId);
    if (!list) players.set(p.resultId, (list = []));
    list.push(resultPlayer(p));
  }
  return rows.map((r) => ({ ...r, players: players.get(r.id) ?? [] }));
}
