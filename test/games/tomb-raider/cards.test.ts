import { describe, expect, it } from "vitest";
import { moveAll } from "../../../src/engine/index.ts";
import {
  CONSTRUCTION,
  deckCards,
  drawCard,
  faceKey,
  levelLocations,
  preconstructedDecks,
  startingRaiders,
  type Direction,
} from "../../../src/games/tomb-raider/cards.ts";
import { alwaysWinnable } from "../../../src/games/tomb-raider/winnable.ts";
import { tombRaiderGame } from "../../../src/games/tomb-raider/game.ts";
import { currentStats, diceFor, power } from "../../../src/games/tomb-raider/raider.ts";
import { at, clearHand, give, hand, lay, stackLevel, started, type TrScenario } from "./helpers.ts";
import { types } from "../scenario.ts";

function solo(deck = "delver", level: "tomb" | "cave" = "tomb"): TrScenario {
  const m = started({ players: 1, decks: [deck], level });
  const s = m.state;
  moveAll(s.zones.obstacleDeck0!, s.zones.discard0!);
  clearHand(s, 0);
  return m;
}

describe("the starter set", () => {
  it("has Tomb and Cave level sets of 18+ locations with entrances, one Treasure Room, Empty and wet locations and printed obstacles", () => {
    for (const level of ["tomb", "cave"] as const) {
      const all = levelLocations(level);
      expect(all.length).toBeGreaterThanOrEqual(18);
      expect(all.filter((l) => l.role === "treasure")).toHaveLength(1);
      expect(all.filter((l) => l.role === "entrance").length).toBeGreaterThanOrEqual(2);
      expect(all.some((l) => l.empty)).toBe(true);
      expect(all.some((l) => l.wet)).toBe(true);
      expect(all.some((l) => l.obstacle)).toBe(true);
      const rooms = all.filter((l) => l.role === "room");
      // Varied arrows: a sideways-only room and a dead end with no way up.
      expect(
        rooms.some((l) => !l.arrows.includes("up") && l.arrows.includes("left") && l.arrows.includes("right")),
      ).toBe(true);
      expect(rooms.some((l) => !l.arrows.includes("up") && l.arrows.includes("down") && l.arrows.length <= 2)).toBe(
        true,
      );
      // Save Points are discoveries (Save Crystal), never printed on a location.
      expect(all.every((l) => !("savePoint" in l))).toBe(true);
      // The entrances are alike, so neither seat starts better placed.
      const [a, b] = all.filter((l) => l.role === "entrance");
      expect({ ...a, id: "", name: null }).toEqual({ ...b, id: "", name: null });
      // Checks can fail: dangers sit where a few dice reach them about half the time.
      expect(rooms.every((l) => l.danger >= 3 && l.danger <= 7)).toBe(true);
      const treasure = all.find((l) => l.role === "treasure")!;
      expect(treasure.treasure).toBeGreaterThanOrEqual(13);
      expect(treasure.obstacle?.fail.some((e) => e.do === "stop")).toBe(true);
    }
  });

  it("every intro game stays winnable (RULINGS 3): whatever order the level deck comes in, each entrance reaches the Treasure Room", () => {
    for (const level of ["tomb", "cave"] as const) {
      const all = levelLocations(level);
      const entrance = all.find((l) => l.role === "entrance")!;
      const rooms = all.filter((l) => l.role === "room").map((l) => l.arrows);
      expect(alwaysWinnable(entrance.arrows, rooms, 1)).toBe(true);
      expect(alwaysWinnable(entrance.arrows, rooms, 2)).toBe(true);
      // The weakest healthy searcher can still reach the Treasure Room's number.
      const treasure = all.find((l) => l.role === "treasure")!;
      const fewest = Math.min(...startingRaiders().map((r) => r.stats.search)) + (treasure.search[0]?.n ?? 0);
      expect(fewest * 6).toBeGreaterThanOrEqual(treasure.treasure!);
      // And the weakest raider can beat its guardian: the best of its listed stats, six on every die.
      const best = Math.min(
        ...startingRaiders().map((r) => Math.max(...treasure.obstacle!.stats.map((st) => r.stats[st]))),
      );
      expect(best * 6).toBeGreaterThanOrEqual(treasure.obstacle!.danger);
    }
  });

  it("the winnability proof catches a level deck that can trap a raider", () => {
    const up: Direction[] = ["up", "left", "right"];
    const rooms = (extra: Direction[][]): Direction[][] => [
      ...extra,
      ...Array.from({ length: 16 - extra.length }, () => up),
    ];
    expect(alwaysWinnable(up, rooms([]), 1)).toBe(true);
    expect(alwaysWinnable(up, rooms([["left", "right"], ["down"]]), 2)).toBe(true);
    // Three rooms without a way up can wall in the solo entrance (left and right of it, and above it).
    expect(alwaysWinnable(up, rooms([["down"], ["down"], ["down"]]), 1)).toBe(false);
    // Sideways rooms above the entrance and a dead end can cut every way up.
    expect(alwaysWinnable(up, rooms([["left", "right"], ["left", "right"], ["down"]]), 1)).toBe(false);
  });

  it("has 3+ power-1 raiders and 30-card preconstructed decks that meet the construction rules in the data", () => {
    expect(startingRaiders().length).toBeGreaterThanOrEqual(3);
    expect(CONSTRUCTION).toMatchObject({ minCards: 30, uniqueInPlay: ["upgrade"] });
    expect(preconstructedDecks().length).toBeGreaterThanOrEqual(2);
    for (const deck of preconstructedDecks()) {
      const cards = deckCards(0, deck.id);
      expect(cards).toHaveLength(30);
      const copies = new Map<string, number>();
      for (const c of cards) copies.set(faceKey(c), (copies.get(faceKey(c)) ?? 0) + 1);
      expect(Math.max(...copies.values())).toBeLessThanOrEqual(2);
    }
  });
});

