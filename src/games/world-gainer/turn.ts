/** The turn's phases: draw, standby, gain, end; and the checks for the end of the match. */
import { otherSeat, type Seat } from "../../engine/index.ts";
import { handOf, positionOf, SQUARES, squareZone, STANDBY_SLOTS, standbyOf } from "./board.ts";
import { cardOf } from "./cards.ts";
import { drawCards, fieldUseful, heldTop } from "./effects.ts";
import { canPay } from "./payment.ts";
import type { CardId, WorldGainerContext, WorldGainerState } from "./state.ts";

/** Hand cards the seat could place as a stun now (one per turn, while a standby slot is free). */
export function canStun(state: WorldGainerState, seat: Seat): boolean {
  return (
    !state.stunPlaced && standbyOf(state, seat).cards.length < STANDBY_SLOTS && handOf(state, seat).cards.length > 0
  );
}

/** Whether the card has at least one legal square with a payment. */
export function canPlace(state: WorldGainerState, seat: Seat, card: CardId): boolean {
  if (state.gained) return false;
  const pos = positionOf(state, seat);
  return SQUARES.some((sq) => canPay(pos, card, sq));
}

/** Hand cards that have at least one legal square with a payment (copies of a card are judged once). */
export function placeableCards(state: WorldGainerState, seat: Seat): CardId[] {
  if (state.gained) return [];
  const pos = positionOf(state, seat);
  const byPrint = new Map<string, boolean>();
  return handOf(state, seat).cards.filter((card) => {
    const id = cardOf(card).id;
    const known = byPrint.get(id) ?? SQUARES.some((sq) => canPay(pos, card, sq));
    byPrint.set(id, known);
    return known;
  });
}

/** Top cards of the seat's squares whose Field effect may be activated now. */
export function activatableCards(state: WorldGainerState, seat: Seat): CardId[] {
  const out: CardId[] = [];
  for (const i of SQUARES) {
    const z = squareZone(state, i);
    const top = z.cards[z.cards.length - 1];
    if (top === undefined || z.owner !== seat || state.usedFields.includes(top)) continue;
    const effect = cardOf(top).effect;
    if (effect?.kind === "field" && heldTop(state, seat, top) !== null && fieldUseful(state, seat, effect))
      out.push(top);
  }
  return out;
}

/**
 * Moves on from the standby or gain phase when nothing is left to choose there, judged by public facts only (whether
 * a prompt appears must not tell the table what the hand holds): no stun can be placed (a stun already placed, a full
 * standby or an empty hand) skips the standby phase; an empty hand or a placement already made, with no Field effect
 * to activate, ends the turn. A hand whose cards cannot be placed still gets the gain phase, with a lone "End turn".
 * Each new turn draws, so this ends.
 */
export function settle(state: WorldGainerState, ctx: WorldGainerContext): void {
  while (state.phase === "standby" || state.phase === "gain") {
    const seat = state.active;
    if (state.phase === "standby") {
      if (canStun(state, seat)) return;
      state.phase = "gain";
      continue;
    }
    const nothingToPlace = state.gained || handOf(state, seat).cards.length === 0;
    if (activatableCards(state, seat).length > 0 || !nothingToPlace) return;
    endTurn(state, ctx);
  }
}

export function endTurn(state: WorldGainerState, ctx: WorldGainerContext): void {
  state.recent.push({ type: "end-turn", seat: state.active });
  ctx.emit({ type: "end-turn", data: { seat: state.active } });
  startTurn(state, otherSeat(state.active), ctx);
}

/**
 * The draw phase: the seat's stuns all become ready, then it draws 1, except the first player on the first turn.
 * A player who must draw from an empty deck loses.
 */
export function startTurn(state: WorldGainerState, seat: Seat, ctx: WorldGainerContext): void {
  state.active = seat;
  state.turn += 1;
  state.stunPlaced = false;
  state.gained = false;
  state.usedFields = [];
  state.move = null;
  const mine = standbyOf(state, seat).cards;
  state.exhausted = state.exhausted.filter((c) => !mine.includes(c));
  ctx.emit({ type: "turn", data: { seat, turn: state.turn } });
  if (state.turn > 1) {
    drawCards(state, seat, 1, "turn", ctx);
    if (state.phase === "over") return;
    state.recent.push({ type: "draw", seat });
  }
  state.phase = "standby";
}
