import type { TestProject } from "vitest/node";
import { startPgServer } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The test run's own PostgreSQL server (its `postgres` database); tests create their databases on it. */
    pgUrl: string;
  }
}

/** One PostgreSQL server for the whole run, in a temporary directory on a loopback port, stopped at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPgServer();
  project.provide("pgUrl", server.url());
  return () => server.stop();
}
