import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { LOCALES, type Locale } from "../engine/index.ts";
import { errorText, type Logger } from "../log.ts";
import { systemClock, type Clock } from "../tables/clock.ts";
import { CONTENT_SECURITY_POLICY } from "./assets.ts";
import { eventPage } from "./event-page.ts";
import { browserLocale, chosenLocale } from "./language.ts";
import { messagePage, type PageContext } from "./layout.ts";
import { profilePage } from "./profile-page.ts";
import { replayPage } from "./replay-page.ts";
import { LeagueSite, type PublicLeague, type Reader, type SiteStores } from "./site.ts";
import { firstDescending, SORT_KEYS, standingsPage, type SortKey } from "./standings-page.ts";

export interface WebOptions {
  /** The site's public address (PUBLIC_URL); the path in it prefixes every link on the pages (a proxy's sub-path). */
  publicUrl?: string;
  /** Fastify's `trustProxy`: whom to believe about the client's address (X-Forwarded-For), for the rate limit. */
  trustProxy?: boolean | string | string[];
  /** Requests one client address may make a minute, pages and images alike. */
  requestsPerMinute?: number;
  clock?: Clock;
  log?: Logger;
}

/** Standings, profiles and events change with every result: a minute's caching. */
const PAGE_CACHE = "public, max-age=60";
/** A finished match never changes; its league may stop being public, so its page is not kept long. */
const REPLAY_CACHE = "public, max-age=300";
/** A step's image is drawn from a stored snapshot, the same forever. */
const IMAGE_CACHE = "public, max-age=31536000, immutable";
const DEFAULT_REQUESTS_PER_MINUTE = 300;
const WHOLE_NUMBER = /^[1-9][0-9]{0,5}$/;
const STEP_IMAGE = /^([1-9][0-9]{0,5})-(en|ja)\.png$/;

type QueryValues = Record<string, string | string[] | undefined>;
/** A league page's address: the league, and the player, event or replay on the pages that show one. */
type LeagueRoute = { Params: { league: string; item?: string }; Querystring: QueryValues };

/** A whole number from the address, `fallback` when absent; null when it is there but not a whole number. */
function wholeNumber(value: unknown, fallback: number): number | null {
  if (value === undefined) return fallback;
  return typeof value === "string" && WHOLE_NUMBER.test(value) ? Number(value) : null;
}

function readerOf(request: FastifyRequest<{ Querystring: QueryValues }>): Reader {
  const chosen = chosenLocale(request.query.lang);
  return {
    locale: chosen ?? browserLocale(request.headers["accept-language"]),
    keep: chosen ? { lang: chosen } : {},
  };
}

/**
 * The read-only league site: a public league's standings, its players' pages, its events and its league tables'
 * replays, as server-rendered HTML (and PNG board images), in English or Japanese. Anything not public, or not
 * there, is the same 404. Every client address is rate limited.
 */
