import type { Rect } from "../kit/geometry.ts";

/** Where everything sits on the 1200 x 800 board: the map on the left, raider panels and the log on the right. */

export const BOARD = { w: 1200, h: 800 } as const;
export const COLUMNS = 3;
export const DEPTHS = 6;

const MARGIN = 8;
const HEADER_H = 56;
const DEPTH_LABEL_W = 66;
const SQUARE = { w: 186, h: 116 } as const;
const GAP = { x: 8, y: 6 } as const;

export const header: Rect = { x: 0, y: 0, w: BOARD.w, h: HEADER_H };

const mapTop = HEADER_H + MARGIN;
const squaresLeft = MARGIN + DEPTH_LABEL_W + GAP.x;
const mapRight = squaresLeft + COLUMNS * SQUARE.w + (COLUMNS - 1) * GAP.x;

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

const sideX = mapRight + 2 * MARGIN;
const side: Rect = { x: sideX, y: mapTop, w: BOARD.w - MARGIN - sideX, h: BOARD.h - MARGIN - mapTop };
const LOG_H = 224;
const PANEL_GAP = 8;

/** The log strip: the last move in words and dice. */
export const logStrip: Rect = { x: side.x, y: side.y + side.h - LOG_H, w: side.w, h: LOG_H };

/** Two raider panels fill the room above the log; a solo raider's panel leaves the second one's room to the key. */
const PANEL_H = 244;

export function raiderPanel(index: number): Rect {
  return { x: side.x, y: side.y + index * (PANEL_H + PANEL_GAP), w: side.w, h: PANEL_H };
}

/** Solo: a key to the map's symbols, between the panel and the log. */
export const keyArea: Rect = {
  x: side.x,
  y: side.y + PANEL_H + PANEL_GAP,
  w: side.w,
  h: logStrip.y - PANEL_GAP - (side.y + PANEL_H + PANEL_GAP),
};
