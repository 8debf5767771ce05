import { stillToAnswer, type Locale, type MatchView, type Seat } from "../../engine/index.ts";
import type { Need } from "../../games/powapowa/cards.ts";
import type { PowapowaView } from "../../games/powapowa/state.ts";
import { inks } from "../kit/palette.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import type { PowapowaRenderKey } from "./strings.ts";

/** Everything a part of the board needs: the view, the table inside it, the locale and the breeders' names. */
export interface Scene {
  view: MatchView<PowapowaView>;
  table: PowapowaView;
  locale: Locale;
  names: string[];
}

/**
 * The board's measures: 1000 px wide, as tall as the breeders need. A phone shows it about 400 px wide, so what a
 * breeder reads there (names, figures, territories, the cards on a nekomimi) is drawn at 22 px or more.
 */
export const WIDTH = 1000;
export const PAD = 16;
export const HEADER_H = 112;
export const STATUS_H = 150;
export const FIGHT_H = 160;
export const SEAT_HEAD_H = 106;
export const CHIP = { h: 214, gap: 12, perRow: 2 } as const;
export const LOG_SIZE = 22;
export const LOG_LINE_H = 32;
export const LOG_LINES = 5;

/**
 * Territory kinds in Okabe-Ito inks, each with its letter so no kind is told by hue alone; the footprint (any kind,
 * in a growth need) as a paw on the table's colour. The status panel draws the key.
 */
export const KIND_LOOK: Record<Need, { fill: string; ink: string; letter: { en: string; ja: string } }> = {
  house: { fill: inks.vermillion, ink: "#ffffff", letter: { en: "H", ja: "家" } },
  town: { fill: "#999999", ink: "#10161f", letter: { en: "T", ja: "街" } },
  meadow: { fill: inks.green, ink: "#ffffff", letter: { en: "M", ja: "野" } },
  waterside: { fill: inks.blue, ink: "#ffffff", letter: { en: "W", ja: "水" } },
  any: { fill: "#e8e2d0", ink: "#10161f", letter: { en: "🐾", ja: "🐾" } },
};

/** A territory kind (or the footprint) as its lettered square; outlined only when `hollow` (a need not met yet). */
export function drawKindSquare(
  ctx: Ctx,
  need: Need,
  x: number,
  y: number,
  size: number,
  locale: Locale,
  hollow = false,
): void {
  const look = KIND_LOOK[need];
  if (hollow) {
    ctx.lineWidth = 2;
    ctx.strokeStyle = look.fill;
    ctx.strokeRect(x + 1, y - size / 2 + 1, size - 2, size - 2);
  } else {
    ctx.fillStyle = look.fill;
    ctx.fillRect(x, y - size / 2, size, size);
  }
  const letter = look.letter[locale];
  drawText(ctx, letter, x + size / 2, y + 1, size, {
    size: Math.round(size * (need === "any" ? 0.55 : 0.62)),
    weight: "bold",
    color: hollow ? look.fill : look.ink,
    align: "center",
  });
}

/** A breeder's state in the decision under way, as the whole table may know it (never what they chose). */
export function seatStatus(scene: Scene, seat: Seat): PowapowaRenderKey | null {
  const { table, view } = scene;
  const s = table.seats[seat];
  if (!s) return null;
  if (table.phase === "over") return table.winner === seat ? "winner" : s.out ? "out" : null;
  if (s.out) return "out";
  if (table.phase === "vote")
    return table.contest?.entries.some((n) => n.startsWith(`${seat}:`)) ? (s.done ? "chosen" : "choosing") : null;
  const prompt = view.prompt;
  if (!prompt?.seats.includes(seat)) return null;
  if (prompt.simultaneous) return stillToAnswer(prompt, seat) ? "choosing" : "chosen";
  return "to-act";
}
