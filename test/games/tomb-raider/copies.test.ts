import { describe, expect, it } from "vitest";
import { eventFor, moveCard, viewMatch, type GameEvent, type Match, type Viewer } from "../../../src/engine/index.ts";
import { tombRaiderGame } from "../../../src/games/tomb-raider/game.ts";
import type { TombRaiderAction, TombRaiderState } from "../../../src/games/tomb-raider/state.ts";
import { act, actAll, clearHand, stackLevel, started } from "./helpers.ts";

function asMatch(state: TombRaiderState): Match<TombRaiderState, TombRaiderAction> {
  return { game: "tomb-raider", rulesVersion: tombRaiderGame.rulesVersion, setup: { seed: 1, players: 2, options: {} }, seq: 0, promptSeq: 0, rng: [1, 2, 3, 4], state, pending: [] };
}

/**
 * Copies of a card are interchangeable, so which copy a player held must never show: seat 1 places an obstacle
 * holding copy 1 or copy 2 of it (the other copy in its deck), and seat 0 and the spectator must see the same.
 */
function placedHolding(copy: string): (viewer: Viewer) => string {
  const s = started({ players: 2 });
  clearHand(s, 0);
  clearHand(s, 1);
  const deck = s.zones.deck1;
  const hand = s.zones.hand1;
  if (!deck || !hand) throw new Error("no seat 1 zones");
  moveCard(deck, hand, copy);
  stackLevel(s, ["t-crypt", "t-hall", "t-sunshaft"]);
  act(s, 0, { type: "move", dir: "right" });
  const events: GameEvent[] = actAll(s, [{ seat: 1, action: { type: "place", card: copy } }]);
  return (viewer) => JSON.stringify({ view: viewMatch(tombRaiderGame, asMatch(s), viewer), events: events.map((e) => eventFor(e, viewer)) });
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
