/**
 * What deck tools need from a game with deck construction: its sections, the cards a list may name, and its one
 * construction check (the same code its table uses). The rules stay data in the game's set file.
 */
import type { Catalog, Locale } from "../engine/index.ts";

export interface Names {
  en: string;
  ja: string;
}

export interface DeckSection {
  id: string;
  /** Its name in both languages, as reports print it. */
  name: Names;
  /** Other labels people write in headers ("main", "メイン"...). */
  aliases: readonly string[];
}

export interface DeckCard {
  id: string;
  names: Names;
  /** The section the card belongs to when a list gives no header. */
  section: string;
  /** A key of the game's catalog naming the card's type, for counts per type. */
  type: string;
  /** Its cost, in a game whose cards have one (counts per cost). */
  cost?: number;
}

/** A list resolved to card ids, one line per card and section. */
export type DeckList = { section: string; card: string; copies: number }[];

/** One construction problem: a key of the game's catalog and its numbers; a warning does not make a deck illegal. */
export interface DeckIssue {
  code: string;
  params: Record<string, string | number>;
  severity: "error" | "warning";
}

export interface DeckFormat<G extends string = string> {
  /** The game id (and the table kinds that play it). */
  game: G;
  setVersion: number;
  sections: readonly DeckSection[];
  /** The section whose cards the game's card image draws (card lookup shows an image for those). */
  imageSection: string;
  cards: readonly DeckCard[];
  check(list: DeckList): DeckIssue[];
  /** The game's own deck choice at a table for a saved list (the game checks it against the table), or null. */
  tableChoice(list: DeckList): unknown;
  /** What a card does, in one line, for card lookup (null when its image says it all). */
  text?(card: string, locale: Locale): string | null;
  /** Words for the check's codes and the card types, in English and Japanese. */
  strings: Catalog;
}
