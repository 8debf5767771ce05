import { randomInt } from "node:crypto";
import type { Parsed } from "../engine/index.ts";
import type {
  EventMatchRecord,
  EventPodRecord,
  EventRecord,
  EventStore,
  EventSummary,
  RegisteredDeck,
  RoundClock,
  SlotKey,
} from "../db/league-events.ts";
import type { League } from "../db/leagues.ts";
import { DECK_FORMATS } from "../decks/formats.ts";
import { TABLE_KINDS } from "../games/catalog.ts";
import type { Clock } from "../tables/clock.ts";
import { finalTable, pairPods, podSizes, podStandings, type PodRow } from "../ranking/pods.ts";
import { defaultRounds, nextCutRound, pairRound, swissStandings, type SwissRow } from "../ranking/swiss.ts";
import { defaultSettings, withChanges, type SettingsInput } from "./event-settings.ts";
import { no, yes, type Actor, type LeagueService } from "./service.ts";

export const TOP_CUTS = [0, 2, 4, 8] as const;
export const MAX_ROUNDS = 15;
/** Most games one side can win in a reported match (best of five). */
export const MAX_GAME_WINS = 3;
/** Most minutes an admin adds to one table's clock at once. */
export const MAX_EXTENSION = 60;
/** Late entry closes once round 2 is paired. */
const LAST_LATE_ROUND = 1;
const NAME = /^[^\n\r]{1,40}$/;

/** What a pairing step did: a new round to post, or the event's end. */
export type PairStep =
  { event: EventRecord; round: EventMatchRecord[]; pods: EventPodRecord[] } | { event: EventRecord; finished: true };

/** A player's entry as joining made it: a new entry, a deck changed before the start, or a late entry. */
export type Entry = { event: EventRecord; how: "joined" | "deck-changed" | "late" };

/**
 * Events inside a league, free of Discord: settings, entries with registered decks, check-in, seeding, rounds of Swiss
 * pairings or pods, results and the top cut or final table. Each closed round's games count for the league's ratings
 * like any other result. Playing the matches at the bot's tables is `EventTables`' part.
 */
export class EventService {
  constructor(
    private readonly store: EventStore,
    private readonly leagues: LeagueService,
    private readonly clock: Clock,
    private readonly seedOf: (players: number) => number = randomInt,
  ) {}

  isAdmin(league: League, actor: Actor): boolean {
    return this.leagues.isAdmin(league, actor);
  }

  async create(
    league: League,
    actor: Actor,
    input: { name: string; rounds: number | null; topCut: number; channelId: string; settings: SettingsInput },
  ): Promise<Parsed<EventRecord>> {
    if (!this.leagues.isAdmin(league, actor)) return no("league-admin-only");
    if (!league.seasonRunning) return no("league-no-season", { league: league.name });
    const name = input.name.trim();
    if (!NAME.test(name)) return no("league-bad-name");
    const settings = withChanges(league.game, defaultSettings(league.game, input.channelId), input.settings);
    if (!settings.ok) return settings;
    const created = await this.store.create({
      leagueId: league.id,
      season: league.season,
      name,
      topCut: input.topCut,
      rounds: input.rounds,
      createdBy: actor.userId,
      settings: settings.value,
    });
    return created ? yes(created) : no("event-name-taken", { name });
  }

  /** Admins change the settings until the event starts. */
  async configure(
    league: League,
    given: EventRecord,
    actor: Actor,
    input: SettingsInput,
  ): Promise<Parsed<EventRecord>> {
    if (!this.leagues.isAdmin(league, actor)) return no("league-admin-only");
    const event = await this.fresh(given);
    if (event.status !== "open") return no("event-started", { name: event.name });
    const settings = withChanges(league.game, event.settings, input);
    if (!settings.ok) return settings;
    const updated = await this.store.updateSettings(event.id, settings.value);
    return updated ? yes(updated) : no("event-started", { name: event.name });
  }

