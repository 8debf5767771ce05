import { describe, expect, it } from "vitest";
import { autoplay, permuteHidden, Rng, seedRng, viewMatch, type Locale, type Match, type Viewer } from "../../src/engine/index.ts";
import { survivorBot } from "../../src/games/survivor/bot.ts";
import { ACTION_CARDS } from "../../src/games/survivor/cards.ts";
import { DEFAULT_OPTIONS, survivorGame } from "../../src/games/survivor/game.ts";
import type { SurvivorAction, SurvivorState } from "../../src/games/survivor/state.ts";
import { paintOwnHand, paintTable } from "../../src/render/index.ts";
import { palette } from "../../src/render/kit/palette.ts";
import { paintSurvivor, paintSurvivorHand } from "../../src/render/survivor.ts";
import { decode, isPng, pngSize, shareOf } from "./pixels.ts";

type SvMatch = Match<SurvivorState, SurvivorAction>;
const options = DEFAULT_OPTIONS;

/** The match after `steps` bot decisions from the start. */
function after(players: number, steps: number, seed = 5): SvMatch {
  const bots = Array.from({ length: players }, () => survivorBot);
  return autoplay(survivorGame, { seed, players, options }, { bots, botSeed: seed, maxIntents: steps }).match;
}

/** Bot play from the start, stopping at the first position where `wanted` holds. */
function playUntil(players: number, wanted: (m: SvMatch) => boolean): SvMatch {
  for (let steps = 1; steps < 400; steps++) {
    const m = after(players, steps);
    if (wanted(m)) return m;
  }
  throw new Error("never reached");
}

const viewers = (players: number): Viewer[] => [...Array.from({ length: players }, (_, s) => s), "spectator"];

describe("paintSurvivor", () => {
  it("draws a 1000-wide PNG, the same bytes for the same view, in English and Japanese", () => {
    const match = after(4, 30);
    const view = viewMatch(survivorGame, match, 0);
    const png = paintSurvivor(view, "en");
    expect(isPng(png)).toBe(true);
    expect(pngSize(png).width).toBe(1000);
    expect(paintSurvivor(view, "en").equals(png)).toBe(true);
    expect(paintSurvivor(view, "ja").equals(png)).toBe(false);
  });

  it("stays phone-readable with six players: seats side by side, not taller than 1,300 px", () => {
    const six = pngSize(paintSurvivor(viewMatch(survivorGame, after(6, 20), "spectator"), "en"));
    const two = pngSize(paintSurvivor(viewMatch(survivorGame, after(2, 20), "spectator"), "en"));
    expect(six.height).toBeLessThan(1300);
    expect(two.height).toBeLessThan(1300);
  });

  it("is the same picture for every viewer and whatever the hidden cards are, while plans and items are secret", () => {
    const planning = playUntil(4, (m) => m.state.phase === "feed" && m.state.zones.plan0!.cards.length + m.state.zones.plan1!.cards.length > 0);
    const items = playUntil(4, (m) => m.state.phase === "items" && [0, 1, 2, 3].some((s) => m.state.zones[`facedown${s}`]!.cards.length > 0));
    for (const match of [planning, items, after(4, 60), after(6, 45)]) {
      const players = match.setup.players;
      const reference = paintSurvivor(viewMatch(survivorGame, match, "spectator"), "en");
      for (const viewer of viewers(players)) {
        expect(paintSurvivor(viewMatch(survivorGame, match, viewer), "en").equals(reference), `viewer ${viewer}`).toBe(true);
        const permuted = { ...match, state: permuteHidden(survivorGame, match.state, viewer, new Rng(seedRng(3))) };
        expect(paintSurvivor(viewMatch(survivorGame, permuted, viewer), "en").equals(reference), `viewer ${viewer}, other hidden cards`).toBe(true);
      }
    }
  });

  it("draws face-down items as card backs by their castaway", async () => {
    const match = playUntil(3, (m) => m.state.phase === "items" && [0, 1, 2].some((s) => m.state.zones[`facedown${s}`]!.cards.length > 0));
    const without = structuredClone(match);
    for (const s of [0, 1, 2]) {
      without.state.zones[`hand${s}`]!.cards.push(...without.state.zones[`facedown${s}`]!.cards.splice(0));
      without.state.itemsOn[s] = [];
    }
    const [a, b] = await Promise.all([
      decode(paintSurvivor(viewMatch(survivorGame, match, "spectator"), "en")),
      decode(paintSurvivor(viewMatch(survivorGame, without, "spectator"), "en")),
    ]);
    const whole = { x: 0, y: 0, w: a.width, h: a.data.length / 4 / a.width };
    expect(shareOf(a, whole, palette.cardBack)).toBeGreaterThan(shareOf(b, whole, palette.cardBack));
  });

  it("draws every phase of bot games with 2 to 6 players in both languages without throwing", () => {
    const phases = new Set<string>();
    for (const players of [2, 3, 4, 5, 6]) {
      const bots = Array.from({ length: players }, () => survivorBot);
      autoplay(survivorGame, { seed: players, players, options }, {
        bots,
        botSeed: players,
        maxIntents: 5000,
        onStep: (match, _events) => {
          if (phases.has(`${players}:${match.state.phase}`)) return;
          phases.add(`${players}:${match.state.phase}`);
          for (const locale of ["en", "ja"] as Locale[]) expect(isPng(paintSurvivor(viewMatch(survivorGame, match, 0), locale))).toBe(true);
        },
      });
    }
    expect([...phases].filter((p) => p.startsWith("4:")).length).toBeGreaterThanOrEqual(8);
  });
});

describe("paintSurvivorHand", () => {
  it("draws every card of the set in both languages, and an empty hand", () => {
    const cards = ACTION_CARDS.map((c) => `0:${c.id}:1`);
    for (const locale of ["en", "ja"] as Locale[]) {
      expect(isPng(paintSurvivorHand(cards, locale))).toBe(true);
      expect(isPng(paintSurvivorHand([], locale))).toBe(true);
    }
  });

  it("is found by the painters by game id", () => {
    const view = viewMatch(survivorGame, after(2, 10), 0);
    expect(isPng(paintTable("survivor", view, "en", ["Ann", "Bo"]))).toBe(true);
    expect(isPng(paintOwnHand("survivor", ["0:rope:1"], "en"))).toBe(true);
  });
});
