import type { Locale, MatchView } from "../engine/index.ts";
import type { SpymasterView } from "../games/spymaster/state.ts";
import { paintHand, paintSpymaster } from "./spymaster.ts";
import type { WorldGainerView } from "../games/world-gainer/state.ts";
import { paintWorldGainer, paintWorldGainerHand } from "./world-gainer.ts";
import type { TombRaiderView } from "../games/tomb-raider/state.ts";
import { paintTombRaider, paintTombRaiderHand } from "./tomb-raider.ts";
import type { SurvivorView } from "../games/survivor/state.ts";
import { paintSurvivor, paintSurvivorHand } from "./survivor.ts";
import type { PowapowaView } from "../games/powapowa/state.ts";
import { paintPowapowa, paintPowapowaHand } from "./powapowa.ts";
import { fitName } from "./kit/names.ts";

export { fitName, NAME_MAX } from "./kit/names.ts";

type Painter = (view: MatchView<unknown>, locale: Locale, names: readonly string[] | undefined) => Buffer;
type HandPainter = (cards: readonly string[], locale: Locale) => Buffer;

function pair(names: readonly string[] | undefined): [string, string] | undefined {
  const [a, b] = names ?? [];
  return a === undefined || b === undefined ? undefined : [a, b];
}

/** One board painter per game id; a game's views all come from its own `view`, so the cast is safe. */
const PAINTERS: Record<string, Painter> = {
  spymaster: (view, locale, names) => paintSpymaster(view as MatchView<SpymasterView>, locale, pair(names)),
  "world-gainer": (view, locale, names) => paintWorldGainer(view as MatchView<WorldGainerView>, locale, pair(names)),
  "tomb-raider": (view, locale, names) => paintTombRaider(view as MatchView<TombRaiderView>, locale, names),
  survivor: (view, locale, names) => paintSurvivor(view as MatchView<SurvivorView>, locale, names?.map(fitName)),
  powapowa: (view, locale, names) => paintPowapowa(view as MatchView<PowapowaView>, locale, names?.map(fitName)),
};

/** One painter per game id for a player's own hand, shown only in their private reply. */
const HAND_PAINTERS: Record<string, HandPainter> = {
  spymaster: paintHand,
  "world-gainer": paintWorldGainerHand,
  "tomb-raider": paintTombRaiderHand,
  survivor: paintSurvivorHand,
  powapowa: paintPowapowaHand,
};

/** Games whose deck cards can be drawn one by one (card lookup): the hand painters, with a title of the caller's. */
const CARD_PAINTERS: Record<string, (cards: readonly string[], locale: Locale, title: string) => Buffer> = {
  "world-gainer": paintWorldGainerHand,
  "tomb-raider": paintTombRaiderHand,
  survivor: paintSurvivorHand,
  powapowa: paintPowapowaHand,
};

/** Deck cards of a game (by card id) as one PNG under a title, or null when the game draws no single cards. */
export function paintCardImage(game: string, cards: readonly string[], title: string, locale: Locale): Buffer | null {
  const painter = CARD_PAINTERS[game];
  return painter ? painter(cards.map((card) => `0:${card}:1`), locale, title) : null;
}

/**
 * The board of any game as a PNG, for callers that hold a game by id (the CLI, the Discord presenter). The painters
 * get whole names: a name standing alone in a panel is cut to its room, one inside a sentence to NAME_MAX.
 */
export function paintTable(game: string, view: MatchView<unknown>, locale: Locale, names?: readonly string[]): Buffer {
  const painter = PAINTERS[game];
  if (!painter) throw new Error(`no board painter for game ${game}`);
  return painter(view, locale, names);
}

/** A player's own hand as a PNG. */
export function paintOwnHand(game: string, cards: readonly string[], locale: Locale): Buffer {
  const painter = HAND_PAINTERS[game];
  if (!painter) throw new Error(`no hand painter for game ${game}`);
  return painter(cards, locale);
}
