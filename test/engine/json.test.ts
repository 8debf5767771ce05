import { describe, expect, it } from "vitest";
import { cloneJson, cloneJsonWith, copyZones, sameJson, zone, type ZoneMap } from "../../src/engine/index.ts";

describe("cloneJson", () => {
  it("copies every object and array, keys in their order, sharing nothing", () => {
    const value = { b: [1, { c: "x", a: null }], a: { z: [true], y: 2 } };
    const copy = cloneJson(value);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(value));
    expect(copy).not.toBe(value);
    expect(copy.b).not.toBe(value.b);
    expect(copy.b[1]).not.toBe(value.b[1]);
    expect(copy.a.z).not.toBe(value.a.z);
  });

  it("with a part copied by another copier, puts that copy in its place and copies the rest", () => {
    const zones: ZoneMap = { deck: zone("hidden", 0, ["a", "b"]), hand: { ...zone("owner", 0, ["c"]), shownTo: [1] } };
    const state = { turn: 3, zones, on: { a: "b" } };
    const zonesCopy = copyZones(zones);
    const copy = cloneJsonWith(state, zones, zonesCopy);
    expect(copy.zones).toBe(zonesCopy);
    expect(copy.on).not.toBe(state.on);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(state));
  });
});

describe("copyZones", () => {
  it("copies each zone, its cards and who was shown them, in the key order zone() gives", () => {
    const zones: ZoneMap = {
      deck: zone("hidden", null, ["a", "b"]),
      hand: { ...zone("owner", 1, ["c"]), shownTo: [0] },
    };
    const copy = copyZones(zones);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(zones));
    expect(JSON.stringify(copy)).toBe(JSON.stringify(cloneJson(zones)));
    expect(copy.deck?.cards).not.toBe(zones.deck?.cards);
    expect(copy.hand?.shownTo).not.toBe(zones.hand?.shownTo);
    copy.deck?.cards.pop();
    expect(zones.deck?.cards).toEqual(["a", "b"]);
  });
});

describe("sameJson", () => {
  it("compares values deeply, whatever the order of keys", () => {
    expect(sameJson({ type: "play", card: "x", aim: ["a", 1] }, { card: "x", aim: ["a", 1], type: "play" })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameJson({ a: null }, { a: undefined })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson("1", 1)).toBe(false);
    expect(sameJson(null, null)).toBe(true);
  });
});
