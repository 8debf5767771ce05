import type { Locale, Match, Outcome, SeenEvent } from "../engine/index.ts";
import type { IntentSource, TableStatus } from "./enums.ts";

export type { Locale } from "../engine/index.ts";
export type { TableStatus } from "./enums.ts";

export interface SeatRecord {
  seat: number;
  /** Null for a bot seat. */
  userId: string | null;
  name: string;
  bot: boolean;
  /** Consecutive timeouts. */
  timeouts: number;
  /** Every pass window of this seat is passed at once (the player's choice, whatever the hand holds). */
  autoPass: boolean;
  /** At an event table: the player pressed Ready. */
  ready: boolean;
  /** At an event table: the game's deck choice for the player's registered list, made for them (null: none). */
  deck: unknown;
}

/** Which game of which event match a table plays: the event, the round, the pairing's or pod's number, the game (1-3). */
export interface EventSlot {
  eventId: string;
  round: number;
  number: number;
  game: number;
}

export interface TableRecord {
  id: string;
  guildId: string | null;
  channelId: string;
  messageId: string | null;
  /** The table version the public table message shows, as far as the bot knows. */
  boardVersion: number | null;
  pingMessageId: string | null;
  hostId: string;
  kind: string;
  options: unknown;
  status: TableStatus;
  locale: Locale;
  turnSeconds: number;
  rulesVersion: string | null;
  /** The league the result may count for, and its name. */
  leagueId: string | null;
  leagueName: string | null;
  /** An event's table: which game of which match (null columns for any other table). */
  eventId: string | null;
  eventRound: number | null;
  eventNumber: number | null;
  eventGame: number | null;
  /** When the event round's clock runs out for this table (null: no clock). */
  endsAt: number | null;
  version: number;
  seq: number;
  deadline: number | null;
  warned: boolean;
  outcome: Outcome | null;
  createdAt: number;
  updatedAt: number;
  endedAt: number | null;
  /** Ordered by seat. */
  seats: SeatRecord[];
  /** The latest snapshot; null in the lobby. */
  match: Match<unknown, unknown> | null;
}

export interface NewTable {
  guildId: string | null;
  channelId: string;
  hostId: string;
  kind: string;
  options: unknown;
  locale: Locale;
  turnSeconds: number;
  seats: SeatRecord[];
  leagueId?: string | null;
  /** An event's table: opened once per slot (a second open of the same slot is refused by the store). */
  event?: EventSlot;
  endsAt?: number | null;
  /** An event's lobby: when it starts by itself. */
  deadline?: number | null;
}

export interface IntentEntry {
  /** The match's seq after applying this intent. */
  seq: number;
  seat: number;
  action: unknown;
  source: IntentSource;
  userId: string | null;
  at: number;
}

/** A finished match as /replay lists it. */
export interface FinishedTable {
  id: string;
  kind: string;
  endedAt: number;
  /** The seats' names, by seat. */
  names: string[];
}

/** A step of a match that showed something to everyone: the seq it led to and what was seen. */
export interface PublicStep {
  seq: number;
  events: SeenEvent[];
}

/** A member following a table in a private reply, which the bot edits with the interaction's token until it expires. */
export interface Watcher {
  tableId: string;
  userId: string;
  token: string;
  locale: Locale;
  expiresAt: number;
}

/** Fields a change may set; `version` and `updatedAt` are managed by the store. */
export type TableChanges = Partial<
  Pick<
    TableRecord,
    | "messageId"
    | "boardVersion"
    | "pingMessageId"
    | "status"
    | "deadline"
    | "warned"
    | "outcome"
    | "endedAt"
    | "turnSeconds"
    | "rulesVersion"
    | "endsAt"
  >
> & { seats?: SeatRecord[] };

/**
 * Tables, seats, the intent log and snapshots of game tables, plus per-user settings: one interface, two stores (the
 * embedded SQLite file, PostgreSQL). Writes that race (lobby edits, starting, committing intents) use optimistic
 * concurrency and resolve to null when someone else got there first; every write is one transaction, so several
 * processes (shards) can share the store.
 *
 * `version` counts every change made through a concurrency check (updateTable, startMatch, commitIntent), so a
 * stale lobby edit or status change can never overwrite a committed move; patchTable bumps nothing.
 */
