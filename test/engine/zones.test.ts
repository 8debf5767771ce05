import { describe, expect, it } from "vitest";
import {
  canSee,
  eventFor,
  moveAll,
  moveCard,
  moveTop,
  otherSeat,
  seatZones,
  viewZone,
  zone,
  type GameEvent,
  type Viewer,
  type Zone,
} from "../../src/engine/index.ts";

const VIEWERS: Viewer[] = [0, 1, 2, "spectator"];
const seenBy = (z: Zone): Viewer[] => VIEWERS.filter((v) => canSee(z, v));

describe("zone visibility", () => {
  it("creates an empty zone with no owner by default", () => {
    expect(zone("public")).toEqual({ owner: null, visibility: "public", cards: [] });
    expect(zone("owner", 1, ["a"])).toEqual({ owner: 1, visibility: "owner", cards: ["a"] });
  });

  it("public: everyone, spectators included", () => {
    expect(seenBy(zone("public", 0, ["a"]))).toEqual(VIEWERS);
  });

  it("owner: only the owning seat", () => {
    expect(seenBy(zone("owner", 1, ["a"]))).toEqual([1]);
    expect(seenBy(zone("owner", null, ["a"]))).toEqual([]);
  });

  it("hidden: nobody, not even its owner", () => {
    expect(seenBy(zone("hidden", 0, ["a"]))).toEqual([]);
  });

  it("shownTo adds the seats a zone was shown to, never spectators", () => {
    expect(seenBy({ ...zone("owner", 0, ["a"]), shownTo: [2] })).toEqual([0, 2]);
    expect(seenBy({ ...zone("hidden", null, ["a"]), shownTo: [1] })).toEqual([1]);
  });

  it("viewZone always gives the count, and the cards only to those who may see them", () => {
    const hand = zone("owner", 0, ["a", "b"]);
    expect(viewZone(hand, 0)).toEqual({ count: 2, cards: ["a", "b"] });
    expect(viewZone(hand, 1)).toEqual({ count: 2, cards: null });
    expect(viewZone(hand, "spectator")).toEqual({ count: 2, cards: null });
    expect(viewZone(zone("hidden"), 0)).toEqual({ count: 0, cards: null });
  });

  it("viewZone hands out a copy of the cards", () => {
    const pile = zone<string>("public", null, ["a"]);
    viewZone(pile, 0).cards?.push("b");
    expect(pile.cards).toEqual(["a"]);
  });
});

