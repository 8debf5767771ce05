/** Deck checks for every game with construction rules: each rule passes a legal deck and names a deck breaking it. */
import { describe, expect, it } from "vitest";
import type { Locale } from "../../src/engine/index.ts";
import { checkDeck, type DeckReport } from "../../src/decks/check.ts";
import { decodeDeck, encodeDeck } from "../../src/decks/code.ts";
import type { DeckFormat } from "../../src/decks/format.ts";
import { DECK_FORMATS } from "../../src/decks/formats.ts";
import { issueText, reportLines } from "../../src/decks/report.ts";
import { DECKS as POWAPOWA_DECKS } from "../../src/games/powapowa/cards.ts";
import { DECKS as SURVIVOR_DECKS } from "../../src/games/survivor/cards.ts";
import { preconstructedDecks } from "../../src/games/tomb-raider/cards.ts";
import { DECKS as WORLD_GAINER_DECKS } from "../../src/games/world-gainer/cards.ts";

function format(game: string): DeckFormat {
  const f = DECK_FORMATS.get(game);
  if (!f) throw new Error(`no format for ${game}`);
  return f;
}

/** A list as text, by card name in one language, under each section's header. */
function text(
  game: string,
  sections: Record<string, { card: string; copies: number }[]>,
  locale: Locale = "en",
): string {
  const f = format(game);
  const name = (id: string): string => f.cards.find((c) => c.id === id)?.names[locale] ?? id;
  return f.sections
    .flatMap((s) => [`[${s.name[locale]}]`, ...(sections[s.id] ?? []).map((l) => `${l.copies} ${name(l.card)}`)])
    .join("\n");
}

const codes = (report: DeckReport, severity: "error" | "warning" = "error"): string[] =>
  report.issues.filter((i) => i.severity === severity).map((i) => i.code);
const bump = (list: { card: string; copies: number }[], card: string, by: number) =>
  list.map((l) => (l.card === card ? { ...l, copies: l.copies + by } : l));

describe("deck checks: every preconstructed deck passes, pasted in English or Japanese", () => {
  const cases: [string, Record<string, { card: string; copies: number }[]>][] = [
    ...WORLD_GAINER_DECKS.map((d): [string, Record<string, { card: string; copies: number }[]>] => [
      "world-gainer",
      { main: d.cards },
    ]),
    ...preconstructedDecks().map((d): [string, Record<string, { card: string; copies: number }[]>] => [
      "tomb-raider",
      { raider: [{ card: d.raider, copies: 1 }], deck: d.cards },
    ]),
    ...SURVIVOR_DECKS.map((d): [string, Record<string, { card: string; copies: number }[]>] => [
      "survivor",
      { deck: d.cards },
    ]),
    ...POWAPOWA_DECKS.map((d): [string, Record<string, { card: string; copies: number }[]>] => [
      "powapowa",
      {
        deck: d.cards,
        nekomimi: [
          { card: "mochi", copies: 1 },
          { card: "kinako", copies: 1 },
        ],
      },
    ]),
  ];
  for (const [game, sections] of cases) {
    it(`${game}: ${JSON.stringify(sections).slice(0, 60)}…`, () => {
      for (const locale of ["en", "ja"] as Locale[]) {
        const report = checkDeck(format(game), text(game, sections, locale));
        expect(
          report.issues.filter((i) => i.severity === "error"),
          locale,
        ).toEqual([]);
        expect(report.legal).toBe(true);
      }
    });
  }
});

