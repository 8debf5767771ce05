/** The terminal's output and input, shared by `npm run play` and `npm start`'s terminal table. */
import { createInterface } from "node:readline";
import type { Locale } from "../engine/index.ts";
import { errorText } from "../log.ts";
import type { LineReader } from "./prompt.ts";
import { say } from "./say.ts";

export const print = (line: string): void => void process.stdout.write(`${line}\n`);

/** Lines typed or piped in. The async iterator buffers piped lines, so none is lost between two questions. */
export function terminalInput(): { read: LineReader; close(): void } {
  const input = createInterface({ input: process.stdin, terminal: false });
  const lines = input[Symbol.asyncIterator]();
  return {
    read: async (question) => {
      process.stdout.write(question);
      const next = await lines.next();
      if (next.done) return null;
      if (!process.stdin.isTTY) process.stdout.write(`${next.value}\n`);
      return next.value;
    },
    close: () => input.close(),
  };
}

/**
 * Runs a terminal program: its exit status, or 1 with one plain line for anything thrown (a player never sees a stack
 * trace). Output piped into a program that stops reading (`| head`) ends it quietly.
 */
export async function guarded(run: () => Promise<number>, locale: Locale): Promise<number> {
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
  });
  try {
    return await run();
  } catch (error) {
    process.stderr.write(`${say("error.internal", locale, { message: errorText(error) })}\n`);
    return 1;
  }
}
