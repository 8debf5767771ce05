import { afterAll, afterEach, describe, expect, it } from "vitest";
import { applyIntent, createMatch, type AnyGame, type Match } from "../../src/engine/index.ts";
import type { TableRecord } from "../../src/db/store.ts";
import { spymasterGame } from "../../src/games/spymaster/index.ts";
import type { SpymasterAction, SpymasterState } from "../../src/games/spymaster/state.ts";
import { nextDeadline, warnAt, warningLead } from "../../src/tables/deadlines.ts";
import { TurnScheduler } from "../../src/tables/scheduler.ts";
import { HAND_OVER_AFTER } from "../../src/tables/service.ts";
import {
  expectNoCardsLogged,
  GUEST,
  HOST,
  lobby,
  ok,
  refusal,
  rig,
  started,
  tempFiles,
  TestClock,
  userAt,
  type Rig,
  waitingSeats,
} from "./helpers.ts";

const temp = tempFiles();
afterAll(() => temp.cleanup());

const rigs: Rig[] = [];
function fresh(opts: { seed?: number; file?: string; clock?: TestClock } = {}): Rig {
  const made = rig(temp, opts);
  rigs.push(made);
  return made;
}
const schedulers: TurnScheduler[] = [];
afterEach(async () => {
  for (const s of schedulers.splice(0)) s.stop();
  for (const made of rigs.splice(0)) expectNoCardsLogged(made.log);
  temp.closeAll();
});

const owing = waitingSeats;

function phase(table: TableRecord): string {
  return (table.match?.state as SpymasterState).phase;
}

function deadlineOf(table: TableRecord): number {
  if (table.deadline === null) throw new Error("no deadline");
  return table.deadline;
}

/** The user at a seat plays the seat's first legal action. */
async function playFirst(r: Rig, table: TableRecord, seat: number): Promise<TableRecord> {
  const action = r.service.legal(table, seat)[0];
  const user = table.seats[seat]?.userId;
  if (action === undefined || !user) throw new Error(`seat ${seat} cannot move`);
  return ok(await r.service.act(table.id, user, table.seq, action)).table;
}

