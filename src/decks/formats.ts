import { powapowaDeck } from "../games/powapowa/deck.ts";
import { survivorDeck } from "../games/survivor/deck.ts";
import { tombRaiderDeck } from "../games/tomb-raider/deck.ts";
import { worldGainerDeck } from "../games/world-gainer/deck.ts";
import type { DeckFormat } from "./format.ts";

/** Every game with deck construction, by game id. */
export const DECK_FORMATS: ReadonlyMap<string, DeckFormat> = new Map([worldGainerDeck, tombRaiderDeck, survivorDeck, powapowaDeck].map((f) => [f.game, f]));
