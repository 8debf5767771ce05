/**
 * Hidden means hidden down to the PNG bytes: two seeded matches (one per variant) with the real painters. The
 * table is compared in both locales at every step; each hand in one locale per step, alternating.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES, Rng, seedRng } from "../../src/engine/index.ts";
import { handPayload, tablePayload } from "../../src/discord/presenter.ts";
import { isPng } from "../render/pixels.ts";
import { expectNoCardsLogged, rig, tempFiles, type Rig } from "../tables/helpers.ts";
import { drawn, hiddenProblems, recordGames, type HiddenCounts, type Step } from "./helpers.ts";

const temp = tempFiles("bot-presenter-png-");
let r: Rig;
let steps: Step[];
let seed = 0;
beforeAll(async () => {
  r = rig(temp, { seed: () => seed });
  steps = await recordGames(r.service, (s) => (seed = s), 2, 5000);
});
afterAll(async () => {
  expectNoCardsLogged(r.log);
  temp.cleanup();
});

describe("hidden means hidden, real images", () => {
  it("the payloads carry PNGs: the board named after the table with its description, the hand without", async () => {
    const table = steps[1]?.table;
    if (!table) throw new Error("no step");
    const board = drawn(await tablePayload(r.service, table, "en")).files;
    expect(board.map((f) => f.name)).toEqual([`table-${table.id}.png`]);
    expect(board[0]?.description?.length).toBeGreaterThan(0);
    expect(Buffer.isBuffer(board[0]?.attachment) && isPng(board[0].attachment)).toBe(true);
    const hand = drawn(handPayload(r.service, table, 0, "ja")).files;
    expect(hand.map((f) => [f.name, f.description])).toEqual([["hand.png", undefined]]);
    expect(Buffer.isBuffer(hand[0]?.attachment) && isPng(hand[0].attachment)).toBe(true);
  });

  it("every step of both matches: byte-identical table and hands when hidden cards are rearranged", async () => {
    expect(new Set(steps.map((s) => s.variant))).toEqual(new Set(["spymaster", "mindmaster"]));
    const counts: HiddenCounts = { compared: 0, moved: 0 };
    const rng = new Rng(seedRng(0xb17e5));
    const problems: string[] = [];
    for (const { table, step } of steps) {
      const handLocale = LOCALES[step % 2] ?? "en";
      problems.push(...(await hiddenProblems(r.service, table, rng, LOCALES, [handLocale], counts)));
      if (problems.length > 3) break;
    }
    expect(problems).toEqual([]);
    expect(counts.compared).toBe(steps.length * 4);
    expect(counts.moved).toBeGreaterThan(steps.length * 3 * 0.9);
  });
});