describe("character upgrades", () => {
  it("attach at power + 1, several of the same power, each card once; power rises to the highest", () => {
    const m = solo();
    const s = m.state;
    const [veteran, climber, keen] = give(s, 0, ["u-veteran", "u-climber", "u-keen-eye"]);
    expect(m.refusal(0, { type: "play", card: veteran! })).toEqual({ code: "upgrade-power", params: { power: 2 } });
    m.act(0, { type: "play", card: climber! });
    expect(power(s, 0)).toBe(2);
    expect(tombRaiderGame.view(s, 0).raiders[0]?.movesLeft).toBe(4);
    m.act(0, { type: "play", card: keen! });
    m.act(0, { type: "play", card: veteran! });
    expect(power(s, 0)).toBe(3);
    expect(currentStats(s, 0)).toEqual({ fight: 4, move: 5, search: 5, think: 4 });
    expect(tombRaiderGame.view(s, 0).raiders[0]?.saved.map(faceKey)).toEqual(["u-climber", "u-keen-eye", "u-veteran"]);
  });

  it("the same upgrade never twice", () => {
    const m = started({ players: 2 });
    const s = m.state;
    clearHand(s, 0);
    const [climber] = give(s, 0, ["u-climber"]);
    m.act(0, { type: "play", card: climber! });
    // A second Seasoned Climber is the rival's card: take one from seat 1's deck into seat 0's hand for the test.
    const [other] = give(s, 1, ["u-climber"], "unsaved");
    s.zones.unsaved1!.cards = [];
    s.zones.hand0!.cards.push(other!);
    expect(m.refusal(0, { type: "play", card: other! })).toEqual({ code: "unique" });
  });
});

