import { randomInt } from "node:crypto";
import type { Parsed } from "../engine/index.ts";
import type { EventMatchRecord, EventRecord, EventStore, EventSummary } from "../db/league-events.ts";
import type { League } from "../db/leagues.ts";
import { no, yes, type Actor, type LeagueService } from "./service.ts";
import { defaultRounds, nextCutRound, pairRound, swissStandings, type SwissRow } from "../ranking/swiss.ts";

export const TOP_CUTS = [0, 2, 4, 8] as const;
export const MAX_ROUNDS = 15;
/** Most games one side can win in a reported match (best of five). */
export const MAX_GAME_WINS = 3;
const NAME = /^[^\n\r]{1,40}$/;

/** What a pairing step did: a new round to post, or the event's end. */
export type PairStep = { event: EventRecord; round: EventMatchRecord[] } | { event: EventRecord; finished: true };

/**
 * Swiss events inside a league, free of Discord: entries, seeding, rounds of pairings, reported matches and the top
 * cut. Each closed round's matches count for the league's ratings like any other result.
 */
export class EventService {
  constructor(
    private readonly store: EventStore,
    private readonly leagues: LeagueService,
    private readonly seedOf: (players: number) => number = randomInt,
  ) {}

  async create(
    league: League,
    actor: Actor,
    input: { name: string; rounds: number | null; topCut: number },
  ): Promise<Parsed<EventRecord>> {
    if (!this.leagues.isAdmin(league, actor)) return no("league-admin-only");
    if (!league.seasonRunning) return no("league-no-season", { league: league.name });
    const name = input.name.trim();
    if (!NAME.test(name)) return no("league-bad-name");
    const created = await this.store.create({
      leagueId: league.id,
      season: league.season,
      name,
      topCut: input.topCut,
      rounds: input.rounds,
      createdBy: actor.userId,
    });
    return created ? yes(created) : no("event-name-taken", { name });
  }

  async find(league: League, name: string): Promise<Parsed<EventRecord>> {
    const event = await this.store.named(league.id, name);
    return event ? yes(event) : no("event-unknown", { name });
  }

  /** A league's events, newest first. */
  async eventsOf(league: League): Promise<EventSummary[]> {
    return this.store.eventsOf(league.id);
  }

  async join(league: League, event: EventRecord, actor: Actor): Promise<Parsed<EventRecord>> {
    if (!(await this.leagues.isMember(league, actor.userId))) return no("league-join-first", { league: league.name });
    if (event.status !== "open") return no("event-started", { name: event.name });
    return (await this.store.join(event.id, actor.userId))
      ? yes((await this.store.event(event.id)) as EventRecord)
      : no("event-already-in", { name: event.name });
  }

  async leave(event: EventRecord, actor: Actor): Promise<Parsed<EventRecord>> {
    return (await this.store.leave(event.id, actor.userId))
      ? yes((await this.store.event(event.id)) as EventRecord)
      : no("event-not-in", { name: event.name });
  }

