import { stillToAnswer, type Locale, type MatchView, type Seat } from "../../engine/index.ts";
import type { Color } from "../../games/survivor/cards.ts";
import { seatEffects } from "../../games/survivor/effects.ts";
import type { SurvivorView } from "../../games/survivor/state.ts";
import { cardList, joinWords } from "../../games/survivor/words.ts";
import { inks } from "../kit/palette.ts";
import { say, type SurvivorRenderKey } from "./strings.ts";

/** Everything a part of the board needs: the view, the table inside it, the locale and the players' names. */
export interface Scene {
  view: MatchView<SurvivorView>;
  table: SurvivorView;
  locale: Locale;
  names: string[];
}

/** Alliance colours in Okabe-Ito inks, each with its letter so no colour is told by hue alone. */
export const COLOR_LOOK: Record<Color, { fill: string; ink: string; letter: { en: string; ja: string } }> = {
  green: { fill: inks.green, ink: "#ffffff", letter: { en: "G", ja: "緑" } },
  red: { fill: inks.vermillion, ink: "#ffffff", letter: { en: "R", ja: "赤" } },
  blue: { fill: inks.blue, ink: "#ffffff", letter: { en: "B", ja: "青" } },
  yellow: { fill: "#f0e442", ink: "#1d232b", letter: { en: "Y", ja: "黄" } },
};

/** A seat's line for this turn: the cards it played, and what changes its score ("Rumour Mill −2"); null for none. */
export function playedLine(scene: Scene, seat: Seat): string | null {
  const { table, locale } = scene;
  const played = table.seats[seat]?.played ?? [];
  const effects = seatEffects(table, seat, locale);
  const parts = [
    ...(played.length > 0 ? [say("played", locale, { cards: cardList(played, locale) })] : []),
    ...(effects.length > 0 ? [say("score-effects", locale, { effects: joinWords(effects, locale) })] : []),
  ];
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** A seat's state in the decision under way, as the whole table may know it (never what it chose). */
export function seatStatus(scene: Scene, seat: Seat): SurvivorRenderKey | null {
  const { table, view } = scene;
  const s = table.seats[seat];
  if (!s) return null;
  if (table.phase === "over") return table.winner === seat ? "winner" : s.out ? "out" : null;
  if (s.out) return "out";
  if (table.phase === "feed" || table.phase === "ally") return s.done ? "chosen" : "choosing";
  if (view.prompt?.simultaneous) {
    if (!view.prompt.seats.includes(seat)) return null;
    return stillToAnswer(view.prompt, seat) ? "choosing" : "chosen";
  }
  if (table.windowSeat === seat || (table.phase === "vote" && table.idol === seat)) return "to-act";
  return null;
}
