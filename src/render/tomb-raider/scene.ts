import { stillToAnswer, type Locale, type MatchView, type Seat } from "../../engine/index.ts";
import type { RaiderView, TombRaiderView } from "../../games/tomb-raider/state.ts";
import type { TokenStyle } from "../kit/tokens.ts";
import { defaultNames } from "../../games/tomb-raider/words.ts";

/** Everything a part of the board needs: the view, the table inside it, the locale and the players' names. */
export interface Scene {
  view: MatchView<TombRaiderView>;
  table: TombRaiderView;
  locale: Locale;
  /** Names as sentences show them (cut to NAME_MAX), and whole for a panel of their own (cut to its room). */
  names: string[];
  fullNames: string[];
  tokens: TokenStyle[];
}

/** The map's own colours: sandstone for dry ground, light blue with waves for water, one ink on both. */
export const mapColors = {
  dry: "#e8dfc8",
  wet: "#a7d3f2",
  wave: "#2b78b8",
  ink: "#10161f",
  obstacle: "#2a1410",
  obstacleEdge: "#d55e00",
  pipHurt: "#ff6f61",
} as const;

/**
 * Each raider's token: an Okabe-Ito colour and a shape of its own, lettered with its player's initial (or seat
 * number when two initials clash), so telling them apart never rests on colour alone.
 */
const TOKEN_LOOKS: readonly Pick<TokenStyle, "fill" | "shape">[] = [
  { fill: "#e69f00", shape: "circle" },
  { fill: "#cc79a7", shape: "diamond" },
];

export function tokenStyles(names: readonly string[]): TokenStyle[] {
  // The first letter or digit: an emoji or a mark would not fit the token (it showed as "…").
  const initials = names.map((name, seat) => (/[\p{L}\p{N}]/u.exec(name)?.[0] ?? String(seat + 1)).toUpperCase());
  const clash = new Set(initials).size < initials.length;
  return initials.map((initial, seat) => {
    const look = TOKEN_LOOKS[seat % TOKEN_LOOKS.length] ?? { fill: "#e69f00", shape: "circle" };
    return { ...look, ink: mapColors.ink, letter: clash ? String(seat + 1) : initial };
  });
}

export function playerNames(players: number, locale: Locale, given: readonly string[] | undefined): string[] {
  const fallback = defaultNames(locale);
  return Array.from({ length: players }, (_, seat) => given?.[seat] ?? fallback[seat] ?? String(seat + 1));
}

/** A player's whole name, for their own panel. */
export function nameOf(scene: Scene, seat: Seat): string {
  return scene.fullNames[seat] ?? String(seat + 1);
}

export function tokenOf(scene: Scene, seat: Seat): TokenStyle {
  return scene.tokens[seat] ?? { fill: "#e69f00", shape: "circle", ink: mapColors.ink, letter: String(seat + 1) };
}

export function raiderOfSeat(scene: Scene, seat: Seat): RaiderView | undefined {
  return scene.table.raiders.find((r) => r.seat === seat);
}

/** The seat still owes an answer to the current prompt. */
export function mustAct(scene: Scene, seat: Seat): boolean {
  return stillToAnswer(scene.view.prompt, seat);
}