describe("moving cards", () => {
  it("moveCard takes the named card from anywhere and puts it on top", () => {
    const from = zone("owner", 0, ["a", "b", "c"]);
    const to = zone("public", null, ["x"]);
    moveCard(from, to, "b");
    expect(from.cards).toEqual(["a", "c"]);
    expect(to.cards).toEqual(["x", "b"]);
  });

  it("moveCard can put it at the bottom", () => {
    const from = zone("owner", 0, ["a"]);
    const to = zone("hidden", null, ["x", "y"]);
    moveCard(from, to, "a", { toBottom: true });
    expect(to.cards).toEqual(["a", "x", "y"]);
  });

  it("moveCard moves one copy of a duplicated card", () => {
    const from = zone("public", null, ["a", "a"]);
    const to = zone("public");
    moveCard(from, to, "a");
    expect([from.cards, to.cards]).toEqual([["a"], ["a"]]);
  });

  it("moveCard throws on a missing card and changes nothing", () => {
    const from = zone("owner", 0, ["a"]);
    const to = { ...zone("public", null, ["x"]), shownTo: [1] };
    expect(() => moveCard(from, to, "z")).toThrow("card z is not in the source zone");
    expect(from.cards).toEqual(["a"]);
    expect(to).toEqual({ owner: null, visibility: "public", cards: ["x"], shownTo: [1] });
  });

  it("moveTop moves the last card and returns it; on an empty zone returns null and moves nothing", () => {
    const deck = zone("hidden", null, ["bottom", "top"]);
    const hand = { ...zone("owner", 0), shownTo: [1] };
    expect(moveTop(deck, hand)).toBe("top");
    expect([deck.cards, hand.cards]).toEqual([["bottom"], ["top"]]);
    expect(moveTop(deck, hand)).toBe("bottom");
    expect(hand.cards).toEqual(["top", "bottom"]);
    const shown = { ...zone("owner", 0, ["k"]), shownTo: [1] };
    expect(moveTop(zone("hidden"), shown)).toBeNull();
    expect(shown).toEqual({ owner: 0, visibility: "owner", cards: ["k"], shownTo: [1] });
  });

  it("moveAll moves everything onto the destination, keeping order, and returns the moved cards", () => {
    const pile = zone("public", null, ["a", "b", "c"]);
    const won = zone("public", 1, ["z"]);
    expect(moveAll(pile, won)).toEqual(["a", "b", "c"]);
    expect(pile.cards).toEqual([]);
    expect(won.cards).toEqual(["z", "a", "b", "c"]);
    expect(moveAll(pile, won)).toEqual([]);
  });

  it("a card entering a zone clears shownTo, whichever way it enters", () => {
    const shownHand = (): Zone => ({ ...zone("owner", 0, ["k"]), shownTo: [1] });
    const enterings: ((to: Zone) => void)[] = [
      (to) => moveCard(zone("public", null, ["a"]), to, "a"),
      (to) => moveCard(zone("public", null, ["a"]), to, "a", { toBottom: true }),
      (to) => moveTop(zone("public", null, ["a"]), to),
      (to) => moveAll(zone("public", null, ["a", "b"]), to),
    ];
    for (const enter of enterings) {
      const hand = shownHand();
      expect(canSee(hand, 1)).toBe(true);
      enter(hand);
      expect(hand.shownTo).toBeUndefined();
      expect(canSee(hand, 1)).toBe(false);
      expect(canSee(hand, 0)).toBe(true);
    }
  });
});

describe("eventFor", () => {
  const drew: GameEvent = { type: "drew", data: { seat: 1, count: 1 }, secret: { to: [1], data: { card: "c7" } } };

  it("gives the named seats the public part plus the secret part", () => {
    expect(eventFor(drew, 1)).toEqual({ type: "drew", data: { seat: 1, count: 1, card: "c7" } });
  });

  it("gives everyone else, spectators included, the public part only", () => {
    for (const viewer of [0, 2, "spectator"] as const) {
      expect(eventFor(drew, viewer)).toEqual({ type: "drew", data: { seat: 1, count: 1 } });
      expect(JSON.stringify(eventFor(drew, viewer))).not.toContain("c7");
    }
  });

  it("passes a public event through for every viewer", () => {
    const played: GameEvent = { type: "played", data: { card: "c3" } };
    for (const viewer of VIEWERS) expect(eventFor(played, viewer)).toEqual({ type: "played", data: { card: "c3" } });
  });

  it("may share a secret with several seats", () => {
    const shown: GameEvent = { type: "shown", data: {}, secret: { to: [0, 2], data: { card: "c1" } } };
    expect(VIEWERS.map((v) => eventFor(shown, v).data["card"])).toEqual(["c1", undefined, "c1", undefined]);
  });
});

describe("seat zones", () => {
  const seatZone = seatZones<"hand" | "deck">();
  const state = { zones: { hand0: zone("owner", 0, ["a"]), hand1: zone("owner", 1, ["b"]), deck1: zone("hidden", 1) } };

  it("finds a seat's zone by kind, `<kind><seat>`", () => {
    expect(seatZone(state, 1, "hand")).toBe(state.zones.hand1);
    expect(seatZone(state, 0, "hand").cards).toEqual(["a"]);
  });

  it("throws for a zone the game never made", () => {
    expect(() => seatZone(state, 0, "deck")).toThrow("no zone deck0");
  });

  it("otherSeat is the other seat of two", () => {
    expect([otherSeat(0), otherSeat(1)]).toEqual([1, 0]);
  });
});
