import type { TableRecord } from "../db/store.ts";
import { errorText, type Logger } from "../log.ts";
import type { TableService } from "../tables/service.ts";
import { isUnknownMessage, type Channels } from "./channels.ts";
import { boardPayload, tableLog } from "./presenter.ts";
import type { RenderQueue } from "./render-queue.ts";

/**
 * Keeps each table's public message in step with the store. Work on one table never overlaps: a change during a
 * refresh triggers one more, drawn from the latest state, so an older picture never wins; a repost goes through
 * the same line, so a refresh never edits a message that a repost is replacing.
 */
export class TableBoards {
  private readonly running = new Map<string, Promise<void>>();
  private readonly dirty = new Set<string>();
  private readonly reposts = new Set<string>();

  constructor(
    private readonly service: TableService,
    private readonly channels: Channels,
    private readonly renders: RenderQueue,
    private readonly log: Logger,
  ) {}

  refresh(tableId: string): Promise<void> {
    this.dirty.add(tableId);
    const running = this.running.get(tableId);
    if (running) return running;
    const run = this.drain(tableId).finally(() => this.running.delete(tableId));
    this.running.set(tableId, run);
    return run;
  }

  /** Posts the table as a new message at the bottom of the channel and removes the old one. */
  async repost(tableId: string): Promise<void> {
    this.reposts.add(tableId);
    await this.refresh(tableId);
    // A repost asked for while a refresh was finishing runs on its own turn.
    if (this.reposts.has(tableId)) await this.refresh(tableId);
  }

  /**
   * After a change the table message does not show: nothing is drawn, but the message counts as showing the table
   * as it is now (a restart then finds nothing to redraw). A refresh under way draws the latest anyway.
   */
  unchanged(tableId: string): Promise<void> {
    const running = this.running.get(tableId);
    if (running) return running;
    return this.service.get(tableId).then(async (table) => {
      if (table?.messageId) await this.service.boardShown(table.id, table.messageId, table.version);
    });
  }

  /** Resolves once no refresh is running (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running.values());
  }

  private async drain(tableId: string): Promise<void> {
    while (this.dirty.delete(tableId)) {
      try {
        await this.draw(tableId);
      } catch (error) {
        this.log.warn("table message not updated", { table: tableId, error: errorText(error) });
      }
    }
  }

  private async draw(tableId: string): Promise<void> {
    const table = await this.service.get(tableId);
    if (!table) return;
    if (this.reposts.delete(tableId) || !table.messageId) return this.post(table, table.messageId);
    const seen = await tableLog(this.service, table);
    const payload = await this.renders.run(() => boardPayload(this.service, table, table.locale, seen));
    try {
      await this.channels.edit(table.channelId, table.messageId, payload);
      await this.service.boardShown(table.id, table.messageId, table.version);
    } catch (error) {
      if (!isUnknownMessage(error)) throw error;
      // Someone deleted the table message: put it back.
      await this.post(table, null);
    }
  }

  private async post(table: TableRecord, replacing: string | null): Promise<void> {
    const seen = await tableLog(this.service, table);
    const payload = await this.renders.run(() => boardPayload(this.service, table, table.locale, seen));
    const id = await this.channels.send(table.channelId, payload);
    await this.service.boardShown(table.id, id, table.version);
    if (replacing) await this.channels.remove(table.channelId, replacing).catch(() => undefined);
  }
}
