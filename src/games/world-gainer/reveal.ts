import { turnFaceUp } from "../../engine/index.ts";
import { cardOf } from "./cards.ts";
import type { CardId, WorldGainerState } from "./state.ts";

/**
 * Copy numbers carry no information. A card about to leave its owner's hand or deck for a public place (standby,
 * square, break zone) first takes the id of the lowest-numbered copy of its face its owner still keeps hidden (hand
 * or deck), the two swapping ids (see turnFaceUp). Which copy turns up thus follows from what is already public,
 * never from which copies are in the hand. Returns the id the card has now.
 */
export function reveal(state: WorldGainerState, card: CardId): CardId {
  return turnFaceUp(state, state.zones, [card], ownedFace, (a, b) => copyOf(a) - copyOf(b))[0] as CardId;
}

/** Physical ids are `<seat>:<card>:<copy>`: the same face in one owner's cards. */
function ownedFace(card: CardId): string {
  return `${card.split(":")[0] ?? ""}:${cardOf(card).id}`;
}

function copyOf(card: CardId): number {
  return Number(card.split(":")[2]);
}
