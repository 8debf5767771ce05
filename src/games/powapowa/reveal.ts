import { byCopy, ownedFace, turnFaceUp } from "../../engine/index.ts";
import type { CardId, PowapowaState } from "./state.ts";

/**
 * Copy numbers carry no information: cards about to turn face up from a hand or a face-down spot first take the ids
 * of the lowest copies of their faces their owner still keeps hidden (see turnFaceUp). Returns the ids they have now,
 * in the same order. Outside its zones the state names only cards face up (attachments, a fight's ground and proxies,
 * an open card) and happenings name printed faces, so only the zones change (the fuzz suites check every step).
 */
export function reveal(state: PowapowaState, cards: readonly CardId[]): CardId[] {
  return turnFaceUp(null, state.zones, cards, ownedFace, byCopy);
}