describe("timeout", () => {
  it("closes a match pinned to rules this bot no longer runs, instead of retrying it forever", async () => {
    const r = fresh();
    const table = (await started(r.service)).table;
    r.database.sqlite
      .prepare("update snapshots set match = json_set(match, '$.rulesVersion', 'spymaster-0.9.0') where table_id = ?")
      .run(table.id);
    const player = userAt(table, owing(table)[0] as number);
    const legal = r.service.legal(table, owing(table)[0] as number)[0];
    expect(refusal(await r.service.act(table.id, player, table.seq, legal))).toBe("rules-version");
    r.clock.set(deadlineOf(table));
    const closed = ok(await r.service.timeout(table.id)).table;
    expect(closed.status).toBe("cancelled");
    expect(closed.deadline).toBeNull();
    expect(await r.store.intentLog(table.id)).toEqual([]);
    expect(refusal(await r.service.timeout(table.id))).toBe("table-closed");
  });

  it("is not due before the deadline, and due exactly at it", async () => {
    const r = fresh();
    const table = (await started(r.service)).table;
    r.clock.set(deadlineOf(table) - 1);
    expect(refusal(await r.service.timeout(table.id))).toBe("not-due");
    expect(await r.store.intentLog(table.id)).toEqual([]);
    r.clock.advance(1);
    expect(ok(await r.service.timeout(table.id)).timedOut).toEqual([1]);
  });

  it("past the deadline the bot decides for the owing seat, counts the timeout and sets a fresh deadline for the next human", async () => {
    const r = fresh();
    const table = (await started(r.service)).table;
    // Seed 42: the guest (seat 1) attacks first.
    expect(owing(table)).toEqual([1]);
    r.clock.set(deadlineOf(table) + 5_000);
    const change = ok(await r.service.timeout(table.id));
    expect(change.timedOut).toEqual([1]);
    expect(change.handedOver).toEqual([]);
    expect(change.movers).toEqual([1]);
    expect(change.nowUp).toEqual([0]);
    expect(change.table.seats.map((s) => [s.timeouts, s.bot])).toEqual([
      [0, false],
      [1, false],
    ]);
    expect(phase(change.table)).toBe("guess");
    expect(change.table.deadline).toBe(r.clock.now() + 120_000);
    expect(change.table.warned).toBe(false);
    const log = await r.store.intentLog(table.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ seq: 1, seat: 1, source: "timeout", userId: null, at: r.clock.now() });
    expect(log[0]?.action).toMatchObject({ type: "play" });
    expect(refusal(await r.service.timeout(table.id))).toBe("not-due");
  });

  it(`${HAND_OVER_AFTER} timeouts in a row hand the seat to the bot, which then plays it`, async () => {
    expect(HAND_OVER_AFTER).toBe(3);
    const r = fresh();
    let table = (await started(r.service)).table;
    let strikes = 0;
    let handedAt = -1;
    for (let step = 0; step < 400 && table.status === "playing" && handedAt < 0; step++) {
      const seats = owing(table);
      if (seats.includes(0)) {
        table = await playFirst(r, table, 0);
        expect(table.seats[1]?.timeouts).toBe(strikes);
        continue;
      }
      expect(seats).toEqual([1]);
      r.clock.set(deadlineOf(table));
      const change = ok(await r.service.timeout(table.id));
      strikes += 1;
      expect(change.timedOut).toEqual([1]);
      expect(change.table.seats[1]?.timeouts).toBe(strikes);
      if (strikes < 3) {
        expect(change.handedOver).toEqual([]);
        expect(change.table.seats[1]?.bot).toBe(false);
      } else {
        expect(change.handedOver).toEqual([1]);
        expect(change.table.seats[1]).toEqual({
          seat: 1,
          userId: GUEST.id,
          name: "Guest",
          bot: true,
          timeouts: 3,
          autoPass: false,
          ready: false,
          deck: null,
        });
        handedAt = change.table.seq;
      }
      table = change.table;
    }
    expect(handedAt).toBeGreaterThan(0);
    expect(table.status).toBe("playing");
    expect(refusal(await r.service.act(table.id, GUEST.id, table.seq, r.service.legal(table, 1)[0] ?? {}))).toBe(
      "seat-is-bot",
    );
    expect(r.service.owing(table)).not.toContain(1);

    // The host plays on; whenever seat 1 is due, the bot answers at once.
    const before = (await r.store.intentLog(table.id)).length;
    for (let step = 0; step < 400 && table.status === "playing"; step++) {
      expect(owing(table)).toEqual([0]);
      expect(table.deadline).not.toBeNull();
      table = await playFirst(r, table, 0);
    }
    const after = (await r.store.intentLog(table.id)).slice(before);
    const botMoves = after.filter((e) => e.seat === 1);
    expect(botMoves.length).toBeGreaterThan(0);
    expect(botMoves.every((e) => e.source === "bot" && e.userId === null)).toBe(true);
    expect(after.filter((e) => e.seat === 0).every((e) => e.source === "player")).toBe(true);
    expect(table.status).toBe("finished");
  });

  it("a human move resets that seat's timeouts to 0; the other seat's moves do not", async () => {
    const r = fresh();
    let table = (await started(r.service)).table;
    r.clock.set(deadlineOf(table));
    table = ok(await r.service.timeout(table.id)).table;
    expect(table.seats[1]?.timeouts).toBe(1);
    let guestMoved = false;
    for (let step = 0; step < 400 && table.status === "playing" && !guestMoved; step++) {
      if (owing(table).includes(0)) {
        table = await playFirst(r, table, 0);
        expect(table.seats[1]?.timeouts).toBe(1);
        continue;
      }
      table = await playFirst(r, table, 1);
      guestMoved = true;
    }
    expect(guestMoved).toBe(true);
    expect(table.seats.map((s) => s.timeouts)).toEqual([0, 0]);
    expect((await r.service.get(table.id))?.seats.map((s) => s.timeouts)).toEqual([0, 0]);
  });

  it("both seats owing a simultaneous prompt both time out", async () => {
    const r = fresh();
    const table = (await started(r.service, { kind: "mindmaster" })).table;
    r.clock.set(deadlineOf(table) + 1);
    const change = ok(await r.service.timeout(table.id));
    expect(change.timedOut).toEqual([0, 1]);
    expect(change.movers.slice(0, 2)).toEqual([0, 1]);
    expect(change.table.seats.map((s) => s.timeouts)).toEqual([1, 1]);
    expect((await r.store.intentLog(table.id)).map((e) => [e.seq, e.seat, e.source])).toEqual([
      [1, 0, "timeout"],
      [2, 1, "timeout"],
    ]);
    expect(change.table.deadline).toBe(r.clock.now() + 120_000);
  });
});

