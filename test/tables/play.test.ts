import { afterAll, afterEach, describe, expect, it } from "vitest";
import { eventFor, Rng, seedRng } from "../../src/engine/index.ts";
import type { TableRecord } from "../../src/db/store.ts";
import { spymasterGame } from "../../src/games/spymaster/index.ts";
import type { SpymasterState } from "../../src/games/spymaster/state.ts";
import {
  expectNoCardsLogged,
  GUEST,
  HOST,
  HOST_AUTH,
  lobby,
  ok,
  refusal,
  rig,
  started,
  tempFiles,
  THIRD,
  userAt,
  type Rig,
  waitingSeats,
} from "./helpers.ts";

const temp = tempFiles();
afterAll(() => temp.cleanup());

const rigs: Rig[] = [];
function fresh(seed = 42): Rig {
  const made = rig(temp, { seed });
  rigs.push(made);
  return made;
}
afterEach(async () => {
  for (const made of rigs.splice(0)) expect(expectNoCardsLogged(made.log)).toBeGreaterThan(0);
  temp.closeAll();
});

function stateOf(table: TableRecord): SpymasterState {
  if (!table.match) throw new Error("no match");
  return table.match.state as SpymasterState;
}

const owing = waitingSeats;

describe("start", () => {
  it("pins the rules version, stores the seq 0 snapshot and sets the deadline for the human who must decide", async () => {
    const r = fresh();
    const table = await lobby(r.service);
    r.clock.advance(1234);
    const change = ok(await r.service.start(table.id, HOST_AUTH));
    const t = change.table;
    expect(t.status).toBe("playing");
    expect(t.rulesVersion).toBe(spymasterGame.rulesVersion);
    expect(t.match?.rulesVersion).toBe(spymasterGame.rulesVersion);
    expect(t.match?.setup).toEqual({ seed: 42, players: 2, options: { variant: "spymaster" } });
    expect(t.seq).toBe(0);
    expect(t.match?.seq).toBe(0);
    expect(await r.store.snapshot(t.id, 0)).toEqual(t.match);
    expect(await r.store.intentLog(t.id)).toEqual([]);
    expect(t.deadline).toBe(r.clock.now() + 120_000);
    expect(t.warned).toBe(false);
    // Seed 42 deals the first attack to seat 1, the guest.
    expect(stateOf(t).attacker).toBe(1);
    expect(change.nowUp).toEqual([1]);
    expect(change.movers).toEqual([]);
    expect(change.events.map((e) => e.type)).toContain("shuffle");
    expect(await r.service.get(t.id)).toEqual(t);
  });

  it("MindMaster prompts both seats at once", async () => {
    const r = fresh();
    const change = await started(r.service, { kind: "mindmaster", turnSeconds: 30 });
    expect(stateOf(change.table).phase).toBe("pick");
    expect(change.nowUp).toEqual([0, 1]);
    expect(change.table.deadline).toBe(r.clock.now() + 30_000);
  });
});

