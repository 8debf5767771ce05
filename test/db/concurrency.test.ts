import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/db/open.ts";
import { MatchStore, type IntentEntry } from "../../src/db/store.ts";
import { botSeat, fakeMatch, humanSeat, newTable, tempDir } from "./helpers.ts";

const temp = tempDir();
afterAll(() => temp.cleanup());

let file: string;
let one: Database;
let two: Database;
let a: MatchStore;
let b: MatchStore;
beforeEach(() => {
  file = temp.file();
  one = openDatabase(file);
  two = openDatabase(file);
  a = new MatchStore(one);
  b = new MatchStore(two);
});
afterEach(() => {
  one.close();
  two.close();
});

function intent(seq: number, seat: number): IntentEntry {
  return { seq, seat, action: { from: seat }, source: "player", userId: `u${seat}`, at: seq };
}

function count(table: "intents" | "snapshots", id: string): number {
  return (one.sqlite.prepare(`SELECT count(*) AS n FROM ${table} WHERE table_id = ?`).get(id) as { n: number }).n;
}

function startedTable(): string {
  const lobby = a.createTable(newTable({ seats: [humanSeat(0, "u0"), humanSeat(1, "u1")] }));
  const started = a.startMatch(lobby.id, lobby.version, fakeMatch(0));
  if (!started) throw new Error("start failed");
  return started.id;
}

describe("optimistic concurrency across connections", () => {
  it("two stores commit the same seq: exactly one wins, the other writes nothing", () => {
    const id = startedTable();
    const seenByA = a.getTable(id);
    const seenByB = b.getTable(id);
    expect(seenByA?.seq).toBe(0);
    expect(seenByB?.seq).toBe(0);

    const won = a.commitIntent(id, intent(1, 0), fakeMatch(1, { by: "a" }));
    const lost = b.commitIntent(id, intent(1, 1), fakeMatch(1, { by: "b" }), { status: "finished", deadline: 5 });
    expect(won?.seq).toBe(1);
    expect(lost).toBeNull();

    expect(b.intentLog(id)).toEqual([intent(1, 0)]);
    expect(count("intents", id)).toBe(1);
    expect(count("snapshots", id)).toBe(2);
    expect(b.getTable(id)).toEqual(won);
    expect(b.getTable(id)?.match?.state).toEqual({ turn: 1, by: "a" });

    const retried = b.commitIntent(id, intent(2, 1), fakeMatch(2, { by: "b" }));
    expect(retried?.seq).toBe(2);
    expect(a.intentLog(id).map((e) => e.seat)).toEqual([0, 1]);
  });

  it("two stores update the same lobby version: exactly one wins", () => {
    const lobby = a.createTable(newTable());
    const version = b.getTable(lobby.id)?.version ?? -1;
    const won = a.updateTable(lobby.id, version, { seats: [humanSeat(0, "host"), humanSeat(1, "joiner-a")] });
    const lost = b.updateTable(lobby.id, version, { seats: [humanSeat(0, "host"), humanSeat(1, "joiner-b")], turnSeconds: 5 });
    expect(won?.version).toBe(version + 1);
    expect(lost).toBeNull();
    const after = b.getTable(lobby.id);
    expect(after).toEqual(won);
    expect(after?.seats.map((s) => s.userId)).toEqual(["host", "joiner-a"]);
    expect(b.tablesOfUser("joiner-b", ["lobby"])).toEqual([]);
  });

  it("two stores start the same lobby: one snapshot, one winner", () => {
    const lobby = a.createTable(newTable({ seats: [humanSeat(0, "host"), botSeat(1)] }));
    const won = a.startMatch(lobby.id, lobby.version, fakeMatch(0, { by: "a" }));
    const lost = b.startMatch(lobby.id, lobby.version, fakeMatch(0, { by: "b" }));
    expect(won?.status).toBe("playing");
    expect(lost).toBeNull();
    expect(count("snapshots", lobby.id)).toBe(1);
    expect(b.getTable(lobby.id)?.match?.state).toEqual({ turn: 0, by: "a" });
  });

  it("a status change read before a committed move is stale", () => {
    const id = startedTable();
    const before = b.getTable(id);
    expect(a.commitIntent(id, intent(1, 0), fakeMatch(1), { status: "finished", outcome: { winners: [0], reason: "won" } })).not.toBeNull();
    expect(b.updateTable(id, before?.version ?? -1, { status: "cancelled" })).toBeNull();
    expect(a.getTable(id)).toMatchObject({ status: "finished", outcome: { winners: [0], reason: "won" } });
  });
});

describe("one transaction per intent", () => {
  it("a commit whose snapshot insert fails leaves no intent row behind", () => {
    const id = startedTable();
    const before = a.getTable(id);
    one.sqlite.prepare("INSERT INTO snapshots (table_id, seq, match, at) VALUES (?, 1, '{}', 0)").run(id);

    expect(() => a.commitIntent(id, intent(1, 0), fakeMatch(1), { deadline: 99 })).toThrow(/UNIQUE|PRIMARY KEY/);
    expect(a.intentLog(id)).toEqual([]);
    expect(count("intents", id)).toBe(0);
    expect(count("snapshots", id)).toBe(2);
    expect(a.getTable(id)).toMatchObject({ seq: 0, version: before?.version, deadline: null });
  });

  it("a commit whose seat list is invalid writes neither intent nor snapshot", () => {
    const id = startedTable();
    expect(() => a.commitIntent(id, intent(1, 0), fakeMatch(1), { seats: [botSeat(0), botSeat(0)] })).toThrow(/UNIQUE|PRIMARY KEY/);
    expect(count("intents", id)).toBe(0);
    expect(count("snapshots", id)).toBe(1);
    expect(a.getTable(id)?.seats.map((s) => s.userId)).toEqual(["u0", "u1"]);
  });
});

describe("separate processes", () => {
  const exec = promisify(execFile);
  const racer = fileURLToPath(new URL("./racer.ts", import.meta.url));

  it("two processes racing on one table commit every seq exactly once", async () => {
    const id = startedTable();
    const perProcess = 100;
    const run = (seat: number) =>
      exec(process.execPath, ["--import", "tsx", racer, file, id, String(seat), String(perProcess)], { cwd: process.cwd() });
    const results = await Promise.all([run(0), run(1)]);
    for (const { stdout } of results) expect(JSON.parse(stdout)).toMatchObject({ committed: perProcess });

    const log = a.intentLog(id);
    expect(log.map((e) => e.seq)).toEqual(Array.from({ length: 2 * perProcess }, (_, i) => i + 1));
    expect(log.filter((e) => e.seat === 0)).toHaveLength(perProcess);
    expect(count("snapshots", id)).toBe(2 * perProcess + 1);
    const table = a.getTable(id);
    expect(table?.seq).toBe(2 * perProcess);
    expect(table?.match?.state).toEqual({ turn: 2 * perProcess, by: log.at(-1)?.seat });
  });

  it("a deadline's warning is marked once across connections, and never for a deadline that moved", () => {
    const id = startedTable();
    a.patchTable(id, { deadline: 5000, warned: false });
    expect(b.markWarned(id, 4000)).toBe(false);
    expect(a.markWarned(id, 5000)).toBe(true);
    expect(b.markWarned(id, 5000)).toBe(false);
    expect(b.getTable(id)?.warned).toBe(true);
  });
});
