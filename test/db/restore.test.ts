import { describe, expect, it } from "vitest";
import type { SeatRecord, TableStatus } from "../../src/db/store.ts";
import { BACKENDS, testDatabase } from "./backends.ts";
import { botSeat, fakeMatch, humanSeat, newTable } from "./helpers.ts";

interface Expected {
  status: TableStatus;
  seq: number;
  seats: SeatRecord[];
}

describe.each(BACKENDS)("%s: restore after a restart", (backend) => {
  it("openTables returns exactly the open tables with their latest snapshot and seats", async () => {
    const db = await testDatabase(backend);
    let now = 0;
    const first = await db.open(() => ++now);
    const store = first.matches;
    const open = new Map<string, Expected>();
    const closed = new Set<string>();

    for (let i = 0; i < 450; i++) {
      const seats = [humanSeat(0, `host${i}`), i % 3 === 0 ? botSeat(1) : humanSeat(1, `guest${i}`)];
      const lobby = await store.createTable(newTable({ channelId: `c${i % 7}`, hostId: `host${i}`, seats }));
      const kind = i % 6;
      if (kind === 0) {
        open.set(lobby.id, { status: "lobby", seq: 0, seats });
        continue;
      }
      if (kind === 1) {
        await store.updateTable(lobby.id, lobby.version, { status: "cancelled" });
        closed.add(lobby.id);
        continue;
      }
      const started = await store.startMatch(lobby.id, lobby.version, fakeMatch(0, { table: i }));
      if (!started) throw new Error("start failed");
      const moves = 1 + (i % 4);
      let finalSeats = seats;
      for (let seq = 1; seq <= moves; seq++) {
        const last = seq === moves;
        const finish = kind === 2 && last;
        if (last) finalSeats = [{ ...seats[0]!, timeouts: i % 3 }, seats[1]!];
        const changes = finish
          ? { status: "finished" as const, outcome: { winners: [0], reason: "test" }, endedAt: now, seats: finalSeats }
          : { deadline: now + 60_000, seats: last ? finalSeats : undefined };
        const committed = await store.commitIntent(
          lobby.id,
          { seq, seat: seq % 2, action: { seq }, source: "player", userId: null, at: now },
          fakeMatch(seq, { table: i }),
          changes,
        );
        if (!committed) throw new Error("commit failed");
      }
      if (kind === 2) closed.add(lobby.id);
      else open.set(lobby.id, { status: "playing", seq: moves, seats: finalSeats });
    }
    expect(open.size).toBe(300);
    expect(closed.size).toBe(150);
    await first.close();

    try {
      const restored = await (await db.open()).matches.openTables();
      expect(restored).toHaveLength(300);
      expect(new Set(restored.map((t) => t.id))).toEqual(new Set(open.keys()));
      for (const table of restored) {
        const expected = open.get(table.id);
        expect(table.status).toBe(expected?.status);
        expect(table.seq).toBe(expected?.seq);
        expect(table.seats).toEqual(expected?.seats);
        if (table.status === "lobby") {
          expect(table.match).toBeNull();
        } else {
          const index = Number(table.hostId.slice("host".length));
          expect(table.match).toEqual(fakeMatch(table.seq, { table: index }));
          expect(table.deadline).not.toBeNull();
        }
      }
      const createdAt = restored.map((t) => t.createdAt);
      expect(createdAt).toEqual([...createdAt].sort((x, y) => y - x));
    } finally {
      await db.cleanup();
    }
  });
});
