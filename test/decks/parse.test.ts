/** Deck lists as people paste them: every line read, nothing dropped silently, never a crash. */
import { describe, expect, it } from "vitest";
import { Rng, seedRng } from "../../src/engine/index.ts";
import { fold, MAX_COPIES, parseList } from "../../src/decks/parse.ts";

const sections = { deck: ["main", "デッキ"], nekomimi: ["ねこ耳"] };

describe("parseList", () => {
  it("reads counts before or after the name, with or without x, and bare names as one copy", () => {
    const parsed = parseList(
      "4 Cozy House\n4x Rooftops\n3 x Clover Field\nPond Side x2\nRiverbank ×3\nFlower Hill*2\nMax 2\nSinging",
      sections,
    );
    expect(parsed.entries.map((e) => [e.copies, e.name])).toEqual([
      [4, "Cozy House"],
      [4, "Rooftops"],
      [3, "Clover Field"],
      [2, "Pond Side"],
      [3, "Riverbank"],
      [2, "Flower Hill"],
      [1, "Max 2"],
      [1, "Singing"],
    ]);
    expect(parsed.problems).toEqual([]);
  });

  it("reads full-width digits and letters, trailing spaces, blank lines and comment lines", () => {
    const parsed = parseList("// my deck\n\n４　ｃｏｚｙ house   \n; note\n-- note\n# not a header\n２ 春風", sections);
    expect(parsed.entries.map((e) => [e.line, e.copies, e.name])).toEqual([
      [3, 4, "cozy house"],
      [7, 2, "春風"],
    ]);
  });

  it("follows section headers in any style and language, and reports a header it does not know", () => {
    const parsed = parseList("[Main]\n4 A\nねこ耳:\nMochi\n#main\n1 B\n【Sideboard】\n2 C", sections);
    expect(parsed.entries.map((e) => [e.name, e.section])).toEqual([
      ["A", "deck"],
      ["Mochi", "nekomimi"],
      ["B", "deck"],
      ["C", "deck"],
    ]);
    expect(parsed.headers).toEqual(["deck", "nekomimi", "deck"]);
    expect(parsed.problems).toEqual([{ line: 7, code: "unknown-section", params: { section: "Sideboard" } }]);
  });

  it("reports zero and huge counts with their lines instead of trusting them", () => {
    const parsed = parseList("0 A\n1000 B\n99 C", sections);
    expect(parsed.problems).toEqual([
      { line: 1, code: "zero-copies", params: { name: "A" } },
      { line: 2, code: "too-many-copies", params: { name: "B", copies: 1000, max: MAX_COPIES } },
    ]);
    expect(parsed.entries).toEqual([{ line: 3, copies: 99, name: "C", section: null }]);
  });

  it("folds names for comparison: width, case, spacing and joining marks", () => {
    expect(fold("Ｃｏｚｙ　House")).toBe(fold("cozy-house"));
    expect(fold("シャーッ!")).toBe(fold("シャーッ"));
    expect(fold("Neighbour's Dog")).toBe("neighboursdog");
  });

  it("never throws on random input: garbage, odd Unicode, long lines, thousands of lines (seeded)", () => {
    const rng = new Rng(seedRng(2026));
    const alphabet = [
      "4",
      "x",
      "×",
      " ",
      "\n",
      "\r\n",
      "[",
      "]",
      ":",
      "#",
      "/",
      "ね",
      "😺",
      "\u0000",
      "\u200b",
      "Ａ",
      "9",
      "-",
      "a",
      "\t",
      "!",
      "(",
      "【",
    ];
    for (let run = 0; run < 300; run++) {
      const length = rng.int(run % 10 === 0 ? 20_000 : 400);
      const text = Array.from({ length }, () => rng.pick(alphabet)).join("");
      const parsed = parseList(text, sections);
      const lines = text.normalize("NFKC").split(/\r\n|\r|\n/).length;
      for (const e of parsed.entries) {
        expect(e.line).toBeGreaterThan(0);
        expect(e.line).toBeLessThanOrEqual(lines);
        expect(e.copies).toBeGreaterThan(0);
        expect(e.copies).toBeLessThanOrEqual(MAX_COPIES);
      }
    }
  });
});
