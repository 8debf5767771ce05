import type { EventMatchRecord, EventPodRecord, EventRecord, EventStore, SlotKey } from "../db/league-events.ts";
import type { TableRecord } from "../db/store.ts";
import type { Locale } from "../engine/index.ts";
import { DECK_FORMATS } from "../decks/formats.ts";
import type { Logger } from "../log.ts";
import type { Clock } from "../tables/clock.ts";
import type { TableChange, TableService } from "../tables/service.ts";
import { currentSlots } from "./events.ts";
import { humanPlaces } from "./service.ts";

/** How long the turn in play may run past an event round's time before the game is ended where it stands. */
export const OVERTIME_MS = 10 * 60_000;
/** Whoever may end any table: the event itself, acting for its admins. */
const EVENT_AUTHORITY = { userId: "", canManage: true } as const;

export type Slot = EventMatchRecord | EventPodRecord;

/** A slot's players in seat order. */
export function playersOf(slot: Slot): string[] {
  return "a" in slot ? (slot.b === null ? [slot.a] : [slot.a, slot.b]) : slot.places.map((p) => p.userId);
}

/** The key of a slot of the event's current round. */
export const keyOf = (slot: Slot): SlotKey => ({ round: slot.round, number: slot.number });

/** Whether a slot is played at a table: a pairing or a pod of two or more, not yet settled. */
export function needsTable(slot: Slot): boolean {
  return !slot.reported && playersOf(slot).length >= 2;
}

/** What settling tables and clocks did: changes for the tables to follow, and the slots it settled (each once). */
export interface EventWork {
  changes: TableChange[];
  settled: Slot[];
}

/** What a slot's next table needs from outside: where it plays, and the players' names and language. */
export interface TablePlace {
  guildId: string | null;
  channelId: string;
  names: ReadonlyMap<string, string>;
  locale: Locale;
  game: string;
}

const nothing = (): EventWork => ({ changes: [], settled: [] });

/**
 * An event's matches at the bot's own tables, free of Discord: a table per slot and game (each opened once, whatever
 * restarts), the Ready start and the start by itself, no-shows, the round clock and its end-of-round procedure, and
 * each slot's result settled from its tables' ends. Every step reads the store and is safe to repeat.
 */
