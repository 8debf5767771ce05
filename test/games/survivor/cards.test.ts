/** Checklist part 3 (the starter set) and S-9 … S-19 (construction rules), on the shipped data. */
import { describe, expect, it } from "vitest";
import {
  ACTION_CARDS,
  CASTAWAYS,
  CHALLENGES,
  COLORS,
  DECKS,
  STATS,
  basicSize,
  cardOf,
  deckProblems,
  decksOfSize,
} from "../../../src/games/survivor/cards.ts";

describe("the Survivor starter set", () => {
  const regular = CASTAWAYS.filter((c) => !c.custom);

  it("has 24+ castaways with all eight stats in card order, every stat line different (S-28, S-31)", () => {
    expect(regular.length).toBeGreaterThanOrEqual(24);
    expect(STATS).toEqual(["accuracy", "balance", "endurance", "politics", "speed", "strength", "swimming", "wits"]);
    for (const c of CASTAWAYS) expect(c.stats).toHaveLength(8);
    expect(new Set(regular.map((c) => c.stats.join())).size).toBe(regular.length);
  });

  it("has create-your-own castaways copying a regular stat line (S-29)", () => {
    const customs = CASTAWAYS.filter((c) => c.custom);
    expect(customs.length).toBeGreaterThan(0);
    for (const c of customs) expect(regular.some((r) => r.stats.join() === c.stats.join())).toBe(true);
    // Named as the stand-ins they are, not as an instruction to create something (issue 28).
    expect(customs.map((c) => c.name)).toEqual([
      { en: "Stand-in A", ja: "代役A" },
      { en: "Stand-in B", ja: "代役B" },
    ]);
  });

  it("gives each colour to 4+ castaways and leaves about a third colourless (S-33, S-45)", () => {
    for (const color of COLORS) expect(regular.filter((c) => c.color === color).length).toBeGreaterThanOrEqual(4);
    const colourless = regular.filter((c) => !c.color).length / regular.length;
    expect(colourless).toBeGreaterThan(0.25);
    expect(colourless).toBeLessThan(0.45);
  });

  it("holds the tie-break fixtures: a pair equal on the first stats, a pair equal on all but Wits (S-91 … S-94)", () => {
    const pairs = regular.flatMap((a) => regular.filter((b) => a.id < b.id).map((b) => [a.stats, b.stats] as const));
    const equalPrefix = (a: readonly number[], b: readonly number[]): number => a.findIndex((v, i) => v !== b[i]);
    expect(pairs.some(([a, b]) => equalPrefix(a, b) >= 4)).toBe(true);
    expect(pairs.some(([a, b]) => equalPrefix(a, b) === 7)).toBe(true);
  });

  it("has 20+ challenges: every stat alone, 3+ stat pairs, maximums 1 to 3+, item limits 0 to 2+, colours, conditions (S-37 … S-40)", () => {
    expect(CHALLENGES.length).toBeGreaterThanOrEqual(20);
    for (const stat of STATS) expect(CHALLENGES.some((c) => c.stats.length === 1 && c.stats[0] === stat)).toBe(true);
    expect(CHALLENGES.filter((c) => c.stats.length === 2).length).toBeGreaterThanOrEqual(3);
    expect(CHALLENGES.some((c) => c.max === 1)).toBe(true);
    expect(CHALLENGES.some((c) => c.max >= 3)).toBe(true);
    expect(CHALLENGES.some((c) => c.items === 0)).toBe(true);
    expect(CHALLENGES.some((c) => c.items >= 2)).toBe(true);
    for (const color of COLORS) expect(CHALLENGES.filter((c) => c.color === color).length).toBeGreaterThanOrEqual(2);
    expect(CHALLENGES.filter((c) => c.condition).length).toBeGreaterThanOrEqual(2);
  });

  it("has the action cards the checklist asks for: food, 8 alliance cards, 15+ fortunes with every icon and both timings, 10+ items, politics", () => {
    const of = (type: string) => ACTION_CARDS.filter((c) => c.type === type);
    expect(of("food").length).toBeGreaterThanOrEqual(6);
    expect(of("food").some((c) => c.type === "food" && c.mods[0]?.stat === "all")).toBe(true);
    const alliances = of("alliance").map((c) => (c.type === "alliance" ? `${c.color}:${c.mode}` : ""));
    expect(new Set(alliances).size).toBe(8);
    const fortunes = ACTION_CARDS.flatMap((c) => (c.type === "fortune" ? [c] : []));
    expect(fortunes.length).toBeGreaterThanOrEqual(15);
    for (const color of COLORS) expect(fortunes.some((f) => f.icon === color)).toBe(true);
    expect(fortunes.some((f) => f.effect.op === "retarget")).toBe(true);
    expect(fortunes.some((f) => f.effect.op === "extra-vote")).toBe(true);
    expect(fortunes.some((f) => f.effect.op === "break-alliance" || f.effect.op === "ally-bonus")).toBe(true);
    const items = ACTION_CARDS.flatMap((c) => (c.type === "item" ? [c] : []));
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(items.filter((i) => i.mods.length > 1).length).toBeGreaterThanOrEqual(3);
    const politics = ACTION_CARDS.flatMap((c) => (c.type === "politics" ? [c] : []));
    expect(new Set(politics.map((p) => p.timing)).size).toBeGreaterThanOrEqual(2);
  });

  it("ships three or more legal preconstructed decks of each size, with two politics cards on top (S-18)", () => {
    for (const size of [20, 40]) {
      const decks = decksOfSize(size);
      expect(decks.length).toBeGreaterThanOrEqual(3);
      for (const d of decks) expect(deckProblems(d.cards, size)).toEqual([]);
    }
    expect(DECKS.some((d) => basicSize(d.cards) === 20 && d.cards.reduce((n, c) => n + c.copies, 0) === 22)).toBe(true);
  });

  it("makes every preconstructed deck of a size the same size, so the public deck count keeps the choice secret", () => {
    for (const size of [20, 40]) {
      const totals = decksOfSize(size).map((d) => d.cards.reduce((n, c) => n + c.copies, 0));
      expect(new Set(totals), `${size}-card decks`).toEqual(new Set([size + 2]));
    }
  });

  it("puts every action card of the set in some preconstructed deck, so bots can play them all", () => {
    const inDecks = new Set(DECKS.flatMap((d) => d.cards.map((c) => c.card)));
    expect(ACTION_CARDS.map((c) => c.id).filter((id) => !inDecks.has(id))).toEqual([]);
  });
});

