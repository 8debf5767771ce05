/**
 * RULINGS 3, always winnable, proved for a level deck whatever order it is drawn in: an adversary lays the rooms
 * on the squares from depth 1 to one row above the Treasure Room, and the raider must still reach it from its
 * entrance. Only up and sideways steps are counted (plus the step down into the Treasure Room from above it), so a
 * proof here is a proof on the real map, where down arrows and the rows beyond only add ways.
 */
import type { Direction } from "./cards.ts";
import { COLUMNS, entranceSquares, parseSquare, TREASURE_SQUARE } from "./geometry.ts";

type Arrows = readonly Direction[];

interface Row {
  cells: (Arrows | null)[];
  slots: number[];
}

function closure(cells: readonly (Arrows | null)[], reached: readonly number[]): Set<number> {
  const seen = new Set(reached);
  const queue = [...reached];
  for (let col = queue.shift(); col !== undefined; col = queue.shift()) {
    const arrows = cells[col] ?? [];
    for (const [dir, next] of [
      ["left", col - 1],
      ["right", col + 1],
    ] as const) {
      if (arrows.includes(dir) && next >= 0 && next < COLUMNS && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/** Whether a raider starting on each entrance reaches the Treasure Room, whatever order the rooms come in. */
export function alwaysWinnable(entrance: Arrows, rooms: readonly Arrows[], players: number): boolean {
  const treasure = parseSquare(TREASURE_SQUARE);
  const entrances = entranceSquares(players).map(parseSquare);
  const kinds = [...new Map(rooms.map((r) => [[...r].sort().join(","), r] as const)).values()];
  const keyOf = (r: Arrows): string => [...r].sort().join(",");
  const startCounts = kinds.map((k) => rooms.filter((r) => keyOf(r) === keyOf(k)).length);
  const memo = new Map<string, boolean>();

  const rowAt = (depth: number): Row => {
    const cells: (Arrows | null)[] = Array.from({ length: COLUMNS }, () => null);
    const slots: number[] = [];
    for (let col = 0; col < COLUMNS; col++) {
      if (depth === 1 && entrances.some((e) => e.col === col)) cells[col] = entrance;
      else if (depth === treasure.depth && col === treasure.col) cells[col] = [];
      else slots.push(col);
    }
    return { cells, slots };
  };

  const wins = (depth: number, reached: readonly number[], counts: readonly number[]): boolean => {
    if (depth === treasure.depth && reached.includes(treasure.col)) return true;
    if (depth > treasure.depth + 1) return false;
    const key = `${depth}|${[...reached].sort().join("")}|${counts.join(",")}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const { cells, slots } = rowAt(depth);
    const every = (slot: number, left: readonly number[]): boolean => {
      if (slot === slots.length) return rowWins(depth, cells, reached, left);
      if (left.every((n) => n === 0)) return every(slot + 1, left);
      return kinds.every((kind, i) => {
        if ((left[i] ?? 0) === 0) return true;
        cells[slots[slot] as number] = kind;
        const ok = every(
          slot + 1,
          left.map((n, j) => (j === i ? n - 1 : n)),
        );
        cells[slots[slot] as number] = null;
        return ok;
      });
    };
    const result = every(0, counts);
    memo.set(key, result);
    return result;
  };

  const rowWins = (
    depth: number,
    cells: readonly (Arrows | null)[],
    reached: readonly number[],
    left: readonly number[],
  ): boolean => {
    const here = closure(cells, reached);
    if (depth === treasure.depth && here.has(treasure.col)) return true;
    if (depth === treasure.depth + 1 && here.has(treasure.col) && (cells[treasure.col] ?? []).includes("down"))
      return true;
    const up = [...here].filter(
      (col) => !(depth === treasure.depth && col === treasure.col) && (cells[col] ?? []).includes("up"),
    );
    return up.length > 0 && wins(depth + 1, up, left);
  };

  return entrances.every((e) => wins(1, [e.col], startCounts));
}
