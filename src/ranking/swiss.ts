import { Matching } from "./matching.ts";

/**
 * A result that is not the games' own: a player who did not show lost (`no-show`, the games say who), nobody showed
 * (`both`: everyone loses), or a late entrant's round missed (`missed`: a loss without an opponent, never a bye).
 */
export type Forfeit = "no-show" | "both" | "missed";

/** One pairing of an event: `b` null is a bye. Game counts are from `a`'s side; unreported pairings count for nothing. */
export interface EventMatch {
  round: number;
  stage: "swiss" | "cut";
  a: string;
  b: string | null;
  aWins: number;
  bWins: number;
  draws: number;
  reported: boolean;
  forfeit?: Forfeit | null;
}

export const MATCH_POINTS = { win: 3, draw: 1, loss: 0 } as const;
/** A bye is a match won 2-0. */
export const BYE_WINS = 2;
/** Every percentage tie-breaker is floored here, so one bad opponent does not sink a player's breakers. */
export const PERCENT_FLOOR = 1 / 3;

export interface SwissRow {
  rank: number;
  userId: string;
  points: number;
  /** Matches won, lost and drawn, byes counted as wins. */
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  /** Opponents' match-win percentage, game-win percentage, opponents' game-win percentage (0 to 1, floored). */
  omw: number;
  gw: number;
  ogw: number;
}

interface Tally {
  points: number;
  matches: number;
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  gamePoints: number;
  games: number;
  opponents: string[];
}

const mean = (values: number[]): number =>
  values.length === 0 ? PERCENT_FLOOR : values.reduce((a, b) => a + b, 0) / values.length;
const floored = (part: number, whole: number): number =>
  whole === 0 ? PERCENT_FLOOR : Math.max(PERCENT_FLOOR, part / whole);

function tallies(players: readonly string[], matches: readonly EventMatch[]): Map<string, Tally> {
  const out = new Map(
    players.map((p) => [
      p,
      {
        points: 0,
        matches: 0,
        wins: 0,
        losses: 0,
        draws: 0,
        byes: 0,
        gamePoints: 0,
        games: 0,
        opponents: [] as string[],
      },
    ]),
  );
  const add = (
    player: string,
    won: number,
    lost: number,
    drawn: number,
    opponent: string | null,
    result: keyof typeof MATCH_POINTS = won > lost ? "win" : won < lost ? "loss" : "draw",
  ): void => {
    const t = out.get(player);
    if (!t) return;
    t.points += MATCH_POINTS[result];
    t.matches += 1;
    if (result === "win") t.wins += 1;
    else if (result === "loss") t.losses += 1;
    else t.draws += 1;
    t.gamePoints += 3 * won + drawn;
    t.games += won + lost + drawn;
    if (opponent === null) t.byes += result === "win" ? 1 : 0;
    else t.opponents.push(opponent);
  };
  for (const m of matches) {
    if (m.stage !== "swiss" || !m.reported) continue;
    if (m.forfeit === "missed") add(m.a, 0, 0, 0, null, "loss");
    else if (m.b === null) add(m.a, BYE_WINS, 0, 0, null);
    else if (m.forfeit === "both") {
      add(m.a, 0, 0, 0, m.b, "loss");
      add(m.b, 0, 0, 0, m.a, "loss");
    } else {
      add(m.a, m.aWins, m.bWins, m.draws, m.b);
      add(m.b, m.bWins, m.aWins, m.draws, m.a);
    }
  }
  return out;
}

/**
 * Swiss standings: match points, then opponents' match-win %, game-win %, opponents' game-win %, then the order of
 * `players` (the event's seeding, drawn at random when it started).
 */
export function swissStandings(players: readonly string[], matches: readonly EventMatch[]): SwissRow[] {
  const t = tallies(players, matches);
  const mwp = new Map([...t].map(([p, x]) => [p, floored(x.points, 3 * x.matches)]));
  const gwp = new Map([...t].map(([p, x]) => [p, floored(x.gamePoints, 3 * x.games)]));
  const rows = players.map((userId, seed) => {
    const x = t.get(userId) as Tally;
    return {
      seed,
      row: {
        rank: 0,
        userId,
        points: x.points,
        wins: x.wins,
        losses: x.losses,
        draws: x.draws,
        byes: x.byes,
        omw: mean(x.opponents.map((o) => mwp.get(o) ?? PERCENT_FLOOR)),
        gw: gwp.get(userId) ?? PERCENT_FLOOR,
        ogw: mean(x.opponents.map((o) => gwp.get(o) ?? PERCENT_FLOOR)),
      },
    };
  });
  rows.sort(
    (a, b) =>
      b.row.points - a.row.points ||
      b.row.omw - a.row.omw ||
      b.row.gw - a.row.gw ||
      b.row.ogw - a.row.ogw ||
      a.seed - b.seed,
  );
  return rows.map(({ row }, i) => ({ ...row, rank: i + 1 }));
}

