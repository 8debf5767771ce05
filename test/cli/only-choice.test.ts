/**
 * A decision with one choice and nothing to pick is taken at once (issue 28, point 11): a pass when nothing in hand
 * fits, "Confirm" with nothing to plan. The game still asks the seat (its window exists whatever the hand holds, so
 * the other players learn nothing); only the terminal answers it, saying so.
 */
import { describe, expect, it } from "vitest";
import { drivePlay, type Policy } from "./driver.ts";

/** Answers the first (or the last: a pass, a confirm) choice every time, then leaves. */
function always(which: "first" | "last", answers: number): Policy {
  let left = answers;
  return (_screen, question) => {
    if (left-- <= 0) return "q";
    if (/numbers of/.test(question)) return "1";
    return which === "first" ? "1" : (/Choose 1-(\d+)/.exec(question)?.[1] ?? "1");
  };
}

describe("one-choice decisions in the terminal", () => {
  for (const [game, which, args] of [
    ["tomb-raider", "first", ["--players", "2", "--bots", "1"]],
    ["survivor", "last", ["--bots", "1"]],
  ] as const) {
    it(`${game}: never asks to press 1 to go on; says which choice it took`, async () => {
      const run = await drivePlay([game, "--seed", "21", ...args], always(which, 40));
      expect(run.code).toBe(0);
      expect(run.out).not.toContain("Press 1 to go on");
      expect(run.out).toMatch(/→ .+ \(the only choice\)\./);
    });
  }
});
