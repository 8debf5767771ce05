import { InteractionWebhook, type Client } from "discord.js";
import type { Locale } from "../engine/index.ts";
import type { MatchStore, TableRecord } from "../db/store.ts";
import { errorText, type Logger } from "../log.ts";
import type { Clock } from "../tables/clock.ts";
import type { TableService } from "../tables/service.ts";
import { editWebhookReply } from "./answer.ts";
import type { Payload } from "./presenter.ts";
import type { RenderQueue } from "./render-queue.ts";
import { watchPayload } from "./replay-view.ts";

/** Discord lets an interaction's token edit its reply for 15 minutes; the watch stops a little before. */
const WATCH_MS = 14 * 60_000;

/**
 * Members watching tables in private replies that follow them: each reply is edited with its interaction's token
 * after the table message is, showing what the table shows. Watches are stored, so a restarted bot keeps them.
 */
export class Watchers {
  constructor(
    private readonly client: Client,
    private readonly store: MatchStore,
    private readonly service: TableService,
    private readonly renders: RenderQueue,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  /** What a watch shows now, and until when a watch begun now follows the table. */
  async view(table: TableRecord, locale: Locale): Promise<{ payload: Payload; until: number }> {
    const until = this.clock.now() + WATCH_MS;
    return { payload: await this.payload(table, locale, until), until };
  }

  /** Follows the table in the reply the interaction with `token` has made (once it exists, so an edit finds it). */
  async begin(table: TableRecord, userId: string, token: string, locale: Locale, until: number): Promise<void> {
    if (table.status === "playing")
      await this.store.watch({ tableId: table.id, userId, token, locale, expiresAt: until });
  }

  /** Brings every live watch of a table up to date; a table that ended is shown one last time and let go. */
  async follow(tableId: string): Promise<void> {
    const watching = await this.store.watchersOf(tableId, this.clock.now());
    if (watching.length === 0) return;
    const table = await this.service.get(tableId);
    if (!table) return;
    const drawn = new Map<string, Promise<Payload>>();
    await Promise.all(
      watching.map(async (watch) => {
        const key = `${watch.locale}:${watch.expiresAt}`;
        const payload = drawn.get(key) ?? this.payload(table, watch.locale, watch.expiresAt);
        drawn.set(key, payload);
        try {
          const application = this.client.application?.id ?? this.client.user?.id ?? "";
          await editWebhookReply(
            new InteractionWebhook(this.client as Client<true>, application, watch.token),
            await payload,
          );
        } catch (error) {
          this.log.warn("watch not updated", { table: tableId, error: errorText(error) });
          await this.store.unwatch(tableId, watch.userId);
          return;
        }
        if (table.status !== "playing") await this.store.unwatch(tableId, watch.userId);
      }),
    );
  }

  private async payload(table: TableRecord, locale: Locale, until: number): Promise<Payload> {
    const kind = this.service.kindOf(table);
    const view = this.service.view(table, "spectator");
    if (!view) throw new Error(`table ${table.id} has no match to watch`);
    const steps = await this.store.publicSteps(table.id);
    return this.renders.run(() => watchPayload(kind, table, view, steps, locale, until));
  }
}
