import { describe, expect, it } from "vitest";
import { moveAll } from "../../../src/engine/index.ts";
import { tombRaiderBot } from "../../../src/games/tomb-raider/bot.ts";
import { tombRaiderGame } from "../../../src/games/tomb-raider/game.ts";
import { attack, at, clearHand, give, lay, stackLevel, started, type TrScenario } from "./helpers.ts";
import { types } from "../scenario.ts";

function solo(deck = "diver", character = "mara"): TrScenario {
  const m = started({ players: 1, level: "cave", decks: [deck], characters: [character] });
  const s = m.state;
  moveAll(s.zones.obstacleDeck0!, s.zones.discard0!);
  clearHand(s, 0);
  return m;
}

describe("under water", () => {
  it("each move into water uses 1 air; dry ground refills it", () => {
    const m = solo();
    const s = m.state;
    stackLevel(s, ["c-lake", "c-sump", "c-drip"]);
    m.act(0, { type: "move", dir: "up" });
    m.act(0, { type: "move", dir: "up" });
    expect(s.raiders[0]?.air).toBe(4);
    m.act(0, { type: "move", dir: "up" });
    expect(s.raiders[0]?.air).toBe(6);
  });

  it("with no air left an underwater action deals 1 damage instead", () => {
    const m = solo();
    const s = m.state;
    stackLevel(s, ["c-lake"]);
    s.raiders[0]!.air = 0;
    lay(s, "c1d2", "c-stream");
    m.act(0, { type: "move", dir: "up" });
    expect(s.raiders[0]?.damage).toBe(1);
    expect(s.raiders[0]?.air).toBe(0);
  });

  it("checks and searches under water use air", () => {
    const m = solo();
    const s = m.state;
    lay(s, "c1d2", "c-sump");
    at(s, 0, "c1d2");
    s.phase = "search";
    s.progress = null;
    s.queue = [];
    const events = types(m.act(0, { type: "search" }, [1, 1, 1, 1, 1]));
    expect(events).toContain("air");
    expect(s.raiders[0]?.air).toBe(5);
  });

  it("companions are not found under water; wet-only discoveries only there", () => {
    const m = solo();
    const s = m.state;
    lay(s, "c1d2", "c-sump");
    at(s, 0, "c1d2");
    const [porter, pocket] = give(s, 0, ["d-porter", "d-air-pocket"]);
    s.phase = "search";
    s.progress = null;
    s.queue = [];
    m.act(0, { type: "search" }, [6, 6, 6, 6, 6]);
    expect(m.refusal(0, { type: "discover", card: porter! })).toEqual({ code: "no-companion-under-water" });
    expect(m.refusal(0, { type: "discover", card: pocket! })).toBeNull();
    const m2 = solo();
    const t = m2.state;
    lay(t, "c1d2", "c-drip");
    at(t, 0, "c1d2");
    const [pocket2] = give(t, 0, ["d-air-pocket"]);
    t.phase = "search";
    t.progress = null;
    t.queue = [];
    m2.act(0, { type: "search" }, [6, 6, 6]);
    expect(m2.refusal(0, { type: "discover", card: pocket2! })).toEqual({ code: "wet-only" });
  });

  it("a land creature placed in water dies at once; the bot places none there", () => {
    const m = started({ players: 2, level: "cave", decks: ["diver", "delver"] });
    const s = m.state;
    clearHand(s, 0);
    clearHand(s, 1);
    const [bats] = give(s, 1, ["o-bats"]);
    lay(s, "c1d1", "c-crawl");
    lay(s, "c1d2", "c-drip");
    at(s, 0, "c1d2");
    s.raiders[0]!.movesLeft = 1;
    stackLevel(s, ["c-lake"]);
    m.act(0, { type: "move", dir: "up" });
    expect(s.placement?.limit).toBe(9);
    expect(m.legal(1)).toEqual([{ type: "place", card: bats }, { type: "pass" }]);
    expect(tombRaiderBot.choose(m.view(1), m.legal(1), null as never)).toEqual({ type: "pass" });
    const events = types(m.act(1, { type: "place", card: bats! }));
    expect(events).toEqual(expect.arrayContaining(["place", "obstacle-gone"]));
    expect(s.squares.c1d3?.obstacle ?? null).toBeNull();
  });

  it("an air upgrade played on dry ground fills the larger supply at once; under water it adds room only", () => {
    const m = solo("diver");
    const s = m.state;
    lay(s, "c1d2", "c-crawl");
    at(s, 0, "c1d2");
    const [lungs] = give(s, 0, ["u-deep-lungs"]);
    m.act(0, { type: "play", card: lungs! });
    expect(s.raiders[0]?.air).toBe(9);
    const m2 = solo("diver");
    const t = m2.state;
    lay(t, "c1d2", "c-sump");
    at(t, 0, "c1d2");
    t.raiders[0]!.air = 4;
    const [more] = give(t, 0, ["u-deep-lungs"]);
    m2.act(0, { type: "play", card: more! });
    expect(t.raiders[0]?.air).toBe(4);
    lay(t, "c1d3", "c-crawl");
    t.raiders[0]!.movesLeft = 1;
    m2.act(0, { type: "move", dir: "up" });
    expect(t.raiders[0]?.air).toBe(9);
  });

  it("flooding a location discards the land creatures on it at once", () => {
    const m = solo("diver");
    const s = m.state;
    lay(s, "c1d2", "c-roost");
    at(s, 0, "c1d2");
    const [sluice] = give(s, 0, ["a-sluice"]);
    const events = types(m.act(0, { type: "play", card: sluice! }));
    expect(s.squares.c1d2?.wetOverride).toBe(true);
    expect(s.squares.c1d2?.fixedRemoved).toBe(true);
    expect(events).toContain("obstacle-gone");
  });

  it("in an underwater fight a win deals no damage without a water-ready weapon", () => {
    const m = started({ players: 2, level: "cave" });
    const s = m.state;
    clearHand(s, 0);
    clearHand(s, 1);
    lay(s, "c1d1", "c-stream");
    at(s, 1, "c1d1");
    stackLevel(s, ["c-drip"]);
    m.act(0, { type: "move", dir: "right" });
    m.act(0, { type: "stop" });
    attack(m, 1, [6, 6, 6, 1, 1, 1]);
    expect(s.raiders[1]?.damage).toBe(0);
    const m2 = started({ players: 2, level: "cave" });
    const t = m2.state;
    clearHand(t, 0);
    clearHand(t, 1);
    give(t, 0, ["d-harpoon"], "unsaved");
    lay(t, "c1d1", "c-stream");
    at(t, 1, "c1d1");
    m2.act(0, { type: "move", dir: "right" });
    m2.act(0, { type: "stop" });
    attack(m2, 1, [6, 6, 6, 6, 1, 1, 1]);
    expect(t.raiders[1]?.damage).toBe(1);
  });

  it("Warm Spring heals 1 when explored", () => {
    const m = solo();
    const s = m.state;
    s.raiders[0]!.damage = 1;
    stackLevel(s, ["c-spring"]);
    const events = types(m.act(0, { type: "move", dir: "up" }));
    expect(events).toContain("heal");
    expect(s.raiders[0]?.damage).toBe(0);
  });

  it("drowning on entering water: the square is still explored, gets its obstacle and its effect; then the raider reloads", () => {
    const m = solo();
    const s = m.state;
    const [eel] = give(s, 0, ["o-eel"], "obstacleDeck");
    s.raiders[0]!.air = 0;
    s.raiders[0]!.damage = 2;
    stackLevel(s, ["c-lake"]);
    const events = types(m.act(0, { type: "move", dir: "up" }));
    expect(events.indexOf("death")).toBeLessThan(events.indexOf("place"));
    expect(s.squares.c1d2?.obstacle?.card).toBe(eel);
    expect(events).not.toContain("roll");
    // Dead: the Draw round's step 1 for it, then the reload at once.
    expect(s.phase).toBe("discard");
    expect(types(m.act(0, { type: "done" }))).toContain("reload");
    expect(s.raiders[0]).toMatchObject({ at: "c1d1", damage: 0, dead: false });
  });
});

describe("cards that work in one medium only (水中専用…水中でしか機能しない)", () => {
  it("a dry-only lantern and companion add to Search on dry ground and nothing on a flooded location", () => {
    const m = solo("delver");
    const s = m.state;
    give(s, 0, ["d-lantern", "d-guide"], "unsaved");
    lay(s, "c1d2", "c-drip");
    at(s, 0, "c1d2");
    const dry = tombRaiderGame.view(s, 0).raiders[0]?.stats.search;
    lay(s, "c1d3", "c-sump");
    at(s, 0, "c1d3");
    const wet = tombRaiderGame.view(s, 0).raiders[0]?.stats.search;
    expect(dry).toBe(5);
    expect(wet).toBe(3);
  });
});
