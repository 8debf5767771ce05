/** A saved deck list: card ids by section, with the set version it was checked against. */
export interface SavedDeck {
  userId: string;
  game: string;
  name: string;
  list: { section: string; card: string; copies: number }[];
  setVersion: number;
  updatedAt: number;
}

/** Users' saved decks, one per user, game and name; a user only ever reaches their own. */
export interface DeckStore {
  /** Saves (or replaces) a deck under a name. */
  save(deck: Omit<SavedDeck, "updatedAt">): Promise<void>;
  /** A user's decks, of one game or of every game, by game then name. */
  of(userId: string, game?: string): Promise<SavedDeck[]>;
  get(userId: string, game: string, name: string): Promise<SavedDeck | null>;
  /** Whether there was such a deck to delete. */
  delete(userId: string, game: string, name: string): Promise<boolean>;
}
