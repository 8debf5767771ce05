import type { DeckList } from "../decks/format.ts";
import type { EventPod } from "../ranking/pods.ts";
import type { EventMatch, Forfeit } from "../ranking/swiss.ts";
import type { Placing } from "../ranking/season.ts";
import type { EventStatus } from "./enums.ts";

export type { Forfeit } from "../ranking/swiss.ts";

/**
 * How an event runs, set at creation (and changed by its admins until it starts). Stored as one JSON value: an event
 * made before a setting existed reads that setting's `LEGACY_SETTINGS` value.
 */
export interface EventSettings {
  /** Swiss pairings (two-player games) or pods (games of three or more). */
  format: "swiss" | "pods";
  /** Pods: the target pod size; 2 for Swiss. */
  podSize: number;
  /** Swiss matches: games a match runs to (best of 1 or 3); pods always play one game. */
  bestOf: 1 | 3;
  /** Where matches are played: at the bot's own tables, or elsewhere with results reported by the players. */
  play: "tables" | "reported";
  /** The round clock in minutes (0: untimed). */
  roundMinutes: number;
  /** A player who has not shown this many minutes after the pairing loses the match. */
  noShowMinutes: number;
  /** A table starts by itself this many minutes after it opened, whoever pressed Ready. */
  readyMinutes: number;
  /** The check-in window in minutes (0: no check-in). */
  checkInMinutes: number;
  /** Players may still join until round 2 is paired, with a loss for each round missed. */
  lateEntry: boolean;
  /** Each player registers a saved deck, or every table plays the game's preconstructed decks. */
  decks: "registered" | "preconstructed";
  /** When registered lists become public: at the event's end, or when the top cut (or final table) is paired. */
  lists: "end" | "cut";
  /** The event tables' time per decision, in seconds. */
  turnSeconds: number;
  /** The channel the event was created in: its posts and its tables' threads are there. */
  channelId: string | null;
}

/** Settings of events made before each setting existed: played elsewhere and reported, as events were then. */
const LEGACY_SETTINGS: EventSettings = {
  format: "swiss",
  podSize: 2,
  bestOf: 1,
  play: "reported",
  roundMinutes: 0,
  noShowMinutes: 10,
  readyMinutes: 5,
  checkInMinutes: 0,
  lateEntry: false,
  decks: "preconstructed",
  lists: "end",
  turnSeconds: 300,
  channelId: null,
};

/** A registered deck: its saved name and the list as it was when registered (later edits of the saved deck do not count). */
export interface RegisteredDeck {
  name: string;
  list: DeckList;
}

export interface EventPlayer {
  userId: string;
  seed: number | null;
  dropped: boolean;
  joinedAt: number;
  deck: RegisteredDeck | null;
  checkedIn: boolean;
}

/** Where a pairing or a pod plays, and its clock. */
interface SlotFields {
  number: number;
  reportedBy: string | null;
  /** The thread (or channel) its tables are in, once opened. */
  channelId: string | null;
  /** Time an admin added to this table's round clock. */
  extraMs: number;
  /** The turn its current game was at when time was called; null before. */
  timeTurn: number | null;
}

export interface EventMatchRecord extends EventMatch, SlotFields {
  forfeit: Forfeit | null;
}

/** A pod: its players in seat order with their places (everyone first until it is reported). */
export interface EventPodRecord extends EventPod, SlotFields {
  forfeit: Forfeit | null;
}

export interface EventRecord {
  id: string;
  leagueId: string;
  season: number;
  name: string;
  status: EventStatus;
  rounds: number | null;
  topCut: number;
  round: number;
  createdBy: string;
  createdAt: number;
  champion: string | null;
  settings: EventSettings;
  /** The event's post in its channel (the check-in button, the round and its clock). */
  messageId: string | null;
  checkInEndsAt: number | null;
  /** When the current round was paired, and when its clock runs out (null when untimed). */
  roundStartedAt: number | null;
  roundEndsAt: number | null;
  /** By seed once started, by joining before. */
  players: EventPlayer[];
  /** Swiss: by round, then table number. */
  matches: EventMatchRecord[];
  /** Pods: by round, then table number. */
  pods: EventPodRecord[];
}

