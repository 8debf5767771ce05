import { describe, expect, it } from "vitest";
import { onePerFace, turnFaceUp, zone, type ZoneMap } from "../../src/engine/index.ts";

const face = (card: string): string => card.replace(/[0-9]+$/, "");
const byNumber = (a: string, b: string): number => a.localeCompare(b, "en", { numeric: true });

function table(hand: string[], deck: string[], pile: string[] = [], other: string[] = []) {
  const zones: ZoneMap = {
    hand: zone("owner", 0, hand),
    other: zone("owner", 1, other),
    deck: zone("hidden", null, deck),
    pile: zone("public", null, pile),
  };
  return { zones, last: hand[0] ?? null, notes: { [hand[0] ?? ""]: "first" } };
}

describe("turnFaceUp", () => {
  it("gives a card turning face up the lowest number of its face not yet face up, swapping everywhere in the state", () => {
    const state = table(["coin3", "gem1"], ["coin1", "coin2", "gem2"]);
    const [shown] = turnFaceUp(state, state.zones, ["coin3"], face, byNumber);
    expect(shown).toBe("coin1");
    expect(state.zones.hand?.cards).toEqual(["coin1", "gem1"]);
    expect(state.zones.deck?.cards).toEqual(["coin3", "coin2", "gem2"]);
    expect(state.last).toBe("coin1");
    expect(state.notes).toEqual({ coin1: "first" });
  });

  it("skips numbers already face up, and never changes a card another seat can see", () => {
    const state = table(["coin4"], ["coin3", "gem1"], ["coin1"], ["coin2"]);
    expect(turnFaceUp(state, state.zones, ["coin4"], face, byNumber)).toEqual(["coin3"]);
    expect(state.zones.other?.cards).toEqual(["coin2"]);
    expect(state.zones.deck?.cards).toEqual(["coin4", "gem1"]);
  });

  it("gives the same id whichever of its holder's equivalent copies turns up", () => {
    const after = (played: string) => {
      const state = table(["coin2", "coin3"], ["coin4"], [], ["coin1"]);
      return turnFaceUp(state, state.zones, [played], face, byNumber);
    };
    expect(after("coin2")).toEqual(["coin2"]);
    expect(after("coin3")).toEqual(["coin2"]);
  });

  it("lets a card nobody can see (a deck's top) take any copy not yet face up", () => {
    const state = table([], ["coin3"], [], ["coin1"]);
    expect(turnFaceUp(state, state.zones, ["coin3"], face, byNumber)).toEqual(["coin1"]);
    expect(state.zones.other?.cards).toEqual(["coin3"]);
  });

  it("numbers a batch in order, following the swaps made for earlier cards", () => {
    const state = table(["coin2", "coin3"], ["coin1"]);
    expect(turnFaceUp(state, state.zones, ["coin3", "coin2"], face, byNumber)).toEqual(["coin1", "coin2"]);
    expect(state.zones.deck?.cards).toEqual(["coin3"]);
    expect(state.zones.hand?.cards.sort(byNumber)).toEqual(["coin1", "coin2"]);
  });

  it("leaves a card alone when it already is the lowest", () => {
    const state = table(["coin1"], ["coin2"]);
    const before = JSON.stringify(state);
    expect(turnFaceUp(state, state.zones, ["coin1"], face, byNumber)).toEqual(["coin1"]);
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe("onePerFace", () => {
  it("keeps one card of each face, the first in the given order, in that order", () => {
    const face = (c: string): string => c.split(":")[1] ?? c;
    const byCopy = (a: string, b: string): number => a.localeCompare(b);
    expect(onePerFace(["0:rope:2", "0:axe:3", "0:rope:1", "0:axe:1"], face, byCopy)).toEqual(["0:axe:1", "0:rope:1"]);
    expect(onePerFace([], face, byCopy)).toEqual([]);
  });
});
