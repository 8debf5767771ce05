import { stillToAnswer, translate, type Locale, type MatchView, type Params } from "../../engine/index.ts";
import type { SpymasterView } from "../../games/spymaster/state.ts";
import { renderStrings, type RenderStringKey } from "../strings.ts";
import type { Layout } from "./layout.ts";

export type SeatIndex = 0 | 1;
export const SEATS: readonly SeatIndex[] = [0, 1];

/** Everything a part of the board needs: the view, the table inside it, the locale, the players' names and the layout. */
export interface Scene {
  view: MatchView<SpymasterView>;
  table: SpymasterView;
  locale: Locale;
  /** Names as sentences show them (cut to NAME_MAX), and whole for a panel of their own (cut to its room). */
  names: [string, string];
  fullNames: [string, string];
  layout: Layout;
}

export function say(key: RenderStringKey, locale: Locale, params: Params = {}): string {
  return translate(renderStrings, key, locale, params);
}

/** The seat still owes an answer to the current prompt. */
export function mustAct(scene: Scene, seat: SeatIndex): boolean {
  return stillToAnswer(scene.view.prompt, seat);
}

/** The seat answered a simultaneous prompt whose other answers are still missing. */
export function hasAnswered(scene: Scene, seat: SeatIndex): boolean {
  return scene.view.prompt?.answered.includes(seat) ?? false;
}
