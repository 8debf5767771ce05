import { DefaultRestOptions, type RESTOptions } from "discord.js";

/** Discord's global limit is 50 requests a second; a margin leaves room for timing differences on the way. */
export const BOT_REQUESTS_PER_SECOND = 45;
/** How long a request may take on the network once it is sent (discord.js's own default). */
const NETWORK_TIMEOUT_MS = 15_000;
/** How long a request may wait for its turn and its bucket before discord.js gives up on it. */
export const QUEUE_TIMEOUT_MS = 10 * 60_000;

/**
 * Callers are served in order, each 1/`perSecond` of a second after the one before actually went: evenly spaced rather
 * than in bursts. The spacing counts from the moment a caller goes, not from the moment it was due, so callers held up
 * together (a busy moment, a stalled event loop) still leave, and arrive, no faster than the pace.
 */
export class Pace {
  private readonly spacing: number;
  /** When the last caller went. */
  private last = -Infinity;
  /** The callers in line: each waits for the one before. */
  private line: Promise<void> = Promise.resolve();

  constructor(perSecond: number) {
    this.spacing = 1000 / perSecond;
  }

  /** Resolves when the caller may send. */
  turn(): Promise<void> {
    const mine = this.line.then(() => this.wait());
    this.line = mine;
    return mine;
  }

  private async wait(): Promise<void> {
    for (let now = Date.now(); now < this.last + this.spacing; now = Date.now())
      await new Promise((resolve) => setTimeout(resolve, this.last + this.spacing - now));
    this.last = Date.now();
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