export interface Pairing {
  pairs: [string, string][];
  bye: string | null;
}

/**
 * The next Swiss round for `order` (the players still in, best-ranked first). An odd count gives the bye to the
 * lowest-ranked player with the fewest byes so far, preferring one that leaves the rest pairable without a rematch.
 * Then, from the top, each player meets the highest-ranked player left whom they can meet while the rest can all
 * still be paired: with no rematch whenever such a pairing of everyone exists, and with as few as greed finds when
 * none does.
 *
 * "Can the rest still be paired" is kept cheap by holding one perfect matching of the rematch-free graph and
 * repairing it with a single augmenting-path search per question (`Matching.tryRemove`) instead of a fresh blossom
 * run per candidate: the same answers, so the same pairings, in O(V²) per question rather than O(V³).
 */
export function pairRound(order: readonly string[], history: readonly EventMatch[]): Pairing {
  const n = order.length;
  const index = new Map(order.map((p, i) => [p, i]));
  const met = new Uint8Array(n * n);
  const byes = new Array<number>(n).fill(0);
  for (const m of history) {
    const a = index.get(m.a);
    if (a === undefined) continue;
    if (m.b === null && m.forfeit !== "missed") byes[a] = (byes[a] as number) + 1;
    const b = m.b === null ? undefined : index.get(m.b);
    if (b !== undefined) met[a * n + b] = met[b * n + a] = 1;
  }
  const fresh = (a: number, b: number): boolean => met[a * n + b] === 0;
  const matching = new Matching(n, fresh);

  let bye: number | null = null;
  let avoidable: boolean;
  if (n % 2 === 1) {
    const fewest = Math.min(...byes);
    const candidates = [...order.keys()].filter((p) => byes[p] === fewest).reverse();
    // A bye candidate must leave a perfect matching, so when a maximum matching exposes two or more, none does and
    // the bye falls back to the lowest-ranked candidate.
    const found = matching.exposed().length === 1 ? candidates.find((c) => matching.tryRemove([c])) : undefined;
    avoidable = found !== undefined;
    bye = found ?? (candidates[0] as number);
  } else avoidable = matching.exposed().length === 0;

  let left = [...order.keys()].filter((p) => p !== bye);
  const pairs: [string, string][] = [];
  while (left.length > 0) {
    const [top, ...rest] = left as [number, ...number[]];
    // With a rematch-free round possible, the first opponent not met yet whose removal keeps the matching perfect.
    // Without one, any pairing of the rest will do, so simply the first opponent not met yet, or else the first left.
    const partner = avoidable
      ? (rest.find((q) => fresh(top, q) && matching.tryRemove([top, q])) as number)
      : (rest.find((q) => fresh(top, q)) ?? (rest[0] as number));
    pairs.push([order[top] as string, order[partner] as string]);
    left = rest.filter((q) => q !== partner);
  }
  return { pairs, bye: bye === null ? null : (order[bye] as string) };
}

/** Seed positions (1-based) of a single-elimination bracket, so the top seeds meet as late as possible: 8 → 1 8 4 5 2 7 3 6. */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

/** Rounds a Swiss event of `players` runs by default: enough for one undefeated player. */
export function defaultRounds(players: number): number {
  return Math.max(1, Math.ceil(Math.log2(Math.max(2, players))));
}

/**
 * The top cut's next round: the first pairs seeds by the bracket, each later one pairs the winners of neighbouring
 * matches. Null once the previous cut round is not fully reported; `champion` once one player is left.
 */
export function nextCutRound(
  seeds: readonly string[],
  cut: readonly EventMatch[],
): { pairs: [string, string][] } | { champion: string } | null {
  const rounds = [...new Set(cut.map((m) => m.round))].sort((a, b) => a - b);
  const last = rounds.at(-1);
  if (last === undefined) {
    const order = bracketOrder(seeds.length).map((s) => seeds[s - 1] as string);
    const pairs: [string, string][] = [];
    for (let i = 0; i < order.length; i += 2) pairs.push([order[i] as string, order[i + 1] as string]);
    return { pairs };
  }
  const latest = cut.filter((m) => m.round === last);
  if (latest.some((m) => !m.reported)) return null;
  // Nobody showed at a cut match: the higher seed (listed first) goes through, as a cut match needs a winner.
  const winners = latest.map((m) => (m.b === null || m.aWins > m.bWins || m.forfeit === "both" ? m.a : m.b));
  if (winners.length === 1) return { champion: winners[0] as string };
  const pairs: [string, string][] = [];
  for (let i = 0; i < winners.length; i += 2) pairs.push([winners[i] as string, winners[i + 1] as string]);
  return { pairs };
}
