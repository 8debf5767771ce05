import { moveAll, moveTop, type Seat } from "../../engine/index.ts";
import { seatZone } from "./board.ts";
import type { SurvivorContext, SurvivorState } from "./state.ts";

/**
 * Draws up to `count` cards. An empty action deck never loses: the discard pile is shuffled into a new deck
 * (logged) and drawing goes on; with both empty, drawing stops. Returns how many were drawn.
 */
export function drawCards(state: SurvivorState, seat: Seat, count: number, ctx: SurvivorContext): number {
  const deck = seatZone(state, seat, "deck");
  const hand = seatZone(state, seat, "hand");
  const drawn: string[] = [];
  for (let i = 0; i < count; i++) {
    if (deck.cards.length === 0) {
      const discard = seatZone(state, seat, "discard");
      if (discard.cards.length === 0) break;
      moveAll(discard, deck);
      ctx.rng.shuffle(deck.cards);
      ctx.emit({ type: "shuffle", data: { seat, count: deck.cards.length, from: "discard" } });
    }
    const card = moveTop(deck, hand);
    if (card) drawn.push(card);
  }
  if (drawn.length > 0)
    ctx.emit({ type: "draw", data: { seat, count: drawn.length }, secret: { to: [seat], data: { cards: drawn } } });
  return drawn.length;
}
