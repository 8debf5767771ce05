import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
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
import { bytewise, type PgDatabase, type PgDb, type PgQuery } from "./open.ts";
import { eventMatches, eventPlayers, eventPods, leagueEvents, leagues } from "./schema.ts";

const STARTED = ["swiss", "cut"] as const;

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

  async running(): Promise<{ event: EventRecord; guildId: string }[]> {
    const rows = await this.db
      .select({ id: leagueEvents.id, guildId: leagues.guildId })
      .from(leagueEvents)
      .innerJoin(leagues, eq(leagues.id, leagueEvents.leagueId))
      .where(
        or(
          inArray(leagueEvents.status, STARTED),
          and(eq(leagueEvents.status, "open"), isNotNull(leagueEvents.checkInEndsAt)),
        ),
      );
    const out: { event: EventRecord; guildId: string }[] = [];
    for (const { id, guildId } of rows) {
      const event = await load(this.db, id);
      if (event) out.push({ event, guildId });
    }
    return out;
  }

  updateSettings(id: string, settings: EventSettings): Promise<EventRecord | null> {
    return this.db.transaction(async (tx) => {
      const done = await tx
        .update(leagueEvents)
        .set({ settings })
        .where(and(eq(leagueEvents.id, id), eq(leagueEvents.status, "open")))
        .returning({ id: leagueEvents.id });
      return done.length === 0 ? null : load(tx, id);
    });
  }

  join(id: string, userId: string, deck: RegisteredDeck | null): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const event = await load(tx, id, true);
      if (event?.status !== "open" || event.players.some((p) => p.userId === userId)) return false;
      await tx.insert(eventPlayers).values({ eventId: id, userId, dropped: false, joinedAt: this.clock(), deck });
      return true;
    });
  }

  setDeck(id: string, userId: string, deck: RegisteredDeck): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if ((await load(tx, id, true))?.status !== "open") return false;
      const done = await tx
        .update(eventPlayers)
        .set({ deck })
        .where(and(eq(eventPlayers.eventId, id), eq(eventPlayers.userId, userId)))
        .returning({ userId: eventPlayers.userId });
      return done.length > 0;
    });
  }

  joinLate(
    id: string,
    userId: string,
    deck: RegisteredDeck | null,
    seed: number,
    round: number,
  ): Promise<EventRecord | null> {
    return this.db.transaction(async (tx) => {
      const event = await load(tx, id, true);
      if (event?.status !== "swiss" || event.round !== round || event.players.some((p) => p.userId === userId))
        return null;
      await tx
        .insert(eventPlayers)
        .values({ eventId: id, userId, seed, dropped: false, joinedAt: this.clock(), deck, checkedIn: true });
      const missed = missedRows(event, userId);
      if (missed.matches.length > 0) await tx.insert(eventMatches).values(missed.matches);
      if (missed.pods.length > 0) await tx.insert(eventPods).values(missed.pods);
      return load(tx, id);
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

  openCheckIn(id: string, endsAt: number): Promise<EventRecord | null> {
    return this.db.transaction(async (tx) => {
      const done = await tx
        .update(leagueEvents)
        .set({ checkInEndsAt: endsAt })
        .where(and(eq(leagueEvents.id, id), eq(leagueEvents.status, "open")))
        .returning({ id: leagueEvents.id });
      return done.length === 0 ? null : load(tx, id);
    });
  }

  checkIn(id: string, userId: string, now: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const event = await load(tx, id, true);
      if (event?.status !== "open" || event.checkInEndsAt === null || event.checkInEndsAt <= now) return false;
      const done = await tx
        .update(eventPlayers)
        .set({ checkedIn: true })
        .where(and(eq(eventPlayers.eventId, id), eq(eventPlayers.userId, userId), eq(eventPlayers.checkedIn, false)))
        .returning({ userId: eventPlayers.userId });
      return done.length > 0;
    });
  }

  start(
    id: string,
    seeds: ReadonlyMap<string, number>,
    rounds: number,
    removed: readonly string[],
  ): Promise<EventRecord | null> {
    return this.db.transaction(async (tx) => {
      const done = await tx
        .update(leagueEvents)
        .set({ status: "swiss", rounds })
        .where(and(eq(leagueEvents.id, id), eq(leagueEvents.status, "open")))
        .returning({ id: leagueEvents.id });
      if (done.length === 0) return null;
      if (removed.length > 0)
        await tx
          .delete(eventPlayers)
          .where(and(eq(eventPlayers.eventId, id), inArray(eventPlayers.userId, [...removed])));
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
    clock: RoundClock,
  ): Promise<EventRecord | null> {
    return this.db.transaction(async (tx) => {
      if (!(await nextRound(tx, id, round, status, clock))) return null;
      const rows = matchRows(id, round, status, pairs, bye);
      if (rows.length > 0) await tx.insert(eventMatches).values(rows);
      return load(tx, id);
    });
  }

  addPods(
    id: string,
    round: number,
    stage: "swiss" | "final",
    pods: readonly (readonly string[])[],
    byes: readonly string[],
    clock: RoundClock,
  ): Promise<EventRecord | null> {
    return this.db.transaction(async (tx) => {
      if (!(await nextRound(tx, id, round, stage === "final" ? "cut" : "swiss", clock))) return null;
      const rows = podRows(id, round, stage, pods, byes);
      if (rows.length > 0) await tx.insert(eventPods).values(rows);
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
      if (!(await current(tx, id, round))) return false;
      const done = await tx
        .update(eventMatches)
        .set({ ...games, forfeit: null, reported: true, reportedBy: by })
        .where(and(eq(eventMatches.eventId, id), eq(eventMatches.round, round), eq(eventMatches.number, number)))
        .returning({ number: eventMatches.number });
      return done.length > 0;
    });
  }

  reportPod(id: string, round: number, number: number, places: readonly Placing[], by: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await current(tx, id, round))) return false;
      const done = await tx
        .update(eventPods)
        .set({ places: [...places], forfeit: null, reported: true, reportedBy: by })
        .where(and(eq(eventPods.eventId, id), eq(eventPods.round, round), eq(eventPods.number, number)))
        .returning({ number: eventPods.number });
      return done.length > 0;
    });
  }

  async settleMatch(id: string, slot: SlotKey, result: MatchResult): Promise<boolean> {
    const done = await this.db
      .update(eventMatches)
      .set({ ...result, reported: true })
      .where(and(matchAt(id, slot), eq(eventMatches.reported, false)))
      .returning({ number: eventMatches.number });
    return done.length > 0;
  }

  async settlePod(id: string, slot: SlotKey, result: PodResult): Promise<boolean> {
    const done = await this.db
      .update(eventPods)
      .set({ places: result.places, forfeit: result.forfeit, reported: true })
      .where(and(podAt(id, slot), eq(eventPods.reported, false)))
      .returning({ number: eventPods.number });
    return done.length > 0;
  }

  placeSlot(id: string, slot: SlotKey, channelId: string): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      await tx
        .update(eventMatches)
        .set({ channelId })
        .where(and(matchAt(id, slot), isNull(eventMatches.channelId)));
      await tx
        .update(eventPods)
        .set({ channelId })
        .where(and(podAt(id, slot), isNull(eventPods.channelId)));
      const [match] = await tx
        .select({ channelId: eventMatches.channelId })
        .from(eventMatches)
        .where(matchAt(id, slot));
      const [pod] = await tx.select({ channelId: eventPods.channelId }).from(eventPods).where(podAt(id, slot));
      return match?.channelId ?? pod?.channelId ?? null;
    });
  }

  extend(id: string, slot: SlotKey, ms: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await current(tx, id, slot.round))) return false;
      const matches = await tx
        .update(eventMatches)
        .set({ extraMs: sql`${eventMatches.extraMs} + ${ms}` })
        .where(and(matchAt(id, slot), eq(eventMatches.reported, false)))
        .returning({ number: eventMatches.number });
      const pods = await tx
        .update(eventPods)
        .set({ extraMs: sql`${eventPods.extraMs} + ${ms}` })
        .where(and(podAt(id, slot), eq(eventPods.reported, false)))
        .returning({ number: eventPods.number });
      return matches.length + pods.length > 0;
    });
  }

  callTime(id: string, slot: SlotKey, turn: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const matches = await tx
        .update(eventMatches)
        .set({ timeTurn: turn })
        .where(and(matchAt(id, slot), isNull(eventMatches.timeTurn)))
        .returning({ number: eventMatches.number });
      const pods = await tx
        .update(eventPods)
        .set({ timeTurn: turn })
        .where(and(podAt(id, slot), isNull(eventPods.timeTurn)))
        .returning({ number: eventPods.number });
      return matches.length + pods.length > 0;
    });
  }

  async setMessage(id: string, messageId: string): Promise<void> {
    await this.db.update(leagueEvents).set({ messageId }).where(eq(leagueEvents.id, id));
  }

  finish(id: string, champion: string | null): Promise<EventRecord | null> {
    return this.db.transaction(async (tx) => {
      const done = await tx
        .update(leagueEvents)
        .set({ status: "finished", champion, roundEndsAt: null })
        .where(and(eq(leagueEvents.id, id), ne(leagueEvents.status, "finished")))
        .returning({ id: leagueEvents.id });
      return done.length === 0 ? null : load(tx, id);
    });
  }
}

