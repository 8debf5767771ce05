import type { Viewer } from "../../engine/index.ts";
import type { Rect } from "../kit/geometry.ts";
import type { SeatIndex } from "./scene.ts";

/** Where everything sits on the 1200 x 800 board. */

export const BOARD = { w: 1200, h: 800 } as const;
const CARD = { w: 106, h: 148 } as const;
/** A tucked card shows this much below the card it lies under, and slips this far beneath it. */
const TUCK_SHOWS = 56;
const TUCK_HIDDEN = 10;
export const DOCUMENT_SIZE = 46;

const MARGIN = 8;
const PANEL_H = 262;
const INFO_W = 300;
const CARD_TOP = 44;

export type Side = "top" | "bottom";

/** The viewer's own seat sits at the bottom; a spectator sees seat 0 there. */
export function sideOf(viewer: Viewer, seat: SeatIndex): Side {
  const bottomSeat = viewer === "spectator" ? 0 : viewer;
  return seat === bottomSeat ? "bottom" : "top";
}

export const header: Rect = { x: 0, y: 0, w: BOARD.w, h: 60 };
export const band: Rect = { x: MARGIN, y: 334, w: BOARD.w - 2 * MARGIN, h: 124 };
export const footer: Rect = { x: MARGIN, y: 732, w: BOARD.w - 2 * MARGIN, h: 60 };

export function seatPanel(side: Side): Rect {
  return { x: MARGIN, y: side === "top" ? 66 : 464, w: BOARD.w - 2 * MARGIN, h: PANEL_H };
}

/** The left column of a seat panel: name, status, hand count, documents or strikes and outs. */
export function infoColumn(side: Side): Rect {
  const panel = seatPanel(side);
  return { x: panel.x + 20, y: panel.y, w: INFO_W - 36, h: panel.h };
}

/** The attacker's face-down card, at the right end of its panel. */
export function playedSlot(side: Side): Rect {
  const panel = seatPanel(side);
  return { x: panel.x + panel.w - 18 - CARD.w, y: panel.y + CARD_TOP, w: CARD.w, h: CARD.h };
}

/** The row of played cards, between the info column and the played slot; as tall as a card. */
export function rowArea(side: Side): Rect {
  const panel = seatPanel(side);
  const x = panel.x + INFO_W;
  return { x, y: panel.y + CARD_TOP, w: playedSlot(side).x - 32 - x, h: CARD.h };
}

export function documentSlot(side: Side, index: number): Rect {
  const info = infoColumn(side);
  const gap = DOCUMENT_SIZE * 0.3;
  return { x: info.x + index * (DOCUMENT_SIZE + gap), y: info.y + 226 - DOCUMENT_SIZE / 2, w: DOCUMENT_SIZE, h: DOCUMENT_SIZE };
}

interface RowSlot {
  rect: Rect;
  /** The cards tucked under this one, each showing as a sideways strip below it. */
  tucked: Rect[];
}

const GAP = 12;
const MIN_SCALE = 0.72;

/**
 * Lays out `count` cards left to right in `area`: full size when they fit, then smaller, then overlapping.
 * `tucks[i]` is how many cards lie under the i-th one.
 */
export function layoutRow(area: Rect, tucks: readonly number[]): RowSlot[] {
  const count = tucks.length;
  if (count === 0) return [];
  const fitScale = (area.w - (count - 1) * GAP) / (count * CARD.w);
  const scale = Math.max(MIN_SCALE, Math.min(1, fitScale));
  const w = Math.round(CARD.w * scale);
  const h = Math.round(CARD.h * scale);
  const step = fitScale >= MIN_SCALE ? w + GAP : (area.w - w) / (count - 1);
  return tucks.map((under, i) => {
    const rect = { x: Math.round(area.x + i * step), y: area.y, w, h };
    // The rules tuck one card under a card at most; should that change, the next one shows a little lower.
    const tucked = Array.from({ length: under }, (_, k) => ({
      x: rect.x,
      y: rect.y + h - TUCK_HIDDEN + k * 14,
      w,
      h: TUCK_SHOWS + TUCK_HIDDEN,
    }));
    return { rect, tucked };
  });
}
