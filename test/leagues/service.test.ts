import { afterEach, describe, expect, it } from "vitest";
import { Rng, seedRng } from "../../src/engine/index.ts";
import type { TableRecord } from "../../src/db/store.ts";
import { BACKENDS } from "../db/backends.ts";
import { fakeMatch, humanSeat, newTable } from "../db/helpers.ts";
import { humanPlaces } from "../../src/leagues/service.ts";
import { applyResult } from "../../src/ranking/season.ts";
import { DAY, HOUR, leagueKit, manager, player, type LeagueKit } from "./helpers.ts";

let kit: LeagueKit | null = null;
afterEach(async () => {
  await kit?.cleanup();
  kit = null;
});

/** A closed table as the store keeps it, with only what league recording reads. */
function closedTable(
  k: LeagueKit,
  id: string,
  users: (string | null)[],
  outcome: TableRecord["outcome"],
  status: TableRecord["status"] = "finished",
): TableRecord {
  return {
    id,
    guildId: "g1",
    channelId: "c1",
    messageId: null,
    boardVersion: null,
    pingMessageId: null,
    hostId: users[0] ?? "",
    kind: k.league.game,
    options: {},
    status,
    locale: "en",
    turnSeconds: 300,
    rulesVersion: null,
    leagueId: k.league.id,
    leagueName: k.league.name,
    eventId: null,
    eventRound: null,
    eventNumber: null,
    eventGame: null,
    endsAt: null,
    version: 1,
    seq: 10,
    deadline: null,
    warned: false,
    outcome,
    createdAt: 0,
    updatedAt: 0,
    endedAt: k.clock.now(),
    seats: users.map((userId, seat) => ({
      seat,
      userId,
      name: userId ?? `Bot ${seat}`,
      bot: userId === null,
      timeouts: 0,
      autoPass: false,
      ready: false,
      deck: null,
    })),
    match: null,
  };
}

