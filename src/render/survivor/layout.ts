/**
 * The board's measures: as wide as a phone shows an image, as tall as the seats need, every text large enough to read
 * when a phone shows the image 400 pixels wide (stats at 22 px or more, about 9 px there).
 */

export const WIDTH = 1000;
export const PAD = 16;
export const HEADER_H = 112;
export const CHALLENGE_H = 180;
/** A seat's head: its name and status, its counts and alliance, and a line for the cards it played this turn. */
export const SEAT_HEAD_H = 84;
export const SEAT_PLAYED_H = 32;
/** Castaways two to a row in every seat panel, each wide enough for its whole name and its eight stats in one row. */
export const CHIPS_PER_ROW = 2;
export const CHIP = { h: 128, gap: 10 } as const;
export const STAT_SIZE = 23;
export const LOG_LINE_H = 30;
export const LOG_LINES = 8;

/** A seat panel's height for its castaways (in play and voted off), with the played line when there is one. */
export function seatHeight(castaways: number, played: boolean): number {
  const rows = Math.max(1, Math.ceil(castaways / CHIPS_PER_ROW));
  return SEAT_HEAD_H + (played ? SEAT_PLAYED_H : 0) + rows * (CHIP.h + CHIP.gap) + PAD / 2;
}
