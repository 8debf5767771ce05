/** The bot's reading of the table (its strength is measured in `bot-strength.test.ts`). */
import { describe, expect, it } from "vitest";
import { cloneJson, Rng, seedRng, type MatchView } from "../../../src/engine/index.ts";
import { spymasterBot } from "../../../src/games/spymaster/bot.ts";
import type { SpymasterView } from "../../../src/games/spymaster/state.ts";
import { attack, position } from "./helpers.ts";

describe("the bot's spy chain estimate", () => {
  it("reads the table's rightmost card, not the end of the row (where a tucked spy lies)", () => {
    const m = position({
      variant: "spymaster",
      attacker: 0,
      hand0: ["spy2", "spy6", "spy5", "hacker1", "forces1"],
      hand1: ["forces2", "hacker2"],
    });
    attack(m, "spy2", "forces");
    m.act(0, { type: "tuck", card: "spy6" });
    const real = m.view(0);
    expect(real.table.seats[0].row.at(-1)).toBe("spy6");
    expect(real.table.rightmost).toBe("spy2");
    // The same table read from the row's end: Spy 5 would then seem to earn no bonus draw.
    const misread: MatchView<SpymasterView> = cloneJson(real);
    misread.table.rightmost = "spy6";
    const choices = m.legal(0);
    const spy5Share = (view: MatchView<SpymasterView>): number => {
      let spy5 = 0;
      for (let seed = 0; seed < 1000; seed++) {
        const chosen = spymasterBot.choose(view, choices, new Rng(seedRng(seed)));
        if (chosen.type === "play" && chosen.card === "spy5") spy5++;
      }
      return spy5 / 1000;
    };
    expect(spy5Share(real)).toBeGreaterThan(spy5Share(misread) + 0.05);
  });
});
