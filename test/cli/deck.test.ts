import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cardListMarkdown } from "../../src/cli/deck-cards.ts";
import { DECK_FORMATS } from "../../src/decks/formats.ts";
import { gameName } from "../../src/games/catalog.ts";
import { DECKS } from "../../src/games/powapowa/cards.ts";
import { TS_ENTRY } from "./launch.ts";

const root = join(import.meta.dirname, "..", "..");

function deck(args: string[], input = "", lang = "en_US.UTF-8") {
  const run = spawnSync(process.execPath, [...TS_ENTRY, "src/cli/deck.ts", ...args], {
    cwd: root,
    input,
    encoding: "utf8",
    env: { ...process.env, LANG: lang },
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

const legal = [
  "[Deck]",
  ...(DECKS[0]?.cards ?? []).map((l) => `${l.copies} ${l.card}`),
  "[Nekomimi]",
  "Mochi",
  "Kinako",
].join("\n");

describe("npm run deck", () => {
  it("checks a legal list from a file: the report and exit status 0", () => {
    const dir = mkdtempSync(join(tmpdir(), "deck-"));
    writeFileSync(join(dir, "garden.txt"), legal);
    const run = deck(["check", "powapowa", join(dir, "garden.txt")]);
    expect(run.code).toBe(0);
    expect(run.out).toContain("Legal: this deck may be played.");
    expect(run.out).toMatch(/Deck code: powapowa\.1\./);
  });

  it("reads standard input with -, in Japanese with --lang ja, and exits 1 for an illegal list", () => {
    const run = deck(["check", "powapowa", "-", "--lang", "ja"], `${legal}\n1 Scratchy`);
    expect(run.code).toBe(1);
    expect(run.out).toContain("「Scratchy」というカードはありません。もしかして:ひっかき");
  });

  it("prints the report as one JSON object with --json", () => {
    const run = deck(["check", "powapowa", "-", "--json"], "4 Scratch");
    expect(run.code).toBe(1);
    const report = JSON.parse(run.out) as { legal: boolean; issues: { code: string; text: string }[] };
    expect(report.legal).toBe(false);
    expect(report.issues.map((i) => i.code)).toEqual(["deck.deck-size", "deck.no-nekomimi"]);
    expect(report.issues[0]?.text).toBe("4 cards: at least 60.");
  });

  it("exits 2 for a file it cannot read, a binary file, an unknown game or missing arguments", () => {
    const dir = mkdtempSync(join(tmpdir(), "deck-"));
    writeFileSync(join(dir, "image.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]));
    const missing = deck(["check", "powapowa", join(dir, "missing.txt")]);
    expect(missing).toMatchObject({ code: 2, err: `There is no file ${join(dir, "missing.txt")}.\n` });
    expect(deck(["check", "powapowa", dir])).toMatchObject({ code: 2, err: expect.stringContaining("is a folder") });
    expect(deck(["check", "powapowa", join(dir, "image.png")])).toMatchObject({
      code: 2,
      err: expect.stringContaining("is not a text file"),
    });
    writeFileSync(join(dir, "huge.txt"), "1 Scratch\n".repeat(10_000));
    expect(deck(["check", "powapowa", join(dir, "huge.txt")])).toMatchObject({
      code: 2,
      err: expect.stringContaining("lists up to 80000 bytes are read"),
    });
    expect(deck(["check", "spymaster", "x"])).toMatchObject({
      code: 2,
      err: expect.stringContaining("Name a game with deck construction"),
    });
    expect(deck(["check", "powapowa"])).toMatchObject({
      code: 2,
      err: expect.stringContaining("Name the list's file"),
    });
    expect(deck(["check", "powapowa", "-", "--fast"])).toMatchObject({ code: 2 });
    const bare = deck([]);
    expect(bare).toMatchObject({ code: 2, out: "" });
    expect(bare.err.split("\n")[0]).toBe("Name a command: check (a list) or cards (the names a list may use).");
    expect(deck(["--help"])).toMatchObject({ code: 0, out: expect.stringContaining("Usage: npm run deck") });
  });

  it("lists the names a list may use with cards, part by part, in either language; game names in any case", () => {
    const run = deck(["cards", "Tomb-Raider"]);
    expect(run.code).toBe(0);
    expect(run.out).toContain("Raider (4 cards)\n  Mara Quill (マーラ・クイル) · Raider");
    expect(run.out).toContain("  Spike Pit (");
    expect(deck(["cards", "powapowa", "--lang", "ja"]).out).toContain("ひっかき(Scratch)");
    expect(deck(["check", "POWAPOWA", "-"], legal).code).toBe(0);
  });

  it("keeps docs/cards/<game>.md as the card set makes it (npm run deck -- cards <game> --markdown)", () => {
    for (const [game, format] of DECK_FORMATS) {
      const page = readFileSync(join(root, "docs", "cards", `${game}.md`), "utf8");
      expect(
        page,
        `docs/cards/${game}.md is stale: run npm run deck -- cards ${game} --markdown > docs/cards/${game}.md`,
      ).toBe(`${cardListMarkdown(format, gameName(game, "en"))}\n`);
      for (const card of format.cards) expect(page).toContain(`| ${card.names.en} |`);
    }
  });

  it("reads the Japanese counter 枚, before or after the name", () => {
    const listed = legal.replace(/^(\d+) (.+)$/gm, (_all, n: string, name: string) =>
      Number(n) % 2 === 0 ? `${n}枚 ${name}` : `${name} ${n}枚`,
    );
    expect(listed).toContain("枚");
    expect(deck(["check", "powapowa", "-"], listed)).toMatchObject({
      code: 0,
      out: expect.stringContaining("Legal: this deck may be played."),
    });
  });

  it("says when a code is damaged or for another game, without counting an empty deck or giving its code", () => {
    const other = deck(["check", "powapowa", "-"], "world-gainer.1.AAAA");
    expect(other.code).toBe(1);
    expect(other.out).toContain("That deck code is for another game, world-gainer: check it as a world-gainer deck.");
    expect(other.out).not.toContain("Deck code:");
    expect(other.out).not.toMatch(/0 cards/);
    const damaged = deck(["check", "powapowa", "-"], "powapowa.1.AAAA");
    expect(damaged.out).toContain("That deck code is damaged");
    expect(damaged.out).not.toContain("Deck code:");
  });

  it("says how many lines it could not count, and that the total leaves them out", () => {
    const run = deck(["check", "powapowa", "-"], `${legal}\n2 Scratchy\nFoo Bar`);
    expect(run.out).toContain("Not counted: 2 lines whose names are not cards of this game (3 cards).");
    expect(run.out).toContain("Not legal: 2 problems.");
    expect(deck(["check", "powapowa", "-"], `${legal}\n1 Scratchy`).out).toContain("Not legal: 1 problem.");
  });
});
