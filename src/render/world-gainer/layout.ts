import type { Rect } from "../kit/geometry.ts";
import type { Side } from "./scene.ts";

/** Where everything sits on the 1200 x 800 board. */

export const BOARD = { w: 1200, h: 800 } as const;
const MARGIN = 8;
const GRID_TOP = 68;
const ROW_H = 212;
const ROW_GAP = 12;
const LABEL_W = 150;
const SQUARE_W = 190;
const SQUARE_GAP = 10;
const PANEL_H = 324;

/** Each seat's own colour (Okabe-Ito sky blue and reddish purple): its squares' tabs and its panel's stripe. */
export const SEAT_INKS = ["#56b4e9", "#cc79a7"] as const;

export const header: Rect = { x: 0, y: 0, w: BOARD.w, h: 60 };
export const footer: Rect = { x: MARGIN, y: 736, w: BOARD.w - 2 * MARGIN, h: 56 };

/** Grid rows and columns counted from the top left of the picture, as the view's grid lists them. */
export function squareRect(position: number): Rect {
  const row = Math.floor(position / 3);
  const column = position % 3;
  return {
    x: MARGIN + LABEL_W + MARGIN + column * (SQUARE_W + SQUARE_GAP),
    y: GRID_TOP + row * (ROW_H + ROW_GAP),
    w: SQUARE_W,
    h: ROW_H,
  };
}

/** The row's name, left of the grid. */
export function rowLabel(row: number): Rect {
  return { x: MARGIN, y: GRID_TOP + row * (ROW_H + ROW_GAP), w: LABEL_W, h: ROW_H };
}

export function seatPanel(side: Side): Rect {
  const x = squareRect(2).x + SQUARE_W + SQUARE_GAP;
  const y = side === "top" ? GRID_TOP : GRID_TOP + 3 * ROW_H + 2 * ROW_GAP - PANEL_H;
  return { x, y, w: BOARD.w - MARGIN - x, h: PANEL_H };
}

/** The five standby slots along the bottom of a seat panel. */
export function standbySlot(side: Side, index: number): Rect {
  const panel = seatPanel(side);
  const gap = 8;
  const w = (panel.w - 40 - 4 * gap) / 5;
  return { x: panel.x + 20 + index * (w + gap), y: panel.y + panel.h - 90, w, h: 80 };
}
