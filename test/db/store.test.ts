import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/db/open.ts";
import type { SeenEvent } from "../../src/engine/index.ts";
import { MatchStore, type IntentEntry, type TableRecord } from "../../src/db/store.ts";
import { botSeat, fakeMatch, humanSeat, newTable, tempDir } from "./helpers.ts";

const temp = tempDir();
afterAll(() => temp.cleanup());

let database: Database;
let store: MatchStore;
let now: number;
beforeEach(() => {
  database = openDatabase(temp.file());
  now = 1_000;
  store = new MatchStore(database, () => now);
});
afterEach(() => database.close());

function intent(seq: number, overrides: Partial<IntentEntry> = {}): IntentEntry {
  return { seq, seat: 0, action: { play: seq }, source: "player", userId: "host", at: now, ...overrides };
}

function playing(seats = [humanSeat(0, "host"), botSeat(1)]): TableRecord {
  const lobby = store.createTable(newTable({ seats }));
  const started = store.startMatch(lobby.id, lobby.version, fakeMatch(0));
  if (!started) throw new Error("start failed");
  return started;
}

describe("createTable / getTable", () => {
  it("creates a lobby with a short random id and defaults", () => {
    const input = newTable({ guildId: null, locale: "ja", seats: [humanSeat(1, "b"), humanSeat(0, "host")] });
    const table = store.createTable(input);
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
    expect(store.getTable(table.id)).toEqual(table);
  });

  it("gives different ids and returns null for an unknown one", () => {
    const ids = new Set(Array.from({ length: 50 }, () => store.createTable(newTable()).id));
    expect(ids.size).toBe(50);
    expect(store.getTable("zzzzzzzzzz")).toBeNull();
  });

  it("retries an id that is already taken", () => {
    const ids = ["aaaaaaaaaa", "aaaaaaaaaa", "aaaaaaaaaa", "bbbbbbbbbb"];
    const scripted = new MatchStore(database, () => now, () => ids.shift() ?? "cccccccccc");
    expect(scripted.createTable(newTable()).id).toBe("aaaaaaaaaa");
    expect(scripted.createTable(newTable()).id).toBe("bbbbbbbbbb");
    expect(ids).toEqual([]);
  });

  it("round-trips JSON columns", () => {
    const options = { variant: "スパイ", nested: { list: [1, 2.5, null, true], empty: {} }, text: 'quote " and \\' };
    const table = store.createTable(newTable({ options }));
    expect(store.getTable(table.id)?.options).toEqual(options);

    const arrayOptions = store.createTable(newTable({ options: ["a", 1] }));
    expect(store.getTable(arrayOptions.id)?.options).toEqual(["a", 1]);

    const started = store.startMatch(table.id, table.version, fakeMatch(0, { hand: ["c1", "c2"], score: { a: 1 } }));
    expect(started?.match).toEqual(fakeMatch(0, { hand: ["c1", "c2"], score: { a: 1 } }));
    const action = { cards: ["x", "y"], target: { seat: 1 }, note: null };
    const outcome = { winners: [0, 1], reason: "documents" };
    const committed = store.commitIntent(table.id, intent(1, { action }), fakeMatch(1), { status: "finished", outcome, endedAt: 5 });
    const reread = store.getTable(table.id);
    expect(reread?.outcome).toEqual(outcome);
    expect(reread).toEqual(committed);
    expect(store.intentLog(table.id)[0]?.action).toEqual(action);
  });
});

