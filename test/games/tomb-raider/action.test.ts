import { describe, expect, it } from "vitest";
import { moveAll } from "../../../src/engine/index.ts";
import { refusalMessage, TABLE_KINDS } from "../../../src/games/catalog.ts";
import { tombRaiderGame } from "../../../src/games/tomb-raider/game.ts";
import { resolvePlacements } from "../../../src/games/tomb-raider/obstacles.ts";
import { FixedDice, types } from "../scenario.ts";
import {
  at,
  clearHand,
  give,
  hand,
  lay,
  rollCheck,
  stackLevel,
  started,
  zoneFaces,
  type TrScenario,
} from "./helpers.ts";

/** Solo with an empty obstacle deck, so nothing is placed unless a test says so. */
function solo(character = "mara"): TrScenario {
  const m = started({ players: 1, characters: [character] });
  moveAll(m.state.zones.obstacleDeck0!, m.state.zones.discard0!);
  clearHand(m.state, 0);
  return m;
}

const legalDirs = (m: TrScenario, seat = 0): string[] =>
  m.legal(seat).flatMap((a) => (a.type === "move" ? [a.dir] : []));

describe("moving", () => {
  it("follows the arrows of the location stood on, never off the map", () => {
    const m = solo();
    const s = m.state;
    expect(legalDirs(m)).toEqual(["up", "left", "right"]);
    lay(s, "c0d2", "t-shrine");
    at(s, 0, "c0d2");
    expect(legalDirs(m)).toEqual(["right"]);
    expect(m.refusal(0, { type: "move", dir: "left" })).toEqual({ code: "off-map" });
    expect(m.refusal(0, { type: "move", dir: "up" })).toEqual({ code: "no-arrow" });
    lay(s, "c2d2", "t-well");
    at(s, 0, "c2d2");
    expect(legalDirs(m)).toEqual(["down"]);
  });

  it("costs 1 Move per square; with none left no step is offered, only stop or a card", () => {
    const m = solo();
    const s = m.state;
    stackLevel(s, ["t-hall", "t-sunshaft", "t-gallery"]);
    m.act(0, { type: "move", dir: "up" });
    m.act(0, { type: "move", dir: "up" });
    expect(s.raiders[0]?.movesLeft).toBe(1);
    m.act(0, { type: "move", dir: "right" });
    expect(s.raiders[0]?.at).toBe("c2d3");
    expect(m.refusal(0, { type: "move", dir: "up" })).toEqual({ code: "no-moves-left" });
    m.act(0, { type: "stop" });
    expect(s.phase).toBe("search");
  });

  it("at 0 Move after the last step the raider is asked stop or play, whatever the hand holds; Sprint then goes on", () => {
    for (const face of ["a-sprint", "a-bandage", null]) {
      const m = solo();
      const s = m.state;
      if (face) give(s, 0, [face]);
      stackLevel(s, ["t-hall", "t-sunshaft", "t-gallery"]);
      s.raiders[0]!.movesLeft = 1;
      m.act(0, { type: "move", dir: "up" });
      expect(s.phase).toBe("move");
      expect(m.legal(0).some((a) => a.type === "stop")).toBe(true);
      expect(m.legal(0).some((a) => a.type === "move")).toBe(false);
    }
    const m = solo();
    const s = m.state;
    const [sprint] = give(s, 0, ["a-sprint"]);
    stackLevel(s, ["t-hall", "t-sunshaft", "t-gallery"]);
    s.raiders[0]!.movesLeft = 1;
    m.act(0, { type: "move", dir: "up" });
    m.act(0, { type: "play", card: sprint! });
    expect(tombRaiderGame.view(s, 0).raiders[0]?.movesLeft).toBe(2);
    m.act(0, { type: "move", dir: "up" });
    expect(s.phase).toBe("move");
    m.act(0, { type: "stop" });
    expect(s.phase).toBe("search");
  });

  it("an upgrade played mid-move adds its Move at once", () => {
    const m = solo();
    const s = m.state;
    const [climber] = give(s, 0, ["u-climber"]);
    stackLevel(s, ["t-hall", "t-sunshaft", "t-gallery"]);
    m.act(0, { type: "move", dir: "up" });
    m.act(0, { type: "play", card: climber! });
    expect(tombRaiderGame.view(s, 0).raiders[0]?.movesLeft).toBe(3);
    expect(s.phase).toBe("move");
  });

  it("damage and healing in the middle of an action change the Move left at once, as an upgrade does", () => {
    const m = solo();
    const s = m.state;
    stackLevel(s, ["t-hall", "t-sunshaft", "t-gallery"]);
    const movesLeft = (): number | undefined => tombRaiderGame.view(s, 0).raiders[0]?.movesLeft;
    m.act(0, { type: "move", dir: "up" });
    expect(movesLeft()).toBe(2);
    s.raiders[0]!.damage = 1; // every stat 1 lower: Move 2, of which 1 is used
    expect(movesLeft()).toBe(1);
    const [bandage] = give(s, 0, ["a-bandage"]);
    m.act(0, { type: "play", card: bandage! }); // healed: Move 3 again
    expect(s.raiders[0]?.damage).toBe(0);
    expect(movesLeft()).toBe(2);
    m.act(0, { type: "move", dir: "up" });
    m.act(0, { type: "move", dir: "right" });
    expect(s.raiders[0]?.at).toBe("c2d3");
  });

  it("with 0 Move at the start the raider may still play cards, then stops (nothing depends on the hand)", () => {
    const m = solo();
    const s = m.state;
    const [bandage] = give(s, 0, ["a-bandage"]);
    s.raiders[0]!.movesLeft = 0;
    expect(legalDirs(m)).toEqual([]);
    m.act(0, { type: "play", card: bandage! });
    expect(s.phase).toBe("move");
    m.act(0, { type: "stop" });
    expect(s.phase).not.toBe("move");
  });

  it("a secret move lets one step a turn ignore the arrows", () => {
    const m = solo();
    const s = m.state;
    give(s, 0, ["s-wall-run"]);
    m.act(0, { type: "play", card: s.zones.hand0!.cards[0]! });
    lay(s, "c0d2", "t-shrine");
    at(s, 0, "c0d2");
    expect(legalDirs(m)).toEqual(["up", "right", "down"]);
    stackLevel(s, ["t-hall"]);
    m.act(0, { type: "move", dir: "up" });
    expect(s.raiders[0]?.freeSteps).toBe(0);
  });
});

