import { describe, expect, it } from "vitest";
import {
  applyIntent,
  cloneJson,
  createMatch,
  Rng,
  seedRng,
  viewMatch,
  waitingFor,
  type Locale,
  type Match,
  type MatchView,
  type Viewer,
} from "../../src/engine/index.ts";
import { CARD_DEFS, cardOf } from "../../src/games/world-gainer/cards.ts";
import { worldGainerGame } from "../../src/games/world-gainer/game.ts";
import type {
  Phase,
  WorldGainerAction,
  WorldGainerState,
  WorldGainerView,
} from "../../src/games/world-gainer/state.ts";
import { paintOwnHand, paintTable } from "../../src/render/index.ts";
import { palette } from "../../src/render/kit/palette.ts";
import { newSurface } from "../../src/render/kit/surface.ts";
import { textWidth } from "../../src/render/kit/text.ts";
import { wrapLines } from "../../src/render/kit/wrap.ts";
import { paintWorldGainer, paintWorldGainerHand } from "../../src/render/world-gainer.ts";
import { worldGainerRenderStrings } from "../../src/render/world-gainer/strings.ts";
import { BOARD, rowLabel, SEAT_INKS, squareRect, standbySlot } from "../../src/render/world-gainer/layout.ts";
import { HOLDER_NAME, holderNameRoom } from "../../src/render/world-gainer/square.ts";
import { defaultNames } from "../../src/games/world-gainer/words.ts";
import { onPhone, PHONE_TEXT } from "./phone.ts";
import { decode, isPng, pngSize, shareOf, type Picture } from "./pixels.ts";

type WgMatch = Match<WorldGainerState, WorldGainerAction>;

function act(match: WgMatch, seat: number, action: WorldGainerAction): WgMatch {
  const applied = applyIntent(worldGainerGame, match, { seat, seq: match.seq, action });
  if (!applied.ok) throw new Error(`refused ${JSON.stringify(action)}: ${applied.refusal.code}`);
  return applied.match;
}

/** A match of this seed once both players chose a deck (seat 0 the first listed, seat 1 the last). */
function started(seed: number): WgMatch {
  const created = createMatch(worldGainerGame, { seed, players: 2, options: {} });
  if (!created.ok) throw new Error(`setup refused: ${created.refusal.code}`);
  let match = created.match;
  for (const seat of [0, 1]) {
    const decks = worldGainerGame.legalActions(match.state, seat);
    match = act(match, seat, (seat === 0 ? decks[0] : decks.at(-1)) as WorldGainerAction);
  }
  return match;
}

/** One random legal answer; it never steps back, and it places cards more often than it ends the turn. */
function randomStep(match: WgMatch, rng: Rng): WgMatch | null {
  const seat = waitingFor(worldGainerGame, match)[0];
  if (seat === undefined) return null;
  const legal = worldGainerGame.legalActions(match.state, seat).filter((a) => a.type !== "back");
  const moves = legal.filter((a) => a.type !== "end" && a.type !== "skip-stun");
  return act(match, seat, rng.pick(moves.length > 0 && rng.int(5) > 0 ? moves : legal));
}

/** Random play from a fresh match of each seed in turn until `wanted` holds; throws if no seed gets there. */
function playUntil(wanted: (match: WgMatch) => boolean, firstSeed = 1): WgMatch {
  for (let seed = firstSeed; seed < firstSeed + 40; seed++) {
    const rng = new Rng(seedRng(seed));
    for (let match: WgMatch | null = started(seed), step = 0; match && step < 800; step++) {
      if (wanted(match)) return match;
      match = randomStep(match, rng);
    }
  }
  throw new Error("no seed reached the situation");
}

const squareCards = (match: WgMatch, square: number): string[] => match.state.zones[`square${square as 0}`].cards;

function render(match: WgMatch, viewer: Viewer, locale: Locale = "en"): Buffer {
  return paintWorldGainer(viewMatch(worldGainerGame, match, viewer), locale);
}

const VIEWERS: Viewer[] = ["spectator", 0, 1];

