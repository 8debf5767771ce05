import type { Locale } from "../engine/index.ts";
import { lt } from "./strings.ts";

/** Ratings and their changes as players read them, in Discord and on the web alike. */
export const rating = (value: number): string => value.toFixed(1);
export const signed = (value: number): string =>
  Math.abs(value) < 0.05 ? "±0.0" : `${value > 0 ? "+" : "−"}${Math.abs(value).toFixed(1)}`;

export function recordText(s: { wins: number; losses: number; draws: number }, locale: Locale): string {
  return lt(s.draws > 0 ? "record.draws" : "record", locale, s);
}
