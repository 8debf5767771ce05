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
import type { PgDatabase, PgDb, PgQuery, PgTx } from "./open.ts";
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

const ID_ATTEMPTS = 8;

const { ord: _ord, ...tableColumns } = getTableColumns(tables);
/** A table's seats as one JSON value in the table's own row: one round trip to the server reads a whole table. */
const seatsJson = sql<
  SeatRecord[]
>`coalesce((select json_agg(json_build_object('seat', s.seat, 'userId', s.user_id, 'name', s.name, 'bot', s.bot, 'timeouts', s.timeouts, 'autoPass', s.auto_pass, 'ready', s.ready, 'deck', s.deck) order by s.seat) from ${seats} s where s.table_id = ${tables.id}), '[]'::json)`;
const leagueNameOf = sql<
  string | null
>`(select ${leagues.name} from ${leagues} where ${leagues.id} = ${tables.leagueId})`;
const recordColumns = { ...tableColumns, match: snapshots.match, leagueName: leagueNameOf, seats: seatsJson };
/** The latest snapshot is the one at the table's seq: the store writes both in the same transaction. */
const latestSnapshot = and(eq(snapshots.tableId, tables.id), eq(snapshots.seq, tables.seq));

/**
 * The match store on PostgreSQL. Every race is settled by the row the write changes: a conditional update (on the
 * version, the seq, the status or the deadline) takes the row's lock and re-checks its condition, so of two processes
 * committing at the same seq exactly one changes a row and the other gets null, with nothing of it written.
 */
export class PgMatchStore implements MatchStore {
  private readonly db: PgDb;

  constructor(
    database: PgDatabase,
    private readonly clock: () => number = Date.now,
    private readonly newId: () => string = randomId,
  ) {
    this.db = database.db;
  }

