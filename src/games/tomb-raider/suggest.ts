import { drawCard, faceKey, isDrawCard, type CardData, type CardId } from "./cards.ts";

/**
 * The suggested starting hand: the most useful cards of the deck for the first turns, one of each printed card
 * where possible. With an opponent, one obstacle to slow them; alone, obstacles are not in the deck at all.
 */
function worth(data: CardData, solo: boolean): number {
  switch (data.kind) {
    case "upgrade":
      return data.power === 2 ? 9 : 2;
    case "secret":
      return 7;
    case "action":
      return (data.effects ?? []).some((e) => e.do === "move") ? 8 : 5;
    case "discovery":
      return data.find === "triggered" && (data.effects ?? []).some((e) => e.do === "save-point")
        ? 8
        : 6 - (data.difficulty ?? 0) / 3;
    case "obstacle":
      return solo ? 0 : 6 + (data.obstacle?.danger ?? 0) / 10;
  }
}

export function suggestedHand(deck: readonly CardId[], size: number, solo: boolean): CardId[] {
  // Only draw-deck cards can be chosen (a deck shuffled together with hidden locations, as a leak check does, holds others).
  const sorted = deck
    .filter(isDrawCard)
    .sort((a, b) => worth(drawCard(b), solo) - worth(drawCard(a), solo) || (a < b ? -1 : a > b ? 1 : 0));
  const chosen: CardId[] = [];
  const faces = new Set<string>();
  let obstacles = 0;
  for (const card of sorted) {
    if (chosen.length >= size) break;
    const data = drawCard(card);
    if (faces.has(faceKey(card)) || (data.kind === "obstacle" && obstacles >= 1)) continue;
    if (data.kind === "obstacle") obstacles += 1;
    faces.add(faceKey(card));
    chosen.push(card);
  }
  for (const card of sorted) if (chosen.length < size && !chosen.includes(card)) chosen.push(card);
  return chosen.sort();
}