/** An event as a list of a league's events shows it. */
export interface EventSummary {
  id: string;
  name: string;
  status: EventStatus;
}

export interface NewEvent {
  leagueId: string;
  season: number;
  name: string;
  topCut: number;
  rounds: number | null;
  createdBy: string;
  settings: EventSettings;
}

/** A round's clock: when it was paired, and when time runs out (null: untimed). */
export interface RoundClock {
  startedAt: number;
  endsAt: number | null;
}

/** A slot of the current round: a Swiss pairing or a pod, by its table number. */
export interface SlotKey {
  round: number;
  number: number;
}

/** What a table's end (or a forfeit) settles for a Swiss pairing: its games from `a`'s side. */
export interface MatchResult {
  aWins: number;
  bWins: number;
  draws: number;
  forfeit: Forfeit | null;
}

/** What a pod's end (or a forfeit) settles: each player's place, in seat order. */
export interface PodResult {
  places: Placing[];
  forfeit: Forfeit | null;
}

/**
 * Events: players, rounds of pairings (Swiss) or pods and their results, and the clock of the round under way. Every
 * change checks the state it expects, so two processes, or a process and its own restart, never apply one twice.
 */
export interface EventStore {
  /** Null when the league has an event of that name. */
  create(input: NewEvent): Promise<EventRecord | null>;
  event(id: string): Promise<EventRecord | null>;
  named(leagueId: string, name: string): Promise<EventRecord | null>;
  /** A league's events, newest first. */
  eventsOf(leagueId: string): Promise<EventSummary[]>;
  /**
   * Events under way (started, not finished, or checking in) with their league's server: what a restarted bot resumes.
   */
  running(): Promise<{ event: EventRecord; guildId: string }[]>;
  /** New settings while the event is open; null once it has started. */
  updateSettings(id: string, settings: EventSettings): Promise<EventRecord | null>;
  /** False when the event no longer takes players, or they are in it already. */
  join(id: string, userId: string, deck: RegisteredDeck | null): Promise<boolean>;
  /** A player changes their registered deck before the start; false when not in the open event. */
  setDeck(id: string, userId: string, deck: RegisteredDeck): Promise<boolean>;
  /**
   * A late entry while round `round` is the event's latest (null unless it is): the player comes in with `seed`, and a
   * missed round (a loss without an opponent) for each earlier round.
   */
  joinLate(
    id: string,
    userId: string,
    deck: RegisteredDeck | null,
    seed: number,
    round: number,
  ): Promise<EventRecord | null>;
  /** Before the start a player simply leaves; after it they are dropped (no more pairings, results kept). */
  leave(id: string, userId: string): Promise<boolean>;
  /** Opens the check-in window until `endsAt`; null unless the event is open. */
  openCheckIn(id: string, endsAt: number): Promise<EventRecord | null>;
  /** False unless the event is open, the window is open at `now` and the player is in and not checked in yet. */
  checkIn(id: string, userId: string, now: number): Promise<boolean>;
  /**
   * Closes entries with each player's seed and the round count; the players in `removed` (no check-in) are taken
   * out first. Null unless the event was still open.
   */
  start(
    id: string,
    seeds: ReadonlyMap<string, number>,
    rounds: number,
    removed: readonly string[],
  ): Promise<EventRecord | null>;
  /**
   * Adds the pairings of round `round` (byes reported at once as wins) in stage `status`, with the round's clock;
   * null unless the event is still at the round before (someone else paired first).
   */
  addRound(
    id: string,
    round: number,
    status: "swiss" | "cut",
    pairs: readonly [string, string][],
    bye: string | null,
    clock: RoundClock,
  ): Promise<EventRecord | null>;
  /** Adds the pods of round `round` (byes reported at once as pods won) in stage `stage`; as addRound. */
  addPods(
    id: string,
    round: number,
    stage: "swiss" | "final",
    pods: readonly (readonly string[])[],
    byes: readonly string[],
    clock: RoundClock,
  ): Promise<EventRecord | null>;
  /** Records (or corrects) a pairing's games of the current round, by an admin or a player; false when that round is over. */
  report(
    id: string,
    round: number,
    number: number,
    games: { aWins: number; bWins: number; draws: number },
    by: string,
  ): Promise<boolean>;
  /** An admin records (or corrects) a pod's places of the current round; false when that round is over. */
  reportPod(id: string, round: number, number: number, places: readonly Placing[], by: string): Promise<boolean>;
  /** Settles a pairing from its tables; false when it was settled already (a report is never overwritten). */
  settleMatch(id: string, slot: SlotKey, result: MatchResult): Promise<boolean>;
  /** Settles a pod from its table; as settleMatch. */
  settlePod(id: string, slot: SlotKey, result: PodResult): Promise<boolean>;
  /** Where a slot plays: sets it when it has none yet, and returns the one stored (another process may have set it first). */
  placeSlot(id: string, slot: SlotKey, channelId: string): Promise<string | null>;
  /** Adds time to one slot's clock; false when there is no such slot in the current round. */
  extend(id: string, slot: SlotKey, ms: number): Promise<boolean>;
  /** Time is called on a slot whose game was at `turn`; false when it was called already. */
  callTime(id: string, slot: SlotKey, turn: number): Promise<boolean>;
  setMessage(id: string, messageId: string): Promise<void>;
  /** Closes the event with its champion (null when it ended without a top cut winner, e.g. Swiss only). */
  finish(id: string, champion: string | null): Promise<EventRecord | null>;
}

