/**
 * Swiss-style events for games of more than two players: each round seats the players in pods (tables) of the
 * game's size, by standings, and each pod's places give points. The pairing maths only: nothing here plays a table.
 */
import { seatPods } from "./pod-seating.ts";
import type { Placing } from "./season.ts";
import { PERCENT_FLOOR, type Forfeit } from "./swiss.ts";

/**
 * One pod of an event: each seat's place (1 is best; equal places share). A pod of one is a bye, unless it is a late
 * entrant's missed round (`missed`: no points); a pod nobody showed at (`both`) gives nobody points. Unreported pods
 * count for nothing.
 */
export interface EventPod {
  round: number;
  stage: "swiss" | "final";
  places: Placing[];
  reported: boolean;
  forfeit?: Forfeit | null;
}

/**
 * Points for each place in a pod of 2 to 6 players, first to last: 60 × the share of pod-mates finished ahead of.
 * A win is worth 60 and last place 0 at every size, with equal steps between, so every pod hands out 30 a player on
 * average: sitting at a smaller or larger table neither helps nor hurts a player's expected score. (Counting pod-mates
 * beaten instead would make a win at a table of 3 worth less than one at a table of 4; fixed points per place, say
 * 3 2 1 0, would pay last place at a table of 3 for beating nobody.) 60 is the least scale that keeps every entry
 * whole; a shared place shares the points of the places it covers, which leaves at worst a half.
 */
export const PLACE_POINTS: Readonly<Record<number, readonly number[]>> = {
  2: [60, 0],
  3: [60, 30, 0],
  4: [60, 40, 20, 0],
  5: [60, 45, 30, 15, 0],
  6: [60, 48, 36, 24, 12, 0],
};
const WIN_POINTS = 60;
/** A bye is a pod won, as a Swiss bye is a match won. */
export const BYE_POINTS = WIN_POINTS;

export interface PodSplit {
  /** Pod sizes, largest first. */
  pods: number[];
  byes: number;
}

/**
 * How `players` sit at pods of the target `size` when the game allows `min` to `max` players (2 ≤ min ≤ size ≤ max ≤
 * 6). Of every split into pods within the bounds, the one whose sizes are closest to the target: the least sum of
 * squared differences from it, a tie going to more, smaller pods. That split is always as even as possible (sizes
 * differ by at most one): 7 players at 4 (2 to 4) sit 4 + 3, 10 at 4 (2 to 6) sit 4 + 3 + 3 rather than 5 + 5. A
 * smaller `max` keeps pods from growing past the target. Players get byes only when no split exists (a lone player;
 * 5 players for a game of 3 to 4), as few as needed.
 */
export function podSizes(players: number, size: number, min: number, max: number): PodSplit {
  if (!Number.isInteger(players) || players < 0) throw new RangeError(`podSizes needs a player count, got ${players}`);
  if (![min, size, max].every(Number.isInteger) || !(2 <= min && min <= size && size <= max && max <= 6))
    throw new RangeError(`podSizes needs whole 2 ≤ min ≤ size ≤ max ≤ 6, got ${min}, ${size}, ${max}`);
  for (let byes = 0; ; byes++) {
    const seated = players - byes;
    if (seated === 0) return { pods: [], byes };
    let best: number[] | null = null;
    let bestCost = Infinity;
    for (let count = Math.ceil(seated / max); count * min <= seated; count++) {
      const small = Math.floor(seated / count);
      const large = seated % count;
      const pods = [...new Array<number>(large).fill(small + 1), ...new Array<number>(count - large).fill(small)];
      const cost = pods.reduce((sum, pod) => sum + (pod - size) ** 2, 0);
      if (cost <= bestCost) [best, bestCost] = [pods, cost];
    }
    if (best) return { pods: best, byes };
  }
}

/** The points each seat of a pod earns, in the order of `places`. */
export function placePoints(places: readonly Placing[], forfeit: Forfeit | null = null): number[] {
  if (forfeit === "missed" || forfeit === "both") return places.map(() => 0);
  if (places.length === 1) return [BYE_POINTS];
  const table = PLACE_POINTS[places.length];
  if (!table) throw new RangeError(`no place points for a pod of ${places.length}`);
  const sorted = places.map((p) => p.place).sort((a, b) => a - b);
  return places.map(({ place }) => {
    const shared = table.slice(sorted.indexOf(place), sorted.lastIndexOf(place) + 1);
    return shared.reduce((a, b) => a + b, 0) / shared.length;
  });
}

export interface PodRow {
  rank: number;
  userId: string;
  points: number;
  /** Pods played, won (first place, alone or shared) and sat out, byes counted as pods won. */
  pods: number;
  wins: number;
  byes: number;
  /** Pod-mates' average points per pod as a share of a win (0 to 1), each floored; one entry per pod shared. */
  opp: number;
  /** Only among players level on points and `opp`: such rivals finished behind minus rivals finished ahead. */
  headToHead: number;
}

interface Tally {
  points: number;
  pods: number;
  wins: number;
  byes: number;
  mates: string[];
}

/**
 * Standings from the reported Swiss pods: points, then pod-mates' average points per pod (floored at a third of a
 * win, as Swiss percentages are, so one pod-mate who dropped does not sink anyone), then head-to-head among those
 * still level, then pods won, then the order of `players` (the event's seeding). Average place is no tie-breaker:
 * with points scaled to the pod's size it would only repeat the points.
 */
