import { afterEach, describe, expect, it } from "vitest";
import type { NewResult } from "../../src/db/leagues.ts";
import type { CountedResult, PlayerRecord, RatingStep } from "../../src/ranking/season.ts";
import { BACKENDS, testDatabase, type TestDatabase } from "./backends.ts";

/** What a rating step was handed: the records it rated against (copied as they were), the result and the grace days. */
interface StepCall {
  records: PlayerRecord[];
  result: CountedResult;
  graceDays: number;
}

/**
 * A step that is no rating at all, so what the store writes can only have come from it: a player's mu counts their
 * games, their sigma is their latest place.
 */
function countingStep(calls: StepCall[]): RatingStep {
  return (records, result, graceDays) => {
    const copies = [...records.values()]
      .map((r) => structuredClone(r))
      .sort((a, b) => a.userId.localeCompare(b.userId));
    calls.push({
      records: copies,
      result: { at: result.at, players: result.players.map((p) => ({ userId: p.userId, place: p.place })) },
      graceDays,
    });
    return result.players.map((p) => {
      const was = records.get(p.userId);
      const before = was?.skill ?? { mu: 0, sigma: 0 };
      const after = { mu: before.mu + 1, sigma: p.place };
      records.set(p.userId, {
        userId: p.userId,
        skill: after,
        games: (was?.games ?? 0) + 1,
        wins: 7,
        losses: 8,
        draws: 9,
        lastAt: result.at,
        recent: [p.place],
      });
      return { userId: p.userId, place: p.place, before, after };
    });
  };
}

describe.each(BACKENDS)("the %s league store", (backend) => {
  let db: TestDatabase | null = null;
  afterEach(async () => {
    await db?.cleanup();
    db = null;
  });

  it("counts a result with the rating step it is given, against the stored records, and writes what the step returns", async () => {
    db = await testDatabase(backend);
    let now = 1_000;
    const store = (await db.open(() => now)).leagues;
    const league = await store.createLeague({
      guildId: "g",
      game: "spymaster",
      name: "L",
      locale: "en",
      adminRoleId: null,
      minGames: 1,
      decayDays: 9,
      reportHours: 48,
      createdBy: "boss",
    });
    if (!league) throw new Error("no league");
    const calls: StepCall[] = [];
    const step = countingStep(calls);
    const game = (status: NewResult["status"], first: string, second: string): NewResult => ({
      leagueId: league.id,
      season: 1,
      source: "report",
      status,
      players: [
        { userId: first, place: 1, confirmed: true },
        { userId: second, place: 2, confirmed: true },
      ],
    });

    const counted = await store.addResult(game("counted", "a", "b"), step);
    const places = [
      { userId: "a", place: 1 },
      { userId: "b", place: 2 },
    ];
    expect(calls).toEqual([{ records: [], result: { at: 1_000, players: places }, graceDays: 9 }]);
    expect(counted?.seq).toBe(1);
    expect(counted?.players.map((p) => [p.userId, p.before, p.after])).toEqual([
      ["a", { mu: 0, sigma: 0 }, { mu: 1, sigma: 1 }],
      ["b", { mu: 0, sigma: 0 }, { mu: 1, sigma: 2 }],
    ]);

    // A report waits: nothing is rated until it counts.
    now = 2_000;
    const waiting = await store.addResult(game("pending", "b", "a"), step);
    expect(calls).toHaveLength(1);
    expect(waiting?.players.every((p) => p.before === null && p.after === null)).toBe(true);

    now = 3_000;
    const later = await store.count(waiting?.id ?? "", step, "boss");
    // The step rates against what the first count wrote, read back from the rows.
    expect(calls[1]?.records).toEqual([
      { userId: "a", skill: { mu: 1, sigma: 1 }, games: 1, wins: 7, losses: 8, draws: 9, lastAt: 1_000, recent: [1] },
      { userId: "b", skill: { mu: 1, sigma: 2 }, games: 1, wins: 7, losses: 8, draws: 9, lastAt: 1_000, recent: [2] },
    ]);
    expect(calls[1]?.result.at).toBe(3_000);
    expect(later?.seq).toBe(2);
    expect(later?.players.map((p) => [p.userId, p.before, p.after])).toEqual([
      ["b", { mu: 1, sigma: 2 }, { mu: 2, sigma: 1 }],
      ["a", { mu: 1, sigma: 1 }, { mu: 2, sigma: 2 }],
    ]);
    const ratings = (await store.ratings(league.id, 1)).sort((x, y) => x.userId.localeCompare(y.userId));
    expect(ratings).toEqual([
      { userId: "a", skill: { mu: 2, sigma: 2 }, games: 2, wins: 7, losses: 8, draws: 9, lastAt: 3_000, recent: [2] },
      { userId: "b", skill: { mu: 2, sigma: 1 }, games: 2, wins: 7, losses: 8, draws: 9, lastAt: 3_000, recent: [1] },
    ]);
  });

  it("keeps a league off the web until made public: then a 128-bit web id and a secret, kept when it goes private and back", async () => {
    db = await testDatabase(backend);
    const store = (await db.open()).leagues;
    const input = {
      guildId: "g",
      game: "spymaster",
      locale: "en" as const,
      adminRoleId: null,
      minGames: 1,
      decayDays: 0,
      reportHours: 48,
      createdBy: "boss",
    };
    const league = await store.createLeague({ ...input, name: "L" });
    const other = await store.createLeague({ ...input, name: "M" });
    if (!league || !other) throw new Error("no league");
    expect([league.public, league.webId, league.webSecret]).toEqual([false, null, null]);
    const made = await store.updateSettings(league.id, { public: true });
    const webId = made?.webId ?? "";
    expect(made?.public).toBe(true);
    expect(webId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(made?.webSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await store.publicLeague(webId))?.id).toBe(league.id);
    const second = await store.updateSettings(other.id, { public: true });
    expect(second?.webId).not.toBe(webId);
    // Private again: the web id no longer finds it; public again: the same id and secret, so old links work again.
    await store.updateSettings(league.id, { public: false });
    expect(await store.publicLeague(webId)).toBeNull();
    const again = await store.updateSettings(league.id, { public: true, minGames: 3 });
    expect([again?.webId, again?.webSecret, again?.minGames]).toEqual([webId, made?.webSecret, 3]);
    expect(await store.publicLeague("not-an-id")).toBeNull();
  });
});
