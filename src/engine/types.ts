import type { GameEvent } from "./events.ts";
import type { JsonObject } from "./json.ts";
import type { Rng, RngState, Seed } from "./rng.ts";
import type { ZoneMap } from "./zones.ts";

/** A player's seat index, 0-based, in turn order. */
export type Seat = number;

/** Every seat of a table of `players`, in turn order. */
export function seatList(players: number): Seat[] {
  const out: Seat[] = [];
  for (let seat = 0; seat < players; seat++) out.push(seat);
  return out;
}

/** The other seat of a two-player game. */
export function otherSeat(seat: Seat): Seat {
  return seat === 0 ? 1 : 0;
}

/** Whose eyes a view is for. */
export type Viewer = Seat | "spectator";

/**
 * What the game waits for. One shape serves every kind of decision:
 * - one player's turn: `seats: [p]`;
 * - simultaneous secret choices: `seats: [a, b, ...]`, `simultaneous: true`; the engine keeps each answer
 *   hidden until every listed seat has answered, then hands them to the game together;
 * - "in turn order until all pass" windows: `seats: [whoeverIsNext]`, driven by the `PassWindow` helper;
 * - secret plans built up step by step (Survivor's feeding): `seats: [a, b, ...]`, `drafting: true`; each listed seat
 *   acts on its own, as often as the game lets it, every action applying at once (the game keeps it private), and a
 *   seat leaves the list when the game says it is done. Actions built anywhere in the prompt stay current.
 */
export interface Prompt {
  /** The game's name for the decision, e.g. "attack", "guess", "discard". */
  decision: string;
  seats: Seat[];
  simultaneous: boolean;
  drafting?: boolean;
  /** Public parameters of the decision (how many cards to discard, say). */
  detail?: JsonObject;
}

/** Why an intent was refused. `code` keys a localized message; `params` fill it. */
export interface Refusal {
  code: string;
  params?: Record<string, string | number>;
}

export interface Outcome {
  winners: Seat[];
  /** The game's name for how it ended, e.g. "documents", "outs". */
  reason: string;
  /**
   * Finishing places, first to last; seats sharing a place share a group. Games for more than two give it (league
   * ratings rank everyone); without it the winners share first place and everyone else second.
   */
  ranking?: Seat[][];
}

/** A value checked at the boundary: the value, or why it was refused. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export interface Answer<A> {
  seat: Seat;
  action: A;
}

/**
 * What applying answers may use: the match's generator, and `emit` for the game's events `E` (its union of `EventOf`
 * types). `emit` is a property, not a method, so that a context for one game's events is refused where any event
 * may be emitted: every function of a game that emits takes the game's own context.
 */
export interface ApplyContext<E extends GameEvent = GameEvent> {
  rng: Rng;
  emit: (event: E) => void;
}

export interface SetupContext<E extends GameEvent = GameEvent> {
  players: number;
  rng: Rng;
  emit: (event: E) => void;
}

/**
 * A game's rules, free of Discord, storage and rendering. State `S`, action `A` and view `V` are plain JSON;
 * `O` is the table's options (variant and the like); `E` the game's events (the union of its `EventOf` types).
 */
export interface GameDefinition<S, A, V, O, E extends GameEvent = GameEvent> {
  id: string;
  /** Pinned per match so a rules update never corrupts a running match. */
  rulesVersion: string;
  players: { min: number; max: number };
  /** Checks table options from outside (a lobby, the CLI). */
  parseOptions(raw: unknown): Parsed<O>;
  setup(ctx: SetupContext<E>, options: O): S;
  /** Who must decide now; null once the game is over. */
  prompt(state: S): Prompt | null;
  outcome(state: S): Outcome | null;
  /** Shape check of an action from outside: anything that is not a well-formed `A` is refused. */
  parseAction(raw: unknown): Parsed<A>;
  /**
   * Every legal action of a prompted seat. It may depend only on what that seat can see, because bots and
   * buttons are built from it.
   */
  legalActions(state: S, seat: Seat): A[];
  /**
   * The pass of a pass window the seat owes (a decision of passing or playing optional cards, where passing reveals
   * nothing): what auto-pass answers for the seat, and why a window left to run out never counts against it. Null for
   * any other decision; asked only of a seat that owes a decision. Absent, the game has no pass windows.
   */
  pass?(state: S, seat: Seat): A | null;
  /** Legality of one action with the reason when it is not; null means legal. */
  check(state: S, seat: Seat, action: A): Refusal | null;
  /** Applies the answers to the current prompt to a private copy of the state. */
  apply(state: S, answers: Answer<A>[], ctx: ApplyContext<E>): void;
  /** What one viewer may know. */
  view(state: S, viewer: Viewer): V;
  /** Every zone that holds cards, for card conservation and leak checks. */
  zones(state: S): ZoneMap;
  /**
   * A seat giving up in a game that goes on without it (see CONCEDE); absent, conceding ends the match with every
   * other seat winning. `check` refuses a seat that may not (one already out); `apply` takes it out.
   */
  concede?: { check(state: S, seat: Seat): Refusal | null; apply(state: S, seat: Seat, ctx: ApplyContext<E>): void };
  /**
   * What kind of card an id is, when a game mixes kinds that can never take each other's place (Survivor's challenges
   * and action cards): leak checks rearrange hidden cards only among cards of the same kind. One kind when absent.
   */
  kindOf?(card: string): string;
}

/**
 * Any game, for code that handles games without knowing which (registries, the CLI, fuzzing). Every member is
 * a method, so a concrete definition is assignable to it.
 */
export type AnyGame = GameDefinition<unknown, unknown, unknown, unknown>;

/** What a match starts from. `options` is the game's table options (plain JSON), checked by `parseOptions`. */
export interface MatchSetup<O = unknown> {
  seed: Seed;
  players: number;
  options: O;
}

/** The whole match: plain JSON, random generator included, so it can be stored and replayed exactly. */
export interface Match<S, A> {
  game: string;
  rulesVersion: string;
  setup: MatchSetup;
  /** Increases with every accepted intent; an intent naming another seq is stale. */
  seq: number;
  /** The seq at which the current prompt began: answers to a simultaneous prompt may name any seq since. */
  promptSeq: number;
  rng: RngState;
  state: S;
  /** Answers to a simultaneous prompt, kept secret until every prompted seat has answered. */
  pending: Answer<A>[];
}

export interface Intent<A> {
  seat: Seat;
  seq: number;
  action: A;
}
