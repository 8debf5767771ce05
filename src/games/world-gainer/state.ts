/**
 * World Gainer: state, actions and views. A physical card id is `<seat>:<card>:<copy>` (e.g. `0:ember-scout:2`);
 * `cardOf(id)` in cards.ts gives its printed face (names, attribute, cost, required cost, stun, effect).
 */
import type { ApplyContext, EventOf, Seat, Zone, ZoneView } from "../../engine/index.ts";
import type { Effect } from "./cards.ts";

export type CardId = string;
/** Rock-paper-scissors marks: blue = scissors, green = paper, red = rock, yellow = beats all three. */
export type Attribute = "blue" | "green" | "red" | "yellow";

/**
 * The current decision:
 * - `deck`: both players secretly choose a preconstructed deck (simultaneous);
 * - `standby`: the active player may place one hand card as a stun, or skip;
 * - `gain`: the active player picks the hand card to place (once per turn), activates a Field effect, or ends the turn;
 * - `square`: the chosen card's square (or back);
 * - `pay`: the payment for it (or back);
 * - `over`: the match has ended.
 */
export type Phase = "deck" | "standby" | "gain" | "square" | "pay" | "over";

/** Squares are numbered 0-8 in rows of three, as seat 0 sees the grid: 0-2 seat 1's field, 3-5 the battlefield,
 * 6-8 seat 0's field. Seat 1 sees the grid turned half round (its square `8 - n` at position `n`). */
export type SquareIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export type Zones = Record<`deck${0 | 1}` | `hand${0 | 1}` | `standby${0 | 1}` | `break${0 | 1}`, Zone<CardId>> &
  Record<`square${SquareIndex}`, Zone<CardId>>;

/** How a gain placement went against what was on the square. */
export type PlacementResult =
  /** an empty square */
  | "place"
  /** on your own card, same attribute and higher cost: stacked on top */
  | "stack"
  /** on your own square, winning rock-paper-scissors: the old cards were broken */
  | "replace"
  /** the opponent's square taken: their cards were broken */
  | "take"
  /** against a single card of equal cost and attribute: both broken, the square is empty */
  | "trade"
  /** against a stack: your card and their top card broken, they keep the square */
  | "trade-top";

/** The latest gain placement (public once made); `card` is the printed card id (its face). */
export interface Placement {
  seat: Seat;
  square: SquareIndex;
  card: CardId;
  result: PlacementResult;
}

/** A chosen way to pay: ready stuns to exhaust (their stun value), ready stuns to break (1 each), and own field
 * cards to break (1 each, in the card's attribute; taken from the top of their stacks). */
export interface Payment {
  exhaust: CardId[];
  breakStuns: CardId[];
  breakField: CardId[];
}

/** The active player's move in progress: the hand card chosen, then its square. Only its owner sees it. */
interface Move {
  card: CardId;
  square: SquareIndex | null;
}

/**
 * One thing that happened in the most recent accepted move, as the whole table may know it. Cards here are printed
 * card ids (faces, e.g. `ember-scout`), not physical ids: a card seen then may be back in a hand by now.
 */
export type LastAction =
  | { type: "decks" }
  | { type: "first"; seat: Seat }
  | { type: "draw"; seat: Seat }
  | { type: "stun"; seat: Seat; card: CardId }
  | { type: "pay"; seat: Seat; exhaust: CardId[]; breakStuns: CardId[]; breakField: CardId[] }
  | { type: "gain"; placement: Placement; broken: CardId[] }
  | { type: "effect"; seat: Seat; card: CardId; op: string }
  | { type: "end-turn"; seat: Seat }
  | { type: "win"; seat: Seat; reason: EndReason };

export type EndReason = "battlefield" | "points" | "deck-out";

export interface WorldGainerState {
  zones: Zones;
  /** The preconstructed deck each seat chose (secret to the other seat). */
  decks: [string | null, string | null];
  /** Stuns in the exhausted state; every other stun in a standby is ready. */
  exhausted: CardId[];
  phase: Phase;
  active: Seat;
  /** Who took the first turn (skips the draw of their first turn). */
  first: Seat;
  /** Turns started so far (1 = the first player's first turn). */
  turn: number;
  stunPlaced: boolean;
  gained: boolean;
  /** Cards whose Field effect was used this turn. */
  usedFields: CardId[];
  move: Move | null;
  lastPlacement: Placement | null;
  recent: LastAction[];
  winner: Seat | null;
  endReason: EndReason | null;
}

