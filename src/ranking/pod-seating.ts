/**
 * Seating players into pods of given sizes so that as few pairs as possible share a pod again. Players are the
 * numbers 0 to n-1 in standings order; `met[p]` holds everyone p has shared a pod with. A seating's cost, compared
 * lexicographically:
 * 1. repeats: pairs seated together who have shared a pod before (each pair once, however often they met);
 * 2. displacement: for each player, how many pods away they sit from their home pod, the one that seating everyone in
 *    standings order would give them (the first `sizes[0]` players in the first pod, and so on).
 */

/** Up to this many seatings the search is exhaustive (any event of up to 12 players at pods of 3 or more). */
const EXACT_SEATINGS = 400_000;

/** Whether the seating for `sizes` is the optimum; otherwise it is a local optimum (see `improved`). */
export function searchesEverySeating(sizes: readonly number[]): boolean {
  // n! / (size₁! × size₂! × …), built up one seat at a time so it stays whole and small.
  let seatings = 1;
  let seated = 0;
  for (const size of sizes) {
    for (let k = 1; k <= size; k++) {
      seatings = (seatings * (seated + k)) / k;
      if (seatings > EXACT_SEATINGS) return false;
    }
    seated += size;
  }
  return true;
}

interface Seating {
  podOf: number[];
  members: number[][];
}

interface Cost {
  repeats: number;
  displacement: number;
}

const cheaper = (a: Cost, b: Cost): boolean =>
  a.repeats < b.repeats || (a.repeats === b.repeats && a.displacement < b.displacement);

function conflicts(
  player: number,
  members: readonly number[],
  met: readonly ReadonlySet<number>[],
  except = -1,
): number {
  const seen = met[player] as ReadonlySet<number>;
  let count = 0;
  for (const m of members) if (m !== player && m !== except && seen.has(m)) count += 1;
  return count;
}

function costOf(seating: Seating, home: readonly number[], met: readonly ReadonlySet<number>[]): Cost {
  let repeats = 0;
  for (const pod of seating.members) for (const p of pod) repeats += conflicts(p, pod, met);
  const displacement = seating.podOf.reduce((sum, pod, p) => sum + Math.abs(pod - (home[p] as number)), 0);
  return { repeats: repeats / 2, displacement };
}

const seatingOf = (podOf: readonly number[], pods: number): Seating => ({
  podOf: [...podOf],
  members: Array.from({ length: pods }, (_, pod) => podOf.flatMap((at, p) => (at === pod ? [p] : []))),
});

/** Each pod in turn: its top remaining player, then the best-ranked of those who clash least with it so far. */
function greedy(sizes: readonly number[], met: readonly ReadonlySet<number>[]): Seating {
  const remaining = Array.from({ length: sizes.reduce((a, b) => a + b, 0) }, (_, i) => i);
  const podOf = new Array<number>(remaining.length).fill(-1);
  const members = sizes.map((size, pod) => {
    const seated: number[] = [];
    while (seated.length < size) {
      let pick = 0;
      let fewest = Infinity;
      for (let at = 0; at < remaining.length && fewest > 0; at++) {
        const clashes = conflicts(remaining[at] as number, seated, met);
        if (clashes < fewest) [pick, fewest] = [at, clashes];
      }
      const [player] = remaining.splice(pick, 1) as [number];
      podOf[player] = pod;
      seated.push(player);
    }
    return seated;
  });
  return { podOf, members };
}

/**
 * Swaps two players between pods while a swap lowers the cost, taking for each player the best swap there is. It
 * ends at a local optimum: no swap of two players lowers the cost. Only a player who clashes with a pod-mate or sits
 * away from home can be part of an improving swap (swapping two players who do neither adds displacement and no
 * fewer repeats), so only they are tried, each against everyone.
 */
function improved(seating: Seating, home: readonly number[], met: readonly ReadonlySet<number>[]): Seating {
  const { podOf, members } = seating;
  const away = (p: number, pod: number): number => Math.abs(pod - (home[p] as number));
  const unhappy = (p: number): boolean =>
    podOf[p] !== home[p] || conflicts(p, members[podOf[p] as number] as number[], met) > 0;
  for (let changed = true; changed;) {
    changed = false;
    for (let p = 0; p < podOf.length; p++) {
      if (!unhappy(p)) continue;
      const a = podOf[p] as number;
      const podA = members[a] as number[];
      const stay = conflicts(p, podA, met);
      let best: Cost = { repeats: 0, displacement: 0 };
      let partner = -1;
      for (let q = 0; q < podOf.length; q++) {
        const b = podOf[q] as number;
        if (b === a) continue;
        const podB = members[b] as number[];
        const change = {
          repeats: conflicts(p, podB, met, q) + conflicts(q, podA, met, p) - stay - conflicts(q, podB, met),
          displacement: away(p, b) + away(q, a) - away(p, a) - away(q, b),
        };
        if (cheaper(change, best)) [best, partner] = [change, q];
      }
      if (partner === -1) continue;
      const b = podOf[partner] as number;
      const podB = members[b] as number[];
      podA[podA.indexOf(p)] = partner;
      podB[podB.indexOf(partner)] = p;
      podOf[p] = b;
      podOf[partner] = a;
      changed = true;
    }
  }
  return seating;
}

/**
 * Branch and bound over every seating: players placed in standings order, each trying the pods in order. `bound`, the
 * cost of a seating known already, only prunes: the first cheapest seating found is kept, so of equally cheap
 * seatings the one that seats better-ranked players at earlier pods wins, whichever seating the bound came from.
 */
function exact(bound: Cost, sizes: readonly number[], home: readonly number[], met: readonly ReadonlySet<number>[]) {
  const podOf = new Array<number>(home.length).fill(-1);
  const members: number[][] = sizes.map(() => []);
  const best: { cost: Cost; podOf: number[] | null } = { cost: bound, podOf: null };
  const search = (p: number, cost: Cost): void => {
    if (best.podOf ? !cheaper(cost, best.cost) : cheaper(best.cost, cost)) return;
    if (p === home.length) {
      best.cost = cost;
      best.podOf = [...podOf];
      return;
    }
    for (let pod = 0; pod < sizes.length; pod++) {
      const seated = members[pod] as number[];
      if (seated.length === sizes[pod]) continue;
      const repeats = cost.repeats + conflicts(p, seated, met);
      seated.push(p);
      podOf[p] = pod;
      search(p + 1, { repeats, displacement: cost.displacement + Math.abs(pod - (home[p] as number)) });
      seated.pop();
    }
  };
  search(0, { repeats: 0, displacement: 0 });
  // The seating the bound came from is one the search reaches, so one is always found.
  return seatingOf(best.podOf as number[], sizes.length);
}

/** Each pod's players (ascending, so in standings order), pods in the order of `sizes`. */
export function seatPods(sizes: readonly number[], met: readonly ReadonlySet<number>[]): number[][] {
  const home = sizes.flatMap((size, pod) => new Array<number>(size).fill(pod));
  // Two starts, each improved, the cheaper kept: the greedy avoids repeats, the standings order keeps everyone home.
  const fromGreedy = improved(greedy(sizes, met), home, met);
  const fromHome = improved(seatingOf(home, sizes.length), home, met);
  const local = cheaper(costOf(fromHome, home, met), costOf(fromGreedy, home, met)) ? fromHome : fromGreedy;
  const seating = searchesEverySeating(sizes) ? exact(costOf(local, home, met), sizes, home, met) : local;
  return seating.members.map((pod) => [...pod].sort((a, b) => a - b));
}
