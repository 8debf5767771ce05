import { afterAll, describe, expect, it, vi } from "vitest";
import { LOCALES, Rng, seedRng } from "../../src/engine/index.ts";
import { findHiddenCard } from "../../src/engine/testing.ts";
import { handPayload, tablePayload } from "../../src/discord/presenter.ts";
import { TABLE_KINDS } from "../../src/games/catalog.ts";
import { rig, tempFiles } from "../tables/helpers.ts";
import { componentProblems, hiddenProblems, recordGames, type HiddenCounts } from "./helpers.ts";

/**
 * The presenter over whole bot-played matches of every game beyond Spymaster (presenter.test.ts covers that one in
 * depth): Discord's limits on every table and hand payload, and hidden means hidden. As in presenter.test.ts the
 * painters are replaced by ones whose "image" is their exact input, so comparing payloads compares what would be
 * painted; presenter-png.test.ts does the same with real PNGs.
 */
vi.mock("../../src/render/index.ts", () => ({
  paintTable: (game: string, view: unknown, locale: string, names?: readonly string[]): Buffer =>
    Buffer.from(JSON.stringify({ board: game, view, locale, names: names ?? null })),
  paintOwnHand: (game: string, cards: readonly string[], locale: string): Buffer =>
    Buffer.from(JSON.stringify({ hand: game, cards, locale })),
}));

const OTHER_KINDS = [...TABLE_KINDS.keys()].filter((id) => id !== "spymaster" && id !== "mindmaster");
const temp = tempFiles("bot-presenter-games-");
afterAll(() => temp.cleanup());

function fail(): never {
  throw new Error("no steps recorded");
}

describe("every other game's table and hands", () => {
  it("are the games this bot offers", async () => {
    expect(OTHER_KINDS.sort()).toEqual(["powapowa", "survivor", "tomb-raider", "world-gainer"]);
  });

  for (const kind of OTHER_KINDS) {
    it(`${kind}: within Discord's limits, and byte-identical when the cards hidden from their reader are rearranged`, async () => {
      let seed = 0;
      const r = rig(temp, { seed: () => seed });
      const steps = await recordGames(r.service, (s) => (seed = s), 4, 300, [kind], "bot");
      const counts: HiddenCounts = { compared: 0, moved: 0 };
      const rng = new Rng(seedRng(0x9a3e5));
      const problems: string[] = [];
      for (const { table, step } of steps) {
        for (const locale of LOCALES) {
          const board = await tablePayload(r.service, table, locale);
          problems.push(...componentProblems(board.components).map((p) => `table seq ${table.seq}: ${p}`));
          if (board.content.length > 2000) problems.push(`table seq ${table.seq}: ${board.content.length} characters`);
        }
        for (const seat of table.seats.keys()) {
          const hand = handPayload(r.service, table, seat, LOCALES[step % 2] ?? "en");
          problems.push(...componentProblems(hand.components).map((p) => `hand ${seat} seq ${table.seq}: ${p}`));
          if (hand.content.length > 2000)
            problems.push(`hand ${seat} seq ${table.seq}: ${hand.content.length} characters`);
        }
        if (step % 3 === 0)
          problems.push(...(await hiddenProblems(r.service, table, rng, LOCALES, [LOCALES[step % 2] ?? "en"], counts)));
        if (problems.length > 5) break;
      }
      expect(problems).toEqual([]);
      expect(steps.filter((s) => s.table.status === "finished")).toHaveLength(4);
      expect(counts.compared).toBeGreaterThan(40);
      // Most moments have some card hidden from someone, so most comparisons really moved cards.
      expect(counts.moved).toBeGreaterThan(counts.compared / 4);
      const game = r.service.kindOf(steps[0]?.table ?? fail()).game;
      const ids = new Set(
        steps.flatMap((s) =>
          s.table.match ? Object.values(game.zones(s.table.match.state)).flatMap((z) => z.cards) : [],
        ),
      );
      expect(ids.size).toBeGreaterThan(20);
      for (const line of r.log.lines) expect(findHiddenCard(line, ids), line).toBeNull();
      expect(r.log.lines.length).toBeGreaterThan(0);
    });
  }
});
