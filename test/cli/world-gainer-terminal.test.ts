/**
 * World Gainer in the terminal (issue 28, point 9): a square says what the card does there (take, stack, trade...),
 * and a payment its total by color against the cost, the suggested one first, the cards it uses under it.
 */
import { describe, expect, it } from "vitest";
import { entriesOf } from "../../src/cli/entries.ts";
import { TABLE_KINDS, type AnyTableKind } from "../../src/games/catalog.ts";
import { describeEvent } from "../../src/games/world-gainer/describe.ts";
import { id, scenario } from "../games/world-gainer/helpers.ts";

const kind = TABLE_KINDS.get("world-gainer") as AnyTableKind;

describe("World Gainer's choices in the terminal", () => {
  it("says a break zone is empty rather than returning none from it", () => {
    expect(describeEvent({ type: "recover", data: { seat: 0, cards: [] } }, "en", ["Ann", "Ben"])).toBe(
      "Ann returns nothing to hand: the break zone is empty.",
    );
  });

  it("squares say what placing there does", () => {
    const m = scenario({
      hand0: ["basalt-guard"],
      stuns0: ["cinder-smith", "deep-sonar"],
      squares: { 6: { seat: 0, cards: ["ember-scout"] } },
    });
    m.act(0, { type: "choose", card: id(0, "basalt-guard") });
    const labels = entriesOf(kind, m.view(0), m.legal(0), "en").map((e) => e.label);
    expect(labels).toEqual([
      "your field A: Ember Scout (1) → stack",
      "your field B: empty → place",
      "your field C: empty → place",
      "Back",
    ]);
  });

  it("payments give their totals against the cost, the suggested one first, and the cards each uses", () => {
    const m = scenario({ hand0: ["ember-scout"], stuns0: ["ember-scout", "cinder-smith"] });
    m.act(0, { type: "choose", card: id(0, "ember-scout", 1) });
    m.act(0, { type: "square", square: 6 });
    const entries = entriesOf(kind, m.view(0), m.legal(0), "en");
    expect(entries[0]).toMatchObject({ label: "Suggested · Pay 1 (1 Red) for 1", description: "exhaust Ember Scout" });
    expect(entries.map((e) => `${e.label} | ${e.description ?? ""}`)).toContain(
      "Pay 3 (3 Red) for 1 | exhaust Cinder Smith",
    );
    expect(entries.at(-1)?.label).toBe("Back");
    expect(entries.filter((e) => e.label.startsWith("Pay") && !e.description)).toEqual([]);
  });
});
