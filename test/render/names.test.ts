import { describe, expect, it } from "vitest";
import { autoplay, viewMatch } from "../../src/engine/index.ts";
import { TABLE_KINDS, type AnyTableKind } from "../../src/games/catalog.ts";
import { fitName, NAME_MAX, paintTable } from "../../src/render/index.ts";

/** Long display names (issue 18): the image cuts the name, so the header's call to action stays whole. */
describe("names on the images", () => {
  it("keep short names, and cut long ones to NAME_MAX characters with an ellipsis, emoji kept whole", () => {
    expect(fitName("Ann")).toBe("Ann");
    expect(fitName("x".repeat(NAME_MAX))).toBe("x".repeat(NAME_MAX));
    const long = fitName("Bartholomew the Magnificent Third");
    expect([...long]).toHaveLength(NAME_MAX);
    expect(long.endsWith("…")).toBe(true);
    const emoji = fitName("🎲".repeat(40));
    expect([...emoji].every((c) => c === "🎲" || c === "…")).toBe(true);
    expect(fitName("とても長い名前のプレイヤーさんです、よろしく")).toHaveLength(NAME_MAX);
  });
});

/** A name standing alone in a wide panel is not cut at NAME_MAX characters (issue 28, point 17): only its room cuts it. */
describe("whole names in the panels", () => {
  for (const id of ["spymaster", "world-gainer", "tomb-raider"]) {
    it(`${id}: a 20-character name draws differently from the same name cut to NAME_MAX`, () => {
      const kind = TABLE_KINDS.get(id) as AnyTableKind;
      const played = autoplay(
        kind.game,
        { seed: 3, players: 2, options: kind.options },
        { bots: [kind.bot, kind.bot], botSeed: 1, maxIntents: 12 },
      );
      const view = viewMatch(kind.game, played.match, 0);
      const long = "Bartholomew Longname";
      expect(fitName(long)).not.toBe(long);
      const whole = paintTable(kind.game.id, view, "en", [long, "Bob"]);
      expect(whole.equals(paintTable(kind.game.id, view, "en", [fitName(long), "Bob"]))).toBe(false);
    });
  }
});
