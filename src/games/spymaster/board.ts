/** Small table operations shared by both variants. */
import {
  moveAll,
  moveCard,
  moveTop,
  otherSeat,
  turnFaceUp,
  type Rng,
  type Seat,
  type Zone,
} from "../../engine/index.ts";
import { byFace, card, type CardId } from "./cards.ts";
import type { DrawReason, SpymasterContext, SpymasterState } from "./state.ts";

export function handOf(state: SpymasterState, seat: Seat): Zone<CardId> {
  return seat === 0 ? state.zones.hand0 : state.zones.hand1;
}

export function rowOf(state: SpymasterState, seat: Seat): Zone<CardId> {
  return seat === 0 ? state.zones.row0 : state.zones.row1;
}

export function defender(state: SpymasterState): Seat {
  return otherSeat(state.attacker);
}

/**
 * Draws up to n cards. An empty deck is first rebuilt from the shuffled discard pile; with both empty, no card
 * is drawn. Everyone learns how many; only the drawer learns which.
 */
export function draw(state: SpymasterState, seat: Seat, n: number, ctx: SpymasterContext, reason: DrawReason): number {
  const { deck, discard } = state.zones;
  const hand = handOf(state, seat);
  const drawn: CardId[] = [];
  for (let i = 0; i < n; i++) {
    if (deck.cards.length === 0 && discard.cards.length > 0) {
      moveAll(discard, deck);
      ctx.rng.shuffle(deck.cards);
      ctx.emit({ type: "reshuffle", data: { count: deck.cards.length } });
    }
    const card = moveTop(deck, hand);
    if (card === null) break;
    drawn.push(card);
  }
  ctx.emit({
    type: "draw",
    data: { seat, count: drawn.length, reason },
    secret: { to: [seat], data: { cards: drawn } },
  });
  return drawn.length;
}

/**
 * Cards about to be seen by everyone: each becomes the lowest copy of its face not yet face up, wherever that copy is,
 * so neither the copy a player held nor where the other copies are tells anything (see turnFaceUp; `rng` picks the
 * copy standing in for the one played). Returns their ids from now on, in the same order.
 */
export function faceUp(state: SpymasterState, cards: readonly CardId[], rng: Rng): CardId[] {
  return turnFaceUp(state, state.zones, cards, faceKey, byFace, rng);
}

function faceKey(id: CardId): string {
  const { kind, number } = card(id);
  return `${kind}${number ?? ""}`;
}

export function discardFromHand(state: SpymasterState, seat: Seat, cards: readonly CardId[]): void {
  for (const c of cards) moveCard(handOf(state, seat), state.zones.discard, c);
}

/** Seats holding at least `limit` cards, with how many each must discard (half, rounded down). */
export function overLimit(state: SpymasterState, seats: readonly Seat[], limit: number): [number, number] {
  const due: [number, number] = [0, 0];
  for (const seat of seats) {
    const size = handOf(state, seat).cards.length;
    if (size >= limit) due[seat] = Math.floor(size / 2);
  }
  return due;
}

/** The attacker plays on while holding cards; an empty hand ends the attack (and this returns false). */
export function attackGoesOn(state: SpymasterState, ctx: SpymasterContext): boolean {
  if (handOf(state, state.attacker).cards.length > 0) {
    state.phase = "attack";
    return true;
  }
  state.recent.push({ type: "empty-hand", seat: state.attacker });
  ctx.emit({ type: "empty-hand", data: { seat: state.attacker } });
  return false;
}

export function win(state: SpymasterState, winner: Seat, reason: "documents" | "outs", ctx: SpymasterContext): void {
  state.winner = winner;
  state.endReason = reason;
  state.phase = "over";
  state.tuckUnder = null;
  state.bonusStrike = false;
  ctx.emit({ type: "win", data: { seat: winner, reason } });
}

/** Adds one to a per-seat counter and returns the new value. */
export function increment(counts: number[], seat: Seat): number {
  const value = (counts[seat] ?? 0) + 1;
  counts[seat] = value;
  return value;
}
