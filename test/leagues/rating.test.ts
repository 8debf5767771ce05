import { describe, expect, it } from "vitest";
import {
  averageSkill,
  conservative,
  DECAY_SIGMA_PER_WEEK,
  decayed,
  FRESH,
  rateGame,
  winChance,
  winEdge,
} from "../../src/ranking/rating.ts";
import { applyResult, replaySeason, scoreOf, standings, type PlayerRecord } from "../../src/ranking/season.ts";

const DAY = 24 * 60 * 60 * 1000;

describe("ratings (openskill, Weng-Lin)", () => {
  it("1 v 1: the winner gains what the loser loses in mean, both grow surer", () => {
    const [winner, loser] = rateGame([FRESH, FRESH], [1, 2]);
    expect(winner?.mu).toBeGreaterThan(FRESH.mu);
    expect(loser?.mu).toBeLessThan(FRESH.mu);
    expect((winner?.mu ?? 0) - FRESH.mu).toBeCloseTo(FRESH.mu - (loser?.mu ?? 0), 9);
    expect(winner?.sigma).toBeLessThan(FRESH.sigma);
    expect(conservative(FRESH)).toBeCloseTo(0, 9);
  });

  it("free-for-all: places order the gains; a tie moves tied equals alike", () => {
    const four = rateGame([FRESH, FRESH, FRESH, FRESH], [1, 2, 3, 4]).map((s) => s.mu);
    expect(four[0]).toBeGreaterThan(four[1] ?? 0);
    expect(four[1]).toBeGreaterThan(four[2] ?? 0);
    expect(four[2]).toBeGreaterThan(four[3] ?? 0);
    const tied = rateGame([FRESH, FRESH, FRESH], [1, 1, 3]).map((s) => s.mu);
    expect(tied[0]).toBeCloseTo(tied[1] ?? 0, 9);
    const draw = rateGame([FRESH, FRESH], [1, 1]).map((s) => s.mu);
    expect(draw[0]).toBeCloseTo(FRESH.mu, 9);
  });

  it("an upset moves more than the expected result", () => {
    const strong = { mu: 32, sigma: 3 };
    const weak = { mu: 20, sigma: 3 };
    const expected = rateGame([strong, weak], [1, 2]);
    const upset = rateGame([strong, weak], [2, 1]);
    expect(strong.mu - (upset[0]?.mu ?? 0)).toBeGreaterThan((expected[0]?.mu ?? 0) - strong.mu);
  });

  it("decay: nothing within the grace period or when off; then uncertainty per whole week, capped at a fresh player's", () => {
    const skill = { mu: 30, sigma: 3 };
    expect(decayed(skill, 0, 400 * DAY, 0)).toEqual(skill);
    expect(decayed(skill, 0, 20 * DAY, 14)).toEqual(skill);
    const three = decayed(skill, 0, (14 + 21 + 2) * DAY, 14);
    expect(three.mu).toBe(30);
    expect(three.sigma).toBeCloseTo(Math.sqrt(9 + 3 * DECAY_SIGMA_PER_WEEK ** 2), 9);
    expect(decayed(skill, 0, 5000 * DAY, 14).sigma).toBe(FRESH.sigma);
  });
});

describe("a season's records", () => {
  it("wins, losses and draws: first place wins, everyone sharing one place draws", () => {
    expect(
      scoreOf(
        [
          { userId: "a", place: 1 },
          { userId: "b", place: 2 },
        ],
        1,
      ),
    ).toBe("win");
    expect(
      scoreOf(
        [
          { userId: "a", place: 1 },
          { userId: "b", place: 2 },
        ],
        2,
      ),
    ).toBe("loss");
    expect(
      scoreOf(
        [
          { userId: "a", place: 1 },
          { userId: "b", place: 1 },
        ],
        1,
      ),
    ).toBe("draw");
    expect(
      scoreOf(
        [
          { userId: "a", place: 1 },
          { userId: "b", place: 1 },
          { userId: "c", place: 3 },
        ],
        1,
      ),
    ).toBe("win");
  });

  it("counting one result at a time and replaying the season give the same numbers, with decay between games", () => {
    const results = Array.from({ length: 60 }, (_, i) => ({
      at: i * 9 * DAY,
      players: [
        { userId: `p${i % 5}`, place: 1 + (i % 2) },
        { userId: `p${(i + 1 + (i % 3)) % 5}`, place: 2 - (i % 2) },
      ],
    }));
    const live = new Map<string, PlayerRecord>();
    const liveChanges = results.map((r) => applyResult(live, r, 7));
    const replay = replaySeason(results, 7);
    expect(replay.changes).toEqual(liveChanges);
    expect([...replay.records.entries()]).toEqual([...live.entries()]);
    const decayedOnce = liveChanges.flat().some((c, i, all) => {
      const previous = all
        .slice(0, i)
        .reverse()
        .find((p) => p.userId === c.userId);
      return previous !== undefined && c.before.sigma > previous.after.sigma;
    });
    expect(decayedOnce).toBe(true);
  });

  it("standings rank by conservative rating, list players under the minimum apart, and decay to the moment asked", () => {
    const records = new Map<string, PlayerRecord>();
    for (let i = 0; i < 6; i++)
      applyResult(
        records,
        {
          at: i,
          players: [
            { userId: "ann", place: 1 },
            { userId: "ben", place: 2 },
          ],
        },
        0,
      );
    applyResult(
      records,
      {
        at: 10,
        players: [
          { userId: "cal", place: 1 },
          { userId: "ben", place: 2 },
        ],
      },
      0,
    );
    const table = standings(records.values(), { now: 20, graceDays: 0, minGames: 5 });
    expect(table.ranked.map((r) => [r.rank, r.userId])).toEqual([
      [1, "ann"],
      [2, "ben"],
    ]);
    expect(table.provisional.map((r) => r.userId)).toEqual(["cal"]);
    expect(table.ranked[0]?.wins).toBe(6);
    expect(table.ranked[1]?.losses).toBe(7);
    expect(table.ranked[0]?.trend).toBeGreaterThan(0);
    const later = standings(records.values(), { now: 200 * DAY, graceDays: 14, minGames: 5 });
    expect(later.ranked[0]?.rating).toBeLessThan(table.ranked[0]?.rating ?? 0);
  });

  it("the chance to beat the average player: openskill's prediction, ordered like the cheap edge the standings sort by", () => {
    const skills = Array.from({ length: 60 }, (_, i) => ({ mu: 15 + ((i * 7) % 23), sigma: 1 + ((i * 5) % 8) }));
    const average = averageSkill(skills);
    expect(average.mu).toBeCloseTo(skills.reduce((a, s) => a + s.mu, 0) / skills.length, 9);
    expect(winChance(average, average)).toBeCloseTo(0.5, 9);
    const byChance = [...skills].sort((a, b) => winChance(a, average) - winChance(b, average));
    const byEdge = [...skills].sort((a, b) => winEdge(a, average) - winEdge(b, average));
    expect(byEdge.map((s) => winChance(s, average))).toEqual(byChance.map((s) => winChance(s, average)));
    // Symmetric, as two players' chances against each other add up to one.
    expect(
      winChance(skills[0] ?? FRESH, skills[1] ?? FRESH) + winChance(skills[1] ?? FRESH, skills[0] ?? FRESH),
    ).toBeCloseTo(1, 9);
    expect(averageSkill([])).toEqual(FRESH);
  });
});
