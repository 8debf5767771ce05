import { describe, expect, it } from "vitest";
import { Rng, seedRng } from "../../src/engine/index.ts";
import { searchesEverySeating } from "../../src/ranking/pod-seating.ts";
import {
  BYE_POINTS,
  finalTable,
  pairPods,
  placePoints,
  PLACE_POINTS,
  podSizes,
  podStandings,
  type EventPod,
} from "../../src/ranking/pods.ts";
import { PERCENT_FLOOR } from "../../src/ranking/swiss.ts";

const DEEP = Number(process.env.FUZZ_GAMES ?? 0);
const EVENTS = DEEP > 0 ? DEEP : 120;
/** Larger events, each checked against every swap of two players: the slow part. */
const LARGE_EVENTS = DEEP > 0 ? Math.ceil(DEEP / 5) : 12;

const key = (a: string, b: string) => [a, b].sort().join("|");
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const tablePoints = (size: number) => sum(PLACE_POINTS[size] ?? [NaN]);

/** Pairs who shared a pod in `history`. */
function metIn(history: readonly EventPod[]): Set<string> {
  const met = new Set<string>();
  for (const pod of history)
    for (const a of pod.places) for (const b of pod.places) if (a.userId !== b.userId) met.add(key(a.userId, b.userId));
  return met;
}

/** The cost `pairPods` documents, of one pod seated `at` its index: repeated pairs, then pods away from home. */
function podCost(pod: readonly string[], at: number, met: ReadonlySet<string>, home: ReadonlyMap<string, number>) {
  let repeats = 0;
  let displacement = 0;
  pod.forEach((a, i) => {
    displacement += Math.abs(at - (home.get(a) as number));
    for (const b of pod.slice(i + 1)) if (met.has(key(a, b))) repeats += 1;
  });
  return { repeats, displacement };
}

function costOf(pods: readonly (readonly string[])[], met: ReadonlySet<string>, home: ReadonlyMap<string, number>) {
  const costs = pods.map((pod, at) => podCost(pod, at, met, home));
  return { repeats: sum(costs.map((c) => c.repeats)), displacement: sum(costs.map((c) => c.displacement)) };
}

/** The pod each player gets when everyone is seated in standings order. */
const homePods = (players: readonly string[], sizes: readonly number[]) => {
  const homes = sizes.flatMap((size, pod) => new Array<number>(size).fill(pod));
  return new Map(players.map((p, i) => [p, homes[i] as number]));
};

/** Every seating of `players` at pods of `sizes`, pods in order (small counts only). */
function allSeatings(players: readonly string[], sizes: readonly number[]): string[][][] {
  const out: string[][][] = [];
  const pods: string[][] = sizes.map(() => []);
  const place = (i: number): void => {
    if (i === players.length) {
      out.push(pods.map((pod) => [...pod]));
      return;
    }
    pods.forEach((pod, at) => {
      if (pod.length === sizes[at]) return;
      pod.push(players[i] as string);
      place(i + 1);
      pod.pop();
    });
  };
  place(0);
  return out;
}

/** Every split of `players` into pods of `min` to `max` (as sizes, largest first). */
function allSplits(players: number, min: number, max: number): number[][] {
  if (players === 0) return [[]];
  const out: number[][] = [];
  for (let first = Math.min(max, players); first >= min; first--)
    for (const rest of allSplits(players - first, min, first)) out.push([first, ...rest]);
  return out;
}

/** A played pod: random places, ties included. */
function played(rng: Rng, round: number, pod: readonly string[]): EventPod {
  const places = pod.map((userId) => ({ userId, place: 1 + rng.int(pod.length) }));
  return { round, stage: "swiss", places, reported: true };
}

const bye = (round: number, userId: string): EventPod => ({
  round,
  stage: "swiss",
  places: [{ userId, place: 1 }],
  reported: true,
});

