import type { ParsedBody } from "./request-body.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** "bot": needs `Authorization: Bot <token>`; "none": interaction callbacks and webhook-token routes. */
export type RouteAuth = "bot" | "none";

export interface RouteRequest {
  readonly method: HttpMethod;
  /** Path below /api/v10, decoded segment by segment ("%40original" reads "@original"). */
  readonly path: string;
  /** The route pattern, e.g. "/channels/:channelId/messages". */
  readonly route: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly body: ParsedBody;
  /** Emulator clock when the request arrived. */
  readonly receivedAt: number;
  /** performance.now() when the request arrived. */
  readonly receivedPerf: number;
}

export interface RouteResponse {
  readonly status: number;
  readonly body?: unknown;
}

export type RouteHandler = (request: RouteRequest) => RouteResponse | Promise<RouteResponse>;

interface Route {
  readonly method: HttpMethod;
  readonly pattern: string;
  readonly segments: readonly string[];
  readonly auth: RouteAuth;
  readonly handler: RouteHandler;
}

export interface RouteMatch {
  readonly route: Route;
  readonly params: Record<string, string>;
}

export class Router {
  readonly #routes: Route[] = [];

  add(method: HttpMethod, pattern: string, auth: RouteAuth, handler: RouteHandler): void {
    this.#routes.push({ method, pattern, segments: pattern.split("/").filter(Boolean), auth, handler });
  }

  /** Literal segments win over parameters, so "/users/@me" is not taken for "/users/:userId". */
  match(method: string, segments: readonly string[]): RouteMatch | null {
    let best: { match: RouteMatch; literals: number } | null = null;
    for (const route of this.#routes) {
      if (route.method !== method || route.segments.length !== segments.length) continue;
      const params: Record<string, string> = {};
      let literals = 0;
      const matches = route.segments.every((part, i) => {
        const actual = segments[i] ?? "";
        if (part.startsWith(":")) {
          params[part.slice(1)] = actual;
          return actual.length > 0;
        }
        literals++;
        return part === actual;
      });
      if (matches && (!best || literals > best.literals)) best = { match: { route, params }, literals };
    }
    return best?.match ?? null;
  }
}

export function param(request: RouteRequest, name: string): string {
  const value = request.params[name];
  if (value === undefined) throw new Error(`route ${request.route} has no :${name}`);
  return value;
}
