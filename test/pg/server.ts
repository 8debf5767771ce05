import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/** A PostgreSQL server of its own: a temporary data directory, a free loopback port, stopped and removed at the end. */
export interface PgServer {
  /** The URL of a database on this server (`postgres` by default). */
  url(database?: string): string;
  /** Creates an empty database with a fresh name and returns its URL. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

/** Debian installs each major version under /usr/lib/postgresql/<major>/bin; PG_BIN names another place. */
export function postgresBin(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN) return env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const majors = fs.existsSync(root)
    ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, "bin", "initdb")))
    : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest)
    throw new Error("PostgreSQL is not installed (apt-get install postgresql), or set PG_BIN to its bin directory");
  return path.join(root, newest, "bin");
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
function serverUser(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string): number => Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim());
  return { uid: id("-u"), gid: id("-g") };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const until = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited with ${child.exitCode}: ${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > until) throw new Error(`postgres did not start: ${String(error)} ${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

let databases = 0;

/** Creates an empty database with a fresh name on the server of `adminUrl` and returns its URL. */
export async function createDatabase(adminUrl: string): Promise<string> {
  const name = `t${process.pid}_${++databases}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Starts a throwaway server tuned for tests (no fsync: its data dies with it). */
export async function startPgServer(): Promise<PgServer> {
  const bin = postgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bot-pg-"));
  const user = serverUser();
  if ("uid" in user) fs.chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, "data");
  const init = spawnSync(
    path.join(bin, "initdb"),
    ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"],
    { encoding: "utf8", cwd: dir, ...user },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const port = await freePort();
  const settings = [
    "-c",
    "fsync=off",
    "-c",
    "synchronous_commit=off",
    "-c",
    "full_page_writes=off",
    "-c",
    "max_connections=300",
    "-c",
    "listen_addresses=127.0.0.1",
  ];
  const child = spawn(path.join(bin, "postgres"), ["-D", data, "-p", String(port), "-k", dir, ...settings], {
    stdio: ["ignore", "pipe", "pipe"],
    cwd: dir,
    ...user,
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const url = (database = "postgres"): string => `postgres://postgres@127.0.0.1:${port}/${database}`;
  try {
    await waitForServer(url(), child, () => output);
  } catch (error) {
    child.kill("SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    createDatabase: () => createDatabase(url()),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        // SIGINT is PostgreSQL's fast shutdown: it closes the connections still open and stops.
        child.kill("SIGINT");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
