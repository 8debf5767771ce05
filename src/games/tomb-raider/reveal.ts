import { byCopy, ownedFace, turnFaceUp } from "../../engine/index.ts";
import type { CardId } from "./cards.ts";
import type { TombRaiderState } from "./state.ts";

/**
 * Copy numbers carry no information. A card about to go face up (played, discarded, found, placed as an obstacle)
 * first takes the id of the lowest-numbered copy of its face its owner still keeps out of sight (hand, deck, obstacle
 * deck), the two swapping ids (see turnFaceUp). Returns the id the card has now.
 */
export function reveal(state: TombRaiderState, card: CardId): CardId {
  return turnFaceUp(state, state.zones, [card], ownedFace, byCopy)[0] as CardId;
}
