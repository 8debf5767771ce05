import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import {
  matchRows,
  missedRows,
  podRows,
  withLegacy,
  type EventRecord,
  type EventSettings,
  type EventStore,
  type EventSummary,
  type MatchResult,
  type NewEvent,
  type PodResult,
  type RegisteredDeck,
  type RoundClock,
  type SlotKey,
} from "../league-events.ts";
import { randomId } from "../ids.ts";
import { nameKey } from "../leagues.ts";
import type { Placing } from "../../ranking/season.ts";
import { eventMatches, eventPlayers, eventPods, leagueEvents, leagues } from "./schema.ts";
import { writeTx, type Database, type Db, type Query, type Tx } from "./open.ts";

const STARTED = ["swiss", "cut"] as const;

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

  async running(): Promise<{ event: EventRecord; guildId: string }[]> {
    const rows = this.db
      .select({ id: leagueEvents.id, guildId: leagues.guildId })
      .from(leagueEvents)
      .innerJoin(leagues, eq(leagues.id, leagueEvents.leagueId))
      .where(
        or(
          inArray(leagueEvents.status, STARTED),
          and(eq(leagueEvents.status, "open"), isNotNull(leagueEvents.checkInEndsAt)),
        ),
      )
      .all();
    return rows.flatMap(({ id, guildId }) => {
      const event = this.load(this.db, id);
      return event ? [{ event, guildId }] : [];
    });
  }

  async updateSettings(id: string, settings: EventSettings): Promise<EventRecord | null> {
    return writeTx(this.db, (tx) => {
      const done = tx
        .update(leagueEvents)
        .set({ settings })
        .where(and(eq(leagueEvents.id, id), eq(leagueEvents.status, "open")))
        .run();
      return done.changes === 0 ? null : this.load(tx, id);
    });
  }

  /** False when the event no longer takes players, or they are in it already. */
  async join(id: string, userId: string, deck: RegisteredDeck | null): Promise<boolean> {
    return writeTx(this.db, (tx) => {
      const event = this.load(tx, id);
      if (event?.status !== "open" || event.players.some((p) => p.userId === userId)) return false;
      tx.insert(eventPlayers).values({ eventId: id, userId, dropped: false, joinedAt: this.clock(), deck }).run();
      return true;
    });
  }

  async setDeck(id: string, userId: string, deck: RegisteredDeck): Promise<boolean> {
    return writeTx(this.db, (tx) => {
      if (this.load(tx, id)?.status !== "open") return false;
      const done = tx
        .update(eventPlayers)
        .set({ deck })
        .where(and(eq(eventPlayers.eventId, id), eq(eventPlayers.userId, userId)))
        .run();
      return done.changes > 0;
    });
  }

  async joinLate(
    id: string,
    userId: string,
    deck: RegisteredDeck | null,
    seed: number,
    round: number,
  ): Promise<EventRecord | null> {
    return writeTx(this.db, (tx) => {
      const event = this.load(tx, id);
      if (event?.status !== "swiss" || event.round !== round || event.players.some((p) => p.userId === userId))
        return null;
      tx.insert(eventPlayers)
        .values({ eventId: id, userId, seed, dropped: false, joinedAt: this.clock(), deck, checkedIn: true })
        .run();
      const missed = missedRows(event, userId);
      if (missed.matches.length > 0) tx.insert(eventMatches).values(missed.matches).run();
      if (missed.pods.length > 0) tx.insert(eventPods).values(missed.pods).run();
      return this.load(tx, id);
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

  async openCheckIn(id: string, endsAt: number): Promise<EventRecord | null> {
    return writeTx(this.db, (tx) => {
      const done = tx
        .update(leagueEvents)
        .set({ checkInEndsAt: endsAt })
        .where(and(eq(leagueEvents.id, id), eq(leagueEvents.status, "open")))
        .run();
      return done.changes === 0 ? null : this.load(tx, id);
    });
  }

  async checkIn(id: string, userId: string, now: number): Promise<boolean> {
    return writeTx(this.db, (tx) => {
      const event = this.load(tx, id);
      if (event?.status !== "open" || event.checkInEndsAt === null || event.checkInEndsAt <= now) return false;
      const done = tx
        .update(eventPlayers)
        .set({ checkedIn: true })
        .where(and(eq(eventPlayers.eventId, id), eq(eventPlayers.userId, userId), eq(eventPlayers.checkedIn, false)))
        .run();
      return done.changes > 0;
    });
  }

  /** Closes entries with each player's seed and the round count; null unless the event was still open. */
  async start(
    id: string,
    seeds: ReadonlyMap<string, number>,
    rounds: number,
    removed: readonly string[],
  ): Promise<EventRecord | null> {
    return writeTx(this.db, (tx) => {
      const done = tx
        .update(leagueEvents)
        .set({ status: "swiss", rounds })
        .where(and(eq(leagueEvents.id, id), eq(leagueEvents.status, "open")))
        .run();
      if (done.changes === 0) return null;
      if (removed.length > 0)
        tx.delete(eventPlayers)
          .where(and(eq(eventPlayers.eventId, id), inArray(eventPlayers.userId, [...removed])))
          .run();
      for (const [userId, seed] of seeds)
        tx.update(eventPlayers)
          .set({ seed })
          .where(and(eq(eventPlayers.eventId, id), eq(eventPlayers.userId, userId)))
          .run();
      return this.load(tx, id);
    });
  }

  async addRound(
    id: string,
    round: number,
    status: "swiss" | "cut",
    pairs: readonly [string, string][],
    bye: string | null,
    clock: RoundClock,
  ): Promise<EventRecord | null> {
    return writeTx(this.db, (tx) => {
      if (!this.nextRound(tx, id, round, status, clock)) return null;
      const rows = matchRows(id, round, status, pairs, bye);
      if (rows.length > 0) tx.insert(eventMatches).values(rows).run();
      return this.load(tx, id);
    });
  }

  async addPods(
    id: string,
    round: number,
    stage: "swiss" | "final",
    pods: readonly (readonly string[])[],
    byes: readonly string[],
    clock: RoundClock,
  ): Promise<EventRecord | null> {
    return writeTx(this.db, (tx) => {
      if (!this.nextRound(tx, id, round, stage === "final" ? "cut" : "swiss", clock)) return null;
      const rows = podRows(id, round, stage, pods, byes);
      if (rows.length > 0) tx.insert(eventPods).values(rows).run();
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
      if (!this.current(tx, id, round)) return false;
      const done = tx
        .update(eventMatches)
        .set({ ...games, forfeit: null, reported: true, reportedBy: by })
        .where(and(eq(eventMatches.eventId, id), eq(eventMatches.round, round), eq(eventMatches.number, number)))
        .run();
      return done.changes > 0;
    });
  }

  async reportPod(id: string, round: number, number: number, places: readonly Placing[], by: string): Promise<boolean> {
    return writeTx(this.db, (tx) => {
      if (!this.current(tx, id, round)) return false;
      const done = tx
        .update(eventPods)
        .set({ places: [...places], forfeit: null, reported: true, reportedBy: by })
        .where(and(eq(eventPods.eventId, id), eq(eventPods.round, round), eq(eventPods.number, number)))
        .run();
      return done.changes > 0;
    });
  }

  async settleMatch(id: string, slot: SlotKey, result: MatchResult): Promise<boolean> {
    return writeTx(this.db, (tx) => {
      const done = tx
        .update(eventMatches)
        .set({ ...result, reported: true })
        .where(and(matchAt(id, slot), eq(eventMatches.reported, false)))
        .run();
      return done.changes > 0;
    });
  }

  async settlePod(id: string, slot: SlotKey, result: PodResult): Promise<boolean> {
    return writeTx(this.db, (tx) => {
      const done = tx
        .update(eventPods)
        .set({ places: result.places, forfeit: result.forfeit, reported: true })
        .where(and(podAt(id, slot), eq(eventPods.reported, false)))
        .run();
      return done.changes > 0;
    });
  }

  async placeSlot(id: string, slot: SlotKey, channelId: string): Promise<string | null> {
    return writeTx(this.db, (tx) => {
      tx.update(eventMatches)
        .set({ channelId })
        .where(and(matchAt(id, slot), isNull(eventMatches.channelId)))
        .run();
      tx.update(eventPods)
        .set({ channelId })
        .where(and(podAt(id, slot), isNull(eventPods.channelId)))
        .run();
      const match = tx.select({ channelId: eventMatches.channelId }).from(eventMatches).where(matchAt(id, slot)).get();
      const pod = tx.select({ channelId: eventPods.channelId }).from(eventPods).where(podAt(id, slot)).get();
      return match?.channelId ?? pod?.channelId ?? null;
    });
  }

  async extend(id: string, slot: SlotKey, ms: number): Promise<boolean> {
    return writeTx(this.db, (tx) => {
      if (!this.current(tx, id, slot.round)) return false;
      const matches = tx
        .update(eventMatches)
        .set({ extraMs: sql`${eventMatches.extraMs} + ${ms}` })
        .where(and(matchAt(id, slot), eq(eventMatches.reported, false)))
        .run();
      const pods = tx
        .update(eventPods)
        .set({ extraMs: sql`${eventPods.extraMs} + ${ms}` })
        .where(and(podAt(id, slot), eq(eventPods.reported, false)))
        .run();
      return matches.changes + pods.changes > 0;
    });
  }

  async callTime(id: string, slot: SlotKey, turn: number): Promise<boolean> {
    return writeTx(this.db, (tx) => {
      const matches = tx
        .update(eventMatches)
        .set({ timeTurn: turn })
        .where(and(matchAt(id, slot), isNull(eventMatches.timeTurn)))
        .run();
      const pods = tx
        .update(eventPods)
        .set({ timeTurn: turn })
        .where(and(podAt(id, slot), isNull(eventPods.timeTurn)))
        .run();
      return matches.changes + pods.changes > 0;
    });
  }

  async setMessage(id: string, messageId: string): Promise<void> {
    this.db.update(leagueEvents).set({ messageId }).where(eq(leagueEvents.id, id)).run();
  }

  /** Closes the event with its champion (null when it ended without a top cut winner, e.g. Swiss only). */
  async finish(id: string, champion: string | null): Promise<EventRecord | null> {
    return writeTx(this.db, (tx) => {
      const done = tx
        .update(leagueEvents)
        .set({ status: "finished", champion, roundEndsAt: null })
        .where(and(eq(leagueEvents.id, id), ne(leagueEvents.status, "finished")))
        .run();
      return done.changes === 0 ? null : this.load(tx, id);
    });
  }

  /** Moves the event to round `round` with its clock; false unless it is still at the round before. */
  private nextRound(tx: Tx, id: string, round: number, status: "swiss" | "cut", clock: RoundClock): boolean {
    const done = tx
      .update(leagueEvents)
      .set({ round, status, roundStartedAt: clock.startedAt, roundEndsAt: clock.endsAt })
      .where(and(eq(leagueEvents.id, id), eq(leagueEvents.round, round - 1), ne(leagueEvents.status, "finished")))
      .run();
    return done.changes > 0;
  }

  /** Whether `round` is the running event's current one. */
  private current(tx: Tx, id: string, round: number): boolean {
    const row = tx
      .select({ round: leagueEvents.round, status: leagueEvents.status })
      .from(leagueEvents)
      .where(eq(leagueEvents.id, id))
      .get();
    return row !== undefined && row.round === round && row.status !== "finished";
  }

  private load(q: Query, id: string): EventRecord | null {
    const row = q.select().from(leagueEvents).where(eq(leagueEvents.id, id)).get();
    if (!row) return null;
    const { key: _key, settings, ...event } = row;
    const players = q
      .select({
        userId: eventPlayers.userId,
        seed: eventPlayers.seed,
        dropped: eventPlayers.dropped,
        joinedAt: eventPlayers.joinedAt,
        deck: eventPlayers.deck,
        checkedIn: eventPlayers.checkedIn,
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
    const pods = q
      .select()
      .from(eventPods)
      .where(eq(eventPods.eventId, id))
      .orderBy(asc(eventPods.round), asc(eventPods.number))
      .all()
      .map(({ eventId: _e, ...p }) => p);
    return { ...event, settings: withLegacy(settings), players, matches, pods };
  }
}

const matchAt = (id: string, slot: SlotKey) =>
  and(eq(eventMatches.eventId, id), eq(eventMatches.round, slot.round), eq(eventMatches.number, slot.number));
const podAt = (id: string, slot: SlotKey) =>
  and(eq(eventPods.eventId, id), eq(eventPods.round, slot.round), eq(eventPods.number, slot.number));
