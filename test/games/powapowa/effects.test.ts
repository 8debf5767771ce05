/** Every vocabulary entry not covered elsewhere, and every mark combination the set uses (R-P4, OP-28, OP-29). */
import { describe, expect, it } from "vitest";
import { playedAs } from "../../../src/games/powapowa/actions.ts";
import { CARDS } from "../../../src/games/powapowa/cards.ts";
import { begin, card, neko, scenario, viewOf, zone } from "./helpers.ts";

describe("Powapowa effect vocabulary", () => {
  it("an item the breeder uses draws a card when attached (P-134)", () => {
    const match = begin(
      scenario({
        seats: [
          { field: [{ id: "mochi" }], hand: ["treat-bag"], deck: ["dodge", "scratch"] },
          { field: [{ id: "hana" }], deck: ["dodge"] },
        ],
        step: "breeder",
      }),
    );
    match.act(0, { type: "play", card: card(0, "treat-bag"), nekomimi: neko(0, "mochi") });
    expect(zone(match, "hand0")).toEqual([card(0, "dodge")]);
    expect(match.state.on[card(0, "treat-bag")]).toBe(neko(0, "mochi"));
  });

  it("an item on a territory adds to the nekomimi holding it (P-134, P-137)", () => {
    const match = begin(
      scenario({
        seats: [
          {
            field: [{ id: "mochi", stage: 2, territories: ["cozy-house"], onTerritory: { 0: "cushion" } }],
            deck: ["dodge"],
          },
          { field: [{ id: "hana" }], deck: ["dodge"] },
        ],
        step: "breeder",
      }),
    );
    expect(viewOf(match, 1).seats[0]?.nekomimi[0]?.defence).toBe(3 + 1);
  });
});

describe("Powapowa marks decide who plays a card", () => {
  const combos = [...new Map(CARDS.map((c) => [`${c.type}|${JSON.stringify(c.marks)}`, c])).values()];

  it("every combination the set uses: clock cards are actions of their user mark's kind, the rest never actions (P-115, P-116, OP-28)", () => {
    expect(combos.length).toBeGreaterThanOrEqual(10);
    for (const def of combos) {
      const actionKinds = { breeder: playedAs(def, "breeder"), nekomimi: playedAs(def, "nekomimi") };
      if (!def.marks.clock || def.type === "open" || def.type === "fight") {
        expect(actionKinds, def.id).toEqual({ breeder: false, nekomimi: false });
        continue;
      }
      expect(actionKinds, def.id).toEqual({ breeder: def.marks.user !== "cat", nekomimi: def.marks.user !== "bell" });
    }
  });

  it("and at the table each one is offered exactly in the phases its marks allow", () => {
    for (const def of combos.filter((c) => c.type !== "open" && c.type !== "fight" && c.marks.clock)) {
      const seats = [
        {
          field: [{ id: "mochi", stage: 3, territories: ["cozy-house"] }],
          off: [{ id: "yuzu", stage: 2 }],
          hand: [def.id],
          deck: ["dodge", "scratch"],
        },
        {
          field: [{ id: "hana", stage: 2, territories: ["flower-hill"], attached: ["0/spiky-collar"] }],
          hand: ["dodge"],
          deck: ["dodge"],
        },
      ];
      const breeder = begin(scenario({ seats, step: "breeder" }));
      const nekomimi = begin(scenario({ seats, step: "nekomimi" }));
      const offered = (m: typeof breeder): boolean =>
        m.legal(0).some((a) => a.type === "play" && a.card === card(0, def.id));
      expect({ breeder: offered(breeder), nekomimi: offered(nekomimi) }, def.id).toEqual({
        breeder: def.marks.user !== "cat",
        nekomimi: def.marks.user !== "bell",
      });
    }
  });
});