describe("warned", () => {
  it("marks the warning once, at its time; a second call is not due; a new deadline re-arms it", async () => {
    const r = fresh();
    const table = (await started(r.service)).table;
    // Not before its time: another process may have moved the deadline since a timer was armed.
    r.clock.set((warnAt(table) as number) - 1);
    expect(refusal(await r.service.warned(table.id))).toBe("not-due");
    r.clock.set(warnAt(table) as number);
    const warned = ok(await r.service.warned(table.id)).table;
    expect(warned.warned).toBe(true);
    expect(warned.deadline).toBe(table.deadline);
    expect(warned.version).toBe(table.version);
    expect(refusal(await r.service.warned(table.id))).toBe("not-due");
    r.clock.advance(1_000);
    const moved = await playFirst(r, warned, 1);
    expect(moved.warned).toBe(false);
    expect(moved.deadline).toBe(r.clock.now() + 120_000);
    r.clock.set(warnAt(moved) as number);
    expect(ok(await r.service.warned(table.id)).table.warned).toBe(true);
  });

  it("keeps the warning while the other seat still owes a simultaneous answer", async () => {
    const r = fresh();
    const table = (await started(r.service, { kind: "mindmaster" })).table;
    r.clock.set(warnAt(table) as number);
    ok(await r.service.warned(table.id));
    r.clock.advance(15_000);
    const half = ok(await r.service.act(table.id, HOST.id, 0, { type: "pick", card: "spade1" })).table;
    expect(half.deadline).toBe(table.deadline);
    expect(half.warned).toBe(true);
  });

  it("is refused before the start and after the end", async () => {
    const r = fresh();
    const table = await lobby(r.service);
    expect(refusal(await r.service.warned(table.id))).toBe("not-started");
    ok(await r.service.start(table.id, { userId: HOST.id, canManage: false }));
    ok(await r.service.concede(table.id, GUEST.id));
    expect(refusal(await r.service.warned(table.id))).toBe("table-closed");
  });
});

describe("restart: resume and catchUp", () => {
  it("resume gives a passed deadline at least min(turn, 60 s) from now, with a fresh warning", async () => {
    const r = fresh();
    const long = (await started(r.service, { turnSeconds: 300 })).table;
    const short = (await started(r.service, { turnSeconds: 20, channelId: "channel-2" })).table;
    r.clock.set(warnAt(long) as number);
    ok(await r.service.warned(long.id));
    r.clock.set(deadlineOf(long) + 3_600_000);

    // The "restart": a new service on a new connection to the same file.
    const again = fresh({ file: r.file, clock: r.clock });
    const open = await again.service.openTables();
    expect(open.map((t) => t.id).sort()).toEqual([long.id, short.id].sort());
    const longNow = open.find((t) => t.id === long.id) as TableRecord;
    expect(longNow.warned).toBe(true);
    const resumed = await again.service.resume(longNow);
    expect(resumed.deadline).toBe(r.clock.now() + 60_000);
    expect(resumed.warned).toBe(false);
    expect(await again.service.get(long.id)).toMatchObject({ deadline: r.clock.now() + 60_000, warned: false });

    const shortResumed = await again.service.resume(open.find((t) => t.id === short.id) as TableRecord);
    expect(shortResumed.deadline).toBe(r.clock.now() + 20_000);
    expect((await again.service.get(short.id))?.deadline).toBe(r.clock.now() + 20_000);
    // The resumed deadline is honoured: not due until it passes.
    expect(refusal(await again.service.timeout(long.id))).toBe("not-due");
    r.clock.advance(60_000);
    expect(ok(await again.service.timeout(long.id)).timedOut).toEqual([1]);
  });

  it("resume leaves a deadline that is still far enough away alone, and lobbies too", async () => {
    const r = fresh();
    const table = (await started(r.service, { turnSeconds: 300 })).table;
    r.clock.advance(200_000);
    const resumed = await r.service.resume(table);
    expect(resumed).toBe(table);
    expect((await r.service.get(table.id))?.deadline).toBe(table.deadline);
    // 60 s left of a 300 s turn: untouched; 59 s: extended to 60.
    r.clock.set(deadlineOf(table) - 60_000);
    expect(await r.service.resume(table)).toBe(table);
    r.clock.set(deadlineOf(table) - 59_000);
    expect((await r.service.resume(table)).deadline).toBe(r.clock.now() + 60_000);
    const waiting = await lobby(r.service, { channelId: "channel-2" });
    expect(await r.service.resume(waiting)).toBe(waiting);
  });

  it("catchUp plays the bot moves a crash interrupted", async () => {
    // Seed 41: the host attacks first; the bot must guess next.
    const r = fresh({ seed: 41 });
    const table = (await started(r.service, { second: "bot" })).table;
    const match = table.match as Match<SpymasterState, SpymasterAction>;
    // The crashed process committed the host's play, then died before the bot moved.
    const applied = applyIntent(spymasterGame, match, { seat: 0, seq: 0, action: { type: "play", card: "hacker5" } });
    if (!applied.ok) throw new Error(applied.refusal.code);
    const next: Match<unknown, unknown> = applied.match;
    const deadline = nextDeadline(r.clock.now(), table, match, next, spymasterGame);
    expect(deadline).toBeNull();
    const committed = await r.store.commitIntent(
      table.id,
      {
        seq: 1,
        seat: 0,
        action: { type: "play", card: "hacker5" },
        source: "player",
        userId: HOST.id,
        at: r.clock.now(),
      },
      next,
      { deadline, warned: false },
    );
    expect(committed?.seq).toBe(1);
    expect(owing(committed as TableRecord)).toEqual([1]);

    r.clock.advance(30_000);
    const again = fresh({ file: r.file, clock: r.clock, seed: 41 });
    const restored = await again.service.openTables();
    expect(restored).toHaveLength(1);
    const change = ok(await again.service.catchUp(restored[0] as TableRecord));
    expect(change.movers[0]).toBe(1);
    expect(change.movers.every((s) => s === 1)).toBe(true);
    expect(change.nowUp).toEqual([0]);
    expect(owing(change.table)).toEqual([0]);
    expect(change.table.deadline).toBe(r.clock.now() + 120_000);
    const log = await again.store.intentLog(table.id);
    expect(log.slice(1).map((e) => e.source)).toEqual(change.movers.map(() => "bot"));
    expect(log[1]).toMatchObject({ seq: 2, seat: 1, source: "bot" });

    // Nothing owed: catchUp changes nothing.
    const idle = ok(await again.service.catchUp(change.table));
    expect(idle.movers).toEqual([]);
    expect(idle.nowUp).toEqual([]);
    expect((await again.service.get(table.id))?.seq).toBe(change.table.seq);
  });
});

