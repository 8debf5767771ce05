import {
  cloneJson,
  int,
  moveCard,
  moveTop,
  object,
  oneOf,
  parseWith,
  str,
  viewZone,
  zone,
  type Answer,
  type ApplyContext,
  type GameDefinition,
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
 * "Sealed bids": a simultaneous secret-choice game. 2-4 players are dealt 3 cards from a shuffled deck of 24.
 * Each round every player secretly bids one card from hand; the bids are revealed together and the highest
 * card scores a point. Then the deck is reshuffled (with the match RNG) and everyone draws one card.
 * After `rounds` rounds the highest score wins.
 */
export interface BidsOptions {
  rounds: number;
}

export interface BidAction {
  type: "bid";
  card: CardId;
}

export interface RoundResult {
  round: number;
  bids: { seat: Seat; card: CardId }[];
  winner: Seat;
}

export interface BidsState {
  players: number;
  rounds: number;
  /** 1-based; `rounds + 1` once the game is over. */
  round: number;
  scores: number[];
  history: RoundResult[];
  /** "deck" (hidden), "hand:<seat>" (owner), "bids:<seat>" (public). */
  zones: ZoneMap;
}

export interface BidsView {
  round: number;
  rounds: number;
  scores: number[];
  deck: number;
  hands: ZoneView[];
  bids: CardId[][];
  history: RoundResult[];
}

export const BIDS_DECK = 24;
export const BIDS_HAND = 3;
export const bidsName = (seat: Seat): string => `bids:${seat}`;

const optionsSchema: Schema<BidsOptions> = object<BidsOptions>({ rounds: int({ min: 1, max: 4 }) });
const actionSchema: Schema<BidAction> = object<BidAction>({
  type: oneOf(["bid"]),
  card: str({ max: 3, pattern: /^c[0-9]{1,2}$/ }),
});

function setup(ctx: SetupContext, options: BidsOptions): BidsState {
  const zones: ZoneMap = { deck: zone<CardId>("hidden", null, ctx.rng.shuffle(deckOf(BIDS_DECK))) };
  for (const seat of seatsOf(ctx.players)) {
    zones[handName(seat)] = zone<CardId>("owner", seat);
    zones[bidsName(seat)] = zone<CardId>("public", seat);
  }
  const deck = zoneOf(zones, "deck");
  for (const seat of seatsOf(ctx.players)) {
    const cards: CardId[] = [];
    for (let i = 0; i < BIDS_HAND; i++) {
      const card = moveTop(deck, zoneOf(zones, handName(seat)));
      if (card !== null) cards.push(card);
    }
    ctx.emit({ type: "dealt", data: { seat, count: cards.length }, secret: { to: [seat], data: { cards } } });
  }
  return {
    players: ctx.players,
    rounds: options.rounds,
    round: 1,
    scores: seatsOf(ctx.players).map(() => 0),
    history: [],
    zones,
  };
}

function over(state: BidsState): boolean {
  return state.round > state.rounds;
}

function prompt(state: BidsState): Prompt | null {
  if (over(state)) return null;
  return { decision: "bid", seats: seatsOf(state.players), simultaneous: true, detail: { round: state.round } };
}

function legalActions(state: BidsState, seat: Seat): BidAction[] {
  if (over(state)) return [];
  return zoneOf(state.zones, handName(seat)).cards.map((card) => ({ type: "bid", card }));
}

function check(state: BidsState, seat: Seat, action: BidAction): Refusal | null {
  return zoneOf(state.zones, handName(seat)).cards.includes(action.card)
    ? null
    : { code: "card-not-in-hand", params: { card: action.card } };
}

function apply(state: BidsState, answers: Answer<BidAction>[], ctx: ApplyContext): void {
  const bids = answers.map((a) => ({ seat: a.seat, card: a.action.card }));
  for (const b of bids) moveCard(zoneOf(state.zones, handName(b.seat)), zoneOf(state.zones, bidsName(b.seat)), b.card);
  let best = bids[0];
  for (const b of bids) if (best === undefined || valueOf(b.card) > valueOf(best.card)) best = b;
  if (best === undefined) throw new Error("no bids");
  state.scores[best.seat] = (state.scores[best.seat] ?? 0) + 1;
  state.history.push({ round: state.round, bids, winner: best.seat });
  ctx.emit({ type: "revealed", data: { round: state.round, bids, winner: best.seat } });
  state.round += 1;
  if (over(state)) return;
  const deck = zoneOf(state.zones, "deck");
  ctx.rng.shuffle(deck.cards);
  for (const seat of seatsOf(state.players)) {
    const card = moveTop(deck, zoneOf(state.zones, handName(seat)));
    if (card !== null) ctx.emit({ type: "drew", data: { seat }, secret: { to: [seat], data: { card } } });
  }
}

function view(state: BidsState, viewer: Viewer): BidsView {
  const seats = seatsOf(state.players);
  return {
    round: state.round,
    rounds: state.rounds,
    scores: [...state.scores],
    deck: zoneOf(state.zones, "deck").cards.length,
    hands: seats.map((seat) => viewZone(zoneOf(state.zones, handName(seat)), viewer)),
    bids: seats.map((seat) => [...zoneOf(state.zones, bidsName(seat)).cards]),
    history: cloneJson(state.history),
  };
}

export type SealedBids = GameDefinition<BidsState, BidAction, BidsView, BidsOptions>;

export const sealedBids: SealedBids = {
  id: "sealed-bids",
  rulesVersion: "sealed-bids-1",
  players: { min: 2, max: 4 },
  parseOptions: (raw) => parseWith(optionsSchema, raw ?? { rounds: 3 }),
  setup,
  prompt,
  outcome: (state) => (over(state) ? { winners: leaders(state.scores), reason: "bids" } : null),
  parseAction: (raw) => parseWith(actionSchema, raw),
  legalActions,
  check,
  apply,
  view,
  zones: (state) => state.zones,
};
