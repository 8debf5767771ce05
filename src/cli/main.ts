import { writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { freshSeed, localeOf, viewMatch, type Match } from "../engine/index.ts";
import { TABLE_KINDS } from "../games/catalog.ts";
import { paintTable } from "../render/index.ts";
import { parseArgs, type CliArgs } from "./args.ts";
import { MOVE_LIMIT, playBotMatch } from "./bot-match.ts";
import { playInteractive, type LineReader } from "./interactive.ts";
import { say } from "./say.ts";

/** `npm run play -- <game> [--bots n] [--players n] [--seed n] [--json] [--png file] [--lang en|ja]` */

const print = (line: string): void => void process.stdout.write(`${line}\n`);

function writePng(args: CliArgs, match: Match<unknown, unknown>): void {
  if (!args.png) return;
  const view = viewMatch(args.kind.game, match, "spectator");
  writeFileSync(args.png, paintTable(args.kind.game.id, view, args.locale, args.kind.defaultNames(args.locale)));
  if (!args.json) print(say("png-written", args.locale, { file: args.png }));
}

async function main(): Promise<number> {
  const parsed = parseArgs(process.argv.slice(2), process.env, freshSeed);
  const games = [...TABLE_KINDS.keys()].join(", ");
  if (parsed === "help") {
    print(say("usage", localeOf(process.env.LANG), { games }));
    return 0;
  }
  if ("key" in parsed) {
    const locale = localeOf(process.env.LANG);
    process.stderr.write(`${say(parsed.key, locale, parsed.params)}\n\n${say("usage", locale, { games })}\n`);
    return 2;
  }
  if (parsed.bots === parsed.players) {
    const { summary, match } = playBotMatch(parsed, print);
    writePng(parsed, match);
    if (parsed.json) print(JSON.stringify(summary));
    if (!summary.finished) {
      process.stderr.write(`${say("error.unfinished", parsed.locale, { limit: MOVE_LIMIT })}\n`);
      return 1;
    }
    return 0;
  }
  const input = createInterface({ input: process.stdin, terminal: false });
  // The async iterator buffers piped lines, so none is lost between two questions.
  const lines = input[Symbol.asyncIterator]();
  const readLine: LineReader = async (question) => {
    process.stdout.write(question);
    const next = await lines.next();
    if (next.done) return null;
    if (!process.stdin.isTTY) process.stdout.write(`${next.value}\n`);
    return next.value;
  };
  try {
    const match = await playInteractive(parsed, readLine, print);
    if (match) writePng(parsed, match);
    return 0;
  } finally {
    input.close();
  }
}

process.exitCode = await main();