describe("deck checks: each construction rule named when broken", () => {
  it("World Gainer: size, copies of a name, unique copies; another size is a note", () => {
    const base = WORLD_GAINER_DECKS[0]?.cards ?? [];
    const check = (list: typeof base) => checkDeck(format("world-gainer"), text("world-gainer", { main: list }));
    expect(codes(check(base.slice(1)))).toEqual(["deck.deck-size"]);
    const plain = base.find((l) => l.copies === 3);
    if (!plain) throw new Error("no card at 3 copies");
    expect(codes(check(bump(base, plain.card, 1)))).toEqual(["deck.copies"]);
    const unique = format("world-gainer").cards.find((c) =>
      check([...base, { card: c.id, copies: 2 }]).issues.some((i) => i.code === "deck.unique-copies"),
    );
    expect(unique).toBeDefined();
    const bigger = check([
      ...base.filter((l) => l.card !== plain.card),
      { card: plain.card, copies: 3 },
      ...base
        .filter((l) => l.copies < 3)
        .slice(0, 1)
        .map((l) => ({ ...l, copies: 1 })),
    ]);
    expect(codes(bigger, "warning")).toContain("deck.same-size");
  });

  it("Tomb Raider: exactly one raider, draw deck size, copies by deck size", () => {
    const d = preconstructedDecks()[0];
    if (!d) throw new Error("no deck");
    const check = (raiders: { card: string; copies: number }[], deck: { card: string; copies: number }[]) =>
      checkDeck(format("tomb-raider"), text("tomb-raider", { raider: raiders, deck }));
    expect(codes(check([], d.cards))).toEqual(["deck.raider-count"]);
    expect(
      codes(
        check(
          [
            { card: "mara", copies: 1 },
            { card: "dex", copies: 1 },
          ],
          d.cards,
        ),
      ),
    ).toEqual(["deck.raider-count"]);
    const two = d.cards.find((l) => l.copies === 2);
    if (!two) throw new Error("no card at 2 copies");
    expect(
      codes(
        check(
          [{ card: d.raider, copies: 1 }],
          d.cards.filter((l) => l !== two),
        ),
      ),
    ).toEqual(["deck.deck-size"]);
    expect(codes(check([{ card: d.raider, copies: 1 }], bump(d.cards, two.card, 1)))).toEqual(["deck.copies"]);
  });

  it("Survivor: counts per type, size, politics, food and item caps, castaways brought", () => {
    const base = SURVIVOR_DECKS.find((d) => d.cards.every((c) => c.card !== "town-meeting"))?.cards ?? [];
    const check = (deck: typeof base, castaways: { card: string; copies: number }[] = []) =>
      checkDeck(format("survivor"), text("survivor", { deck, castaways }));
    expect(check(base).legal).toBe(true);
    const food = base.find((l) => format("survivor").cards.find((c) => c.id === l.card)?.type === "type.food");
    if (!food) throw new Error("no food");
    expect(codes(check(bump(base, food.card, 1)))).toEqual(expect.arrayContaining(["deck.size", "deck.type-count"]));
    expect(codes(check([...base, { card: "town-meeting", copies: 3 }]))).toContain("deck.politics");
    const castaways = format("survivor")
      .cards.filter((c) => c.section === "castaways")
      .slice(0, 9)
      .map((c) => ({ card: c.id, copies: 1 }));
    expect(codes(check(base, castaways))).toEqual(["deck.castaway-count"]);
    expect(check(base, castaways.slice(0, 8)).legal).toBe(true);
  });

  it("Powapowa: 60 or more, 4 copies, up to 4 different nekomimi; none listed is a note (P-9, P-12, P-14, P-16)", () => {
    const base = POWAPOWA_DECKS[0]?.cards ?? [];
    const check = (deck: typeof base, nekomimi: string[]) =>
      checkDeck(
        format("powapowa"),
        text("powapowa", { deck, nekomimi: nekomimi.map((card) => ({ card, copies: 1 })) }),
      );
    expect(codes(check(base.slice(1), ["mochi"]))).toEqual(["deck.deck-size"]);
    expect(codes(check(bump(base, "cat-tower", 1), ["mochi"]))).toEqual(["deck.copies"]);
    expect(codes(check(base, ["mochi", "kinako", "azuki", "yuzu", "sora"]))).toEqual(["deck.nekomimi-count"]);
    expect(codes(check(base, ["mochi", "mochi"]))).toEqual(["deck.nekomimi-twice"]);
    expect(codes(check(base, []), "warning")).toEqual(["deck.no-nekomimi"]);
  });
});

describe("deck checks: the list itself", () => {
  it("names unknown cards with suggestions in either language, and never drops a line", () => {
    const report = checkDeck(format("powapowa"), "4 Stray Cat Pall\n2 野良ねこ仲\n1 Zzzzzz");
    expect(report.issues.map((i) => [i.code, i.line, i.params.near])).toEqual([
      ["unknown-name-near", 1, "stray-cat"],
      ["unknown-name-near", 2, "stray-cat"],
      ["unknown-name", 3, ""],
      ["deck.deck-size", undefined, undefined],
      ["deck.no-nekomimi", undefined, undefined],
    ]);
    expect(issueText(format("powapowa"), report.issues[0] as DeckReport["issues"][number], "ja")).toBe(
      "1行目:「Stray Cat Pall」というカードはありません。もしかして:野良ねこ仲間",
    );
  });

  it("counts a card listed twice together, and a card under another part where it belongs, with a note each", () => {
    const report = checkDeck(format("powapowa"), "[Nekomimi]\nMochi\n2 Scratch\n[Deck]\n1 Scratch");
    expect(report.list).toEqual([
      { section: "nekomimi", card: "mochi", copies: 1 },
      { section: "deck", card: "scratch", copies: 3 },
    ]);
    expect(codes(report, "warning")).toEqual(["moved", "merged"]);
  });

  it("round-trips every preconstructed list through a deck code, and refuses damaged codes and other games' codes", () => {
    const f = format("powapowa");
    const list = (POWAPOWA_DECKS[1]?.cards ?? []).map((l) => ({ section: "deck", ...l }));
    const code = encodeDeck(f, list);
    expect(code).toMatch(/^powapowa\.1\./);
    expect(code.length).toBeLessThan(120);
    expect(decodeDeck(f, code)).toEqual({ ok: true, game: "powapowa", setVersion: 1, list });
    expect(checkDeck(f, code).list).toEqual(list);
    const damaged = code.slice(0, 20) + (code[20] === "A" ? "B" : "A") + code.slice(21);
    expect(codes(checkDeck(f, damaged))).toEqual(["damaged-code"]);
    expect(codes(checkDeck(f, encodeDeck(format("survivor"), [])))).toEqual(["other-game"]);
  });

  it("reports in both languages, with counts per part and type, per cost where cards have one, and the code", () => {
    const report = checkDeck(
      format("world-gainer"),
      text("world-gainer", { main: WORLD_GAINER_DECKS[0]?.cards ?? [] }),
    );
    const en = reportLines(format("world-gainer"), report, "World Gainer", "en");
    expect(en[1]).toBe("Legal: this deck may be played.");
    expect(en.some((l) => l.startsWith("Deck: 40 cards"))).toBe(true);
    expect(en.some((l) => l.includes("by cost"))).toBe(true);
    expect(en.at(-1)).toBe(`Deck code: ${report.code}`);
    const ja = reportLines(format("world-gainer"), report, "ワールドゲイナー", "ja");
    expect(ja[1]).toBe("OK:このデッキは使用できます。");
  });
});
