/** Forged or mistimed choices are refused with a reason every player can read. */
import { describe, expect, it } from "vitest";
import { refusalMessage, TABLE_KINDS } from "../../../src/games/catalog.ts";
import { worldGainer } from "../../../src/games/world-gainer/index.ts";
import { id, pay, scenario } from "./helpers.ts";

describe("refusals", () => {
  it("refuse choices outside their decision, cards not in hand, and malformed actions", () => {
    const m = scenario({ hand0: ["ember-scout"], stuns0: ["cinder-smith"], hand1: ["leaf-glider"] });
    expect(m.refusal(0, { type: "stun", card: id(0, "ember-scout") })).toEqual({ code: "wrong-decision" });
    expect(m.refusal(0, { type: "choose", card: id(1, "leaf-glider") })).toEqual({ code: "card-not-in-hand" });
    expect(m.refusal(1, { type: "end" })).toEqual({ code: "not-your-turn" });
    expect(m.refusal(0, { type: "square", square: 9 })?.code).toBe("malformed");
    expect(m.refusal(0, pay({}))).toEqual({ code: "wrong-decision" });
    m.act(0, { type: "choose", card: id(0, "ember-scout") });
    m.act(0, { type: "square", square: 6 });
    expect(m.refusal(0, pay({ exhaust: [id(0, "cinder-smith")], breakStuns: [id(0, "cinder-smith")] }))).toEqual({
      code: "pay-twice",
    });
    expect(m.refusal(0, pay({}))).toEqual({ code: "pay-short", params: { cost: 1, paid: 0 } });
  });

  it("have a message in English and Japanese for every code the game uses", () => {
    const kind = worldGainer.kinds[0];
    const codes = [
      "wrong-decision",
      "card-not-in-hand",
      "unknown-deck",
      "standby-full",
      "stun-done",
      "gain-done",
      "no-legal-square",
      "no-field-effect",
      "field-used",
      "field-no-effect",
      "cannot-pay",
      "pay-twice",
      "pay-not-your-stun",
      "pay-stun-exhausted",
      "pay-not-your-field-card",
      "pay-not-top",
      "pay-short",
      "pay-required-blue",
      "pay-required-green",
      "pay-required-red",
      "pay-required-yellow",
      "priority-own-field",
      "priority-battlefield",
      "own-loses",
      "own-not-higher",
      "contest-loses",
      "contest-lower",
      "contest-stack-same",
      "contest-stack-low",
    ];
    for (const code of codes) {
      expect(kind?.strings[code]?.en, code).toBeTruthy();
      expect(kind?.strings[code]?.ja, code).toBeTruthy();
    }
    const ja = refusalMessage(
      TABLE_KINDS.get("world-gainer"),
      { code: "pay-short", params: { cost: 3, paid: 1 } },
      "ja",
    );
    expect(ja).toBe("コストは3ですが、1しか支払えていません。");
  });
});
