import { createCanvas } from "canvas";
import { cardName, type CardId } from "../../games/tomb-raider/cards.ts";
import type { ObstacleRef, ObstacleView, SquareView } from "../../games/tomb-raider/state.ts";
import { drawExitArrow } from "../kit/arrows.ts";
import { drawCardBack } from "../kit/card-back.ts";
import type { Rect } from "../kit/geometry.ts";
import { drawGlyph, type GlyphName } from "../kit/glyphs.ts";
import { drawIcon } from "../kit/icons.ts";
import { palette } from "../kit/palette.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText, textWidth } from "../kit/text.ts";
import { drawTile } from "../kit/tiles.ts";
import { signed } from "../../games/tomb-raider/words.ts";
import { paintObstacles, type ObstacleMark } from "./obstacles.ts";
import { mapColors, type Scene } from "./scene.ts";
import { say } from "./strings.ts";

/** Rows inside a square, from its top: the name, the middle (obstacles, tokens), the numbers. */
const NAME_Y = 31;
/** A name is shrunk down to this size to fit, never cut (every location's name fits: a test checks). */
export const NAME = { size: 30, minSize: 22 } as const;
export const MIDDLE = { top: 52, h: 56 } as const;
/** The numbers' row sits clear of the down arrow at the bottom edge's middle. */
export const NUMBERS_FROM_BOTTOM = 32;
/** Side arrows take this much of the left and right edges; content stays inside. */
export const SIDE_ROOM = 22;

export const ARROW = { length: 14, width: 28, inset: 2, fill: mapColors.ink } as const;

function paintWater(ctx: Ctx, rect: Rect): void {
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(rect.x, rect.y, rect.w, rect.h, 10);
  ctx.clip();
  ctx.strokeStyle = mapColors.wave;
  ctx.lineWidth = 2;
  const wave = 14;
  for (let y = rect.y + 12; y < rect.y + rect.h; y += 22) {
    ctx.beginPath();
    for (let x = rect.x - wave; x <= rect.x + rect.w + wave; x += wave) {
      const up = Math.round((x - rect.x) / wave) % 2 === 0;
      if (x === rect.x - wave) ctx.moveTo(x, y);
      else ctx.quadraticCurveTo(x - wave / 2, y + (up ? -6 : 6), x, y);
    }
    ctx.stroke();
  }
  ctx.restore();
}

/** A number led by a glyph, vertically centred on `y`, starting at `x` (or ending there when `alignRight`). */
function paintNumber(ctx: Ctx, glyph: GlyphName, text: string, x: number, y: number, alignRight: boolean): void {
  const glyphSize = 26;
  const width = glyphSize + 3 + textWidth(ctx, text, 28, "bold");
  const left = alignRight ? x - width : x;
  drawGlyph(ctx, glyph, left + glyphSize / 2, y, glyphSize, mapColors.ink, mapColors.dry);
  drawText(ctx, text, left + glyphSize + 3, y + 1, 90, { size: 28, weight: "bold", color: mapColors.ink });
}

const BADGE_H = 28;
/** How far the bottom row's centre markers rise over a down arrow. */
const DOWN_ARROW_CLEARANCE = 6;
/** The Empty word sits between two numbers: the one word drawn a little smaller than the numbers. */
const EMPTY_SIZE = 22;

/** A rounded word or number, led by a glyph when given, from (x, centre y); returns its width. */
function paintBadge(
  ctx: Ctx,
  x: number,
  cy: number,
  text: string,
  fill: string,
  color: string,
  glyph: GlyphName | null,
  width?: number,
  size = 20,
): number {
  const glyphRoom = glyph ? 26 : 0;
  const w = width ?? Math.min(110, textWidth(ctx, text, size, "bold") + 12 + glyphRoom);
  ctx.beginPath();
  ctx.roundRect(x, cy - BADGE_H / 2, w, BADGE_H, 6);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.strokeStyle = mapColors.ink;
  ctx.lineWidth = 2;
  ctx.stroke();
  if (glyph) drawGlyph(ctx, glyph, x + 16, cy, 22, color, fill);
  drawText(ctx, text, x + 5 + glyphRoom, cy + 1, w - 9 - glyphRoom, { size, minSize: 20, weight: "bold", color });
  return w;
}

