/**
 * Where everything sits on the board, drawn upright for phones: 800 px wide, so that a phone showing it about 400 px
 * wide still shows the smallest text (MIN_TEXT, 22 px) at 11. One above the other: the header, the top seat's panel,
 * the 3 x 3 grid with its row labels, the bottom seat's panel (each panel beside its own field) and the footer.
 */
import type { Rect } from "../kit/geometry.ts";
import type { Side } from "./scene.ts";

export const MIN_TEXT = 22;
const WIDTH = 800;
const MARGIN = 8;
const HEADER_H = 128;
const PANEL_H = 204;
const LABEL_W = 140;
const SQUARE_GAP = 10;
const SQUARE_W = Math.floor((WIDTH - 3 * MARGIN - LABEL_W - 2 * SQUARE_GAP) / 3);
const ROW_H = 204;
const ROW_GAP = 10;
const FOOTER_H = 104;
const GRID_TOP = HEADER_H + MARGIN + PANEL_H + MARGIN;
const GRID_BOTTOM = GRID_TOP + 3 * ROW_H + 2 * ROW_GAP;

export const BOARD = { w: WIDTH, h: GRID_BOTTOM + MARGIN + PANEL_H + MARGIN + FOOTER_H + MARGIN } as const;

/** Each seat's own colour (Okabe-Ito sky blue and reddish purple): its squares' tabs and its panel's stripe. */
export const SEAT_INKS = ["#56b4e9", "#cc79a7"] as const;

export const header: Rect = { x: 0, y: 0, w: BOARD.w, h: HEADER_H };
export const footer: Rect = { x: MARGIN, y: BOARD.h - MARGIN - FOOTER_H, w: BOARD.w - 2 * MARGIN, h: FOOTER_H };

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

/** A seat's panel across the board: above the grid for the top seat, below it for the bottom one. */
export function seatPanel(side: Side): Rect {
  const y = side === "top" ? HEADER_H + MARGIN : GRID_BOTTOM + MARGIN;
  return { x: MARGIN, y, w: BOARD.w - 2 * MARGIN, h: PANEL_H };
}

/** A seat panel's two columns under the name: the counts on the left, the standby on the right. */
export function panelColumns(side: Side): { counts: Rect; standby: Rect } {
  const panel = seatPanel(side);
  const left = panel.x + 22;
  const countsW = 396;
  const top = panel.y + 60;
  const standbyX = left + countsW + 16;
  return {
    counts: { x: left, y: top, w: countsW, h: panel.y + panel.h - top },
    standby: { x: standbyX, y: top, w: panel.x + panel.w - 20 - standbyX, h: panel.y + panel.h - top },
  };
}

/** The five standby slots, under their label in the panel's right column. */
export function standbySlot(side: Side, index: number): Rect {
  const { standby } = panelColumns(side);
  const gap = 6;
  const w = (standby.w - 4 * gap) / 5;
  return { x: standby.x + index * (w + gap), y: standby.y + 40, w, h: 84 };
}
