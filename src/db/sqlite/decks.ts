import { and, asc, eq } from "drizzle-orm";
import type { DeckStore, SavedDeck } from "../decks.ts";
import { decks } from "./schema.ts";
import type { Database, Db } from "./open.ts";

/** Saved decks in the SQLite file. */
export class SqliteDeckStore implements DeckStore {
  private readonly db: Db;

  constructor(
    database: Database,
    private readonly clock: () => number = Date.now,
  ) {
    this.db = database.db;
  }

  /** Saves (or replaces) a deck under a name. */
  async save(deck: Omit<SavedDeck, "updatedAt">): Promise<void> {
    const now = this.clock();
    this.db
      .insert(decks)
      .values({ ...deck, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [decks.userId, decks.game, decks.name],
        set: { list: deck.list, setVersion: deck.setVersion, updatedAt: now },
      })
      .run();
  }

  /** A user's decks, of one game or of every game, by game then name. */
  async of(userId: string, game?: string): Promise<SavedDeck[]> {
    const where = game === undefined ? eq(decks.userId, userId) : and(eq(decks.userId, userId), eq(decks.game, game));
    return this.db
      .select({
        userId: decks.userId,
        game: decks.game,
        name: decks.name,
        list: decks.list,
        setVersion: decks.setVersion,
        updatedAt: decks.updatedAt,
      })
      .from(decks)
      .where(where)
      .orderBy(asc(decks.game), asc(decks.name))
      .all();
  }

  async get(userId: string, game: string, name: string): Promise<SavedDeck | null> {
    return (await this.of(userId, game)).find((d) => d.name === name) ?? null;
  }

  /** Whether there was such a deck to delete. */
  async delete(userId: string, game: string, name: string): Promise<boolean> {
    const result = this.db
      .delete(decks)
      .where(and(eq(decks.userId, userId), eq(decks.game, game), eq(decks.name, name)))
      .run();
    return result.changes > 0;
  }
}
