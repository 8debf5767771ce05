/** `npm run play -- <game> [--bots n] [--players n] [--seed n] [--json] [--png file] [--rules] [--lang en|ja]` */
import { writeFileSync } from "node:fs";
import { freshSeed, localeOf, viewMatch, type Match } from "../engine/index.ts";
import { openStores } from "../db/stores.ts";
import { TABLE_KINDS } from "../games/catalog.ts";
import { paintOwnHand, paintTable } from "../render/index.ts";
import { parseArgs, type CliArgs } from "./args.ts";
import { MOVE_LIMIT, playBotMatch } from "./bot-match.ts";
import { guideText } from "./guide-text.ts";
import { playInteractive } from "./interactive.ts";
import { guarded, print, terminalInput } from "./terminal-io.ts";
import { say } from "./say.ts";
import { playUsage } from "./usage.ts";

/** The table's image (from a seat's side with --seat) and, with --hand, that seat's hand next to it. */
function writePng(args: CliArgs, match: Match<unknown, unknown>): void {
  if (!args.png) return;
  const { kind, locale } = args;
  const view = viewMatch(kind.game, match, args.seat ?? "spectator");
  writeFileSync(args.png, paintTable(kind.game.id, view, locale, kind.defaultNames(locale)));
  if (!args.json) print(say("png-written", locale, { file: args.png }));
  if (!args.hand) return;
  const file = args.png.replace(/(\.png)?$/i, "-hand.png");
  writeFileSync(file, paintOwnHand(kind.game.id, kind.ownHand(view) ?? [], locale));
  if (!args.json) print(say("hand-written", locale, { file }));
}

async function main(): Promise<number> {
  const parsed = parseArgs(process.argv.slice(2), process.env, freshSeed);
  const games = [...TABLE_KINDS.keys()].join(", ");
  if (parsed === "help") {
    print(playUsage(localeOf(process.env.LANG), games));
    return 0;
  }
  if ("key" in parsed) {
    const locale = localeOf(process.env.LANG);
    // The cause, and a short usage under it: the whole usage would scroll the cause away.
    process.stderr.write(`${say(parsed.key, locale, parsed.params)}\n${say("usage-short", locale, { games })}\n`);
    return 2;
  }
  if (parsed.rules) {
    print(guideText(parsed.kind, parsed.locale, "all"));
    return 0;
  }
  if (parsed.bots === parsed.players) {
    const { summary, drawn } = playBotMatch(parsed, print);
    if (drawn) writePng(parsed, drawn);
    else {
      process.stderr.write(`${say("error.png-at-past-end", parsed.locale, { intents: summary.intents })}\n`);
      return 2;
    }
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
