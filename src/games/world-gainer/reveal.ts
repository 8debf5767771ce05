import { byCopy, ownedFace, turnFaceUp } from "../../engine/index.ts";
import type { CardId, WorldGainerState } from "./state.ts";

/**
 * Copy numbers carry no information. A card about to leave its owner's hand or deck for a public place (standby,
 * square, break zone) first takes the id of the lowest-numbered copy of its face its owner still keeps hidden (hand
 * or deck), the two swapping ids (see turnFaceUp). Which copy turns up thus follows from what is already public,
 * never from which copies are in the hand. Returns the id the card has now.
 */
export function reveal(state: WorldGainerState, card: CardId): CardId {
  return turnFaceUp(state, state.zones, [card], ownedFace, byCopy)[0] as CardId;
}
