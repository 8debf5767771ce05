import { and, asc, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { EventRecord, EventStore, EventSummary, NewEvent } from "../league-events.ts";
import { randomId } from "../ids.ts";
import { nameKey } from "../leagues.ts";
import { bytewise, type PgDatabase, type PgDb, type PgQuery } from "./open.ts";
import { eventMatches, eventPlayers, leagueEvents } from "./schema.ts";

/** The event store on PostgreSQL: a change that depends on the event's state locks the event first. */
export class PgEventStore implements EventStore {
  private readonly db: PgDb;

  constructor(
    database: PgDatabase,
    private readonly clock: () => number = Date.now,
    private readonly newId: () => string = randomId,
  ) {
    this.db = database.db;
  }

  create(input: NewEvent): Promise<EventRecord | null> {
    const id = this.newId();
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(leagueEvents)
        .values({ id, ...input, key: nameKey(input.name), status: "open", round: 0, createdAt: this.clock() })
        .onConflictDoNothing({ target: [leagueEvents.leagueId, leagueEvents.key] })
        .returning({ id: leagueEvents.id });
      return inserted.length === 0 ? null : load(tx, id);
    });
  }

  event(id: string): Promise<EventRecord | null> {
    return load(this.db, id);
  }

  async named(leagueId: string, name: string): Promise<EventRecord | null> {
    const [row] = await this.db
      .select({ id: leagueEvents.id })
      .from(leagueEvents)
      .where(and(eq(leagueEvents.leagueId, leagueId), eq(leagueEvents.key, nameKey(name))));
    return row ? load(this.db, row.id) : null;
  }

  eventsOf(leagueId: string): Promise<EventSummary[]> {
    return this.db
      .select({ id: leagueEvents.id, name: leagueEvents.name, status: leagueEvents.status })
      .from(leagueEvents)
      .where(eq(leagueEvents.leagueId, leagueId))
      .orderBy(desc(leagueEvents.createdAt), desc(leagueEvents.ord));
  }

  join(id: string, userId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const event = await load(tx, id, true);
      if (event?.status !== "open" || event.players.some((p) => p.userId === userId)) return false;
      await tx.insert(eventPlayers).values({ eventId: id, userId, dropped: false, joinedAt: this.clock() });
      return true;
    });
  }

  leave(id: string, userId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const event = await load(tx, id, true);
      const player = event?.players.find((p) => p.userId === userId);
      if (!event || !player || player.dropped || event.status === "finished") return false;
      const where = and(eq(eventPlayers.eventId, id), eq(eventPlayers.userId, userId));
      if (event.status === "open") await tx.delete(eventPlayers).where(where);
      else await tx.update(eventPlayers).set({ dropped: true }).where(where);
      return true;
    });
  }

  start(id: string, seeds: ReadonlyMap<string, number>, rounds: number): Promise<EventRecord | null> {
    return this.db.transaction(async (tx) => {
      const done = await tx
        .update(leagueEvents)
        .set({ status: "swiss", rounds })
        .where(and(eq(leagueEvents.id, id), eq(leagueEvents.status, "open")))
        .returning({ id: leagueEvents.id });
      if (done.length === 0) return null;
      for (const [userId, seed] of seeds)
        await tx
          .update(eventPlayers)
          .set({ seed })
          .where(and(eq(eventPlayers.eventId, id), eq(eventPlayers.userId, userId)));
      return load(tx, id);
    });
  }

  addRound(
    id: string,
    round: number,
    status: "swiss" | "cut",
    pairs: readonly [string, string][],
    bye: string | null,
  ): Promise<EventRecord | null> {
    return this.db.transaction(async (tx) => {
      const done = await tx
        .update(leagueEvents)
        .set({ round, status })
        .where(and(eq(leagueEvents.id, id), eq(leagueEvents.round, round - 1)))
        .returning({ id: leagueEvents.id });
      if (done.length === 0) return null;
      const rows: (typeof eventMatches.$inferInsert)[] = pairs.map(([a, b], i) => ({
        eventId: id,
        round,
        number: i + 1,
        stage: status,
        a,
        b,
        aWins: 0,
        bWins: 0,
        draws: 0,
        reported: false,
      }));
      if (bye !== null)
        rows.push({
          eventId: id,
          round,
          number: pairs.length + 1,
          stage: status,
          a: bye,
          b: null,
          aWins: 0,
          bWins: 0,
          draws: 0,
          reported: true,
        });
      if (rows.length > 0) await tx.insert(eventMatches).values(rows);
      return load(tx, id);
    });
  }

  report(
    id: string,
    round: number,
    number: number,
    games: { aWins: number; bWins: number; draws: number },
    by: string,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const event = await load(tx, id, true);
      if (!event || event.round !== round || event.status === "finished") return false;
      const done = await tx
        .update(eventMatches)
        .set({ ...games, reported: true, reportedBy: by })
        .where(and(eq(eventMatches.eventId, id), eq(eventMatches.round, round), eq(eventMatches.number, number)))
        .returning({ number: eventMatches.number });
      return done.length > 0;
    });
  }

  finish(id: string, champion: string | null): Promise<EventRecord | null> {
    return this.db.transaction(async (tx) => {
      const done = await tx
        .update(leagueEvents)
        .set({ status: "finished", champion })
        .where(eq(leagueEvents.id, id))
        .returning({ id: leagueEvents.id });
      return done.length === 0 ? null : load(tx, id);
    });
  }
}

const { key: _key, ord: _ord, ...eventColumns } = getTableColumns(leagueEvents);

/** The event with its players and pairings; with `lock`, the event row is held until the transaction ends. */
async function load(q: PgQuery, id: string, lock = false): Promise<EventRecord | null> {
  const query = q.select(eventColumns).from(leagueEvents).where(eq(leagueEvents.id, id));
  const [event] = lock ? await query.for("update") : await query;
  if (!event) return null;
  const players = await q
    .select({
      userId: eventPlayers.userId,
      seed: eventPlayers.seed,
      dropped: eventPlayers.dropped,
      joinedAt: eventPlayers.joinedAt,
    })
    .from(eventPlayers)
    .where(eq(eventPlayers.eventId, id))
    .orderBy(sql`${eventPlayers.seed} asc nulls first`, asc(eventPlayers.joinedAt), asc(bytewise(eventPlayers.userId)));
  const matches = (
    await q
      .select()
      .from(eventMatches)
      .where(eq(eventMatches.eventId, id))
      .orderBy(asc(eventMatches.round), asc(eventMatches.number))
  ).map(({ eventId: _e, ...m }) => m);
  return { ...event, players, matches };
}
