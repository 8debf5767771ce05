import { describe, expect, it } from "vitest";
import { LOCALES } from "../../src/engine/index.ts";
import { rulesPayload } from "../../src/discord/presenter.ts";
import { TABLE_KINDS } from "../../src/games/catalog.ts";
import { guideSections } from "../../src/games/guide.ts";

/** /rules (issue 18): how to play in one screen first, the rest behind buttons, for every table kind and language. */
describe("the rules reply", () => {
  it("splits a body at its bold headings, inline or alone on their line", () => {
    expect(guideSections("intro\n**Goal**\nWin.\n\n**Paying**: exhaust a stun.\n1. **Not** a heading")).toEqual([
      { label: "Goal", text: "**Goal**\nWin." },
      { label: "Paying", text: "**Paying**: exhaust a stun.\n1. **Not** a heading" },
    ]);
  });

  for (const kind of TABLE_KINDS.values()) {
    it(`${kind.id}: a short summary, then every part of the rules one press away, all within Discord's limits`, () => {
      for (const locale of LOCALES) {
        const { summary, body } = kind.guide(locale);
        const sections = guideSections(body);
        expect(sections.length).toBeGreaterThanOrEqual(4);
        expect(summary.length).toBeLessThan(1500);
        expect(summary.length).toBeLessThan(body.length / 2);
        const first = rulesPayload(kind, locale);
        expect(first.embeds[0]?.description).toBe(summary);
        const buttons = first.components.flatMap((row) => row.components);
        expect(buttons).toHaveLength(sections.length + 1);
        expect(first.components.length).toBeLessThanOrEqual(5);
        sections.forEach((section, i) => {
          const part = rulesPayload(kind, locale, i);
          expect(part.embeds[0]?.description).toBe(section.text);
          expect(section.text.length).toBeLessThanOrEqual(4096);
          expect(section.label.length).toBeLessThanOrEqual(80);
        });
        // Every word of the body is in some part: nothing is lost behind the buttons.
        expect(
          sections
            .map((s) => s.text)
            .join("\n")
            .replace(/\s+/g, ""),
        ).toBe(body.slice(body.indexOf("**")).replace(/\s+/g, ""));
      }
    });
  }
});
