import {
  cloneJson,
  createMatch,
  eventFor,
  Rng,
  sameJson,
  viewMatch,
  type ApplyContext,
  type GameDefinition,
  type GameEvent,
  type Match,
  type MatchSetup,
  type MatchView,
  type Prompt,
  type Refusal,
  type Seat,
  type SeenEvent,
  type Viewer,
} from "../../src/engine/index.ts";
import { applyIntentInPlace } from "../../src/engine/testing.ts";

/** A generator whose dice come from a list (and run out loudly); shuffles keep the order, picks take the first. */
export class FixedDice extends Rng {
  constructor(private readonly dice: number[]) {
    super([1, 2, 3, 4]);
  }

  override die(): number {
    const next = this.dice.shift();
    if (next === undefined) throw new Error("the test ran out of dice");
    return next;
  }

  override int(): number {
    return 0;
  }

  override shuffle<T>(items: T[]): T[] {
    return items;
  }

  left(): number {
    return this.dice.length;
  }
}

export interface ScenarioOptions<S, A> {
  /** Every act rolls only the dice the test gives it (a `FixedDice`), never the match's own generator. */
  fixedDice?: boolean;
  /** Runs after every accepted act and throws on a problem (card conservation, say). */
  afterAct?: (match: Match<S, A>) => void;
}

/**
 * A rules test's match (XMage's CardTestPlayerBase): a game's helper stacks the position, the test plays it through
 * every check the engine makes of an intent (shape, prompted seat, seq, then the game's own check) and reads what
 * happened. Acts change the match in place, as the engine's `applyIntentInPlace` does; `fork` copies it to try
 * another line from the same position.
 */
export class Scenario<S, A, V = unknown> {
  /** What the engine sees: the game, or with fixed dice the game rolling the test's dice. */
  private readonly rules: GameDefinition<S, A, V, unknown>;
  private dice: FixedDice | null = null;
  private last: GameEvent[];

  constructor(
    readonly game: GameDefinition<S, A, V, unknown>,
    readonly match: Match<S, A>,
    private readonly options: ScenarioOptions<S, A> = {},
    /** What led to the match (its set-up's events), read as the last act's until the first act. */
    events: GameEvent[] = [],
  ) {
    this.rules = options.fixedDice
      ? { ...game, apply: (state, answers, ctx) => game.apply(state, answers, this.context(ctx)) }
      : game;
    this.last = events;
  }

  get state(): S {
    return this.match.state;
  }

  /** One seat's action at the current seq; throws with the refusal when the engine refuses it. Returns its events. */
  act(seat: Seat, action: A, dice: number[] = []): GameEvent[] {
    this.dice = this.fixedDice(dice);
    try {
      const applied = applyIntentInPlace(this.rules, this.match, { seat, seq: this.match.seq, action });
      if (!applied.ok)
        throw new Error(`refused ${JSON.stringify(action)} by seat ${seat}: ${JSON.stringify(applied.refusal)}`);
      const left = this.dice?.left() ?? 0;
      if (left > 0) throw new Error(`${left} dice were not used`);
      this.last = applied.events;
    } finally {
      this.dice = null;
    }
    this.options.afterAct?.(this.match);
    return this.last;
  }

  /**
   * The refusal the engine gives this intent (at the current seq unless another is named), or null when it would be
   * accepted. The match stays as it was either way; a refusal that changed it throws.
   */
  refusal(seat: Seat, action: unknown, seq: number = this.match.seq): Refusal | null {
    const probe = cloneJson(this.match);
    const applied = applyIntentInPlace(this.rules, probe, { seat, seq, action });
    if (applied.ok) return null;
    if (!sameJson(probe, this.match)) throw new Error(`the refusal ${applied.refusal.code} changed the match`);
    return applied.refusal;
  }

  /** The seat's legal actions now. */
  legal(seat: Seat): A[] {
    return this.game.legalActions(this.match.state, seat);
  }

  /** The events of the last act (or `run`): all of them, or as the viewer sees them. */
  events(): GameEvent[];
  events(viewer: Viewer): SeenEvent[];
  events(viewer?: Viewer): GameEvent[] | SeenEvent[] {
    return viewer === undefined ? this.last : this.last.map((e) => eventFor(e, viewer));
  }

  prompt(): Prompt | null {
    return this.game.prompt(this.match.state);
  }

  view(viewer: Viewer): MatchView<V, A> {
    return viewMatch(this.game, this.match, viewer);
  }

  /**
   * Lets rules code run on the state outside any intent, with the match's generator (or the given fixed dice): a
   * stacked position's first step, such as the draw that begins a turn. Its events become the last events.
   */
  run(step: (state: S, ctx: ApplyContext) => void, dice: number[] = []): GameEvent[] {
    const rng = this.fixedDice(dice) ?? new Rng(this.match.rng);
    const events: GameEvent[] = [];
    step(this.match.state, { rng, emit: (e) => events.push(e) });
    if (rng instanceof FixedDice && rng.left() > 0) throw new Error(`${rng.left()} dice were not used`);
    this.last = events;
    return events;
  }

  /** A copy of the match, to be played on its own. */
  fork(): Scenario<S, A, V> {
    return new Scenario(this.game, cloneJson(this.match), this.options, this.last);
  }

  private fixedDice(dice: number[]): FixedDice | null {
    if (this.options.fixedDice) return new FixedDice([...dice]);
    if (dice.length > 0) throw new Error("this scenario rolls the match's own dice: it takes no fixed dice");
    return null;
  }

  /** The engine's context for `apply`, with the fixed dice of the act under way (a refusal's probe rolls its own). */
  private context(ctx: ApplyContext): ApplyContext {
    return this.dice ? { ...ctx, rng: this.dice } : ctx;
  }
}

/** The types of the events, in order. */
export function types(events: readonly { type: string }[]): string[] {
  return events.map((e) => e.type);
}

/** The events of one type. */
export function eventsOf<E extends { type: string }>(events: readonly E[], type: string): E[] {
  return events.filter((e) => e.type === type);
}

/** A new match of the game as a table would start it, as a scenario; its set-up's events are the last events. */
export function start<S, A, V>(
  game: GameDefinition<S, A, V, unknown>,
  setup: MatchSetup,
  options: ScenarioOptions<S, A> = {},
): Scenario<S, A, V> {
  const created = createMatch(game, setup);
  if (!created.ok) throw new Error(`setup refused: ${JSON.stringify(created.refusal)}`);
  return new Scenario(game, created.match, options, created.events);
}
