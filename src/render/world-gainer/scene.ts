import { stillToAnswer, translate, type Locale, type MatchView, type Params, type Seat } from "../../engine/index.ts";
import type { WorldGainerView } from "../../games/world-gainer/state.ts";
import { worldGainerRenderStrings, type WorldGainerRenderKey } from "./strings.ts";

export type SeatIndex = 0 | 1;
export type Side = "top" | "bottom";

/** Everything a part of the board needs: the view, the table inside it, the locale and the players' names. */
export interface Scene {
  view: MatchView<WorldGainerView>;
  table: WorldGainerView;
  locale: Locale;
  /** Names as sentences show them (cut to NAME_MAX), and whole for a panel of their own (cut to its room). */
  names: [string, string];
  fullNames: [string, string];
  /** The seat whose field is the bottom row: the viewer's, or seat 0 for a spectator (as the view's grid is). */
  bottom: SeatIndex;
}

export function say(key: WorldGainerRenderKey, locale: Locale, params: Params = {}): string {
  return translate(worldGainerRenderStrings, key, locale, params);
}

export function seatIndex(seat: Seat): SeatIndex {
  return seat === 1 ? 1 : 0;
}

export function sideOf(scene: Scene, seat: Seat): Side {
  return seat === scene.bottom ? "bottom" : "top";
}

/** The seat still owes an answer to the current prompt. */
export function mustAct(scene: Scene, seat: Seat): boolean {
  return stillToAnswer(scene.view.prompt, seat);
}