const { key: _key, ord: _ord, ...eventColumns } = getTableColumns(leagueEvents);

const matchAt = (id: string, slot: SlotKey) =>
  and(eq(eventMatches.eventId, id), eq(eventMatches.round, slot.round), eq(eventMatches.number, slot.number));
const podAt = (id: string, slot: SlotKey) =>
  and(eq(eventPods.eventId, id), eq(eventPods.round, slot.round), eq(eventPods.number, slot.number));

/** Moves the event to round `round` with its clock; false unless it is still at the round before. */
async function nextRound(
  q: PgQuery,
  id: string,
  round: number,
  status: "swiss" | "cut",
  clock: RoundClock,
): Promise<boolean> {
  const done = await q
    .update(leagueEvents)
    .set({ round, status, roundStartedAt: clock.startedAt, roundEndsAt: clock.endsAt })
    .where(and(eq(leagueEvents.id, id), eq(leagueEvents.round, round - 1), ne(leagueEvents.status, "finished")))
    .returning({ id: leagueEvents.id });
  return done.length > 0;
}

/** Whether `round` is the running event's current one; holds the event's row until the transaction ends. */
async function current(q: PgQuery, id: string, round: number): Promise<boolean> {
  const [row] = await q
    .select({ round: leagueEvents.round, status: leagueEvents.status })
    .from(leagueEvents)
    .where(eq(leagueEvents.id, id))
    .for("update");
  return row !== undefined && row.round === round && row.status !== "finished";
}

/** The event with its players and pairings; with `lock`, the event row is held until the transaction ends. */
async function load(q: PgQuery, id: string, lock = false): Promise<EventRecord | null> {
  const query = q.select(eventColumns).from(leagueEvents).where(eq(leagueEvents.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return null;
  const { settings, ...event } = row;
  const players = await q
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
    .orderBy(sql`${eventPlayers.seed} asc nulls first`, asc(eventPlayers.joinedAt), asc(bytewise(eventPlayers.userId)));
  const matches = (
    await q
      .select()
      .from(eventMatches)
      .where(eq(eventMatches.eventId, id))
      .orderBy(asc(eventMatches.round), asc(eventMatches.number))
  ).map(({ eventId: _e, ...m }) => m);
  const pods = (
    await q
      .select()
      .from(eventPods)
      .where(eq(eventPods.eventId, id))
      .orderBy(asc(eventPods.round), asc(eventPods.number))
  ).map(({ eventId: _e, ...p }) => p);
  return { ...event, settings: withLegacy(settings), players, matches, pods };
}