/** The Treasure Room's number to reach, led by the chest, centred on (cx, cy). */
function paintTreasureBadge(ctx: Ctx, treasure: number, cx: number, cy: number): void {
  const text = `${treasure}+`;
  const w = Math.min(90, textWidth(ctx, text, 24, "bold") + 12 + 26);
  paintBadge(ctx, cx - w / 2, cy, text, palette.highlight, palette.onHighlight, "chest", w, 24);
}

/** The Empty marker, crossed out once its token is on (the one find is gone), centred on (cx, cy). */
function paintEmptyBadge(ctx: Ctx, scene: Scene, used: boolean, cx: number, cy: number): void {
  const text = say("empty", scene.locale);
  const w = Math.min(100, textWidth(ctx, text, EMPTY_SIZE, "bold") + 12);
  const x = cx - w / 2;
  paintBadge(
    ctx,
    x,
    cy,
    text,
    used ? palette.faint : mapColors.dry,
    used ? palette.text : mapColors.ink,
    null,
    w,
    EMPTY_SIZE,
  );
  if (used) drawIcon(ctx, "cross", cx, cy, 24, mapColors.ink);
}

/**
 * Markers at the bottom row's centre, between the danger and the search numbers: the Treasure Room's number, the
 * Empty word, or the entrance and Save Point signs.
 */
function paintMarkers(ctx: Ctx, scene: Scene, square: SquareView, rect: Rect, numbersY: number): void {
  const cx = rect.x + rect.w / 2;
  // A badge there would touch the down arrow's base: it sits a little higher, clear of it.
  const y = square.arrows.includes("down") ? numbersY - DOWN_ARROW_CLEARANCE : numbersY;
  if (square.role === "treasure" && square.treasure !== null) {
    paintTreasureBadge(ctx, square.treasure, cx, y);
    return;
  }
  if (square.empty) {
    paintEmptyBadge(ctx, scene, square.emptyToken, cx, y);
    // A Save Point found on an Empty location has no room left there: it goes to the top-left corner.
    if (square.savePoint) drawGlyph(ctx, "flag", rect.x + 18, rect.y + 18, 26, mapColors.ink, mapColors.dry);
    return;
  }
  const glyphs: GlyphName[] = [];
  if (square.role === "entrance") glyphs.push("door");
  if (square.savePoint) glyphs.push("flag");
  glyphs.forEach((glyph, i) =>
    drawGlyph(ctx, glyph, cx + (i - (glyphs.length - 1) / 2) * 34, y, 28, mapColors.ink, mapColors.dry),
  );
}

/** The width a location's name may take: between the up arrow's shoulders and the corners' markers. */
export function nameRoom(rect: Rect): number {
  return rect.w - 2 * SIDE_ROOM - 24;
}

const sameObstacle = (ref: ObstacleRef, obstacle: ObstacleView): boolean =>
  ref.kind === "fixed" ? obstacle.card === null : obstacle.card === ref.card;

/** Whether the moving raider met this obstacle and must still defeat it, or is checking it right now. */
function markOf(scene: Scene, square: SquareView, obstacle: ObstacleView): ObstacleMark {
  const { table } = scene;
  const toCheck = table.toCheck.filter((ref) => ref.square === square.key);
  const current = table.phase === "tackle" ? table.toCheck[0] : undefined;
  if (current && current.square === square.key && sameObstacle(current, obstacle)) return "checking";
  return toCheck.some((ref) => sameObstacle(ref, obstacle)) ? "met" : "none";
}

