import { cloneJson, viewZone, windowSeat, type Seat, type Viewer } from "../../engine/index.ts";
import { attachedTo, handLimit, seatZone, seats, sharedZone, turnChallenge } from "./board.ts";
import { challengeOf, faceOf } from "./cards.ts";
import { itemLimit } from "./rules.ts";
import type { CastawayView, Plan, SeatView, SurvivorState, SurvivorView } from "./state.ts";
import { colorsOf, scores, statValue } from "./tally.ts";

/** What one viewer may know: everything public, plus their own hand, face-down items, deck choice and plans. */
export function view(state: SurvivorState, viewer: Viewer): SurvivorView {
  const challenge = turnChallenge(state);
  const playing =
    state.phase === "fortunes" || state.phase === "items" || state.phase === "council" || state.phase === "vote";
  const castawayView = (seat: Seat, id: string): CastawayView => {
    const down = seatZone(state, seat, "facedown").cards.filter((_, i) => state.itemsOn[seat]?.[i] === id);
    return {
      id,
      colors: colorsOf(state, id),
      entered: (state.entered[seat] ?? []).includes(id),
      attached: attachedTo(state, id).map(faceOf),
      facedown: down.length,
      ownFacedown: viewer === seat ? down.map(faceOf) : [],
      targeted: state.targets.includes(id),
      value: challenge ? challengeOf(challenge).stats.reduce((n, stat) => n + statValue(state, id, stat), 0) : 0,
    };
  };
  // A card planned this step has left the hand, but only its owner may know: everyone else counts it as in hand.
  const hand = (seat: Seat): SeatView["hand"] => {
    const own = viewZone(seatZone(state, seat, "hand"), viewer);
    return own.cards ? own : { count: own.count + seatZone(state, seat, "plan").cards.length, cards: null };
  };
  const plan = (seat: Seat): Plan[] =>
    viewer === seat
      ? seatZone(state, seat, "plan").cards.map((card, i) => ({ card, castaway: state.plans[seat]?.[i] ?? "" }))
      : [];
  const seatView = (seat: Seat): SeatView => ({
    seat,
    out: state.outSeats.includes(seat),
    cast: seatZone(state, seat, "cast").cards.map((c) => castawayView(seat, c)),
    votedOff: [...seatZone(state, seat, "out").cards],
    hand: hand(seat),
    deck: seatZone(state, seat, "deck").cards.length,
    discard: seatZone(state, seat, "discard").cards.map(faceOf),
    played: seatZone(state, seat, "played").cards.map(faceOf),
    alliance: state.alliances[seat]?.color ?? null,
    deckName: viewer === seat ? (state.decks[seat] ?? null) : null,
    done: (state.phase === "feed" || state.phase === "ally") && (state.done[seat] ?? false),
    plan: plan(seat),
  });
  return {
    phase: state.phase,
    turn: state.turn,
    order: [...state.order],
    idol: state.idol,
    showdown: state.showdown,
    handLimit: handLimit(state),
    challenge,
    challengesLeft: sharedZone(state, "challenges").cards.length,
    usedChallenges: [...sharedZone(state, "used").cards],
    itemLimit: challenge ? itemLimit(state) : 0,
    seats: seats(state).map(seatView),
    windowSeat: state.window?.open ? windowSeat(state.window) : null,
    firstTally: state.firstTally ? [...state.firstTally] : null,
    scores: playing ? scores(state) : null,
    result: state.result ? cloneJson(state.result) : null,
    targets: [...state.targets],
    standing: cloneJson(state.standing),
    recent: cloneJson(state.recent),
    log: cloneJson(state.log),
    winner: state.winner,
    options: { ...state.options },
  };
}
