/** The gain placement: pay, put the card on its square by the contest tables, resolve its Dimension effect, check
 * for a win. The caller has checked that the payment and the square are legal. */
import { moveCard, otherSeat, revealCopies, type Seat } from "../../engine/index.ts";
import { breakOf, handOf, squaresOf, squareZone, SQUARES } from "./board.ts";
import { cardOf, faces } from "./cards.ts";
import { judge } from "./contest.ts";
import { breakStun, resolveDimension } from "./effects.ts";
import type { CardId, Payment, PlacementResult, SquareIndex, WorldGainerContext, WorldGainerState } from "./state.ts";
import { checkWin, isOver } from "./outcome.ts";
import { settle } from "./turn.ts";

function pay(state: WorldGainerState, seat: Seat, payment: Payment, ctx: WorldGainerContext): void {
  state.exhausted.push(...payment.exhaust);
  for (const c of payment.breakStuns) breakStun(state, seat, c);
  for (const c of payment.breakField) {
    const square = SQUARES.find((i) => squareZone(state, i).cards.includes(c)) as SquareIndex;
    moveCard(squareZone(state, square), breakOf(state, seat), c);
  }
  state.recent.push({
    type: "pay",
    seat,
    exhaust: faces(payment.exhaust),
    breakStuns: faces(payment.breakStuns),
    breakField: faces(payment.breakField),
  });
  ctx.emit({
    type: "pay",
    data: { seat, exhaust: payment.exhaust, breakStuns: payment.breakStuns, breakField: payment.breakField },
  });
}

/** Moves the square's top `count` cards (all by default) to their holder's break zone; returns them. */
function breakFromSquare(state: WorldGainerState, square: SquareIndex, holder: Seat, count = Infinity): CardId[] {
  const z = squareZone(state, square);
  const broken = z.cards.slice(Math.max(0, z.cards.length - count)).reverse();
  for (const c of broken) moveCard(z, breakOf(state, holder), c);
  return broken;
}

function land(
  state: WorldGainerState,
  seat: Seat,
  card: CardId,
  square: SquareIndex,
  result: PlacementResult,
): CardId[] {
  const z = squareZone(state, square);
  const hand = handOf(state, seat);
  if (result === "trade" || result === "trade-top") {
    const broken = breakFromSquare(state, square, otherSeat(seat), 1);
    moveCard(hand, breakOf(state, seat), card);
    return [...broken, card];
  }
  const broken =
    result === "replace"
      ? breakFromSquare(state, square, seat)
      : result === "take"
        ? breakFromSquare(state, square, otherSeat(seat))
        : [];
  z.owner = seat;
  moveCard(hand, z, card);
  return broken;
}

export function gain(
  state: WorldGainerState,
  seat: Seat,
  chosen: CardId,
  square: SquareIndex,
  payment: Payment,
  ctx: WorldGainerContext,
): void {
  state.recent = [];
  pay(state, seat, payment, ctx);
  const [card] = revealCopies(state, [chosen]) as [CardId];
  const judged = judge(squaresOf(state), seat, card, square);
  if (!judged.ok) throw new Error(`gain on square ${square} was checked legal but is ${judged.problem}`);
  const result = judged.result;
  const broken = land(state, seat, card, square, result);
  const placement = { seat, square, card: cardOf(card).id, result };
  state.lastPlacement = placement;
  state.gained = true;
  state.move = null;
  state.recent.push({ type: "gain", placement, broken: faces(broken) });
  ctx.emit({ type: "gain", data: { seat, square, card, result, broken } });
  // The card has landed: a win it brings comes before its Dimension effect, which may lose the game (a draw).
  checkWin(state, seat, ctx);
  if (isOver(state)) return;
  if (result !== "trade" && result !== "trade-top") resolveDimension(state, seat, card, ctx);
  if (isOver(state)) return;
  state.phase = "gain";
  settle(state, ctx);
}
