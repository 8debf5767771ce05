import { GAMES } from "../games/catalog.ts";
import type { DeckFormat } from "./format.ts";

/** Every game with deck construction, by game id: the deck formats of the registrations that have one. */
export const DECK_FORMATS: ReadonlyMap<string, DeckFormat> = new Map(
  GAMES.flatMap((game): [string, DeckFormat][] => (game.deck ? [[game.id, game.deck]] : [])),
);
