/** Spymaster and MindMaster in the terminal (issue 28, point 7): what a player may count and who did what. */
import { describe, expect, it } from "vitest";
import { entriesOf } from "../../src/cli/entries.ts";
import { TABLE_KINDS, type AnyTableKind } from "../../src/games/catalog.ts";
import { describeEvent, describeTable } from "../../src/games/spymaster/describe.ts";
import { attack, position } from "../games/spymaster/helpers.ts";

const names = ["Ann", "Ben"];

describe("Spymaster and MindMaster in words", () => {
  it("lists the face-up discard pile, each face once with how many lie there", () => {
    const m = position({
      variant: "spymaster",
      hand0: ["spy3"],
      hand1: ["forces1"],
      discard: ["hacker1", "spy5", "forces2", "hacker2", "spy2"],
    });
    const lines = describeTable(m.view(0), "en", names);
    expect(lines).toContain("Discard pile, face up: Spy 2, Spy 5, Special Forces, Hacker ×2");
    expect(describeTable(m.view(1), "ja", names)).toContain("捨て札(表向き):スパイ2、スパイ5、特殊部隊、ハッカー×2");
  });

  it("says whose card was whose in the opening pick, and that an out is not yet the end", () => {
    const pick = { type: "pick", data: { kinds: ["diamond", "spade"], winner: 0 } };
    expect(describeEvent(pick, "en", names)).toBe(
      "Opening pick: Ann chose Diamond, Ben Spade. Ann attacks first; both picked cards are discarded.",
    );
    expect(describeEvent({ type: "out", data: { seat: 1, outs: 1 } }, "en", names)).toBe(
      "Ben takes an out (1/3 outs; the third loses).",
    );
  });

  it("offers a bonus strike with two cards in hand once, not also as a list to pick both from", () => {
    const kind = TABLE_KINDS.get("mindmaster") as AnyTableKind;
    const match = position({ variant: "mindmaster", hand0: ["diamond1", "heart1", "spade1"], hand1: ["spade2"] });
    attack(match, "diamond1", "spade");
    expect(match.state.bonusStrike).toBe(true);
    const entries = entriesOf(kind, match.view(0), match.legal(0), "en");
    expect(entries.map((e) => e.label)).toEqual(["Play Heart", "Play Spade", "Discard Heart, Spade for a strike"]);
  });

  it("keeps the list to pick from when it saves reading many lines (three cards: three strikes)", () => {
    const kind = TABLE_KINDS.get("mindmaster") as AnyTableKind;
    const match = position({
      variant: "mindmaster",
      hand0: ["diamond1", "heart1", "spade1", "spade3"],
      hand1: ["spade2"],
    });
    attack(match, "diamond1", "spade");
    const labels = entriesOf(kind, match.view(0), match.legal(0), "en").map((e) => e.label);
    expect(labels.at(-1)).toBe("Or discard 2 cards for a bonus strike (pick 2 from a list)");
  });
});
