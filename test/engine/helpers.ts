import {
  applyIntent,
  createMatch,
  type Applied,
  type GameDefinition,
  type Match,
  type MatchSetup,
  type Refusal,
  type Refused,
} from "../../src/engine/index.ts";

/** Creates a match or fails the test with the refusal. */
export function start<S, A, V, O>(game: GameDefinition<S, A, V, O>, setup: MatchSetup): Match<S, A> {
  const created = createMatch(game, setup);
  if (!created.ok) throw new Error(`setup refused: ${JSON.stringify(created.refusal)}`);
  return created.match;
}

/** Unwraps an accepted intent or fails the test with the refusal. */
export function accepted<S, A>(result: Applied<S, A> | Refused): Applied<S, A> {
  if (!result.ok) throw new Error(`intent refused: ${JSON.stringify(result.refusal)}`);
  return result;
}

/** Unwraps a refusal or fails the test. */
export function refusal<S, A>(result: Applied<S, A> | Refused): Refusal {
  if (result.ok) throw new Error("expected a refusal, the intent was accepted");
  return result.refusal;
}

/** Applies one intent at the match's current seq and returns the next match. */
export function act<S, A, V, O>(
  game: GameDefinition<S, A, V, O>,
  match: Match<S, A>,
  seat: number,
  action: A,
): Match<S, A> {
  return accepted(applyIntent(game, match, { seat, seq: match.seq, action })).match;
}

/** Freezes a value and everything inside it, so any write to it throws (ES modules are strict). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** A JSON round trip, as a database would store the value. */
export function viaJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
