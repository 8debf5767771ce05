/**
 * The bot under Discord's rate limits (the emulator enforces them: per-route buckets with their headers, the global
 * limit, 429s and the invalid-request count). It must follow the headers and never meet a 429 it could have avoided,
 * answer every press at once whatever its table edits wait for, and let a burst of moves land as one edit of the
 * latest state rather than queue every picture in between.
 */
import { afterEach, describe, expect, it } from "vitest";
import { EmulatorUsageError } from "../emulator/index.ts";
import {
  customIds,
  decideLikeBot,
  openTable,
  startHarness,
  tableMessage,
  tableOf,
  testRng,
  type Driver,
  type Harness,
} from "./harness.ts";

let h: Harness | null = null;
afterEach(async () => {
  await h?.stop();
  h = null;
});

/** Opens a World Gainer table hosted by `host` against a bot and starts it: the host's moves are made in My hand. */
async function againstBot(harness: Harness, host: Harness["alice"]): Promise<string> {
  const id = await openTable(harness, host, "world-gainer");
  await harness.emu.press(host, tableMessage(harness, await tableOf(harness, id)), `l:${id}:b`);
  await harness.bot.ctx.idle();
  await harness.emu.press(host, tableMessage(harness, await tableOf(harness, id)), `l:${id}:s`);
  await harness.bot.ctx.idle();
  return id;
}

describe("Discord's rate limits", () => {
  it("three tables in one channel play to the end without a 429, moves answered at once and edits coalesced", async () => {
    h = await startHarness({ rateLimits: true });
    const harness = h;
    const ids = [
      await againstBot(harness, harness.alice),
      await againstBot(harness, harness.bob),
      await againstBot(harness, harness.carol),
    ];
    // Players who do not wait for the table message: each presses again as soon as their last press is answered.
    const hurried: Driver = {
      ...harness,
      bot: { ctx: { service: harness.bot.ctx.service, idle: async () => undefined } },
    };
    const rng = testRng(17);
    const atStart = new Map(
      ids.map((id) => [
        id,
        harness.emu.messages.find((m) => m.content.includes(id) || m.embeds.some((e) => e.footer?.text === id))
          ?.revisions.length ?? 0,
      ]),
    );
    const decisions = new Map(ids.map((id) => [id, 0]));
    for (let round = 0; round < 400; round++) {
      const playing = [];
      for (const id of ids) {
        const table = await tableOf(harness, id);
        if (table.status !== "playing") continue;
        const seat = harness.bot.ctx.service.owing(table)[0];
        const user = [harness.alice, harness.bob, harness.carol].find((u) => u.id === table.seats[seat ?? -1]?.userId);
        if (!user) continue;
        // A choice on the table message itself needs that message up to date first: then the player waits for it.
        const decided = decideLikeBot(hurried, id, user, rng).catch(async (error: unknown) => {
          if (!(error instanceof EmulatorUsageError)) throw error;
          await harness.bot.ctx.idle();
          return decideLikeBot(harness, id, user, rng);
        });
        playing.push(decided.then(() => decisions.set(id, (decisions.get(id) ?? 0) + 1)));
      }
      if (playing.length === 0) break;
      await Promise.all(playing);
    }
    await harness.bot.ctx.idle();

    expect(harness.emu.problems).toEqual([]);
    let edits = 0;
    for (const id of ids) {
      const table = await tableOf(harness, id);
      expect(table.status).toBe("finished");
      // Each message ends showing the end of its game.
      const message = tableMessage(harness, table);
      expect(customIds(message).some((c) => c.id === `a:${id}`)).toBe(true);
      expect(table.boardVersion).toBe(table.version);
      edits += message.revisions.length - (atStart.get(id) ?? 0);
    }
    // Never an edit per picture in between: how many fewer depends on how fast the moves came (see the next test).
    const moves = [...decisions.values()].reduce((a, b) => a + b, 0);
    expect(edits).toBeGreaterThan(0);
    expect(edits).toBeLessThanOrEqual(moves);
  }, 600_000);

  it("moves made while the table's edit waits on Discord land as one edit of the latest state", async () => {
    h = await startHarness({ rateLimits: true });
    const harness = h;
    const id = await againstBot(harness, harness.alice);
    const hurried: Driver = {
      ...harness,
      bot: { ctx: { service: harness.bot.ctx.service, idle: async () => undefined } },
    };
    const message = tableMessage(harness, await tableOf(harness, id));
    const before = message.revisions.length;
    const release = harness.emu.holdRequests((method, route) => method === "PATCH" && route.startsWith("/channels/"));
    const rng = testRng(5);
    let moves = 0;
    // Every move is answered while the edits wait; a choice that needs the table message itself ends the burst.
    for (; moves < 5; moves++) {
      const table = await tableOf(harness, id);
      if (table.status !== "playing" || !harness.bot.ctx.service.owing(table).includes(0)) break;
      const made = await decideLikeBot(hurried, id, harness.alice, rng).then(
        () => true,
        (error: unknown) => {
          if (error instanceof EmulatorUsageError) return false;
          throw error;
        },
      );
      if (!made) break;
    }
    release();
    await harness.bot.ctx.idle();
    expect(moves).toBeGreaterThanOrEqual(3);
    // The edit already on its way when the moves began, then one of the latest state: never one per move.
    expect(message.revisions.length - before).toBeLessThanOrEqual(2);
    const table = await tableOf(harness, id);
    expect(table.boardVersion).toBe(table.version);
    expect(harness.emu.problems).toEqual([]);
  }, 300_000);
});
