import {
  and,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Locale, Match, SeenEvent } from "../../engine/index.ts";
import { randomId } from "../ids.ts";
import {
  guildSettings,
  intents,
  leagues,
  replayConsent,
  seats,
  snapshots,
  tableLog,
  tables,
  users,
  watchers,
} from "./schema.ts";
import {
  ENDED_STATUSES,
  finishedRows,
  lobbyRow,
  OPEN_STATUSES,
  tableSet,
  type IntentEntry,
  type MatchStore,
  type FinishedTable,
  type EventSlot,
  type NewTable,
  type PublicStep,
  type SeatRecord,
  type TableChanges,
  type TableRecord,
  type TableStatus,
  type Watcher,
} from "../store.ts";
import { writeTx, type Database, type Db, type Query, type Tx } from "./open.ts";

const ID_ATTEMPTS = 8;

const recordColumns = { ...getTableColumns(tables), match: snapshots.match, leagueName: leagues.name };
const ofLeague = eq(leagues.id, tables.leagueId);
/** The latest snapshot is the one at the table's seq: the store writes both in the same transaction. */
const latestSnapshot = and(eq(snapshots.tableId, tables.id), eq(snapshots.seq, tables.seq));

/** The match store on the embedded SQLite file: synchronous underneath (better-sqlite3 runs every call to completion), each write one IMMEDIATE transaction. */
export class SqliteMatchStore implements MatchStore {
  private readonly db: Db;
  /** The hot path (every click reads a table a few times) runs prepared statements, not freshly built queries. */
  private readonly tableById;
  private readonly seatsById;
  private readonly latestLog;

  constructor(
    database: Database,
    private readonly clock: () => number = Date.now,
    private readonly newId: () => string = randomId,
  ) {
    this.db = database.db;
    const id = sql.placeholder("id");
    this.tableById = this.db
      .select(recordColumns)
      .from(tables)
      .leftJoin(snapshots, latestSnapshot)
      .leftJoin(leagues, ofLeague)
      .where(eq(tables.id, id))
      .prepare();
    this.seatsById = this.db.select().from(seats).where(eq(seats.tableId, id)).orderBy(seats.seat).prepare();
    this.latestLog = this.db
      .select({ events: tableLog.events })
      .from(tableLog)
      .where(and(eq(tableLog.tableId, id), lte(tableLog.seq, sql.placeholder("seq")), sql`${tableLog.events} <> '[]'`))
      .orderBy(desc(tableLog.seq))
      .limit(sql.placeholder("moves"))
      .prepare();
  }

  /** Creates a lobby with a fresh random id. */
  async createTable(input: NewTable): Promise<TableRecord> {
    const now = this.clock();
    return writeTx(this.db, (tx) => this.insertLobby(tx, input, now));
  }

  /** An event's table, once per slot: null when the slot has its table already (a restart, another process). */
  async createEventTable(input: NewTable & { event: EventSlot }): Promise<TableRecord | null> {
    const now = this.clock();
    const { eventId, round, number, game } = input.event;
    return writeTx(this.db, (tx) => {
      const taken = tx
        .select({ id: tables.id })
        .from(tables)
        .where(
          and(
            eq(tables.eventId, eventId),
            eq(tables.eventRound, round),
            eq(tables.eventNumber, number),
            eq(tables.eventGame, game),
          ),
        )
        .get();
      return taken ? null : this.insertLobby(tx, input, now);
    });
  }

  async getTable(id: string): Promise<TableRecord | null> {
    return this.loadOne(id);
  }

  /** An event's tables of one round, newest first. */
  async eventTables(eventId: string, round: number): Promise<TableRecord[]> {
    return load(this.db, and(eq(tables.eventId, eventId), eq(tables.eventRound, round)));
  }

  /** Newest first. */
  async tablesInChannel(channelId: string, statuses: TableStatus[]): Promise<TableRecord[]> {
    if (statuses.length === 0) return [];
    return load(this.db, and(eq(tables.channelId, channelId), inArray(tables.status, statuses)));
  }

  /** Tables where the user holds a seat, newest first. */
  async tablesOfUser(userId: string, statuses: TableStatus[]): Promise<TableRecord[]> {
    if (statuses.length === 0) return [];
    const seated = this.db.select({ id: seats.tableId }).from(seats).where(eq(seats.userId, userId));
    return load(this.db, and(inArray(tables.status, statuses), inArray(tables.id, seated)));
  }

  /** How many lobbies and matches are open (one indexed count: the health endpoint's store check). */
  async countOpen(): Promise<number> {
    return (
      this.db
        .select({ n: sql<number>`count(*)` })
        .from(tables)
        .where(inArray(tables.status, OPEN_STATUSES))
        .get()?.n ?? 0
    );
  }

