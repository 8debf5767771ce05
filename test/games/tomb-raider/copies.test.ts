import { describe, expect, it } from "vitest";
import { moveCard, type Viewer } from "../../../src/engine/index.ts";
import { clearHand, stackLevel, started } from "./helpers.ts";

/**
 * Copies of a card are interchangeable, so which copy a player held must never show: seat 1 places an obstacle
 * holding copy 1 or copy 2 of it (the other copy in its deck), and seat 0 and the spectator must see the same.
 */
function placedHolding(copy: string): (viewer: Viewer) => string {
  const m = started({ players: 2 });
  const s = m.state;
  clearHand(s, 0);
  clearHand(s, 1);
  const deck = s.zones.deck1;
  const hand = s.zones.hand1;
  if (!deck || !hand) throw new Error("no seat 1 zones");
  moveCard(deck, hand, copy);
  stackLevel(s, ["t-crypt", "t-hall", "t-sunshaft"]);
  m.act(0, { type: "move", dir: "right" });
  m.act(1, { type: "place", card: copy });
  return (viewer) => JSON.stringify({ view: m.view(viewer), events: m.events(viewer) });
}

describe("the copy a player held never shows", () => {
  it("an obstacle placed from the hand turns face up as the lowest copy not yet seen", () => {
    const one = placedHolding("1:o-pit:1");
    const two = placedHolding("1:o-pit:2");
    for (const viewer of [0, "spectator"] as const) expect(two(viewer)).toBe(one(viewer));
    expect(two(0)).toContain("1:o-pit:1");
    expect(two(0)).not.toContain("1:o-pit:2");
  });
});
