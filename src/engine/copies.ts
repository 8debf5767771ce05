import type { Seat } from "./types.ts";
import type { Zone, ZoneMap } from "./zones.ts";

/**
 * Copies of one face are interchangeable, so which physical copy turns face up must tell nothing. Otherwise a player
 * who always plays their lowest-numbered copy would show which copies they do not hold. As cards turn face up (in
 * order), each takes the id of the lowest copy of its face not yet face up among the copies it may trade places
 * with, swapping ids with that copy. Every reference to the two ids in `state` follows the swap, so call this once
 * the cards' own references are settled, and use the returned ids (same order) from then on.
 *
 * A card that someone can see (a hand's card, a card played face down) trades only with copies that nobody else
 * can see: its holder's own hidden cards and cards hidden from everyone (a deck). So an id another seat can see
 * never changes, and which of its equivalent copies the holder chose never shows. A card nobody can see (the top
 * of a deck) trades with any copy not yet face up.
 */
export function turnFaceUp(
  state: object,
  zones: ZoneMap,
  cards: readonly string[],
  faceOf: (card: string) => string,
  order: (a: string, b: string) => number,
): string[] {
  const all = Object.values(zones);
  const faceUp = new Set(all.flatMap((z) => (z.visibility === "public" ? z.cards : [])));
  const batch = [...cards];
  batch.forEach((card, i) => {
    const face = faceOf(card);
    const seers = seersOf(all.find((z) => z.cards.includes(card)));
    const candidates = all
      .filter((z) => seers.length === 0 || seersOf(z).every((seat) => seers.includes(seat)))
      .flatMap((z) => z.cards)
      .filter((c) => !faceUp.has(c) && faceOf(c) === face);
    const lowest = [card, ...candidates].sort(order)[0] as string;
    if (lowest !== card) {
      swapEverywhere(state, card, lowest);
      for (let j = i + 1; j < batch.length; j++) {
        if (batch[j] === lowest) batch[j] = card;
        else if (batch[j] === card) batch[j] = lowest;
      }
    }
    batch[i] = lowest;
    faceUp.add(lowest);
  });
  return batch;
}

/** The seats that can see a non-public zone's cards (a public zone's cards are face up and never candidates). */
function seersOf(z: Zone | undefined): Seat[] {
  if (!z) return [];
  const seats = z.visibility === "owner" && z.owner !== null ? [z.owner] : [];
  return [...seats, ...(z.shownTo ?? [])];
}

/** Swaps two strings wherever they appear in a JSON-like value, as values and as keys, in place. */
function swapEverywhere(value: object, a: string, b: string): void {
  const swapped = (v: unknown): unknown => (v === a ? b : v === b ? a : v);
  if (Array.isArray(value)) {
    value.forEach((v: unknown, i) => {
      value[i] = swapped(v);
      if (typeof v === "object" && v !== null) swapEverywhere(v, a, b);
    });
    return;
  }
  const record = value as Record<string, unknown>;
  const entries = Object.entries(record);
  for (const [key] of entries) delete record[key];
  for (const [key, v] of entries) {
    record[swapped(key) as string] = swapped(v);
    if (typeof v === "object" && v !== null) swapEverywhere(v, a, b);
  }
}

/** One card per face: of each face the first in `order`, in that order. Copies of one face are one choice. */
export function onePerFace(cards: readonly string[], faceOf: (card: string) => string, order: (a: string, b: string) => number): string[] {
  const kept = new Map<string, string>();
  for (const card of [...cards].sort(order)) if (!kept.has(faceOf(card))) kept.set(faceOf(card), card);
  return [...kept.values()];
}

/** The physical cards of a deck list for one seat, in list order: `<seat>:<card>:<copy>`, copies counted from 1. */
export function physicalCards(seat: Seat, list: readonly { card: string; copies: number }[]): string[] {
  return list.flatMap(({ card, copies }) => Array.from({ length: copies }, (_, i) => `${seat}:${card}:${i + 1}`));
}