  /** Lobbies and matches in play, with their latest snapshot: what a restarted bot restores. */
  async openTables(): Promise<TableRecord[]> {
    return load(this.db, inArray(tables.status, OPEN_STATUSES));
  }

  /**
   * Tables whose public message is behind their last change (a crash came between the two): the open ones, and
   * those closed since `closedSince`, so a finished table does not keep live buttons.
   */
  async staleBoards(closedSince: number): Promise<TableRecord[]> {
    const behind = or(isNull(tables.boardVersion), ne(tables.boardVersion, tables.version));
    const relevant = or(inArray(tables.status, OPEN_STATUSES), gte(tables.endedAt, closedSince));
    return load(this.db, and(isNotNull(tables.messageId), behind, relevant));
  }

  /**
   * Lobby edits and status changes with optimistic concurrency: applies only if the row still has
   * `expectedVersion`; bumps version; null when stale. Seats, when given, replace all seats.
   */
  async updateTable(id: string, expectedVersion: number, changes: TableChanges): Promise<TableRecord | null> {
    const now = this.clock();
    return writeTx(this.db, (tx) => {
      const updated = tx
        .update(tables)
        .set({ ...tableSet(changes), version: sql`${tables.version} + 1`, updatedAt: now })
        .where(and(eq(tables.id, id), eq(tables.version, expectedVersion)))
        .run();
      if (updated.changes === 0) return null;
      if (changes.seats) replaceSeats(tx, id, changes.seats);
      return this.mustLoad(id);
    });
  }

  /** Last-write-wins bookkeeping that needs no concurrency check (message id, deadline, warned); bumps nothing but updatedAt. */
  async patchTable(
    id: string,
    changes: Pick<TableChanges, "messageId" | "boardVersion" | "pingMessageId" | "deadline" | "warned">,
  ): Promise<void> {
    this.db
      .update(tables)
      .set({ ...tableSet(changes), updatedAt: this.clock() })
      .where(eq(tables.id, id))
      .run();
  }

  /** Marks the warning for this deadline as given; false when it was already, or the deadline is another one now. */
  async markWarned(id: string, deadline: number): Promise<boolean> {
    const done = this.db
      .update(tables)
      .set({ warned: true, updatedAt: this.clock() })
      .where(and(eq(tables.id, id), eq(tables.deadline, deadline), eq(tables.warned, false)))
      .run();
    return done.changes > 0;
  }

  /**
   * Starts play: status "playing", rulesVersion pinned, seq = match.seq, snapshot at that seq, in one transaction.
   * Null when the version is stale or the table is no longer a lobby.
   */
  async startMatch(
    id: string,
    expectedVersion: number,
    match: Match<unknown, unknown>,
    changes: TableChanges = {},
    seen: SeenEvent[] = [],
  ): Promise<TableRecord | null> {
    const now = this.clock();
    return writeTx(this.db, (tx) => {
      const updated = tx
        .update(tables)
        .set({
          ...tableSet(changes),
          status: "playing",
          rulesVersion: match.rulesVersion,
          seq: match.seq,
          version: sql`${tables.version} + 1`,
          updatedAt: now,
        })
        .where(and(eq(tables.id, id), eq(tables.version, expectedVersion), eq(tables.status, "lobby")))
        .run();
      if (updated.changes === 0) return null;
      tx.insert(snapshots).values({ tableId: id, seq: match.seq, match, at: now }).run();
      tx.insert(tableLog).values({ tableId: id, seq: match.seq, events: seen }).run();
      if (changes.seats) replaceSeats(tx, id, changes.seats);
      return this.mustLoad(id);
    });
  }

  /**
   * One transaction: only if the table is playing and its seq is still `next.seq - 1`, appends the intent
   * (entry.seq must equal next.seq), writes the snapshot, sets seq, bumps version and applies `changes`.
   * Null when stale (someone else committed first, or the table stopped playing); then nothing is written.
   */
  async commitIntent(
    id: string,
    entry: IntentEntry,
    next: Match<unknown, unknown>,
    changes: TableChanges = {},
    seen: SeenEvent[] = [],
  ): Promise<TableRecord | null> {
    if (entry.seq !== next.seq) throw new Error(`intent seq ${entry.seq} does not match the match's seq ${next.seq}`);
    const now = this.clock();
    return writeTx(this.db, (tx) => {
      const updated = tx
        .update(tables)
        .set({ ...tableSet(changes), seq: next.seq, version: sql`${tables.version} + 1`, updatedAt: now })
        .where(and(eq(tables.id, id), eq(tables.seq, next.seq - 1), eq(tables.status, "playing")))
        .run();
      if (updated.changes === 0) return null;
      tx.insert(intents)
        .values({
          tableId: id,
          seq: entry.seq,
          seat: entry.seat,
          action: entry.action,
          source: entry.source,
          userId: entry.userId,
          at: entry.at,
        })
        .run();
      tx.insert(snapshots).values({ tableId: id, seq: next.seq, match: next, at: now }).run();
      tx.insert(tableLog).values({ tableId: id, seq: next.seq, events: seen }).run();
      if (changes.seats) replaceSeats(tx, id, changes.seats);
      return this.mustLoad(id);
    });
  }

