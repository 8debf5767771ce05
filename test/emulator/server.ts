import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import { DiscordHttpError, notFound, unauthorized } from "./errors.ts";
import { parseBody, readRawBody } from "./request-body.ts";
import type { HttpMethod, Router } from "./router.ts";
import type { EmulatorState } from "./state.ts";

const API_PREFIX = "/api/v10/";
const METHODS: ReadonlySet<string> = new Set<HttpMethod>(["GET", "POST", "PUT", "PATCH", "DELETE"]);

/** The HTTP side: routing, the bot token check, request counting, error bodies, and the attachment "CDN". */
export function createRequestListener(state: EmulatorState, router: Router) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    handle(state, router, request, response).catch((error: unknown) => {
      state.problem(`emulator failure on ${request.method} ${request.url}: ${String(error)}`);
      if (!response.headersSent) send(response, 500, { code: 0, message: "500: Internal Server Error" });
    });
  };
}

async function handle(state: EmulatorState, router: Router, request: IncomingMessage, response: ServerResponse) {
  const receivedAt = state.clock.now();
  const receivedPerf = performance.now();
  const method = request.method ?? "GET";
  const url = new URL(request.url ?? "/", state.origin || "http://127.0.0.1");

  if (method === "GET" && url.pathname.startsWith("/attachments/")) {
    count(state, "GET /attachments/:id/:filename");
    serveAttachment(state, url.pathname, response);
    return;
  }

  const segments = url.pathname.startsWith(API_PREFIX) ? decodeSegments(url.pathname.slice(API_PREFIX.length)) : null;
  const match = segments && METHODS.has(method) ? router.match(method, segments) : null;
  if (!segments || !match) {
    count(state, `${method} (unhandled)`);
    state.problem(`unhandled route ${method} ${url.pathname}`);
    await readRawBody(request);
    send(response, 404, notFound().body);
    return;
  }
  const { route, params } = match;
  const trap = state.traps.findIndex((t) => t.matches(method, route.pattern));
  if (trap >= 0) {
    await state.traps.splice(trap, 1)[0]?.hold();
    response.destroy();
    return;
  }
  for (const gate of state.gates) if (gate.matches(method, route.pattern)) await gate.opened;
  count(state, `${method} ${route.pattern}`);
  const verdict =
    state.limits.rates?.take(
      { method, route: route.pattern, params, global: route.auth === "bot" },
      performance.now(),
    ) ?? null;
  if (verdict?.refused) {
    await readRawBody(request);
    invalid(
      state,
      `429 on ${method} ${route.pattern} (${verdict.refused.global ? "global" : "route"} limit, retry after ${verdict.refused.retryAfter.toFixed(3)} s)`,
    );
    send(
      response,
      429,
      {
        message: "You are being rate limited.",
        retry_after: verdict.refused.retryAfter,
        global: verdict.refused.global,
      },
      verdict.headers,
    );
    return;
  }
  const headers = verdict?.headers ?? {};

  try {
    if (route.auth === "bot" && request.headers.authorization !== `Bot ${state.token}`) throw unauthorized();
    const body = parseBody(await readRawBody(request), request.headers["content-type"]);
    const result = await route.handler({
      method: route.method,
      path: `/${(segments ?? []).join("/")}`,
      route: route.pattern,
      params,
      query: url.searchParams,
      body,
      receivedAt,
      receivedPerf,
    });
    send(response, result.status, result.body, headers);
  } catch (error) {
    if (!(error instanceof DiscordHttpError)) throw error;
    if (!request.readableEnded) await readRawBody(request);
    if (error.status === 401 || error.status === 403) invalid(state, `${error.status} on ${method} ${route.pattern}`);
    send(response, error.status, error.body, headers);
  }
}

/** An invalid request in Discord's count: recorded while rate limits are enforced, and a ban past its line. */
function invalid(state: EmulatorState, what: string): void {
  const rates = state.limits.rates;
  if (!rates) return;
  state.problem(`invalid request: ${what}`);
  if (rates.invalid(performance.now()))
    state.problem("over 10,000 invalid requests in 10 minutes: Discord would ban the bot's IP");
}

function decodeSegments(path: string): string[] | null {
  try {
    return path.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

function count(state: EmulatorState, key: string): void {
  state.requestCounts[key] = (state.requestCounts[key] ?? 0) + 1;
}

function serveAttachment(state: EmulatorState, pathname: string, response: ServerResponse): void {
  const [, , id, encodedName] = pathname.split("/");
  const attachment = id ? state.attachmentsById.get(id) : undefined;
  if (!attachment || !encodedName || safeDecode(encodedName) !== attachment.filename) {
    response.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found");
    return;
  }
  response
    .writeHead(200, { "Content-Type": attachment.contentType, "Content-Length": attachment.data.length })
    .end(attachment.data);
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (status === 204 || body === undefined) {
    response.writeHead(status === 200 ? 204 : status, headers).end();
    return;
  }
  const text = JSON.stringify(body);
  response
    .writeHead(status, { ...headers, "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text) })
    .end(text);
}