  async find(league: League, name: string): Promise<Parsed<EventRecord>> {
    const event = await this.store.named(league.id, name);
    return event ? yes(event) : no("event-unknown", { name });
  }

  /** An event by id, as stored now. */
  async byId(id: string): Promise<EventRecord | null> {
    return this.store.event(id);
  }

  /** Where a slot of the current round plays (the first place stored wins): the place stored. */
  async placeSlot(event: EventRecord, slot: SlotKey, channelId: string): Promise<string | null> {
    return this.store.placeSlot(event.id, slot, channelId);
  }

  /** Remembers the event's post, to edit it later. */
  async placePost(event: EventRecord, messageId: string): Promise<void> {
    await this.store.setMessage(event.id, messageId);
  }

  /** A league's events, newest first. */
  async eventsOf(league: League): Promise<EventSummary[]> {
    return this.store.eventsOf(league.id);
  }

  /** Events a restarted bot resumes (under way, or checking in), with their league's server. */
  async running(): Promise<{ event: EventRecord; guildId: string }[]> {
    return this.store.running();
  }

  /**
   * A member enters, with a saved deck when the event registers decks (checked by the game's construction check;
   * entering again before the start changes the deck). After the start, with late entry on, until round 2 is paired:
   * a loss for each round missed.
   */
  async join(league: League, given: EventRecord, actor: Actor, deck: RegisteredDeck | null): Promise<Parsed<Entry>> {
    if (!(await this.leagues.isMember(league, actor.userId))) return no("league-join-first", { league: league.name });
    const event = await this.fresh(given);
    const registered = event.settings.decks === "registered" ? deck : null;
    if (event.settings.decks === "registered") {
      if (!registered) return no("event-deck-needed", { name: event.name });
      if (!deckLegal(league.game, registered)) return no("event-deck-illegal", { deck: registered.name });
    }
    const entered = event.players.find((p) => p.userId === actor.userId);
    if (event.status === "open") {
      if (entered && registered && (await this.store.setDeck(event.id, actor.userId, registered)))
        return yes({ event: await this.fresh(event), how: "deck-changed" });
      if (entered) return no("event-already-in", { name: event.name });
      return (await this.store.join(event.id, actor.userId, registered))
        ? yes({ event: await this.fresh(event), how: "joined" })
        : no("event-started", { name: event.name });
    }
    if (entered) return no("event-already-in", { name: event.name });
    if (!event.settings.lateEntry || event.status !== "swiss" || event.round > LAST_LATE_ROUND)
      return no("event-started", { name: event.name });
    const late = await this.store.joinLate(event.id, actor.userId, registered, event.players.length, event.round);
    return late ? yes({ event: late, how: "late" }) : no("event-started", { name: event.name });
  }

  async leave(event: EventRecord, actor: Actor): Promise<Parsed<EventRecord>> {
    return (await this.store.leave(event.id, actor.userId))
      ? yes((await this.store.event(event.id)) as EventRecord)
      : no("event-not-in", { name: event.name });
  }

  /** Admins open the check-in window (the event's check-in minutes from now). */
  async openCheckIn(league: League, given: EventRecord, actor: Actor): Promise<Parsed<EventRecord>> {
    if (!this.leagues.isAdmin(league, actor)) return no("league-admin-only");
    const event = await this.fresh(given);
    if (event.settings.checkInMinutes === 0) return no("event-no-check-in", { name: event.name });
    if (event.status !== "open") return no("event-started", { name: event.name });
    const opened = await this.store.openCheckIn(event.id, this.clock.now() + event.settings.checkInMinutes * 60_000);
    return opened ? yes(opened) : no("event-started", { name: event.name });
  }

  /** A player checks in while the window is open. */
  async checkIn(given: EventRecord, actor: Actor): Promise<Parsed<EventRecord>> {
    const event = await this.fresh(given);
    const player = event.players.find((p) => p.userId === actor.userId);
    if (!player) return no("event-not-in", { name: event.name });
    if (player.checkedIn) return no("event-checked-in-already", { name: event.name });
    if (event.status !== "open" || event.checkInEndsAt === null || event.checkInEndsAt <= this.clock.now())
      return no("event-check-in-closed", { name: event.name });
    return (await this.store.checkIn(event.id, actor.userId, this.clock.now()))
      ? yes(await this.fresh(event))
      : no("event-check-in-closed", { name: event.name });
  }