function shuffledCopy(rng: Rng, pods: readonly EventPod[]): EventPod[] {
  return rng.shuffle(pods.map((pod) => ({ ...pod, places: rng.shuffle([...pod.places]) })));
}

describe("pod sizes", () => {
  it("the closest split to the target, ties to more pods, byes only when no split exists, against every split", () => {
    for (let max = 2; max <= 6; max++) {
      for (let size = 2; size <= max; size++) {
        for (let min = 2; min <= size; min++) {
          for (let players = 0; players <= 40; players++) {
            const { pods, byes } = podSizes(players, size, min, max);
            const fewestByes = Array.from({ length: players + 1 }, (_, b) => b).find(
              (b) => allSplits(players - b, min, max).length > 0,
            ) as number;
            expect(byes).toBe(fewestByes);
            const cost = (split: number[]) => sum(split.map((s) => (s - size) ** 2));
            const best = allSplits(players - byes, min, max).sort(
              (a, b) => cost(a) - cost(b) || b.length - a.length,
            )[0];
            expect(pods).toEqual(best);
            if (pods.length > 0) expect(Math.max(...pods) - Math.min(...pods)).toBeLessThanOrEqual(1);
          }
        }
      }
    }
  });

  it("examples, and bounds it refuses", () => {
    expect(podSizes(7, 4, 2, 4)).toEqual({ pods: [4, 3], byes: 0 });
    expect(podSizes(9, 4, 2, 6)).toEqual({ pods: [5, 4], byes: 0 });
    expect(podSizes(9, 4, 2, 4)).toEqual({ pods: [3, 3, 3], byes: 0 });
    expect(podSizes(10, 4, 2, 6)).toEqual({ pods: [4, 3, 3], byes: 0 });
    expect(podSizes(5, 4, 2, 6)).toEqual({ pods: [5], byes: 0 });
    expect(podSizes(1, 4, 2, 4)).toEqual({ pods: [], byes: 1 });
    expect(podSizes(5, 4, 3, 4)).toEqual({ pods: [4], byes: 1 });
    expect(podSizes(0, 4, 2, 4)).toEqual({ pods: [], byes: 0 });
    expect(() => podSizes(8, 4, 2, 7)).toThrow(RangeError);
    expect(() => podSizes(8, 4, 1, 4)).toThrow(RangeError);
    expect(() => podSizes(8, 5, 2, 4)).toThrow(RangeError);
    expect(() => podSizes(-1, 4, 2, 4)).toThrow(RangeError);
  });
});

describe("placement points", () => {
  it("a win 60 and last 0 at every size, equal steps, 30 a player on average", () => {
    for (let size = 2; size <= 6; size++) {
      const table = PLACE_POINTS[size] as readonly number[];
      expect(table).toHaveLength(size);
      expect(table[0]).toBe(60);
      expect(table.at(-1)).toBe(0);
      for (let i = 1; i < size; i++) expect((table[i - 1] as number) - (table[i] as number)).toBe(60 / (size - 1));
      expect(tablePoints(size)).toBe(30 * size);
    }
  });

  it("shared places share their points; a lone seat is a bye", () => {
    const seats = (...places: number[]) => places.map((place, i) => ({ userId: `u${i}`, place }));
    expect(placePoints(seats(1, 1, 3, 4))).toEqual([50, 50, 20, 0]);
    expect(placePoints(seats(2, 1, 2, 2))).toEqual([20, 60, 20, 20]);
    expect(placePoints(seats(1, 1, 1))).toEqual([30, 30, 30]);
    expect(placePoints(seats(1, 1, 3, 4, 5))).toEqual([52.5, 52.5, 30, 15, 0]);
    expect(placePoints(seats(1))).toEqual([BYE_POINTS]);
    expect(() => placePoints(seats(1, 2, 3, 4, 5, 6, 7))).toThrow(RangeError);
  });

  it("over random pods with ties: the pod's total is the table's, a better place never earns less", () => {
    const rng = new Rng(seedRng(30));
    for (let trial = 0; trial < 2000; trial++) {
      const size = 2 + rng.int(5);
      const pod = played(
        rng,
        1,
        Array.from({ length: size }, (_, i) => `u${i}`),
      );
      const points = placePoints(pod.places);
      expect(sum(points)).toBe(tablePoints(size));
      pod.places.forEach((a, i) =>
        pod.places.forEach((b, j) => {
          if (a.place < b.place) expect(points[i]).toBeGreaterThan(points[j] as number);
          if (a.place === b.place) expect(points[i]).toBe(points[j]);
        }),
      );
    }
  });
});

