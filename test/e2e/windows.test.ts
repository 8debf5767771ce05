import { afterEach, describe, expect, it } from "vitest";
import {
  advance,
  customIds,
  decideLikeBot,
  dmsTo,
  openAndStart,
  privateReply,
  startHarness,
  tableMessage,
  tableOf,
  testRng,
  userOfSeat,
  type Harness,
} from "./harness.ts";

/**
 * Issue 18, seats lost to pass windows: a Tomb Raider rival window is one press on the public table message, for the
 * prompted seat only; and a seat the bot took over comes back with one press of I'm back.
 */
let h: Harness | null = null;
afterEach(async () => {
  await h?.stop();
  h = null;
});

describe("pass windows in Discord", () => {
  it("the rival passes a window from the table message; anyone else is refused and nothing changes", async () => {
    h = await startHarness();
    const started = await openAndStart(h, "tomb-raider");
    const rng = testRng(3);
    const { service } = h.bot.ctx;
    const windowSeat = async (): Promise<number | undefined> => {
      const table = await tableOf(h as Harness, started.id);
      return service.owing(table).find((seat) => service.isPassWindow(table, seat));
    };
    for (let step = 0; step < 400 && (await windowSeat()) === undefined; step++) {
      const table = await tableOf(h, started.id);
      const seat = service.owing(table)[0] as number;
      await decideLikeBot(h, started.id, userOfSeat(h, table, seat), rng);
    }
    const seat = await windowSeat();
    if (seat === undefined) throw new Error("no window reached");
    const table = await tableOf(h, started.id);
    const board = tableMessage(h, table);
    const passId = `p:${table.id}:${h.bot.ctx.service.token(table, "spectator")}`;
    const pass = customIds(board).find((c) => c.id === passId);
    expect(pass).toBeDefined();
    const rival = userOfSeat(h, table, seat);
    const other = userOfSeat(h, table, 1 - seat);
    // Each user reads the refusal in their own Discord language.
    expect(privateReply(await h.emu.press(other, board, passId), other)).toMatch(
      /^(It is not your turn to decide\.|今はあなたの手番ではありません。)$/,
    );
    expect(privateReply(await h.emu.press(h.carol, board, passId), h.carol)).toBe("You are not seated at this table.");
    await h.bot.ctx.idle();
    expect((await tableOf(h, table.id)).seq).toBe(table.seq);
    await h.emu.press(rival, board, passId);
    await h.bot.ctx.idle();
    const after = await tableOf(h, table.id);
    expect(after.seq).toBeGreaterThan(table.seq);
    expect((await h.bot.ctx.store.intentLog(table.id)).at(-1 - (after.seq - table.seq - 1))).toMatchObject({
      seat,
      action: { type: "pass" },
    });
  });

  it("the your-turn DM of a window carries the same one-press Pass", async () => {
    h = await startHarness();
    const started = await openAndStart(h, "tomb-raider", 3600);
    const rng = testRng(3);
    const { service } = h.bot.ctx;
    for (let step = 0; step < 400; step++) {
      const table = await tableOf(h, started.id);
      const seat = service.owing(table)[0] as number;
      if (service.isPassWindow(table, seat)) break;
      // Away long enough that the next player's turn comes by DM.
      await advance(h, 180_000);
      await decideLikeBot(h, started.id, userOfSeat(h, table, seat), rng);
    }
    const table = await tableOf(h, started.id);
    const seat = service.owing(table)[0] as number;
    expect(service.isPassWindow(table, seat)).toBe(true);
    const rival = userOfSeat(h, table, seat);
    const dm = dmsTo(h, rival).at(-1);
    if (!dm) throw new Error("no DM");
    const passId = `p:${table.id}:${h.bot.ctx.service.token(table, "spectator")}`;
    expect(customIds(dm).map((c) => c.id)).toEqual([passId]);
    await h.emu.press(rival, dm, passId);
    await h.bot.ctx.idle();
    expect((await tableOf(h, table.id)).seq).toBeGreaterThan(table.seq);
  });

  it("a player whose seat the bot took presses I'm back in My hand and plays again", async () => {
    h = await startHarness();
    const started = await openAndStart(h, "spymaster");
    const { service, store } = h.bot.ctx;
    const guest = userOfSeat(h, started, 1);
    await store.updateTable(started.id, started.version, {
      seats: started.seats.map((s) => (s.seat === 1 ? { ...s, bot: true, timeouts: 3 } : s)),
    });
    const table = await tableOf(h, started.id);
    const hand = await h.emu.press(guest, tableMessage(h, table), `h:${table.id}`);
    expect(privateReply(hand, guest)).toMatch(/Press I'm back|「戻りました」を押す/);
    const back = customIds(hand.message as never).find((c) => c.id === `b:${table.id}`);
    expect(back).toBeDefined();
    const outcome = await h.emu.press(guest, hand.message as never, `b:${table.id}`);
    await h.bot.ctx.idle();
    expect(outcome.message?.content).toMatch(/Welcome back|おかえりなさい/);
    expect((await tableOf(h, table.id)).seats[1]).toMatchObject({ bot: false, timeouts: 0 });
    expect(service.seatOf(await tableOf(h, table.id), guest.id)).toBe(1);
  });
});
