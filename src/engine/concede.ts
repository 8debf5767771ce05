import type { GameEvent } from "./events.ts";
import { Rng } from "./rng.ts";
import type { GameDefinition, Match, Refusal, Seat } from "./types.ts";

/**
 * The intent a seat sends to give up. In a game that defines `concede` (a game of more than two that goes on without
 * the seat) it is a move like any other, logged and replayed; it may come at any moment, prompted or not.
 */
export const CONCEDE = { concede: true } as const;

export function isConcession(action: unknown): boolean {
  return (
    typeof action === "object" &&
    action !== null &&
    Object.keys(action).length === 1 &&
    (action as { concede?: unknown }).concede === true
  );
}

/** Why this seat may not concede now, or null. */
export function concessionRefusal<S, A, V, O>(game: GameDefinition<S, A, V, O>, state: S, seat: Seat): Refusal | null {
  return game.concede ? game.concede.check(state, seat) : { code: "no-concession" };
}

/**
 * Takes the seat out through the game, in `next`. Its answer to a simultaneous decision is dropped; when every seat
 * still asked has answered, the answers are applied, as the last answer would have. A decision that goes on keeps the
 * seq its answers may name; one the concession ended drops the answers given to it.
 */
export function applyConcession<S, A, V, O>(
  game: GameDefinition<S, A, V, O>,
  next: Match<S, A>,
  seat: Seat,
): GameEvent[] {
  const events: GameEvent[] = [];
  const ctx = { rng: new Rng(next.rng), emit: events.push.bind(events) };
  const before = game.prompt(next.state);
  next.seq += 1;
  next.pending = next.pending.filter((p) => p.seat !== seat);
  game.concede?.apply(next.state, seat, ctx);
  const after = game.prompt(next.state);
  const goesOn =
    before !== null &&
    after !== null &&
    before.decision === after.decision &&
    (after.simultaneous || after.drafting === true);
  if (
    goesOn &&
    after.simultaneous &&
    next.pending.length > 0 &&
    after.seats.every((s) => next.pending.some((p) => p.seat === s))
  ) {
    const answers = next.pending.sort((a, b) => a.seat - b.seat);
    next.pending = [];
    game.apply(next.state, answers, ctx);
    next.promptSeq = next.seq;
  } else if (!goesOn) {
    next.pending = [];
    next.promptSeq = next.seq;
  }
  return events;
}
