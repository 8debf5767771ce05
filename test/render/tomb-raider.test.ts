import { describe, expect, it } from "vitest";
import {
  applyIntent,
  botIntent,
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
import { tombRaiderBot } from "../../src/games/tomb-raider/bot.ts";
import { levelLocations, LEVELS } from "../../src/games/tomb-raider/cards.ts";
import { tombRaiderGame } from "../../src/games/tomb-raider/game.ts";
import type {
  Phase,
  SquareView,
  TombRaiderAction,
  TombRaiderState,
  TombRaiderView,
} from "../../src/games/tomb-raider/state.ts";
import { paintOwnHand, paintTable } from "../../src/render/index.ts";
import { palette } from "../../src/render/kit/palette.ts";
import { KIND_INKS } from "../../src/render/tomb-raider/card-kinds.ts";
import { paintTombRaider, paintTombRaiderHand } from "../../src/render/tomb-raider.ts";
import {
  BOARD,
  COLUMNS,
  DEPTHS,
  keyArea,
  logStrip,
  raiderPanel,
  squareRect,
} from "../../src/render/tomb-raider/layout.ts";
import { TOKEN_SIZE, tokenCentre, TRAIL } from "../../src/render/tomb-raider/map.ts";
import { mapColors, tokenStyles } from "../../src/render/tomb-raider/scene.ts";
import {
  ARROW,
  GROUNDS,
  MIDDLE,
  NAME,
  nameRoom,
  NUMBERS_FROM_BOTTOM,
  SIDE_ROOM,
} from "../../src/render/tomb-raider/square.ts";
import { chipHeight } from "../../src/render/tomb-raider/obstacles.ts";
import { newSurface, toPng, type Ctx } from "../../src/render/kit/surface.ts";
import { drawTile } from "../../src/render/kit/tiles.ts";
import { textWidth } from "../../src/render/kit/text.ts";
import { wrapLines } from "../../src/render/kit/wrap.ts";
import { decode, isPng, pngSize, shareOf } from "./pixels.ts";
import type { Rect } from "../../src/render/kit/geometry.ts";

type TrMatch = Match<TombRaiderState, TombRaiderAction>;

const NAMES = ["Alice", "Bob"];

function start(players: 1 | 2, seed: number): TrMatch {
  const created = createMatch(tombRaiderGame, { seed, players, options: {} });
  if (!created.ok) throw new Error(`setup refused: ${created.refusal.code}`);
  return created.match;
}

/** One bot answer from the first seat the match waits for; null once it is over. */
function botStep(match: TrMatch, rng: Rng): TrMatch | null {
  const seat = waitingFor(tombRaiderGame, match)[0];
  if (seat === undefined) return null;
  const applied = applyIntent(tombRaiderGame, match, botIntent(tombRaiderGame, match, seat, tombRaiderBot, rng));
  if (!applied.ok) throw new Error(`bot refused: ${applied.refusal.code}`);
  return applied.match;
}

/** Bots play the match from its start until `done` holds; throws if the game ends first. */
function playUntil(players: 1 | 2, seed: number, done: (match: TrMatch) => boolean): TrMatch {
  const rng = new Rng(seedRng(seed));
  for (let match: TrMatch | null = start(players, seed), step = 0; match && step < 3000; step++) {
    if (done(match)) return match;
    match = botStep(match, rng);
  }
  throw new Error(`seed ${seed}: never reached the wanted situation`);
}

function firstMatch(players: 1 | 2, done: (match: TrMatch) => boolean): TrMatch {
  for (let seed = 1; seed <= 60; seed++) {
    try {
      return playUntil(players, seed, done);
    } catch {
      continue;
    }
  }
  throw new Error("no seed reached the wanted situation");
}

const explored = (match: TrMatch): number => Object.values(match.state.squares).filter((s) => !s.faceDown).length;
const inAction = (match: TrMatch): boolean => match.state.phase === "move" && explored(match) >= 3;

function render(match: TrMatch, viewer: Viewer, locale: Locale = "en"): Buffer {
  return paintTombRaider(viewMatch(tombRaiderGame, match, viewer), locale, NAMES.slice(0, match.state.players));
}

function squareOf(view: MatchView<TombRaiderView>, key: string): SquareView {
  const square = view.table.map.find((s) => s.key === key);
  if (!square) throw new Error(`no square ${key}`);
  return square;
}

/**
 * The same match with every hidden card changed: each hand swapped for other cards of its deck, each deck and the
 * level deck in reverse order, and the face-down Treasure Room swapped for the other level's one.
 */
function withOtherHiddenCards(match: TrMatch): TrMatch {
  const next = cloneJson(match);
  const { zones, squares } = next.state;
  for (let seat = 0; seat < next.state.players; seat++) {
    const hand = zones[`hand${seat}`];
    const deck = zones[`deck${seat}`];
    if (!hand || !deck) throw new Error("seat zones missing");
    const swapped = Math.min(hand.cards.length, deck.cards.length);
    const fromDeck = deck.cards.splice(0, swapped, ...hand.cards.splice(0, swapped));
    hand.cards.push(...fromDeck);
    deck.cards.reverse();
  }
  zones.level?.cards.reverse();
  const treasure = Object.values(squares).find((s) => s.faceDown);
  if (treasure) {
    const other = LEVELS.map((level) => levelLocations(level).find((l) => l.role === "treasure")).find(
      (l) => l && l.id !== treasure.card,
    );
    if (other) treasure.card = other.id;
  }
  return next;
}

describe("paintTombRaider", () => {
  it("draws an upright 1000 x 1588 PNG (the map across the whole width, for phones) for one and for two raiders, in English and Japanese", () => {
    for (const players of [1, 2] as const) {
      const match = firstMatch(players, inAction);
      const en = render(match, 0, "en");
      const ja = render(match, 0, "ja");
      expect(isPng(en) && isPng(ja)).toBe(true);
      expect(pngSize(en)).toEqual({ width: BOARD.w, height: BOARD.h });
      expect(pngSize(ja)).toEqual({ width: 1000, height: 1588 });
      expect(en.equals(ja)).toBe(false);
    }
  });

  it("draws the parts alike on every board (key, depths, log title) in the board's own language", async () => {
    const view = viewMatch(tombRaiderGame, firstMatch(2, inAction), 0);
    const key = keyArea(2);
    const region = (picture: { width: number; data: Uint8ClampedArray }): number[] => {
      const out: number[] = [];
      for (let y = key.y; y < key.y + key.h; y++)
        out.push(...picture.data.subarray((y * picture.width + key.x) * 4, (y * picture.width + key.x + key.w) * 4));
      return out;
    };
    const en = await decode(paintTombRaider(view, "en", NAMES));
    const ja = await decode(paintTombRaider(view, "ja", NAMES));
    const enAgain = await decode(paintTombRaider(view, "en", NAMES));
    expect(region(ja)).not.toEqual(region(en));
    expect(region(enAgain)).toEqual(region(en));
  });

  it("copies each square's ground (sandstone, water, card backs) to the very pixels painting it there gives, at every square", () => {
    const rects = Array.from({ length: COLUMNS * DEPTHS }, (_, i) =>
      squareRect(i % COLUMNS, 1 + Math.floor(i / COLUMNS)),
    );
    const pixels = (draw: (ctx: Ctx) => void): Buffer => {
      const { canvas, ctx } = newSurface(BOARD.w, BOARD.h, palette.table);
      draw(ctx);
      const raw = canvas.toBuffer("raw");
      toPng(canvas);
      return raw;
    };
    for (const [ground, paint] of Object.entries(GROUNDS)) {
      const inPlace = pixels((ctx) => rects.forEach((rect) => paint(ctx, rect)));
      // Whichever square the tile is first drawn for, the copies match.
      for (const first of [rects[0], rects[rects.length - 1]] as Rect[]) {
        const copied = pixels((ctx) => {
          drawTile(ctx, `test ${ground} from ${first.x},${first.y}`, first, palette.table, paint);
          for (const rect of rects)
            drawTile(ctx, `test ${ground} from ${first.x},${first.y}`, rect, palette.table, paint);
        });
        expect(copied.equals(inPlace), `${ground}, first drawn at ${first.x},${first.y}`).toBe(true);
      }
    }
  });

  it("draws the same bytes for the same view", () => {
    const view = viewMatch(tombRaiderGame, firstMatch(2, inAction), 1);
    expect(paintTombRaider(view, "ja", NAMES).equals(paintTombRaider(cloneJson(view), "ja", NAMES))).toBe(true);
  });

  it("is the same picture whatever the hidden cards are, for every viewer, even while an obstacle may be placed", () => {
    const holding = (m: TrMatch): boolean =>
      (m.state.zones.hand0?.cards.length ?? 0) > 0 && (m.state.zones.hand1?.cards.length ?? 1) > 0;
    const situations: [1 | 2, (m: TrMatch) => boolean][] = [
      [1, (m) => inAction(m) && holding(m)],
      [2, (m) => inAction(m) && holding(m)],
      [2, (m) => m.state.phase === "place" && holding(m)],
    ];
    for (const [players, wanted] of situations) {
      const match = firstMatch(players, wanted);
      const other = withOtherHiddenCards(match);
      expect(other.state.zones.hand0?.cards).not.toEqual(match.state.zones.hand0?.cards);
      expect(other.state.zones.level?.cards).not.toEqual(match.state.zones.level?.cards);
      const viewers: Viewer[] = players === 1 ? ["spectator", 0] : ["spectator", 0, 1];
      for (const viewer of viewers) {
        const label = `${players} players, ${match.state.phase}, viewer ${viewer}`;
        expect(render(match, viewer).equals(render(other, viewer)), label).toBe(true);
      }
    }
  });

  it("does not show a starting hand one player chose while the other still chooses", () => {
    const match = playUntil(2, 3, (m) => m.state.phase === "hand");
    const deck = match.state.zones.deck0?.cards ?? [];
    const size = tombRaiderGame.legalActions(match.state, 0)[0];
    if (size?.type !== "hand") throw new Error("no hand pick offered");
    const count = size.cards.length;
    const pick = (cards: string[]): TrMatch => {
      const applied = applyIntent(tombRaiderGame, match, { seat: 0, seq: match.seq, action: { type: "hand", cards } });
      if (!applied.ok) throw new Error(applied.refusal.code);
      return applied.match;
    };
    const first = pick(deck.slice(0, count));
    const last = pick(deck.slice(-count));
    expect(first.pending).not.toEqual(last.pending);
    for (const viewer of ["spectator", 0, 1] as const) {
      expect(render(first, viewer).equals(render(last, viewer)), `viewer ${viewer}`).toBe(true);
    }
  });

  it("puts each raider's token on the square the view places it", async () => {
    const match = firstMatch(2, (m) => inAction(m) && m.state.raiders[0]?.at !== m.state.raiders[1]?.at);
    const view = viewMatch(tombRaiderGame, match, "spectator");
    const picture = await decode(paintTombRaider(view, "en", NAMES));
    const styles = tokenStyles(NAMES);
    for (const raider of view.table.raiders) {
      const square = squareOf(view, raider.at);
      const centre = tokenCentre(square, square.raiders.indexOf(raider.seat));
      const inner = {
        x: centre.x - TOKEN_SIZE / 4,
        y: centre.y - TOKEN_SIZE / 4,
        w: TOKEN_SIZE / 2,
        h: TOKEN_SIZE / 2,
      };
      const fill = styles[raider.seat]?.fill ?? "";
      expect(shareOf(picture, inner, fill, 10), `seat ${raider.seat}`).toBeGreaterThan(0.3);
      const elsewhere = view.table.map.find((s) => s.raiders.length === 0 && s.card !== null);
      if (elsewhere) {
        const spot = tokenCentre(elsewhere, 0);
        expect(shareOf(picture, { x: spot.x - 8, y: spot.y - 8, w: 16, h: 16 }, fill, 10)).toBe(0);
      }
    }
  });

  it("shades a wet square with water and leaves a dry one sandstone", async () => {
    const match = firstMatch(1, inAction);
    const key = Object.keys(match.state.squares).find((k) => {
      const square = match.state.squares[k];
      return square && !square.faceDown && square.obstacle === null;
    });
    if (!key) throw new Error("no explored square");
    const dry = cloneJson(match);
    const wet = cloneJson(match);
    const drySquare = dry.state.squares[key];
    const wetSquare = wet.state.squares[key];
    if (!drySquare || !wetSquare) throw new Error("square missing");
    drySquare.wetOverride = false;
    wetSquare.wetOverride = true;
    const view = viewMatch(tombRaiderGame, wet, 0);
    expect(squareOf(view, key).wet).toBe(true);
    const square = squareOf(view, key);
    const rect = squareRect(square.col, square.depth);
    const inside = { x: rect.x + 20, y: rect.y + 40, w: rect.w - 40, h: rect.h - 80 };
    const [dryPicture, wetPicture] = await Promise.all([decode(render(dry, 0)), decode(render(wet, 0))]);
    expect(shareOf(wetPicture, inside, mapColors.wet, 8)).toBeGreaterThan(0.2);
    expect(shareOf(wetPicture, inside, mapColors.wave, 8)).toBeGreaterThan(0.01);
    expect(shareOf(dryPicture, inside, mapColors.wet, 8)).toBe(0);
  });

  it("keeps the Empty badge clear of a down exit arrow (issue 28, point 17)", async () => {
    const match = cloneJson(firstMatch(1, inAction));
    const key = Object.keys(match.state.squares).find((k) => {
      const square = match.state.squares[k];
      return square && !square.faceDown && square.obstacle === null && k !== "c1d1";
    });
    const square = key ? match.state.squares[key] : undefined;
    if (!key || !square) throw new Error("no explored square");
    // Bone Niche: Empty, with an exit arrow on every side.
    match.state.squares[key] = { ...square, card: "t-ossuary", wetOverride: false };
    const view = viewMatch(tombRaiderGame, match, 0);
    expect(squareOf(view, key)).toMatchObject({ empty: true, arrows: expect.arrayContaining(["down"]) });
    const rect = squareRect(squareOf(view, key).col, squareOf(view, key).depth);
    const arrowBase = rect.y + rect.h - ARROW.inset - ARROW.length;
    // Just above the arrow's base, across the badge's middle, the sandstone shows: the badge does not touch it.
    const gap = { x: rect.x + rect.w / 2 - 20, y: arrowBase - 4, w: 40, h: 3 };
    expect(shareOf(await decode(render(match, 0)), gap, mapColors.dry, 8)).toBe(1);
  });

  it("draws the face-down Treasure Room as a card back, explored squares as sandstone, the rest veiled", async () => {
    const match = firstMatch(2, inAction);
    const view = viewMatch(tombRaiderGame, match, "spectator");
    const picture = await decode(paintTombRaider(view, "en", NAMES));
    const inner = (col: number, depth: number): { x: number; y: number; w: number; h: number } => {
      const rect = squareRect(col, depth);
      return { x: rect.x + 10, y: rect.y + 10, w: rect.w - 20, h: rect.h - 20 };
    };
    const treasure = squareOf(view, "c1d4");
    expect(treasure.faceDown).toBe(true);
    expect(shareOf(picture, inner(1, 4), palette.cardBack)).toBeGreaterThan(0.2);
    const entrance = squareOf(view, "c0d1");
    expect(entrance.card).not.toBeNull();
    expect(shareOf(picture, inner(0, 1), mapColors.dry)).toBeGreaterThan(0.3);
    const unexplored = view.table.map.find((s) => s.card === null && !s.faceDown);
    if (!unexplored) throw new Error("every square explored");
    expect(shareOf(picture, inner(unexplored.col, unexplored.depth), palette.cardBack)).toBe(0);
    expect(shareOf(picture, inner(unexplored.col, unexplored.depth), mapColors.dry)).toBe(0);
  });

  it("rims an obstacle the moving raider must still defeat, and pins a Save Point restart in the raider's colour", async () => {
    const view = viewMatch(tombRaiderGame, firstMatch(2, inAction), "spectator");
    const square = view.table.map.find((s) => s.card !== null && s.role !== "entrance" && s.obstacles.length === 0);
    if (!square) throw new Error("no plain explored square");
    square.obstacles = [{ card: null, stats: ["move"], danger: 5, life: null, damage: 0, habitat: "any" }];
    const marked: MatchView<TombRaiderView> = cloneJson(view);
    marked.table.toCheck = [{ kind: "fixed", square: square.key }];
    const bob = marked.table.raiders[1];
    if (!bob) throw new Error("no second raider");
    bob.restart = square.key;
    const rect = squareRect(square.col, square.depth);
    const chipEdge = { x: rect.x + SIDE_ROOM - 1, y: rect.y + MIDDLE.top + MIDDLE.h / 2 - 8, w: 3, h: 16 };
    const pennant = { x: rect.x + 12, y: rect.y + 10, w: 8, h: 8 };
    const bobFill = tokenStyles(NAMES)[1]?.fill ?? "";
    const [plain, rimmed] = await Promise.all([
      decode(paintTombRaider(view, "en", NAMES)),
      decode(paintTombRaider(marked, "en", NAMES)),
    ]);
    expect(shareOf(rimmed, chipEdge, palette.highlight, 10)).toBeGreaterThan(0.3);
    expect(shareOf(plain, chipEdge, palette.highlight, 10)).toBe(0);
    expect(shareOf(rimmed, pennant, bobFill, 10)).toBeGreaterThan(0.2);
    expect(shareOf(plain, pennant, bobFill, 10)).toBe(0);
  });

  it("draws one panel solo, two for two raiders, and the key in both", async () => {
    const [solo, duo] = await Promise.all([
      decode(render(firstMatch(1, inAction), 0)),
      decode(render(firstMatch(2, inAction), 0)),
    ]);
    const secondToken = { x: raiderPanel(1).x + 30, y: raiderPanel(1).y + 24, w: 16, h: 16 };
    const seat1 = tokenStyles(NAMES)[1]?.fill ?? "";
    const keyRow = (players: number): Rect => ({
      x: keyArea(players).x + 16,
      y: keyArea(players).y + 50,
      w: 30,
      h: 24,
    });
    expect(shareOf(solo, keyRow(1), mapColors.dry)).toBeGreaterThan(0.3);
    expect(shareOf(duo, keyRow(2), mapColors.dry)).toBeGreaterThan(0.3);
    expect(shareOf(duo, secondToken, seat1, 10)).toBeGreaterThan(0.25);
    expect(shareOf(solo, secondToken, seat1, 10)).toBe(0);
  });

  it("shows the last move: the exit taken in the mover's colour, and a roll's dice in the log", async () => {
    // A move's last step and the roll that follows come in separate decisions (a move does not end by itself at 0 Move).
    const match = firstMatch(2, (m) => m.state.recent.some((e) => e.type === "move"));
    const view = viewMatch(tombRaiderGame, match, "spectator");
    const move = view.table.recent.find((e) => e.type === "move");
    if (move?.type !== "move") throw new Error("no move");
    const from = squareOf(view, move.from);
    const to = squareOf(view, move.to);
    const rect = squareRect(from.col, from.depth);
    const edge =
      to.depth > from.depth
        ? { x: rect.x + rect.w / 2 - 6, y: rect.y + 2, w: 12, h: 10 }
        : to.depth < from.depth
          ? { x: rect.x + rect.w / 2 - 6, y: rect.y + rect.h - 12, w: 12, h: 10 }
          : to.col > from.col
            ? { x: rect.x + rect.w - 12, y: rect.y + rect.h / 2 - 6, w: 10, h: 12 }
            : { x: rect.x + 2, y: rect.y + rect.h / 2 - 6, w: 10, h: 12 };
    const fill = tokenStyles(NAMES)[move.seat]?.fill ?? "";
    const quiet: MatchView<TombRaiderView> = cloneJson(view);
    quiet.table.recent = [];
    const [moved, still] = await Promise.all([
      decode(paintTombRaider(view, "en", NAMES)),
      decode(paintTombRaider(quiet, "en", NAMES)),
    ]);
    expect(shareOf(moved, edge, fill, 10)).toBeGreaterThan(0.1);
    expect(shareOf(still, edge, fill, 10)).toBe(0);
    const rolled = viewMatch(
      tombRaiderGame,
      firstMatch(2, (m) => m.state.recent.some((e) => e.type === "roll")),
      "spectator",
    );
    const rolledQuiet: MatchView<TombRaiderView> = cloneJson(rolled);
    rolledQuiet.table.recent = [];
    const [withDice, withoutDice] = await Promise.all([
      decode(paintTombRaider(rolled, "en", NAMES)),
      decode(paintTombRaider(rolledQuiet, "en", NAMES)),
    ]);
    const log = logStrip(2);
    const logBody = { x: log.x + 10, y: log.y + 36, w: log.w - 20, h: log.h - 44 };
    expect(shareOf(withDice, logBody, palette.cardFace, 2)).toBeGreaterThan(0);
    expect(shareOf(withoutDice, logBody, palette.cardFace, 2)).toBe(0);
  });

  it("draws every phase met in bot play, solo and two-player, without throwing", () => {
    const drawn = new Set<string>();
    for (const players of [1, 2] as const) {
      for (let seed = 1; seed <= 6; seed++) {
        const rng = new Rng(seedRng(seed));
        for (let match: TrMatch | null = start(players, seed), step = 0; match && step < 3000; step++) {
          const situation = `${players}/${match.state.phase}/${match.state.recent.map((e) => e.type).join("+")}`;
          if (!drawn.has(situation)) {
            drawn.add(situation);
            const viewers: Viewer[] = ["spectator", 0, 1];
            const viewer = viewers[drawn.size % (players + 1)] ?? "spectator";
            expect(pngSize(render(match, viewer, drawn.size % 2 === 0 ? "en" : "ja"))).toEqual({
              width: BOARD.w,
              height: BOARD.h,
            });
          }
          match = botStep(match, rng);
        }
      }
    }
    const phases = new Set([...drawn].map((s) => s.split("/")[1] as Phase));
    for (const phase of ["level", "deck", "hand", "move", "search", "over"] as const)
      expect(phases.has(phase), phase).toBe(true);
  });
});

describe("readable at phone width (about 400 px: the board drawn at 0.4)", () => {
  it("every location's name fits its square whole, in both languages, at no less than the smallest size", () => {
    const { ctx } = newSurface(10, 10);
    const room = nameRoom(squareRect(0, 1));
    for (const level of LEVELS) {
      for (const location of levelLocations(level)) {
        for (const locale of ["en", "ja"] as const) {
          expect(
            textWidth(ctx, location.name[locale], NAME.minSize, "bold"),
            location.name[locale],
          ).toBeLessThanOrEqual(room);
        }
      }
    }
    // At phone width the smallest name is still about 9 px high, the board a third of the screen per square.
    expect(NAME.minSize * (400 / BOARD.w)).toBeGreaterThanOrEqual(8.8);
    expect(squareRect(0, 1).w * (400 / BOARD.w)).toBeGreaterThanOrEqual(115);
  });

  it("letters a raider's token with the first letter of its player's name, past any emoji (issue 28, point 17)", () => {
    expect(tokenStyles(["🐱 tama", "Bob"]).map((t) => t.letter)).toEqual(["T", "B"]);
    expect(tokenStyles(["🎲🎲", "Bob"]).map((t) => t.letter)).toEqual(["1", "B"]);
    expect(tokenStyles(["Ann", "アキ"]).map((t) => t.letter)).toEqual(["A", "ア"]);
  });

  it("raider tokens never cover a side arrow, the last move's exit arrow or the numbers' row", () => {
    const rect = squareRect(1, 3);
    for (const index of [0, 1]) {
      const c = tokenCentre({ col: 1, depth: 3 }, index);
      const token = {
        left: c.x - TOKEN_SIZE / 2,
        right: c.x + TOKEN_SIZE / 2,
        top: c.y - TOKEN_SIZE / 2,
        bottom: c.y + TOKEN_SIZE / 2,
      };
      const rightArrowBase = rect.x + rect.w - Math.max(ARROW.inset + ARROW.length, TRAIL.length);
      const leftArrowBase = rect.x + Math.max(ARROW.inset + ARROW.length, TRAIL.length);
      expect(token.right).toBeLessThan(rightArrowBase);
      expect(token.left).toBeGreaterThan(leftArrowBase);
      expect(token.bottom).toBeLessThanOrEqual(rect.y + rect.h - NUMBERS_FROM_BOTTOM - 12);
    }
  });

  it("two obstacles on one square stand one above the other without overlapping, each tall enough to read", () => {
    const area = { x: 0, y: MIDDLE.top, w: 200, h: MIDDLE.h };
    const h = chipHeight(2, area);
    expect(2 * h + 2).toBeLessThanOrEqual(MIDDLE.h);
    expect(h * (400 / BOARD.w)).toBeGreaterThanOrEqual(10);
  });

  it("a Japanese prompt breaks between words, never inside a katakana word", () => {
    const { ctx } = newSurface(10, 10);
    const prompt = "デックス・ハロウのダイス判定:アイテムを出すか、トレジャールームへ向かいます。";
    for (let width = 120; width <= 600; width += 20) {
      const lines = wrapLines(ctx, prompt, width, 23, "bold");
      expect(lines.join("")).toBe(prompt);
      for (let i = 1; i < lines.length; i++) {
        const end = lines[i - 1]?.at(-1) ?? "";
        const start = lines[i]?.[0] ?? "";
        expect(
          /[\u30a1-\u30fa\u30fc]/.test(end) && /[\u30a1-\u30fa\u30fc]/.test(start),
          `${width}: ${lines.join(" / ")}`,
        ).toBe(false);
      }
    }
  });

  it("marks the obstacle being checked: drawn bright, apart from the others still to check", async () => {
    const match = firstMatch(1, (m) => m.state.phase === "tackle");
    const view = viewMatch(tombRaiderGame, match, "spectator");
    const current = view.table.toCheck[0];
    if (!current) throw new Error("no check open");
    const square = squareOf(view, current.square);
    const rect = squareRect(square.col, square.depth);
    const index = square.obstacles.findIndex((o) =>
      current.kind === "fixed" ? o.card === null : o.card === current.card,
    );
    const h = chipHeight(square.obstacles.length, { x: 0, y: 0, w: 0, h: MIDDLE.h });
    const cy = rect.y + MIDDLE.top + (square.obstacles.length === 1 ? MIDDLE.h / 2 : h / 2 + index * (h + 2));
    const inside = { x: rect.x + SIDE_ROOM + 3, y: cy - h / 2 + 4, w: 4, h: h - 8 };
    const waiting: MatchView<TombRaiderView> = cloneJson(view);
    waiting.table.phase = "move";
    const [checking, before] = await Promise.all([
      decode(paintTombRaider(view, "en", NAMES)),
      decode(paintTombRaider(waiting, "en", NAMES)),
    ]);
    expect(shareOf(checking, inside, palette.highlight, 10)).toBeGreaterThan(0.5);
    expect(shareOf(before, inside, palette.highlight, 10)).toBe(0);
  });
});

describe("paintTombRaiderHand", () => {
  const hand = [
    "0:u-veteran:1",
    "0:s-wall-run:1",
    "0:d-spring:1",
    "0:d-pistols:1",
    "0:o-guardian:1",
    "0:a-leap:1",
    "0:d-rebreather:1",
  ];

  it("draws a hand, a longer one taller, and an empty one, in both languages", () => {
    for (const locale of ["en", "ja"] as const) {
      const png = paintTombRaiderHand(hand, locale);
      expect(isPng(png)).toBe(true);
      expect(pngSize(png).height).toBeGreaterThan(pngSize(paintTombRaiderHand(hand.slice(0, 3), locale)).height);
      expect(isPng(paintTombRaiderHand([], locale))).toBe(true);
    }
    expect(paintTombRaiderHand(hand, "en").equals(paintTombRaiderHand(hand, "ja"))).toBe(false);
  });

  it("gives each kind of card its own ink", async () => {
    const band = { x: 20 + 60, y: 20 + 56 + 8, w: 90, h: 24 };
    const [obstacle, discovery] = await Promise.all([
      decode(paintTombRaiderHand(["0:o-pit:1"], "en")),
      decode(paintTombRaiderHand(["0:d-rope:1"], "en")),
    ]);
    expect(shareOf(obstacle, band, KIND_INKS.obstacle)).toBeGreaterThan(0.3);
    expect(shareOf(discovery, band, KIND_INKS.discovery)).toBeGreaterThan(0.3);
    expect(shareOf(discovery, band, KIND_INKS.obstacle)).toBe(0);
  });

  it("draws the cards of a real starting hand", () => {
    const match = playUntil(
      2,
      5,
      (m) => m.state.phase !== "level" && m.state.phase !== "deck" && m.state.phase !== "hand",
    );
    const own = viewMatch(tombRaiderGame, match, 0).table.raiders[0]?.hand.cards ?? [];
    expect(own.length).toBeGreaterThan(0);
    expect(isPng(paintTombRaiderHand(own, "ja"))).toBe(true);
  });
});

describe("the render registry", () => {
  it("finds the Tomb Raider painters by game id", () => {
    const view = viewMatch(tombRaiderGame, firstMatch(2, inAction), 0);
    expect(paintTable("tomb-raider", view, "en", NAMES).equals(paintTombRaider(view, "en", NAMES))).toBe(true);
    const cards = view.table.raiders[0]?.hand.cards ?? [];
    expect(paintOwnHand("tomb-raider", cards, "en").equals(paintTombRaiderHand(cards, "en"))).toBe(true);
  });
});