describe("act", () => {
  it("refuses a user without a seat and the seat whose turn it is not; a refusal stores nothing", async () => {
    const r = fresh();
    const t = (await started(r.service)).table;
    const play = { type: "play", card: "spy6" };
    expect(refusal(await r.service.act(t.id, THIRD.id, 0, play))).toBe("not-seated");
    expect(refusal(await r.service.act(t.id, HOST.id, 0, play))).toBe("not-your-turn");
    expect(refusal(await r.service.act(t.id, GUEST.id, 0, { type: "play", card: "spy6" }))).toBe("card-not-in-hand");
    expect(refusal(await r.service.act(t.id, GUEST.id, 0, { type: "fly" }))).toBe("malformed");
    expect(await r.store.intentLog(t.id)).toEqual([]);
    expect(await r.service.get(t.id)).toEqual(t);
  });

  it("a repeated intent with the same seq is stale and stores nothing", async () => {
    const r = fresh();
    const t = (await started(r.service)).table;
    r.clock.advance(10_000);
    const first = ok(await r.service.act(t.id, GUEST.id, 0, { type: "play", card: "spy5" }));
    expect(first.table.seq).toBe(1);
    expect(first.movers).toEqual([1]);
    expect(first.nowUp).toEqual([0]);
    expect(first.table.deadline).toBe(r.clock.now() + 120_000);
    expect(stateOf(first.table).phase).toBe("guess");
    const log = await r.store.intentLog(t.id);
    expect(log).toEqual([
      {
        seq: 1,
        seat: 1,
        action: { type: "play", card: "spy5" },
        source: "player",
        userId: GUEST.id,
        at: r.clock.now(),
      },
    ]);

    const again = await r.service.act(t.id, GUEST.id, 0, { type: "play", card: "hacker2" });
    expect(again).toEqual({ ok: false, refusal: { code: "stale", params: { seq: 1 } } });
    expect(await r.store.intentLog(t.id)).toHaveLength(1);
    expect(await r.service.get(t.id)).toEqual(first.table);
  });

  it("with a bot seat, the bot answers right after the human's move and the log says so", async () => {
    // Seed 41 deals the first attack to seat 0, the host, so the bot must guess right after the host's play.
    const r = fresh(41);
    const start = await started(r.service, { second: "bot" });
    expect(start.movers).toEqual([]);
    expect(start.nowUp).toEqual([0]);
    expect(stateOf(start.table).attacker).toBe(0);
    r.clock.advance(3_000);
    const change = ok(await r.service.act(start.table.id, HOST.id, 0, { type: "play", card: "hacker5" }));
    expect(change.movers.slice(0, 2)).toEqual([0, 1]);
    const log = await r.store.intentLog(start.table.id);
    expect(log[0]).toEqual({
      seq: 1,
      seat: 0,
      action: { type: "play", card: "hacker5" },
      source: "player",
      userId: HOST.id,
      at: r.clock.now(),
    });
    expect(log[1]).toMatchObject({ seq: 2, seat: 1, source: "bot", userId: null });
    expect(log[1]?.action).toMatchObject({ type: "guess" });
    expect(log.slice(1).every((e) => e.source === "bot" && e.seat === 1)).toBe(true);
    expect(log).toHaveLength(change.movers.length);
    // Whatever the bot did, the host is up again with a fresh turn.
    expect(owing(change.table)).toEqual([0]);
    expect(change.nowUp).toEqual([0]);
    expect(change.table.deadline).toBe(r.clock.now() + 120_000);
    expect(change.table.seq).toBe(log.length);
    expect(
      refusal(await r.service.act(start.table.id, THIRD.id, change.table.seq, { type: "guess", kind: "spy" })),
    ).toBe("not-seated");
  });

  it("a bot that attacks first moves during start", async () => {
    const r = fresh(42);
    const start = await started(r.service, { second: "bot" });
    expect(start.movers).toEqual([1]);
    expect(start.nowUp).toEqual([0]);
    expect(stateOf(start.table).phase).toBe("guess");
    expect(await r.store.intentLog(start.table.id)).toMatchObject([{ seq: 1, seat: 1, source: "bot", userId: null }]);
    expect(start.table.deadline).toBe(r.clock.now() + 120_000);
  });

  it("MindMaster's opening pick keeps the deadline while the other seat still owes its answer", async () => {
    const r = fresh();
    const start = await started(r.service, { kind: "mindmaster" });
    const id = start.table.id;
    const deadline = start.table.deadline;
    expect(deadline).toBe(r.clock.now() + 120_000);

    r.clock.advance(20_000);
    const first = ok(await r.service.act(id, HOST.id, 0, { type: "pick", card: "spade1" }));
    expect(first.table.deadline).toBe(deadline);
    expect(first.nowUp).toEqual([]);
    expect(first.movers).toEqual([0]);
    expect(first.events.map((e) => e.type)).toEqual(["answered"]);
    expect(owing(first.table)).toEqual([1]);
    expect(refusal(await r.service.act(id, HOST.id, 1, { type: "pick", card: "heart2" }))).toBe("already-answered");

    r.clock.advance(20_000);
    // The guest answers the same prompt, built at seq 0; spade beats heart, so the host attacks first.
    const second = ok(await r.service.act(id, GUEST.id, 0, { type: "pick", card: "heart7" }));
    expect(second.table.seq).toBe(2);
    expect(stateOf(second.table).phase).toBe("attack");
    expect(stateOf(second.table).attacker).toBe(0);
    expect(second.nowUp).toEqual([0]);
    expect(second.table.deadline).toBe(r.clock.now() + 120_000);
    expect((await r.store.intentLog(id)).map((e) => [e.seq, e.seat, e.source])).toEqual([
      [1, 0, "player"],
      [2, 1, "player"],
    ]);
  });

  it("a tied pick prompts both seats anew: both are newly up, with a fresh deadline", async () => {
    const r = fresh();
    const id = (await started(r.service, { kind: "mindmaster" })).table.id;
    ok(await r.service.act(id, HOST.id, 0, { type: "pick", card: "heart2" }));
    r.clock.advance(7_000);
    const tie = ok(await r.service.act(id, GUEST.id, 1, { type: "pick", card: "heart7" }));
    expect(stateOf(tie.table).phase).toBe("pick");
    expect(tie.nowUp).toEqual([0, 1]);
    expect(tie.table.deadline).toBe(r.clock.now() + 120_000);
    expect(tie.table.match?.promptSeq).toBe(2);
  });
});

