import { afterEach, describe, expect, it } from "vitest";
import {
  customIds,
  decideLikeBot,
  openAndStart,
  phaseOf,
  privateReply,
  startHarness,
  tableMessage,
  tableOf,
  testRng,
  userOfSeat,
  type Harness,
} from "./harness.ts";

/**
 * A decision made in steps through Discord (issue 27, point 5): Tomb Raider's own starting hand, card by card. A
 * group's menu opens its option in the same private reply, Back closes it again, and the last step's choice is the
 * move; nothing is committed on the way.
 */
let h: Harness | null = null;
afterEach(async () => {
  await h?.stop();
  h = null;
});

describe("a decision in steps in Discord", () => {
  it("opens a group's option in place, goes back, and makes the move at the last step", async () => {
    h = await startHarness();
    const started = await openAndStart(h, "tomb-raider", undefined, "solo");
    const rng = testRng(5);
    for (let step = 0; step < 5 && phaseOf(await tableOf(h, started.id)) !== "hand"; step++) {
      const table = await tableOf(h, started.id);
      await decideLikeBot(h, started.id, userOfSeat(h, table, 0), rng);
    }
    const table = await tableOf(h, started.id);
    expect(phaseOf(table)).toBe("hand");
    const user = userOfSeat(h, table, 0);
    const reply = await h.emu.press(user, tableMessage(h, table), `h:${table.id}`);
    privateReply(reply, user);
    if (!reply.message) throw new Error("no hand reply");
    const token = h.bot.ctx.service.token(table, 0);
    const group = `c:${table.id}:${token}:1`;
    expect(customIds(reply.message).find((c) => c.id === group)?.menu).toBe(true);

    const opened = await h.emu.select(user, reply.message, group, ["0"]);
    expect(opened.type).toBe(7);
    const inPlace = opened.message;
    if (!inPlace) throw new Error("the reply was not updated");
    expect(inPlace.content).toContain("Chosen so far: ");
    const ids = customIds(inPlace).map((c) => c.id);
    expect(ids).toContain(`o:${table.id}:${token}`);
    expect(ids).toContain(`${group}.0.0`);

    const back = await h.emu.press(user, inPlace, `o:${table.id}:${token}`);
    expect(back.type).toBe(7);
    expect(back.message?.content).not.toContain("Chosen so far: ");
    expect(customIds(back.message ?? inPlace).map((c) => c.id)).toContain(group);
    await h.bot.ctx.idle();
    expect((await tableOf(h, table.id)).seq).toBe(table.seq);

    let message = back.message ?? inPlace;
    for (const path of [group, `${group}.0.0`]) {
      message = (await h.emu.select(user, message, path, ["0"])).message ?? message;
    }
    const last = customIds(message).find((c) => c.id === `${group}.0.0.0.0`);
    if (!last) throw new Error("no last step");
    await h.emu.select(user, message, last.id, [last.values[0] ?? ""]);
    await h.bot.ctx.idle();
    const after = await tableOf(h, table.id);
    expect(after.seq).toBeGreaterThan(table.seq);
    expect((await h.bot.ctx.store.intentLog(table.id)).find((i) => i.seq === table.seq + 1)).toMatchObject({
      seat: 0,
      action: { type: "hand" },
    });
  });
});
