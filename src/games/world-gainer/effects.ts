/**
 * The effect vocabulary. Dimension effects resolve when their card lands on a square; Field effects are activated
 * by the holder of the square whose top card carries them, once per turn, during the gain phase.
 */
import { moveCard, moveTop, otherSeat, revealCopies, type Seat } from "../../engine/index.ts";
import { breakOf, deckZone, handOf, squareZone, STANDBY_SLOTS, standbyOf, SQUARES } from "./board.ts";
import { cardOf, type Effect } from "./cards.ts";
import { win } from "./outcome.ts";
import type { CardId, DrawReason, WorldGainerContext, WorldGainerState } from "./state.ts";

/**
 * Draws n cards, whatever asks for them (the turn's draw or an effect). A player who must draw and cannot loses at
 * once (the seed, RULINGS 5): the cards drawn before the deck ran out stay drawn, and the match ends.
 */
export function drawCards(
  state: WorldGainerState,
  seat: Seat,
  n: number,
  reason: DrawReason,
  ctx: WorldGainerContext,
): void {
  const drawn: CardId[] = [];
  for (let i = 0; i < n; i++) {
    const card = moveTop(deckZone(state, seat), handOf(state, seat));
    if (card === null) break;
    drawn.push(card);
  }
  if (drawn.length > 0) {
    ctx.emit({
      type: "draw",
      data: { seat, count: drawn.length, reason },
      secret: { to: [seat], data: { cards: drawn } },
    });
  }
  if (drawn.length < n) {
    ctx.emit({ type: "deck-out", data: { seat } });
    win(state, otherSeat(seat), "deck-out", ctx);
  }
}

/** Breaks a stun: it leaves its slot for its owner's break zone. */
export function breakStun(state: WorldGainerState, seat: Seat, card: CardId): void {
  moveCard(standbyOf(state, seat), breakOf(state, seat), card);
  state.exhausted = state.exhausted.filter((c) => c !== card);
}

/** Breaks up to n of the opponent's stuns: ready ones first, then the highest stun value, then slot order. */
function breakEnemyStuns(state: WorldGainerState, seat: Seat, n: number, ctx: WorldGainerContext): void {
  const foe = otherSeat(seat);
  const rank = (c: CardId): number => (state.exhausted.includes(c) ? 0 : 10) + cardOf(c).stun.value;
  const chosen = [...standbyOf(state, foe).cards].sort((a, b) => rank(b) - rank(a)).slice(0, n);
  for (const c of chosen) breakStun(state, foe, c);
  ctx.emit({ type: "break-stuns", data: { seat: foe, cards: chosen } });
}

/** Puts the top cards of the seat's deck into free standby slots as ready stuns (face up from then on). */
function stunsFromDeck(state: WorldGainerState, seat: Seat, n: number, ctx: WorldGainerContext): void {
  const placed: CardId[] = [];
  const deck = deckZone(state, seat);
  while (placed.length < n && standbyOf(state, seat).cards.length < STANDBY_SLOTS) {
    const top = deck.cards[deck.cards.length - 1];
    if (top === undefined) break;
    const [card] = revealCopies(state, [top]) as [CardId];
    moveCard(deck, standbyOf(state, seat), card);
    placed.push(card);
  }
  ctx.emit({ type: "stuns-from-deck", data: { seat, cards: placed } });
}

/** Returns the n most recently broken cards of the seat's break zone to its hand. */
function recover(state: WorldGainerState, seat: Seat, n: number, ctx: WorldGainerContext): void {
  const pile = breakOf(state, seat).cards;
  const chosen = pile.slice(Math.max(0, pile.length - n)).reverse();
  // Announced while the cards are still face up in the break zone.
  ctx.emit({ type: "recover", data: { seat, cards: chosen } });
  for (const c of chosen) moveCard(breakOf(state, seat), handOf(state, seat), c);
}

/** Resolves the Dimension effect of a card that has just landed. "contest-plus" acted in the contest already. */
export function resolveDimension(state: WorldGainerState, seat: Seat, card: CardId, ctx: WorldGainerContext): void {
  const effect = cardOf(card).effect;
  if (effect?.kind !== "dimension" || effect.op === "contest-plus") return;
  ctx.emit({ type: "effect", data: { seat, card, kind: "dimension", op: effect.op, amount: effect.amount } });
  state.recent.push({ type: "effect", seat, card: cardOf(card).id, op: effect.op });
  switch (effect.op) {
    case "draw":
      drawCards(state, seat, effect.amount, "effect", ctx);
      return;
    case "stun-from-deck":
      stunsFromDeck(state, seat, effect.amount, ctx);
      return;
    case "break-enemy-stun":
      breakEnemyStuns(state, seat, effect.amount, ctx);
      return;
    case "recover":
      recover(state, seat, effect.amount, ctx);
      return;
  }
}

/** The square whose top card is this one, held by the seat; null when it is not on top of a held square. */
export function heldTop(state: WorldGainerState, seat: Seat, card: CardId): (typeof SQUARES)[number] | null {
  for (const i of SQUARES) {
    const z = squareZone(state, i);
    if (z.owner === seat && z.cards[z.cards.length - 1] === card) return i;
  }
  return null;
}

/** Whether a Field effect would change anything now: one that would do nothing cannot be activated. */
export function fieldUseful(state: WorldGainerState, seat: Seat, effect: Effect): boolean {
  switch (effect.op) {
    case "sacrifice-draw":
      return deckZone(state, seat).cards.length > 0;
    case "sacrifice-break-stun":
      return standbyOf(state, otherSeat(seat)).cards.length > 0;
    default:
      return false;
  }
}

/** Activates the Field effect of the seat's top card `card` (checked legal by the caller). */
export function activateField(state: WorldGainerState, seat: Seat, card: CardId, ctx: WorldGainerContext): void {
  const effect = cardOf(card).effect;
  const square = heldTop(state, seat, card);
  if (effect?.kind !== "field" || square === null) throw new Error(`${card} has no Field effect to activate`);
  state.usedFields.push(card);
  ctx.emit({ type: "effect", data: { seat, card, kind: "field", op: effect.op, amount: effect.amount } });
  state.recent.push({ type: "effect", seat, card: cardOf(card).id, op: effect.op });
  // The sacrifice is the cost: the card leaves its square first.
  moveCard(squareZone(state, square), breakOf(state, seat), card);
  if (effect.op === "sacrifice-draw") drawCards(state, seat, effect.amount, "effect", ctx);
  else breakEnemyStuns(state, seat, effect.amount, ctx);
}