function paintLocation(ctx: Ctx, scene: Scene, square: SquareView, card: CardId, rect: Rect): void {
  drawGround(ctx, square.wet ? "wet" : "dry", rect);
  for (const direction of square.arrows)
    drawExitArrow(ctx, rect, direction, ARROW.inset, { ...ARROW, outline: mapColors.ink });

  drawText(ctx, cardName(card, scene.locale), rect.x + rect.w / 2, rect.y + NAME_Y, nameRoom(rect), {
    ...NAME,
    weight: "bold",
    color: mapColors.ink,
    align: "center",
  });

  const numbersY = rect.y + rect.h - NUMBERS_FROM_BOTTOM;
  if (square.danger !== null) paintNumber(ctx, "warning", String(square.danger), rect.x + 10, numbersY, false);
  paintNumber(
    ctx,
    "magnifier",
    square.search.length === 0 ? "–" : square.search.map((c) => signed(c.n)).join("/"),
    rect.x + rect.w - 10,
    numbersY,
    true,
  );
  paintMarkers(ctx, scene, square, rect, numbersY);
  paintObstacles(
    ctx,
    square.obstacles,
    { x: rect.x + SIDE_ROOM, y: rect.y + MIDDLE.top, w: rect.w - 2 * SIDE_ROOM, h: MIDDLE.h },
    (o) => markOf(scene, square, o),
  );
}

/** The face-down Treasure Room: a card back marked with the chest, so everyone knows what waits there. */
function paintTreasureBack(ctx: Ctx, rect: Rect): void {
  drawCardBack(ctx, rect);
  const cx = rect.x + rect.w / 2;
  const cy = rect.y + rect.h / 2;
  ctx.beginPath();
  ctx.arc(cx, cy, 40, 0, Math.PI * 2);
  ctx.fillStyle = palette.cardBackEdge;
  ctx.fill();
  drawGlyph(ctx, "chest", cx, cy, 48, palette.cardBack, palette.cardBackEdge);
}

/** Unexplored squares recede behind the explored ones: a card back under a veil of the table's colour. */
function paintUnexplored(ctx: Ctx, rect: Rect): void {
  // Veiled on a transparent layer of its own, then laid on the table: the pixels boards have always had.
  const veiled = createCanvas(rect.w, rect.h);
  const own = veiled.getContext("2d");
  drawCardBack(own, { x: 0, y: 0, w: rect.w, h: rect.h });
  own.globalAlpha = 0.6;
  own.fillStyle = palette.table;
  own.fillRect(0, 0, rect.w, rect.h);
  ctx.drawImage(veiled, rect.x, rect.y);
  veiled.width = 0;
}

/**
 * What a square shows under its contents, alike at every square: drawn once as a tile and copied (see drawTile; a test
 * checks each at every square).
 */
export const GROUNDS = {
  dry: (ctx: Ctx, rect: Rect) => paintGround(ctx, rect, false),
  wet: (ctx: Ctx, rect: Rect) => paintGround(ctx, rect, true),
  treasure: paintTreasureBack,
  unexplored: paintUnexplored,
} as const;

export function drawGround(ctx: Ctx, ground: keyof typeof GROUNDS, rect: Rect): void {
  drawTile(ctx, `tomb-raider ${ground}`, rect, palette.table, GROUNDS[ground]);
}

/** A location's ground: sandstone, or light blue with waves. */
function paintGround(ctx: Ctx, rect: Rect, wet: boolean): void {
  ctx.beginPath();
  ctx.roundRect(rect.x, rect.y, rect.w, rect.h, 10);
  ctx.fillStyle = wet ? mapColors.wet : mapColors.dry;
  ctx.fill();
  if (wet) paintWater(ctx, rect);
}

/** One square of the map that holds a card: a location face up, or the face-down Treasure Room. */
export function paintSquare(ctx: Ctx, scene: Scene, square: SquareView, rect: Rect): void {
  if (square.card === null) drawGround(ctx, "treasure", rect);
  else paintLocation(ctx, scene, square, square.card, rect);
}
