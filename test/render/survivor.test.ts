import { createCanvas } from "canvas";
import { describe, expect, it, vi } from "vitest";
import { autoplay, Rng, seedRng, viewMatch, type Locale, type Match, type Viewer } from "../../src/engine/index.ts";
import { permuteHidden } from "../../src/engine/testing.ts";
import { survivorBot } from "../../src/games/survivor/bot.ts";
import { ACTION_CARDS } from "../../src/games/survivor/cards.ts";
import { cardName } from "../../src/games/survivor/words.ts";
import { begin, card, scenario, toFortunes } from "../games/survivor/helpers.ts";
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

/** Every text a painting draws, with its font size in pixels: the canvas's own drawing, watched and still done. */
function textsDrawn(paint: () => void): { text: string; size: number }[] {
  type Drawing = { font: string; fillText(text: string, x: number, y: number): void };
  const proto = Object.getPrototypeOf(createCanvas(1, 1).getContext("2d")) as Drawing;
  const original = proto.fillText;
  const drawn: { text: string; size: number }[] = [];
  const spy = vi.spyOn(proto, "fillText").mockImplementation(function (
    this: Drawing,
    text: string,
    x: number,
    y: number,
  ) {
    drawn.push({ text, size: Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? 0) });
    original.call(this, text, x, y);
  });
  try {
    paint();
  } finally {
    spy.mockRestore();
  }
  return drawn;
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

  it("stays readable on a phone showing it 400 px wide: stats at 22 px or more, names whole, at 2 and 6 players, in both languages", () => {
    for (const players of [2, 6]) {
      const view = viewMatch(survivorGame, after(players, 40), "spectator");
      for (const locale of ["en", "ja"] as Locale[]) {
        const drawn = textsDrawn(() => paintSurvivor(view, locale));
        const stats = drawn.filter((d) => /^(Ac|Ba|En|Po|Sp|St|Sw|Wi|正|バ|耐|交|速|強|泳|機)\d$/.test(d.text));
        expect(stats.length, `${players} players, ${locale}`).toBeGreaterThan(0);
        expect(Math.min(...stats.map((d) => d.size)), `${players} players, ${locale}`).toBeGreaterThanOrEqual(22);
        // At most 20 of the 1000 px wide picture's pixels per letter are lost to a 400 px phone: no text below 16 px.
        expect(
          drawn.filter((d) => d.size < 16),
          `${players} players, ${locale}`,
        ).toEqual([]);
        for (const s of view.table.seats)
          for (const c of s.cast)
            expect(
              drawn.map((d) => d.text),
              `${players} players, ${locale}`,
            ).toContain(cardName(c.id, locale));
      }
    }
  });

  it("shows the effects in play, the cards played, the used challenges, the showdown's hand limit and several moves of log", () => {
    const m = scenario({
      seats: [
        { cast: ["ava-stone"], deck: ["food-shortage", "crowd-favourite", "rope", "rope", "rope"] },
        { cast: ["gus-tanner"], deck: ["palm-hearts", "spear", "spear", "spear", "spear"] },
      ],
      challenges: ["log-walk"],
      current: "reef-swim",
      showdown: true,
    });
    begin(m).act(1, { type: "place", card: card(1, "palm-hearts"), castaway: "gus-tanner" });
    toFortunes(m, {});
    m.act(0, { type: "play", card: card(0, "food-shortage") });
    m.act(1, { type: "pass" });
    m.act(0, { type: "play", card: card(0, "crowd-favourite") });
    const view = m.view("spectator");
    const texts = textsDrawn(() => paintSurvivor(view, "en", ["Ann", "Bo"])).map((d) => d.text);
    expect(texts).toContain("In effect: Food Shortage: food counts nothing this turn");
    expect(texts).toContain("Used: Reef Swim");
    expect(texts).toContain("Final showdown · hand limit 7");
    expect(texts).toContain("Played: Food Shortage, Crowd Favourite · Score: Crowd Favourite +2");
    expect(texts).toContain("+ Palm Hearts (spoiled)");
    // The log reaches back past the latest move.
    expect(texts).toEqual(
      expect.arrayContaining(["Ann played Food Shortage", "Bo passed", "Ann played Crowd Favourite"]),
    );
    const ja = textsDrawn(() => paintSurvivor(view, "ja", ["Ann", "Bo"])).map((d) => d.text);
    expect(ja.some((t) => t.includes("バランス感覚"))).toBe(true);
  });

  it("is the same picture for every viewer and whatever the hidden cards are, while plans and items are secret", () => {
    const planning = playUntil(
      4,
      (m) => m.state.phase === "feed" && m.state.zones.plan0!.cards.length + m.state.zones.plan1!.cards.length > 0,
    );
    const items = playUntil(
      4,
      (m) => m.state.phase === "items" && [0, 1, 2, 3].some((s) => m.state.zones[`facedown${s}`]!.cards.length > 0),
    );
    for (const match of [planning, items, after(4, 60), after(6, 45)]) {
      const players = match.setup.players;
      const reference = paintSurvivor(viewMatch(survivorGame, match, "spectator"), "en");
      for (const viewer of viewers(players)) {
        expect(paintSurvivor(viewMatch(survivorGame, match, viewer), "en").equals(reference), `viewer ${viewer}`).toBe(
          true,
        );
        const permuted = { ...match, state: permuteHidden(survivorGame, match.state, viewer, new Rng(seedRng(3))) };
        expect(
          paintSurvivor(viewMatch(survivorGame, permuted, viewer), "en").equals(reference),
          `viewer ${viewer}, other hidden cards`,
        ).toBe(true);
      }
    }
  });

  it("draws face-down items as card backs by their castaway", async () => {
    const match = playUntil(
      3,
      (m) => m.state.phase === "items" && [0, 1, 2].some((s) => m.state.zones[`facedown${s}`]!.cards.length > 0),
    );
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
      autoplay(
        survivorGame,
        { seed: players, players, options },
        {
          bots,
          botSeed: players,
          maxIntents: 5000,
          onStep: (match, _events) => {
            if (phases.has(`${players}:${match.state.phase}`)) return;
            phases.add(`${players}:${match.state.phase}`);
            for (const locale of ["en", "ja"] as Locale[])
              expect(isPng(paintSurvivor(viewMatch(survivorGame, match, 0), locale))).toBe(true);
          },
        },
      );
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
