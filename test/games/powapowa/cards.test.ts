/** The original starter set (checklist part 3) and the construction rules (P-9 … P-17, P-113 … P-117, ruling 1). */
import { describe, expect, it } from "vitest";
import {
  CARDS,
  CONSTRUCTION,
  DECKS,
  deckProblems,
  KINDS,
  NEKOMIMI,
  type CardDef,
} from "../../../src/games/powapowa/cards.ts";

const ofType = <T extends CardDef["type"]>(type: T): Extract<CardDef, { type: T }>[] =>
  CARDS.filter((c): c is Extract<CardDef, { type: T }> => c.type === type);

describe("Powapowa starter set", () => {
  it("has 16 nekomimi of 5 cards each: stage 1 without figures, stages 2-4 with them, both genders, mixed requirements (P-15, P-119, P-123, P-125)", () => {
    expect(NEKOMIMI.length).toBeGreaterThanOrEqual(16);
    for (const n of NEKOMIMI) {
      expect(n.stages).toHaveLength(4);
      expect(n.stages[0]).not.toHaveProperty("attack");
      for (const s of n.stages.slice(1))
        expect(s).toMatchObject({
          attack: expect.any(Number),
          defence: expect.any(Number),
          charisma: expect.any(Number),
        });
      // Territory limits grow with the stage.
      expect(n.stages.map((s) => s.limit)).toEqual([...n.stages.map((s) => s.limit)].sort((a, b) => a - b));
    }
    expect(new Set(NEKOMIMI.map((n) => n.gender))).toEqual(new Set(["female", "male"]));
    const needs = NEKOMIMI.flatMap((n) => n.stages.flatMap((s) => s.needs ?? []));
    expect(new Set(needs)).toEqual(new Set([...KINDS, "any"]));
    expect(new Set(NEKOMIMI.map((n) => n.stages[0]?.limit)).size).toBeGreaterThan(1);
  });

  it("prints every value of every mark row somewhere in the set (P-113 … P-117, R-P4)", () => {
    expect(new Set(CARDS.map((c) => c.marks.ribbon))).toEqual(new Set([true, false]));
    expect(new Set(CARDS.map((c) => c.marks.clock))).toEqual(new Set([true, false]));
    expect(new Set(CARDS.map((c) => c.marks.user))).toEqual(new Set(["bell", "cat", "none"]));
    expect(new Set(CARDS.map((c) => c.marks.target))).toEqual(new Set(["bell", "cat", "paw", "card", "none"]));
  });

  it("has territories of all four kinds, items of each use, talents, events of each timing, fight cards with proxies, and open cards (P-111, P-134, P-140, P-143, P-146)", () => {
    expect(new Set(ofType("territory").map((t) => t.kind))).toEqual(new Set(KINDS));
    const items = ofType("item");
    expect(items.some((i) => i.marks.target === "paw")).toBe(true);
    expect(items.some((i) => (i.mods?.charisma ?? 0) < 0 || (i.mods?.attack ?? 0) < 0)).toBe(true);
    expect(items.some((i) => i.draw)).toBe(true);
    expect(ofType("talent").length).toBeGreaterThanOrEqual(3);
    const events = ofType("event");
    const users = (clock: boolean) => new Set(events.filter((e) => e.marks.clock === clock).map((e) => e.marks.user));
    expect(users(true)).toEqual(new Set(["bell", "cat", "none"]));
    expect(new Set(events.flatMap((e) => (e.when ? [e.when] : [])))).toEqual(new Set(["fight", "declared"]));
    expect(events.some((e) => e.marks.ribbon && e.effect.op === "attach" && e.effect.until)).toBe(true);
    expect(events.some((e) => e.effect.op === "discard-named")).toBe(true);
    expect(new Set(events.map((e) => e.effect.op))).toEqual(
      new Set([
        "draw",
        "discard-random",
        "discard-territory",
        "discard-named",
        "off-field",
        "incapacitate",
        "return",
        "attach",
        "fight-mod",
      ]),
    );
    const fights = ofType("fight");
    expect(fights.filter((f) => f.proxy).length).toBeGreaterThanOrEqual(2);
    expect(fights.some((f) => f.bonus?.ground)).toBe(true);
    expect(fights.some((f) => f.bonus?.gender)).toBe(true);
    expect(new Set(ofType("open").map((o) => o.effect.op))).toEqual(
      new Set(["grow", "grow-each", "birth", "recover-all"]),
    );
  });

  it("has three legal 60-card decks with different plans, each with enough growth and birth cards (P-9, P-12)", () => {
    expect(DECKS.length).toBeGreaterThanOrEqual(3);
    for (const deck of DECKS) {
      expect(deck.cards.reduce((n, c) => n + c.copies, 0)).toBe(60);
      expect(deckProblems(deck.cards, ["mochi", "kinako", "azuki", "yuzu"])).toEqual([]);
      const open = (op: string) =>
        deck.cards
          .filter((c) => CARDS.find((d) => d.id === c.card && d.type === "open" && d.effect.op === op))
          .reduce((n, c) => n + c.copies, 0);
      expect(open("grow") + open("grow-each")).toBeGreaterThanOrEqual(10);
      expect(open("birth")).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(DECKS.map((d) => d.plan.en)).size).toBe(DECKS.length);
  });

  it("checks a deck against every construction rule at once, with the numbers (P-9 … P-12, P-14, P-16)", () => {
    const list = [
      { card: "scratch", copies: 5 },
      { card: "mochi", copies: 1 },
      { card: "unknown-card", copies: 2 },
      { card: "dodge", copies: 4 },
    ];
    expect(deckProblems(list, ["mochi", "mochi", "kinako", "azuki", "yuzu"])).toEqual([
      { code: "copies", params: { card: "scratch", found: 5, max: CONSTRUCTION.maxCopies } },
      { code: "nekomimi-in-deck", params: { card: "mochi" } },
      { code: "unknown-card", params: { card: "unknown-card" } },
      { code: "deck-size", params: { found: 12, min: 60 } },
      { code: "nekomimi-count", params: { found: 5, max: 4 } },
      { code: "nekomimi-twice", params: {} },
    ]);
  });
});
