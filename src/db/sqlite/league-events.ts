import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { EventRecord, EventStore, EventSummary, NewEvent } from "../league-events.ts";
import { randomId } from "../ids.ts";
import { nameKey } from "../leagues.ts";
import { eventMatches, eventPlayers, leagueEvents } from "./schema.ts";
import { writeTx, type Database, type Db, type Query } from "./open.ts";

/** The event store on the embedded SQLite file. */
export class SqliteEventStore implements EventStore {
  private readonly db: Db;

  constructor(
    database: Database,
    private readonly clock: () => number = Date.now,
    private readonly newId: () => string = randomId,
  ) {
    this.db = database.db;
  }

  /** Null when the league has an event of that name. */
  async create(input: NewEvent): Promise<EventRecord | null> {
    const id = this.newId();
    return writeTx(this.db, (tx) => {
      const key = nameKey(input.name);
      if (
        tx
          .select({ id: leagueEvents.id })
          .from(leagueEvents)
          .where(and(eq(leagueEvents.leagueId, input.leagueId), eq(leagueEvents.key, key)))
          .get()
      )
        return null;
      tx.insert(leagueEvents)
        .values({ id, ...input, key, status: "open", round: 0, createdAt: this.clock() })
        .run();
      return this.load(tx, id);
    });
  }

  async event(id: string): Promise<EventRecord | null> {
    return this.load(this.db, id);
  }

  async named(leagueId: string, name: string): Promise<EventRecord | null> {
    const row = this.db
      .select({ id: leagueEvents.id })
      .from(leagueEvents)
      .where(and(eq(leagueEvents.leagueId, leagueId), eq(leagueEvents.key, nameKey(name))))
      .get();
    return row ? this.load(this.db, row.id) : null;
  }

  /** A league's events, newest first. */
  async eventsOf(leagueId: string): Promise<EventSummary[]> {
    return this.db
      .select({ id: leagueEvents.id, name: leagueEvents.name, status: leagueEvents.status })
      .from(leagueEvents)
      .where(eq(leagueEvents.leagueId, leagueId))
      .orderBy(desc(leagueEvents.createdAt), desc(sql`${leagueEvents}.rowid`))
      .all();
  }

  /** False when the event no longer takes players, or they are in it already. */
  async join(id: string, userId: string): Promise<boolean> {
    return writeTx(this.db, (tx) => {
      const event = this.load(tx, id);
      if (event?.status !== "open" || event.players.some((p) => p.userId === userId)) return false;
      tx.insert(eventPlayers).values({ eventId: id, userId, dropped: false, joinedAt: this.clock() }).run();
      return true;
    });
  }

  /** Before the start a player simply leaves; after it they are dropped (no more pairings, results kept). */
  async leave(id: string, userId: string): Promise<boolean> {
    return writeTx(this.db, (tx) => {
      const event = this.load(tx, id);
      const player = event?.players.find((p) => p.userId === userId);
      if (!event || !player || player.dropped || event.status === "finished") return false;
      const where = and(eq(eventPlayers.eventId, id), eq(eventPlayers.userId, userId));
      if (event.status === "open") tx.delete(eventPlayers).where(where).run();
      else tx.update(eventPlayers).set({ dropped: true }).where(where).run();
      return true;
    });
  }

  /** Closes entries with each player's seed and the round count; null unless the event was still open. */
  async start(id: string, seeds: ReadonlyMap<string, number>, rounds: number): Promise<EventRecord | null> {
    return writeTx(this.db, (tx) => {
      const done = tx
        .update(leagueEvents)
        .set({ status: "swiss", rounds })
        .where(and(eq(leagueEvents.id, id), eq(leagueEvents.status, "open")))
        .run();
      if (done.changes === 0) return null;
      for (const [userId, seed] of seeds)
        tx.update(eventPlayers)
          .set({ seed })
          .where(and(eq(eventPlayers.eventId, id), eq(eventPlayers.userId, userId)))
          .run();
      return this.load(tx, id);
    });
  }

  /**
   * Adds the pairings of round `round` (byes reported at once as wins) in stage `status`; null unless the event is
   * still at the round before (someone else paired first).
   */
  async addRound(
    id: string,
    round: number,
    status: "swiss" | "cut",
    pairs: readonly [string, string][],
    bye: string | null,
  ): Promise<EventRecord | null> {
    return writeTx(this.db, (tx) => {
      const done = tx
        .update(leagueEvents)
        .set({ round, status })
        .where(and(eq(leagueEvents.id, id), eq(leagueEvents.round, round - 1)))
        .run();
      if (done.changes === 0) return null;
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
      if (rows.length > 0) tx.insert(eventMatches).values(rows).run();
      return this.load(tx, id);
    });
  }

  /** Records (or corrects) a pairing's games of the current round; false when that round is over. */
  async report(
    id: string,
    round: number,
    number: number,
    games: { aWins: number; bWins: number; draws: number },
    by: string,
  ): Promise<boolean> {
    return writeTx(this.db, (tx) => {
      const event = this.load(tx, id);
      if (!event || event.round !== round || event.status === "finished") return false;
      const done = tx
        .update(eventMatches)
        .set({ ...games, reported: true, reportedBy: by })
        .where(and(eq(eventMatches.eventId, id), eq(eventMatches.round, round), eq(eventMatches.number, number)))
        .run();
      return done.changes > 0;
    });
  }

  /** Closes the event with its champion (null when it ended without a top cut winner, e.g. Swiss only). */
  async finish(id: string, champion: string | null): Promise<EventRecord | null> {
    return writeTx(this.db, (tx) => {
      const done = tx.update(leagueEvents).set({ status: "finished", champion }).where(eq(leagueEvents.id, id)).run();
      return done.changes === 0 ? null : this.load(tx, id);
    });
  }

  private load(q: Query, id: string): EventRecord | null {
    const row = q.select().from(leagueEvents).where(eq(leagueEvents.id, id)).get();
    if (!row) return null;
    const { key: _key, ...event } = row;
    const players = q
      .select({
        userId: eventPlayers.userId,
        seed: eventPlayers.seed,
        dropped: eventPlayers.dropped,
        joinedAt: eventPlayers.joinedAt,
      })
      .from(eventPlayers)
      .where(eq(eventPlayers.eventId, id))
      .orderBy(asc(eventPlayers.seed), asc(eventPlayers.joinedAt), asc(eventPlayers.userId))
      .all();
    const matches = q
      .select()
      .from(eventMatches)
      .where(eq(eventMatches.eventId, id))
      .orderBy(asc(eventMatches.round), asc(eventMatches.number))
      .all()
      .map(({ eventId: _e, ...m }) => m);
    return { ...event, players, matches };
  }
}
