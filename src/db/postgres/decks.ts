import { and, asc, eq } from "drizzle-orm";
import type { DeckStore, SavedDeck } from "../decks.ts";
import { bytewise, type PgDatabase, type PgDb } from "./open.ts";
import { decks } from "./schema.ts";

/** Saved decks in PostgreSQL. */
export class PgDeckStore implements DeckStore {
  private readonly db: PgDb;

  constructor(
    database: PgDatabase,
    private readonly clock: () => number = Date.now,
  ) {
    this.db = database.db;
  }

  async save(deck: Omit<SavedDeck, "updatedAt">): Promise<void> {
    const now = this.clock();
    await this.db
      .insert(decks)
      .values({ ...deck, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [decks.userId, decks.game, decks.name],
        set: { list: deck.list, setVersion: deck.setVersion, updatedAt: now },
      });
  }

  of(userId: string, game?: string): Promise<SavedDeck[]> {
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
      .orderBy(asc(bytewise(decks.game)), asc(bytewise(decks.name)));
  }

  async get(userId: string, game: string, name: string): Promise<SavedDeck | null> {
    return (await this.of(userId, game)).find((d) => d.name === name) ?? null;
  }

  async delete(userId: string, game: string, name: string): Promise<boolean> {
    const deleted = await this.db
      .delete(decks)
      .where(and(eq(decks.userId, userId), eq(decks.game, game), eq(decks.name, name)))
      .returning({ name: decks.name });
    return deleted.length > 0;
  }
}
