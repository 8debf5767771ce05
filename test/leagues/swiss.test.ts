import { describe, expect, it } from "vitest";
import { Rng, seedRng } from "../../src/engine/index.ts";
import { maximumMatching, perfectlyPairable } from "../../src/ranking/matching.ts";
import {
  bracketOrder,
  nextCutRound,
  pairRound,
  PERCENT_FLOOR,
  swissStandings,
  type EventMatch,
} from "../../src/ranking/swiss.ts";

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

describe("maximum matching (blossom)", () => {
  it("agrees with a brute-force search on random graphs, odd cycles included", () => {
    const rng = new Rng(seedRng(11));
    for (let trial = 0; trial < 400; trial++) {
      const n = 1 + rng.int(10);
      const edges = new Set<string>();
      for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (rng.int(100) < 35) edges.add(`${a}|${b}`);
      const ok = (a: number, b: number) => edges.has(a < b ? `${a}|${b}` : `${b}|${a}`);
      const match = maximumMatching(n, ok);
      for (let v = 0; v < n; v++) {
        if (match[v] === -1) continue;
        expect(match[match[v] as number]).toBe(v);
        expect(ok(v, match[v] as number)).toBe(true);
      }
      const names = Array.from({ length: n }, (_, i) => String(i));
      const brute = n % 2 === 0 && allPairings(names, (a, b) => ok(Number(a), Number(b))).length > 0;
      expect(perfectlyPairable(n, ok)).toBe(brute);
    }
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