/** A preconstructed deck by id, or the player's own list (`deck: "own"` with its cards). */
export interface DeckChoice {
  deck: string;
  cards?: { card: string; copies: number }[];
}

export type WorldGainerAction =
  | ({ type: "deck" } & DeckChoice)
  | { type: "stun"; card: CardId }
  | { type: "skip-stun" }
  | { type: "choose"; card: CardId }
  | { type: "activate"; card: CardId }
  | { type: "end" }
  | { type: "square"; square: SquareIndex }
  | ({ type: "pay" } & Payment)
  | { type: "back" };

/** Why a seat draws: its opening hand, its turn's draw, a card's effect. */
export type DrawReason = "opening" | "turn" | "effect";

/** Everything that happens, as events: what everyone learns and, in a secret part, what only the named seat learns. */
export type WorldGainerEvent =
  | EventOf<"deck", { seat: Seat }, { deck: string }>
  | EventOf<"shuffle", { seat: Seat; count: number }>
  | EventOf<"draw", { seat: Seat; count: number; reason: DrawReason }, { cards: CardId[] }>
  | EventOf<"first-player", { seat: Seat }>
  | EventOf<"turn", { seat: Seat; turn: number }>
  | EventOf<"stun", { seat: Seat; card: CardId }>
  | EventOf<"pay", { seat: Seat; exhaust: CardId[]; breakStuns: CardId[]; breakField: CardId[] }>
  | EventOf<"gain", { seat: Seat; square: SquareIndex; card: CardId; result: PlacementResult; broken: CardId[] }>
  | EventOf<"effect", { seat: Seat; card: CardId; kind: Effect["kind"]; op: Effect["op"]; amount: number }>
  | EventOf<"break-stuns", { seat: Seat; cards: CardId[] }>
  | EventOf<"stuns-from-deck", { seat: Seat; cards: CardId[] }>
  | EventOf<"recover", { seat: Seat; cards: CardId[] }>
  | EventOf<"end-turn", { seat: Seat }>
  | EventOf<"deck-out", { seat: Seat }>
  | EventOf<"win", { seat: Seat; reason: EndReason }>;

/** What applying a move may use: the match's generator, and `emit` for World Gainer's events. */
export type WorldGainerContext = ApplyContext<WorldGainerEvent>;

/** A standby slot's stun: public once placed. */
export interface StunView {
  card: CardId;
  ready: boolean;
  value: number;
  color: Attribute;
}

/** Where a square lies for the viewer: their own field, the battlefield, or the opponent's field. */
export type RowKind = "own" | "battle" | "opponent";

export interface SquareView {
  /** The square's number as actions name it. */
  square: SquareIndex;
  row: RowKind;
  holder: Seat | null;
  /** Bottom first; the last card is the top. */
  cards: CardId[];
  top: CardId | null;
  attribute: Attribute | null;
  /** Sum of the printed costs of the cards on the square: its points. */
  total: number;
}

export interface SeatView {
  seat: Seat;
  deck: number;
  hand: ZoneView<CardId>;
  /** Always 5 slots; null is a free slot. */
  standby: (StunView | null)[];
  breakZone: CardId[];
  points: number;
  /** Battlefield squares held (3 wins). */
  battlefield: number;
  /** The chosen deck: shown to its owner only. */
  deckName: string | null;
}

export interface WorldGainerView {
  phase: Phase;
  active: Seat;
  first: Seat;
  turn: number;
  /** Nine squares as the viewer sees them: positions 0-2 the far row (the opponent's field), 6-8 the viewer's own
   * field; a spectator sees seat 0's side. */
  grid: SquareView[];
  seats: [SeatView, SeatView];
  stunPlaced: boolean;
  gained: boolean;
  usedFields: CardId[];
  lastPlacement: Placement | null;
  /** The viewer's own move in progress; null for everyone else. */
  move: Move | null;
  recent: LastAction[];
  winner: Seat | null;
  endReason: EndReason | null;
}
