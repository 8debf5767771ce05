import { setTimeout as sleep } from "node:timers/promises";
import { DefaultRestOptions, type RESTOptions } from "discord.js";

/** Discord's global limit is 50 requests a second; a margin leaves room for timing differences on the way. */
export const BOT_REQUESTS_PER_SECOND = 45;
/** How long a request may take on the network once it is sent (discord.js's own default). */
const NETWORK_TIMEOUT_MS = 15_000;
/** How long a request may wait for its turn and its bucket before discord.js gives up on it. */
export const QUEUE_TIMEOUT_MS = 10 * 60_000;

/** Callers are served in order, at most `perSecond` starts in any one-second window. */
export class Pace {
  private readonly starts: number[] = [];
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly perSecond: number) {}

  /** Resolves when the caller may send. */
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

/** Interaction callbacks and interaction webhooks (follow-ups, edits of a reply) are not bound by the global limit. */
function exempt(url: string): boolean {
  const path = new URL(url).pathname;
  return /\/interactions\/[^/]+\/[^/]+\/callback$/.test(path) || /\/webhooks\/[^/]+\/[^/]+/.test(path);
}

/**
 * discord.js's network step with the global limit kept at the moment each request leaves, retries included: after
 * discord.js has waited for the request's own bucket, so that requests held back by a busy channel cannot bunch up
 * and overrun the global window when they are let go. The network timeout starts when the request is sent; the queue
 * before it has its own, longer limit (QUEUE_TIMEOUT_MS, the client's `timeout`).
 */
export function pacedRequests(pace: Pace): RESTOptions["makeRequest"] {
  const send = DefaultRestOptions.makeRequest;
  return async (url, init) => {
    if (!exempt(url)) await pace.turn();
    const network = AbortSignal.timeout(NETWORK_TIMEOUT_MS);
    return send(url, { ...init, signal: init.signal ? AbortSignal.any([init.signal, network]) : network });
  };
}
