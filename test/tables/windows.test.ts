import { afterAll, afterEach, describe, expect, it } from "vitest";
import { Rng, seedRng, waitingFor, type AnyGame, type Match } from "../../src/engine/index.ts";
import type { TableRecord } from "../../src/db/store.ts";
import { HAND_OVER_AFTER } from "../../src/tables/service.ts";
import { expectNoCardsLogged, GUEST, ok, refusal, rig, started, tempFiles, userAt, type Rig } from "./helpers.ts";

/**
 * Seats lost to pass windows (issue 18): a window that only offers passing or optional cards never counts towards
 * handing a seat to the bot, and a player whose seat the bot took gets it back with one press.
 */
const temp = tempFiles();
afterAll(() => temp.cleanup());
const rigs: Rig[] = [];
afterEach(async () => {
  for (const made of rigs.splice(0)) expectNoCardsLogged(made.log);
  temp.closeAll();
});
function fresh(seed: number): Rig {
  const made = rig(temp, { seed });
  rigs.push(made);
  return made;
}

const owing = (r: Rig, table: TableRecord): number[] =>
  waitingFor(r.service.kindOf(table).game as AnyGame, table.match as Match<unknown, unknown>);

/** Plays both seats with the game's bot until `stop` says so. */
async function playUntil(r: Rig, table: TableRecord, stop: (t: TableRecord) => boolean): Promise<TableRecord> {
  const rng = new Rng(seedRng(5));
  for (let step = 0; step < 2000 && table.status === "playing"; step++) {
    if (stop(table)) return table;
    const seat = owing(r, table)[0] as number;
    const kind = r.service.kindOf(table);
    const view = r.service.view(table, seat);
    if (!view) throw new Error("no view");
    const action = kind.bot.choose(view, r.service.legal(table, seat), rng);
    table = ok(await r.service.act(table.id, userAt(table, seat), table.match?.seq ?? 0, action)).table;
  }
  throw new Error("never reached");
}

describe("pass windows and timeouts", () => {
  it("a Tomb Raider rival window left to time out is passed for the seat and does not count as a missed turn", async () => {
    const r = fresh(11);
    let table = (await started(r.service, { kind: "tomb-raider" })).table;
    let windows = 0;
    for (let n = 0; n < 4; n++) {
      table = await playUntil(r, table, (t) => owing(r, t).some((s) => r.service.isPassWindow(t, s)));
      const seat = owing(r, table).find((s) => r.service.isPassWindow(table, s)) as number;
      const before = table.seats[seat]?.timeouts;
      r.clock.set((table.deadline ?? 0) + 1);
      const change = ok(await r.service.timeout(table.id));
      expect(change.timedOut).toEqual([seat]);
      expect(change.table.seats[seat]?.timeouts).toBe(before);
      expect(change.table.seats[seat]?.bot).toBe(false);
      table = change.table;
      windows += 1;
    }
    expect(windows).toBe(4);
  });

  it(`a decision that is not a window still counts, and ${HAND_OVER_AFTER} in a row hand the seat over; one press takes it back`, async () => {
    const r = fresh(42);
    let table = (await started(r.service)).table;
    for (let n = 0; n < HAND_OVER_AFTER && !table.seats[1]?.bot; n++) {
      table = await playUntil(r, table, (t) => owing(r, t).includes(1));
      r.clock.set((table.deadline ?? 0) + 1);
      table = ok(await r.service.timeout(table.id)).table;
    }
    expect(table.seats[1]).toMatchObject({ bot: true, timeouts: HAND_OVER_AFTER });
    expect(
      refusal(await r.service.act(table.id, GUEST.id, table.match?.seq ?? 0, { type: "guess", kind: "spy" })),
    ).toBe("seat-is-bot");
    expect(refusal(await r.service.comeBack(table.id, "someone-else"))).toBe("not-seated");
    const back = ok(await r.service.comeBack(table.id, GUEST.id)).table;
    expect(back.seats[1]).toMatchObject({ bot: false, timeouts: 0 });
    expect(refusal(await r.service.comeBack(table.id, GUEST.id))).toBe("seat-not-bot");
    // Kept in SQLite: the seat is the player's again after a restart too.
    expect((await r.store.getTable(table.id))?.seats[1]).toMatchObject({ bot: false, timeouts: 0 });
  });
});

describe("a secret plan left to time out (Survivor's feeding)", () => {
  it("is finished by the bot as one decision: one timeout, the seat's plan confirmed, the next step on its own clock", async () => {
    const r = fresh(7);
    let table = (await started(r.service, { kind: "survivor" })).table;
    // Both seats choose their deck; then both owe the feeding plan.
    table = await playUntil(r, table, (t) => (t.match?.state as { phase?: string }).phase === "feed");
    expect(owing(r, table)).toEqual([0, 1]);
    // Seat 0 confirms at once; seat 1 lets the time run out.
    table = ok(await r.service.act(table.id, userAt(table, 0), table.match?.seq ?? 0, { type: "done" })).table;
    const deadline = table.deadline ?? 0;
    r.clock.set(deadline + 1);
    const change = ok(await r.service.timeout(table.id));
    expect(change.timedOut).toEqual([1]);
    expect(change.table.seats[1]).toMatchObject({ timeouts: 1, bot: false });
    const state = change.table.match?.state as { phase: string };
    expect(state.phase).not.toBe("feed");
    // The alliance step that follows starts a fresh deadline: nothing is due yet.
    expect(change.table.deadline ?? 0).toBeGreaterThan(deadline);
    expect(refusal(await r.service.timeout(table.id))).toBe("not-due");
  });
});

describe("auto-pass (a seat's own setting, whatever its hand)", () => {
  it("passes every window the seat owes at once, and nothing else; turned off, the seat answers again", async () => {
    const r = fresh(9);
    let table = (await started(r.service, { kind: "survivor" })).table;
    table = ok(await r.service.setAutoPass(table.id, GUEST.id, true)).table;
    expect(table.seats[1]?.autoPass).toBe(true);
    let windows = 0;
    for (let step = 0; step < 400 && windows < 6 && table.status === "playing"; step++) {
      // Seat 1 never owes a window while auto-pass is on; it still owes every other decision.
      for (const seat of owing(r, table))
        if (seat === 1)
          expect(
            r.service.isPassWindow(table, 1),
            JSON.stringify({ phase: (table.match?.state as { phase: string }).phase, seats: table.seats, step }),
          ).toBe(false);
      const before = (await r.store.intentLog(table.id)).length;
      table = await playUntil(r, table, (t) => t.seq > table.seq);
      windows += (await r.store.intentLog(table.id)).slice(before).filter((e) => e.source === "auto-pass").length;
    }
    expect(windows).toBeGreaterThanOrEqual(6);
    expect(
      (await r.store.intentLog(table.id))
        .filter((e) => e.source === "auto-pass")
        .every((e) => e.seat === 1 && e.userId === GUEST.id),
    ).toBe(true);
    table = ok(await r.service.setAutoPass(table.id, GUEST.id, false)).table;
    table = await playUntil(r, table, (t) => owing(r, t).includes(1) && r.service.isPassWindow(t, 1));
    expect(owing(r, table)).toContain(1);
    expect(refusal(await r.service.setAutoPass(table.id, "someone-else", true))).toBe("not-seated");
  });
});
