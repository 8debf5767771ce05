/**
 * Say what the cards do (issue 28, point 4): beside every terminal choice that plays, places, discards or finds a
 * card, and beside every preconstructed deck, the card's (or deck's) text; and `card NAME` finds any card by name.
 */
import { describe, expect, it } from "vitest";
import { autoplay, viewMatch, waitingFor, type Match } from "../../src/engine/index.ts";
import { cardHelp } from "../../src/cli/card-help.ts";
import { entriesOf } from "../../src/cli/entries.ts";
import { TABLE_KINDS, type AnyTableKind } from "../../src/games/catalog.ts";

const kind = (id: string): AnyTableKind => TABLE_KINDS.get(id) as AnyTableKind;

/** The entries of every decision of seeded bot games of a kind, with the actions they stand for. */
function decisions(k: AnyTableKind, games: number): { action: unknown; label: string; description?: string }[][] {
  const seen: { action: unknown; label: string; description?: string }[][] = [];
  for (let i = 0; i < games; i++) {
    const players = k.game.players.max;
    const onStep = (match: Match<unknown, unknown>): void => {
      for (const seat of waitingFor(k.game, match)) {
        const entries = entriesOf(k, viewMatch(k.game, match, seat), k.game.legalActions(match.state, seat), "en");
        seen.push(entries.flatMap((e) => ("action" in e ? [e] : [])));
      }
    };
    autoplay(
      k.game,
      { seed: 300 + i, players, options: k.options },
      { bots: Array.from({ length: players }, () => k.bot), botSeed: i, maxIntents: 5000, onStep },
    );
  }
  return seen;
}

const namesACard = (action: unknown): boolean =>
  typeof action === "object" && action !== null && "card" in action && typeof action.card === "string";

describe("card text beside the terminal's choices", () => {
  for (const id of ["tomb-raider", "survivor", "powapowa"]) {
    it(`${id}: every choice naming a card says what the card does, and every preconstructed deck what it is`, () => {
      const missing = decisions(kind(id), 2)
        .flat()
        .filter((e) => (namesACard(e.action) || (e.action as { type?: string }).type === "deck") && !e.description)
        .map((e) => e.label);
      expect([...new Set(missing)].slice(0, 40)).toEqual([]);
    });
  }

  it("Tomb Raider's raider-and-deck list is grouped by deck, raiders by name, each deck with its plan", () => {
    const first =
      decisions(kind("tomb-raider"), 1).find((d) => d.some((e) => (e.action as { type: string }).type === "deck")) ??
      [];
    expect(first.map((e) => e.label.replace(/ \(.*\)/, ""))).toEqual([
      ...["Dex Harrow", "Ines Calder", "Mara Quill", "Tobin Reyes"].map((r) => `${r} with Tomb Delver`),
      ...["Dex Harrow", "Ines Calder", "Mara Quill", "Tobin Reyes"].map((r) => `${r} with Cave Diver`),
      ...["Dex Harrow", "Ines Calder", "Mara Quill", "Tobin Reyes"].map((r) => `${r} with Hard Knocks`),
    ]);
    expect(first[0]?.description).toMatch(/^Dry-ground explorer/);
  });
});

describe("card NAME at any prompt", () => {
  it("finds a card of any game by either name, loosely, with its text", () => {
    expect(cardHelp(kind("tomb-raider"), "dry well", "en")).toBe(
      "Dry Well (涸れ井戸)\n  Danger 5 · exits: Down · search 0 · on entering: Can't move",
    );
    expect(cardHelp(kind("tomb-raider"), "spike pit", "en")).toMatch(
      /^Spike Pit \(.+\) · Obstacle, Draw deck\n {2}Danger \d/,
    );
    expect(cardHelp(kind("mindmaster"), "diamond", "en")).toMatch(/^Diamond \(ダイヤ\)\n {2}Beats Spade/);
    expect(cardHelp(kind("survivor"), "rope", "en")).toMatch(/^Rope \(.+\) · .+\n {2}\S/);
    expect(cardHelp(kind("survivor"), "puzzle hut", "en")).toMatch(/^Puzzle Hut \(.+\)\n {2}Puzzle Hut: Wits/);
    expect(cardHelp(kind("world-gainer"), "ｃｏｍｅｔ　ｌａｎｃｅｒ", "ja")).toMatch(/^.+ \(Comet Lancer\)/);
    expect(cardHelp(kind("powapowa"), "scratch", "en")).toMatch(/^Scratch \(.+\)/);
  });

  it("says when a name is unknown, near another, or matches several", () => {
    expect(cardHelp(kind("spymaster"), "hackr", "en")).toBe('No card is named "hackr". Did you mean Hacker?');
    expect(cardHelp(kind("spymaster"), "s", "en")).toBe(
      'Several cards match "s": Spy / Special Forces. Type more of the name.',
    );
    expect(cardHelp(kind("spymaster"), "", "en")).toContain("Type card and a card's name");
  });
});
