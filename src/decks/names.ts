/** Card names read loosely (NFKC, case, width, spacing and punctuation folded), in English, Japanese or by id. */
import type { DeckCard, DeckFormat } from "./format.ts";
import { fold } from "./parse.ts";

export interface NameIndex {
  byName: ReadonlyMap<string, DeckCard>;
  folded: readonly { key: string; card: DeckCard }[];
}

export function nameIndex(format: DeckFormat): NameIndex {
  const byName = new Map<string, DeckCard>();
  const folded: { key: string; card: DeckCard }[] = [];
  for (const card of format.cards) {
    for (const name of [card.id, card.names.en, card.names.ja]) {
      const key = fold(name);
      if (!byName.has(key)) byName.set(key, card);
      folded.push({ key, card });
    }
  }
  return { byName, folded };
}

/** Edit distance (insertions, deletions, substitutions), stopping early once past `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    prev = row;
  }
  return prev[b.length] ?? limit + 1;
}

export function findCard(index: NameIndex, name: string): DeckCard | undefined {
  return index.byName.get(fold(name));
}

/** Up to three cards whose names (either language) are close to `name`, nearest first. */
export function suggestions(index: NameIndex, name: string): DeckCard[] {
  const key = fold(name);
  const limit = Math.max(2, Math.floor(key.length / 3));
  const scored = new Map<string, { card: DeckCard; score: number }>();
  for (const { key: other, card } of index.folded) {
    const contains = key.length >= 3 && other.length >= 3 && (other.includes(key) || key.includes(other));
    const d = contains ? Math.abs(other.length - key.length) / 10 : distance(key, other, limit);
    if (d > limit) continue;
    const seen = scored.get(card.id);
    if (!seen || d < seen.score) scored.set(card.id, { card, score: d });
  }
  return [...scored.values()]
    .sort((a, b) => a.score - b.score || a.card.id.localeCompare(b.card.id))
    .slice(0, 3)
    .map((s) => s.card);
}
