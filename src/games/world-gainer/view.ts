import { cloneJson, viewZone, type Seat, type Viewer } from "../../engine/index.ts";
import {
  battlefieldHeld,
  breakOf,
  deckZone,
  handOf,
  pointsOf,
  priorityRows,
  squaresOf,
  SQUARES,
  STANDBY_SLOTS,
  standbyOf,
  stackTotal,
} from "./board.ts";
import { cardOf } from "./cards.ts";
import type {
  Phase,
  RowKind,
  SeatView,
  SquareIndex,
  SquareView,
  StunView,
  WorldGainerState,
  WorldGainerView,
} from "./state.ts";

/**
 * The phase as everyone but the active player knows it: choosing a placement's card, square and payment are steps
 * of the gain phase that only the active player sees, so going back or on tells the others nothing.
 */
export function publicPhase(phase: Phase): Phase {
  return phase === "square" || phase === "pay" ? "gain" : phase;
}

/** The grid positions as a seat sees them: seat 1 sees the grid turned half round. */
function gridOrder(side: Seat): SquareIndex[] {
  return side === 0 ? [...SQUARES] : [...SQUARES].reverse();
}

function rowKind(side: Seat, square: SquareIndex): RowKind {
  const [own, battle] = priorityRows(side);
  return own.includes(square) ? "own" : battle.includes(square) ? "battle" : "opponent";
}

export function view(state: WorldGainerState, viewer: Viewer): WorldGainerView {
  const side: Seat = viewer === "spectator" ? 0 : viewer;
  const squares = squaresOf(state);
  const grid = gridOrder(side).map((square): SquareView => {
    const { holder, cards } = squares[square] as (typeof squares)[number];
    const top = cards[cards.length - 1] ?? null;
    return {
      square,
      row: rowKind(side, square),
      holder,
      cards,
      top,
      attribute: top === null ? null : cardOf(top).attribute,
      total: stackTotal(cards),
    };
  });
  const seatView = (seat: Seat): SeatView => {
    const stuns = standbyOf(state, seat).cards.map((card): StunView => ({
      card,
      ready: !state.exhausted.includes(card),
      ...cardOf(card).stun,
    }));
    return {
      seat,
      deck: deckZone(state, seat).cards.length,
      hand: viewZone(handOf(state, seat), viewer),
      standby: Array.from({ length: STANDBY_SLOTS }, (_, i) => stuns[i] ?? null),
      breakZone: [...breakOf(state, seat).cards],
      points: pointsOf(squares, seat),
      battlefield: battlefieldHeld(squares, seat),
      deckName: viewer === seat ? (state.decks[seat] ?? null) : null,
    };
  };
  return {
    phase: viewer === state.active ? state.phase : publicPhase(state.phase),
    active: state.active,
    first: state.first,
    turn: state.turn,
    grid,
    seats: [seatView(0), seatView(1)],
    stunPlaced: state.stunPlaced,
    gained: state.gained,
    // A used card that has left the grid may be back in a hand: only those still on a square are named.
    usedFields: state.usedFields.filter((c) => squares.some((s) => s.cards.includes(c))),
    lastPlacement: state.lastPlacement,
    move: viewer === state.active && state.move ? { ...state.move } : null,
    recent: cloneJson(state.recent),
    winner: state.winner,
    endReason: state.endReason,
  };
}
