/** The grid and each seat's zones, as plain lookups shared by the rules, the view and the bot. */
import { zoneName, type Seat, type Zone } from "../../engine/index.ts";
import { cardOf } from "./cards.ts";
import type { CardId, SquareIndex, WorldGainerState } from "./state.ts";

export const SQUARES: readonly SquareIndex[] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
export const STANDBY_SLOTS = 5;

/**
 * A seat's rows in placement priority: its own field, the battlefield, the opponent's field. Seat 0's field is the
 * bottom row (6-8), seat 1's the top row (0-2).
 */
export function priorityRows(
  seat: Seat,
): readonly [readonly SquareIndex[], readonly SquareIndex[], readonly SquareIndex[]] {
  return seat === 0 ? PRIORITY_0 : PRIORITY_1;
}
const TOP: readonly SquareIndex[] = [0, 1, 2];
const BOTTOM: readonly SquareIndex[] = [6, 7, 8];
const BATTLE: readonly SquareIndex[] = [3, 4, 5];
const PRIORITY_0 = [BOTTOM, BATTLE, TOP] as const;
const PRIORITY_1 = [TOP, BATTLE, BOTTOM] as const;

export const BATTLEFIELD: readonly SquareIndex[] = [3, 4, 5];

/** One square as the rules see it: who holds it and its cards, bottom first. */
export interface Square {
  holder: Seat | null;
  cards: CardId[];
}

/** A seat's stun in a standby slot. */
interface Stun {
  card: CardId;
  ready: boolean;
}

/** Everything a seat's placement depends on, all of it visible to that seat: the grid and its own stuns. */
export interface Position {
  seat: Seat;
  squares: Square[];
  stuns: Stun[];
}

export const handOf = (state: WorldGainerState, seat: Seat): Zone<CardId> =>
  seat === 0 ? state.zones.hand0 : state.zones.hand1;
export const deckZone = (state: WorldGainerState, seat: Seat): Zone<CardId> =>
  seat === 0 ? state.zones.deck0 : state.zones.deck1;
export const standbyOf = (state: WorldGainerState, seat: Seat): Zone<CardId> =>
  seat === 0 ? state.zones.standby0 : state.zones.standby1;
export const breakOf = (state: WorldGainerState, seat: Seat): Zone<CardId> =>
  seat === 0 ? state.zones.break0 : state.zones.break1;
export const squareZone = (state: WorldGainerState, square: SquareIndex): Zone<CardId> =>
  state.zones[zoneName("square", square) as `square${SquareIndex}`];

export function squaresOf(state: WorldGainerState): Square[] {
  return SQUARES.map((i) => {
    const z = squareZone(state, i);
    return { holder: z.cards.length > 0 ? z.owner : null, cards: [...z.cards] };
  });
}

function stunsOf(state: WorldGainerState, seat: Seat): Stun[] {
  return standbyOf(state, seat).cards.map((card) => ({ card, ready: !state.exhausted.includes(card) }));
}

export function positionOf(state: WorldGainerState, seat: Seat): Position {
  return { seat, squares: squaresOf(state), stuns: stunsOf(state, seat) };
}

/** The sum of the printed costs of a square's cards. */
export function stackTotal(cards: readonly CardId[]): number {
  return cards.reduce((n, c) => n + cardOf(c).cost, 0);
}

/** Points: the printed costs of every card on the squares a seat holds. */
export function pointsOf(squares: readonly Square[], seat: Seat): number {
  return squares.reduce((n, s) => (s.holder === seat ? n + stackTotal(s.cards) : n), 0);
}

export function battlefieldHeld(squares: readonly Square[], seat: Seat): number {
  return BATTLEFIELD.filter((i) => squares[i]?.holder === seat).length;
}
