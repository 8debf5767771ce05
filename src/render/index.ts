import type { Locale, MatchView } from "../engine/index.ts";
import { DECK_FORMATS } from "../decks/formats.ts";
import type { GameId, ViewOf } from "../games/catalog.ts";
import { paintHand, paintSpymaster } from "./spymaster.ts";
import { paintWorldGainer, paintWorldGainerHand } from "./world-gainer.ts";
import { paintTombRaider, paintTombRaiderHand } from "./tomb-raider.ts";
import { paintSurvivor, paintSurvivorHand } from "./survivor.ts";
import { paintPowapowa, paintPowapowaHand } from "./powapowa.ts";
import { fitName } from "./kit/names.ts";

export { fitName, NAME_MAX } from "./kit/names.ts";

/** How one game is drawn: its board from a view, and a player's hand (with a title: any of its deck cards). */
interface GamePainters<V> {
  board(view: MatchView<V>, locale: Locale, names: readonly string[] | undefined): Buffer;
  hand(cards: readonly string[], locale: Locale, title?: string): Buffer;
}

function pair(names: readonly string[] | undefined): [string, string] | undefined {
  const [a, b] = names ?? [];
  return a === undefined || b === undefined ? undefined : [a, b];
}

/**
 * The painters of every registered game, by its id: a game added to the catalog without its painters here does not
 * compile. They live here rather than in the game's registration, because the games never import the renderer (it
 * imports them: their views, cards and words).
 */
const PAINTERS: { readonly [G in GameId]: GamePainters<ViewOf<G>> } = {
  spymaster: { board: (view, locale, names) => paintSpymaster(view, locale, pair(names)), hand: paintHand },
  "tomb-raider": { board: (view, locale, names) => paintTombRaider(view, locale, names), hand: paintTombRaiderHand },
  "world-gainer": {
    board: (view, locale, names) => paintWorldGainer(view, locale, pair(names)),
    hand: paintWorldGainerHand,
  },
  survivor: {
    board: (view, locale, names) => paintSurvivor(view, locale, names?.map(fitName)),
    hand: paintSurvivorHand,
  },
  powapowa: {
    board: (view, locale, names) => paintPowapowa(view, locale, names?.map(fitName)),
    hand: paintPowapowaHand,
  },
};

/** A game's painters by its id, taking any of its views (a game's views all come from its own `view`). */
function paintersOf(game: string): GamePainters<unknown> | undefined {
  return Object.hasOwn(PAINTERS, game) ? (PAINTERS[game as GameId] as GamePainters<unknown>) : undefined;
}

/** Deck cards of a game (by card id) as one PNG under a title, or null when the game has no deck cards to draw. */
export function paintCardImage(game: string, cards: readonly string[], title: string, locale: Locale): Buffer | null {
  const painters = DECK_FORMATS.has(game) ? paintersOf(game) : undefined;
  return painters
    ? painters.hand(
        cards.map((card) => `0:${card}:1`),
        locale,
        title,
      )
    : null;
}

/**
 * The board of any game as a PNG, for callers that hold a game by id (the CLI, the Discord presenter). The painters
 * get whole names: a name standing alone in a panel is cut to its room, one inside a sentence to NAME_MAX.
 */
export function paintTable(game: string, view: MatchView<unknown>, locale: Locale, names?: readonly string[]): Buffer {
  const painters = paintersOf(game);
  if (!painters) throw new Error(`no board painter for game ${game}`);
  return painters.board(view, locale, names);
}

/** A player's own hand as a PNG. */
export function paintOwnHand(game: string, cards: readonly string[], locale: Locale): Buffer {
  const painters = paintersOf(game);
  if (!painters) throw new Error(`no hand painter for game ${game}`);
  return painters.hand(cards, locale);
}