describe("paintWorldGainer", () => {
  it("draws an upright PNG, the same bytes for the same view", () => {
    const view = viewMatch(worldGainerGame, started(1), 1);
    const png = paintWorldGainer(view, "ja", ["Alice", "ボブ"]);
    expect(isPng(png)).toBe(true);
    expect(pngSize(png)).toEqual({ width: BOARD.w, height: BOARD.h });
    expect(png.equals(paintWorldGainer(cloneJson(view), "ja", ["Alice", "ボブ"]))).toBe(true);
  });

  it("draws English and Japanese", () => {
    const match = playUntil((m) => m.state.lastPlacement !== null);
    const en = render(match, "spectator", "en");
    const ja = render(match, "spectator", "ja");
    expect(isPng(ja)).toBe(true);
    expect(en.equals(ja)).toBe(false);
  });

  it("puts the viewer's field at the bottom, and seat 0's for a spectator", async () => {
    // Seat 1 holds a square of its own field (squares 0-2, the top row as seat 0 sees the grid).
    const match = playUntil((m) =>
      [0, 1, 2].some((sq) => squareCards(m, sq).length > 0 && m.state.zones[`square${sq as 0}`].owner === 1),
    );
    const held = [0, 1, 2].find((sq) => squareCards(match, sq).length > 0) as number;
    for (const viewer of VIEWERS) {
      const view = viewMatch(worldGainerGame, match, viewer);
      const position = view.table.grid.findIndex((square) => square.square === held);
      expect(position < 3, `viewer ${viewer}`).toBe(viewer !== 1);
      const rect = squareRect(position);
      const picture = await decode(paintWorldGainer(view, "en"));
      // The holder's tab across the top of the square, in seat 1's colour.
      expect(shareOf(picture, { x: rect.x + 12, y: rect.y + 4, w: rect.w - 24, h: 4 }, SEAT_INKS[1])).toBeGreaterThan(
        0.9,
      );
      // The bottom row's label carries the bottom seat's stripe.
      const label = rowLabel(2);
      const bottomSeat = viewer === 1 ? 1 : 0;
      expect(
        shareOf(picture, { x: label.x + 2, y: label.y + 20, w: 6, h: label.h - 40 }, SEAT_INKS[bottomSeat]),
      ).toBeGreaterThan(0.9);
    }
    expect(render(match, 0).equals(render(match, "spectator"))).toBe(true);
    expect(render(match, 1).equals(render(match, "spectator"))).toBe(false);
  });

  it("is the same picture whatever the hands and deck orders are, even for the viewer who may see them", () => {
    const match = playUntil((m) => m.state.turn >= 4 && m.state.phase === "gain");
    const other = cloneJson(match);
    for (const seat of [0, 1] as const) {
      const hand = other.state.zones[`hand${seat}`];
      const deck = other.state.zones[`deck${seat}`];
      hand.cards = hand.cards.map((id) => {
        const at = deck.cards.findIndex((c) => cardOf(c).id !== cardOf(id).id);
        if (at < 0) return id;
        const [swapped] = deck.cards.splice(at, 1, id);
        return swapped ?? id;
      });
      deck.cards.reverse();
    }
    expect(other.state.zones.hand0.cards).not.toEqual(match.state.zones.hand0.cards);
    expect(other.state.zones.deck1.cards).not.toEqual(match.state.zones.deck1.cards);
    for (const viewer of VIEWERS)
      expect(render(match, viewer).equals(render(other, viewer)), `viewer ${viewer}`).toBe(true);
  });

  it("does not show a placement being chosen, whichever card and square it is", () => {
    const match = playUntil(
      (m) =>
        m.state.phase === "gain" &&
        worldGainerGame.legalActions(m.state, m.state.active).filter((a) => a.type === "choose").length >= 2,
    );
    const seat = match.state.active;
    const chooses = worldGainerGame.legalActions(match.state, seat).filter((a) => a.type === "choose");
    const inProgress = chooses.flatMap((choose) => {
      const chosen = act(match, seat, choose);
      const square = worldGainerGame
        .legalActions(chosen.state, seat)
        .find((a) => a.type === "square") as WorldGainerAction;
      return [chosen, act(chosen, seat, square)];
    });
    expect(inProgress.map((m) => m.state.phase)).toContain("pay");
    for (const viewer of VIEWERS) {
      const before = render(match, viewer);
      for (const during of inProgress)
        expect(render(during, viewer).equals(before), `viewer ${viewer} in ${during.state.phase}`).toBe(true);
    }
  });

  it("shows a spectator the same public picture as the players, with no hand", () => {
    const match = playUntil((m) => m.state.turn >= 3);
    const spectator = viewMatch(worldGainerGame, match, "spectator");
    expect(spectator.table.seats.map((s) => s.hand.cards)).toEqual([null, null]);
    expect(spectator.table.seats.map((s) => s.hand.count).every((n) => n > 0)).toBe(true);
    expect(paintWorldGainer(spectator, "en").equals(render(match, 0))).toBe(true);
  });

  it("rings the square of the latest placement, and none before the first", async () => {
    const fresh = await decode(render(started(2), "spectator"));
    const ringOf = (position: number): { x: number; y: number; w: number; h: number } => {
      const rect = squareRect(position);
      return { x: rect.x + 14, y: rect.y - 3, w: rect.w - 28, h: 2 };
    };
    for (let position = 0; position < 9; position++)
      expect(shareOf(fresh, ringOf(position), palette.highlight)).toBe(0);

    const match = playUntil((m) => m.state.lastPlacement !== null, 2);
    const view = viewMatch(worldGainerGame, match, 1);
    const placed = view.table.grid.findIndex((square) => square.square === match.state.lastPlacement?.square);
    const picture = await decode(paintWorldGainer(view, "en"));
    for (let position = 0; position < 9; position++) {
      const share = shareOf(picture, ringOf(position), palette.highlight);
      if (position === placed) expect(share).toBeGreaterThan(0.9);
      else expect(share).toBe(0);
    }
  });

  it("draws a ready stun upright and an exhausted one sideways", async () => {
    const view = viewMatch(worldGainerGame, started(3), "spectator");
    const ready: MatchView<WorldGainerView> = cloneJson(view);
    ready.table.seats[0].standby[0] = { card: "0:drift-scout:1", ready: true, value: 2, color: "blue" };
    const exhausted: MatchView<WorldGainerView> = cloneJson(ready);
    exhausted.table.seats[0].standby[0] = { card: "0:drift-scout:1", ready: false, value: 2, color: "blue" };
    const slot = standbySlot("bottom", 0);
    /** How far the card reaches across the slot's middle, and down its middle: its width and height. */
    const reach = (picture: Picture): { across: number; down: number } => {
      const line = (rect: { x: number; y: number; w: number; h: number }): number =>
        Math.round((1 - shareOf(picture, rect, palette.panel)) * (rect.w * rect.h));
      return {
        across: line({ x: slot.x, y: Math.round(slot.y + slot.h / 2), w: Math.floor(slot.w), h: 1 }),
        down: line({ x: Math.round(slot.x + slot.w / 2), y: slot.y, w: 1, h: slot.h }),
      };
    };
    const [readyPicture, exhaustedPicture] = await Promise.all([
      decode(paintWorldGainer(ready, "en")),
      decode(paintWorldGainer(exhausted, "en")),
    ]);
    const upright = reach(readyPicture);
    const sideways = reach(exhaustedPicture);
    expect(upright.down).toBeGreaterThan(upright.across);
    expect(sideways.across).toBeGreaterThan(sideways.down);
    expect(upright.down).toBeGreaterThan(sideways.down);
  });

  it("draws a stack with its card count and total", async () => {
    const match = playUntil((m) => [...Array(9).keys()].some((sq) => squareCards(m, sq).length >= 2));
    const view = viewMatch(worldGainerGame, match, "spectator");
    const position = view.table.grid.findIndex((square) => square.cards.length >= 2);
    const single: MatchView<WorldGainerView> = cloneJson(view);
    const square = single.table.grid[position] as WorldGainerView["grid"][number];
    square.cards = square.cards.slice(-1);
    const rect = squareRect(position);
    // The count-and-total strip across the bottom of the top card is dark; a lone card's face is light there.
    const strip = { x: rect.x + 24, y: rect.y + rect.h - 46, w: rect.w - 60, h: 4 };
    const [stacked, alone] = await Promise.all([
      decode(paintWorldGainer(view, "en")),
      decode(paintWorldGainer(single, "en")),
    ]);
    expect(shareOf(stacked, strip, palette.cardInk)).toBeGreaterThan(0.5);
    expect(shareOf(alone, strip, palette.cardInk)).toBe(0);
  });

  it("draws every phase from random play without throwing", () => {
    const all: Phase[] = ["deck", "standby", "gain", "square", "pay", "over"];
    const drawn = new Set<string>();
    const draw = (match: WgMatch): void => {
      const situation = `${match.state.phase}/${match.pending.length}`;
      // Only situations not drawn yet, to keep the test fast.
      if (drawn.has(situation)) return;
      drawn.add(situation);
      const png = render(match, VIEWERS[drawn.size % 3] as Viewer, drawn.size % 2 === 0 ? "en" : "ja");
      expect(pngSize(png)).toEqual({ width: BOARD.w, height: BOARD.h });
    };
    const created = createMatch(worldGainerGame, { seed: 1, players: 2, options: {} });
    if (!created.ok) throw new Error(created.refusal.code);
    draw(created.match);
    draw(act(created.match, 0, worldGainerGame.legalActions(created.match.state, 0)[0] as WorldGainerAction));
    const phases = (): string[] =>
      [...new Set([...drawn].map((situation) => situation.split("/")[0] as string))].sort();
    for (let seed = 1; seed <= 40 && phases().length < all.length; seed++) {
      const rng = new Rng(seedRng(seed));
      for (let match: WgMatch | null = started(seed), step = 0; match && step < 400; step++) {
        draw(match);
        match = randomStep(match, rng);
      }
    }
    expect(phases()).toEqual([...all].sort());
  });
});

