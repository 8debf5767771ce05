/** What `npm run replay` does with its arguments, writing to `io`: the exit code (0, or 2 for bad input). */
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { localeOf, type Locale } from "../engine/index.ts";
import { TABLE_KINDS } from "../games/catalog.ts";
import { errorText } from "../log.ts";
import { paintTable } from "../render/index.ts";
import type { ReplayFile } from "../tables/replay-file-format.ts";
import { readReplayFile, replayProblemText } from "../tables/replay-file.ts";
import { pngPathProblem, type CliError } from "./args.ts";
import { headerLines, stepLines } from "./replay-text.ts";
import { say } from "./say.ts";

interface ReplayArgs {
  file: string;
  /** 1-based, as the log numbers the steps; null for all of them (or the last one, for --png). */
  step: number | null;
  png: string | null;
  /** --lang; the file's language when absent. */
  lang: Locale | null;
}

function parseReplayArgs(argv: readonly string[]): ReplayArgs | CliError | "help" {
  let file: string | null = null;
  let step: number | null = null;
  let png: string | null = null;
  let lang: Locale | null = null;
  const rest = [...argv];
  while (rest.length > 0) {
    const arg = rest.shift() as string;
    if (arg === "--help" || arg === "-h") return "help";
    if (arg === "--step" || arg === "--png" || arg === "--lang") {
      const value = rest.shift();
      if (value === undefined) return { key: "error.missing-value", params: { option: arg } };
      if (arg === "--png") png = value;
      else if (arg === "--step") {
        if (!/^\d{1,6}$/.test(value)) return { key: "replay.step-not-number", params: { value } };
        step = Number(value);
      } else if (value === "en" || value === "ja") lang = value;
      else return { key: "error.bad-lang", params: { value } };
      continue;
    }
    if (arg.startsWith("-") || file !== null) return { key: "error.unknown-option", params: { option: arg } };
    file = arg;
  }
  if (file === null) return { key: "replay.no-file" };
  const badPng = png === null ? null : pngPathProblem(png);
  return badPng ?? { file, step, png, lang };
}

/** The replay in the file, or why it cannot be read (missing, a folder, not a replay this build reads). */
function loadReplay(file: string, locale: Locale): ReplayFile | string {
  let text: string;
  try {
    if (statSync(file).isDirectory()) return say("replay.folder", locale, { file });
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return say("replay.missing", locale, { file });
    return say("replay.unreadable", locale, { file, reason: errorText(error) });
  }
  const read = readReplayFile(text);
  return read.ok
    ? read.file
    : say("replay.bad-file", locale, { file, reason: replayProblemText(read.problem, locale) });
}

/** Where the command writes: lines to standard output, text to standard error. */
export interface ReplayIo {
  out(line: string): void;
  err(text: string): void;
}

export function replayCommand(argv: readonly string[], lang: string | undefined, io: ReplayIo): number {
  const print = (line: string): void => io.out(line);
  const parsed = parseReplayArgs(argv);
  const envLocale = localeOf(lang);
  if (parsed === "help") {
    print(say("replay.usage", envLocale));
    return 0;
  }
  if ("key" in parsed) {
    io.err(`${say(parsed.key, envLocale, parsed.params)}\n${say("replay.usage-short", envLocale)}\n`);
    return 2;
  }
  // Problems are told in the language asked for, or the terminal's; the replay in the file's unless another is asked.
  const problems = parsed.lang ?? envLocale;
  const replay = loadReplay(parsed.file, problems);
  if (typeof replay === "string") {
    io.err(`${replay}\n`);
    return 2;
  }
  const locale = parsed.lang ?? replay.header.locale;
  const count = replay.steps.length;
  if (parsed.step !== null && (parsed.step < 1 || parsed.step > count)) {
    io.err(`${say("replay.bad-step", problems, { value: parsed.step, count })}\n`);
    return 2;
  }
  // The file was checked against the kinds of this build: its kind is one of them.
  const kind = TABLE_KINDS.get(replay.header.kind);
  if (!kind) return 2;
  if (parsed.png !== null) {
    const step = replay.steps[(parsed.step ?? count) - 1];
    if (!step) return 2;
    const names = replay.header.players.map((p) => p.name);
    writeFileSync(parsed.png, paintTable(replay.header.game, step.board, locale, names));
    print(say("png-written", locale, { file: parsed.png }));
    return 0;
  }
  for (const line of headerLines(kind, replay, locale)) print(line);
  const shown = parsed.step === null ? replay.steps.map((_, i) => i) : [parsed.step - 1];
  for (const index of shown) {
    print("");
    for (const line of stepLines(kind, replay, index, locale)) print(line);
  }
  return 0;
}
