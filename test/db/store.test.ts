import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SeenEvent } from "../../src/engine/index.ts";
import type { IntentEntry, MatchStore, TableRecord } from "../../src/db/store.ts";
import { BACKENDS, testDatabase, type TestDatabase } from "./backends.ts";
import { botSeat, fakeMatch, humanSeat, newTable } from "./helpers.ts";

describe.each(BACKENDS)("the %s match store", (backend) => {
  let db: TestDatabase;
  let store: MatchStore;
  let now: number;
  beforeEach(async () => {
    now = 1_000;
    db = await testDatabase(backend);
    store = (await db.open(() => now)).matches;
  });
  afterEach(() => db.cleanup());

  function intent(seq: number, overrides: Partial<IntentEntry> = {}): IntentEntry {
    return { seq, seat: 0, action: { play: seq }, source: "player", userId: "host", at: now, ...overrides };
  }

  async function playing(seats = [humanSeat(0, "host"), botSeat(1)]): Promise<TableRecord> {
    const lobby = await store.createTable(newTable({ seats }));
    const started = await store.startMatch(lobby.id, lobby.version, fakeMatch(0));
    if (!started) throw new Error("start failed");
    return started;
  }

  describe("createTable / getTable", () => {
    it("creates a lobby with a short random id and defaults", async () => {
      const input = newTable({ guildId: null, locale: "ja", seats: [humanSeat(1, "b"), humanSeat(0, "host")] });
      const table = await store.createTable(input);
      expect(table.id).toMatch(/^[0-9a-z]{10}$/);
      expect(table).toEqual({
        id: table.id,
        guildId: null,
        channelId: "channel-1",
        messageId: null,
        boardVersion: null,
        pingMessageId: null,
        hostId: "host",
        kind: "spymaster",
        options: input.options,
        status: "lobby",
        locale: "ja",
        turnSeconds: 120,
        rulesVersion: null,
        leagueId: null,
        leagueName: null,
        eventId: null,
        eventRound: null,
        eventNumber: null,
        eventGame: null,
        endsAt: null,
        version: 0,
        seq: 0,
        deadline: null,
        warned: false,
        outcome: null,
        createdAt: 1_000,
        updatedAt: 1_000,
        endedAt: null,
        seats: [humanSeat(0, "host"), humanSeat(1, "b")],
        match: null,
      });
      expect(await store.getTable(table.id)).toEqual(table);
    });

    it("gives different ids and returns null for an unknown one", async () => {
      const ids = new Set<string>();
      for (let i = 0; i < 50; i++) ids.add((await store.createTable(newTable())).id);
      expect(ids.size).toBe(50);
      expect(await store.getTable("zzzzzzzzzz")).toBeNull();
    });

    it("retries an id that is already taken", async () => {
      const ids = ["aaaaaaaaaa", "aaaaaaaaaa", "aaaaaaaaaa", "bbbbbbbbbb"];
      const scripted = (
        await db.open(
          () => now,
          () => ids.shift() ?? "cccccccccc",
        )
      ).matches;
      expect((await scripted.createTable(newTable())).id).toBe("aaaaaaaaaa");
      expect((await scripted.createTable(newTable())).id).toBe("bbbbbbbbbb");
      expect(ids).toEqual([]);
    });

    it("round-trips JSON columns", async () => {
      const options = { variant: "スパイ", nested: { list: [1, 2.5, null, true], empty: {} }, text: 'quote " and \\' };
      const table = await store.createTable(newTable({ options }));
      expect((await store.getTable(table.id))?.options).toEqual(options);

      const arrayOptions = await store.createTable(newTable({ options: ["a", 1] }));
      expect((await store.getTable(arrayOptions.id))?.options).toEqual(["a", 1]);

      const started = await store.startMatch(
        table.id,
        table.version,
        fakeMatch(0, { hand: ["c1", "c2"], score: { a: 1 } }),
      );
      expect(started?.match).toEqual(fakeMatch(0, { hand: ["c1", "c2"], score: { a: 1 } }));
      const action = { cards: ["x", "y"], target: { seat: 1 }, note: null };
      const outcome = { winners: [0, 1], reason: "documents" };
      const committed = await store.commitIntent(table.id, intent(1, { action }), fakeMatch(1), {
        status: "finished",
        outcome,
        endedAt: 5,
      });
      const reread = await store.getTable(table.id);
      expect(reread?.outcome).toEqual(outcome);
      expect(reread).toEqual(committed);
      expect((await store.intentLog(table.id))[0]?.action).toEqual(action);
    });
  });

  describe("updateTable", () => {
    it("applies changes, bumps version and updatedAt, replaces seats", async () => {
      const table = await store.createTable(newTable({ seats: [humanSeat(0, "host"), humanSeat(1, "leaver")] }));
      now = 2_000;
      const updated = await store.updateTable(table.id, 0, {
        turnSeconds: 60,
        messageId: "m1",
        deadline: 9_999,
        seats: [botSeat(2), humanSeat(0, "host")],
      });
      expect(updated).toMatchObject({
        version: 1,
        turnSeconds: 60,
        messageId: "m1",
        deadline: 9_999,
        updatedAt: 2_000,
        createdAt: 1_000,
      });
      expect(updated?.seats).toEqual([humanSeat(0, "host"), botSeat(2)]);
      expect(await store.getTable(table.id)).toEqual(updated);
      expect(await store.tablesOfUser("leaver", ["lobby"])).toEqual([]);
    });

    it("leaves undefined fields alone and clears null ones", async () => {
      const table = await store.createTable(newTable());
      const first = await store.updateTable(table.id, 0, { messageId: "m1", deadline: 50, warned: true });
      const second = await store.updateTable(table.id, 1, { deadline: null, messageId: undefined });
      expect(first?.seats).toEqual(table.seats);
      expect(second).toMatchObject({ messageId: "m1", deadline: null, warned: true, version: 2 });
      expect(second?.seats).toEqual(table.seats);
    });

    it("returns null for a stale version and changes nothing", async () => {
      const table = await store.createTable(newTable());
      expect(await store.updateTable(table.id, 0, { turnSeconds: 30 })).not.toBeNull();
      now = 3_000;
      expect(await store.updateTable(table.id, 0, { turnSeconds: 10, seats: [] })).toBeNull();
      const after = await store.getTable(table.id);
      expect(after).toMatchObject({ turnSeconds: 30, version: 1, updatedAt: 1_000 });
      expect(after?.seats).toEqual(table.seats);
      expect(await store.updateTable("missing", 0, { status: "cancelled" })).toBeNull();
    });

    it("is all or nothing: a bad seat list keeps the old seats and version", async () => {
      const table = await store.createTable(newTable());
      await expect(
        store.updateTable(table.id, 0, { turnSeconds: 5, seats: [botSeat(1), botSeat(1)] }),
      ).rejects.toThrow();
      expect(await store.getTable(table.id)).toEqual(table);
    });
  });

  describe("patchTable", () => {
    it("sets message id, deadline and warned without bumping version", async () => {
      const table = await store.createTable(newTable());
      now = 4_000;
      await store.patchTable(table.id, { messageId: "msg", deadline: 123, warned: true });
      expect(await store.getTable(table.id)).toEqual({
        ...table,
        messageId: "msg",
        deadline: 123,
        warned: true,
        updatedAt: 4_000,
      });
      await store.patchTable(table.id, { deadline: null });
      expect(await store.getTable(table.id)).toMatchObject({
        messageId: "msg",
        deadline: null,
        warned: true,
        version: 0,
      });
      await store.patchTable(table.id, { messageId: "msg2", boardVersion: 7, pingMessageId: "ping" });
      expect(await store.getTable(table.id)).toMatchObject({
        messageId: "msg2",
        boardVersion: 7,
        pingMessageId: "ping",
        deadline: null,
        version: 0,
      });
    });
  });

  describe("queries", () => {
    it("tablesInChannel filters by channel and status, newest first", async () => {
      const a = await store.createTable(newTable({ channelId: "c1" }));
      now++;
      const b = await store.createTable(newTable({ channelId: "c1" }));
      now++;
      const c = await store.createTable(newTable({ channelId: "c1" }));
      await store.createTable(newTable({ channelId: "c2" }));
      await store.updateTable(b.id, 0, { status: "cancelled" });
      expect((await store.tablesInChannel("c1", ["lobby"])).map((t) => t.id)).toEqual([c.id, a.id]);
      expect((await store.tablesInChannel("c1", ["lobby", "cancelled"])).map((t) => t.id)).toEqual([c.id, b.id, a.id]);
      expect(await store.tablesInChannel("c1", ["playing"])).toEqual([]);
      expect(await store.tablesInChannel("c1", [])).toEqual([]);
      expect(await store.tablesInChannel("c3", ["lobby"])).toEqual([]);
    });

    it("tablesOfUser finds tables where the user holds a seat", async () => {
      const hosted = await store.createTable(newTable({ hostId: "alice", seats: [humanSeat(0, "alice")] }));
      now++;
      const joined = await store.createTable(
        newTable({ hostId: "bob", seats: [humanSeat(0, "bob"), humanSeat(1, "alice")] }),
      );
      now++;
      await store.createTable(newTable({ hostId: "alice", seats: [humanSeat(0, "bob")] }));
      const done = await store.createTable(newTable({ seats: [humanSeat(0, "alice")] }));
      await store.updateTable(done.id, 0, { status: "finished" });
      expect((await store.tablesOfUser("alice", ["lobby", "playing"])).map((t) => t.id)).toEqual([
        joined.id,
        hosted.id,
      ]);
      expect((await store.tablesOfUser("alice", ["finished"])).map((t) => t.id)).toEqual([done.id]);
      expect(await store.tablesOfUser("alice", [])).toEqual([]);
      expect(await store.tablesOfUser("nobody", ["lobby"])).toEqual([]);
      expect((await store.tablesOfUser("bob", ["lobby"]))[0]?.seats.map((s) => s.userId)).toEqual(["bob"]);
    });

    it("openTables returns lobbies and matches in play only", async () => {
      const lobby = await store.createTable(newTable());
      const game = await playing();
      const cancelled = await store.createTable(newTable());
      await store.updateTable(cancelled.id, 0, { status: "cancelled" });
      const open = await store.openTables();
      expect(open.map((t) => t.id).sort()).toEqual([lobby.id, game.id].sort());
      expect(open.find((t) => t.id === game.id)?.match).toEqual(fakeMatch(0));
    });
  });

  describe("startMatch", () => {
    it("pins the rules version, sets seq and writes the first snapshot", async () => {
      const lobby = await store.createTable(newTable());
      const first = { ...fakeMatch(3), rulesVersion: "t9" };
      now = 5_000;
      const started = await store.startMatch(lobby.id, 0, first, {
        deadline: 65_000,
        seats: [humanSeat(0, "host"), botSeat(1)],
      });
      expect(started).toMatchObject({
        status: "playing",
        rulesVersion: "t9",
        seq: 3,
        version: 1,
        deadline: 65_000,
        updatedAt: 5_000,
      });
      expect(started?.seats).toEqual([humanSeat(0, "host"), botSeat(1)]);
      expect(started?.match).toEqual(first);
      expect(await store.snapshot(lobby.id, 3)).toEqual(first);
      expect(await store.intentLog(lobby.id)).toEqual([]);
    });

    it("returns null for a stale version or a table that already started", async () => {
      const lobby = await store.createTable(newTable());
      expect(await store.startMatch(lobby.id, 7, fakeMatch(0))).toBeNull();
      expect(await store.getTable(lobby.id)).toEqual(lobby);
      const started = await store.startMatch(lobby.id, 0, fakeMatch(0));
      expect(started).not.toBeNull();
      expect(await store.startMatch(lobby.id, started?.version ?? -1, fakeMatch(0))).toBeNull();
      expect(await db.count("snapshots")).toBe(1);
    });
  });

  describe("commitIntent", () => {
    it("appends the intent, keeps every snapshot and returns the latest", async () => {
      const table = await playing();
      for (let seq = 1; seq <= 3; seq++) {
        now += 10;
        const next = fakeMatch(seq);
        const committed = await store.commitIntent(table.id, intent(seq, { seat: seq % 2 }), next, {
          deadline: now + 60_000,
          warned: false,
        });
        expect(committed).toMatchObject({
          seq,
          match: next,
          deadline: now + 60_000,
          version: table.version + seq,
          updatedAt: now,
        });
      }
      expect((await store.intentLog(table.id)).map((e) => [e.seq, e.seat])).toEqual([
        [1, 1],
        [2, 0],
        [3, 1],
      ]);
      for (const seq of [0, 1, 2, 3]) expect((await store.snapshot(table.id, seq))?.seq).toBe(seq);
      expect(await store.snapshot(table.id, 4)).toBeNull();
      expect((await store.getTable(table.id))?.match).toEqual(fakeMatch(3));
    });

    it("keeps what everyone saw at each move and returns the latest moves' events, oldest first", async () => {
      const lobby = await store.createTable(newTable({ seats: [humanSeat(0, "host"), botSeat(1)] }));
      const started = await store.startMatch(lobby.id, lobby.version, fakeMatch(0), {}, [
        { type: "shuffle", data: { cards: 21 } },
      ]);
      if (!started) throw new Error("start failed");
      for (let seq = 1; seq <= 3; seq++) {
        const seen: SeenEvent[] = [
          { type: "roll", data: { seq, dice: [seq, 6] } },
          { type: "move", data: { seq } },
        ];
        await store.commitIntent(started.id, intent(seq), fakeMatch(seq), {}, seen);
      }
      expect((await store.publicLog(started.id, 2, 1)).map((e) => [e.type, e.data.seq])).toEqual([
        ["roll", 2],
        ["move", 2],
      ]);
      expect((await store.publicLog(started.id, 3, 2)).map((e) => [e.type, e.data.seq])).toEqual([
        ["roll", 2],
        ["move", 2],
        ["roll", 3],
        ["move", 3],
      ]);
      expect((await store.publicLog(started.id, 3, 10))[0]).toEqual({ type: "shuffle", data: { cards: 21 } });
      // A refused (stale) commit logs nothing.
      expect(
        await store.commitIntent(started.id, intent(5), fakeMatch(5), {}, [{ type: "ghost", data: {} }]),
      ).toBeNull();
      expect((await store.publicLog(started.id, 5, 10)).map((e) => e.type)).not.toContain("ghost");
    });

    it("counts only the moves that showed anything: moves nobody else saw leave the latest moves as they were", async () => {
      const lobby = await store.createTable(newTable({ seats: [humanSeat(0, "host"), botSeat(1)] }));
      const started = await store.startMatch(lobby.id, lobby.version, fakeMatch(0), {}, [
        { type: "shuffle", data: { cards: 21 } },
      ]);
      if (!started) throw new Error("start failed");
      await store.commitIntent(started.id, intent(1), fakeMatch(1), {}, [{ type: "move", data: { seq: 1 } }]);
      const before = await store.publicLog(started.id, 1, 2);
      for (let seq = 2; seq <= 4; seq++) await store.commitIntent(started.id, intent(seq), fakeMatch(seq), {}, []);
      expect(await store.publicLog(started.id, 4, 2)).toEqual(before);
      expect(before.map((e) => e.type)).toEqual(["shuffle", "move"]);
    });

    it("keeps the intent entry exactly", async () => {
      const table = await playing();
      const entry: IntentEntry = { seq: 1, seat: 1, action: ["pass"], source: "timeout", userId: null, at: 77 };
      await store.commitIntent(table.id, entry, fakeMatch(1));
      expect(await store.intentLog(table.id)).toEqual([entry]);
    });

    it("applies changes: seats, status, outcome, endedAt", async () => {
      const table = await playing();
      const outcome = { winners: [1], reason: "outs" };
      const seats = [{ ...humanSeat(0, "host"), timeouts: 2 }, botSeat(1)];
      const ended = await store.commitIntent(table.id, intent(1), fakeMatch(1), {
        seats,
        status: "finished",
        outcome,
        endedAt: 42,
        deadline: null,
      });
      expect(ended).toMatchObject({ status: "finished", outcome, endedAt: 42, deadline: null, seats });
      expect(await store.openTables()).toEqual([]);
    });

    it("refuses an out-of-order seq and a table that is not playing", async () => {
      const table = await playing();
      expect(await store.commitIntent(table.id, intent(2), fakeMatch(2))).toBeNull();
      await expect(store.commitIntent(table.id, intent(2), fakeMatch(1))).rejects.toThrow(/seq/);
      const lobby = await store.createTable(newTable());
      expect(await store.commitIntent(lobby.id, intent(1), fakeMatch(1))).toBeNull();
      await store.updateTable(table.id, table.version, { status: "cancelled" });
      expect(await store.commitIntent(table.id, intent(1), fakeMatch(1))).toBeNull();
      expect(await store.intentLog(table.id)).toEqual([]);
      expect(await store.intentLog(lobby.id)).toEqual([]);
      expect(await store.snapshot(table.id, 1)).toBeNull();
    });
  });

  describe("replays", () => {
    it("lists the steps that showed anything, oldest first, and the server's ended matches, latest ended first", async () => {
      const lobby = await store.createTable(newTable({ seats: [humanSeat(0, "host"), humanSeat(1, "guest")] }));
      const started = await store.startMatch(lobby.id, lobby.version, fakeMatch(0), {}, [
        { type: "shuffle", data: {} },
      ]);
      if (!started) throw new Error("start failed");
      await store.commitIntent(started.id, intent(1), fakeMatch(1), {}, []);
      await store.commitIntent(started.id, intent(2), fakeMatch(2), { status: "finished", endedAt: 50 }, [
        { type: "move", data: { seq: 2 } },
      ]);
      expect(await store.publicSteps(started.id)).toEqual([
        { seq: 0, events: [{ type: "shuffle", data: {} }] },
        { seq: 2, events: [{ type: "move", data: { seq: 2 } }] },
      ]);
      const later = await playing();
      await store.commitIntent(later.id, intent(1), fakeMatch(1), { status: "finished", endedAt: 60 });
      // The start of play is a step even when it showed nothing: the table showed its first board then.
      expect(await store.publicSteps(later.id)).toEqual([{ seq: 0, events: [] }]);
      await playing();
      await store.createTable(newTable({ guildId: "guild-2" }));
      const listed = await store.finishedTables("guild-1", 10);
      expect(listed).toEqual([
        { id: later.id, kind: "spymaster", endedAt: 60, names: ["user host", "Bot 1"] },
        { id: started.id, kind: "spymaster", endedAt: 50, names: ["user host", "user guest"] },
      ]);
      expect(await store.finishedTables("guild-1", 1)).toEqual(listed.slice(0, 1));
      expect(await store.finishedTables("guild-2", 10)).toEqual([]);
    });

    it("keeps each person's latest answer to showing every hand", async () => {
      const table = await playing();
      expect(await store.replayConsent(table.id)).toEqual(new Map());
      await store.setReplayConsent(table.id, "host", true);
      await store.setReplayConsent(table.id, "guest", true);
      await store.setReplayConsent(table.id, "host", false);
      expect(await store.replayConsent(table.id)).toEqual(
        new Map([
          ["host", false],
          ["guest", true],
        ]),
      );
    });

    it("keeps one watch per member and table, renewed, until it expires", async () => {
      const table = await playing();
      const watch = { tableId: table.id, userId: "u", token: "t1", locale: "en" as const, expiresAt: 2_000 };
      await store.watch(watch);
      await store.watch({ ...watch, token: "t2", expiresAt: 3_000 });
      await store.watch({ ...watch, userId: "v", expiresAt: 1_500 });
      expect(await store.watchersOf(table.id, 1_000)).toEqual([
        { ...watch, token: "t2", expiresAt: 3_000 },
        { ...watch, userId: "v", expiresAt: 1_500 },
      ]);
      expect(await store.watchersOf(table.id, 1_500)).toEqual([{ ...watch, token: "t2", expiresAt: 3_000 }]);
      await store.unwatch(table.id, "u");
      expect(await store.watchersOf(table.id, 1_000)).toEqual([]);
    });
  });

  describe("dm notices", () => {
    it("defaults to on and remembers the choice", async () => {
      expect(await store.dmNotices("u1")).toBe(true);
      await store.setDmNotices("u1", false);
      expect(await store.dmNotices("u1")).toBe(false);
      expect(await store.dmNotices("u2")).toBe(true);
      await store.setDmNotices("u1", true);
      expect(await store.dmNotices("u1")).toBe(true);
    });
  });

  describe("server settings", () => {
    it("opens tables in the channel until a server turns threads on, per server", async () => {
      expect(await store.tableThreads("g1")).toBe(false);
      await store.setTableThreads("g1", true, "admin");
      expect(await store.tableThreads("g1")).toBe(true);
      expect(await store.tableThreads("g2")).toBe(false);
      await store.setTableThreads("g1", false, "admin");
      expect(await store.tableThreads("g1")).toBe(false);
    });
  });

  describe("user locale", () => {
    it("is null until seen, then the last one seen, and independent of the DM setting", async () => {
      expect(await store.userLocale("u1")).toBeNull();
      await store.setDmNotices("u1", false);
      expect(await store.userLocale("u1")).toBeNull();
      await store.setUserLocale("u1", "ja");
      expect(await store.userLocale("u1")).toBe("ja");
      expect(await store.dmNotices("u1")).toBe(false);
      await store.setUserLocale("u1", "en");
      expect(await store.userLocale("u1")).toBe("en");
      expect(await store.userLocale("u2")).toBeNull();
    });
  });

  describe("staleBoards", () => {
    it("lists tables whose message is behind their last change: open ones, and closed ones since the given time", async () => {
      const drawn = await store.createTable(newTable({ channelId: "c1" }));
      await store.patchTable(drawn.id, { messageId: "m1", boardVersion: drawn.version });
      const undrawn = await store.createTable(newTable({ channelId: "c2" }));
      await store.patchTable(undrawn.id, { messageId: "m2", boardVersion: undrawn.version });
      const moved = (await store.updateTable(undrawn.id, undrawn.version, { turnSeconds: 30 })) as TableRecord;
      const neverPosted = await store.createTable(newTable({ channelId: "c3" }));
      const closedLately = await store.createTable(newTable({ channelId: "c4" }));
      await store.patchTable(closedLately.id, { messageId: "m4", boardVersion: closedLately.version });
      now = 5_000;
      await store.updateTable(closedLately.id, closedLately.version, { status: "cancelled", endedAt: now });
      const closedLongAgo = await store.createTable(newTable({ channelId: "c5" }));
      await store.patchTable(closedLongAgo.id, { messageId: "m5", boardVersion: closedLongAgo.version });
      await store.updateTable(closedLongAgo.id, closedLongAgo.version, { status: "finished", endedAt: 10 });

      expect(moved.version).toBe(undrawn.version + 1);
      expect(neverPosted.messageId).toBeNull();
      expect((await store.staleBoards(1_000)).map((t) => t.id).sort()).toEqual([undrawn.id, closedLately.id].sort());
      expect((await store.staleBoards(0)).map((t) => t.id).sort()).toEqual(
        [undrawn.id, closedLately.id, closedLongAgo.id].sort(),
      );
      await store.patchTable(undrawn.id, { boardVersion: moved.version });
      expect((await store.staleBoards(1_000)).map((t) => t.id)).toEqual([closedLately.id]);
    });
  });
});
