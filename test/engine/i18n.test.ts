import { describe, expect, it } from "vitest";
import {
  applyIntent,
  CONCEDE,
  createMatch,
  engineStrings,
  LOCALES,
  localeOf,
  translate,
  type Catalog,
  type Refusal,
} from "../../src/engine/index.ts";
import { climb } from "./games/climb.ts";
import { sealedBids } from "./games/sealed-bids.ts";
import { act, refusal, start } from "./helpers.ts";

const catalog = {
  greet: { en: "Hello {name}, you have {count} cards. {name}!", ja: "{name}さん、手札は{count}枚です。" },
  plain: { en: "No placeholders.", ja: "プレースホルダーなし。" },
} satisfies Catalog;

describe("translate", () => {
  it("fills every occurrence of each placeholder, numbers included", () => {
    expect(translate(catalog, "greet", "en", { name: "Aki", count: 3 })).toBe("Hello Aki, you have 3 cards. Aki!");
    expect(translate(catalog, "greet", "ja", { name: "Aki", count: 0 })).toBe("Akiさん、手札は0枚です。");
  });

  it("leaves a placeholder without a param as it is", () => {
    expect(translate(catalog, "greet", "en", { name: "Aki" })).toBe("Hello Aki, you have {count} cards. Aki!");
    expect(translate(catalog, "plain", "en")).toBe("No placeholders.");
  });

  it("throws on an unknown key", () => {
    expect(() => translate(catalog, "nope", "en")).toThrow("missing string: nope");
  });
});

describe("localeOf", () => {
  it.each([
    ["ja", "ja"],
    ["JA", "ja"],
    ["ja-JP", "ja"],
    ["en-US", "en"],
    ["en-GB", "en"],
    ["fr", "en"],
    ["", "en"],
    [null, "en"],
    [undefined, "en"],
  ] as const)("%s -> %s", (tag, locale) => {
    expect(localeOf(tag)).toBe(locale);
  });
});

describe("engineStrings", () => {
  /** Every refusal the engine itself can make, produced for real. */
  function engineRefusals(): Refusal[] {
    const bids = start(sealedBids, { seed: 1, players: 2, options: { rounds: 1 } });
    const hand = (seat: number): string => bids.state.zones[`hand:${seat}`]?.cards[0] as string;
    const answered = act(sealedBids, bids, 0, { type: "bid", card: hand(0) });
    const over = act(sealedBids, answered, 1, { type: "bid", card: hand(1) });
    const lead = start(climb, { seed: 1, players: 2, options: null });
    return [
      refusal(createMatch(sealedBids, { seed: -1, players: 2, options: null })),
      refusal(createMatch(sealedBids, { seed: 1, players: 9, options: null })),
      refusal(applyIntent(sealedBids, over, { seat: 0, seq: over.seq, action: null })),
      refusal(applyIntent(sealedBids, bids, { seat: 0, seq: 9, action: null })),
      refusal(applyIntent(climb, lead, { seat: 1, seq: 0, action: { type: "pass" } })),
      refusal(applyIntent(sealedBids, answered, { seat: 0, seq: 1, action: { type: "bid", card: hand(0) } })),
      refusal(applyIntent(sealedBids, bids, { seat: 0, seq: 0, action: {} })),
      refusal(applyIntent({ ...sealedBids, rulesVersion: "sealed-bids-next" }, bids, { seat: 0, seq: 0, action: {} })),
      refusal(applyIntent(sealedBids, bids, { seat: 0, seq: 0, action: CONCEDE })),
    ];
  }

  it("has an English and a Japanese message for every refusal the engine makes, with every placeholder filled", () => {
    const refusals = engineRefusals();
    expect(refusals.map((r) => r.code).sort()).toEqual(Object.keys(engineStrings).sort());
    for (const r of refusals) {
      for (const locale of LOCALES) {
        const text = translate(engineStrings, r.code, locale, r.params);
        expect(text.length).toBeGreaterThan(0);
        expect(text, `${r.code} (${locale})`).not.toMatch(/\{\w+\}/);
      }
    }
  });
});
