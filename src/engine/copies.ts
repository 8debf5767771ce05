import type { ZoneMap } from "./zones.ts";

/**
 * Copies of one face are interchangeable, so which physical copy turns face up must tell nothing. Otherwise a player
 * who always plays their lowest-numbered copy would show which copies they do not hold. As cards turn face up (in
 * order), each takes the id of the lowest copy of its face that is not face up yet, by `order`, swapping ids with
 * that copy wherever it lies (a deck, any hand). Every reference to the two ids in `state` follows the swap, so
 * call this once the cards' own references are settled, and use the returned ids (same order) from then on.
 */
export function turnFaceUp(
  state: object,
  zones: ZoneMap,
  cards: readonly string[],
  faceOf: (card: string) => string,
  order: (a: string, b: string) => number,
): string[] {
  const faceUp = new Set(Object.values(zones).flatMap((z) => (z.visibility === "public" ? z.cards : [])));
  const batch = [...cards];
  batch.forEach((card, i) => {
    const face = faceOf(card);
    const candidates = Object.values(zones)
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
