import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LOCALES, viewMatch } from "../../src/engine/index.ts";
import type { TableRecord } from "../../src/db/store.ts";
import { handPayload, tablePayload } from "../../src/discord/presenter.ts";
import { spymasterGame } from "../../src/games/spymaster/index.ts";
import { cardList } from "../../src/games/spymaster/words.ts";
import { attack, position } from "../games/spymaster/helpers.ts";
import { rig, started, tempFiles, type Rig } from "../tables/helpers.ts";

/**
 * Humans at a seat are shown at least what a bot at that seat is given: after a countered Spade (MindMaster), the
 * defender's view holds the attacker's hand as it was then, so the defender's private reply must list it, while the
 * public table message and the attacker's own reply must not.
 */
vi.mock("../../src/render/index.ts", () => ({
  paintTable: (game: string, view: unknown): Buffer => Buffer.from(JSON.stringify({ board: game, view })),
  paintOwnHand: (game: string, cards: readonly string[]): Buffer => Buffer.from(JSON.stringify({ hand: game, cards })),
}));

const temp = tempFiles("bot-shown-hand-");
let r: Rig;
let table: TableRecord;
beforeAll(async () => {
  r = rig(temp);
  const base = (await started(r.service, { kind: "mindmaster", channelId: "channel-shown" })).table;
  const shown = position({
    variant: "mindmaster",
    attacker: 0,
    hand0: ["spade1", "heart1", "diamond1", "diamond2"],
    hand1: ["spade2", "heart2"],
  });
  attack(shown, "spade1", "spade");
  table = { ...base, seq: shown.match.seq, match: shown.match };
});
afterAll(() => temp.cleanup());

describe("a hand shown to a seat", () => {
  it("is in that seat's private reply, in both languages, and nowhere else", async () => {
    const shown = viewMatch(spymasterGame, table.match as never, 1).table.shownHand;
    expect(shown?.cards).toHaveLength(3);
    for (const locale of LOCALES) {
      const faces = cardList(shown?.cards ?? [], locale);
      const line = handPayload(r.service, table, 1, locale)
        .content.split("\n")
        .find((l) => l.includes(faces));
      expect(line).toBeDefined();
      expect(handPayload(r.service, table, 0, locale).content).not.toContain(line);
      expect((await tablePayload(r.service, table, locale)).content).not.toContain(faces);
    }
  });
});