  /** Closes entries, draws the seeding and pairs round one. */
  async start(league: League, given: EventRecord, actor: Actor): Promise<Parsed<PairStep>> {
    if (!this.leagues.isAdmin(league, actor)) return no("league-admin-only");
    const event = await this.fresh(given);
    if (event.status !== "open") return no("event-started", { name: event.name });
    if (event.players.length < 2) return no("event-too-few");
    const shuffled = event.players.map((p) => p.userId);
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = this.seedOf(i + 1);
      [shuffled[i], shuffled[j]] = [shuffled[j] as string, shuffled[i] as string];
    }
    const rounds = event.rounds ?? defaultRounds(shuffled.length);
    const started = await this.store.start(event.id, new Map(shuffled.map((u, i) => [u, i])), rounds);
    if (!started) return no("event-started", { name: event.name });
    return this.pairNext(league, started);
  }

  /** Closes the round (every match reported), counts its games, and pairs the next round or ends the event. */
  async pair(league: League, given: EventRecord, actor: Actor): Promise<Parsed<PairStep>> {
    if (!this.leagues.isAdmin(league, actor)) return no("league-admin-only");
    const event = await this.fresh(given);
    if (event.status === "open") return no("event-not-started", { name: event.name });
    if (event.status === "finished") return no("event-finished", { name: event.name });
    const missing = current(event).filter((m) => !m.reported);
    if (missing.length > 0) return no("event-unreported", { tables: missing.map((m) => m.number).join(", ") });
    await this.countRound(league, event);
    return this.pairNext(league, event);
  }

  /**
   * A player's match of the current round (an admin may report anyone's): their games won and lost and games
   * drawn. Reporting again corrects it until the next pairing.
   */
  async report(
    league: League,
    given: EventRecord,
    actor: Actor,
    games: { wins: number; losses: number; draws: number },
    player: string | null,
  ): Promise<Parsed<EventMatchRecord>> {
    const event = await this.fresh(given);
    const admin = this.leagues.isAdmin(league, actor);
    const whose = player ?? actor.userId;
    if (whose !== actor.userId && !admin) return no("league-admin-only");
    if (event.status === "open" || event.status === "finished")
      return no(event.status === "open" ? "event-not-started" : "event-finished", { name: event.name });
    const match = current(event).find((m) => m.a === whose || m.b === whose);
    if (!match) return no("event-no-match", { round: event.round });
    if (match.b === null) return no("event-bye");
    const { wins, losses, draws } = games;
    if (
      [wins, losses, draws].some((n) => !Number.isInteger(n) || n < 0) ||
      wins > MAX_GAME_WINS ||
      losses > MAX_GAME_WINS ||
      wins + losses + draws === 0
    )
      return no("event-bad-score", { max: MAX_GAME_WINS });
    if (match.stage === "cut" && wins === losses) return no("event-cut-needs-winner");
    const forA = match.a === whose ? { aWins: wins, bWins: losses, draws } : { aWins: losses, bWins: wins, draws };
    if (!(await this.store.report(event.id, event.round, match.number, forA, actor.userId)))
      return no("event-round-over");
    return yes({ ...match, ...forA, reported: true, reportedBy: actor.userId });
  }

  /** The Swiss standings so far (reported matches only). */
  standings(event: EventRecord): SwissRow[] {
    return swissStandings(seeding(event), event.matches);
  }

  /** The event as stored now: a caller's copy may be older than a report or a drop made since. */
  private async fresh(event: EventRecord): Promise<EventRecord> {
    return (await this.store.event(event.id)) ?? event;
  }

  private async pairNext(league: League, event: EventRecord): Promise<Parsed<PairStep>> {
    if (event.status === "swiss" && event.round < (event.rounds ?? 0)) {
      const order = this.standings(event)
        .map((r) => r.userId)
        .filter((u) => !dropped(event, u));
      const { pairs, bye } = pairRound(order, event.matches);
      return this.added(await this.store.addRound(event.id, event.round + 1, "swiss", pairs, bye), event);
    }
    const cutSize = Math.min(
      event.topCut,
      2 ** Math.floor(Math.log2(Math.max(1, event.players.filter((p) => !p.dropped).length))),
    );
    if (cutSize < 2)
      return this.finish(event, this.standings(event).find((r) => !dropped(event, r.userId))?.userId ?? null);
    const seeds = this.standings(event)
      .map((r) => r.userId)
      .filter((u) => !dropped(event, u))
      .slice(0, cutSize);
    const next = nextCutRound(
      seeds,
      event.matches.filter((m) => m.stage === "cut"),
    );
    if (next === null) return no("event-unreported", { tables: "" });
    if ("champion" in next) return this.finish(event, next.champion);
    return this.added(await this.store.addRound(event.id, event.round + 1, "cut", next.pairs, null), event);
  }

  private added(updated: EventRecord | null, before: EventRecord): Parsed<PairStep> {
    if (!updated) return no("event-paired-already", { name: before.name });
    return yes({ event: updated, round: current(updated) });
  }

  private async finish(event: EventRecord, champion: string | null): Promise<Parsed<PairStep>> {
    const done = await this.store.finish(event.id, champion);
    return done ? yes({ event: done, finished: true }) : no("event-finished", { name: event.name });
  }

  /** The closed round's played matches count for the league (a bye rates nobody). */
  private async countRound(league: League, event: EventRecord): Promise<void> {
    if (!league.seasonRunning || league.season !== event.season) return;
    for (const m of current(event)) {
      if (m.b === null) continue;
      const aPlace = m.aWins >= m.bWins ? 1 : 2;
      const bPlace = m.bWins >= m.aWins ? 1 : 2;
      await this.leagues.recordEventMatch(league, event.id, [
        { userId: m.a, place: aPlace },
        { userId: m.b, place: bPlace },
      ]);
    }
  }
}

/** The current round's pairings. */
export function current(event: EventRecord): EventMatchRecord[] {
  return event.matches.filter((m) => m.round === event.round);
}

function seeding(event: EventRecord): string[] {
  return [...event.players].sort((a, b) => (a.seed ?? 0) - (b.seed ?? 0)).map((p) => p.userId);
}

function dropped(event: EventRecord, userId: string): boolean {
  return event.players.find((p) => p.userId === userId)?.dropped ?? false;
}
