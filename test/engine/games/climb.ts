import {
  answerWindow,
  int,
  moveAll,
  moveCard,
  moveTop,
  object,
  oneOf,
  openWindow,
  parseWith,
  str,
  tagged,
  viewZone,
  windowSeat,
  zone,
  type Answer,
  type ApplyContext,
  type GameDefinition,
  type PassWindow,
  type Prompt,
  type Refusal,
  type Schema,
  type Seat,
  type SetupContext,
  type Viewer,
  type ZoneMap,
  type ZoneView,
} from "../../../src/engine/index.ts";
import { deckOf, handName, leaders, seatsOf, valueOf, zoneOf, type CardId } from "./cards.ts";

/**
 * "Climb": one player's turn followed by an "in turn order until all pass" window. 1-4 players are dealt
 * `hand` cards from a shuffled deck of 30. The leader must lead a card onto the pile (a one-seat turn). Then a
 * window opens at the next seat: in seat order each player may play a higher card or pass; the window closes
 * once every player passed in a row, and a play resets the run. The last player who played takes the pile
 * and leads next (or the next seat holding cards). When nobody holds cards, most cards taken wins.
 */
export interface ClimbOptions {
  hand: number;
}

export type ClimbAction = { type: "play"; card: CardId } | { type: "pass" };

export interface ClimbState {
  players: number;
  phase: "lead" | "respond" | "over";
  leader: Seat;
  lastPlayer: Seat | null;
  window: PassWindow | null;
  /** "deck" (hidden), "hand:<seat>" (owner), "pile" (public), "won:<seat>" (public). */
  zones: ZoneMap;
}

export interface ClimbView {
  phase: ClimbState["phase"];
  leader: Seat;
  turn: Seat | null;
  passesInRow: number;
  deck: number;
  hands: ZoneView[];
  pile: CardId[];
  won: number[];
}

export const CLIMB_DECK = 30;
export const wonName = (seat: Seat): string => `won:${seat}`;

const optionsSchema: Schema<ClimbOptions> = object<ClimbOptions>({ hand: int({ min: 1, max: 6 }) });
const cardId = str({ max: 3, pattern: /^c[0-9]{1,2}$/ });
const actionSchema: Schema<ClimbAction> = tagged<"type", ClimbAction>("type", {
  play: object({ type: oneOf(["play"]), card: cardId }),
  pass: object({ type: oneOf(["pass"]) }),
});

function setup(ctx: SetupContext, options: ClimbOptions): ClimbState {
  const zones: ZoneMap = {
    deck: zone<CardId>("hidden", null, ctx.rng.shuffle(deckOf(CLIMB_DECK))),
    pile: zone<CardId>("public"),
  };
  for (const seat of seatsOf(ctx.players)) {
    zones[handName(seat)] = zone<CardId>("owner", seat);
    zones[wonName(seat)] = zone<CardId>("public", seat);
    for (let i = 0; i < options.hand; i++) moveTop(zoneOf(zones, "deck"), zoneOf(zones, handName(seat)));
  }
  ctx.emit({ type: "dealt", data: { hand: options.hand } });
  return { players: ctx.players, phase: "lead", leader: 0, lastPlayer: null, window: null, zones };
}

function topValue(state: ClimbState): number {
  const top = zoneOf(state.zones, "pile").cards.at(-1);
  return top === undefined ? 0 : valueOf(top);
}

function prompted(state: ClimbState): Seat | null {
  if (state.phase === "lead") return state.leader;
  if (state.phase === "respond" && state.window) return windowSeat(state.window);
  return null;
}

function prompt(state: ClimbState): Prompt | null {
  const seat = prompted(state);
  if (seat === null) return null;
  if (state.phase === "lead") return { decision: "lead", seats: [seat], simultaneous: false };
  return { decision: "respond", seats: [seat], simultaneous: false, detail: { top: topValue(state) } };
}

