import { describe, expect, it } from "vitest";
import { moveAll } from "../../../src/engine/index.ts";
import { at, clearHand, give, hand, lay, started, totalCards, zoneFaces, type TrScenario } from "./helpers.ts";
import { types } from "../scenario.ts";

/** Solo, in the Draw round, standing on `square`. */
function drawing(square = "c1d1", locationId?: string): TrScenario {
  const m = started({ players: 1 });
  const s = m.state;
  moveAll(s.zones.obstacleDeck0!, s.zones.discard0!);
  moveAll(s.zones.discard0!, s.zones.obstacleDeck0!);
  clearHand(s, 0);
  if (locationId) lay(s, square, locationId);
  at(s, 0, square);
  s.phase = "discard";
  s.active = 0;
  s.queue = [];
  s.progress = null;
  return m;
}

describe("the Draw round", () => {
  it("discards any cards one by one, then draws Think", () => {
    const m = drawing();
    const s = m.state;
    const [a, b] = give(s, 0, ["a-sprint", "a-bandage"]);
    expect(m.legal(0)[0]).toEqual({ type: "done" });
    m.act(0, { type: "discard", card: a! });
    expect(s.phase).toBe("discard");
    m.act(0, { type: "done" });
    expect(hand(s, 0)).toHaveLength(1 + 3);
    expect(zoneFaces(s, "discard0")).toEqual(["a-sprint"]);
    expect(b).toBeDefined();
    expect(s.phase).toBe("wrap-up");
  });

  it("an empty hand draws twice Think as a new hand", () => {
    const m = drawing();
    const s = m.state;
    m.act(0, { type: "done" });
    expect(hand(s, 0)).toHaveLength(6);
  });

  it("never draws past Think + 6 cards in hand", () => {
    const m = drawing();
    const s = m.state;
    give(s, 0, ["a-sprint", "a-sprint", "a-bandage", "a-leap", "a-sweep", "d-rope", "d-lantern", "d-guide"]);
    m.act(0, { type: "done" });
    expect(hand(s, 0)).toHaveLength(9);
  });

  it("a deck that runs out is rebuilt from the shuffled discards", () => {
    const m = drawing();
    const s = m.state;
    moveAll(s.zones.deck0!, s.zones.discard0!);
    give(s, 0, ["a-sprint"], "deck");
    give(s, 0, ["a-bandage"]);
    const events = types(m.act(0, { type: "done" }));
    expect(events).toContain("reshuffle");
    expect(hand(s, 0)).toHaveLength(4);
  });

  it("saves only at a Save Point: unsaved cards become saved and the restart point moves there", () => {
    const m = drawing("c1d2", "t-shrine");
    const s = m.state;
    // Save Points are discoveries (a Save Crystal found here), never printed on a location.
    s.squares.c1d2!.savePoint = true;
    give(s, 0, ["d-lantern", "d-guide"], "unsaved");
    m.act(0, { type: "done" });
    expect(m.legal(0)).toEqual([{ type: "done" }, { type: "save" }, { type: "reset", entrance: false }]);
    m.act(0, { type: "save" });
    expect(zoneFaces(s, "saved0")).toContain("d-lantern");
    // A companion is always unsaved.
    expect(zoneFaces(s, "unsaved0")).toEqual(["d-guide"]);
    expect(s.raiders[0]?.restart).toBe("c1d2");
    const m2 = drawing("c1d2", "t-hall");
    m2.act(0, { type: "done" });
    expect(m2.refusal(0, { type: "save" })).toEqual({ code: "no-save-point" });
  });

  it("a reset reloads: hand and unsaved cards lost, discards shuffled in, a new hand of Think, healed, back at the restart point", () => {
    const m = drawing("c1d3", "t-crypt");
    const s = m.state;
    const before = totalCards(s);
    give(s, 0, ["d-lantern"], "unsaved");
    give(s, 0, ["u-climber"], "saved");
    s.raiders[0]!.damage = 2;
    s.raiders[0]!.air = 1;
    m.act(0, { type: "done" });
    const events = types(m.act(0, { type: "reset", entrance: false }));
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
    const m = drawing("c1d2", "t-shrine");
    const s = m.state;
    s.squares.c1d2!.savePoint = true;
    m.act(0, { type: "done" });
    m.act(0, { type: "save" });
    at(s, 0, "c1d1");
    s.phase = "wrap-up";
    s.active = 0;
    m.act(0, { type: "reset", entrance: false });
    expect(s.raiders[0]?.at).toBe("c1d2");
  });

  it("a reset may restart at the entrance instead, dropping the save (a save in a dead end never traps)", () => {
    const m = drawing("c2d2", "t-well");
    const s = m.state;
    s.squares.c2d2!.savePoint = true;
    m.act(0, { type: "done" });
    m.act(0, { type: "save" });
    s.phase = "wrap-up";
    s.active = 0;
    expect(m.legal(0)).toEqual([
      { type: "done" },
      { type: "save" },
      { type: "reset", entrance: false },
      { type: "reset", entrance: true },
    ]);
    m.act(0, { type: "reset", entrance: true });
    expect(s.raiders[0]).toMatchObject({ at: "c1d1", restart: "c1d1" });
  });

  it("draws use the current Think, lowered by damage", () => {
    const m = drawing();
    const s = m.state;
    give(s, 0, ["a-bandage"]);
    s.raiders[0]!.damage = 1;
    m.act(0, { type: "done" });
    expect(hand(s, 0)).toHaveLength(1 + 2);
  });
});

describe("a dead raider's Draw round (seed, step 5; issue 10)", () => {
  it("a raider killed by its own card in step 1 (under water, no air) reloads as soon as step 1 is done", () => {
    const m = started({ players: 1, level: "cave" });
    const s = m.state;
    moveAll(s.zones.obstacleDeck0!, s.zones.discard0!);
    clearHand(s, 0);
    lay(s, "c1d2", "c-sump");
    at(s, 0, "c1d2");
    Object.assign(s, { phase: "discard", active: 0, queue: [], progress: null });
    s.raiders[0]!.air = 0;
    s.raiders[0]!.damage = 2;
    const [bandage] = give(s, 0, ["a-bandage"]);
    expect(types(m.act(0, { type: "play", card: bandage! }))).toContain("death");
    expect(s.raiders[0]?.dead).toBe(true);
    const events = types(m.act(0, { type: "done" }));
    expect(events).toContain("reload");
    expect(s.raiders[0]).toMatchObject({ dead: false, damage: 0, at: "c1d1" });
    // No reset or save is offered to a raider already reloaded: the next turn begins.
    expect(s.phase).not.toBe("wrap-up");
  });

  it("a raider dead before the round takes step 1 too: an upgrade it plays then survives the reload", () => {
    const m = drawing();
    const s = m.state;
    s.raiders[0]!.dead = true;
    const [climber] = give(s, 0, ["u-climber"]);
    m.act(0, { type: "play", card: climber! });
    expect(types(m.act(0, { type: "done" }))).toContain("reload");
    expect(zoneFaces(s, "saved0")).toContain("u-climber");
  });
});
