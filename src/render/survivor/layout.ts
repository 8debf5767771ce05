/** The board's measures: as wide as a phone shows an image, as tall as the seats need. */

export const WIDTH = 1000;
export const PAD = 16;
export const HEADER_H = 112;
export const CHALLENGE_H = 132;
export const SEAT_HEAD_H = 84;
export const CHIP = { h: 122, gap: 10 } as const;
export const LOG_LINE_H = 30;
export const LOG_LINES = 4;

/** Seat panels side by side when every player has at most two castaways (5 and 6 players), else one per row. */
export function seatColumns(castaways: readonly number[]): 1 | 2 {
  return castaways.every((n) => n <= 2) ? 2 : 1;
}

/** Castaway chips per row in a seat panel. */
export function chipsPerRow(columns: 1 | 2): number {
  return columns === 2 ? 2 : 4;
}

/** A seat panel's height for its castaways (in play and voted off). */
export function seatHeight(castaways: number, perRow: number): number {
  const rows = Math.max(1, Math.ceil(castaways / perRow));
  return SEAT_HEAD_H + rows * (CHIP.h + CHIP.gap) + PAD / 2;
}
