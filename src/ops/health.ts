import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Metrics } from "./metrics.ts";

/** What the health endpoint reports. */
export interface HealthReport {
  ok: boolean;
  /** Each gateway shard this process runs: its id, connection status and heartbeat ping (ms, -1 before the first). */
  shards: { id: number; status: string; ping: number }[];
  openTables: number;
  /** One store query's time, in milliseconds. */
  storeLatencyMs: number;
  uptimeSeconds: number;
  /** This process's id (with shards, one process per shard). */
  pid: number;
}

export interface HealthServer {
  port: number;
  close(): Promise<void>;
}

/**
 * A loopback-only HTTP endpoint for operators: `GET /health` (JSON; status 503 when not ok) and `GET /metrics`
 * (Prometheus text). It never answers from another interface.
 */
export async function startHealthServer(
  port: number,
  report: () => Promise<HealthReport>,
  metrics: Metrics,
): Promise<HealthServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? "").split("?")[0];
    if (request.method !== "GET") {
      response.writeHead(405, { Allow: "GET" }).end();
      return;
    }
    if (path === "/health") {
      report().then(
        (body) =>
          response.writeHead(body.ok ? 200 : 503, { "Content-Type": "application/json" }).end(JSON.stringify(body)),
        (error: unknown) =>
          response
            .writeHead(503, { "Content-Type": "application/json" })
            .end(JSON.stringify({ ok: false, error: String(error) })),
      );
      return;
    }
    if (path === "/metrics") {
      response.writeHead(200, { "Content-Type": "text/plain; version=0.0.4" }).end(metrics.text());
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
