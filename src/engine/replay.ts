import { applyIntentInPlace, createMatch } from "./match.ts";
import type { GameDefinition, Intent, Match, MatchSetup } from "./types.ts";

/** Rebuilds a match from its setup and its intent log; throws if the log does not apply (a corrupt log). */
export function replay<S, A, V, O>(
  game: GameDefinition<S, A, V, O>,
  setup: MatchSetup<O>,
  intents: readonly Intent<A>[],
): Match<S, A> {
  const created = createMatch(game, setup);
  if (!created.ok) throw new Error(`${game.id}: replay setup refused: ${created.refusal.code}`);
  const match = created.match;
  for (const [i, intent] of intents.entries()) {
    const applied = applyIntentInPlace(game, match, intent);
    if (!applied.ok) throw new Error(`${game.id}: replay intent ${i} refused: ${applied.refusal.code}`);
  }
  return match;
}
