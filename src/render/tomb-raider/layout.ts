/**
 * Where everything sits on the 1000 x 1584 board, drawn upright for phones: the header, the level map across the
 * whole width (each square a third of it, so a phone's 400 px still shows every cell readably), then the raider
 * panels, the key and the log below it.
 */
import type { Rect } from "../kit/geometry.ts";

const MARGIN = 8;
const HEADER_H = 104;
const DEPTH_LABEL_W = 56;
const SQUARE = { w: 300, h: 156 } as const;
const GAP = { x: 8, y: 8 } as const;
const PANEL_H = 244;
const LOG_H = 224;
export const COLUMNS = 3;
export const DEPTHS = 6;

const WIDTH = 1000;
const mapTop = HEADER_H + MARGIN;
const squaresLeft = MARGIN + DEPTH_LABEL_W + GAP.x;
const mapBottom = mapTop + DEPTHS * SQUARE.h + (DEPTHS - 1) * GAP.y;
const panelsTop = mapBottom + 2 * MARGIN;
const lowerTop = panelsTop + PANEL_H + MARGIN;
const halfW = (WIDTH - 3 * MARGIN) / 2;

export const BOARD = { w: WIDTH, h: lowerTop + LOG_H + MARGIN } as const;

export const header: Rect = { x: 0, y: 0, w: BOARD.w, h: HEADER_H };

/** The square of column `col` (0 left) at `depth` (1 nearest the entrances, drawn at the bottom). */
export function squareRect(col: number, depth: number): Rect {
  return {
    x: squaresLeft + col * (SQUARE.w + GAP.x),
    y: mapTop + (DEPTHS - depth) * (SQUARE.h + GAP.y),
    w: SQUARE.w,
    h: SQUARE.h,
  };
}

export function depthLabel(depth: number): Rect {
  const row = squareRect(0, depth);
  return { x: MARGIN, y: row.y, w: DEPTH_LABEL_W, h: row.h };
}

function half(index: 0 | 1, top: number, h: number): Rect {
  return { x: MARGIN + index * (halfW + MARGIN), y: top, w: halfW, h };
}

/** The raider panels side by side under the map. */
export function raiderPanel(index: number): Rect {
  return half(index === 0 ? 0 : 1, panelsTop, PANEL_H);
}

/**
 * The key to the map's symbols and the log of the last move: two players, side by side below the panels; solo,
 * the key takes the second panel's place and the log the whole width below.
 */
export function keyArea(players: number): Rect {
  return players === 1 ? half(1, panelsTop, PANEL_H) : half(1, lowerTop, LOG_H);
}

export function logStrip(players: number): Rect {
  return players === 1 ? { x: MARGIN, y: lowerTop, w: WIDTH - 2 * MARGIN, h: LOG_H } : half(0, lowerTop, LOG_H);
}