describe("updateTable", () => {
  it("applies changes, bumps version and updatedAt, replaces seats", () => {
    const table = store.createTable(newTable({ seats: [humanSeat(0, "host"), humanSeat(1, "leaver")] }));
    now = 2_000;
    const updated = store.updateTable(table.id, 0, {
      turnSeconds: 60,
      messageId: "m1",
      deadline: 9_999,
      seats: [botSeat(2), humanSeat(0, "host")],
    });
    expect(updated).toMatchObject({ version: 1, turnSeconds: 60, messageId: "m1", deadline: 9_999, updatedAt: 2_000, createdAt: 1_000 });
    expect(updated?.seats).toEqual([humanSeat(0, "host"), botSeat(2)]);
    expect(store.getTable(table.id)).toEqual(updated);
    expect(store.tablesOfUser("leaver", ["lobby"])).toEqual([]);
  });

  it("leaves undefined fields alone and clears null ones", () => {
    const table = store.createTable(newTable());
    const first = store.updateTable(table.id, 0, { messageId: "m1", deadline: 50, warned: true });
    const second = store.updateTable(table.id, 1, { deadline: null, messageId: undefined });
    expect(first?.seats).toEqual(table.seats);
    expect(second).toMatchObject({ messageId: "m1", deadline: null, warned: true, version: 2 });
    expect(second?.seats).toEqual(table.seats);
  });

  it("returns null for a stale version and changes nothing", () => {
    const table = store.createTable(newTable());
    expect(store.updateTable(table.id, 0, { turnSeconds: 30 })).not.toBeNull();
    now = 3_000;
    expect(store.updateTable(table.id, 0, { turnSeconds: 10, seats: [] })).toBeNull();
    const after = store.getTable(table.id);
    expect(after).toMatchObject({ turnSeconds: 30, version: 1, updatedAt: 1_000 });
    expect(after?.seats).toEqual(table.seats);
    expect(store.updateTable("missing", 0, { status: "cancelled" })).toBeNull();
  });

  it("is all or nothing: a bad seat list keeps the old seats and version", () => {
    const table = store.createTable(newTable());
    expect(() => store.updateTable(table.id, 0, { turnSeconds: 5, seats: [botSeat(1), botSeat(1)] })).toThrow(/UNIQUE/);
    expect(store.getTable(table.id)).toEqual(table);
  });
});

describe("patchTable", () => {
  it("sets message id, deadline and warned without bumping version", () => {
    const table = store.createTable(newTable());
    now = 4_000;
    store.patchTable(table.id, { messageId: "msg", deadline: 123, warned: true });
    expect(store.getTable(table.id)).toEqual({ ...table, messageId: "msg", deadline: 123, warned: true, updatedAt: 4_000 });
    store.patchTable(table.id, { deadline: null });
    expect(store.getTable(table.id)).toMatchObject({ messageId: "msg", deadline: null, warned: true, version: 0 });
    store.patchTable(table.id, { messageId: "msg2", boardVersion: 7, pingMessageId: "ping" });
    expect(store.getTable(table.id)).toMatchObject({ messageId: "msg2", boardVersion: 7, pingMessageId: "ping", deadline: null, version: 0 });
  });
});

describe("queries", () => {
  it("tablesInChannel filters by channel and status, newest first", () => {
    const a = store.createTable(newTable({ channelId: "c1" }));
    now++;
    const b = store.createTable(newTable({ channelId: "c1" }));
    now++;
    const c = store.createTable(newTable({ channelId: "c1" }));
    store.createTable(newTable({ channelId: "c2" }));
    store.updateTable(b.id, 0, { status: "cancelled" });
    expect(store.tablesInChannel("c1", ["lobby"]).map((t) => t.id)).toEqual([c.id, a.id]);
    expect(store.tablesInChannel("c1", ["lobby", "cancelled"]).map((t) => t.id)).toEqual([c.id, b.id, a.id]);
    expect(store.tablesInChannel("c1", ["playing"])).toEqual([]);
    expect(store.tablesInChannel("c1", [])).toEqual([]);
    expect(store.tablesInChannel("c3", ["lobby"])).toEqual([]);
  });

  it("tablesOfUser finds tables where the user holds a seat", () => {
    const hosted = store.createTable(newTable({ hostId: "alice", seats: [humanSeat(0, "alice")] }));
    now++;
    const joined = store.createTable(newTable({ hostId: "bob", seats: [humanSeat(0, "bob"), humanSeat(1, "alice")] }));
    now++;
    store.createTable(newTable({ hostId: "alice", seats: [humanSeat(0, "bob")] }));
    const done = store.createTable(newTable({ seats: [humanSeat(0, "alice")] }));
    store.updateTable(done.id, 0, { status: "finished" });
    expect(store.tablesOfUser("alice", ["lobby", "playing"]).map((t) => t.id)).toEqual([joined.id, hosted.id]);
    expect(store.tablesOfUser("alice", ["finished"]).map((t) => t.id)).toEqual([done.id]);
    expect(store.tablesOfUser("alice", [])).toEqual([]);
    expect(store.tablesOfUser("nobody", ["lobby"])).toEqual([]);
    expect(store.tablesOfUser("bob", ["lobby"])[0]?.seats.map((s) => s.userId)).toEqual(["bob"]);
  });

  it("openTables returns lobbies and matches in play only", () => {
    const lobby = store.createTable(newTable());
    const game = playing();
    const cancelled = store.createTable(newTable());
    store.updateTable(cancelled.id, 0, { status: "cancelled" });
    const open = store.openTables();
    expect(open.map((t) => t.id).sort()).toEqual([lobby.id, game.id].sort());
    expect(open.find((t) => t.id === game.id)?.match).toEqual(fakeMatch(0));
  });
});

