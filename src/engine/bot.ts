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
  return { seat, seq: match.seq, action: bot.choose(viewOnDemand(game, match, seat), legal, rng) };
}

/** What a view on demand needs to build its view, and the view once built. */
interface Pending {
  build: () => MatchView<unknown, unknown>;
  view: MatchView<unknown, unknown> | null;
}

const built = (pending: Pending): MatchView<unknown, unknown> => (pending.view ??= pending.build());

/** Every read goes to the view, built at the first one: to its reader the proxy is the view itself. */
const ON_DEMAND: ProxyHandler<Pending> = {
  get: (pending, key) => Reflect.get(built(pending), key),
  has: (pending, key) => Reflect.has(built(pending), key),
  ownKeys: (pending) => Reflect.ownKeys(built(pending)),
  getOwnPropertyDescriptor: (pending, key) => Reflect.getOwnPropertyDescriptor(built(pending), key),
  getPrototypeOf: (pending) => Reflect.getPrototypeOf(built(pending)),
  set: () => false,
  deleteProperty: () => false,
  defineProperty: () => false,
};

/**
 * The seat's view, built the first time the bot reads any part of it: many bots choose from the legal actions alone,
 * and a game's view is the costliest thing a bot would otherwise be handed. Read it before the match changes.
 */
function viewOnDemand<S, A, V>(
  game: GameDefinition<S, A, V, unknown>,
  match: Match<S, A>,
  seat: Seat,
): MatchView<V, A> {
  const pending: Pending = { build: () => viewMatch(game, match, seat) as MatchView<unknown, unknown>, view: null };
  return new Proxy(pending, ON_DEMAND) as unknown as MatchView<V, A>;
}
