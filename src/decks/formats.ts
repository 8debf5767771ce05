import { powapowaDeck } from "../games/powapowa/deck.ts";
import { survivorDeck } from "../games/survivor/deck.ts";
import { tombRaiderDeck } from "../games/tomb-raider/deck.ts";
import { worldGainerDeck } from "../games/world-gainer/deck.ts";
import type { Locale } from "../engine/index.ts";
import { TABLE_KINDS } from "../games/catalog.ts";
import type { DeckFormat } from "./format.ts";

/** A game's name in one language (every game with deck construction is a table kind of the same id). */
export function gameName(game: string, locale: Locale): string {
  return TABLE_KINDS.get(game)?.name(locale) ?? game;
}

/** Every game with deck construction, by game id. */
export const DECK_FORMATS: ReadonlyMap<string, DeckFormat> = new Map([worldGainerDeck, tombRaiderDeck, survivorDeck, powapowaDeck].map((f) => [f.game, f]));
