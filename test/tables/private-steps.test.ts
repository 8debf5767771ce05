/**
 * A move walked step by step in a private reply (World Gainer's card, then square, or back) is seen by its maker only:
 * everything another seat can observe of the table stays as it was, its deadline, its log, its public choices and
 * the other seat's staleness token included; and a press of the other seat is not refused for it.
 */
import { afterAll, describe, expect, it } from "vitest";
import { Rng, seedRng, waitingFor } from "../../src/engine/index.ts";
import type { MatchStore, TableRecord } from "../../src/db/store.ts";
import type { SurvivorAction, SurvivorState } from "../../src/games/survivor/state.ts";
import type { WorldGainerAction } from "../../src/games/world-gainer/state.ts";
import { TableService } from "../../src/tables/service.ts";
import { ok, refusal, rig, started, tempFiles, userAt, type Rig } from "./helpers.ts";

const temp = tempFiles("bot-private-steps-");
afterAll(() => temp.cleanup());

/** A World Gainer table played by the game's bot in both seats until seat `seat` may choose a card to place. */
async function atChoice(r: Rig): Promise<{ table: TableRecord; seat: number; choose: WorldGainerAction }> {
  let table = (await started(r.service, { kind: "world-gainer" })).table;
  const rng = new Rng(seedRng(7));
  for (let step = 0; step < 400; step++) {
    const match = table.match;
    if (!match) break;
    const kind = r.service.kindOf(table);
    const [seat] = waitingFor(kind.game, match);
    if (seat === undefined) break;
    const legal = r.service.legal(table, seat) as WorldGainerAction[];
    const choose = legal.find((a) => a.type === "choose");
    if (choose && step > 4) return { table, seat, choose };
    const view = r.service.view(table, seat);
    if (!view) break;
    table = ok(await r.service.act(table.id, userAt(table, seat), match.seq, kind.bot.choose(view, legal, rng))).table;
  }
  throw new Error("no card to choose came up");
}

describe("a move only its maker sees", () => {
  it("choosing a card and going back changes nothing the other seat or the channel can observe", async () => {
    const r = rig(temp);
    const { table, seat, choose } = await atChoice(r);
    const other = 1 - seat;
    const observed = async (t: TableRecord) => ({
      deadline: t.deadline,
      log: await r.service.publicLog(t, 6),
      publicToken: r.service.token(t, "spectator"),
      otherToken: r.service.token(t, other),
      otherView: r.service.view(t, other),
      spectator: r.service.view(t, "spectator"),
    });
    const before = await observed(table);
    // Time passes between the steps: a deadline renewed by them would show it.
    r.clock.advance(5_000);
    const chosen = ok(await r.service.act(table.id, userAt(table, seat), table.seq, choose));
    expect(chosen.shown).toBe(false);
    expect(chosen.nowUp).toEqual([]);
    expect(await observed(chosen.table)).toEqual(before);
    // The chooser's own token moved: its old buttons are stale, a second press of the same one is refused.
    expect(r.service.token(chosen.table, seat)).not.toBe(r.service.token(table, seat));
    expect(refusal(await r.service.press(table.id, userAt(table, seat), r.service.token(table, seat), choose))).toBe(
      "stale",
    );
    r.clock.advance(5_000);
    const back = ok(await r.service.act(table.id, userAt(table, seat), chosen.table.seq, { type: "back" }));
    expect(back.shown).toBe(false);
    expect(await observed(back.table)).toEqual(before);
  });

  it("a press whose commit loses to another seat's unseen step is made again, and counts", async () => {
    const r = rig(temp);
    const { table, placer } = await atFeed(r);
    const presser = 1 - placer;
    const [alice, bob] = [userAt(table, presser), userAt(table, placer)];
    // Alice's choices were offered before Bob's step; his step is his own business, so they still stand.
    const aliceToken = r.service.token(table, presser);
    const place = (seat: number, t: TableRecord) =>
      (r.service.legal(t, seat) as SurvivorAction[]).find((a) => a.type === "place") as SurvivorAction;
    // Bob places a card while Alice's press is on its way: her commit, read before his, loses the race once.
    const store = r.store;
    let raced = false;
    const racing = new TableService(
      new Proxy(store, {
        get(target, key, receiver) {
          if (key !== "commitIntent" || raced) return Reflect.get(target, key, receiver) as unknown;
          return async (...args: Parameters<MatchStore["commitIntent"]>) => {
            raced = true;
            ok(await r.service.act(table.id, bob, table.seq, place(placer, table)));
            return store.commitIntent(...args);
          };
        },
      }),
      r.clock,
      r.log,
    );
    const pressed = ok(await racing.press(table.id, alice, aliceToken, r.service.legal(table, presser)[0]));
    expect(raced).toBe(true);
    expect((await r.store.intentLog(table.id)).slice(-2).map((e) => [e.seat, e.source])).toEqual([
      [placer, "player"],
      [presser, "player"],
    ]);
    expect(pressed.table.seq).toBe(table.seq + 2);
  });
});

/**
 * A two-player Survivor table played by the bot until both seats build their feeding plans with a card to place for
 * one of them (`placer`).
 */
async function atFeed(r: Rig): Promise<{ table: TableRecord; placer: number }> {
  let table = (await started(r.service, { kind: "survivor" })).table;
  const rng = new Rng(seedRng(3));
  const canPlace = (t: TableRecord, seat: number): boolean =>
    r.service.legal(t, seat).some((a) => (a as SurvivorAction).type === "place");
  for (let step = 0; step < 400 && table.match; step++) {
    const kind = r.service.kindOf(table);
    const owing = waitingFor(kind.game, table.match);
    const placer = [1, 0].find((seat) => canPlace(table, seat));
    if ((table.match.state as SurvivorState).phase === "feed" && owing.length === 2 && placer !== undefined)
      return { table, placer };
    const seat = owing[0] as number;
    const view = r.service.view(table, seat);
    if (!view) break;
    table = ok(
      await r.service.act(
        table.id,
        userAt(table, seat),
        table.match.seq,
        kind.bot.choose(view, r.service.legal(table, seat), rng),
      ),
    ).table;
  }
  throw new Error("the feeding step never came");
}
