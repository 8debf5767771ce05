/** What the table may not learn: which copies of a card are in the hand, and whether the hand holds a placeable card. */
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../../src/engine/index.ts";
import { id, place, scenario, square, type WgScenario } from "./helpers.ts";

/** Seat 0 with copy `inHand` of Drift Scout in hand and the other two copies in the deck. */
function holding(inHand: number, phase: "standby" | "gain" = "gain"): WgScenario {
  const m = scenario({ phase, stuns0: ["deep-sonar"], deck1: ["ember-scout"] });
  const copies = [1, 2, 3].map((n) => id(0, "drift-scout", n));
  m.state.zones.hand0.cards = [id(0, "drift-scout", inHand)];
  m.state.zones.deck0.cards = copies.filter((c) => c !== id(0, "drift-scout", inHand));
  return m;
}

/** The public part of events: what every other reader gets. */
const publicData = (events: readonly GameEvent[]): unknown[] => events.map((e) => [e.type, e.data]);

describe("copy numbers carry no information", () => {
  it("a card placed from the hand takes the lowest-numbered copy still hidden: copy 3 in hand lands as copy 1", () => {
    const m = holding(3);
    expect(m.legal(0)).toContainEqual({ type: "choose", card: id(0, "drift-scout", 3) });
    const events = place(m, id(0, "drift-scout", 3), 6);
    expect(square(m, 6).cards).toEqual([id(0, "drift-scout", 1)]);
    expect(events.find((e) => e.type === "gain")?.data.card).toBe(id(0, "drift-scout", 1));
    // The copies swapped ids where they lay: copy 3 now sits in the deck where copy 1 was.
    expect(m.state.zones.deck0.cards).toEqual([id(0, "drift-scout", 3), id(0, "drift-scout", 2)]);
  });

  it("whichever copy is in the hand, the opponent sees the same table and the same events", () => {
    const seen = [1, 2, 3].map((n) => {
      const m = holding(n);
      const events = place(m, id(0, "drift-scout", n), 6);
      return JSON.stringify([m.view(1), publicData(events)]);
    });
    expect(new Set(seen).size).toBe(1);
  });

  it("a stun placed from the hand is renumbered the same way", () => {
    const m = holding(2, "standby");
    const events = m.act(0, { type: "stun", card: id(0, "drift-scout", 2) });
    expect(m.state.zones.standby0.cards).toEqual([id(0, "deep-sonar"), id(0, "drift-scout", 1)]);
    expect(events.find((e) => e.type === "stun")?.data.card).toBe(id(0, "drift-scout", 1));
  });

  it("a card traded away goes to the break zone as the lowest hidden copy", () => {
    const m = holding(3);
    m.state.zones.square6.owner = 0;
    m.state.zones.square6.cards = [id(0, "ember-scout")];
    m.state.zones.square7.owner = 0;
    m.state.zones.square7.cards = [id(0, "ember-scout", 2)];
    m.state.zones.square8.owner = 0;
    m.state.zones.square8.cards = [id(0, "ember-scout", 3)];
    m.state.zones.square4.owner = 1;
    m.state.zones.square4.cards = [id(1, "drift-scout")];
    place(m, id(0, "drift-scout", 3), 4);
    expect(m.state.lastPlacement?.result).toBe("trade");
    expect(m.state.zones.break0.cards).toEqual([id(0, "drift-scout", 1)]);
  });

  it("a card put from the deck into standby takes the lowest hidden copy, even one in the hand", () => {
    const m = scenario({
      hand0: ["dew-weaver", "ember-scout"],
      stuns0: ["bloom-herald", "cinder-smith"],
      deck0: ["ember-scout"],
    });
    const events = place(m, id(0, "dew-weaver"), 6);
    expect(m.state.zones.standby0.cards).toContain(id(0, "ember-scout", 1));
    expect(m.state.zones.hand0.cards).toEqual([id(0, "ember-scout", 2)]);
    expect(events.find((e) => e.type === "stuns-from-deck")?.data.cards).toEqual([id(0, "ember-scout", 1)]);
  });
});

describe("the gain phase does not tell whether the hand can be placed", () => {
  it("a hand with nothing placeable still gets the gain phase, with a lone End turn; the table sees the same", () => {
    // Deep Sonar (6) cannot be paid for with one 3 stun; Ember Scout (1) can.
    const stuck = scenario({
      phase: "standby",
      hand0: ["deep-sonar", "deep-sonar"],
      stuns0: ["cinder-smith"],
      stuns1: [],
      deck1: ["ember-scout"],
    });
    const able = scenario({
      phase: "standby",
      hand0: ["ember-scout", "ember-scout"],
      stuns0: ["cinder-smith"],
      stuns1: [],
      deck1: ["ember-scout"],
    });
    for (const m of [stuck, able]) m.act(0, { type: "skip-stun" });
    expect(stuck.prompt()).toEqual({ decision: "gain", seats: [0], simultaneous: false });
    expect(stuck.legal(0)).toEqual([{ type: "end" }]);
    expect(able.legal(0)).toContainEqual({ type: "choose", card: id(0, "ember-scout") });
    expect(stuck.view(1)).toEqual(able.view(1));
  });

  it("the turn ends by itself only on public facts: an empty hand, or a placement made, with no Field effect to use", () => {
    const empty = scenario({ phase: "standby", hand0: [], stuns0: ["cinder-smith"], deck1: ["ember-scout"] });
    empty.act(0, { type: "skip-stun" });
    expect(empty.state.active).toBe(1);
    const m = scenario({ hand0: ["ember-scout", "deep-sonar"], stuns0: ["cinder-smith"], deck1: ["ember-scout"] });
    place(m, id(0, "ember-scout"), 6);
    expect(m.state.active).toBe(1);
  });
});