describe("a whole match", () => {
  for (const kind of ["spymaster", "mindmaster"] as const) {
    it(`${kind}: alternating legal moves by both users end the match; the deadline clears and the table closes`, async () => {
      const r = fresh(7);
      const start = await started(r.service, { kind });
      const id = start.table.id;
      const rng = new Rng(seedRng(99));
      let table = start.table;
      let moves = 0;
      const events = [...start.events];
      while (table.status === "playing" && moves < 2000) {
        const seats = owing(table);
        expect(seats.length).toBeGreaterThan(0);
        const seat = rng.pick(seats);
        const action = rng.pick(r.service.legal(table, seat));
        r.clock.advance(1_000);
        const change = ok(await r.service.act(id, userAt(table, seat), table.seq, action));
        expect(change.movers).toEqual([seat]);
        expect(change.table.seq).toBe(table.seq + 1);
        events.push(...change.events);
        table = change.table;
        if (table.status === "playing") expect(table.deadline).not.toBeNull();
        moves += 1;
      }
      expect(table.status).toBe("finished");
      expect(table.deadline).toBeNull();
      expect(table.endedAt).toBe(r.clock.now());
      expect(table.outcome?.winners).toHaveLength(1);
      expect(table.outcome?.reason).toBe(kind === "spymaster" ? "documents" : "outs");
      expect(table.outcome).toEqual(spymasterGame.outcome(stateOf(table)));
      const log = await r.store.intentLog(id);
      expect(log).toHaveLength(moves);
      expect(log.every((e) => e.source === "player")).toBe(true);
      expect(await r.store.snapshot(id, moves)).toEqual(table.match);
      // The public log keeps every event of the match, and only what a spectator sees of it.
      expect(events.some((e) => e.secret)).toBe(true);
      expect(await r.service.publicLog(table, moves + 1)).toEqual(events.map((e) => eventFor(e, "spectator")));
      expect(await r.service.openTables()).toEqual([]);
      expect(refusal(await r.service.act(id, HOST.id, table.seq, { type: "guess", kind: "spy" }))).toBe("table-closed");
      expect(refusal(await r.service.concede(id, HOST.id))).toBe("table-closed");
    });
  }
});

describe("concede and end", () => {
  it("a conceding player loses; the others win", async () => {
    const r = fresh();
    const id = (await started(r.service)).table.id;
    r.clock.advance(9_000);
    expect(refusal(await r.service.concede(id, THIRD.id))).toBe("not-seated");
    const done = ok(await r.service.concede(id, GUEST.id)).table;
    expect(done).toMatchObject({
      status: "finished",
      outcome: { winners: [0], reason: "concede" },
      deadline: null,
      endedAt: r.clock.now(),
    });
  });

  it("end: host or manager only, from lobby or play", async () => {
    const r = fresh();
    const id = (await started(r.service)).table.id;
    expect(refusal(await r.service.end(id, { userId: GUEST.id, canManage: false }))).toBe("host-only");
    const ended = ok(await r.service.end(id, { userId: THIRD.id, canManage: true })).table;
    expect(ended).toMatchObject({ status: "cancelled", outcome: null, deadline: null });
    const other = await lobby(r.service, { channelId: "channel-2" });
    expect(ok(await r.service.end(other.id, HOST_AUTH)).table.status).toBe("cancelled");
  });
});
