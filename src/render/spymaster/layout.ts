/**
 * Where everything sits on the board, drawn upright for phones: 800 px wide, so that a phone showing it about 400 px
 * wide still shows the smallest text (MIN_TEXT, 22 px) at 11; one above the other, the header, the opponent's panel,
 * the piles, the viewer's panel and the last move. MindMaster has no rows of cards, so its panels are shorter.
 */
import type { Viewer } from "../../engine/index.ts";
import type { Variant } from "../../games/spymaster/cards.ts";
import type { Rect } from "../kit/geometry.ts";
import type { SeatIndex } from "./scene.ts";

export const WIDTH = 800;
export const MIN_TEXT = 22;
const CARD = { w: 106, h: 148 } as const;
/** A tucked card shows this much below the card it lies under, and slips this far beneath it. */
const TUCK_SHOWS = 56;
const TUCK_HIDDEN = 10;
export const DOCUMENT_SIZE = 46;

const MARGIN = 8;
const HEADER_H = 128;
const BAND_H = 150;
const FOOTER_H = 100;
/** In a seat panel: the name's line, the hand's line, and the top of the row of cards (or of the score). */
export const NAME_Y = 38;
export const HAND_Y = 96;
const ROW_TOP = 164;
/** Spymaster's panel holds its row with a tucked card showing under it; MindMaster's, the score's pips. */
const PANEL_H: Record<Variant, number> = { spymaster: ROW_TOP + CARD.h + TUCK_SHOWS + 12, mindmaster: 262 };
/** MindMaster's face-down card sits lower than the status at the panel's top right. */
const PLAYED_TOP: Record<Variant, number> = { spymaster: ROW_TOP, mindmaster: 104 };

export type Side = "top" | "bottom";

/** The viewer's own seat sits at the bottom; a spectator sees seat 0 there. */
export function sideOf(viewer: Viewer, seat: SeatIndex): Side {
  const bottomSeat = viewer === "spectator" ? 0 : viewer;
  return seat === bottomSeat ? "bottom" : "top";
}

export interface Layout {
  variant: Variant;
  board: { w: number; h: number };
  header: Rect;
  band: Rect;
  footer: Rect;
  panels: Record<Side, Rect>;
}

function layout(variant: Variant): Layout {
  const w = WIDTH - 2 * MARGIN;
  const panelH = PANEL_H[variant];
  const top: Rect = { x: MARGIN, y: HEADER_H + MARGIN, w, h: panelH };
  const band: Rect = { x: MARGIN, y: top.y + panelH + MARGIN, w, h: BAND_H };
  const bottom: Rect = { x: MARGIN, y: band.y + BAND_H + MARGIN, w, h: panelH };
  const footer: Rect = { x: MARGIN, y: bottom.y + panelH + MARGIN, w, h: FOOTER_H };
  return {
    variant,
    board: { w: WIDTH, h: footer.y + FOOTER_H + MARGIN },
    header: { x: 0, y: 0, w: WIDTH, h: HEADER_H },
    band,
    footer,
    panels: { top, bottom },
  };
}

const LAYOUTS: Record<Variant, Layout> = { spymaster: layout("spymaster"), mindmaster: layout("mindmaster") };

export function layoutOf(variant: Variant): Layout {
  return LAYOUTS[variant];
}

/** The attacker's face-down card, at the right end of its panel. */
export function playedSlot(layout: Layout, side: Side): Rect {
  const panel = layout.panels[side];
  return { x: panel.x + panel.w - 18 - CARD.w, y: panel.y + PLAYED_TOP[layout.variant], w: CARD.w, h: CARD.h };
}

/** The row of played cards (MindMaster: the score), across the panel up to the played slot; as tall as a card. */
export function rowArea(layout: Layout, side: Side): Rect {
  const panel = layout.panels[side];
  const x = panel.x + 20;
  return { x, y: panel.y + ROW_TOP, w: playedSlot(layout, side).x - 24 - x, h: CARD.h };
}

/** Where the documents' label starts on the hand's line, and the room it has before the documents. */
export const DOCUMENTS_LABEL = { left: 250, room: 130 } as const;

/** The documents, on the hand's line, right of their label. */
export function documentSlot(layout: Layout, side: Side, index: number): Rect {
  const panel = layout.panels[side];
  const gap = DOCUMENT_SIZE * 0.3;
  const x = panel.x + DOCUMENTS_LABEL.left + DOCUMENTS_LABEL.room;
  return {
    x: x + index * (DOCUMENT_SIZE + gap),
    y: panel.y + HAND_Y - DOCUMENT_SIZE / 2,
    w: DOCUMENT_SIZE,
    h: DOCUMENT_SIZE,
  };
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
