/** `npm start` as a process of its own for the restart tests: started, waited for, killed. */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { Emulator } from "../emulator/index.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** `npm start`'s entry point as its own process, pointed at the emulator and a database (`database`: its environment). */
export function startBotProcess(
  emu: Emulator,
  database: Record<string, string>,
): { child: ChildProcess; ready: Promise<void>; output: string[] } {
  const child = spawn(process.execPath, ["--import", "tsx", "src/start.ts"], {
    cwd: ROOT,
    env: { ...process.env, DISCORD_TOKEN: emu.token, DISCORD_API_BASE: emu.apiBase, ...database },
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
export async function quiet(emu: Emulator, ms = 100): Promise<void> {
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
