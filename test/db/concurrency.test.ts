import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { IntentEntry, MatchStore } from "../../src/db/store.ts";
import { BACKENDS, testDatabase, type TestDatabase } from "./backends.ts";
import { botSeat, fakeMatch, humanSeat, newTable } from "./helpers.ts";

describe.each(BACKENDS)("%s, two connections", (backend) => {
  let db: TestDatabase;
  let a: MatchStore;
  let b: MatchStore;
  beforeEach(async () => {
    db = await testDatabase(backend);
    a = (await db.open()).matches;
    b = (await db.open()).matches;
  });
  afterEach(() => db.cleanup());

  function intent(seq: number, seat: number): IntentEntry {
    return { seq, seat, action: { from: seat }, source: "player", userId: `u${seat}`, at: seq };
  }

  async function count(table: "intents" | "snapshots", id: string): Promise<number> {
    const [row] = await db.sql(`SELECT count(*) AS n FROM ${table} WHERE table_id = '${id}'`);
    return Number(row?.n);
  }

  async function startedTable(): Promise<string> {
    const lobby = await a.createTable(newTable({ seats: [humanSeat(0, "u0"), humanSeat(1, "u1")] }));
    const started = await a.startMatch(lobby.id, lobby.version, fakeMatch(0));
    if (!started) throw new Error("start failed");
    return started.id;
  }

  describe("optimistic concurrency across connections", () => {
    it("two stores commit the same seq: exactly one wins, the other writes nothing", async () => {
      const id = await startedTable();
      const seenByA = await a.getTable(id);
      const seenByB = await b.getTable(id);
      expect(seenByA?.seq).toBe(0);
      expect(seenByB?.seq).toBe(0);

      const won = await a.commitIntent(id, intent(1, 0), fakeMatch(1, { by: "a" }));
      const lost = await b.commitIntent(id, intent(1, 1), fakeMatch(1, { by: "b" }), {
        status: "finished",
        deadline: 5,
      });
      expect(won?.seq).toBe(1);
      expect(lost).toBeNull();

      expect(await b.intentLog(id)).toEqual([intent(1, 0)]);
      expect(await count("intents", id)).toBe(1);
      expect(await count("snapshots", id)).toBe(2);
      expect(await b.getTable(id)).toEqual(won);
      expect((await b.getTable(id))?.match?.state).toEqual({ turn: 1, by: "a" });

      const retried = await b.commitIntent(id, intent(2, 1), fakeMatch(2, { by: "b" }));
      expect(retried?.seq).toBe(2);
      expect((await a.intentLog(id)).map((e) => e.seat)).toEqual([0, 1]);
    });

    it("two stores update the same lobby version: exactly one wins", async () => {
      const lobby = await a.createTable(newTable());
      const version = (await b.getTable(lobby.id))?.version ?? -1;
      const won = await a.updateTable(lobby.id, version, { seats: [humanSeat(0, "host"), humanSeat(1, "joiner-a")] });
      const lost = await b.updateTable(lobby.id, version, {
        seats: [humanSeat(0, "host"), humanSeat(1, "joiner-b")],
        turnSeconds: 5,
      });
      expect(won?.version).toBe(version + 1);
      expect(lost).toBeNull();
      const after = await b.getTable(lobby.id);
      expect(after).toEqual(won);
      expect(after?.seats.map((s) => s.userId)).toEqual(["host", "joiner-a"]);
      expect(await b.tablesOfUser("joiner-b", ["lobby"])).toEqual([]);
    });

    it("two stores start the same lobby: one snapshot, one winner", async () => {
      const lobby = await a.createTable(newTable({ seats: [humanSeat(0, "host"), botSeat(1)] }));
      const won = await a.startMatch(lobby.id, lobby.version, fakeMatch(0, { by: "a" }));
      const lost = await b.startMatch(lobby.id, lobby.version, fakeMatch(0, { by: "b" }));
      expect(won?.status).toBe("playing");
      expect(lost).toBeNull();
      expect(await count("snapshots", lobby.id)).toBe(1);
      expect((await b.getTable(lobby.id))?.match?.state).toEqual({ turn: 0, by: "a" });
    });

    it("a status change read before a committed move is stale", async () => {
      const id = await startedTable();
      const before = await b.getTable(id);
      expect(
        await a.commitIntent(id, intent(1, 0), fakeMatch(1), {
          status: "finished",
          outcome: { winners: [0], reason: "won" },
        }),
      ).not.toBeNull();
      expect(await b.updateTable(id, before?.version ?? -1, { status: "cancelled" })).toBeNull();
      expect(await a.getTable(id)).toMatchObject({ status: "finished", outcome: { winners: [0], reason: "won" } });
    });
  });

  describe("one transaction per intent", () => {
    it("a commit whose snapshot insert fails leaves no intent row behind", async () => {
      const id = await startedTable();
      const before = await a.getTable(id);
      await db.sql(`INSERT INTO snapshots (table_id, seq, match, at) VALUES ('${id}', 1, '{}', 0)`);

      await expect(a.commitIntent(id, intent(1, 0), fakeMatch(1), { deadline: 99 })).rejects.toThrow();
      expect(await a.intentLog(id)).toEqual([]);
      expect(await count("intents", id)).toBe(0);
      expect(await count("snapshots", id)).toBe(2);
      expect(await a.getTable(id)).toMatchObject({ seq: 0, version: before?.version, deadline: null });
    });

    it("a commit whose seat list is invalid writes neither intent nor snapshot", async () => {
      const id = await startedTable();
      await expect(
        a.commitIntent(id, intent(1, 0), fakeMatch(1), { seats: [botSeat(0), botSeat(0)] }),
      ).rejects.toThrow();
      expect(await count("intents", id)).toBe(0);
      expect(await count("snapshots", id)).toBe(1);
      expect((await a.getTable(id))?.seats.map((s) => s.userId)).toEqual(["u0", "u1"]);
    });
  });

  describe("separate processes", () => {
    const exec = promisify(execFile);
    const racer = fileURLToPath(new URL("./racer.ts", import.meta.url));

    it("two processes racing on one table commit every seq exactly once", async () => {
      const id = await startedTable();
      const perProcess = 100;
      const run = (seat: number) =>
        exec(
          process.execPath,
          [
            "--import",
            "tsx",
            racer,
            db.config.databaseUrl ?? db.config.databasePath,
            id,
            String(seat),
            String(perProcess),
          ],
          { cwd: process.cwd() },
        );
      const results = await Promise.all([run(0), run(1)]);
      for (const { stdout } of results) expect(JSON.parse(stdout)).toMatchObject({ committed: perProcess });

      const log = await a.intentLog(id);
      expect(log.map((e) => e.seq)).toEqual(Array.from({ length: 2 * perProcess }, (_, i) => i + 1));
      expect(log.filter((e) => e.seat === 0)).toHaveLength(perProcess);
      expect(await count("snapshots", id)).toBe(2 * perProcess + 1);
      const table = await a.getTable(id);
      expect(table?.seq).toBe(2 * perProcess);
      expect(table?.match?.state).toEqual({ turn: 2 * perProcess, by: log.at(-1)?.seat });
    });

    it("a deadline's warning is marked once across connections, and never for a deadline that moved", async () => {
      const id = await startedTable();
      await a.patchTable(id, { deadline: 5000, warned: false });
      expect(await b.markWarned(id, 4000)).toBe(false);
      expect(await a.markWarned(id, 5000)).toBe(true);
      expect(await b.markWarned(id, 5000)).toBe(false);
      expect((await b.getTable(id))?.warned).toBe(true);
    });
  });
});