describe.each(BACKENDS)("%s", (backend) => {
  describe("league results", () => {
    it("a table's places: the outcome's ranking without bots, or winners first; ties share a place", async () => {
      const k = (kit = await leagueKit({ backend }));
      const table = closedTable(k, "t1", ["a", null, "b", "c"], {
        winners: [1],
        reason: "x",
        ranking: [[1], [3], [0, 2]],
      });
      expect(humanPlaces(table, table.outcome as NonNullable<TableRecord["outcome"]>)).toEqual([
        { userId: "c", place: 1 },
        { userId: "a", place: 2 },
        { userId: "b", place: 2 },
      ]);
      const duel = closedTable(k, "t2", ["a", "b"], { winners: [1], reason: "concede" });
      expect(humanPlaces(duel, duel.outcome as NonNullable<TableRecord["outcome"]>)).toEqual([
        { userId: "b", place: 1 },
        { userId: "a", place: 2 },
      ]);
    });

    it("a finished table counts once; a cancelled one never; one with an outsider or a single person is kept as not counted", async () => {
      const k = (kit = await leagueKit({ backend, members: ["a", "b"] }));
      const win = { winners: [0], reason: "documents" };
      expect(await k.leagues.recordTable(closedTable(k, "t1", ["a", "b"], null, "cancelled"))).toBeNull();
      const counted = await k.leagues.recordTable(closedTable(k, "t2", ["a", "b"], win));
      expect(counted?.counted).toBe(true);
      expect(await k.leagues.recordTable(closedTable(k, "t2", ["a", "b"], win))).toBeNull();
      const outsider = await k.leagues.recordTable(closedTable(k, "t3", ["a", "zed"], win));
      expect(outsider).toMatchObject({
        counted: false,
        refusal: { code: "league-outsiders", params: { names: "zed" } },
      });
      expect(await k.leagues.recordTable(closedTable(k, "t3", ["a", "zed"], win))).toBeNull();
      expect(await k.leagues.recordTable(closedTable(k, "t4", ["a", null], win))).toMatchObject({
        counted: false,
        refusal: { code: "league-too-few" },
      });
      await k.leagues.endSeason(k.league, manager);
      expect(await k.leagues.recordTable(closedTable(k, "t5", ["a", "b"], win))).toMatchObject({
        counted: false,
        refusal: { code: "league-no-season" },
      });
      expect(await k.stores.leagues.counted(k.league.id, 1)).toHaveLength(1);
      expect(await k.stores.leagues.unrecordedTables(0)).toEqual([]);
    });

    it("a league table that finished without its result recorded (a crash between the two) is found after a restart", async () => {
      const k = (kit = await leagueKit({ backend, members: ["a", "b"] }));
      const tables = k.stores.matches;
      const lobby = await tables.createTable({
        ...newTable({ seats: [humanSeat(0, "a"), humanSeat(1, "b")] }),
        leagueId: k.league.id,
      });
      const started = await tables.startMatch(lobby.id, lobby.version, fakeMatch(0));
      if (!started) throw new Error("not started");
      expect(started.leagueName).toBe("Test League");
      const finished = await tables.updateTable(lobby.id, started.version, {
        status: "finished",
        outcome: { winners: [1], reason: "documents" },
        endedAt: k.clock.now(),
      });
      if (!finished) throw new Error("not finished");
      expect(await k.stores.leagues.unrecordedTables(k.clock.now() - DAY)).toEqual([lobby.id]);
      expect((await k.leagues.recordTable(finished))?.counted).toBe(true);
      expect(await k.stores.leagues.unrecordedTables(k.clock.now() - DAY)).toEqual([]);
      expect((await k.stores.leagues.counted(k.league.id, 1))[0]?.players.map((p) => p.userId)).toEqual(["b", "a"]);
    });

    it("reports: every named opponent confirms before it counts; a dispute waits for an admin (by role too); time runs out", async () => {
      const k = (kit = await leagueKit({
        backend,
        game: "survivor",
        members: ["a", "b", "c", "d"],
        adminRoleId: "role-to",
      }));
      const four = { min: 2, max: 6 };
      expect(await k.leagues.report(k.league, player("a"), ["b", "c"], false, four, "ch")).toMatchObject({
        ok: false,
        refusal: { code: "report-not-in-game" },
      });
      expect(await k.leagues.report(k.league, player("a"), ["a", "a"], false, four, "ch")).toMatchObject({
        ok: false,
        refusal: { code: "report-twice" },
      });
      expect(await k.leagues.report(k.league, player("a"), ["a", "zed"], false, four, "ch")).toMatchObject({
        ok: false,
        refusal: { code: "report-not-members" },
      });
      expect((await k.leagues.report(k.league, player("a"), ["a", "b"], false, { min: 2, max: 2 }, "ch")).ok).toBe(
        true,
      );
      const made = await k.leagues.report(k.league, player("a"), ["c", "a", "b", "d"], false, four, "ch");
      if (!made.ok) throw new Error("not reported");
      const id = made.value.id;
      expect(await k.leagues.confirm(id, player("a"))).toMatchObject({ ok: false, refusal: { code: "report-own" } });
      expect(await k.leagues.confirm(id, player("zed"))).toMatchObject({
        ok: false,
        refusal: { code: "report-not-yours" },
      });
      expect(await k.leagues.confirm(id, player("b"))).toMatchObject({ ok: true, value: { status: "pending" } });
      expect(await k.leagues.confirm(id, player("c"))).toMatchObject({ ok: true, value: { status: "pending" } });
      const done = await k.leagues.confirm(id, player("d"));
      expect(done).toMatchObject({ ok: true, value: { status: "counted", seq: 1 } });
      expect(done.ok && done.value.players.map((p) => [p.userId, p.place])).toEqual([
        ["c", 1],
        ["a", 2],
        ["b", 3],
        ["d", 4],
      ]);

      const disputed = await k.leagues.report(k.league, player("b"), ["b", "a"], false, four, "ch");
      if (!disputed.ok) throw new Error("not reported");
      expect(await k.leagues.dispute(disputed.value.id, player("a"))).toMatchObject({
        ok: true,
        value: { status: "disputed" },
      });
      expect(await k.leagues.confirm(disputed.value.id, player("a"))).toMatchObject({
        ok: false,
        refusal: { code: "report-closed" },
      });
      expect(await k.leagues.resolve(k.league, disputed.value.id, true, player("b"))).toMatchObject({
        ok: false,
        refusal: { code: "league-admin-only" },
      });
      expect(await k.leagues.resolve(k.league, disputed.value.id, true, player("c", ["role-to"]))).toMatchObject({
        ok: true,
        value: { status: "counted", seq: 2 },
      });

      const late = await k.leagues.report(k.league, player("c"), ["c", "d"], true, four, "ch");
      if (!late.ok) throw new Error("not reported");
      expect(late.value.players.map((p) => p.place)).toEqual([1, 1]);
      k.clock.at += 49 * HOUR;
      expect(await k.leagues.confirm(late.value.id, player("d"))).toMatchObject({
        ok: false,
        refusal: { code: "report-closed" },
      });
      expect((await k.stores.leagues.result(late.value.id))?.status).toBe("expired");
      expect(await k.stores.leagues.counted(k.league.id, 1)).toHaveLength(2);
    });

    it("a season recomputed from scratch gives every stored rating change and rating; a changed number is found", async () => {
      const members = Array.from({ length: 24 }, (_, i) => `p${i}`);
      const k = (kit = await leagueKit({ backend, game: "powapowa", members, decayDays: 10 }));
      const rng = new Rng(seedRng(99));
      for (let i = 0; i < 400; i++) {
        k.clock.at += rng.int(3) === 0 ? rng.int(30) * DAY : rng.int(5) * HOUR;
        const count = 2 + rng.int(3);
        const seats = rng.shuffle([...members]).slice(0, count);
        const ranking = seats.map((_, s) => [s]);
        if (rng.int(4) === 0) {
          const made = await k.leagues.report(
            k.league,
            player(seats[0] as string),
            seats,
            false,
            { min: 2, max: 4 },
            "ch",
          );
          if (!made.ok) throw new Error(made.refusal.code);
          for (const other of seats.slice(1)) await k.leagues.confirm(made.value.id, player(other));
        } else {
          await k.leagues.recordTable(closedTable(k, `t${i}`, seats, { winners: [0], reason: "contest", ranking }));
        }
      }
      const check = await k.leagues.recompute(k.league);
      expect(check).toEqual({ results: 400, mismatches: [] });
      // Inactivity decay was part of what was recomputed.
      const counted = await k.stores.leagues.counted(k.league.id, 1);
      const decayed = counted
        .flatMap((r) => r.players)
        .filter((p, i, all) => {
          const earlier = all
            .slice(0, i)
            .reverse()
            .find((q) => q.userId === p.userId);
          return earlier?.after !== undefined && earlier.after !== null && (p.before?.sigma ?? 0) > earlier.after.sigma;
        });
      expect(decayed.length).toBeGreaterThan(0);
      const fifth = counted[4];
      await k.db.sql(
        `UPDATE league_result_players SET mu_after = mu_after + 0.01 WHERE result_id = '${fifth?.id}' AND user_id = '${fifth?.players[0]?.userId}'`,
      );
      expect((await k.leagues.recompute(k.league)).mismatches.length).toBeGreaterThan(0);
    });

    it("admins change the ranking threshold, report time and admin role, and take members out; others cannot", async () => {
      const k = (kit = await leagueKit({ backend, members: ["a", "b"], minGames: 3 }));
      expect(await k.leagues.settings(k.league, player("a"), { minGames: 1 })).toMatchObject({
        ok: false,
        refusal: { code: "league-admin-only" },
      });
      const changed = await k.leagues.settings(k.league, manager, { minGames: 1, reportHours: 2, adminRoleId: "to" });
      expect(changed).toMatchObject({
        ok: true,
        value: { minGames: 1, reportHours: 2, adminRoleId: "to", decayDays: 0 },
      });
      const league = await k.stores.leagues.league(k.league.id);
      if (!league) throw new Error("gone");
      await k.leagues.recordTable(closedTable(k, "t1", ["a", "b"], { winners: [0], reason: "x" }));
      // One game now ranks; the role runs the league; a report now waits two hours.
      expect((await k.leagues.standings(league)).ranked).toHaveLength(2);
      expect((await k.leagues.remove(league, player("c", ["to"]), "b")).ok).toBe(true);
      expect(await k.stores.leagues.isMember(league.id, "b")).toBe(false);
      expect(await k.leagues.remove(league, player("c", ["to"]), "b")).toMatchObject({
        ok: false,
        refusal: { code: "league-not-a-member" },
      });
      expect(await k.leagues.remove(league, player("a"), "a")).toMatchObject({
        ok: false,
        refusal: { code: "league-admin-only" },
      });
      expect((await k.leagues.standings(league)).ranked.map((r) => r.userId)).toContain("b");
      const report = await k.leagues.report(league, player("a"), ["a", "b"], false, { min: 2, max: 2 }, "ch");
      expect(report).toMatchObject({ ok: false, refusal: { code: "report-not-members" } });
      await k.leagues.join(league, player("b"));
      const made = await k.leagues.report(league, player("a"), ["a", "b"], false, { min: 2, max: 2 }, "ch");
      expect(made.ok && made.value.expiresAt).toBe(k.clock.now() + 2 * HOUR);
      expect(await k.leagues.settings(league, manager, { adminRoleId: null })).toMatchObject({
        ok: true,
        value: { adminRoleId: null },
      });
    });

    it("seasons: an ended season is frozen (no decay after its end) and the next one starts everyone fresh", async () => {
      const k = (kit = await leagueKit({ backend, members: ["a", "b"], decayDays: 7, minGames: 1 }));
      for (let i = 0; i < 4; i++)
        await k.leagues.recordTable(closedTable(k, `t${i}`, ["a", "b"], { winners: [0], reason: "x" }));
      const before = await k.leagues.standings(k.league);
      expect(await k.leagues.startSeason(k.league, manager)).toMatchObject({
        ok: false,
        refusal: { code: "league-season-running" },
      });
      expect(await k.leagues.endSeason(k.league, player("a"))).toMatchObject({
        ok: false,
        refusal: { code: "league-admin-only" },
      });
      const ended = await k.leagues.endSeason(k.league, manager);
      if (!ended.ok) throw new Error("not ended");
      k.clock.at += 200 * DAY;
      expect(await k.leagues.standings(ended.value, 1)).toEqual(before);
      const started = await k.leagues.startSeason(ended.value, manager);
      if (!started.ok) throw new Error("not started");
      expect(started.value.season).toBe(2);
      await k.leagues.recordTable(closedTable(k, "t9", ["b", "a"], { winners: [0], reason: "x" }));
      const fresh = await k.leagues.standings(started.value);
      expect(fresh.ranked.map((r) => r.games)).toEqual([1, 1]);
      expect(fresh.ranked[0]?.userId).toBe("b");
      expect((await k.leagues.profile(started.value, "a", 1)).points).toHaveLength(4);
    });

    it("two connections counting at once take distinct places and rate from each other's numbers", async () => {
      const k = (kit = await leagueKit({ backend, members: ["a", "b", "c"] }));
      const second = (await k.db.open(() => k.clock.now())).leagues;
      // All at once: on PostgreSQL the two pools really interleave, and counting must take turns.
      await Promise.all(
        Array.from({ length: 30 }, (_, i) => {
          const store = i % 2 === 0 ? k.stores.leagues : second;
          const pair = i % 3 === 0 ? ["a", "b"] : i % 3 === 1 ? ["b", "c"] : ["c", "a"];
          return store.addResult(
            {
              leagueId: k.league.id,
              season: 1,
              source: "report",
              status: "counted",
              players: pair.map((userId, j) => ({ userId, place: j + 1, confirmed: true })),
            },
            applyResult,
          );
        }),
      );
      expect((await k.stores.leagues.counted(k.league.id, 1)).map((r) => r.seq)).toEqual(
        Array.from({ length: 30 }, (_, i) => i + 1),
      );
      expect((await k.leagues.recompute(k.league)).mismatches).toEqual([]);
    });
  });
});