  /** Closes entries, takes out those who did not check in, draws the seeding and pairs round one. */
  async start(league: League, given: EventRecord, actor: Actor): Promise<Parsed<PairStep>> {
    if (!this.leagues.isAdmin(league, actor)) return no("league-admin-only");
    const event = await this.fresh(given);
    if (event.status !== "open") return no("event-started", { name: event.name });
    const checking = event.settings.checkInMinutes > 0;
    if (checking && event.checkInEndsAt === null) return no("event-check-in-first", { name: event.name });
    const removed = checking ? event.players.filter((p) => !p.checkedIn).map((p) => p.userId) : [];
    const shuffled = event.players.map((p) => p.userId).filter((u) => !removed.includes(u));
    if (shuffled.length < 2) return no("event-too-few");
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = this.seedOf(i + 1);
      [shuffled[i], shuffled[j]] = [shuffled[j] as string, shuffled[i] as string];
    }
    const rounds = event.rounds ?? defaultRounds(shuffled.length);
    const started = await this.store.start(event.id, new Map(shuffled.map((u, i) => [u, i])), rounds, removed);
    if (!started) return no("event-started", { name: event.name });
    return this.pairNext(league, started);
  }

  /** Closes the round (every match settled), counts its games, and pairs the next round or ends the event. */
  async pair(league: League, given: EventRecord, actor: Actor): Promise<Parsed<PairStep>> {
    if (!this.leagues.isAdmin(league, actor)) return no("league-admin-only");
    const event = await this.fresh(given);
    if (event.status === "open") return no("event-not-started", { name: event.name });
    if (event.status === "finished") return no("event-finished", { name: event.name });
    const missing = currentSlots(event).filter((m) => !m.reported);
    if (missing.length > 0) return no("event-unreported", { tables: missing.map((m) => m.number).join(", ") });
    await this.countRound(league, event);
    return this.pairNext(league, event);
  }

  /**
   * A Swiss match of the current round: games won, lost and drawn from `player`'s side (the reporter's own without
   * one). Players report their own only when the event is played elsewhere; admins report anyone's, which corrects a
   * result taken from the tables. Reporting again corrects it until the next pairing.
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
    if (!admin && (whose !== actor.userId || event.settings.play === "tables")) return no("league-admin-only");
    const running = this.runningRound(event);
    if (!running.ok) return running;
    if (event.settings.format === "pods") return no("event-report-place");
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
    return yes({ ...match, ...forA, forfeit: null, reported: true, reportedBy: actor.userId });
  }

  /** An admin sets a player's place in their pod of the current round (the others keep theirs): a correction. */
  async reportPlace(
    league: League,
    given: EventRecord,
    actor: Actor,
    player: string,
    place: number,
  ): Promise<Parsed<EventPodRecord>> {
    if (!this.leagues.isAdmin(league, actor)) return no("league-admin-only");
    const event = await this.fresh(given);
    const running = this.runningRound(event);
    if (!running.ok) return running;
    const pod = currentPods(event).find((p) => p.places.some((x) => x.userId === player));
    if (!pod) return no("event-no-match", { round: event.round });
    if (pod.places.length === 1) return no("event-bye");
    if (!Number.isInteger(place) || place < 1 || place > pod.places.length)
      return no("event-bad-place", { max: pod.places.length });
    const places = pod.places.map((p) => (p.userId === player ? { ...p, place } : p));
    if (!(await this.store.reportPod(event.id, event.round, pod.number, places, actor.userId)))
      return no("event-round-over");
    return yes({ ...pod, places, forfeit: null, reported: true, reportedBy: actor.userId });
  }

  /** Admins add minutes to one table's clock of the current round. */
  async extend(
    league: League,
    given: EventRecord,
    actor: Actor,
    table: number,
    minutes: number,
  ): Promise<Parsed<EventRecord>> {
    if (!this.leagues.isAdmin(league, actor)) return no("league-admin-only");
    const event = await this.fresh(given);
    const running = this.runningRound(event);
    if (!running.ok) return running;
    if (event.roundEndsAt === null) return no("event-untimed");
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_EXTENSION)
      return no("event-bad-extension", { max: MAX_EXTENSION });
    const slot = currentSlots(event).find((s) => s.number === table);
    if (!slot || slot.reported) return no("event-no-table", { table });
    return (await this.store.extend(event.id, { round: event.round, number: table }, minutes * 60_000))
      ? yes(await this.fresh(event))
      : no("event-no-table", { table });
  }

  /**
   * A player's registered deck, to someone allowed to see it: before the lists are published only the player and
   * the event's admins.
   */
  async deckList(league: League, given: EventRecord, actor: Actor, player: string): Promise<Parsed<RegisteredDeck>> {
    const event = await this.fresh(given);
    if (!listsPublic(event) && player !== actor.userId && !this.leagues.isAdmin(league, actor))
      return no("event-lists-hidden", { name: event.name });
    const deck = event.players.find((p) => p.userId === player)?.deck ?? null;
    return deck ? yes(deck) : no("event-no-deck", { name: event.name });
  }

  /** The Swiss standings so far (settled matches only). */
  standings(event: EventRecord): SwissRow[] {
    return swissStandings(seeding(event), event.matches);
  }

  /** A pod event's standings so far (settled pods only). */
  podStandings(event: EventRecord): PodRow[] {
    return podStandings(seeding(event), event.pods);
  }

  /** The event as stored now: a caller's copy may be older than a report or a drop made since. */
  private async fresh(event: EventRecord): Promise<EventRecord> {
    return (await this.store.event(event.id)) ?? event;
  }

  private runningRound(event: EventRecord): Parsed<EventRecord> {
    if (event.status === "open") return no("event-not-started", { name: event.name });
    if (event.status === "finished") return no("event-finished", { name: event.name });
    return yes(event);
  }

  /** The clock of a round paired now: Swiss rounds at the bot's tables are timed; the top cut and final table are not. */
  private clockFor(event: EventRecord, stage: "swiss" | "cut" | "final"): RoundClock {
    const startedAt = this.clock.now();
    const timed = stage === "swiss" && event.settings.play === "tables" && event.settings.roundMinutes > 0;
    return { startedAt, endsAt: timed ? startedAt + event.settings.roundMinutes * 60_000 : null };
  }

  private order(event: EventRecord): string[] {
    const rows = event.settings.format === "pods" ? this.podStandings(event) : this.standings(event);
    return rows.map((r) => r.userId).filter((u) => !dropped(event, u));
  }

  private async pairNext(league: League, event: EventRecord): Promise<Parsed<PairStep>> {
    if (event.settings.format === "pods") return this.podsNext(league, event);
    if (event.status === "swiss" && event.round < (event.rounds ?? 0)) {
      const { pairs, bye } = pairRound(this.order(event), event.matches);
      const clock = this.clockFor(event, "swiss");
      return this.added(await this.store.addRound(event.id, event.round + 1, "swiss", pairs, bye, clock), event);
    }
    const seeds = this.order(event);
    const cutSize = Math.min(event.topCut, 2 ** Math.floor(Math.log2(Math.max(1, seeds.length))));
    if (cutSize < 2) return this.finish(event, seeds[0] ?? null);
    const next = nextCutRound(
      seeds.slice(0, cutSize),
      event.matches.filter((m) => m.stage === "cut"),
    );
    if (next === null) return no("event-unreported", { tables: "" });
    if ("champion" in next) return this.finish(event, next.champion);
    const clock = this.clockFor(event, "cut");
    return this.added(await this.store.addRound(event.id, event.round + 1, "cut", next.pairs, null, clock), event);
  }

  private async podsNext(league: League, event: EventRecord): Promise<Parsed<PairStep>> {
    const order = this.order(event);
    const game = TABLE_KINDS.get(league.game)?.game.players ?? { min: 2, max: event.settings.podSize };
    if (event.status === "swiss" && event.round < (event.rounds ?? 0)) {
      const split = podSizes(order.length, event.settings.podSize, Math.max(2, game.min), game.max);
      const { pods, byes } = pairPods(order, event.pods, split.pods);
      const clock = this.clockFor(event, "swiss");
      return this.added(await this.store.addPods(event.id, event.round + 1, "swiss", pods, byes, clock), event);
    }
    const final = event.pods.find((p) => p.stage === "final");
    if (final) {
      const first = Math.min(...final.places.map((p) => p.place));
      // A shared first place goes to the best-seated of those sharing it (the final table seats by standings).
      return this.finish(event, final.places.find((p) => p.place === first)?.userId ?? null);
    }
    const standings = this.podStandings(event).filter((r) => !dropped(event, r.userId));
    if (event.topCut === 0 || standings.length < 2) return this.finish(event, standings[0]?.userId ?? null);
    const seated = finalTable(standings, Math.min(event.settings.podSize, game.max));
    const clock = this.clockFor(event, "final");
    return this.added(await this.store.addPods(event.id, event.round + 1, "final", [seated], [], clock), event);
  }

  private added(updated: EventRecord | null, before: EventRecord): Parsed<PairStep> {
    if (!updated) return no("event-paired-already", { name: before.name });
    return yes({ event: updated, round: current(updated), pods: currentPods(updated) });
  }

  private async finish(event: EventRecord, champion: string | null): Promise<Parsed<PairStep>> {
    const done = await this.store.finish(event.id, champion);
    return done ? yes({ event: done, finished: true }) : no("event-finished", { name: event.name });
  }

  /** The closed round's played games count for the league (byes and forfeits rate nobody). */
  private async countRound(league: League, event: EventRecord): Promise<void> {
    if (!league.seasonRunning || league.season !== event.season) return;
    for (const m of current(event)) {
      if (m.b === null || m.forfeit !== null) continue;
      const aPlace = m.aWins >= m.bWins ? 1 : 2;
      const bPlace = m.bWins >= m.aWins ? 1 : 2;
      await this.leagues.recordEventMatch(league, event.id, [
        { userId: m.a, place: aPlace },
        { userId: m.b, place: bPlace },
      ]);
    }
    for (const pod of currentPods(event)) {
      if (pod.places.length < 2 || pod.forfeit !== null) continue;
      await this.leagues.recordEventMatch(league, event.id, pod.places);
    }
  }
}