export async function createWebApp(stores: SiteStores, options: WebOptions = {}): Promise<FastifyInstance> {
  const base = options.publicUrl ? new URL(options.publicUrl).pathname.replace(/\/+$/, "") : "";
  const site = new LeagueSite(stores, options.clock ?? systemClock, base);
  const app = Fastify({ trustProxy: options.trustProxy ?? false, logger: false });

  app.addHook("onSend", async (_request, reply, payload) => {
    reply
      .header("Content-Security-Policy", CONTENT_SECURITY_POLICY)
      .header("X-Content-Type-Options", "nosniff")
      .header("Referrer-Policy", "no-referrer")
      .header("X-Robots-Tag", "noindex");
    return payload;
  });
  await app.register(rateLimit, {
    max: options.requestsPerMinute ?? DEFAULT_REQUESTS_PER_MINUTE,
    timeWindow: 60_000,
  });

  const context = (request: FastifyRequest, reader: Reader): PageContext => {
    const url = new URL(request.url, "http://site");
    const languages = Object.fromEntries(
      LOCALES.map((l) => {
        url.searchParams.set("lang", l);
        return [l, `${base}${url.pathname}${url.search}`];
      }),
    ) as Record<Locale, string>;
    return { ...reader, languages };
  };

  const message = (reply: FastifyReply, status: number, locale: Locale, kind: Parameters<typeof messagePage>[1]) =>
    reply
      .code(status)
      .header("Cache-Control", "no-store")
      .type("text/html; charset=utf-8")
      .send(messagePage(locale, kind));

  const notFound = (request: FastifyRequest<{ Querystring: QueryValues }>, reply: FastifyReply) =>
    message(reply, 404, readerOf(request).locale, "missing");

  const sendHtml = (request: FastifyRequest, reply: FastifyReply, body: string, cache: string) => {
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    reply.header("Cache-Control", cache).header("Vary", "Accept-Language").header("ETag", etag);
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.type("text/html; charset=utf-8").send(body);
  };

  /** A page of a public league: `render` makes it, or says there is no such page (null). */
  const leaguePage = (
    path: string,
    cache: string,
    render: (request: FastifyRequest<LeagueRoute>, ctx: PageContext, at: PublicLeague) => Promise<string | null>,
  ) =>
    app.get<LeagueRoute>(path, async (request, reply) => {
      const at = await site.league(request.params.league);
      const html = at && (await render(request, context(request, readerOf(request)), at));
      return html ? sendHtml(request, reply, html, cache) : notFound(request, reply);
    });

  leaguePage("/l/:league", PAGE_CACHE, async (request, ctx, at) => {
    const { query } = request;
    const season = wholeNumber(query.season, at.league.season);
    const pageNumber = wholeNumber(query.page, 1);
    if (season === null || pageNumber === null) return null;
    const key: SortKey = SORT_KEYS.find((k) => k === query.sort) ?? "rank";
    const descending = query.dir === "desc" ? true : query.dir === "asc" ? false : firstDescending(key);
    const data = await site.standings(at, ctx, { season, sort: { key, descending }, page: pageNumber });
    return data && standingsPage(ctx, data);
  });

  leaguePage("/l/:league/p/:item", PAGE_CACHE, async (request, ctx, at) => {
    const season = wholeNumber(request.query.season, at.league.season);
    const data = season === null ? null : await site.profile(at, ctx, request.params.item ?? "", season);
    return data && profilePage(ctx, data);
  });

  leaguePage("/l/:league/e/:item", PAGE_CACHE, async (request, ctx, at) => {
    const data = await site.event(at, ctx, request.params.item ?? "");
    return data && eventPage(ctx, data);
  });

  leaguePage("/l/:league/r/:item", REPLAY_CACHE, async (request, ctx, at) => {
    const step = wholeNumber(request.query.step, 1);
    const data = step === null ? null : await site.replay(at, ctx, request.params.item ?? "", step);
    return data && replayPage(ctx, data);
  });

  app.get<{ Params: { league: string; item: string; image: string }; Querystring: QueryValues }>(
    "/l/:league/r/:item/:image",
    async (request, reply) => {
      const [, step, locale] = STEP_IMAGE.exec(request.params.image) ?? [];
      const at = step && locale ? await site.league(request.params.league) : null;
      const png = at && (await site.stepImage(at, request.params.item, Number(step), locale as Locale));
      if (!png) return notFound(request, reply);
      return reply.header("Cache-Control", IMAGE_CACHE).type("image/png").send(png);
    },
  );

  app.get("/robots.txt", async (_request, reply) =>
    reply.header("Cache-Control", "public, max-age=86400").type("text/plain").send("User-agent: *\nDisallow: /\n"),
  );

  // Guessing addresses costs the same requests as reading pages.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, notFound);
  app.setErrorHandler<FastifyError, { Querystring: QueryValues }>((error, request, reply) => {
    const locale = readerOf(request).locale;
    if (error.statusCode === 429) return message(reply, 429, locale, "limited");
    options.log?.error("web page failed", { url: request.url, error: errorText(error) });
    return message(reply, 500, locale, "failed");
  });
  return app;
}

export interface WebServer {
  port: number;
  close(): Promise<void>;
}

/** Serves the site on `host`:`port` (0: any free port). */
export async function startWebServer(
  stores: SiteStores,
  listen: { port: number; host: string },
  options: WebOptions = {},
): Promise<WebServer> {
  const app = await createWebApp(stores, options);
  await app.listen(listen);
  return { port: (app.server.address() as AddressInfo).port, close: () => app.close() };
}
