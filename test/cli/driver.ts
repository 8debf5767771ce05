/**
 * Drives the real terminal programs the way a person does: reads what they print, and answers each question when it
 * is asked (a policy sees the screen since its last answer and the question). `npm run play` runs as its own process
 * (stdin and stdout piped); `npm start`'s terminal table in process (only its TTY check is left out).
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { leftGame, terminalService } from "../../src/cli/interactive.ts";
import { playTerminal } from "../../src/cli/terminal.ts";
import { openStores } from "../../src/db/stores.ts";
import { TS_ENTRY } from "./launch.ts";

const root = join(import.meta.dirname, "..", "..");

/** The line to type, or null to close the input (what Ctrl-D does); `stored` is the kept game as stored, if any. */
export type Policy = (screen: string, question: string, stored?: string) => string | null;

/** Runs `npm run play -- <args>`, answering every question with the policy; its exit status and whole output. */
export function drivePlay(
  args: readonly string[],
  policy: Policy,
  lang = "en_US.UTF-8",
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...TS_ENTRY, "src/cli/main.ts", ...args], {
      cwd: root,
      env: { ...process.env, LANG: lang },
    });
    let out = "";
    let err = "";
    let answeredAt = 0;
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => (err += chunk));
    child.stdout.on("data", (chunk: string) => {
      out += chunk;
      // Every line printed ends with a new line; a question does not, and waits for its answer.
      const question = out.slice(out.lastIndexOf("\n") + 1);
      if (question === "" || out.length === answeredAt) return;
      const screen = out.slice(answeredAt, out.length - question.length);
      answeredAt = out.length;
      const answer = policy(screen, question);
      if (answer === null) child.stdin.end();
      else child.stdin.write(`${answer}\n`);
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out, err }));
  });
}

/** The terminal's game in the file as stored (its match, moves and all), or "" when there is none. */
async function storedGame(file: string): Promise<string> {
  const stores = await openStores({ databasePath: file });
  try {
    const left = await leftGame(terminalService(stores, 1));
    return left?.match ? JSON.stringify(left.match) : "";
  } finally {
    await stores.close();
  }
}

/**
 * Runs `npm start`'s terminal table on a SQLite file, answering with the policy, which also sees the game as stored
 * when each question is asked; its exit status and output.
 */
export async function driveTerminal(
  file: string,
  policy: Policy,
  locale: "en" | "ja" = "en",
): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  let answeredAt = 0;
  const read = async (question: string): Promise<string | null> => {
    const screen = lines.slice(answeredAt).join("\n");
    const answer = policy(screen, question, await storedGame(file));
    lines.push(`${question}${answer ?? ""}`);
    answeredAt = lines.length;
    return answer;
  };
  const code = await playTerminal({ databasePath: file }, locale, { read, close: () => {} }, (line) =>
    lines.push(line),
  );
  return { code, out: lines.join("\n") };
}

/** A policy answering from a list, in order; null (the end of input) once it runs out. */
export function typing(answers: readonly string[]): Policy {
  const queue = [...answers];
  return () => queue.shift() ?? null;
}