describe("deck construction (S-9 … S-19, OP-1)", () => {
  // The Iron Team's twenty basic cards, without its politics cards.
  const legal = (DECKS.find((d) => d.id === "iron-team")?.cards ?? []).filter(
    (c) => cardOf(c.card).type !== "politics",
  );
  const swap = (from: string, to: string, copies = 1) =>
    legal
      .flatMap((c) => (c.card === from ? (c.copies > copies ? [{ ...c, copies: c.copies - copies }] : []) : [c]))
      .concat([{ card: to, copies }]);

  it("accepts the four types in the seed's counts with politics on top (0 to 2)", () => {
    expect(deckProblems(legal, 20)).toEqual([]);
    expect(deckProblems([...legal, { card: "town-meeting", copies: 2 }], 20)).toEqual([]);
    expect(deckProblems([...legal, { card: "town-meeting", copies: 3 }], 20)).toEqual([
      { code: "politics", params: { found: 3, max: 2 } },
    ]);
  });

  it("reports each type count that is off, with the numbers", () => {
    const problems = deckProblems(swap("lucky-find", "rope"), 20);
    expect(problems).toContainEqual({ code: "type-count", params: { type: "fortune", found: 6, wanted: 7 } });
    expect(problems).toContainEqual({ code: "type-count", params: { type: "item", found: 6, wanted: 5 } });
  });

  it("caps food at 11 (22) and items at 14 (28), a multi-value item counted at its smallest value", () => {
    const food = [
      ...legal.filter((c) => c.card !== "grilled-fish" && c.card !== "rice-ration" && c.card !== "wild-berries"),
      { card: "grilled-fish", copies: 5 },
    ];
    expect(deckProblems(food, 20)).toContainEqual({ code: "food-cap", params: { found: 15, max: 11 } });
    const items = [
      ...legal.filter((c) => !["machete", "climbing-kit", "canteen", "rope", "running-shoes"].includes(c.card)),
      { card: "machete", copies: 5 },
    ];
    expect(deckProblems(items, 20)).toContainEqual({ code: "item-cap", params: { found: 20, max: 14 } });
    const multi = [
      ...legal.filter((c) => !["machete", "climbing-kit", "canteen", "rope", "running-shoes"].includes(c.card)),
      { card: "war-paint", copies: 5 },
    ];
    expect(deckProblems(multi, 20)).toEqual([]);
  });

  it("doubles counts and caps for 40 cards but not the politics limit; other sizes are refused", () => {
    const doubled = legal.map((c) => ({ ...c, copies: c.copies * 2 }));
    expect(deckProblems(doubled, 40)).toEqual([]);
    expect(deckProblems(legal, 40).map((p) => p.code)).toContain("type-count");
    expect(deckProblems(legal, 30)).toContainEqual({ code: "size", params: { size: 30, sizes: "20/40" } });
  });

  it("names unknown cards and cards listed twice", () => {
    const problems = deckProblems([...legal, { card: "golden-idol", copies: 1 }, { card: "rope", copies: 1 }], 20);
    expect(problems).toContainEqual({ code: "unknown-card", params: { card: "golden-idol" } });
    expect(problems.map((p) => p.code)).toContain("listed-twice");
  });
});
