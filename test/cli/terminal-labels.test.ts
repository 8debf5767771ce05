import { describe, expect, it } from "vitest";
import { autoplay, LOCALES, viewMatch, waitingFor, type Locale, type Match } from "../../src/engine/index.ts";
import { entriesOf } from "../../src/cli/entries.ts";
import { TABLE_KINDS, type AnyTableKind } from "../../src/games/catalog.ts";

/**
 * The terminal's choices read apart (issue 28, point 10): at every decision of seeded bot games of every table kind,
 * in both languages, no two numbered lines of one decision read the same (a line with its card's text under it).
 * test/games/labels.test.ts checks the same of Discord's buttons and menus.
 */
const GAMES = Number(process.env.FUZZ_GAMES ?? 0) || 4;
/** World Gainer's rare case (two copies of a card on the field, both offered to pay with) needs more of its quick games. */
const MORE: Record<string, number> = { "world-gainer": 10 };

function problems(kind: AnyTableKind, match: Match<unknown, unknown>, locale: Locale): string[] {
  return waitingFor(kind.game, match).flatMap((seat) => {
    const entries = entriesOf(
      kind,
      viewMatch(kind.game, match, seat),
      kind.game.legalActions(match.state, seat),
      locale,
    );
    const lines = entries.map((e) => `${e.label}${e.description ? `\n${e.description}` : ""}`);
    const twice = lines.filter((line, i) => lines.indexOf(line) !== i);
    return twice.length === 0 ? [] : [`seat ${seat}, seq ${match.seq}, ${locale}: ${twice.join(" / ")}`];
  });
}

describe("the terminal's lines of one decision are distinct", () => {
  for (const kind of TABLE_KINDS.values()) {
    const games = GAMES * (MORE[kind.id] ?? 1);
    it(`${kind.id}: ${games} bot games, every decision, both languages`, () => {
      const { min, max } = kind.game.players;
      let decisions = 0;
      for (let i = 0; i < games; i++) {
        const players = i % 2 === 0 ? max : min;
        const found: string[] = [];
        const onStep = (match: Match<unknown, unknown>): void => {
          decisions += 1;
          for (const locale of LOCALES) found.push(...problems(kind, match, locale));
        };
        autoplay(
          kind.game,
          { seed: 9000 + i, players, options: kind.options },
          { bots: Array.from({ length: players }, () => kind.bot), botSeed: i, maxIntents: 5000, onStep },
        );
        expect(found.slice(0, 5), `seed ${9000 + i}`).toEqual([]);
      }
      expect(decisions).toBeGreaterThan(games * 5);
    });
  }
});
