/** What a new breeder reads in the terminal (issue 28): what each nekomimi needs to grow, why none grew, territory kinds. */
import { describe, expect, it } from "vitest";
import { TABLE_KINDS } from "../../../src/games/catalog.ts";
import { describeEvent, describeTable } from "../../../src/games/powapowa/describe.ts";
import { defaultNames } from "../../../src/games/powapowa/words.ts";
import { begin, scenario } from "./helpers.ts";

const kind = TABLE_KINDS.get("powapowa");
if (!kind) throw new Error("no powapowa table kind");

describe("Powapowa in words", () => {
  it("says for each nekomimi what its next stage needs and what it still lacks, or that it is ready or fully grown", () => {
    const match = begin(
      scenario({
        seats: [
          {
            field: [
              { id: "mochi", stage: 2, territories: ["cozy-house"] },
              { id: "kinako", territories: ["rooftops"] },
              { id: "sora", stage: 4 },
            ],
            deck: ["dodge"],
          },
          { field: [{ id: "hana" }], deck: ["dodge"] },
        ],
        step: "breeder",
      }),
    );
    const en = describeTable(match.view(0), "en", defaultNames("en")).join("\n");
    expect(en).toContain(
      "Mochi stage 2 · A2 D3 C2 · territories 1/3, Cozy House · next stage needs house, any (footprint), missing any (footprint)",
    );
    expect(en).toContain(
      "Kinako stage 1 · territories 1/3, Rooftops · next stage needs any (footprint): ready to grow",
    );
    expect(en).toContain("Sora stage 4 · A5 D4 C10 · territories 0/4 · fully grown");
    const ja = describeTable(match.view(0), "ja", defaultNames("ja")).join("\n");
    expect(ja).toContain("次の成長条件:家、足跡(属性問わず)(不足:足跡(属性問わず))");
  });

  it("says why a growth card grew nothing: what each nekomimi lacks", () => {
    const events = begin(
      scenario({
        seats: [
          {
            field: [
              { id: "mochi", territories: ["rooftops"] },
              { id: "hana", stage: 2, territories: ["clover-field"] },
            ],
            deck: ["spring-breeze", "dodge"],
          },
          { field: [{ id: "sora" }], deck: ["dodge"] },
        ],
      }),
    ).events();
    const none = events.find((e) => e.type === "no-growth");
    if (!none) throw new Error("no no-growth event");
    expect(describeEvent(none, "en", defaultNames("en"))).toBe(
      "Breeder 1 has no nekomimi ready to grow: Mochi lacks house; Hana lacks any (footprint).",
    );
    expect(describeEvent(none, "ja", defaultNames("ja"))).toBe(
      "ブリーダー1には成長できるねこ耳がいません:もちは家が足りない、はなは足跡(属性問わず)が足りない。",
    );
  });

  it("lists a hand with the kind of each territory", () => {
    expect(kind.cardList(["0:cozy-house:1", "0:scratch:1", "0:riverbank:2"], "en")).toBe(
      "Cozy House (house), Scratch, Riverbank (waterside)",
    );
    expect(kind.cardList(["0:cozy-house:1"], "ja")).toBe("ぽかぽかのお家(家)");
  });
});
