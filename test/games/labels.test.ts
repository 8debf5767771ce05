import { describe, expect, it } from "vitest";
import { autoplay, LOCALES, viewMatch, waitingFor, type Locale, type Match } from "../../src/engine/index.ts";
import { TABLE_KINDS, type AnyTableKind } from "../../src/games/catalog.ts";
import { LABEL_MAX, OPTION_TEXT_MAX, type Control } from "../../src/games/controls.ts";

/**
 * Choices people can read (issue 18): at every decision of seeded bot games of every table kind, in both languages,
 * no two buttons of one decision (or of one opened group) read the same, no two options of one menu read the same
 * (label and description), and every text fits Discord's limits.
 */
const GAMES = Number(process.env.FUZZ_GAMES ?? 0) || 6;

function problemsOf(controls: readonly Control<unknown>[]): string[] {
  // An opened group shows its option's controls in place of the decision's: each is a decision of its own.
  const problems = controls.flatMap((c) =>
    c.type === "group" ? c.options.flatMap((o) => problemsOf(o.controls)) : [],
  );
  const buttons = controls.flatMap((c) => (c.type === "button" || c.type === "blocked" ? [c.label] : []));
  const twice = buttons.filter((label, i) => buttons.indexOf(label) !== i);
  if (twice.length > 0) problems.push(`buttons read the same: ${twice.join(" / ")}`);
  for (const label of buttons)
    if (label.length > LABEL_MAX || label.trim() === "") problems.push(`button label "${label}"`);
  for (const c of controls) {
    if (c.type !== "pick" && c.type !== "group") continue;
    const texts = c.options.map((o) => `${o.label}\n${o.description ?? ""}`);
    const same = texts.filter((text, i) => texts.indexOf(text) !== i);
    if (same.length > 0) problems.push(`menu options read the same: ${same.join(" / ")}`);
    for (const o of c.options) {
      if (o.label.length > OPTION_TEXT_MAX || (o.description ?? "").length > OPTION_TEXT_MAX)
        problems.push(`option "${o.label}" too long`);
    }
  }
  return problems;
}

function check(kind: AnyTableKind, match: Match<unknown, unknown>, locale: Locale): string[] {
  return waitingFor(kind.game, match).flatMap((seat) => {
    const offered = kind.controls(viewMatch(kind.game, match, seat), kind.game.legalActions(match.state, seat), locale);
    return problemsOf(offered.controls).map((p) => `seat ${seat}, seq ${match.seq}: ${p}`);
  });
}

describe("labels of one decision are distinct and fit", () => {
  for (const kind of TABLE_KINDS.values()) {
    it(`${kind.id}: ${GAMES} bot games, every decision, both languages`, () => {
      const { min, max } = kind.game.players;
      let decisions = 0;
      for (let i = 0; i < GAMES; i++) {
        const players = i % 2 === 0 ? max : min;
        const setup = { seed: 5000 + i, players, options: kind.options };
        const problems: string[] = [];
        const firstProblems = (match: Match<unknown, unknown>): void => {
          decisions += 1;
          for (const locale of LOCALES) problems.push(...check(kind, match, locale));
        };
        autoplay(kind.game, setup, {
          bots: Array.from({ length: players }, () => kind.bot),
          botSeed: i,
          maxIntents: 5000,
          onStep: firstProblems,
        });
        expect(problems.slice(0, 5), `seed ${setup.seed}`).toEqual([]);
      }
      expect(decisions).toBeGreaterThan(GAMES * 5);
    });
  }
});
