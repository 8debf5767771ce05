/** `npm start` as a process of its own for the restart tests, on a fresh emulator and database: started, killed, started again. */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { jsonLogger } from "../../src/log.ts";
import { systemClock } from "../../src/tables/clock.ts";
import { TableService } from "../../src/tables/service.ts";
import { testDatabase, type Backend, type TestDatabase } from "../db/backends.ts";
import { startEmulator, type EmuChannel, type Emulator } from "../emulator/index.ts";
import type { Driver } from "./harness.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * `npm start`'s entry point as its own process, pointed at the emulator and a database (`database`: its environment),
 * with any other settings in `env`.
 */
export function startBotProcess(
  emu: Emulator,
  database: Record<string, string>,
  env: Record<string, string> = {},
): { child: ChildProcess; ready: Promise<void>; output: string[] } {
  const child = spawn(process.execPath, ["--import", "tsx", "src/start.ts"], {
    cwd: ROOT,
    env: { ...process.env, DISCORD_TOKEN: emu.token, DISCORD_API_BASE: emu.apiBase, ...database, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join("").includes('"msg":"bot ready"')) resolve();
    });
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.once("exit", (code) => reject(new Error(`bot exited with ${code}: ${output.join("")}`)));
  });
  return { child, ready, output };
}

/** Waits until the emulator has seen no request for a while: the bot process has finished reacting. */
async function quiet(emu: Emulator, ms = 100): Promise<void> {
  const total = (): number => Object.values(emu.requestCounts).reduce((a, b) => a + b, 0);
  let last = -1;
  while (last !== total()) {
    last = total();
    await sleep(ms);
  }
}

export function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/**
 * A card room in a fresh emulator with alice, bob (Japanese) and carol; `npm start` on a fresh database of `backend`;
 * and a second connection to that database, through which the test reads the tables (whose turn, which version).
 */
export interface ProcessRig {
  emu: Emulator;
  channel: EmuChannel;
  db: TestDatabase;
  service: TableService;
  driver: Driver;
  /** The bot process running now (a restart replaces it). */
  bot: BotProcess;
  /** Every table message shows its table's latest change and the bot's requests have stopped. */
  settled(): Promise<void>;
  /** Kills the bot process at once (SIGKILL) and waits until it is gone. */
  crash(): Promise<void>;
  /** Starts a new bot process on the same database; `ready` says when it has restored its tables. */
  relaunch(): BotProcess;
  close(): Promise<void>;
}

export type BotProcess = ReturnType<typeof startBotProcess>;

export async function startProcessRig(backend: Backend): Promise<ProcessRig> {
  const emu = await startEmulator();
  const channel = emu.addGuild({ name: "Card room" }).channels[0] as EmuChannel;
  const people = {
    alice: emu.addUser({ username: "alice" }),
    bob: emu.addUser({ username: "bob", locale: "ja" }),
    carol: emu.addUser({ username: "carol" }),
  };
  const db = await testDatabase(backend);
  const service = new TableService(
    (await db.open()).matches,
    systemClock,
    jsonLogger(() => undefined),
  );
  const settled = async (): Promise<void> => {
    await emu.waitFor(async () => (await service.staleBoards()).length === 0);
    await quiet(emu);
  };
  const rig: ProcessRig = {
    emu,
    channel,
    db,
    service,
    driver: { emu, ...people, bot: { ctx: { service, idle: settled } } },
    bot: startBotProcess(emu, db.env),
    settled,
    async crash() {
      rig.bot.child.kill("SIGKILL");
      await killed(rig.bot.child);
    },
    relaunch() {
      rig.bot = startBotProcess(emu, db.env);
      return rig.bot;
    },
    async close() {
      await rig.crash();
      await db.cleanup();
      await emu.close();
    },
  };
  await rig.bot.ready;
  return rig;
}