describe("startMatch", () => {
  it("pins the rules version, sets seq and writes the first snapshot", () => {
    const lobby = store.createTable(newTable());
    const first = { ...fakeMatch(3), rulesVersion: "t9" };
    now = 5_000;
    const started = store.startMatch(lobby.id, 0, first, { deadline: 65_000, seats: [humanSeat(0, "host"), botSeat(1)] });
    expect(started).toMatchObject({ status: "playing", rulesVersion: "t9", seq: 3, version: 1, deadline: 65_000, updatedAt: 5_000 });
    expect(started?.seats).toEqual([humanSeat(0, "host"), botSeat(1)]);
    expect(started?.match).toEqual(first);
    expect(store.snapshot(lobby.id, 3)).toEqual(first);
    expect(store.intentLog(lobby.id)).toEqual([]);
  });

  it("returns null for a stale version or a table that already started", () => {
    const lobby = store.createTable(newTable());
    expect(store.startMatch(lobby.id, 7, fakeMatch(0))).toBeNull();
    expect(store.getTable(lobby.id)).toEqual(lobby);
    const started = store.startMatch(lobby.id, 0, fakeMatch(0));
    expect(started).not.toBeNull();
    expect(store.startMatch(lobby.id, started?.version ?? -1, fakeMatch(0))).toBeNull();
    const count = database.sqlite.prepare("SELECT count(*) AS n FROM snapshots").get() as { n: number };
    expect(count.n).toBe(1);
  });
});

describe("commitIntent", () => {
  it("appends the intent, keeps every snapshot and returns the latest", () => {
    const table = playing();
    for (let seq = 1; seq <= 3; seq++) {
      now += 10;
      const next = fakeMatch(seq);
      const committed = store.commitIntent(table.id, intent(seq, { seat: seq % 2 }), next, { deadline: now + 60_000, warned: false });
      expect(committed).toMatchObject({ seq, match: next, deadline: now + 60_000, version: table.version + seq, updatedAt: now });
    }
    expect(store.intentLog(table.id).map((e) => [e.seq, e.seat])).toEqual([[1, 1], [2, 0], [3, 1]]);
    expect([0, 1, 2, 3].map((seq) => store.snapshot(table.id, seq)?.seq)).toEqual([0, 1, 2, 3]);
    expect(store.snapshot(table.id, 4)).toBeNull();
    expect(store.getTable(table.id)?.match).toEqual(fakeMatch(3));
  });

  it("keeps what everyone saw at each move and returns the latest moves' events, oldest first", () => {
    const lobby = store.createTable(newTable({ seats: [humanSeat(0, "host"), botSeat(1)] }));
    const started = store.startMatch(lobby.id, lobby.version, fakeMatch(0), {}, [{ type: "shuffle", data: { cards: 21 } }]);
    if (!started) throw new Error("start failed");
    for (let seq = 1; seq <= 3; seq++) {
      const seen: SeenEvent[] = [
        { type: "roll", data: { seq, dice: [seq, 6] } },
        { type: "move", data: { seq } },
      ];
      store.commitIntent(started.id, intent(seq), fakeMatch(seq), {}, seen);
    }
    expect(store.publicLog(started.id, 2, 1).map((e) => [e.type, e.data.seq])).toEqual([
      ["roll", 2],
      ["move", 2],
    ]);
    expect(store.publicLog(started.id, 3, 2).map((e) => [e.type, e.data.seq])).toEqual([
      ["roll", 2],
      ["move", 2],
      ["roll", 3],
      ["move", 3],
    ]);
    expect(store.publicLog(started.id, 3, 10)[0]).toEqual({ type: "shuffle", data: { cards: 21 } });
    // A refused (stale) commit logs nothing.
    expect(store.commitIntent(started.id, intent(5), fakeMatch(5), {}, [{ type: "ghost", data: {} }])).toBeNull();
    expect(store.publicLog(started.id, 5, 10).map((e) => e.type)).not.toContain("ghost");
  });

  it("keeps the intent entry exactly", () => {
    const table = playing();
    const entry: IntentEntry = { seq: 1, seat: 1, action: ["pass"], source: "timeout", userId: null, at: 77 };
    store.commitIntent(table.id, entry, fakeMatch(1));
    expect(store.intentLog(table.id)).toEqual([entry]);
  });

  it("applies changes: seats, status, outcome, endedAt", () => {
    const table = playing();
    const outcome = { winners: [1], reason: "outs" };
    const seats = [{ ...humanSeat(0, "host"), timeouts: 2 }, botSeat(1)];
    const ended = store.commitIntent(table.id, intent(1), fakeMatch(1), { seats, status: "finished", outcome, endedAt: 42, deadline: null });
    expect(ended).toMatchObject({ status: "finished", outcome, endedAt: 42, deadline: null, seats });
    expect(store.openTables()).toEqual([]);
  });

  it("refuses an out-of-order seq and a table that is not playing", () => {
    const table = playing();
    expect(store.commitIntent(table.id, intent(2), fakeMatch(2))).toBeNull();
    expect(() => store.commitIntent(table.id, intent(2), fakeMatch(1))).toThrow(/seq/);
    const lobby = store.createTable(newTable());
    expect(store.commitIntent(lobby.id, intent(1), fakeMatch(1))).toBeNull();
    store.updateTable(table.id, table.version, { status: "cancelled" });
    expect(store.commitIntent(table.id, intent(1), fakeMatch(1))).toBeNull();
    expect(store.intentLog(table.id)).toEqual([]);
    expect(store.intentLog(lobby.id)).toEqual([]);
    expect(store.snapshot(table.id, 1)).toBeNull();
  });
});

