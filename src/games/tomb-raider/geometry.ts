/** The 3 x 6 level map's shape: squares, neighbours, entrances. No card data, so the set's load-time checks can use it. */
import type { Direction } from "./cards.ts";
import type { SquareKey } from "./state.ts";

export const COLUMNS = 3;
const DEPTHS = 6;
export const TREASURE_SQUARE: SquareKey = "c1d4";

function squareKey(col: number, depth: number): SquareKey {
  return `c${col}d${depth}`;
}

const parsed = new Map<SquareKey, { col: number; depth: number }>();

export function parseSquare(key: SquareKey): { col: number; depth: number } {
  const known = parsed.get(key);
  if (known) return { ...known };
  const match = /^c(\d)d(\d)$/.exec(key);
  if (!match) throw new Error(`bad square ${key}`);
  const place = { col: Number(match[1]), depth: Number(match[2]) };
  parsed.set(key, place);
  return { ...place };
}

/** Every square, depth 1 first, left to right. */
export const ALL_SQUARES: readonly SquareKey[] = Array.from({ length: DEPTHS * COLUMNS }, (_, i) =>
  squareKey(i % COLUMNS, Math.floor(i / COLUMNS) + 1),
);

/** The entrances by player count (RULINGS 2): left and right with two players, centre alone. */
export function entranceSquares(players: number): SquareKey[] {
  return players === 1 ? [squareKey(1, 1)] : [squareKey(0, 1), squareKey(2, 1)];
}

/** The square one step away, or null off the map (nothing leaves the map). */
export function neighbour(key: SquareKey, dir: Direction): SquareKey | null {
  const { col, depth } = parseSquare(key);
  const [c, d] =
    dir === "up"
      ? [col, depth + 1]
      : dir === "down"
        ? [col, depth - 1]
        : dir === "left"
          ? [col - 1, depth]
          : [col + 1, depth];
  return c < 0 || c >= COLUMNS || d < 1 || d > DEPTHS ? null : squareKey(c, d);
}