function legalActions(state: ClimbState, seat: Seat): ClimbAction[] {
  if (prompted(state) !== seat) return [];
  const hand = zoneOf(state.zones, handName(seat)).cards;
  if (state.phase === "lead") return hand.map((card) => ({ type: "play", card }));
  const top = topValue(state);
  return [
    { type: "pass" },
    ...hand.filter((c) => valueOf(c) > top).map((card): ClimbAction => ({ type: "play", card })),
  ];
}

function check(state: ClimbState, seat: Seat, action: ClimbAction): Refusal | null {
  if (action.type === "pass") return state.phase === "lead" ? { code: "must-lead" } : null;
  if (!zoneOf(state.zones, handName(seat)).cards.includes(action.card)) {
    return { code: "card-not-in-hand", params: { card: action.card } };
  }
  const top = topValue(state);
  if (state.phase === "respond" && valueOf(action.card) <= top) {
    return { code: "too-low", params: { top, card: valueOf(action.card) } };
  }
  return null;
}

function nextLeader(state: ClimbState, from: Seat): Seat | null {
  for (let i = 0; i < state.players; i++) {
    const seat = (from + i) % state.players;
    if (zoneOf(state.zones, handName(seat)).cards.length > 0) return seat;
  }
  return null;
}

function apply(state: ClimbState, answers: Answer<ClimbAction>[], ctx: ApplyContext): void {
  const answer = answers[0];
  if (!answer || answers.length !== 1) throw new Error("climb expects exactly one answer");
  const { seat, action } = answer;
  if (action.type === "play") {
    moveCard(zoneOf(state.zones, handName(seat)), zoneOf(state.zones, "pile"), action.card);
    state.lastPlayer = seat;
    ctx.emit({ type: "played", data: { seat, card: action.card } });
  } else {
    ctx.emit({ type: "passed", data: { seat } });
  }
  if (state.phase === "lead") {
    state.phase = "respond";
    state.window = openWindow(seatsOf(state.players), (seat + 1) % state.players);
    return;
  }
  if (!state.window) throw new Error("respond without a window");
  answerWindow(state.window, action.type === "pass");
  if (state.window.open) return;
  const taker = state.lastPlayer ?? seat;
  const taken = moveAll(zoneOf(state.zones, "pile"), zoneOf(state.zones, wonName(taker)));
  ctx.emit({ type: "took", data: { seat: taker, cards: taken } });
  state.window = null;
  state.lastPlayer = null;
  const leader = nextLeader(state, taker);
  if (leader === null) state.phase = "over";
  else {
    state.phase = "lead";
    state.leader = leader;
  }
}

function view(state: ClimbState, viewer: Viewer): ClimbView {
  const seats = seatsOf(state.players);
  return {
    phase: state.phase,
    leader: state.leader,
    turn: prompted(state),
    passesInRow: state.window?.passesInRow ?? 0,
    deck: zoneOf(state.zones, "deck").cards.length,
    hands: seats.map((seat) => viewZone(zoneOf(state.zones, handName(seat)), viewer)),
    pile: [...zoneOf(state.zones, "pile").cards],
    won: seats.map((seat) => zoneOf(state.zones, wonName(seat)).cards.length),
  };
}

export type Climb = GameDefinition<ClimbState, ClimbAction, ClimbView, ClimbOptions>;

export const climb: Climb = {
  id: "climb",
  rulesVersion: "climb-1",
  players: { min: 1, max: 4 },
  parseOptions: (raw) => parseWith(optionsSchema, raw ?? { hand: 3 }),
  setup,
  prompt,
  outcome: (state) =>
    state.phase === "over"
      ? {
          winners: leaders(seatsOf(state.players).map((s) => zoneOf(state.zones, wonName(s)).cards.length)),
          reason: "most-cards",
        }
      : null,
  parseAction: (raw) => parseWith(actionSchema, raw),
  legalActions,
  check,
  apply,
  view,
  zones: (state) => state.zones,
};
