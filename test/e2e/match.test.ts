import { afterEach, describe, expect, it } from "vitest";
import { openAndStart, playOneDecision, startHarness, tableOf, testRng, type Harness } from "./harness.ts";

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
      for (let step = 0; step < 500 && tableOf(h, started.id).status === "playing"; step++) {
        await playOneDecision(h, started.id, rng);
      }
      const done = tableOf(h, started.id);
      expect(done.status).toBe("finished");
      expect(done.outcome?.winners.length).toBe(1);
      expect(h.emu.problems).toEqual([]);
    });
  }
});