describe("on a phone, which shows the board about 400 px wide (issue 28, point 17)", () => {
  const longNames: Record<Locale, [string, string]> = {
    en: ["Bartholomew Featherstonehaugh", "Maximiliana Wolfeschlegel"],
    ja: ["長谷川ちひろ・ゴールドスミス", "プレイヤー二号さん"],
  };

  it("is upright and draws every name, number and card label at 11 px or more, in both languages, through whole games", () => {
    for (let seed = 1; seed <= 2; seed++) {
      const rng = new Rng(seedRng(seed));
      let drawn = 0;
      for (let match: WgMatch | null = started(seed), step = 0; match && step < 400; step++) {
        const next = randomStep(match, rng);
        if (step % 20 === 0 || next === null) {
          const locale: Locale = drawn % 2 === 0 ? "en" : "ja";
          const view = viewMatch(worldGainerGame, match, VIEWERS[drawn % 3] as Viewer);
          const names = drawn % 4 < 2 ? longNames[locale] : defaultNames(locale);
          const board = onPhone(() => paintWorldGainer(view, locale, names));
          expect(board.height, `${seed}/${step}`).toBeGreaterThanOrEqual(board.width);
          expect(board.smallestText, `${seed}/${step} ${locale}`).toBeGreaterThanOrEqual(PHONE_TEXT);
          drawn++;
        }
        match = next;
      }
      expect(drawn).toBeGreaterThan(3);
    }
  });
});