/** The current round's Swiss pairings. */
export function current(event: EventRecord): EventMatchRecord[] {
  return event.matches.filter((m) => m.round === event.round);
}

/** The current round's pods. */
export function currentPods(event: EventRecord): EventPodRecord[] {
  return event.pods.filter((p) => p.round === event.round);
}

/** The current round's pairings or pods, whichever the event plays. */
export function currentSlots(event: EventRecord): (EventMatchRecord | EventPodRecord)[] {
  return event.settings.format === "pods" ? currentPods(event) : current(event);
}

/** Whether registered lists are public: at the end, or from the top cut (final table) on, as the event says. */
export function listsPublic(event: EventRecord): boolean {
  return event.status === "finished" || (event.settings.lists === "cut" && event.status === "cut");
}

/** Whether a registered list passes the game's construction check. */
function deckLegal(game: string, deck: RegisteredDeck): boolean {
  const format = DECK_FORMATS.get(game);
  return format !== undefined && format.check(deck.list).every((issue) => issue.severity !== "error");
}

function seeding(event: EventRecord): string[] {
  return [...event.players].sort((a, b) => (a.seed ?? 0) - (b.seed ?? 0)).map((p) => p.userId);
}

export function dropped(event: EventRecord, userId: string): boolean {
  return event.players.find((p) => p.userId === userId)?.dropped ?? false;
}