export class EventTables {
  constructor(
    private readonly store: EventStore,
    private readonly tables: TableService,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  /** The slot's tables, newest first. */
  async tablesOf(event: EventRecord, slot: SlotKey): Promise<TableRecord[]> {
    return (await this.tables.eventTables(event.id, slot.round)).filter((t) => t.eventNumber === slot.number);
  }

  /** The slot's table in play (lobby or match), if any. */
  async openTable(event: EventRecord, slot: SlotKey): Promise<TableRecord | null> {
    return (await this.tablesOf(event, slot)).find((t) => t.status === "lobby" || t.status === "playing") ?? null;
  }

  /**
   * Opens the slot's next game (null when it has a table in play, or is settled): every player seated with their
   * registered deck, the round's clock on it. A second call for the same game finds it open and does nothing.
   */
  async openNext(event: EventRecord, slot: Slot, place: TablePlace): Promise<TableChange | null> {
    if (!needsTable(slot)) return null;
    const tables = await this.tablesOf(event, keyOf(slot));
    if (tables.some((t) => t.status === "lobby" || t.status === "playing")) return null;
    const game = Math.max(0, ...tables.map((t) => t.eventGame ?? 0)) + 1;
    const format = DECK_FORMATS.get(place.game);
    const deckOf = (userId: string): unknown => {
      const deck = event.players.find((p) => p.userId === userId)?.deck;
      return deck && format && event.settings.decks === "registered" ? format.tableChoice(deck.list) : null;
    };
    const opened = await this.tables.openEvent({
      guildId: place.guildId,
      channelId: place.channelId,
      kind: place.game,
      locale: place.locale,
      turnSeconds: event.settings.turnSeconds,
      players: playersOf(slot).map((userId) => ({
        person: { id: userId, name: place.names.get(userId) ?? userId },
        deck: deckOf(userId),
      })),
      event: { eventId: event.id, round: slot.round, number: slot.number, game },
      endsAt: roundEnd(event, slot),
      readyMinutes: event.settings.readyMinutes,
    });
    return opened.ok ? opened.change : null;
  }

  /**
   * Settles a slot whose games have all ended when they decide it (a crash between a game's end and its result leaves
   * that to the next reconcile, which must not open another game instead). Safe to repeat.
   */
  async settleEnded(event: EventRecord, slot: Slot): Promise<EventWork> {
    const tables = await this.tablesOf(event, keyOf(slot));
    if (!needsTable(slot) || tables.length === 0 || tables.some((t) => t.status === "lobby" || t.status === "playing"))
      return nothing();
    return this.settleFromTables(event, slot);
  }

  /**
   * After any change at one of the event's tables: a game that ended settles its slot when the match is decided
   * (otherwise the next game opens on the next reconcile), and a game past its round's time ends once the turn in
   * play has.
   */
  async tableChanged(event: EventRecord, table: TableRecord): Promise<EventWork> {
    const slot = slotOfTable(event, table);
    if (!slot || slot.reported) return nothing();
    if (table.status === "playing" && slot.timeTurn !== null && this.turnOf(table) > slot.timeTurn)
      return this.endAtTime(table);
    if (table.status !== "finished" && table.status !== "cancelled") return nothing();
    return this.settleFromTables(event, slot);
  }

  /** Everything due by now: tables starting by themselves, no-shows, time called, overtime ended. Safe to repeat. */
  async tick(event: EventRecord): Promise<EventWork> {
    const work = nothing();
    const now = this.clock.now();
    for (const slot of currentSlots(event).filter(needsTable)) {
      let table = await this.openTable(event, keyOf(slot));
      if (!table) continue;
      if (table.status === "lobby" && now >= (table.deadline ?? table.createdAt)) {
        const started = await this.tables.autoStart(table.id);
        if (started.ok) {
          work.changes.push(started.change);
          table = started.change.table;
        }
      }
      const noShowAt = noShowMoment(event);
      if (table.eventGame === 1 && noShowAt !== null && now >= noShowAt)
        merge(work, await this.noShows(event, slot, table));
      const end = roundEnd(event, slot);
      if (end !== null && now >= end) merge(work, await this.atTime(event, slot, now - end));
    }
    return work;
  }

  /** The next moment something falls due for the event's current round (null: nothing is waiting on the clock). */
  async nextDue(event: EventRecord): Promise<number | null> {
    const now = this.clock.now();
    const moments: number[] = [];
    const noShowAt = noShowMoment(event);
    for (const slot of currentSlots(event).filter(needsTable)) {
      const table = await this.openTable(event, keyOf(slot));
      if (table?.status === "lobby") moments.push(table.deadline ?? table.createdAt);
      if (noShowAt !== null) moments.push(noShowAt);
      const end = roundEnd(event, slot);
      if (end !== null) moments.push(end, end + OVERTIME_MS);
    }
    const future = moments.filter((m) => m > now);
    return future.length === 0 ? null : Math.min(...future);
  }

  /**
   * A player dropped: their open table of the round ends as a loss. At a Swiss table the match goes to the opponent
   * (as a no-show would); at a pod they concede and the others play on.
   */
  async drop(event: EventRecord, userId: string): Promise<EventWork> {
    const slot = currentSlots(event).find((s) => needsTable(s) && playersOf(s).includes(userId));
    if (!slot) return nothing();
    const table = await this.openTable(event, keyOf(slot));
    if ("a" in slot) return this.forfeitMatch(event, slot, [userId], table);
    if (!table) return nothing();
    const started = table.status === "lobby" ? await this.tables.autoStart(table.id) : null;
    const conceded = await this.tables.concede(table.id, userId);
    return { changes: [started, conceded].flatMap((r) => (r?.ok ? [r.change] : [])), settled: [] };
  }

  /** An admin's report settled a slot: its table in play is ended (it counts for nothing). */
  async reported(event: EventRecord, slot: SlotKey): Promise<TableChange | null> {
    const table = await this.openTable(event, slot);
    if (!table) return null;
    const ended = await this.tables.end(table.id, EVENT_AUTHORITY);
    return ended.ok ? ended.change : null;
  }

  /** An admin added time to a slot: its table shows the new end. */
  async extended(event: EventRecord, slot: Slot): Promise<TableChange | null> {
    const table = await this.openTable(event, keyOf(slot));
    if (!table) return null;
    const moved = await this.tables.setEndsAt(table.id, roundEnd(event, slot));
    return moved.ok ? moved.change : null;
  }

  private turnOf(table: TableRecord): number {
    return table.match ? this.tables.kindOf(table).turns(table.match.state) : 0;
  }

  /**
   * Those who have not shown by the no-show time (never pressed Ready nor moved) lose: at a Swiss table the match
   * (both absent: a double loss); at a pod they concede (all absent: nobody scores).
   */
  private async noShows(event: EventRecord, slot: Slot, table: TableRecord): Promise<EventWork> {
    const absent = await this.absentees(table);
    if (absent.length === 0) return nothing();
    this.log.info("event no-show", { event: event.id, round: slot.round, table: slot.number, count: absent.length });
    if ("a" in slot) return this.forfeitMatch(event, slot, absent, table);
    if (absent.length === table.seats.length) {
      const places = slot.places.map((p) => ({ ...p, place: 1 }));
      const settled = await this.store.settlePod(event.id, keyOf(slot), { places, forfeit: "both" });
      const ended = await this.tables.end(table.id, EVENT_AUTHORITY);
      return {
        changes: ended.ok ? [ended.change] : [],
        settled: settled ? [{ ...slot, places, forfeit: "both", reported: true }] : [],
      };
    }
    const changes: TableChange[] = [];
    for (const userId of absent) {
      const conceded = await this.tables.concede(table.id, userId);
      if (conceded.ok) changes.push(conceded.change);
    }
    return { changes, settled: [] };
  }

  /** Players at the table who never pressed Ready nor made a move of their own (a registered deck is not one). */
  private async absentees(table: TableRecord): Promise<string[]> {
    const log = await this.tables.intentLog(table.id);
    const moved = new Set(log.filter((e) => e.source !== "registered" && e.userId !== null).map((e) => e.userId));
    return table.seats.flatMap((s) => (s.userId !== null && !s.ready && !moved.has(s.userId) ? [s.userId] : []));
  }

  /** A Swiss match lost by `losers` (both: a double loss), its table ended. */
  private async forfeitMatch(
    event: EventRecord,
    slot: EventMatchRecord,
    losers: readonly string[],
    table: TableRecord | null,
  ): Promise<EventWork> {
    const need = winsNeeded(event);
    const aLost = losers.includes(slot.a);
    const result =
      losers.length > 1
        ? { aWins: 0, bWins: 0, draws: 0, forfeit: "both" as const }
        : { aWins: aLost ? 0 : need, bWins: aLost ? need : 0, draws: 0, forfeit: "no-show" as const };
    const settled = await this.store.settleMatch(event.id, keyOf(slot), result);
    const ended = table ? await this.tables.end(table.id, EVENT_AUTHORITY) : null;
    return {
      changes: ended?.ok ? [ended.change] : [],
      settled: settled ? [{ ...slot, ...result, reported: true }] : [],
    };
  }

  /**
   * The round's time has come for a slot: time is called with the turn in play (a match between two games ends with
   * the games played); once that turn is over, or the overtime has run out, the game ends with its ruling at time.
   */
  private async atTime(event: EventRecord, slot: Slot, late: number): Promise<EventWork> {
    const table = await this.openTable(event, keyOf(slot));
    if (!table) return this.settleFromTables(event, { ...slot, timeTurn: slot.timeTurn ?? 0 });
    let playing = table;
    const work = nothing();
    if (table.status === "lobby") {
      const started = await this.tables.autoStart(table.id);
      if (!started.ok) return work;
      work.changes.push(started.change);
      playing = started.change.table;
    }
    if (playing.status !== "playing") return work;
    if (slot.timeTurn === null) await this.store.callTime(event.id, keyOf(slot), this.turnOf(playing));
    if (late >= OVERTIME_MS || (slot.timeTurn !== null && this.turnOf(playing) > slot.timeTurn))
      merge(work, await this.endAtTime(playing));
    return work;
  }

  private async endAtTime(table: TableRecord): Promise<EventWork> {
    const ended = await this.tables.endAtTime(table.id);
    return { changes: ended.ok ? [ended.change] : [], settled: [] };
  }

  /**
   * Settles a slot from its tables' ends when the match is decided: a pod by its one game's places; a Swiss match once
   * a player has the wins it needs, or its games are all played, or time was called (a top cut match plays on until
   * someone wins). Undecided, it waits for its next game's table.
   */
  private async settleFromTables(event: EventRecord, slot: Slot): Promise<EventWork> {
    const finished = (await this.tablesOf(event, keyOf(slot)))
      .filter((t) => t.status === "finished" && t.outcome !== null)
      .reverse();
    if ("places" in slot) {
      const table = finished[0];
      if (!table?.outcome) return nothing();
      const placed = new Map(humanPlaces(table, table.outcome).map((p) => [p.userId, p.place]));
      const worst = Math.max(1, ...placed.values()) + 1;
      const places = slot.places.map((p) => ({ userId: p.userId, place: placed.get(p.userId) ?? worst }));
      const settled = await this.store.settlePod(event.id, keyOf(slot), { places, forfeit: null });
      return { changes: [], settled: settled ? [{ ...slot, places, reported: true }] : [] };
    }
    const games = { aWins: 0, bWins: 0, draws: 0 };
    for (const table of finished) {
      const winners = (table.outcome?.winners ?? []).map((s) => table.seats[s]?.userId);
      if (winners.length !== 1) games.draws += 1;
      else if (winners[0] === slot.a) games.aWins += 1;
      else games.bWins += 1;
    }
    const need = winsNeeded(event);
    const best = Math.max(games.aWins, games.bWins);
    const timeUp = slot.timeTurn !== null;
    const decided =
      slot.stage === "cut"
        ? games.aWins !== games.bWins && (best >= need || timeUp)
        : best >= need || finished.length >= event.settings.bestOf || timeUp;
    if (!decided) return nothing();
    const result = { ...games, forfeit: null };
    const settled = await this.store.settleMatch(event.id, keyOf(slot), result);
    return { changes: [], settled: settled ? [{ ...slot, ...result, reported: true }] : [] };
  }
}

/** Games a match is won with: one in a best of one, two in a best of three. */
function winsNeeded(event: EventRecord): number {
  return event.settings.bestOf === 3 ? 2 : 1;
}

/** When a slot's clock runs out (the round's end plus the time an admin added), or null when the round is untimed. */
export function roundEnd(event: EventRecord, slot: Slot): number | null {
  return event.roundEndsAt === null ? null : event.roundEndsAt + slot.extraMs;
}

/** When those who have not shown lose: that many minutes after the pairing. */
function noShowMoment(event: EventRecord): number | null {
  return event.roundStartedAt === null ? null : event.roundStartedAt + event.settings.noShowMinutes * 60_000;
}

/** The slot of the event's current round a table plays, or null (a table of an earlier round). */
function slotOfTable(event: EventRecord, table: Pick<TableRecord, "eventRound" | "eventNumber">): Slot | null {
  if (table.eventRound !== event.round) return null;
  return currentSlots(event).find((s) => s.number === table.eventNumber) ?? null;
}

function merge(into: EventWork, more: EventWork): void {
  into.changes.push(...more.changes);
  into.settled.push(...more.settled);
}
