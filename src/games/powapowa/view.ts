import { cloneJson, viewZone, windowSeat, type Seat, type Viewer } from "../../engine/index.ts";
import {
  attachedTo,
  canGrow,
  figures,
  growthNeeds,
  HAND_LIMIT,
  seatZone,
  seats,
  shownZone,
  stageOf,
  territoriesInPlay,
  territoriesOf,
} from "./board.ts";
import { cardOf, faceOf, ownerOf } from "./cards.ts";
import { baseScore } from "./contest.ts";
import type { AttachedView, NekoId, NekoView, PowapowaState, PowapowaView, SeatView } from "./state.ts";

/**
 * What one viewer may know (OP-34): everything public, plus their own hand, cradle, face-down fight cards, deck choice
 * and fan-vote placements.
 */
export function view(state: PowapowaState, viewer: Viewer): PowapowaView {
  const nekoView = (id: NekoId, place: "field" | "off"): NekoView => {
    const n = state.neko[id] ?? { stage: 1, down: null };
    const f = figures(state, id);
    const territories = territoriesOf(state, id);
    const attached: AttachedView[] = [
      ...territories.flatMap((t) => attachedTo(state, t).map((card) => ({ card, on: t }))),
      ...attachedTo(state, id)
        .filter((c) => cardOf(c).type !== "territory")
        .map((card) => ({ card, on: null })),
    ];
    return {
      id,
      owner: ownerOf(id),
      stage: stageOf(state, id),
      place,
      down: n.down !== null,
      recovers: n.down !== null && n.down < nextTurnOf(state, ownerOf(id)),
      acted: state.acted.includes(id),
      entered: state.contest?.entries.includes(id) ?? false,
      attack: f.attack,
      defence: f.defence,
      charisma: f.charisma,
      limit: f.limit,
      territories,
      attached,
      canGrow: canGrow(state, id),
      ...growthNeeds(state, id),
      score: state.contest?.entries.includes(id) ? baseScore(state, id) : null,
    };
  };
  const seatView = (seat: Seat): SeatView => {
    const own = viewer === seat;
    const vote = own
      ? [
          ...seatZone(state, seat, "vote").cards.map((card, i) => ({ nekomimi: state.voteFor[seat]?.[i] ?? "", card })),
          ...(state.voteDeckFor[seat] ?? []).map((nekomimi) => ({ nekomimi, card: null })),
        ]
      : [];
    // Cards placed in the fan vote are the breeder's secret until the reveal: the others count them where they were.
    const hand = viewZone(seatZone(state, seat, "hand"), viewer);
    const placed = own
      ? { hand: 0, deck: 0 }
      : { hand: seatZone(state, seat, "vote").cards.length, deck: seatZone(state, seat, "votedeck").cards.length };
    return {
      seat,
      out: state.outSeats.includes(seat),
      deck: seatZone(state, seat, "deck").cards.length + placed.deck,
      hand: hand.cards ? hand : { count: hand.count + placed.hand, cards: null },
      discard: seatZone(state, seat, "discard").cards.map(faceOf),
      cradle: viewZone(seatZone(state, seat, "cradle"), viewer),
      nekomimi: [
        ...seatZone(state, seat, "field").cards.map((id) => nekoView(id, "field")),
        ...seatZone(state, seat, "off").cards.map((id) => nekoView(id, "off")),
      ],
      facedown: viewZone(seatZone(state, seat, "facedown"), viewer),
      up: seatZone(state, seat, "up").cards.map(faceOf),
      deckName: own ? (state.decks[seat] ?? null) : null,
      done: state.phase !== "turn" && state.phase !== "over" && (state.done[seat] ?? false),
      vote,
    };
  };
  const task = state.stack[state.stack.length - 1];
  return {
    phase: state.phase,
    step: state.step,
    active: state.active,
    turn: state.turn,
    handLimit: HAND_LIMIT,
    cap: { used: territoriesInPlay(state), max: state.cap },
    seats: seats(state).map(seatView),
    fight: state.fight ? cloneJson(state.fight) : null,
    lastFight: state.lastFight ? cloneJson(state.lastFight) : null,
    contest: state.contest ? cloneJson(state.contest) : null,
    open:
      task?.t === "open" && shownZone(state).cards.includes(task.card)
        ? { card: task.card, chooser: task.chooser }
        : null,
    windowSeat: state.window?.open ? windowSeat(state.window) : null,
    windowFor: state.window?.open ? state.windowFor : null,
    result: state.result ? cloneJson(state.result) : null,
    recent: cloneJson(state.recent),
    winner: state.winner,
    reason: state.reason,
    options: { ...state.options },
  };
}

/** The turn number at which a breeder's next recovery phase comes: this one if it is theirs and not past it yet. */
function nextTurnOf(state: PowapowaState, seat: Seat): number {
  const before =
    state.step === "draw" ||
    state.step === "breeder" ||
    state.step === "nekomimi" ||
    state.step === "declare" ||
    state.step === "recovery";
  return state.active === seat && before ? state.turn : state.turn + 1;
}
