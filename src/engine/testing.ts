/**
 * The engine's checks for tests and fuzz runs: hidden information never leaks (views, refusals, choices, copy
 * numbers), cards are conserved, legal actions are accepted, a match replays exactly. Not for the running bot.
 */
export { applyIntentInPlace } from "./match.ts";
export { replay } from "./replay.ts";
export {
  cardCounts,
  conservationProblem,
  findHiddenCard,
  hiddenCards,
  leakProblem,
  legalityProblem,
  permuteHidden,
  refusalProblem,
  stringsIn,
  watchEvents,
} from "./invariants.ts";
export { choiceLeakProblem, choiceLeaksInGame, copyLeakProblem, type Rearrangement } from "./choices.ts";
