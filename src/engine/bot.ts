import { viewMatch, type MatchView } from "./view.ts";
import type { Rng } from "./rng.ts";
import type { GameDefinition, Intent, Match, Seat } from "./types.ts";

/**
 * A bot decides from its own view and its own legal actions only, never from the match state, so it cannot
 * use hidden cards.
 */
export interface Bot<V, A> {
  choose(view: MatchView<V>, legal: A[], rng: Rng): A;
}

/** Picks uniformly among the legal actions; fits every game. */
export const randomBot = {
  choose<A>(_view: MatchView<unknown>, legal: A[], rng: Rng): A {
    return rng.pick(legal);
  },
};

export function botIntent<S, A, V>(
  game: GameDefinition<S, A, V, unknown>,
  match: Match<S, A>,
  seat: Seat,
  bot: Bot<V, A>,
  rng: Rng,
): Intent<A> {
  const legal = game.legalActions(match.state, seat);
  if (legal.length === 0) throw new Error(`${game.id}: seat ${seat} is prompted but has no legal action`);
  return { seat, seq: match.seq, action: bot.choose(viewMatch(game, match, seat), legal, rng) };
}
