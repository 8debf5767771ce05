import { describe, expect, it } from "vitest";
import { Rng, seedRng } from "../../src/engine/index.ts";
import { Matching } from "../../src/ranking/matching.ts";
import {
  bracketOrder,
  nextCutRound,
  pairRound,
  PERCENT_FLOOR,
  swissStandings,
  type EventMatch,
} from "../../src/ranking/swiss.ts";
import { perfectlyPairable, referencePairRound } from "./swiss-reference.ts";

const EVENTS = Number(process.env.FUZZ_GAMES ?? 0) > 0 ? Number(process.env.FUZZ_GAMES) : 300;

/** Every way to pair all of `players` along allowed edges (small n only). */
function allPairings(players: string[], ok: (a: string, b: string) => boolean): [string, string][][] {
  if (players.length === 0) return [[]];
  const [first, ...rest] = players as [string, ...string[]];
  return rest.flatMap((partner) =>
    ok(first, partner)
      ? allPairings(
          rest.filter((p) => p !== partner),
          ok,
        ).map((pairs) => [[first, partner] as [string, string], ...pairs])
      : [],
  );
}

const key = (a: string, b: string) => [a, b].sort().join("|");

/** A random graph on `n` vertices, each edge there with probability `percent`. */
function randomGraph(rng: Rng, n: number, percent: number): (a: number, b: number) => boolean {
  const edges = new Set<string>();
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (rng.int(100) < percent) edges.add(`${a}|${b}`);
  return (a, b) => edges.has(a < b ? `${a}|${b}` : `${b}|${a}`);
}

/** Whether the vertices of `names` (numbers as strings) can all be paired along allowed edges, by brute force. */
const bruteForcePairable = (names: number[], ok: (a: number, b: number) => boolean): boolean =>
  allPairings(names.map(String), (a, b) => ok(Number(a), Number(b))).length > 0;

/** `mate` is a valid matching of the vertices `present`, along allowed edges, leaving `exposed` unmatched. */
function expectMatching(m: Matching, present: number[], ok: (a: number, b: number) => boolean): void {
  for (const v of present) {
    const mate = m.mate[v] as number;
    if (mate === -1) continue;
    expect(present).toContain(mate);
    expect(m.mate[mate]).toBe(v);
    expect(ok(v, mate)).toBe(true);
  }
  expect(m.exposed()).toEqual(present.filter((v) => m.mate[v] === -1));
}

describe("maximum matching (blossom)", () => {
  it("agrees with a brute-force search on random graphs, odd cycles included", () => {
    const rng = new Rng(seedRng(11));
    for (let trial = 0; trial < 400; trial++) {
      const n = 1 + rng.int(10);
      const ok = randomGraph(rng, n, 35);
      const names = Array.from({ length: n }, (_, i) => i);
      const m = new Matching(n, ok);
      expectMatching(m, names, ok);
      const brute = n % 2 === 0 && bruteForcePairable(names, ok);
      expect(perfectlyPairable(n, ok)).toBe(brute);
      expect(m.exposed().length === 0).toBe(brute);
    }
  });

  it("removing vertices from a matching exposing at most one: kept iff the rest can all be paired (brute force)", () => {
    const rng = new Rng(seedRng(12));
    let kept = 0;
    let refused = 0;
    for (let trial = 0; trial < 600; trial++) {
      const n = 1 + rng.int(11);
      const ok = randomGraph(rng, n, 30 + rng.int(50));
      const m = new Matching(n, ok);
      if (m.exposed().length > 1) continue;
      let present = Array.from({ length: n }, (_, i) => i);
      // Remove vertices one pair (or, from an odd count, one vertex) at a time, as a Swiss round does.
      while (present.length > 0) {
        const count = present.length % 2 === 1 ? 1 : 2;
        const leaving = rng.shuffle([...present]).slice(0, count);
        const rest = present.filter((v) => !leaving.includes(v));
        const before = [...m.mate];
        const removed = m.tryRemove(leaving);
        expect(removed).toBe(bruteForcePairable(rest, ok));
        if (!removed) {
          refused++;
          expect(m.mate).toEqual(before);
          expectMatching(m, present, ok);
          break;
        }
        kept++;
        present = rest;
        expectMatching(m, present, ok);
        expect(m.exposed()).toEqual([]);
      }
    }
    expect(kept).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  });
});