describe("exploring", () => {
  it("draws the level deck's top card face up onto an empty square", () => {
    const m = solo();
    const s = m.state;
    stackLevel(s, ["t-library"]);
    const events = m.act(0, { type: "move", dir: "up" });
    expect(s.squares.c1d2).toMatchObject({ card: "t-library", faceDown: false });
    expect(types(events)).toContain("explore");
  });

  it("turns the face-down Treasure Room up when a raider enters it", () => {
    const m = solo();
    const s = m.state;
    lay(s, "c1d2", "t-hall");
    lay(s, "c1d3", "t-sunshaft");
    at(s, 0, "c1d3");
    m.act(0, { type: "move", dir: "up" });
    expect(s.squares.c1d4?.faceDown).toBe(false);
    expect(s.zones.map?.cards).toContain("t-vault");
    expect(s.zones.facedown?.cards).toEqual([]);
  });

  it("applies the explored location's effect: Dry Well stops the raider", () => {
    const m = solo();
    const s = m.state;
    stackLevel(s, ["t-well"]);
    m.act(0, { type: "move", dir: "up" });
    expect(s.raiders[0]?.stuck).toBe(true);
    expect(s.phase).not.toBe("move");
  });
});

describe("obstacle placement", () => {
  it("two players: the rival is asked privately, within danger + depth; the card is revealed once placed", () => {
    const m = started({ players: 2 });
    const s = m.state;
    clearHand(s, 0);
    clearHand(s, 1);
    const [pit, guardian] = give(s, 1, ["o-pit", "o-guardian"]);
    stackLevel(s, ["t-library", "t-hall", "t-crypt"]);
    m.act(0, { type: "move", dir: "right" });
    expect(m.prompt()).toMatchObject({
      decision: "place",
      seats: [1],
      simultaneous: true,
      detail: { square: "c1d1", limit: 7 },
    });
    expect(m.legal(1)).toEqual([{ type: "pass" }]);
    expect(m.refusal(1, { type: "place", card: pit! })).toEqual({
      code: "too-dangerous",
      params: { danger: 8, limit: 7 },
    });
    m.act(1, { type: "pass" });
    m.act(0, { type: "move", dir: "up" });
    expect(s.placement?.limit).toBe(7);
    m.act(1, { type: "pass" });
    m.act(0, { type: "move", dir: "up" });
    expect(s.placement?.limit).toBe(10);
    // The placement comes first; the mover, at 0 Move, then stops.
    expect(m.legal(1)).toEqual([{ type: "place", card: pit }, { type: "pass" }]);
    const events = m.act(1, { type: "place", card: pit! });
    expect(s.squares.c1d3?.obstacle).toMatchObject({ card: pit, owner: 1 });
    expect(events.find((e) => e.type === "place")?.data).toMatchObject({ card: pit, square: "c1d3" });
    m.act(0, { type: "stop" });
    rollCheck(m, [1, 1, 1]);
    expect(s.raiders[0]?.damage).toBe(1);
    expect(hand(s, 1)).toEqual(["o-guardian"]);
    expect(guardian).toBeDefined();
  });

  it("of several obstacles offered at once only the most dangerous valid one stays; the others are discarded", () => {
    const m = started({ players: 2 });
    const s = m.state;
    const [pit] = give(s, 1, ["o-pit"]);
    const [rockfall] = give(s, 0, ["o-rockfall"]);
    lay(s, "c1d3", "t-crypt");
    resolvePlacements(
      s,
      "c1d3",
      [
        { seat: 1, card: pit! },
        { seat: 0, card: rockfall! },
      ],
      { rng: new FixedDice([]), emit: () => undefined },
    );
    expect(s.squares.c1d3?.obstacle?.card).toBe(rockfall);
    expect(zoneFaces(s, "discard1")).toContain("o-pit");
  });

  it("solo: the obstacle deck is turned over until a card fits; the ones that do not go to the bottom", () => {
    const m = started({ players: 1 });
    const s = m.state;
    const deck = s.zones.obstacleDeck0!;
    moveAll(deck, s.zones.discard0!);
    const [guardian, collapse, tripwire] = give(s, 0, ["o-guardian", "o-darts", "o-tripwire"], "obstacleDeck");
    // Top of the deck is the last card: tripwire (7) fits danger 4 + depth 2 = 6? No: it goes under; then darts (9) no; guardian (12) no.
    stackLevel(s, ["t-sunshaft"]);
    const events = m.act(0, { type: "move", dir: "up" });
    expect(s.squares.c1d2?.obstacle).toBeNull();
    expect(events.find((e) => e.type === "obstacles-skipped")?.data).toMatchObject({ count: 3 });
    expect(types(events).slice(-2)).toEqual(["obstacles-skipped", "no-place"]);
    expect(deck.cards).toEqual([guardian, collapse, tripwire]);
    stackLevel(s, ["t-crypt"]);
    m.act(0, { type: "move", dir: "up" });
    expect(s.squares.c1d3?.obstacle?.card).toBe(tripwire);
    expect(deck.cards).toEqual([guardian, collapse]);
  });

  it("solo: the first card within the danger limit is placed; a creature that cannot live there dies at once", () => {
    const m = started({ players: 1, decks: ["diver"] });
    const s = m.state;
    const deck = s.zones.obstacleDeck0!;
    moveAll(deck, s.zones.discard0!);
    // Top of the deck is the last card: the collapse (13) is above the Crypt's danger 7 + depth 3 = 10 and goes under;
    // then the eel (8, a water creature) fits the limit but not the dry Crypt: placed, it dies at once (under the deck
    // too), and the undertow below it is never reached.
    const [undertow, eel, collapse] = give(s, 0, ["o-undertow", "o-eel", "o-collapse"], "obstacleDeck");
    lay(s, "c1d2", "t-hall");
    at(s, 0, "c1d2");
    stackLevel(s, ["t-crypt"]);
    const events = m.act(0, { type: "move", dir: "up" });
    expect(types(events)).toEqual(expect.arrayContaining(["obstacles-skipped", "place", "obstacle-gone"]));
    expect(events.find((e) => e.type === "obstacle-gone")?.data).toMatchObject({ square: "c1d3", reason: "habitat" });
    expect(s.squares.c1d3?.obstacle).toBeNull();
    expect(deck.cards).toEqual([eel, collapse, undertow]);
  });

  it("a rival may place a creature where it cannot live: it dies at once, as the obstacle deck's do", () => {
    const m = started({ players: 2, decks: ["delver", "diver"] });
    const s = m.state;
    clearHand(s, 1);
    const [eel] = give(s, 1, ["o-eel"]);
    stackLevel(s, ["t-crypt"]);
    lay(s, "c1d1", "t-sunshaft");
    lay(s, "c1d2", "t-hall");
    at(s, 0, "c1d2");
    s.raiders[0]!.movesLeft = 3;
    m.act(0, { type: "move", dir: "up" });
    expect(s.placement?.limit).toBe(10);
    expect(m.legal(1)).toEqual([{ type: "place", card: eel }, { type: "pass" }]);
    const events = m.act(1, { type: "place", card: eel! });
    expect(types(events)).toEqual(expect.arrayContaining(["place", "obstacle-gone"]));
    expect(events.find((e) => e.type === "obstacle-gone")?.data).toMatchObject({ square: "c1d3", reason: "habitat" });
    expect(s.squares.c1d3?.obstacle ?? null).toBeNull();
    expect(s.zones.discard1?.cards).toContain(eel);
  });

  it("an obstacle too dangerous for the location is refused with its danger and the limit", () => {
    const m = started({ players: 2 });
    const s = m.state;
    clearHand(s, 1);
    const [bats] = give(s, 1, ["o-bats"]);
    stackLevel(s, ["t-library"]);
    m.act(0, { type: "move", dir: "right" });
    expect(s.placement?.limit).toBe(7);
    expect(m.refusal(1, { type: "place", card: bats! })).toBeNull();
    const [guardian] = give(s, 1, ["o-guardian"]);
    const refused = m.refusal(1, { type: "place", card: guardian! });
    expect(refused).toEqual({ code: "too-dangerous", params: { danger: 12, limit: 7 } });
    expect(refusalMessage(TABLE_KINDS.get("tomb-raider"), refused!, "en")).toBe(
      "That obstacle's danger is 12: only danger 7 or less may be placed here.",
    );
  });
});
