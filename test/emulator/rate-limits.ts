import { createHash } from "node:crypto";

/** How many requests a bucket takes per window. */
export interface BucketLimit {
  readonly limit: number;
  readonly windowMs: number;
}

/**
 * Discord's rate limits as its Rate Limits page describes them: per-route buckets, counted per top-level resource
 * (channel, guild, webhook and its token), told in `X-RateLimit-*` headers; a global limit of 50 requests a second
 * for a bot, which interaction endpoints are not bound by; and a temporary ban after 10,000 invalid requests (401,
 * 403, 429 other than shared ones) in 10 minutes. The per-route figures are what Discord answers for these routes
 * today; the page says they change, which is why a client must follow the headers rather than hard-code them.
 */
export interface RateLimitConfig {
  readonly routes: Readonly<Record<string, BucketLimit>>;
  /** Routes not listed. */
  readonly otherRoutes: BucketLimit;
  readonly globalPerSecond: number;
  readonly invalidPerTenMinutes: number;
}

export const DISCORD_RATE_LIMITS: RateLimitConfig = {
  routes: {
    "POST /channels/:channelId/messages": { limit: 5, windowMs: 5000 },
    "PATCH /channels/:channelId/messages/:messageId": { limit: 5, windowMs: 5000 },
    "DELETE /channels/:channelId/messages/:messageId": { limit: 5, windowMs: 1000 },
    "POST /users/@me/channels": { limit: 5, windowMs: 1000 },
    "POST /webhooks/:applicationId/:token": { limit: 5, windowMs: 2000 },
    "PATCH /webhooks/:applicationId/:token/messages/:messageId": { limit: 5, windowMs: 2000 },
  },
  otherRoutes: { limit: 50, windowMs: 1000 },
  globalPerSecond: 50,
  invalidPerTenMinutes: 10_000,
};

/** A request as the limiter sees it: its route pattern and the parameters that name its top-level resource. */
export interface LimitedRequest {
  readonly method: string;
  readonly route: string;
  readonly params: Readonly<Record<string, string>>;
  /** Bot-token requests count towards the global limit; interaction callbacks and webhook tokens do not. */
  readonly global: boolean;
}

export interface LimitVerdict {
  readonly headers: Record<string, string>;
  /** Set when the request is refused with 429. */
  readonly refused: { readonly retryAfter: number; readonly global: boolean } | null;
}

const TOP_LEVEL = ["channelId", "guildId", "interactionId"] as const;
const TEN_MINUTES = 10 * 60 * 1000;

/** Counts requests per bucket and globally, in real time (the client waits in real time). */
export class RateLimiter {
  readonly #config: RateLimitConfig;
  readonly #buckets = new Map<string, { start: number; count: number }>();
  readonly #globalStarts: number[] = [];
  readonly #invalid: number[] = [];

  constructor(config: RateLimitConfig) {
    this.#config = config;
  }

  /** Takes a request's place in its bucket and the global window, or says why it is refused. */
  take(request: LimitedRequest, now: number): LimitVerdict {
    const key = `${request.method} ${request.route}`;
    const limit = this.#config.routes[key] ?? this.#config.otherRoutes;
    const bucketHash = createHash("sha256").update(key).digest("hex").slice(0, 16);
    const major = [...TOP_LEVEL.map((name) => request.params[name]), request.params["token"]]
      .filter((v) => v !== undefined)
      .join(":");
    const id = `${bucketHash}:${major}`;
    let bucket = this.#buckets.get(id);
    if (!bucket || now >= bucket.start + limit.windowMs) {
      bucket = { start: now, count: 0 };
      this.#buckets.set(id, bucket);
    }
    const resetAfter = (bucket.start + limit.windowMs - now) / 1000;
    if (request.global) {
      while (this.#globalStarts.length > 0 && (this.#globalStarts[0] as number) <= now - 1000)
        this.#globalStarts.shift();
      if (this.#globalStarts.length >= this.#config.globalPerSecond) {
        const retryAfter = ((this.#globalStarts[0] as number) + 1000 - now) / 1000;
        return {
          headers: {
            "X-RateLimit-Global": "true",
            "X-RateLimit-Scope": "global",
            "Retry-After": String(Math.ceil(retryAfter)),
          },
          refused: { retryAfter, global: true },
        };
      }
    }
    const headers = (remaining: number): Record<string, string> => ({
      "X-RateLimit-Limit": String(limit.limit),
      "X-RateLimit-Remaining": String(remaining),
      "X-RateLimit-Reset": ((bucket.start + limit.windowMs) / 1000).toFixed(3),
      "X-RateLimit-Reset-After": resetAfter.toFixed(3),
      "X-RateLimit-Bucket": bucketHash,
    });
    if (bucket.count >= limit.limit) {
      return {
        headers: { ...headers(0), "X-RateLimit-Scope": "user", "Retry-After": String(Math.ceil(resetAfter)) },
        refused: { retryAfter: resetAfter, global: false },
      };
    }
    bucket.count += 1;
    if (request.global) this.#globalStarts.push(now);
    return { headers: headers(limit.limit - bucket.count), refused: null };
  }

  /** Counts an invalid request (401, 403, or a 429 of the bot's own making); true once past Discord's ban line. */
  invalid(now: number): boolean {
    this.#invalid.push(now);
    while (this.#invalid.length > 0 && (this.#invalid[0] as number) <= now - TEN_MINUTES) this.#invalid.shift();
    return this.#invalid.length > this.#config.invalidPerTenMinutes;
  }
}
