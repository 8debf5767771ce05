import { DefaultRestOptions, type RESTOptions } from "discord.js";

/** Discord's global limit is 50 requests a second; a margin leaves room for timing differences on the way. */
export const BOT_REQUESTS_PER_SECOND = 45;
/** How long a request may take on the network once it is sent (discord.js's own default). */
const NETWORK_TIMEOUT_MS = 15_000;
/** How long a request may wait for its turn and its bucket before discord.js gives up on it. */
export const QUEUE_TIMEOUT_MS = 10 * 60_000;

/**
 * Callers are served in order, one every 1/`perSecond` of a second: evenly spaced rather than in bursts, so requests
 * held up together (a busy moment, a stalled event loop) still leave, and arrive, no faster than the pace.
 */
export class Pace {
  private readonly spacing: number;
  /** The earliest moment the next caller may send. */
  private next = 0;

  constructor(perSecond: number) {
    this.spacing = 1000 / perSecond;
  }

  /** Resolves when the caller may send. */
  async turn(): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.next);
    this.next = at + this.spacing;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
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
export function pacedRequests(
  pace: Pace,
  send: RESTOptions["makeRequest"] = DefaultRestOptions.makeRequest,
): RESTOptions["makeRequest"] {
  return async (url, init) => {
    if (!exempt(url)) await pace.turn();
    const network = AbortSignal.timeout(NETWORK_TIMEOUT_MS);
    return send(url, { ...init, signal: init.signal ? AbortSignal.any([init.signal, network]) : network });
  };
}
