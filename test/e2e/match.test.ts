import { afterEach, describe, expect, it } from "vitest";
import {
  openAndStart,
  playLikeBots,
  playOneDecision,
  startHarness,
  tableOf,
  testRng,
  type Harness,
} from "./harness.ts";

let h: Harness | null = null;
afterEach(async () => {
  await h?.stop();
  h = null;
});

describe("a whole match through Discord", () => {
  for (const game of ["spymaster", "mindmaster"]) {
    it(`${game}: two users play to the end with buttons and menus`, async () => {
      h = await startHarness();
      const started = await openAndStart(h, game);
      expect(started.status).toBe("playing");
      const rng = testRng(7);
      for (let step = 0; step < 500 && (await tableOf(h, started.id)).status === "playing"; step++) {
        await playOneDecision(h, started.id, rng);
      }
      const done = await tableOf(h, started.id);
      expect(done.status).toBe("finished");
      expect(done.outcome?.winners.length).toBe(1);
      expect(h.emu.problems).toEqual([]);
    });
  }

  it("spymaster: two users who press what the game's bot would choose play to the end", async () => {
    h = await startHarness();
    const started = await openAndStart(h, "spymaster");
    const done = await playLikeBots(h, started.id, testRng(11), 300);
    expect(done.status).toBe("finished");
    expect((await h.bot.ctx.store.intentLog(done.id)).every((e) => e.source === "player")).toBe(true);
    expect(h.emu.problems).toEqual([]);
  });
});
