import { stillToAnswer, type Locale, type MatchView, type Seat } from "../../engine/index.ts";
import type { Kind } from "../../games/powapowa/cards.ts";
import type { PowapowaView } from "../../games/powapowa/state.ts";
import { inks } from "../kit/palette.ts";
import type { PowapowaRenderKey } from "./strings.ts";

/** Everything a part of the board needs: the view, the table inside it, the locale and the breeders' names. */
export interface Scene {
  view: MatchView<PowapowaView>;
  table: PowapowaView;
  locale: Locale;
  names: string[];
}

/** The board's measures: as wide as a phone shows an image, as tall as the breeders need. */
export const WIDTH = 1000;
export const PAD = 16;
export const HEADER_H = 112;
export const STATUS_H = 96;
export const FIGHT_H = 128;
export const SEAT_HEAD_H = 64;
export const CHIP = { h: 176, gap: 10, perRow: 4 } as const;
export const LOG_LINE_H = 30;
export const LOG_LINES = 5;

/** Territory kinds in Okabe-Ito inks, each with its letter so no kind is told by hue alone. */
export const KIND_LOOK: Record<Kind, { fill: string; ink: string; letter: { en: string; ja: string } }> = {
  house: { fill: inks.vermillion, ink: "#ffffff", letter: { en: "H", ja: "家" } },
  town: { fill: "#999999", ink: "#10161f", letter: { en: "T", ja: "街" } },
  meadow: { fill: inks.green, ink: "#ffffff", letter: { en: "M", ja: "野" } },
  waterside: { fill: inks.blue, ink: "#ffffff", letter: { en: "W", ja: "水" } },
};

/** A breeder's state in the decision under way, as the whole table may know it (never what they chose). */
export function seatStatus(scene: Scene, seat: Seat): PowapowaRenderKey | null {
  const { table, view } = scene;
  const s = table.seats[seat];
  if (!s) return null;
  if (table.phase === "over") return table.winner === seat ? "winner" : s.out ? "out" : null;
  if (s.out) return "out";
  if (table.phase === "vote") return table.contest?.entries.some((n) => n.startsWith(`${seat}:`)) ? (s.done ? "chosen" : "choosing") : null;
  const prompt = view.prompt;
  if (!prompt?.seats.includes(seat)) return null;
  if (prompt.simultaneous) return stillToAnswer(prompt, seat) ? "choosing" : "chosen";
  return "to-act";
}