describe("pod events (property)", () => {
  it(`over ${EVENTS} seeded events of 1 to 9 players: seated once or on a bye, sizes in bounds, the cheapest of all seatings, points conserved, standings deterministic`, () => {
    const rng = new Rng(seedRng(3030));
    for (let e = 0; e < EVENTS; e++) {
      const n = 1 + rng.int(9);
      const max = 3 + rng.int(4);
      const size = 3 + rng.int(max - 2);
      const min = 2 + rng.int(size - 1);
      const players = Array.from({ length: n }, (_, i) => `u${i}`);
      const history: EventPod[] = [];
      const byes = (p: string) =>
        history.filter((pod) => pod.places.length === 1 && pod.places[0]?.userId === p).length;
      const rounds = 1 + rng.int(n + 2);
      for (let round = 1; round <= rounds; round++) {
        const order = podStandings(players, history).map((r) => r.userId);
        const split = podSizes(n, size, min, max);
        const pairing = pairPods(order, history, split.pods);
        const seen = [...pairing.pods.flat(), ...pairing.byes];
        expect(new Set(seen).size).toBe(seen.length);
        expect([...seen].sort()).toEqual([...players].sort());
        expect(pairing.pods.map((pod) => pod.length)).toEqual(split.pods);
        for (const pod of pairing.pods) {
          expect(pod.length).toBeGreaterThanOrEqual(min);
          expect(pod.length).toBeLessThanOrEqual(max);
          expect(pod).toEqual([...pod].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
        }
        expect(pairing.byes).toHaveLength(split.byes);
        const rank = (p: string) => order.indexOf(p);
        for (const b of pairing.byes)
          for (const p of pairing.pods.flat())
            expect(byes(b) < byes(p) || (byes(b) === byes(p) && rank(b) > rank(p))).toBe(true);

        const seated = order.filter((p) => !pairing.byes.includes(p));
        const met = metIn(history);
        const home = homePods(seated, split.pods);
        const got = costOf(pairing.pods, met, home);
        expect(searchesEverySeating(split.pods)).toBe(true);
        // Seatings come in order of the pod sequence (each player in standings order, earlier pods first).
        const seatings = allSeatings(seated, split.pods).map((pods) => ({ pods, cost: costOf(pods, met, home) }));
        const fewest = Math.min(...seatings.map((s) => s.cost.repeats));
        const least = Math.min(...seatings.filter((s) => s.cost.repeats === fewest).map((s) => s.cost.displacement));
        expect(got).toEqual({ repeats: fewest, displacement: least });
        const first = seatings.find((s) => s.cost.repeats === fewest && s.cost.displacement === least);
        expect(pairing.pods).toEqual(first?.pods);

        history.push(...pairing.pods.map((pod) => played(rng, round, pod)), ...pairing.byes.map((b) => bye(round, b)));
        const rows = podStandings(players, history);
        const handedOut = sum(
          history.map((pod) => (pod.places.length === 1 ? BYE_POINTS : tablePoints(pod.places.length))),
        );
        expect(sum(rows.map((r) => r.points))).toBe(handedOut);
        expect(podStandings(players, shuffledCopy(rng, history))).toEqual(rows);
      }
      const counts = players.map(byes);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }
  });

  it(`over ${LARGE_EVENTS} seeded events of 20 to 50 players: no swap of two players lowers the cost, nor is standings order cheaper`, () => {
    const rng = new Rng(seedRng(3031));
    for (let e = 0; e < LARGE_EVENTS; e++) {
      const n = 20 + rng.int(31);
      const max = 3 + rng.int(4);
      const size = 3 + rng.int(max - 2);
      const split = podSizes(n, size, 2, max);
      const players = Array.from({ length: n }, (_, i) => `u${i}`);
      const history: EventPod[] = [];
      const rounds = 4 + rng.int(8);
      for (let round = 1; round <= rounds; round++) {
        const order = podStandings(players, history).map((r) => r.userId);
        const { pods } = pairPods(order, history, split.pods);
        expect(searchesEverySeating(split.pods)).toBe(false);
        expect(pods.flat().sort()).toEqual([...players].sort());
        expect(pods.map((pod) => pod.length)).toEqual(split.pods);
        const met = metIn(history);
        const home = homePods(order, split.pods);
        const inOrder = split.pods.map((size, at) =>
          order.slice(sum(split.pods.slice(0, at)), sum(split.pods.slice(0, at)) + size),
        );
        const got = costOf(pods, met, home);
        const plain = costOf(inOrder, met, home);
        expect(
          got.repeats < plain.repeats || (got.repeats === plain.repeats && got.displacement <= plain.displacement),
        ).toBe(true);
        for (let a = 0; a < pods.length; a++) {
          for (let b = a + 1; b < pods.length; b++) {
            const podA = pods[a] as string[];
            const podB = pods[b] as string[];
            const before = [podCost(podA, a, met, home), podCost(podB, b, met, home)];
            for (const x of podA) {
              for (const y of podB) {
                const after = [
                  podCost([...podA.filter((p) => p !== x), y], a, met, home),
                  podCost([...podB.filter((p) => p !== y), x], b, met, home),
                ];
                const repeats = sum(after.map((c) => c.repeats)) - sum(before.map((c) => c.repeats));
                const displacement = sum(after.map((c) => c.displacement)) - sum(before.map((c) => c.displacement));
                expect(repeats < 0 || (repeats === 0 && displacement < 0)).toBe(false);
              }
            }
          }
        }
        history.push(...pods.map((pod) => played(rng, round, pod)));
      }
    }
  });

  it("1,000 players at pods of 4 after 5 rounds: nobody meets a pod-mate again", () => {
    const rng = new Rng(seedRng(1000));
    const players = Array.from({ length: 1000 }, (_, i) => `u${i}`);
    const { pods: sizes } = podSizes(players.length, 4, 2, 4);
    const history: EventPod[] = [];
    for (let round = 1; round <= 6; round++) {
      const order = podStandings(players, history).map((r) => r.userId);
      const { pods } = pairPods(order, history, sizes);
      expect(pods.flat().sort()).toEqual([...players].sort());
      expect(costOf(pods, metIn(history), homePods(order, sizes)).repeats).toBe(0);
      history.push(...pods.map((pod) => played(rng, round, pod)));
    }
  });

  it("seats the top player's old pod-mate one pod down and brings the next best up", () => {
    const history: EventPod[] = [
      {
        round: 1,
        stage: "swiss",
        places: [
          { userId: "a", place: 1 },
          { userId: "b", place: 2 },
        ],
        reported: true,
      },
    ];
    const order = ["a", "b", "c", "d", "e", "f", "g", "h"];
    expect(pairPods(order, history, [4, 4])).toEqual({
      pods: [
        ["a", "c", "d", "e"],
        ["b", "f", "g", "h"],
      ],
      byes: [],
    });
    expect(pairPods(order, [], [4, 4]).pods).toEqual([
      ["a", "b", "c", "d"],
      ["e", "f", "g", "h"],
    ]);
    expect(() => pairPods(["a", "b"], [], [3])).toThrow(RangeError);
  });
});

describe("pod standings and the final table", () => {
  const pod = (round: number, ...seats: [string, number][]): EventPod => ({
    round,
    stage: "swiss",
    places: seats.map(([userId, place]) => ({ userId, place })),
    reported: true,
  });

  it("points, then pod-mates' average points per pod (floored at a third), then the seeding", () => {
    const pods = [
      pod(1, ["x", 1], ["p", 2], ["q", 3]),
      pod(1, ["y", 1], ["r", 2], ["s", 3]),
      pod(2, ["p", 1], ["x", 2], ["s", 3]),
      pod(2, ["q", 1], ["y", 2], ["r", 3]),
    ];
    const ignored: EventPod[] = [
      { ...pod(3, ["x", 1], ["y", 2], ["p", 3]), reported: false },
      { ...pod(3, ["s", 1], ["r", 2], ["q", 3]), stage: "final" },
    ];
    const rows = podStandings(["y", "p", "x", "q", "r", "s"], [...pods, ...ignored]);
    expect(rows.map((r) => [r.userId, r.points])).toEqual([
      ["p", 90],
      ["x", 90],
      ["y", 90],
      ["q", 60],
      ["r", 30],
      ["s", 0],
    ]);
    const row = (u: string) => rows.find((r) => r.userId === u);
    // x met p (3/4 of a win a pod) twice, q (1/2) and s (nothing, floored to 1/3).
    expect(row("x")?.opp).toBeCloseTo((0.75 + 0.75 + 0.5 + PERCENT_FLOOR) / 4, 12);
    expect(row("y")?.opp).toBeCloseTo((PERCENT_FLOOR * 3 + 0.5) / 4, 12);
    // x and p: level on points and pod-mates, one pod each ahead of the other, one pod won each: the seeding.
    expect(row("x")).toMatchObject({ headToHead: 0, wins: 1, pods: 2 });
    expect(row("p")).toMatchObject({ headToHead: 0, wins: 1, pods: 2 });
  });

  it("head-to-head among players level on points and pod-mates, then pods won", () => {
    // One pod of four, three rounds: x ahead of p twice by a place, p ahead of x once by two: level on points.
    const headToHead = [
      pod(1, ["q", 1], ["x", 2], ["p", 3], ["r", 4]),
      pod(2, ["q", 1], ["r", 2], ["x", 3], ["p", 4]),
      pod(3, ["p", 1], ["q", 2], ["x", 3], ["r", 4]),
    ];
    const rows = podStandings(["p", "x", "q", "r"], headToHead);
    expect(rows.map((r) => [r.userId, r.points, r.headToHead, r.wins])).toEqual([
      ["q", 160, 0, 2],
      ["x", 80, 1, 0],
      ["p", 80, -1, 1],
      ["r", 40, 0, 0],
    ]);
    // Each once ahead of the other: the pod won decides.
    const wins = [pod(1, ["x", 1], ["q", 2], ["p", 3], ["r", 4]), pod(2, ["q", 1], ["p", 2], ["r", 3], ["x", 4])];
    expect(podStandings(["p", "x", "q", "r"], wins).map((r) => [r.userId, r.points, r.headToHead, r.wins])).toEqual([
      ["q", 100, 0, 1],
      ["x", 60, 0, 1],
      ["p", 60, 0, 0],
      ["r", 20, 0, 0],
    ]);
  });

  it("a bye is a pod won with no pod-mates; the final table is the top of the standings", () => {
    const rows = podStandings(["a", "b", "c", "d"], [pod(1, ["a", 2], ["b", 1], ["c", 3]), pod(1, ["d", 1])]);
    expect(rows.find((r) => r.userId === "d")).toMatchObject({
      points: BYE_POINTS,
      pods: 1,
      wins: 1,
      byes: 1,
      opp: PERCENT_FLOOR,
    });
    expect(rows.map((r) => r.userId)).toEqual(["b", "d", "a", "c"]);
    expect(finalTable(rows, 3)).toEqual(["b", "d", "a"]);
    expect(finalTable(rows.slice(0, 2), 4)).toEqual(["b", "d"]);
  });
});