  async createTable(input: NewTable): Promise<TableRecord> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const id = await this.insertFresh(tx, (id) => lobbyRow(id, input, now));
      await replaceSeats(tx, id, input.seats);
      return mustLoad(tx, id);
    });
  }

  /** An event's table, once per slot: the slot's unique index settles a race, the loser gets null. */
  async createEventTable(input: NewTable & { event: EventSlot }): Promise<TableRecord | null> {
    const now = this.clock();
    const { eventId, round, number, game } = input.event;
    return this.db.transaction(async (tx) => {
      for (let attempt = 0; attempt < ID_ATTEMPTS; attempt++) {
        const [inserted] = await tx
          .insert(tables)
          .values(lobbyRow(this.newId(), input, now))
          .onConflictDoNothing()
          .returning({ id: tables.id });
        if (inserted) {
          await replaceSeats(tx, inserted.id, input.seats);
          return mustLoad(tx, inserted.id);
        }
        const [taken] = await tx
          .select({ id: tables.id })
          .from(tables)
          .where(
            and(
              eq(tables.eventId, eventId),
              eq(tables.eventRound, round),
              eq(tables.eventNumber, number),
              eq(tables.eventGame, game),
            ),
          );
        if (taken) return null;
      }
      throw new Error(`no free table id after ${ID_ATTEMPTS} attempts`);
    });
  }

  getTable(id: string): Promise<TableRecord | null> {
    return loadOne(this.db, id);
  }

  /** An event's tables of one round, newest first. */
  eventTables(eventId: string, round: number): Promise<TableRecord[]> {
    return load(this.db, and(eq(tables.eventId, eventId), eq(tables.eventRound, round)));
  }

  async tablesInChannel(channelId: string, statuses: TableStatus[]): Promise<TableRecord[]> {
    if (statuses.length === 0) return [];
    return load(this.db, and(eq(tables.channelId, channelId), inArray(tables.status, statuses)));
  }

  async tablesOfUser(userId: string, statuses: TableStatus[]): Promise<TableRecord[]> {
    if (statuses.length === 0) return [];
    const seated = this.db.select({ id: seats.tableId }).from(seats).where(eq(seats.userId, userId));
    return load(this.db, and(inArray(tables.status, statuses), inArray(tables.id, seated)));
  }

  async countOpen(): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tables)
      .where(inArray(tables.status, OPEN_STATUSES));
    return row?.n ?? 0;
  }

  openTables(): Promise<TableRecord[]> {
    return load(this.db, inArray(tables.status, OPEN_STATUSES));
  }

  staleBoards(closedSince: number): Promise<TableRecord[]> {
    const behind = or(isNull(tables.boardVersion), ne(tables.boardVersion, tables.version));
    const relevant = or(inArray(tables.status, OPEN_STATUSES), gte(tables.endedAt, closedSince));
    return load(this.db, and(isNotNull(tables.messageId), behind, relevant));
  }

  updateTable(id: string, expectedVersion: number, changes: TableChanges): Promise<TableRecord | null> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const updated = await tx
        .update(tables)
        .set({ ...tableSet(changes), version: sql`${tables.version} + 1`, updatedAt: now })
        .where(and(eq(tables.id, id), eq(tables.version, expectedVersion)))
        .returning({ id: tables.id });
      if (updated.length === 0) return null;
      if (changes.seats) await replaceSeats(tx, id, changes.seats);
      return mustLoad(tx, id);
    });
  }

  async patchTable(
    id: string,
    changes: Pick<TableChanges, "messageId" | "boardVersion" | "pingMessageId" | "deadline" | "warned">,
  ): Promise<void> {
    await this.db
      .update(tables)
      .set({ ...tableSet(changes), updatedAt: this.clock() })
      .where(eq(tables.id, id));
  }

  async markWarned(id: string, deadline: number): Promise<boolean> {
    const done = await this.db
      .update(tables)
      .set({ warned: true, updatedAt: this.clock() })
      .where(and(eq(tables.id, id), eq(tables.deadline, deadline), eq(tables.warned, false)))
      .returning({ id: tables.id });
    return done.length > 0;
  }

  startMatch(
    id: string,
    expectedVersion: number,
    match: Match<unknown, unknown>,
    changes: TableChanges = {},
    seen: SeenEvent[] = [],
  ): Promise<TableRecord | null> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const updated = await tx
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
        .returning({ id: tables.id });
      if (updated.length === 0) return null;
      await tx.insert(snapshots).values({ tableId: id, seq: match.seq, match, at: now });
      await tx.insert(tableLog).values({ tableId: id, seq: match.seq, events: seen });
      if (changes.seats) await replaceSeats(tx, id, changes.seats);
      return mustLoad(tx, id);
    });
  }

  async commitIntent(
    id: string,
    entry: IntentEntry,
    next: Match<unknown, unknown>,
    changes: TableChanges = {},
    seen: SeenEvent[] = [],
  ): Promise<TableRecord | null> {
    if (entry.seq !== next.seq) throw new Error(`intent seq ${entry.seq} does not match the match's seq ${next.seq}`);
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      // The updated row comes back with the update: the record is built from it, not read again (each statement
      // is a round trip to the server, and this is every move's path).
      const [updated] = await tx
        .update(tables)
        .set({ ...tableSet(changes), seq: next.seq, version: sql`${tables.version} + 1`, updatedAt: now })
        .where(and(eq(tables.id, id), eq(tables.seq, next.seq - 1), eq(tables.status, "playing")))
        .returning({ ...tableColumns, leagueName: leagueNameOf, seats: seatsJson });
      if (!updated) return null;
      // The intent, the snapshot and the log entry in one statement.
      await tx.execute(sql`
        with intent as (
          insert into ${intents} (${sql.raw(intents.tableId.name)}, ${sql.raw(intents.seq.name)}, ${sql.raw(intents.seat.name)}, ${sql.raw(intents.action.name)}, ${sql.raw(intents.source.name)}, ${sql.raw(intents.userId.name)}, ${sql.raw(intents.at.name)})
          values (${id}, ${entry.seq}, ${entry.seat}, ${JSON.stringify(entry.action)}::json, ${entry.source}, ${entry.userId}, ${entry.at})
        ), snapshot as (
          insert into ${snapshots} (${sql.raw(snapshots.tableId.name)}, ${sql.raw(snapshots.seq.name)}, ${sql.raw(snapshots.match.name)}, ${sql.raw(snapshots.at.name)})
          values (${id}, ${next.seq}, ${JSON.stringify(next)}::json, ${now})
        )
        insert into ${tableLog} (${sql.raw(tableLog.tableId.name)}, ${sql.raw(tableLog.seq.name)}, ${sql.raw(tableLog.events.name)})
        values (${id}, ${next.seq}, ${JSON.stringify(seen)}::json)`);
      if (changes.seats) await replaceSeats(tx, id, changes.seats);
      return {
        ...updated,
        match: next,
        seats: changes.seats ? [...changes.seats].sort((a, b) => a.seat - b.seat) : updated.seats,
      };
    });
  }

  async publicLog(id: string, seq: number, moves: number): Promise<SeenEvent[]> {
    const rows = await this.db
      .select({ events: tableLog.events })
      .from(tableLog)
      .where(and(eq(tableLog.tableId, id), lte(tableLog.seq, seq), sql`${tableLog.events}::text <> '[]'`))
      .orderBy(desc(tableLog.seq))
      .limit(moves);
    return rows.reverse().flatMap((row) => row.events);
  }

  publicSteps(id: string): Promise<PublicStep[]> {
    return this.db
      .select({ seq: tableLog.seq, events: tableLog.events })
      .from(tableLog)
      .where(
        and(
          eq(tableLog.tableId, id),
          or(
            sql`${tableLog.events}::text <> '[]'`,
            eq(tableLog.seq, sql`(select min(${tableLog.seq}) from ${tableLog} where ${tableLog.tableId} = ${id})`),
          ),
        ),
      )
      .orderBy(tableLog.seq);
  }

  async finishedTables(guildId: string, limit: number): Promise<FinishedTable[]> {
    const ended = and(
      eq(tables.guildId, guildId),
      inArray(tables.status, ENDED_STATUSES),
      isNotNull(tables.rulesVersion),
      isNotNull(tables.endedAt),
    );
    const rows = await this.db
      .select({ id: tables.id, kind: tables.kind, endedAt: tables.endedAt })
      .from(tables)
      .where(ended)
      .orderBy(desc(tables.endedAt))
      .limit(limit);
    if (rows.length === 0) return [];
    const seatRows = await this.db
      .select({ tableId: seats.tableId, name: seats.name })
      .from(seats)
      .where(
        inArray(
          seats.tableId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(seats.tableId, seats.seat);
    return finishedRows(rows, seatRows);
  }

  async replayConsent(id: string): Promise<Map<string, boolean>> {
    const rows = await this.db
      .select({ userId: replayConsent.userId, agree: replayConsent.agree })
      .from(replayConsent)
      .where(eq(replayConsent.tableId, id));
    return new Map(rows.map((r) => [r.userId, r.agree]));
  }

  async setReplayConsent(id: string, userId: string, agree: boolean): Promise<void> {
    const at = this.clock();
    await this.db
      .insert(replayConsent)
      .values({ tableId: id, userId, agree, at })
      .onConflictDoUpdate({ target: [replayConsent.tableId, replayConsent.userId], set: { agree, at } });
  }

  async watch(watcher: Watcher): Promise<void> {
    const { token, locale, expiresAt } = watcher;
    await this.db
      .insert(watchers)
      .values(watcher)
      .onConflictDoUpdate({ target: [watchers.tableId, watchers.userId], set: { token, locale, expiresAt } });
  }

  async watchersOf(id: string, now: number): Promise<Watcher[]> {
    // A read on every move of every table; a write only when a watch has expired.
    const all = await this.db.select().from(watchers).where(eq(watchers.tableId, id));
    const live = all.filter((w) => w.expiresAt > now);
    if (live.length < all.length)
      await this.db.delete(watchers).where(and(eq(watchers.tableId, id), lte(watchers.expiresAt, now)));
    return live;
  }

  async unwatch(id: string, userId: string): Promise<void> {
    await this.db.delete(watchers).where(and(eq(watchers.tableId, id), eq(watchers.userId, userId)));
  }

  intentLog(id: string): Promise<IntentEntry[]> {
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
      .orderBy(intents.seq);
  }

  async snapshot(id: string, seq: number): Promise<Match<unknown, unknown> | null> {
    const [row] = await this.db
      .select({ match: snapshots.match })
      .from(snapshots)
      .where(and(eq(snapshots.tableId, id), eq(snapshots.seq, seq)));
    return row?.match ?? null;
  }

  async dmNotices(userId: string): Promise<boolean> {
    const [row] = await this.db.select({ on: users.dmNotices }).from(users).where(eq(users.userId, userId));
    return row?.on ?? true;
  }

  async userLocale(userId: string): Promise<Locale | null> {
    const [row] = await this.db.select({ locale: users.locale }).from(users).where(eq(users.userId, userId));
    return row?.locale ?? null;
  }

  async setUserLocale(userId: string, locale: Locale): Promise<void> {
    const now = this.clock();
    await this.db
      .insert(users)
      .values({ userId, locale, updatedAt: now })
      .onConflictDoUpdate({ target: users.userId, set: { locale, updatedAt: now } });
  }

  async setDmNotices(userId: string, on: boolean): Promise<void> {
    const now = this.clock();
    await this.db
      .insert(users)
      .values({ userId, dmNotices: on, updatedAt: now })
      .onConflictDoUpdate({ target: users.userId, set: { dmNotices: on, updatedAt: now } });
  }

  async tableThreads(guildId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ on: guildSettings.tableThreads })
      .from(guildSettings)
      .where(eq(guildSettings.guildId, guildId));
    return row?.on ?? false;
  }

  async setTableThreads(guildId: string, on: boolean, by: string): Promise<void> {
    const set = { tableThreads: on, updatedBy: by, updatedAt: this.clock() };
    await this.db
      .insert(guildSettings)
      .values({ guildId, ...set })
      .onConflictDoUpdate({ target: guildSettings.guildId, set });
  }

  /** Inserts the row under a fresh random id (another on the rare collision) and returns the id. */
  private async insertFresh(tx: PgTx, row: (id: string) => typeof tables.$inferInsert): Promise<string> {
    for (let attempt = 0; attempt < ID_ATTEMPTS; attempt++) {
      const inserted = await tx
        .insert(tables)
        .values(row(this.newId()))
        .onConflictDoNothing()
        .returning({ id: tables.id });
      if (inserted[0]) return inserted[0].id;
    }
    throw new Error(`no free table id after ${ID_ATTEMPTS} attempts`);
  }
}

async function replaceSeats(tx: PgTx, id: string, list: SeatRecord[]): Promise<void> {
  await tx.delete(seats).where(eq(seats.tableId, id));
  if (list.length === 0) return;
  await tx.insert(seats).values(
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
  );
}

async function loadOne(q: PgQuery, id: string): Promise<TableRecord | null> {
  return (await load(q, eq(tables.id, id)))[0] ?? null;
}

async function mustLoad(q: PgQuery, id: string): Promise<TableRecord> {
  const record = await loadOne(q, id);
  if (!record) throw new Error(`table ${id} vanished inside its own transaction`);
  return record;
}

/** Tables matching `where`, newest first, each with its seats and latest snapshot, in one query. */
function load(q: PgQuery, where: SQL | undefined): Promise<TableRecord[]> {
  return q
    .select(recordColumns)
    .from(tables)
    .leftJoin(snapshots, latestSnapshot)
    .where(where)
    .orderBy(desc(tables.createdAt), desc(tables.ord));
}