export interface MatchStore {
  /** Creates a lobby with a fresh random id. */
  createTable(input: NewTable): Promise<TableRecord>;
  /** An event's table, once per slot: null when the slot has its table already (a restart, another process). */
  createEventTable(input: NewTable & { event: EventSlot }): Promise<TableRecord | null>;
  getTable(id: string): Promise<TableRecord | null>;
  /** An event's tables of one round, newest first. */
  eventTables(eventId: string, round: number): Promise<TableRecord[]>;
  /** Newest first. */
  tablesInChannel(channelId: string, statuses: TableStatus[]): Promise<TableRecord[]>;
  /** Tables where the user holds a seat, newest first. */
  tablesOfUser(userId: string, statuses: TableStatus[]): Promise<TableRecord[]>;
  /** How many lobbies and matches are open (one indexed count: the health endpoint's store check). */
  countOpen(): Promise<number>;
  /** Lobbies and matches in play, with their latest snapshot: what a restarted bot restores. */
  openTables(): Promise<TableRecord[]>;
  /**
   * Tables whose public message is behind their last change (a crash came between the two): the open ones, and
   * those closed since `closedSince`, so a finished table does not keep live buttons.
   */
  staleBoards(closedSince: number): Promise<TableRecord[]>;
  /**
   * Lobby edits and status changes with optimistic concurrency: applies only if the row still has
   * `expectedVersion`; bumps version; null when stale. Seats, when given, replace all seats.
   */
  updateTable(id: string, expectedVersion: number, changes: TableChanges): Promise<TableRecord | null>;
  /** Last-write-wins bookkeeping that needs no concurrency check (message id, deadline, warned); bumps nothing but updatedAt. */
  patchTable(
    id: string,
    changes: Pick<TableChanges, "messageId" | "boardVersion" | "pingMessageId" | "deadline" | "warned">,
  ): Promise<void>;
  /** Marks the warning for this deadline as given; false when it was already, or the deadline is another one now. */
  markWarned(id: string, deadline: number): Promise<boolean>;
  /**
   * Starts play: status "playing", rulesVersion pinned, seq = match.seq, snapshot at that seq, in one transaction.
   * Null when the version is stale or the table is no longer a lobby.
   */
  startMatch(
    id: string,
    expectedVersion: number,
    match: Match<unknown, unknown>,
    changes?: TableChanges,
    seen?: SeenEvent[],
  ): Promise<TableRecord | null>;
  /**
   * One transaction: only if the table is playing and its seq is still `next.seq - 1`, appends the intent
   * (entry.seq must equal next.seq), writes the snapshot, sets seq, bumps version and applies `changes`.
   * Null when stale (someone else committed first, or the table stopped playing); then nothing is written.
   */
  commitIntent(
    id: string,
    entry: IntentEntry,
    next: Match<unknown, unknown>,
    changes?: TableChanges,
    seen?: SeenEvent[],
  ): Promise<TableRecord | null>;
  /**
   * What everyone saw happen in the `moves` latest moves up to `seq` that showed anything (the start of play counts as
   * one), oldest first. A move nobody else saw (a card placed in a secret plan) shows nothing and does not count, so
   * the log reads the same however many such moves were made.
   */
  publicLog(id: string, seq: number, moves: number): Promise<SeenEvent[]>;
  /** The start of play and every step after it that showed anything, oldest first: a replay's steps. */
  publicSteps(id: string): Promise<PublicStep[]>;
  /** Played matches of a server that have ended, most recently ended first: what /replay offers. */
  finishedTables(guildId: string, limit: number): Promise<FinishedTable[]>;
  /** Each answer given to showing every hand in the match's replays, by user id. */
  replayConsent(id: string): Promise<Map<string, boolean>>;
  setReplayConsent(id: string, userId: string, agree: boolean): Promise<void>;
  /** Starts (or renews) a member's watch of a table; one watch per member and table. */
  watch(watcher: Watcher): Promise<void>;
  /** The watches of a table that have not expired at `now`; expired ones are forgotten. */
  watchersOf(id: string, now: number): Promise<Watcher[]>;
  unwatch(id: string, userId: string): Promise<void>;
  /** Ordered by seq. */
  intentLog(id: string): Promise<IntentEntry[]>;
  snapshot(id: string, seq: number): Promise<Match<unknown, unknown> | null>;
  /** Whether the user wants DMs about their turns; true unless they turned it off. */
  dmNotices(userId: string): Promise<boolean>;
  /** The user's language as last seen, or null before their first interaction. */
  userLocale(userId: string): Promise<Locale | null>;
  setUserLocale(userId: string, locale: Locale): Promise<void>;
  setDmNotices(userId: string, on: boolean): Promise<void>;
  /** Whether the server opens each table in its own thread when /play does not say; false until set. */
  tableThreads(guildId: string): Promise<boolean>;
  setTableThreads(guildId: string, on: boolean, by: string): Promise<void>;
}

export const OPEN_STATUSES: TableStatus[] = ["lobby", "playing"];
export const ENDED_STATUSES: TableStatus[] = ["finished", "cancelled"];

/** Finished tables' rows with their seats' names, as both stores read them (seat rows ordered by table and seat). */
export function finishedRows(
  rows: readonly { id: string; kind: string; endedAt: number | null }[],
  seatRows: readonly { tableId: string; name: string }[],
): FinishedTable[] {
  const names = new Map<string, string[]>();
  for (const seat of seatRows) names.set(seat.tableId, [...(names.get(seat.tableId) ?? []), seat.name]);
  return rows.map((row) => ({ id: row.id, kind: row.kind, endedAt: row.endedAt ?? 0, names: names.get(row.id) ?? [] }));
}

/** The changeable columns named in `changes`; an undefined field is left alone, null clears it. */
export function tableSet(changes: TableChanges): TableColumns {
  const set: TableColumns = {};
  for (const key of CHANGEABLE) if (changes[key] !== undefined) (set as Record<string, unknown>)[key] = changes[key];
  return set;
}

const CHANGEABLE = [
  "messageId",
  "boardVersion",
  "pingMessageId",
  "status",
  "deadline",
  "warned",
  "outcome",
  "endedAt",
  "turnSeconds",
  "rulesVersion",
  "endsAt",
] as const;
/** The columns a change may set, as both stores name them. */
export type TableColumns = Partial<Pick<TableRecord, (typeof CHANGEABLE)[number]>>;

/** A new lobby's row, as both stores insert it (its seats go in their own table). */
export function lobbyRow(id: string, input: NewTable, now: number) {
  return {
    id,
    guildId: input.guildId,
    channelId: input.channelId,
    hostId: input.hostId,
    kind: input.kind,
    options: input.options,
    status: "lobby" as const,
    locale: input.locale,
    turnSeconds: input.turnSeconds,
    leagueId: input.leagueId ?? null,
    eventId: input.event?.eventId ?? null,
    eventRound: input.event?.round ?? null,
    eventNumber: input.event?.number ?? null,
    eventGame: input.event?.game ?? null,
    endsAt: input.endsAt ?? null,
    deadline: input.deadline ?? null,
    createdAt: now,
    updatedAt: now,
  };
}