describe("secret moves and action cards", () => {
  it("a secret move stays beside the raider as a saved card", () => {
    const m = solo();
    const s = m.state;
    const [feet] = give(s, 0, ["s-light-feet"]);
    m.act(0, { type: "play", card: feet! });
    expect(tombRaiderGame.view(s, 0).raiders[0]?.saved.map(faceKey)).toEqual(["s-light-feet"]);
    expect(currentStats(s, 0).move).toBe(4);
  });

  it("Sprint adds Move for this action; movement cards only while moving", () => {
    const m = solo();
    const s = m.state;
    const [sprint] = give(s, 0, ["a-sprint"]);
    m.act(0, { type: "play", card: sprint! });
    expect(tombRaiderGame.view(s, 0).raiders[0]?.movesLeft).toBe(5);
    s.phase = "discard";
    const [sprint2] = give(s, 0, ["a-sprint"]);
    expect(m.refusal(0, { type: "play", card: sprint2! })).toEqual({ code: "play-when-moving" });
  });

  it("Bandage heals; Study Notes draws", () => {
    const m = solo();
    const s = m.state;
    s.raiders[0]!.damage = 1;
    const [bandage] = give(s, 0, ["a-bandage"]);
    m.act(0, { type: "play", card: bandage! });
    expect(s.raiders[0]?.damage).toBe(0);
    const m2 = solo("diver");
    const t = m2.state;
    const [notes] = give(t, 0, ["a-notes"]);
    m2.act(0, { type: "play", card: notes! });
    expect(hand(t, 0)).toHaveLength(2);
  });

  it("Sudden Strike wounds a creature here; it needs one", () => {
    const m = solo("diver");
    const s = m.state;
    const [strike] = give(s, 0, ["a-strike"]);
    expect(m.refusal(0, { type: "play", card: strike! })).toEqual({ code: "no-creature" });
    lay(s, "c1d2", "t-lair");
    at(s, 0, "c1d2");
    m.act(0, { type: "play", card: strike! });
    expect(s.squares.c1d2?.fixedDamage).toBe(1);
  });

  it("water-only cards only under water: Deep Breath, Hand Pump (which drains the location)", () => {
    const m = solo("diver", "cave");
    const s = m.state;
    const [breath, pump] = give(s, 0, ["a-deep-breath", "a-pump"]);
    expect(m.refusal(0, { type: "play", card: breath! })).toEqual({ code: "wet-only" });
    lay(s, "c1d2", "c-lake");
    at(s, 0, "c1d2");
    s.raiders[0]!.air = 2;
    m.act(0, { type: "play", card: breath! });
    // 1 air for using a card under water, then 3 back.
    expect(s.raiders[0]?.air).toBe(4);
    expect(types(m.act(0, { type: "play", card: pump! }))).toContain("drain");
    expect(s.squares.c1d2?.wetOverride).toBe(false);
    expect(s.raiders[0]?.air).toBe(6);
  });

  it("discoveries and obstacles are not played from hand", () => {
    const m = solo();
    const s = m.state;
    const [rope] = give(s, 0, ["d-rope"]);
    expect(m.refusal(0, { type: "play", card: rope! })).toEqual({ code: "discovery-by-search" });
    const m2 = started({ players: 2 });
    const t = m2.state;
    const [pit] = give(t, 0, ["o-pit"]);
    expect(m2.refusal(0, { type: "play", card: pit! })).toEqual({ code: "obstacle-by-placing" });
  });

  it("a weapon adds Fight dice (the best one that works here); items change stats", () => {
    const m = solo();
    const s = m.state;
    give(s, 0, ["d-machete", "d-lantern"], "unsaved");
    expect(diceFor(s, 0, "fight")).toBe(4);
    expect(currentStats(s, 0).search).toBe(4);
    lay(s, "c1d2", "t-cistern");
    at(s, 0, "c1d2");
    expect(diceFor(s, 0, "fight")).toBe(3);
    expect(drawCard("d-harpoon").weapon?.underwater).toBe(true);
  });

  it("items found are unsaved: lost on a reload unless saved", () => {
    const m = solo();
    const s = m.state;
    give(s, 0, ["d-rope"], "unsaved");
    stackLevel(s, ["t-hall"]);
    s.phase = "wrap-up";
    s.queue = [];
    m.act(0, { type: "reset", entrance: false });
    expect(tombRaiderGame.view(s, 0).raiders[0]?.unsaved).toEqual([]);
  });
});