/** Stored settings with every one an older event lacks read as it was before that setting existed. */
export function withLegacy(stored: Partial<EventSettings>): EventSettings {
  return { ...LEGACY_SETTINGS, ...stored };
}

/** The rows a new round's Swiss pairings insert (byes reported at once as wins), as both stores write them. */
export function matchRows(
  eventId: string,
  round: number,
  stage: "swiss" | "cut",
  pairs: readonly [string, string][],
  bye: string | null,
) {
  const base = { eventId, round, stage, aWins: 0, bWins: 0, draws: 0, extraMs: 0 };
  return [
    ...pairs.map(([a, b], i) => ({ ...base, number: i + 1, a, b, reported: false })),
    ...(bye === null ? [] : [{ ...base, number: pairs.length + 1, a: bye, b: null, reported: true }]),
  ];
}

/** The rows a new round's pods insert (byes: pods of one, reported at once as won), as both stores write them. */
export function podRows(
  eventId: string,
  round: number,
  stage: "swiss" | "final",
  pods: readonly (readonly string[])[],
  byes: readonly string[],
) {
  const base = { eventId, round, stage, extraMs: 0 };
  return [
    ...pods.map((players, i) => ({
      ...base,
      number: i + 1,
      places: players.map((userId) => ({ userId, place: 1 })),
      reported: false,
    })),
    ...byes.map((userId, i) => ({
      ...base,
      number: pods.length + i + 1,
      places: [{ userId, place: 1 }],
      reported: true,
    })),
  ];
}

/** The missed rounds of a late entrant, as both stores write them: a loss without an opponent for each. */
export function missedRows(event: EventRecord, userId: string) {
  const rounds = Array.from({ length: event.round }, (_, i) => i + 1);
  const next = (round: number, of: readonly { round: number; number: number }[]) =>
    Math.max(0, ...of.filter((m) => m.round === round).map((m) => m.number)) + 1;
  return event.settings.format === "pods"
    ? {
        pods: rounds.map((round) => ({
          eventId: event.id,
          round,
          number: next(round, event.pods),
          stage: "swiss" as const,
          places: [{ userId, place: 1 }],
          reported: true,
          forfeit: "missed" as const,
          extraMs: 0,
        })),
        matches: [],
      }
    : {
        pods: [],
        matches: rounds.map((round) => ({
          eventId: event.id,
          round,
          number: next(round, event.matches),
          stage: "swiss" as const,
          a: userId,
          b: null,
          aWins: 0,
          bWins: 0,
          draws: 0,
          reported: true,
          forfeit: "missed" as const,
          extraMs: 0,
        })),
      };
}
