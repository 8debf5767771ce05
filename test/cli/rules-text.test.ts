/**
 * The terminal's rules (issue 28, point 12): the one-screen summary and a list of parts first, each part on request,
 * and nothing about Discord's buttons (My hand, the table's buttons, greyed-out choices).
 */
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../src/engine/index.ts";
import { guideText } from "../../src/cli/guide-text.ts";
import { TABLE_KINDS } from "../../src/games/catalog.ts";
import { guideSections } from "../../src/games/guide.ts";

const DISCORD_WORDS = /My hand|\bbuttons?\b|press|Discord|Greyed|greyed|手札\*\*|\*\*手札|ボタン|クリック|灰色/;

describe("rules in the terminal", () => {
  for (const kind of TABLE_KINDS.values()) {
    for (const locale of LOCALES) {
      it(`${kind.id} (${locale}): the summary and the parts' names, each part by number or name, all of it, and no Discord`, () => {
        const summary = guideText(kind, locale);
        const discord = kind.guide(locale);
        expect(summary).toContain(kind.guide(locale, "terminal").title);
        expect(summary.split("\n").length).toBeLessThan(20);
        const parts = guideSections(kind.guide(locale, "terminal").body);
        expect(parts.length).toBeGreaterThan(2);
        for (const part of parts) expect(summary).toContain(part.label);
        expect(guideText(kind, locale, "1")).toContain(parts[0]?.text.replace(/\*\*/g, "").split("\n")[0]);
        expect(guideText(kind, locale, parts[1]?.label.slice(0, 4) ?? "")).toBe(guideText(kind, locale, "2"));
        expect(guideText(kind, locale, "99")).toContain(
          locale === "en" ? 'No part "99"' : "「99」という部分はありません",
        );
        const all = guideText(kind, locale, "all");
        for (const text of [summary, all]) expect(text).not.toMatch(DISCORD_WORDS);
        // Discord's own /rules still has its buttons and its part on playing there.
        expect(discord.summary).toMatch(DISCORD_WORDS);
      });
    }
  }
});
