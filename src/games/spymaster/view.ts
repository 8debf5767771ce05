import { viewZone, type Viewer } from "../../engine/index.ts";
import type { SeatView, SpymasterState, SpymasterView } from "./state.ts";
import { handOf, rowOf } from "./board.ts";

function shownTo(state: SpymasterState, viewer: Viewer): SpymasterView["shownHand"] {
  const shown = state.shownHand;
  return shown && shown.to === viewer
    ? { seat: shown.seat, round: shown.round, cards: shown.cards.map((f) => ({ ...f })) }
    : null;
}

export function view(state: SpymasterState, viewer: Viewer): SpymasterView {
  const seatView = (seat: 0 | 1): SeatView => ({
    seat,
    hand: viewZone(handOf(state, seat), viewer),
    row: [...rowOf(state, seat).cards],
    documents: state.documents[seat],
    strikes: state.strikes[seat],
    outs: state.outs[seat],
  });
  return {
    variant: state.variant,
    phase: state.phase,
    round: state.round,
    attacker: state.attacker,
    seats: [seatView(0), seatView(1)],
    played: viewZone(state.zones.played, viewer),
    deckCount: state.zones.deck.cards.length,
    discard: [...state.zones.discard.cards],
    tucks: { ...state.tucks },
    turned: state.turned,
    rightmost: state.rightmost,
    tuckUnder: state.tuckUnder,
    bonusStrike: state.bonusStrike,
    shownHand: shownTo(state, viewer),
    discardDue: [...state.discardDue],
    recent: [...state.recent],
    winner: state.winner,
    endReason: state.endReason,
  };
}
