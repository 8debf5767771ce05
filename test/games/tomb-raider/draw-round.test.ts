import { describe, expect, it } from "vitest";
import { moveAll } from "../../../src/engine/index.ts";
import { tombRaiderGame } from "../../../src/games/tomb-raider/game.ts";
import type { TombRaiderState } from "../../../src/games/tomb-raider/state.ts";
import { act, at, clearHand, give, hand, lay, refusal, started, totalCards, types, zoneFaces } from "./helpers.ts";

/** Solo, in the Draw round, standing on `square`. */
function drawing(square = "c1d1", locationId?: string): TombRaiderState {
  const s = started({ players: 1 });
  moveAll(s.zones.obstacleDeck0!, s.zones.discard0!);
  moveAll(s.zones.discard0!, s.zones.obstacleDeck0!);
  clearHand(s, 0);
  if (locationId) lay(s, square, locationId);
  at(s, 0, square);
  s.phase = "discard";
  s.active = 0;
  s.queue = [];
  s.progress = null;
  return s;
}

describe("the Draw round", () => {
  it("discards any cards one by one, then draws Think", () => {
    const s = drawing();
    const [a, b] = give(s, 0, ["a-sprint", "a-bandage"]);
    expect(tombRaiderGame.legalActions(s, 0)[0]).toEqual({ type: "done" });
    act(s, 0, { type: "discard", card: a! });
    expect(s.phase).toBe("discard");
    act(s, 0, { type: "done" });
    expect(hand(s, 0)).toHaveLength(1 + 3);
    expect(zoneFaces(s, "discard0")).toEqual(["a-sprint"]);
    expect(b).toBeDefined();
    expect(s.phase).toBe("wrap-up");
  });

  it("an empty hand draws twice Think as a new hand", () => {
    const s = drawing();
    act(s, 0, { type: "done" });
    expect(hand(s, 0)).toHaveLength(6);
  });

  it("never draws past Think + 6 cards in hand", () => {
    const s = drawing();
    give(s, 0, ["a-sprint", "a-sprint", "a-bandage", "a-leap", "a-sweep", "d-rope", "d-lantern", "d-guide"]);
    act(s, 0, { type: "done" });
    expect(hand(s, 0)).toHaveLength(9);
  });

  it("a deck that runs out is rebuilt from the shuffled discards", () => {
    const s = drawing();
    moveAll(s.zones.deck0!, s.zones.discard0!);
    give(s, 0, ["a-sprint"], "deck");
    give(s, 0, ["a-bandage"]);
    const events = types(act(s, 0, { type: "done" }));
    expect(events).toContain("reshuffle");
    expect(hand(s, 0)).toHaveLength(4);
  });

  it("saves only at a Save Point: unsaved cards become saved and the restart point moves there", () => {
    const s = drawing("c1d2", "t-shrine");
    // Save Points are discoveries (a Save Crystal found here), never printed on a location.
    s.squares.c1d2!.savePoint = true;
    give(s, 0, ["d-lantern", "d-guide"], "unsaved");
    act(s, 0, { type: "done" });
    expect(tombRaiderGame.legalActions(s, 0)).toEqual([{ type: "done" }, { type: "save" }, { type: "reset", entrance: false }]);
    act(s, 0, { type: "save" });
    expect(zoneFaces(s, "saved0")).toContain("d-lantern");
    // A companion is always unsaved.
    expect(zoneFaces(s, "unsaved0")).toEqual(["d-guide"]);
    expect(s.raiders[0]?.restart).toBe("c1d2");
    const t = drawing("c1d2", "t-hall");
    act(t, 0, { type: "done" });
    expect(refusal(t, 0, { type: "save" })).toEqual({ code: "no-save-point" });
  });

  it("a reset reloads: hand and unsaved cards lost, discards shuffled in, a new hand of Think, healed, back at the restart point", () => {
    const s = drawing("c1d3", "t-crypt");
    const before = totalCards(s);
    give(s, 0, ["d-lantern"], "unsaved");
    give(s, 0, ["u-climber"], "saved");
    s.raiders[0]!.damage = 2;
    s.raiders[0]!.air = 1;
    act(s, 0, { type: "done" });
    const events = types(act(s, 0, { type: "reset", entrance: false }));
    expect(events).toEqual(expect.arrayContaining(["reset", "lost", "reshuffle", "draw", "reload"]));
    const r = s.raiders[0]!;
    expect(r.at).toBe("c1d1");
    expect(r.damage).toBe(0);
    expect(r.air).toBe(6);
    expect(zoneFaces(s, "unsaved0")).toEqual([]);
    expect(zoneFaces(s, "saved0")).toEqual(["u-climber"]);
    expect(zoneFaces(s, "discard0")).toEqual([]);
    expect(hand(s, 0)).toHaveLength(3);
    expect(totalCards(s)).toBe(before);
    expect(s.turn).toBe(2);
  });

  it("a reload after saving restarts at the save point", () => {
    const s = drawing("c1d2", "t-shrine");
    s.squares.c1d2!.savePoint = true;
    act(s, 0, { type: "done" });
    act(s, 0, { type: "save" });
    at(s, 0, "c1d1");
    s.phase = "wrap-up";
    s.active = 0;
    act(s, 0, { type: "reset", entrance: false });
    expect(s.raiders[0]?.at).toBe("c1d2");
  });

  it("a reset may restart at the entrance instead, dropping the save (a save in a dead end never traps)", () => {
    const s = drawing("c2d2", "t-well");
    s.squares.c2d2!.savePoint = true;
    act(s, 0, { type: "done" });
    act(s, 0, { type: "save" });
    s.phase = "wrap-up";
    s.active = 0;
    expect(tombRaiderGame.legalActions(s, 0)).toEqual([{ type: "done" }, { type: "save" }, { type: "reset", entrance: false }, { type: "reset", entrance: true }]);
    act(s, 0, { type: "reset", entrance: true });
    expect(s.raiders[0]).toMatchObject({ at: "c1d1", restart: "c1d1" });
  });

  it("draws use the current Think, lowered by damage", () => {
    const s = drawing();
    give(s, 0, ["a-bandage"]);
    s.raiders[0]!.damage = 1;
    act(s, 0, { type: "done" });
    expect(hand(s, 0)).toHaveLength(1 + 2);
  });
});