describe("deadlines", () => {
  it("the warning comes a third of the turn early, at most a minute", async () => {
    expect(warningLead(10)).toBe(3_000);
    expect(warningLead(120)).toBe(40_000);
    expect(warningLead(180)).toBe(60_000);
    expect(warningLead(3600)).toBe(60_000);
    expect(warnAt({ deadline: 500_000, turnSeconds: 120 })).toBe(460_000);
    expect(warnAt({ deadline: null, turnSeconds: 120 })).toBeNull();
  });

  it("nextDeadline: none for bots only, the same within a simultaneous prompt, a fresh turn for a new prompt", async () => {
    const created = createMatch(spymasterGame, { seed: 42, players: 2, options: { variant: "mindmaster" } });
    if (!created.ok) throw new Error("setup refused");
    const start: Match<unknown, unknown> = created.match;
    const game: AnyGame = spymasterGame;
    const humans = [
      { seat: 0, userId: "a", name: "A", bot: false, timeouts: 0, autoPass: false, ready: false, deck: null },
      { seat: 1, userId: "b", name: "B", bot: false, timeouts: 0, autoPass: false, ready: false, deck: null },
    ];
    const bots = humans.map((s) => ({ ...s, bot: true }));
    const table = { turnSeconds: 60, deadline: 5_000, seats: humans };
    expect(nextDeadline(1_000, table, null, start, game)).toBe(61_000);
    expect(nextDeadline(1_000, table, null, start, game, bots)).toBeNull();
    const half = applyIntent(spymasterGame, created.match, {
      seat: 0,
      seq: 0,
      action: { type: "pick", card: "spade1" },
    });
    if (!half.ok) throw new Error("refused");
    expect(nextDeadline(1_000, table, start, half.match, game)).toBe(5_000);
    expect(nextDeadline(1_000, { ...table, deadline: null }, start, half.match, game)).toBe(61_000);
  });
});

