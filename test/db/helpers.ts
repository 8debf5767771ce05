import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Match } from "../../src/engine/index.ts";
import type { NewTable, SeatRecord } from "../../src/db/store.ts";

/** A fresh temp directory per test file; `cleanup` removes it. */
export function tempDir(): { dir: string; file(name?: string): string; cleanup(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bot-db-"));
  return {
    dir,
    file: (name = `${Math.random().toString(36).slice(2)}.sqlite`) => path.join(dir, name),
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export function fakeMatch(seq: number, state: Record<string, unknown> = {}): Match<unknown, unknown> {
  return {
    game: "test",
    rulesVersion: "t1",
    setup: { seed: 1, players: 2, options: {} },
    seq,
    promptSeq: seq,
    rng: [0, 0, 0, 0],
    state: { turn: seq, ...state },
    pending: [],
  };
}

export function humanSeat(seat: number, userId: string): SeatRecord {
  return { seat, userId, name: `user ${userId}`, bot: false, timeouts: 0, autoPass: false, ready: false, deck: null };
}

export function botSeat(seat: number): SeatRecord {
  return { seat, userId: null, name: `Bot ${seat}`, bot: true, timeouts: 0, autoPass: false, ready: false, deck: null };
}

export function newTable(overrides: Partial<NewTable> = {}): NewTable {
  return {
    guildId: "guild-1",
    channelId: "channel-1",
    hostId: "host",
    kind: "spymaster",
    options: { variant: "classic", seats: 2 },
    locale: "en",
    turnSeconds: 120,
    seats: [humanSeat(0, "host")],
    ...overrides,
  };
}
