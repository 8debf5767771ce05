import { Matching } from "../../src/ranking/matching.ts";
import type { EventMatch, Pairing } from "../../src/ranking/swiss.ts";

/** Whether every one of `n` vertices can be paired along allowed edges: a fresh blossom run every time. */
export function perfectlyPairable(n: number, allowed: (a: number, b: number) => boolean): boolean {
  if (n % 2 === 1) return false;
  return new Matching(n, allowed).exposed().length === 0;
}

const pairKey = (a: string, b: string): string => (a < b ? `${a}\n${b}` : `${b}\n${a}`);

/**
 * `pairRound` as it was before the matching was repaired incrementally, kept as the reference the fast one must equal:
 * the same rule, read straight off (a whole maximum matching for every bye candidate and every candidate partner), so
 * O(V⁴) and more a round: fine for tests up to a few dozen players, over 20 s at 1,000.
 */
export function referencePairRound(order: readonly string[], history: readonly EventMatch[]): Pairing {
  const met = new Set(history.filter((m) => m.b !== null).map((m) => pairKey(m.a, m.b as string)));
  const byes = new Map<string, number>();
  for (const m of history) if (m.b === null) byes.set(m.a, (byes.get(m.a) ?? 0) + 1);
  const fresh = (a: string, b: string): boolean => !met.has(pairKey(a, b));
  const pairable = (players: readonly string[], ok: (a: string, b: string) => boolean): boolean =>
    perfectlyPairable(players.length, (i, j) => ok(players[i] as string, players[j] as string));

  let players = [...order];
  let bye: string | null = null;
  if (players.length % 2 === 1) {
    const fewest = Math.min(...players.map((p) => byes.get(p) ?? 0));
    const candidates = players.filter((p) => (byes.get(p) ?? 0) === fewest).reverse();
    bye =
      candidates.find((c) =>
        pairable(
          players.filter((p) => p !== c),
          fresh,
        ),
      ) ?? (candidates[0] as string);
    players = players.filter((p) => p !== bye);
  }
  const avoidable = pairable(players, fresh);
  const allowed = avoidable ? fresh : () => true;
  const pairs: [string, string][] = [];
  while (players.length > 0) {
    const [top, ...rest] = players as [string, ...string[]];
    const options = avoidable ? rest : [...rest.filter((q) => fresh(top, q)), ...rest.filter((q) => !fresh(top, q))];
    const partner = options.find(
      (q) =>
        allowed(top, q) &&
        pairable(
          rest.filter((r) => r !== q),
          allowed,
        ),
    ) as string;
    pairs.push([top, partner]);
    players = rest.filter((r) => r !== partner);
  }
  return { pairs, bye };
}
