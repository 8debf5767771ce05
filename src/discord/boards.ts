import { errorText, type Logger } from "../log.ts";
import type { TableService } from "../tables/service.ts";
import { isUnknownMessage, type Channels } from "./channels.ts";
import { tablePayload } from "./presenter.ts";
import type { RenderQueue } from "./render-queue.ts";

/**
 * Keeps each table's public message in step with the store. Refreshes of one table never overlap: a change
 * during a refresh triggers one more, drawn from the latest state, so an older picture never wins.
 */
export class TableBoards {
  private readonly running = new Map<string, Promise<void>>();
  private readonly dirty = new Set<string>();

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
    await this.running.get(tableId);
    const table = this.service.get(tableId);
    if (!table) return;
    const old = table.messageId;
    await this.post(tableId);
    if (old) await this.channels.remove(table.channelId, old).catch(() => undefined);
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
    const table = this.service.get(tableId);
    if (!table) return;
    if (!table.messageId) return this.post(tableId);
    try {
      const payload = await this.renders.run(() => tablePayload(this.service, table, table.locale));
      await this.channels.edit(table.channelId, table.messageId, payload);
    } catch (error) {
      if (!isUnknownMessage(error)) throw error;
      // Someone deleted the table message: put it back.
      await this.post(tableId);
    }
  }

  private async post(tableId: string): Promise<void> {
    const table = this.service.get(tableId);
    if (!table) return;
    const payload = await this.renders.run(() => tablePayload(this.service, table, table.locale));
    const id = await this.channels.send(table.channelId, payload);
    this.service.setMessage(tableId, id);
  }
}