describe("a dead raider's Draw round (seed, step 5; issue 10)", () => {
  it("a raider killed by its own card in step 1 (under water, no air) reloads as soon as step 1 is done", () => {
    const s = started({ players: 1, level: "cave" });
    moveAll(s.zones.obstacleDeck0!, s.zones.discard0!);
    clearHand(s, 0);
    lay(s, "c1d2", "c-sump");
    at(s, 0, "c1d2");
    Object.assign(s, { phase: "discard", active: 0, queue: [], progress: null });
    s.raiders[0]!.air = 0;
    s.raiders[0]!.damage = 2;
    const [bandage] = give(s, 0, ["a-bandage"]);
    expect(types(act(s, 0, { type: "play", card: bandage! }))).toContain("death");
    expect(s.raiders[0]?.dead).toBe(true);
    const events = types(act(s, 0, { type: "done" }));
    expect(events).toContain("reload");
    expect(s.raiders[0]).toMatchObject({ dead: false, damage: 0, at: "c1d1" });
    // No reset or save is offered to a raider already reloaded: the next turn begins.
    expect(s.phase).not.toBe("wrap-up");
  });

  it("a raider dead before the round takes step 1 too: an upgrade it plays then survives the reload", () => {
    const s = drawing();
    s.raiders[0]!.dead = true;
    const [climber] = give(s, 0, ["u-climber"]);
    act(s, 0, { type: "play", card: climber! });
    expect(types(act(s, 0, { type: "done" }))).toContain("reload");
    expect(zoneFaces(s, "saved0")).toContain("u-climber");
  });
});