describe("Swiss pairing (property)", () => {
  it(`over ${EVENTS} seeded events: nobody twice in a round, no rematch whenever a rematch-free round exists, byes to the fewest and spread`, () => {
    const rng = new Rng(seedRng(2026));
    for (let e = 0; e < EVENTS; e++) {
      const n = 2 + rng.int(9);
      const players = Array.from({ length: n }, (_, i) => `u${i}`);
      const rounds = 1 + rng.int(n + 1);
      const history: EventMatch[] = [];
      for (let round = 1; round <= rounds; round++) {
        const order = swissStandings(players, history).map((r) => r.userId);
        const { pairs, bye } = pairRound(order, history);
        const seen = pairs.flat().concat(bye === null ? [] : [bye]);
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen.length).toBe(n);
        expect(bye === null).toBe(n % 2 === 0);
        const byes = (p: string) => history.filter((m) => m.b === null && m.a === p).length;
        if (bye !== null) expect(byes(bye)).toBe(Math.min(...players.map(byes)));
        const met = new Set(history.filter((m) => m.b !== null).map((m) => key(m.a, m.b as string)));
        const fresh = (a: string, b: string) => !met.has(key(a, b));
        const fewest = Math.min(...players.map(byes));
        const byeChoices = n % 2 === 0 ? [null] : players.filter((p) => byes(p) === fewest);
        const freeExists = byeChoices.some(
          (c) =>
            allPairings(
              players.filter((p) => p !== c),
              fresh,
            ).length > 0,
        );
        const rematches = pairs.filter(([a, b]) => !fresh(a, b)).length;
        if (freeExists) expect(rematches).toBe(0);
        for (const [a, b] of pairs) {
          const games = rng.int(3);
          history.push({
            round,
            stage: "swiss",
            a,
            b,
            aWins: games === 0 ? 2 : games === 1 ? 0 : 1,
            bWins: games === 1 ? 2 : games === 0 ? 1 : 1,
            draws: games === 2 ? 1 : 0,
            reported: true,
          });
        }
        if (bye !== null)
          history.push({ round, stage: "swiss", a: bye, b: null, aWins: 0, bWins: 0, draws: 0, reported: true });
        const counts = players.map(byes);
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("pairs exactly as the reference (a fresh matching per question) on seeded random events of 2 to 60 players", () => {
    const rng = new Rng(seedRng(30));
    const events = Math.max(600, EVENTS);
    const seen = { byes: 0, byeMoved: 0, rematchForced: 0, dropped: 0, pairedDown: 0 };
    for (let e = 0; e < events; e++) {
      const n = 2 + (e % 4 === 0 ? rng.int(59) : rng.int(16));
      const players = Array.from({ length: n }, (_, i) => `p${i}`);
      // Random history: rounds of random pairings (rematches included), random byes, some matches in the top cut or
      // unreported; up to n rounds, half the events past n / 2, where rematch-free pairings get scarce or run out.
      const history: EventMatch[] = [];
      const rounds = e % 2 === 0 ? rng.int(n + 1) : Math.floor(n / 2) + rng.int(Math.ceil(n / 2) + 1);
      for (let round = 1; round <= rounds; round++) {
        const shuffled = rng.shuffle([...players]);
        if (shuffled.length % 2 === 1 || rng.int(4) === 0) {
          const a = shuffled.pop() as string;
          history.push({ round, stage: "swiss", a, b: null, aWins: 0, bWins: 0, draws: 0, reported: true });
        }
        for (let i = 0; i + 1 < shuffled.length; i += 2) {
          const [a, b] = [shuffled[i] as string, shuffled[i + 1] as string];
          const stage = rng.int(10) === 0 ? "cut" : "swiss";
          history.push({ round, stage, a, b, aWins: 2, bWins: rng.int(2), draws: 0, reported: rng.int(8) > 0 });
        }
      }
      // Some players dropped; the order is random, as standings after random results would be.
      const order = rng.shuffle(players.filter(() => rng.int(8) > 0));
      if (order.length < n) seen.dropped++;
      const expected = referencePairRound(order, history);
      expect(pairRound(order, history)).toEqual(expected);
      if (expected.bye !== null) {
        seen.byes++;
        const byes = (p: string) => history.filter((m) => m.b === null && m.a === p).length;
        const fewest = Math.min(...order.map(byes));
        // Whether the bye check mattered: the lowest-ranked with the fewest byes would have left no rematch-free round.
        if (expected.bye !== order.findLast((p) => byes(p) === fewest)) seen.byeMoved++;
      }
      const met = new Set(history.filter((m) => m.b !== null).map((m) => key(m.a, m.b as string)));
      if (expected.pairs.some(([a, b]) => met.has(key(a, b)))) seen.rematchForced++;
      // Whether the pairability check mattered: someone did not get the first player left they had not met.
      else if (
        expected.pairs.some(([a, b], i) => {
          const left = new Set(expected.pairs.slice(i).flat());
          return order.find((q) => q !== a && left.has(q) && !met.has(key(a, q))) !== b;
        })
      )
        seen.pairedDown++;
    }
    expect(seen.byes).toBeGreaterThan(events / 4);
    expect(seen.byeMoved).toBeGreaterThan(events / 50);
    expect(seen.rematchForced).toBeGreaterThan(events / 20);
    expect(seen.pairedDown).toBeGreaterThan(events / 5);
    expect(seen.dropped).toBeGreaterThan(events / 4);
  });

  it("a 1,000-player event: the sixth round pairs everyone with no rematch", () => {
    const rng = new Rng(seedRng(1000));
    const players = Array.from({ length: 1000 }, (_, i) => `u${i}`);
    const history: EventMatch[] = [];
    const met = new Set<string>();
    for (let round = 1; round <= 6; round++) {
      const { pairs, bye } = pairRound(
        swissStandings(players, history).map((r) => r.userId),
        history,
      );
      expect(bye).toBeNull();
      expect(new Set(pairs.flat()).size).toBe(1000);
      for (const [a, b] of pairs) {
        expect(met.has(key(a, b))).toBe(false);
        met.add(key(a, b));
        const aWins = rng.int(3);
        history.push({ round, stage: "swiss", a, b, aWins, bWins: 2 - aWins, draws: 0, reported: true });
      }
    }
  });

  it("the bye goes to the lowest-ranked player without one", () => {
    const history: EventMatch[] = [
      { round: 1, stage: "swiss", a: "c", b: null, aWins: 0, bWins: 0, draws: 0, reported: true },
    ];
    expect(pairRound(["a", "b", "c"], history).bye).toBe("b");
    expect(pairRound(["a", "b", "c"], []).bye).toBe("c");
  });

  it("avoids a rematch by pairing down when the natural pair met already", () => {
    const history: EventMatch[] = [
      { round: 1, stage: "swiss", a: "a", b: "b", aWins: 2, bWins: 1, draws: 0, reported: true },
      { round: 1, stage: "swiss", a: "c", b: "d", aWins: 2, bWins: 0, draws: 0, reported: true },
    ];
    expect(pairRound(["a", "b", "c", "d"], history).pairs).toEqual([
      ["a", "c"],
      ["b", "d"],
    ]);
  });
});

describe("Swiss standings and tie-breakers", () => {
  it("match points, then opponents' match-win %, game-win %, opponents' game-win %, each floored at 33%", () => {
    const m = (round: number, a: string, b: string | null, aWins: number, bWins: number, draws = 0): EventMatch => ({
      round,
      stage: "swiss",
      a,
      b,
      aWins,
      bWins,
      draws,
      reported: true,
    });
    const matches = [
      m(1, "a", "b", 2, 0),
      m(1, "c", "d", 2, 1),
      m(1, "e", null, 0, 0),
      m(2, "a", "c", 2, 1),
      m(2, "e", "b", 0, 2),
      m(2, "d", null, 0, 0),
    ];
    const rows = swissStandings(["a", "b", "c", "d", "e"], matches);
    const row = (u: string) => rows.find((r) => r.userId === u);
    expect(row("a")).toMatchObject({ rank: 1, points: 6, wins: 2, losses: 0 });
    // a met b (3 of 6 points: 50%) and c (3 of 6: 50%).
    expect(row("a")?.omw).toBeCloseTo(0.5, 9);
    // a won 4 games of 5: 12 game points of 15.
    expect(row("a")?.gw).toBeCloseTo(12 / 15, 9);
    // e: a bye (a 2-0 win) then a 0-2 loss; its only opponent b is at 50%.
    expect(row("e")).toMatchObject({ points: 3, byes: 1 });
    expect(row("e")?.gw).toBeCloseTo(6 / 12, 9);
    // b lost 0-2 to a and beat e 2-0: 6 game points of 12.
    expect(row("b")?.gw).toBeCloseTo(0.5, 9);
    // d won nothing but a bye: 3 of 6 points; c beat d 2-1, d's games 1 of 3 plus the bye's 2: 9 of 15.
    expect(row("d")?.gw).toBeCloseTo(9 / 15, 9);
    const floorCase = swissStandings(["x", "y"], [m(1, "x", "y", 2, 0), m(2, "x", "y", 2, 0)]);
    expect(floorCase[0]?.omw).toBeCloseTo(PERCENT_FLOOR, 9);
    expect(floorCase[1]?.gw).toBeCloseTo(PERCENT_FLOOR, 9);
    // Ties on points go to the breakers: c (3 points, lost to a) ranks above b (3 points, lost to a, beat e).
    const threes = rows.filter((r) => r.points === 3).map((r) => r.userId);
    const byBreakers = [...threes].sort((x, y) => {
      const rx = row(x) as NonNullable<ReturnType<typeof row>>;
      const ry = row(y) as NonNullable<ReturnType<typeof row>>;
      return ry.omw - rx.omw || ry.gw - rx.gw || ry.ogw - rx.ogw;
    });
    expect(threes).toEqual(byBreakers);
  });

  it("top cut: seeds meet as late as possible and winners move on", () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(bracketOrder(4)).toEqual([1, 4, 2, 3]);
    const seeds = ["s1", "s2", "s3", "s4"];
    const first = nextCutRound(seeds, []);
    expect(first).toEqual({
      pairs: [
        ["s1", "s4"],
        ["s2", "s3"],
      ],
    });
    const played: EventMatch[] = [
      { round: 4, stage: "cut", a: "s1", b: "s4", aWins: 0, bWins: 2, draws: 0, reported: true },
      { round: 4, stage: "cut", a: "s2", b: "s3", aWins: 2, bWins: 1, draws: 0, reported: false },
    ];
    expect(nextCutRound(seeds, played)).toBeNull();
    (played[1] as EventMatch).reported = true;
    expect(nextCutRound(seeds, played)).toEqual({ pairs: [["s4", "s2"]] });
    const final: EventMatch = {
      round: 5,
      stage: "cut",
      a: "s4",
      b: "s2",
      aWins: 2,
      bWins: 0,
      draws: 0,
      reported: true,
    };
    expect(nextCutRound(seeds, [...played, final])).toEqual({ champion: "s4" });
  });
});
