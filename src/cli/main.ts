import { writeFileSync } from "node:fs";
import { freshSeed, localeOf, viewMatch, type Match } from "../engine/index.ts";
import { openStores } from "../db/stores.ts";
import { TABLE_KINDS } from "../games/catalog.ts";
import { paintTable } from "../render/index.ts";
import { parseArgs, type CliArgs } from "./args.ts";
import { MOVE_LIMIT, playBotMatch } from "./bot-match.ts";
import { guideText } from "./guide-text.ts";
import { playInteractive } from "./interactive.ts";
import { guarded, print, terminalInput } from "./terminal-io.ts";
import { say } from "./say.ts";

/** `npm run play -- <game> [--bots n] [--players n] [--seed n] [--json] [--png file] [--rules] [--lang en|ja]` */

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
  if (parsed.rules) {
    print(guideText(parsed.kind, parsed.locale, "all"));
    return 0;
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
  // A game of `npm run play` lives in memory; `npm start` without a token keeps it in the bot's SQLite file.
  const stores = await openStores({ databasePath: ":memory:" });
  const input = terminalInput();
  try {
    const table = await playInteractive(parsed, stores, input.read, print);
    if (table?.match) writePng(parsed, table.match);
    return 0;
  } finally {
    input.close();
    await stores.close();
  }
}

process.exitCode = await guarded(main, localeOf(process.env.LANG));