describe("dm notices", () => {
  it("defaults to on and remembers the choice", () => {
    expect(store.dmNotices("u1")).toBe(true);
    store.setDmNotices("u1", false);
    expect(store.dmNotices("u1")).toBe(false);
    expect(store.dmNotices("u2")).toBe(true);
    store.setDmNotices("u1", true);
    expect(store.dmNotices("u1")).toBe(true);
  });
});

describe("user locale", () => {
  it("is null until seen, then the last one seen, and independent of the DM setting", () => {
    expect(store.userLocale("u1")).toBeNull();
    store.setDmNotices("u1", false);
    expect(store.userLocale("u1")).toBeNull();
    store.setUserLocale("u1", "ja");
    expect(store.userLocale("u1")).toBe("ja");
    expect(store.dmNotices("u1")).toBe(false);
    store.setUserLocale("u1", "en");
    expect(store.userLocale("u1")).toBe("en");
    expect(store.userLocale("u2")).toBeNull();
  });
});

describe("staleBoards", () => {
  it("lists tables whose message is behind their last change: open ones, and closed ones since the given time", () => {
    const drawn = store.createTable(newTable({ channelId: "c1" }));
    store.patchTable(drawn.id, { messageId: "m1", boardVersion: drawn.version });
    const undrawn = store.createTable(newTable({ channelId: "c2" }));
    store.patchTable(undrawn.id, { messageId: "m2", boardVersion: undrawn.version });
    const moved = store.updateTable(undrawn.id, undrawn.version, { turnSeconds: 30 }) as TableRecord;
    const neverPosted = store.createTable(newTable({ channelId: "c3" }));
    const closedLately = store.createTable(newTable({ channelId: "c4" }));
    store.patchTable(closedLately.id, { messageId: "m4", boardVersion: closedLately.version });
    now = 5_000;
    store.updateTable(closedLately.id, closedLately.version, { status: "cancelled", endedAt: now });
    const closedLongAgo = store.createTable(newTable({ channelId: "c5" }));
    store.patchTable(closedLongAgo.id, { messageId: "m5", boardVersion: closedLongAgo.version });
    store.updateTable(closedLongAgo.id, closedLongAgo.version, { status: "finished", endedAt: 10 });

    expect(moved.version).toBe(undrawn.version + 1);
    expect(neverPosted.messageId).toBeNull();
    expect(store.staleBoards(1_000).map((t) => t.id).sort()).toEqual([undrawn.id, closedLately.id].sort());
    expect(store.staleBoards(0).map((t) => t.id).sort()).toEqual([undrawn.id, closedLately.id, closedLongAgo.id].sort());
    store.patchTable(undrawn.id, { boardVersion: moved.version });
    expect(store.staleBoards(1_000).map((t) => t.id)).toEqual([closedLately.id]);
  });
});
