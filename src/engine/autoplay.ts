import { botIntent, type Bot } from "./bot.ts";
import type { GameEvent } from "./events.ts";
import { applyIntentInPlace, createMatch, waitingFor } from "./match.ts";
import { Rng, seedRng, type Seed } from "./rng.ts";
import type { GameDefinition, Intent, Match, MatchSetup, Outcome } from "./types.ts";

export interface PlayedGame<S, A> {
  match: Match<S, A>;
  intents: Intent<A>[];
  events: GameEvent[];
  outcome: Outcome | null;
  /** False when `maxIntents` ran out before the game ended. */
  finished: boolean;
}

export interface AutoplayOptions<S, A, V> {
  bots: Bot<V, A>[];
  /** Seed for the bots' own choices; independent of the match seed. */
  botSeed: Seed;
  maxIntents: number;
  /**
   * Called after every accepted intent (fuzz checks hook in here). `match` is autoplay's own working match, changed in
   * place by the next intent: read it during the call, and copy (cloneJson) whatever you keep.
   */
  onStep?: (match: Match<S, A>, events: GameEvent[], intent: Intent<A>) => void;
}

/** Plays a match to its end with one bot per seat, applying each intent in place on the match it created. */
export function autoplay<S, A, V, O>(
  game: GameDefinition<S, A, V, O>,
  setup: MatchSetup<O>,
  opts: AutoplayOptions<S, A, V>,
): PlayedGame<S, A> {
  const created = createMatch(game, setup);
  if (!created.ok) throw new Error(`${game.id}: setup refused: ${created.refusal.code}`);
  let match = created.match;
  const events = [...created.events];
  const intents: Intent<A>[] = [];
  const rng = new Rng(seedRng(opts.botSeed));
  while (intents.length < opts.maxIntents) {
    const seat = waitingFor(game, match)[0];
    if (seat === undefined) break;
    const bot = opts.bots[seat];
    if (!bot) throw new Error(`no bot for seat ${seat}`);
    const intent = botIntent(game, match, seat, bot, rng);
    const applied = applyIntentInPlace(game, match, intent);
    if (!applied.ok) throw new Error(`${game.id}: bot intent refused: ${JSON.stringify(applied.refusal)}`);
    match = applied.match;
    intents.push(intent);
    events.push(...applied.events);
    opts.onStep?.(match, applied.events, intent);
  }
  const outcome = game.outcome(match.state);
  return { match, intents, events, outcome, finished: outcome !== null };
}
