import { describe, expect, it } from "vitest";
import { autoplay, Rng, seedRng, viewMatch, type Locale, type Match, type Viewer } from "../../src/engine/index.ts";
import { permuteHidden } from "../../src/engine/testing.ts";
import { powapowaBot } from "../../src/games/powapowa/bot.ts";
import { CARDS } from "../../src/games/powapowa/cards.ts";
import { DEFAULT_OPTIONS, powapowaGame } from "../../src/games/powapowa/game.ts";
import type { PowapowaAction, PowapowaState } from "../../src/games/powapowa/state.ts";
import { paintOwnHand, paintTable } from "../../src/render/index.ts";
import { palette } from "../../src/render/kit/palette.ts";
import { paintPowapowa, paintPowapowaHand } from "../../src/render/powapowa.ts";
import { decode, isPng, pngSize, shareOf } from "./pixels.ts";

type PwMatch = Match<PowapowaState, PowapowaAction>;

/** Bot play from the start, stopping at the first position where `wanted` holds, in the first seeded game that has one. */
function playUntil(players: number, wanted: (m: PwMatch) => boolean, seed = 5): PwMatch {
  let found: PwMatch | null = null;
  for (let tried = seed; !found && tried < seed + 20; tried++) {
    autoplay(
      powapowaGame,
      { seed: tried, players, options: DEFAULT_OPTIONS },
      {
        bots: Array.from({ length: players }, () => powapowaBot),
        botSeed: tried,
        maxIntents: 5000,
        onStep: (m) => {
          if (!found && wanted(m)) found = structuredClone(m);
        },
      },
    );
  }
  if (!found) throw new Error("never reached");
  return found;
}

const viewers = (players: number): Viewer[] => [...Array.from({ length: players }, (_, s) => s), "spectator"];
const fighting = (m: PwMatch): boolean =>
  m.state.fight !== null &&
  m.state.fight.step !== "attack" &&
  Object.keys(m.state.zones).some((z) => z.startsWith("facedown") && (m.state.zones[z]?.cards.length ?? 0) > 0);

describe("paintPowapowa", () => {
  it("draws a 1000-wide PNG, the same bytes for the same view, in English and Japanese, readable with four breeders", () => {
    const match = playUntil(4, (m) => m.state.turn >= 12);
    const view = viewMatch(powapowaGame, match, 0);
    const png = paintPowapowa(view, "en");
    expect(isPng(png)).toBe(true);
    expect(pngSize(png).width).toBe(1000);
    // Two nekomimi a row, so the cards on them read at a phone's 400 px: taller than wide, yet one screenful or two.
    expect(pngSize(png).height).toBeLessThan(2400);
    expect(paintPowapowa(view, "en").equals(png)).toBe(true);
    expect(paintPowapowa(view, "ja").equals(png)).toBe(false);
  });

  it("is the same picture for every viewer and whatever the hidden cards are: fights, cradles and the fan vote stay secret", () => {
    const fight = playUntil(4, fighting);
    const vote = playUntil(
      3,
      (m) =>
        m.state.phase === "vote" &&
        [0, 1, 2].some(
          (s) =>
            (m.state.zones[`vote${s}`]?.cards.length ?? 0) + (m.state.zones[`votedeck${s}`]?.cards.length ?? 0) > 0,
        ),
    );
    for (const match of [fight, vote, playUntil(2, (m) => m.state.turn >= 20)]) {
      const reference = paintPowapowa(viewMatch(powapowaGame, match, "spectator"), "en");
      for (const viewer of viewers(match.setup.players)) {
        expect(paintPowapowa(viewMatch(powapowaGame, match, viewer), "en").equals(reference), `viewer ${viewer}`).toBe(
          true,
        );
        const permuted = { ...match, state: permuteHidden(powapowaGame, match.state, viewer, new Rng(seedRng(3))) };
        expect(
          paintPowapowa(viewMatch(powapowaGame, permuted, viewer), "en").equals(reference),
          `viewer ${viewer}, other hidden cards`,
        ).toBe(true);
      }
    }
  });

  it("draws the face-down fight cards as card backs", async () => {
    const match = playUntil(2, fighting);
    const without = structuredClone(match);
    for (const s of [0, 1])
      without.state.zones[`hand${s}`]?.cards.push(...(without.state.zones[`facedown${s}`]?.cards.splice(0) ?? []));
    const [a, b] = await Promise.all([
      decode(paintPowapowa(viewMatch(powapowaGame, match, "spectator"), "en")),
      decode(paintPowapowa(viewMatch(powapowaGame, without, "spectator"), "en")),
    ]);
    const band = { x: 0, y: 200, w: a.width, h: 160 };
    expect(shareOf(a, band, palette.cardBack)).toBeGreaterThan(shareOf(b, band, palette.cardBack));
  });

  it("draws every decision of bot games with 2 to 4 breeders in both languages", () => {
    const decisions = new Set<string>();
    for (const players of [2, 3, 4]) {
      autoplay(
        powapowaGame,
        { seed: players, players, options: DEFAULT_OPTIONS },
        {
          bots: Array.from({ length: players }, () => powapowaBot),
          botSeed: players,
          maxIntents: 5000,
          onStep: (match) => {
            const key = `${players}:${powapowaGame.prompt(match.state)?.decision ?? "over"}`;
            if (decisions.has(key)) return;
            decisions.add(key);
            for (const locale of ["en", "ja"] as Locale[])
              expect(isPng(paintPowapowa(viewMatch(powapowaGame, match, 0), locale))).toBe(true);
          },
        },
      );
    }
    expect([...decisions].filter((d) => d.startsWith("4:")).length).toBeGreaterThanOrEqual(10);
  });
});

describe("paintPowapowaHand", () => {
  it("draws every card of the set with its marks in both languages, and an empty hand", () => {
    const cards = CARDS.map((c) => `0:${c.id}:1`);
    for (const locale of ["en", "ja"] as Locale[]) {
      expect(isPng(paintPowapowaHand(cards, locale))).toBe(true);
      expect(isPng(paintPowapowaHand([], locale))).toBe(true);
    }
  });

  it("is found by the painters by game id", () => {
    const view = viewMatch(
      powapowaGame,
      playUntil(2, (m) => m.state.turn >= 3),
      0,
    );
    expect(isPng(paintTable("powapowa", view, "en", ["Ann", "Bo"]))).toBe(true);
    expect(isPng(paintOwnHand("powapowa", ["0:scratch:1"], "en"))).toBe(true);
  });
});