  /** What everyone saw happen in the `moves` latest moves up to `seq` that showed anything, oldest first. */
  async publicLog(id: string, seq: number, moves: number): Promise<SeenEvent[]> {
    return this.latestLog
      .all({ id, seq, moves })
      .reverse()
      .flatMap((row) => row.events);
  }

  async publicSteps(id: string): Promise<PublicStep[]> {
    return this.db
      .select({ seq: tableLog.seq, events: tableLog.events })
      .from(tableLog)
      .where(
        and(
          eq(tableLog.tableId, id),
          or(
            sql`${tableLog.events} <> '[]'`,
            eq(tableLog.seq, sql`(select min(${tableLog.seq}) from ${tableLog} where ${tableLog.tableId} = ${id})`),
          ),
        ),
      )
      .orderBy(tableLog.seq)
      .all();
  }

  async finishedTables(guildId: string, limit: number): Promise<FinishedTable[]> {
    const ended = and(
      eq(tables.guildId, guildId),
      inArray(tables.status, ENDED_STATUSES),
      isNotNull(tables.rulesVersion),
      isNotNull(tables.endedAt),
    );
    const rows = this.db
      .select({ id: tables.id, kind: tables.kind, endedAt: tables.endedAt })
      .from(tables)
      .where(ended)
      .orderBy(desc(tables.endedAt))
      .limit(limit)
      .all();
    const seatRows = this.db
      .select({ tableId: seats.tableId, name: seats.name })
      .from(seats)
      .where(
        inArray(
          seats.tableId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(seats.tableId, seats.seat)
      .all();
    return finishedRows(rows, seatRows);
  }

  async replayConsent(id: string): Promise<Map<string, boolean>> {
    const rows = this.db
      .select({ userId: replayConsent.userId, agree: replayConsent.agree })
      .from(replayConsent)
      .where(eq(replayConsent.tableId, id))
      .all();
    return new Map(rows.map((r) => [r.userId, r.agree]));
  }

  async setReplayConsent(id: string, userId: string, agree: boolean): Promise<void> {
    const at = this.clock();
    this.db
      .insert(replayConsent)
      .values({ tableId: id, userId, agree, at })
      .onConflictDoUpdate({ target: [replayConsent.tableId, replayConsent.userId], set: { agree, at } })
      .run();
  }

  async watch(watcher: Watcher): Promise<void> {
    const { token, locale, expiresAt } = watcher;
    this.db
      .insert(watchers)
      .values(watcher)
      .onConflictDoUpdate({ target: [watchers.tableId, watchers.userId], set: { token, locale, expiresAt } })
      .run();
  }

  async watchersOf(id: string, now: number): Promise<Watcher[]> {
    // A read on every move of every table; a write only when a watch has expired.
    const all = this.db.select().from(watchers).where(eq(watchers.tableId, id)).all();
    const live = all.filter((w) => w.expiresAt > now);
    if (live.length < all.length)
      this.db
        .delete(watchers)
        .where(and(eq(watchers.tableId, id), lte(watchers.expiresAt, now)))
        .run();
    return live;
  }

  async unwatch(id: string, userId: string): Promise<void> {
    this.db
      .delete(watchers)
      .where(and(eq(watchers.tableId, id), eq(watchers.userId, userId)))
      .run();
  }

  /** Ordered by seq. */
  async intentLog(id: string): Promise<IntentEntry[]> {
    return this.db
      .select({
        seq: intents.seq,
        seat: intents.seat,
        action: intents.action,
        source: intents.source,
        userId: intents.userId,
        at: intents.at,
      })
      .from(intents)
      .where(eq(intents.tableId, id))
      .orderBy(intents.seq)
      .all();
  }

  async snapshot(id: string, seq: number): Promise<Match<unknown, unknown> | null> {
    const row = this.db
      .select({ match: snapshots.match })
      .from(snapshots)
      .where(and(eq(snapshots.tableId, id), eq(snapshots.seq, seq)))
      .get();
    return row?.match ?? null;
  }

  /** Whether the user wants DMs about their turns; true unless they turned it off. */
  async dmNotices(userId: string): Promise<boolean> {
    const row = this.db.select({ on: users.dmNotices }).from(users).where(eq(users.userId, userId)).get();
    return row?.on ?? true;
  }

  /** The user's language as last seen, or null before their first interaction. */
  async userLocale(userId: string): Promise<Locale | null> {
    return this.db.select({ locale: users.locale }).from(users).where(eq(users.userId, userId)).get()?.locale ?? null;
  }

  async setUserLocale(userId: string, locale: Locale): Promise<void> {
    const now = this.clock();
    this.db
      .insert(users)
      .values({ userId, locale, updatedAt: now })
      .onConflictDoUpdate({ target: users.userId, set: { locale, updatedAt: now } })
      .run();
  }

  async setDmNotices(userId: string, on: boolean): Promise<void> {
    const now = this.clock();
    this.db
      .insert(users)
      .values({ userId, dmNotices: on, updatedAt: now })
      .onConflictDoUpdate({ target: users.userId, set: { dmNotices: on, updatedAt: now } })
      .run();
  }

  async tableThreads(guildId: string): Promise<boolean> {
    const row = this.db
      .select({ on: guildSettings.tableThreads })
      .from(guildSettings)
      .where(eq(guildSettings.guildId, guildId))
      .get();
    return row?.on ?? false;
  }

  async setTableThreads(guildId: string, on: boolean, by: string): Promise<void> {
    const set = { tableThreads: on, updatedBy: by, updatedAt: this.clock() };
    this.db
      .insert(guildSettings)
      .values({ guildId, ...set })
      .onConflictDoUpdate({ target: guildSettings.guildId, set })
      .run();
  }

  /** One table with its seats and latest snapshot; inside a transaction it reads the transaction's own writes. */
  private loadOne(id: string): TableRecord | null {
    const row = this.tableById.get({ id });
    if (!row) return null;
    const list = this.seatsById.all({ id }).map(({ tableId: _tableId, ...seat }) => seat);
    return { ...row, seats: list };
  }

  private mustLoad(id: string): TableRecord {
    const record = this.loadOne(id);
    if (!record) throw new Error(`table ${id} vanished inside its own transaction`);
    return record;
  }

  private insertLobby(tx: Tx, input: NewTable, now: number): TableRecord {
    const id = this.freeId(tx);
    tx.insert(tables)
      .values(lobbyRow(id, input, now))
      .run();
    replaceSeats(tx, id, input.seats);
    return this.mustLoad(id);
  }

  private freeId(tx: Tx): string {
    for (let attempt = 0; attempt < ID_ATTEMPTS; attempt++) {
      const id = this.newId();
      if (!tx.select({ id: tables.id }).from(tables).where(eq(tables.id, id)).get()) return id;
    }
    throw new Error(`no free table id after ${ID_ATTEMPTS} attempts`);
  }
}

function replaceSeats(tx: Tx, id: string, list: SeatRecord[]): void {
  tx.delete(seats).where(eq(seats.tableId, id)).run();
  if (list.length === 0) return;
  tx.insert(seats)
    .values(
      list.map((s) => ({
        tableId: id,
        seat: s.seat,
        userId: s.userId,
        name: s.name,
        bot: s.bot,
        timeouts: s.timeouts,
        autoPass: s.autoPass,
        ready: s.ready,
        deck: s.deck ?? null,
      })),
    )
    .run();
}

/** Seat rows grouped by table, in the order given. */
function seatsByTable(rows: readonly (SeatRecord & { tableId: string })[]): Map<string, SeatRecord[]> {
  const seatsOf = new Map<string, SeatRecord[]>();
  for (const { tableId, ...seat } of rows) {
    let list = seatsOf.get(tableId);
    if (!list) seatsOf.set(tableId, (list = []));
    list.push(seat);
  }
  return seatsOf;
}

/** Tables matching `where`, newest first, with seats and latest snapshot: two queries whatever the count. */
function load(q: Query, where: SQL | undefined): TableRecord[] {
  const rows = q
    .select(recordColumns)
    .from(tables)
    .leftJoin(snapshots, latestSnapshot)
    .leftJoin(leagues, ofLeague)
    .where(where)
    .orderBy(desc(tables.createdAt), desc(sql`${tables}.rowid`))
    .all();
  if (rows.length === 0) return [];
  const matching = q.select({ id: tables.id }).from(tables).where(where);
  const seatRows = q
    .select()
    .from(seats)
    .where(inArray(seats.tableId, matching))
    .orderBy(seats.tableId, seats.seat)
    .all();
  const seatsOf = seatsByTable(seatRows);
  return rows.map((row) => ({ ...row, seats: seatsOf.get(row.id) ?? [] }));
}
