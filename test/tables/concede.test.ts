import { afterAll, afterEach, describe, expect, it } from "vitest";
import { Rng, seedRng, type AnyGame, type Match } from "../../src/engine/index.ts";
import type { TableRecord } from "../../src/db/store.ts";
import {
  expectNoCardsLogged,
  GUEST,
  HOST,
  HOST_AUTH,
  lobby,
  ok,
  refusal,
  rig,
  tempFiles,
  THIRD,
  userAt,
  waitingSeats,
  type Rig,
} from "./helpers.ts";

/** /concede in a game of more than two: the player is out and the game goes on; out, they can change nothing. */
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

/** A started three-seat table of the given kind: HOST, GUEST and THIRD. */
async function threeSeats(r: Rig, kind: string): Promise<TableRecord> {
  const table = await lobby(r.service, { kind });
  ok(await r.service.join(table.id, THIRD));
  return ok(await r.service.start(table.id, HOST_AUTH)).table;
}

/** Plays every seat still asked with the game's bot, a few moves. */
async function play(r: Rig, table: TableRecord, moves: number): Promise<TableRecord> {
  const rng = new Rng(seedRng(3));
  for (let n = 0; n < moves && table.status === "playing"; n++) {
    const seat = waitingSeats(table)[0] as number;
    const view = r.service.view(table, seat);
    if (!view) throw new Error("no view");
    const action = r.service.kindOf(table).bot.choose(view, r.service.legal(table, seat), rng);
    table = ok(await r.service.act(table.id, userAt(table, seat), table.match?.seq ?? 0, action)).table;
  }
  return table;
}

const outSeats = (table: TableRecord): number[] => (table.match?.state as { outSeats: number[] }).outSeats;

describe("conceding at a table of three", () => {
  for (const kind of ["survivor", "powapowa"]) {
    it(`${kind}: takes the player out and the match goes on; a second concession is refused`, async () => {
      const r = fresh(7);
      let table = await play(r, await threeSeats(r, kind), 12);
      const change = ok(await r.service.concede(table.id, GUEST.id));
      table = change.table;
      expect(table.status).toBe("playing");
      expect(outSeats(table)).toEqual([1]);
      expect(change.events.some((e) => e.type === "conceded" || e.type === "out")).toBe(true);
      expect(waitingSeats(table)).not.toContain(1);
      expect(r.service.legal(table, 1)).toEqual([]);
      expect(refusal(await r.service.concede(table.id, GUEST.id))).toBe("already-out");
      // The intent log keeps the concession as a move: the match replays from it.
      const log = await r.store.intentLog(table.id);
      expect(log.some((e) => e.seat === 1 && JSON.stringify(e.action) === '{"concede":true}')).toBe(true);
      const game = r.service.kindOf(table).game as AnyGame;
      expect(game.outcome((table.match as Match<unknown, unknown>).state)).toBeNull();
      // The last two play on; when HOST concedes too, THIRD wins.
      const last = ok(await r.service.concede(table.id, HOST.id)).table;
      expect(last.status).toBe("finished");
      expect(last.outcome?.winners).toEqual([2]);
      expect(last.outcome?.ranking).toEqual([[2], [0], [1]]);
    });
  }

  it("a two-player game without a concession of its own still ends at once, the other seat winning", async () => {
    const r = fresh(7);
    const table = await lobby(r.service, { kind: "spymaster" });
    const started = ok(await r.service.start(table.id, HOST_AUTH)).table;
    expect(ok(await r.service.concede(started.id, GUEST.id)).table).toMatchObject({
      status: "finished",
      outcome: { winners: [0], reason: "concede" },
    });
  });
});
