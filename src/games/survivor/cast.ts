import type { Refusal, Rng, Seat } from "../../engine/index.ts";
import { CASTAWAYS, isCastaway, statLine } from "./cards.ts";

/** Why a brought castaway list cannot be played: a castaway unknown to the set, or one named twice; null when fine. */
export function castawayListProblem(list: readonly string[]): Refusal | null {
  const unknown = list.find((c) => !isCastaway(c));
  if (unknown !== undefined) return { code: "unknown-castaway", params: { castaway: unknown } };
  return new Set(list).size === list.length ? null : { code: "castaway-twice" };
}

/**
 * The castaways of every seat (ruling 1, OP-5), from each seat's brought list (empty: none brought; null: the seat
 * takes no castaways, having left before the deal). A seat that brought its own list gets the castaways on it (the
 * first `each` of a longer list); when two lists name the same person or the same printed stat line (a stand-in and
 * its original), the match's generator decides which seat keeps it. Every seat is then filled at random from the
 * set, never with a stat line already in the game: seats without a list, and seats that lost a clash.
 */
export function dealCastaways(lists: readonly (readonly string[] | null)[], each: number, rng: Rng): string[][] {
  const casts: string[][] = lists.map(() => []);
  const claims = new Map<string, { seat: Seat; castaway: string }[]>();
  lists.forEach((list, seat) => {
    for (const castaway of list?.slice(0, each) ?? []) {
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
  for (const [seat, cast] of casts.entries()) {
    while (lists[seat] !== null && cast.length < each) {
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
