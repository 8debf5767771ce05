import { and, asc, eq } from "drizzle-orm";
import type { Database, Db } from "./open.ts";
import { decks } from "./schema.ts";

/** A saved deck list: card ids by section, with the set version it was checked against. */
export interface SavedDeck {
  userId: string;
  game: string;
  name: string;
  list: { section: string; card: string; copies: number }[];
  setVersion: number;
  updatedAt: number;
}

/** Users' saved decks, one row per user, game and name; a user only ever reaches their own. */
export class DeckStore {
  private readonly db: Db;

  constructor(
    database: Database,
    private readonly clock: () => number = Date.now,
  ) {
    this.db = database.db;
  }

  /** Saves (or replaces) a deck under a name. */
  save(deck: Omit<SavedDeck, "updatedAt">): void {
    const now = this.clock();
    this.db
      .insert(decks)
      .values({ ...deck, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [decks.userId, decks.game, decks.name], set: { list: deck.list, setVersion: deck.setVersion, updatedAt: now } })
      .run();
  }

  /** A user's decks, of one game or of every game, by game then name. */
  of(userId: string, game?: string): SavedDeck[] {
    const where = game === undefined ? eq(decks.userId, userId) : and(eq(decks.userId, userId), eq(decks.game, game));
    return this.db
      .select({ userId: decks.userId, game: decks.game, name: decks.name, list: decks.list, setVersion: decks.setVersion, updatedAt: decks.updatedAt })
      .from(decks)
      .where(where)
      .orderBy(asc(decks.game), asc(decks.name))
      .all();
  }

  get(userId: string, game: string, name: string): SavedDeck | null {
    return this.of(userId, game).find((d) => d.name === name) ?? null;
  }

  /** Whether there was such a deck to delete. */
  delete(userId: string, game: string, name: string): boolean {
    const result = this.db
      .delete(decks)
      .where(and(eq(decks.userId, userId), eq(decks.game, game), eq(decks.name, name)))
      .run();
    return result.changes > 0;
  }
}