describe("paintWorldGainerHand", () => {
  it("draws every card of the set in both languages, and an empty hand", () => {
    const every = CARD_DEFS.map((def) => `0:${def.id}:1`);
    for (const locale of ["en", "ja"] as const) {
      const png = paintWorldGainerHand(every, locale);
      expect(isPng(png)).toBe(true);
      expect(pngSize(png).height).toBeGreaterThan(pngSize(paintWorldGainerHand(every.slice(0, 4), locale)).height);
      expect(isPng(paintWorldGainerHand([], locale))).toBe(true);
    }
  });

  it("shows each card's attribute in its colour", async () => {
    const red = CARD_DEFS.find((def) => def.attribute === "red")?.id as string;
    const picture = await decode(paintWorldGainerHand([`1:${red}:1`], "en"));
    // The card's rim, just inside its left edge (the card starts at 24, 80).
    expect(shareOf(picture, { x: 26, y: 140, w: 4, h: 200 }, "#d55e00")).toBeGreaterThan(0.9);
  });
});

describe("wrapLines, for effect texts", () => {
  const { ctx } = newSurface(10, 10);

  it("breaks English at spaces, every line within the width", () => {
    const text = "When placed: put the top 2 of your deck into free standby slots as ready stuns.";
    const lines = wrapLines(ctx, text, 200, 22);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(" ")).toBe(text);
    for (const line of lines) expect(textWidth(ctx, line, 22)).toBeLessThanOrEqual(200);
  });

  it("breaks Japanese between characters, never before closing punctuation nor after an opening bracket", () => {
    const text = "配置時：相手のスタンを1枚破棄する（待機状態を優先）。";
    for (const width of [90, 120, 150, 200]) {
      const lines = wrapLines(ctx, text, width, 22);
      expect(lines.join("")).toBe(text);
      for (const line of lines) expect(line, `${width}`).not.toMatch(/^[、。）：]|（$/);
    }
  });
});

