import type { ApplyContext, EventOf, Seat, Zone, ZoneView } from "../../engine/index.ts";
import type { CardId, Face, Kind, Variant } from "./cards.ts";

export type Phase = "pick" | "attack" | "guess" | "discard" | "over";

type Zones = {
  deck: Zone<CardId>;
  discard: Zone<CardId>;
  /** The attacker's face-down card while the defender guesses. */
  played: Zone<CardId>;
  hand0: Zone<CardId>;
  hand1: Zone<CardId>;
  row0: Zone<CardId>;
  row1: Zone<CardId>;
};

/** One thing that happened in the most recent accepted move, as the whole table may know it. */
export type LastAction =
  | { type: "attack"; seat: Seat; card: Face; guess: Kind; success: boolean }
  | { type: "tuck"; seat: Seat; card: Face; under: Face }
  | { type: "strike"; seat: Seat; cards: Face[] }
  | { type: "discard"; seats: Seat[]; cards: Face[] }
  | { type: "pick"; kinds: [Kind, Kind]; winner: Seat | null }
  | { type: "play"; seat: Seat }
  | { type: "empty-hand"; seat: Seat };

/**
 * MindMaster: the attacker's hand after a countered Spade, as it was at that moment. It is shown once, to the
 * defender: a snapshot of faces the defender may remember, never an open hand that would follow later plays.
 */
export interface ShownHand {
  seat: Seat;
  to: Seat;
  round: number;
  cards: Face[];
}

export interface SpymasterState {
  variant: Variant;
  zones: Zones;
  phase: Phase;
  attacker: Seat;
  round: number;
  /** The match's very first round: its attacker does not draw (Spymaster). */
  firstRound: boolean;
  /** Spymaster: revealed secret documents per seat (3 loses). */
  documents: [number, number];
  /** MindMaster: strikes and outs per seat (3 outs lose). */
  strikes: [number, number];
  outs: [number, number];
  /** Tucked spy -> the spy it lies under. */
  tucks: Record<CardId, CardId>;
  /** A caught spy sitting at the head of its new owner's row. */
  turned: CardId | null;
  /** The last card placed in the attacker's row by playing it (or the turned spy), for the bonus draw. */
  rightmost: CardId | null;
  /** A spy that just succeeded and may still take a tuck. */
  tuckUnder: CardId | null;
  /** MindMaster: a Diamond just succeeded, so the attacker may discard 2 for another strike. */
  bonusStrike: boolean;
  /** MindMaster: the latest hand shown, kept until the shown seat's next attack ends. */
  shownHand: ShownHand | null;
  /** Cards each seat must discard now (phase "discard"). */
  discardDue: [number, number];
  /** Everything that happened in the most recent accepted move, in order; each move starts it afresh. */
  recent: LastAction[];
  winner: Seat | null;
  endReason: "documents" | "outs" | null;
}

export type SpymasterAction =
  | { type: "pick"; card: CardId }
  | { type: "play"; card: CardId }
  | { type: "guess"; kind: Kind }
  | { type: "tuck"; card: CardId }
  | { type: "strike"; cards: CardId[] }
  | { type: "discard"; cards: CardId[] };

/** Why a seat draws: the opening hands, a round's draw, a card's effect or the chain, an emptied hand. */
export type DrawReason = "opening" | "round" | "hacker" | "chain" | "heart" | "empty-hand";

/** Everything that happens, as events: what everyone learns and, in a secret part, what only the named seat learns. */
export type SpymasterEvent =
  | EventOf<"shuffle", { count: number }>
  | EventOf<"first-attacker", { seat: Seat }>
  | EventOf<"round", { round: number; attacker: Seat }>
  | EventOf<"draw", { seat: Seat; count: number; reason: DrawReason }, { cards: CardId[] }>
  | EventOf<"reshuffle", { count: number }>
  | EventOf<"play", { seat: Seat }, { card: CardId }>
  | EventOf<"reveal", { seat: Seat; card: CardId; guess: Kind; success: boolean }>
  | EventOf<"turned", { card: CardId; seat: Seat }>
  | EventOf<"document", { seat: Seat; revealed: number }>
  | EventOf<"tuck", { seat: Seat; card: CardId; under: CardId }>
  | EventOf<"empty-hand", { seat: Seat }>
  | EventOf<"round-end", { round: number }>
  | EventOf<"discard", { seats: Seat[]; cards: CardId[]; each: { seat: Seat; cards: CardId[] }[] }>
  | EventOf<"pick", { kinds: [Kind, Kind]; winner: Seat | null }>
  | EventOf<"strike", { seat: Seat; strikes: number }>
  | EventOf<"out", { seat: Seat; outs: number }>
  | EventOf<"bonus-strike", { seat: Seat; cards: CardId[] }>
  | EventOf<"hand-shown", { seat: Seat; to: Seat }, { cards: Face[] }>
  | EventOf<"win", { seat: Seat; reason: "documents" | "outs" }>;

/** What applying a move may use: the match's generator, and `emit` for Spymaster's events. */
export type SpymasterContext = ApplyContext<SpymasterEvent>;

export interface SeatView {
  seat: Seat;
  hand: ZoneView<CardId>;
  row: CardId[];
  documents: number;
  strikes: number;
  outs: number;
}

export interface SpymasterView {
  variant: Variant;
  phase: Phase;
  round: number;
  attacker: Seat;
  seats: [SeatView, SeatView];
  /** The face-down attack card: only its owner sees which card it is. */
  played: ZoneView<CardId>;
  deckCount: number;
  discard: CardId[];
  tucks: Record<CardId, CardId>;
  turned: CardId | null;
  /** The card that decides the bonus draw (public: it lies in the attacker's row). */
  rightmost: CardId | null;
  tuckUnder: CardId | null;
  bonusStrike: boolean;
  /** A hand shown to the viewer (MindMaster), as it was then; null for everyone else. */
  shownHand: Omit<ShownHand, "to"> | null;
  discardDue: [number, number];
  recent: LastAction[];
  winner: Seat | null;
  endReason: "documents" | "outs" | null;
}