describe("TurnScheduler", () => {
  function scheduler(clock: TestClock): { s: TurnScheduler; calls: string[] } {
    const calls: string[] = [];
    const s = new TurnScheduler(clock, {
      warn: (id) => calls.push(`warn ${id}`),
      timeout: (id) => calls.push(`timeout ${id}`),
      alarm: (key) => calls.push(`alarm ${key}`),
    });
    schedulers.push(s);
    return { s, calls };
  }

  const base = { status: "playing" as const, warned: false, turnSeconds: 120 };

  it("an alarm fires once at its moment; setting it again moves it, null clears it", () => {
    const clock = new TestClock(1_000_000);
    const { s, calls } = scheduler(clock);
    s.alarm("event:e1", 1_060_000);
    s.alarm("event:e2", 1_030_000);
    s.alarm("event:e2", null);
    s.alarm("event:e1", 1_090_000);
    clock.set(1_089_999);
    s.poke();
    expect(calls).toEqual([]);
    clock.set(1_090_000);
    s.poke();
    s.poke();
    expect(calls).toEqual(["alarm event:e1"]);
  });

  it("poke fires the warning at warnAt, then the timeout at the deadline, each once", async () => {
    const clock = new TestClock(1_000_000);
    const { s, calls } = scheduler(clock);
    s.track({ ...base, id: "t1", deadline: 1_120_000 });
    expect(s.size).toBe(1);
    clock.set(1_079_999);
    s.poke();
    expect(calls).toEqual([]);
    clock.set(1_080_000);
    s.poke();
    s.poke();
    expect(calls).toEqual(["warn t1"]);
    clock.set(1_119_999);
    s.poke();
    expect(calls).toEqual(["warn t1"]);
    clock.set(1_120_000);
    s.poke();
    s.poke();
    expect(calls).toEqual(["warn t1", "timeout t1"]);
    expect(s.size).toBe(0);
  });

  it("a clock that jumps past the deadline fires only the timeout; a warned table gets no second warning", async () => {
    const clock = new TestClock(0);
    const { s, calls } = scheduler(clock);
    s.track({ ...base, id: "late", deadline: 120_000 });
    s.track({ ...base, id: "warned", deadline: 500_000, warned: true });
    expect(s.size).toBe(2);
    clock.set(200_000);
    s.poke();
    expect(calls).toEqual(["timeout late"]);
    clock.set(499_999);
    s.poke();
    expect(calls).toEqual(["timeout late"]);
    clock.set(500_000);
    s.poke();
    expect(calls).toEqual(["timeout late", "timeout warned"]);
  });

  it("tracking a table again moves or clears its timer", async () => {
    const clock = new TestClock(0);
    const { s, calls } = scheduler(clock);
    s.track({ ...base, id: "a", deadline: 100_000 });
    s.track({ ...base, id: "b", deadline: 200_000 });
    s.track({ ...base, id: "c", deadline: 300_000 });
    expect(s.size).toBe(3);
    s.track({ ...base, id: "a", deadline: 400_000 });
    expect(s.size).toBe(3);
    s.track({ ...base, id: "b", status: "finished", deadline: null });
    s.track({ ...base, id: "c", deadline: null });
    expect(s.size).toBe(1);
    clock.set(300_000);
    s.poke();
    expect(calls).toEqual([]);
    clock.set(400_000);
    s.poke();
    expect(calls).toEqual(["timeout a"]);
    expect(s.size).toBe(0);
  });

  it("drives the service: the warning, then the timeout, then the next turn's timer", async () => {
    const r = fresh();
    const table = (await started(r.service)).table;
    const calls: string[] = [];
    // The scheduler only starts the work; each check below waits for what it started.
    const work: Promise<void>[] = [];
    const settled = async (): Promise<void> => void (await Promise.all(work.splice(0)));
    const s: TurnScheduler = new TurnScheduler(r.clock, {
      warn: (id) => {
        calls.push("warn");
        work.push(r.service.warned(id).then((result) => s.track(ok(result).table)));
      },
      timeout: (id) => {
        calls.push("timeout");
        work.push(r.service.timeout(id).then((result) => s.track(ok(result).table)));
      },
      alarm: () => undefined,
    });
    schedulers.push(s);
    s.track(table);
    r.clock.set(deadlineOf(table) - 40_000);
    s.poke();
    await settled();
    expect(calls).toEqual(["warn"]);
    expect((await r.service.get(table.id))?.warned).toBe(true);
    r.clock.set(deadlineOf(table));
    s.poke();
    await settled();
    expect(calls).toEqual(["warn", "timeout"]);
    const now = (await r.service.get(table.id)) as TableRecord;
    expect(now.seq).toBe(1);
    expect(now.deadline).toBe(r.clock.now() + 120_000);
    expect(s.size).toBe(1);
    ok(await r.service.concede(table.id, HOST.id));
    s.track((await r.service.get(table.id)) as TableRecord);
    expect(s.size).toBe(0);
  });
});
