import { describe, expect, it } from "vitest";
import {
  array,
  bool,
  int,
  object,
  oneOf,
  optional,
  parseWith,
  str,
  tagged,
  validate,
  type Schema,
} from "../../src/engine/index.ts";

interface Card {
  id: string;
  power: number;
  tags: string[];
  note?: string | undefined;
}
const card: Schema<Card> = object<Card>({
  id: str({ min: 1, max: 8 }),
  power: int({ min: 0, max: 9 }),
  tags: array(oneOf(["spy", "hacker"]), { max: 2 }),
  note: optional(str()),
});

type Move = { type: "play"; card: string } | { type: "guess"; kind: "spy" | "hacker" } | { type: "pass" };
const move: Schema<Move> = tagged<"type", Move>("type", {
  play: object({ type: oneOf(["play"]), card: str() }),
  guess: object({ type: oneOf(["guess"]), kind: oneOf(["spy", "hacker"]) }),
  pass: object({ type: oneOf(["pass"]) }),
});

describe("validate and object", () => {
  it("accepts a well-formed object and returns a new one", () => {
    const input = { id: "c1", power: 3, tags: ["spy"] };
    const result = validate(card, input);
    expect(result).toEqual({ ok: true, value: { id: "c1", power: 3, tags: ["spy"] } });
    if (!result.ok) return;
    expect(result.value).not.toBe(input);
    expect(result.value.tags).not.toBe(input.tags);
  });

  it("refuses unknown fields", () => {
    expect(validate(card, { id: "c1", power: 3, tags: [], powr: 4 })).toEqual({
      ok: false,
      issues: [{ path: "$.powr", expected: "no such field" }],
    });
  });

  it("refuses missing fields", () => {
    expect(validate(card, { id: "c1", tags: [] })).toEqual({
      ok: false,
      issues: [{ path: "$.power", expected: "a required field" }],
    });
  });

  it("collects every issue with its path instead of stopping at the first", () => {
    const result = validate(card, { id: "", power: 12, tags: ["spy", "king"], extra: 1 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([
      { path: "$.extra", expected: "no such field" },
      { path: "$.id", expected: "a string of 1..8 characters" },
      { path: "$.power", expected: "an integer from 0 to 9" },
      { path: "$.tags[1]", expected: "one of spy, hacker" },
    ]);
  });

  it("names nested paths", () => {
    const deck = object<{ name: string; cards: Card[] }>({ name: str(), cards: array(card) });
    const result = validate(deck, {
      name: "d",
      cards: [
        { id: "a", power: 1, tags: [] },
        { id: "b", power: -1, tags: [] },
      ],
    });
    expect(result).toEqual({ ok: false, issues: [{ path: "$.cards[1].power", expected: "an integer from 0 to 9" }] });
  });

  it("refuses what is not a plain object", () => {
    for (const value of [null, undefined, 3, "x", [], [1]]) {
      expect(validate(card, value)).toEqual({ ok: false, issues: [{ path: "$", expected: "an object" }] });
    }
  });

  it("does not write to its input", () => {
    const input = Object.freeze({ id: "c1", power: 3, tags: Object.freeze(["spy"]), extra: true });
    expect(() => validate(card, input)).not.toThrow();
  });
});

describe("optional", () => {
  it("accepts a missing field and leaves it out of the result", () => {
    const result = validate(card, { id: "c1", power: 3, tags: [] });
    expect(result.ok && "note" in result.value).toBe(false);
  });

  it("accepts an explicit undefined", () => {
    expect(validate(card, { id: "c1", power: 3, tags: [], note: undefined }).ok).toBe(true);
  });

  it("checks a present value", () => {
    expect(validate(card, { id: "c1", power: 3, tags: [], note: "n" })).toEqual({
      ok: true,
      value: { id: "c1", power: 3, tags: [], note: "n" },
    });
    expect(validate(card, { id: "c1", power: 3, tags: [], note: 5 })).toEqual({
      ok: false,
      issues: [{ path: "$.note", expected: "a string" }],
    });
  });

  it("is not a value on its own: validate refuses a top-level undefined", () => {
    expect(validate(optional(int()), undefined)).toEqual({ ok: false, issues: [{ path: "$", expected: "a value" }] });
    expect(validate(optional(int()), 4)).toEqual({ ok: true, value: 4 });
  });
});

describe("tagged", () => {
  it("dispatches on the tag", () => {
    expect(validate(move, { type: "play", card: "c1" })).toEqual({ ok: true, value: { type: "play", card: "c1" } });
    expect(validate(move, { type: "guess", kind: "spy" })).toEqual({ ok: true, value: { type: "guess", kind: "spy" } });
    expect(validate(move, { type: "pass" })).toEqual({ ok: true, value: { type: "pass" } });
  });

  it("refuses an unknown, missing or non-string tag, listing the tags", () => {
    for (const value of [{ type: "fold" }, {}, { type: 3 }, { type: "constructor" }, { type: "__proto__" }]) {
      expect(validate(move, value)).toEqual({
        ok: false,
        issues: [{ path: "$.type", expected: "one of play, guess, pass" }],
      });
    }
  });

  it("refuses a non-object", () => {
    expect(validate(move, null)).toEqual({ ok: false, issues: [{ path: "$", expected: "an object" }] });
    expect(validate(move, "pass")).toEqual({ ok: false, issues: [{ path: "$", expected: "an object" }] });
  });

  it("reports the chosen variant's own issues", () => {
    expect(validate(move, { type: "guess", kind: "king", card: "c1" })).toEqual({
      ok: false,
      issues: [
        { path: "$.card", expected: "no such field" },
        { path: "$.kind", expected: "one of spy, hacker" },
      ],
    });
  });
});

describe("array", () => {
  const hand = array(str(), { min: 1, max: 3 });

  it("enforces the bounds, inclusive", () => {
    expect(validate(hand, ["a"]).ok).toBe(true);
    expect(validate(hand, ["a", "b", "c"]).ok).toBe(true);
    expect(validate(hand, [])).toEqual({ ok: false, issues: [{ path: "$", expected: "a list of 1..3 items" }] });
    expect(validate(hand, ["a", "b", "c", "d"])).toEqual({
      ok: false,
      issues: [{ path: "$", expected: "a list of 1..3 items" }],
    });
  });

  it("checks every item, with its index", () => {
    expect(validate(hand, [1, "b", false])).toEqual({
      ok: false,
      issues: [
        { path: "$[0]", expected: "a string" },
        { path: "$[2]", expected: "a string" },
      ],
    });
  });

  it("refuses a non-list", () => {
    expect(validate(hand, { 0: "a", length: 1 })).toEqual({ ok: false, issues: [{ path: "$", expected: "a list" }] });
  });
});

describe("scalars", () => {
  it("int enforces integer-ness and inclusive bounds", () => {
    const dice = int({ min: 1, max: 6 });
    expect([1, 6].map((v) => validate(dice, v).ok)).toEqual([true, true]);
    for (const v of [0, 7, 2.5, "3", Number.NaN, Number.POSITIVE_INFINITY, null]) {
      expect(validate(dice, v)).toEqual({ ok: false, issues: [{ path: "$", expected: "an integer from 1 to 6" }] });
    }
    expect(validate(int(), -123456).ok).toBe(true);
  });

  it("oneOf accepts exactly the listed values, with no type coercion", () => {
    const rank = oneOf([1, 2, "ace"]);
    expect([1, 2, "ace"].map((v) => validate(rank, v).ok)).toEqual([true, true, true]);
    for (const v of ["1", 3, "Ace", null]) {
      expect(validate(rank, v)).toEqual({ ok: false, issues: [{ path: "$", expected: "one of 1, 2, ace" }] });
    }
  });

  it("str enforces length and pattern", () => {
    const id = str({ min: 2, max: 3, pattern: /^c[0-9]+$/ });
    expect(validate(id, "c12").ok).toBe(true);
    expect(validate(id, "c")).toEqual({ ok: false, issues: [{ path: "$", expected: "a string of 2..3 characters" }] });
    expect(validate(id, "x12")).toEqual({
      ok: false,
      issues: [{ path: "$", expected: "a string matching /^c[0-9]+$/" }],
    });
    expect(validate(id, 12)).toEqual({ ok: false, issues: [{ path: "$", expected: "a string" }] });
  });

  it("bool accepts only true and false", () => {
    expect([true, false].map((v) => validate(bool(), v).ok)).toEqual([true, true]);
    expect(validate(bool(), 0)).toEqual({ ok: false, issues: [{ path: "$", expected: "true or false" }] });
  });
});

describe("parseWith", () => {
  it("returns the value when it matches", () => {
    expect(parseWith(move, { type: "pass" })).toEqual({ ok: true, value: { type: "pass" } });
  });

  it("turns a mismatch into a 'malformed' refusal naming the first problem", () => {
    expect(parseWith(card, { id: 5, power: "x", tags: [] })).toEqual({
      ok: false,
      refusal: { code: "malformed", params: { path: "$.id", expected: "a string" } },
    });
  });
});
