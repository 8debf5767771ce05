import { setTimeout as sleep } from "node:timers/promises";

/**
 * Keeps the bot's own requests (channel messages, DMs) under Discord's global limit of 50 per second.
 * Interaction answers are exempt from that limit on Discord's side, so discord.js's own global limiter is
 * lifted and this one paces everything else, leaving first responses unqueued.
 */
export class Pace {
  private readonly starts: number[] = [];
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly perSecond: number) {}

  /** Resolves when the caller may send; callers are served in order. */
  turn(): Promise<void> {
    const mine = this.chain.then(() => this.wait());
    this.chain = mine;
    return mine;
  }

  private async wait(): Promise<void> {
    for (;;) {
      const now = Date.now();
      while (this.starts.length > 0 && (this.starts[0] as number) <= now - 1000) this.starts.shift();
      if (this.starts.length < this.perSecond) {
        this.starts.push(now);
        return;
      }
      await sleep((this.starts[0] as number) + 1000 - now);
    }
  }
}