describe("the painters by game id", () => {
  it("finds World Gainer's board and hand painters", () => {
    const view = viewMatch(worldGainerGame, started(4), 0);
    expect(paintTable("world-gainer", view, "en", ["A", "B"]).equals(paintWorldGainer(view, "en", ["A", "B"]))).toBe(
      true,
    );
    const hand = view.table.seats[0].hand.cards ?? [];
    expect(paintOwnHand("world-gainer", hand, "ja").equals(paintWorldGainerHand(hand, "ja"))).toBe(true);
  });
});

describe("the World Gainer render catalog", () => {
  const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort();

  it("has English and Japanese text for every entry, with the same placeholders", () => {
    for (const [key, entry] of Object.entries(worldGainerRenderStrings)) {
      expect(entry.en.trim(), key).not.toBe("");
      expect(placeholders(entry.ja), key).toEqual(placeholders(entry.en));
      const words = entry.ja.replace(/\{\w+\}/g, "");
      expect(/[\u3040-\u30ff\u4e00-\u9fff]/.test(words) || !/\p{L}/u.test(words), key).toBe(true);
    }
  });
});

describe("column letters", () => {
  /** The pixels of one square of the picture, to compare squares. */
  function squarePixels(picture: { width: number; data: Uint8ClampedArray }, position: number): number[] {
    const rect = squareRect(position);
    const out: number[] = [];
    for (let y = rect.y + 20; y < rect.y + rect.h - 20; y++) {
      for (let x = rect.x + 20; x < rect.x + rect.w - 20; x++) out.push(picture.data[(y * picture.width + x) * 4] ?? 0);
    }
    return out;
  }

  it("fits the default names whole in a held square's tab, in both languages (issue 28, point 17)", () => {
    const ctx = newSurface(10, 10).ctx;
    for (const locale of ["en", "ja"] as const) {
      for (const name of defaultNames(locale)) {
        expect(textWidth(ctx, name, HOLDER_NAME.minSize, "bold"), name).toBeLessThanOrEqual(
          holderNameRoom(squareRect(0)),
        );
      }
    }
  });

  it("every square carries its own letter, A on the first seat's left: the second seat, turned half round, reads C B A", async () => {
    const match = started(1);
    const first = await decode(paintWorldGainer(viewMatch(worldGainerGame, match, 0), "en"));
    const second = await decode(paintWorldGainer(viewMatch(worldGainerGame, match, 1), "en"));
    // Battlefield row (positions 3-5), empty at the start: the same letter looks the same in both pictures.
    expect(squarePixels(first, 3)).toEqual(squarePixels(second, 5));
    expect(squarePixels(first, 4)).toEqual(squarePixels(second, 4));
    expect(squarePixels(first, 3)).not.toEqual(squarePixels(first, 5));
    expect(squarePixels(first, 3)).not.toEqual(squarePixels(first, 4));
  });
});
