import type { Seat, Zone, ZoneMap } from "../../../src/engine/index.ts";

/** Shared card helpers for the engine's test games: cards are "c1".."cN", worth their number. */
export type CardId = string;

export function deckOf(size: number): CardId[] {
  return Array.from({ length: size }, (_, i) => `c${i + 1}`);
}

export function valueOf(card: CardId): number {
  return Number(card.slice(1));
}

export const handName = (seat: Seat): string => `hand:${seat}`;

export function zoneOf(zones: ZoneMap, name: string): Zone {
  const found = zones[name];
  if (!found) throw new Error(`no zone ${name}`);
  return found;
}

export function seatsOf(players: number): Seat[] {
  return Array.from({ length: players }, (_, i) => i);
}

/** Seats holding the highest number, in seat order. */
export function leaders(scores: readonly number[]): Seat[] {
  const best = Math.max(...scores);
  return scores.flatMap((score, seat) => (score === best ? [seat] : []));
}