export function podStandings(players: readonly string[], pods: readonly EventPod[]): PodRow[] {
  const counted = pods.filter((pod) => pod.stage === "swiss" && pod.reported);
  const tallies = new Map<string, Tally>(players.map((p) => [p, { points: 0, pods: 0, wins: 0, byes: 0, mates: [] }]));
  for (const pod of counted) {
    const forfeit = pod.forfeit ?? null;
    const points = placePoints(pod.places, forfeit);
    const first = Math.min(...pod.places.map((p) => p.place));
    pod.places.forEach(({ userId, place }, seat) => {
      const t = tallies.get(userId);
      if (!t) return;
      t.points += points[seat] as number;
      t.pods += 1;
      if (forfeit !== null) return;
      if (place === first) t.wins += 1;
      if (pod.places.length === 1) t.byes += 1;
      for (const mate of pod.places) if (mate.userId !== userId) t.mates.push(mate.userId);
    });
  }
  const average = new Map(
    [...tallies].map(([p, t]) => [
      p,
      t.pods === 0 ? PERCENT_FLOOR : Math.max(PERCENT_FLOOR, t.points / (WIN_POINTS * t.pods)),
    ]),
  );
  const opp = (t: Tally): number => {
    if (t.mates.length === 0) return PERCENT_FLOOR;
    // Summed in a fixed order, so the order pods are stored in cannot move the last bit and split a tie.
    const shares = t.mates.map((m) => average.get(m) ?? PERCENT_FLOOR).sort((a, b) => a - b);
    return shares.reduce((a, b) => a + b, 0) / shares.length;
  };
  const rows = players.map((userId, seed) => {
    const t = tallies.get(userId) as Tally;
    const row: PodRow = {
      rank: 0,
      userId,
      points: t.points,
      pods: t.pods,
      wins: t.wins,
      byes: t.byes,
      opp: opp(t),
      headToHead: 0,
    };
    return { seed, row };
  });
  headToHead(
    rows.map((r) => r.row),
    counted.filter((pod) => !pod.forfeit),
  );
  rows.sort(
    (a, b) =>
      b.row.points - a.row.points ||
      b.row.opp - a.row.opp ||
      b.row.headToHead - a.row.headToHead ||
      b.row.wins - a.row.wins ||
      a.seed - b.seed,
  );
  return rows.map(({ row }, i) => ({ ...row, rank: i + 1 }));
}

/** Fills `headToHead` in: a score per player within their group of equals, so the ordering stays transitive. */
function headToHead(rows: readonly PodRow[], pods: readonly EventPod[]): void {
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  const level = (a: PodRow, b: PodRow): boolean => a.points === b.points && a.opp === b.opp;
  for (const pod of pods) {
    for (const x of pod.places) {
      for (const y of pod.places) {
        const a = byUser.get(x.userId);
        const b = byUser.get(y.userId);
        if (a && b && a !== b && x.place < y.place && level(a, b)) {
          a.headToHead += 1;
          b.headToHead -= 1;
        }
      }
    }
  }
}

export interface PodPairing {
  /** Each pod's players in standings order, pods in the order of `sizes`. */
  pods: string[][];
  byes: string[];
}

/**
 * The next round for `order` (the players still in, best-ranked first) at pods of `sizes` (from `podSizes`). Players
 * beyond the seats get byes: the lowest-ranked of those with the fewest byes so far. The rest are seated at the
 * least cost (see `pod-seating.ts`): first the fewest pairs who already shared a pod, then the least displacement from
 * the standings order. Exact while there are at most 400,000 seatings (every event of up to 12 players at pods of 3
 * or more), a tie going to the seating with better-ranked players at earlier pods. Above, two seatings (greedy by
 * standings, and plain standings order) are each improved by swapping players between pods until no swap helps, and
 * the cheaper is kept: a local optimum, never costlier than plain standings order.
 */
export function pairPods(order: readonly string[], history: readonly EventPod[], sizes: readonly number[]): PodPairing {
  const seats = sizes.reduce((a, b) => a + b, 0);
  if (seats > order.length) throw new RangeError(`${seats} seats for ${order.length} players`);
  const byeCount = new Map<string, number>();
  for (const pod of history) {
    const [only] = pod.places;
    if (pod.places.length === 1 && only && pod.forfeit !== "missed")
      byeCount.set(only.userId, (byeCount.get(only.userId) ?? 0) + 1);
  }
  const byes = [...order]
    .reverse()
    .sort((a, b) => (byeCount.get(a) ?? 0) - (byeCount.get(b) ?? 0))
    .slice(0, order.length - seats);
  const players = order.filter((p) => !byes.includes(p));
  const index = new Map(players.map((p, i) => [p, i]));
  const met = players.map(() => new Set<number>());
  for (const pod of history) {
    const seated = pod.places.flatMap((p) => index.get(p.userId) ?? []);
    for (const a of seated) for (const b of seated) if (a !== b) met[a]?.add(b);
  }
  const pods = seatPods(sizes, met).map((pod) => pod.map((i) => players[i] as string));
  return { pods, byes };
}

/** The final table instead of a top cut: the top `size` of the standings, seated in standings order. */
export function finalTable(standings: readonly PodRow[], size: number): string[] {
  return standings.slice(0, size).map((r) => r.userId);
}
