import type { EventMatch } from "../ranking/swiss.ts";
import type { EventStatus } from "./enums.ts";

export interface EventPlayer {
  userId: string;
  seed: number | null;
  dropped: boolean;
  joinedAt: number;
}

export interface EventMatchRecord extends EventMatch {
  number: number;
  reportedBy: string | null;
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
  /** By seed once started, by joining before. */
  players: EventPlayer[];
  /** By round, then table number. */
  matches: EventMatchRecord[];
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
}

/** Swiss events: players, rounds of pairings and their reported games. Every change checks the state it expects. */
export interface EventStore {
  /** Null when the league has an event of that name. */
  create(input: NewEvent): Promise<EventRecord | null>;
  event(id: string): Promise<EventRecord | null>;
  named(leagueId: string, name: string): Promise<EventRecord | null>;
  /** A league's events, newest first. */
  eventsOf(leagueId: string): Promise<EventSummary[]>;
  /** False when the event no longer takes players, or they are in it already. */
  join(id: string, userId: string): Promise<boolean>;
  /** Before the start a player simply leaves; after it they are dropped (no more pairings, results kept). */
  leave(id: string, userId: string): Promise<boolean>;
  /** Closes entries with each player's seed and the round count; null unless the event was still open. */
  start(id: string, seeds: ReadonlyMap<string, number>, rounds: number): Promise<EventRecord | null>;
  /**
   * Adds the pairings of round `round` (byes reported at once as wins) in stage `status`; null unless the event is
   * still at the round before (someone else paired first).
   */
  addRound(
    id: string,
    round: number,
    status: "swiss" | "cut",
    pairs: readonly [string, string][],
    bye: string | null,
  ): Promise<EventRecord | null>;
  /** Records (or corrects) a pairing's games of the current round; false when that round is over. */
  report(
    id: string,
    round: number,
    number: number,
    games: { aWins: number; bWins: number; draws: number },
    by: string,
  ): Promise<boolean>;
  /** Closes the event with its champion (null when it ended without a top cut winner, e.g. Swiss only). */
  finish(id: string, champion: string | null): Promise<EventRecord | null>;
}
