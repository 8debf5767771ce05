import type { Rng, Seat } from "../../engine/index.ts";
import { CASTAWAYS, statLine } from "./cards.ts";

/**
 * The castaways of every seat (ruling 1, OP-5). A seat that brought its own list gets the castaways on it (the first
 * `each`); when two lists name the same person or the same printed stat line (a create-your-own castaway and its
 * original), the match's generator decides which seat keeps it. Every seat is then filled at random from the set,
 * never with a stat line already in the game: seats without a list, and seats that lost a clash.
 */
export function dealCastaways(players: number, each: number, lists: readonly (readonly string[])[], rng: Rng): string[][] {
  const casts: string[][] = Array.from({ length: players }, () => []);
  const claims = new Map<string, { seat: Seat; castaway: string }[]>();
  lists.slice(0, players).forEach((list, seat) => {
    for (const castaway of list.slice(0, each)) {
      const line = statLine(castaway);
      claims.set(line, [...(claims.get(line) ?? []), { seat, castaway }]);
    }
  });
  const taken = new Set<string>();
  for (const [line, claimants] of claims) {
    const keeper = claimants.length === 1 ? claimants[0] : rng.pick(claimants);
    if (!keeper) continue;
    taken.add(line);
    casts[keeper.seat]?.push(keeper.castaway);
  }
  const pool = rng.shuffle(CASTAWAYS.map((c) => c.id));
  for (const cast of casts) {
    while (cast.length < each) {
      const next = pool.shift();
      if (next === undefined) break;
      if (taken.has(statLine(next))) continue;
      taken.add(statLine(next));
      cast.push(next);
    }
  }
  const order = new Map(CASTAWAYS.map((c, i) => [c.id, i]));
  return casts.map((cast) => cast.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)));
}
