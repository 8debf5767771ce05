import type { WebOptions } from "./server.ts";

/** Where and how the league site is served, from the environment. */
export interface WebConfig {
  port: number;
  host: string;
  options: Pick<WebOptions, "publicUrl" | "trustProxy">;
}

/** A reason the environment's web settings cannot be used. */
export class WebConfigError extends Error {}

/** PUBLIC_URL when it is an http(s) address; null when unset. */
export function publicUrl(env: NodeJS.ProcessEnv): string | null {
  const url = env.PUBLIC_URL?.trim();
  if (!url) return null;
  if (!/^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(url)) throw new WebConfigError("PUBLIC_URL must be an http(s) address");
  return url;
}

/** WEB_TRUST_PROXY: `true` (any proxy), or the proxies' addresses and networks separated by commas; unset: none. */
function trustProxy(value: string | undefined): boolean | string[] {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false") return false;
  if (text === "true") return true;
  return text.split(",").map((part) => part.trim());
}

/** The site's settings: WEB_PORT (none: no site), WEB_HOST (default 127.0.0.1), PUBLIC_URL and WEB_TRUST_PROXY. */
export function webConfig(env: NodeJS.ProcessEnv): WebConfig | null {
  const port = env.WEB_PORT?.trim();
  if (!port) return null;
  if (!/^[0-9]{1,5}$/.test(port) || Number(port) > 65535) throw new WebConfigError("WEB_PORT must be a port number");
  const url = publicUrl(env);
  return {
    port: Number(port),
    host: env.WEB_HOST?.trim() || "127.0.0.1",
    options: { ...(url ? { publicUrl: url } : {}), trustProxy: trustProxy(env.WEB_TRUST_PROXY) },
  };
}
