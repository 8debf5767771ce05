/**
 * `npm run deck -- check <game> <file|-> [--json] [--lang en|ja]`: a deck list checked the way tables check it;
 * `npm run deck -- cards <game> [--lang en|ja]`: the names a list may use.
 */
import { readFileSync, statSync } from "node:fs";
import { localeOf, type Locale } from "../engine/index.ts";
import { checkDeck } from "../decks/check.ts";
import { DECK_FORMATS } from "../decks/formats.ts";
import { gameName } from "../games/catalog.ts";
import { MAX_LIST_CHARS } from "../decks/parse.ts";
import { issueText, reportLines } from "../decks/report.ts";
import { errorText } from "../log.ts";
import { cardListLines, cardListMarkdown } from "./deck-cards.ts";
import { guarded, print } from "./terminal-io.ts";
import { say } from "./say.ts";

/** Largest file read: a list is text, a few kilobytes; anything much larger is not a list. */
const MAX_FILE_BYTES = MAX_LIST_CHARS * 4;

type DeckArgs =
  | { command: "check"; game: string; file: string; json: boolean; locale: Locale }
  | { command: "cards"; game: string; markdown: boolean; locale: Locale };

type Refusal = { key: Parameters<typeof say>[0]; params: Record<string, string | number> };

function parseDeckArgs(argv: readonly string[], env: NodeJS.ProcessEnv): DeckArgs | Refusal | "help" {
  const words: string[] = [];
  let json = false;
  let markdown = false;
  let locale = localeOf(env.LANG);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--help" || arg === "-h") return "help";
    if (arg === "--json") json = true;
    else if (arg === "--markdown") markdown = true;
    else if (arg === "--lang") {
      const value = argv[++i];
      if (value !== "en" && value !== "ja") return { key: "error.bad-lang", params: { value: value ?? "" } };
      locale = value;
    } else if (arg.startsWith("--")) return { key: "error.unknown-option", params: { option: arg } };
    else words.push(arg);
  }
  const [command, named, file] = words;
  if (command !== "check" && command !== "cards") return { key: "deck.no-command", params: {} };
  const games = [...DECK_FORMATS.keys()].join(", ");
  const game = named?.toLowerCase();
  if (!game || !DECK_FORMATS.has(game)) return { key: "deck.no-game", params: { games } };
  if (command === "cards") return { command, game, markdown, locale };
  if (!file) return { key: "deck.no-file", params: {} };
  return { command, game, file, json, locale };
}

/** The list's text, or why it cannot be read (missing, a folder, binary, too big). */
function readList(file: string): { text: string } | Refusal {
  try {
    if (file === "-") return { text: readFileSync(0, "utf8") };
    const stat = statSync(file);
    if (stat.isDirectory()) return { key: "deck.folder", params: { file } };
    if (stat.size > MAX_FILE_BYTES)
      return { key: "deck.too-big", params: { file, size: stat.size, max: MAX_FILE_BYTES } };
    const bytes = readFileSync(file);
    if (bytes.includes(0)) return { key: "deck.not-text", params: { file } };
    return { text: bytes.toString("utf8") };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { key: "deck.missing", params: { file } };
    return { key: "deck.unreadable", params: { file, reason: errorText(error) } };
  }
}

async function main(): Promise<number> {
  const parsed = parseDeckArgs(process.argv.slice(2), process.env);
  const locale = typeof parsed === "object" && "locale" in parsed ? parsed.locale : localeOf(process.env.LANG);
  const games = [...DECK_FORMATS.keys()].join(", ");
  if (parsed === "help") {
    print(say("deck.usage", locale, { games }));
    return 0;
  }
  if ("key" in parsed) {
    // The cause, and a short usage under it: the whole usage would scroll the cause away.
    process.stderr.write(`${say(parsed.key, locale, parsed.params)}\n${say("deck.usage-short", locale, { games })}\n`);
    return 2;
  }
  const format = DECK_FORMATS.get(parsed.game);
  if (!format) return 2;
  if (parsed.command === "cards") {
    if (parsed.markdown) print(cardListMarkdown(format, gameName(parsed.game, "en")));
    else for (const line of cardListLines(format, locale)) print(line);
    return 0;
  }
  const read = readList(parsed.file);
  if ("key" in read) {
    process.stderr.write(`${say(read.key, locale, read.params)}\n`);
    return 2;
  }
  const report = checkDeck(format, read.text);
  const name = gameName(parsed.game, locale);
  if (parsed.json) {
    print(
      JSON.stringify({ ...report, issues: report.issues.map((i) => ({ ...i, text: issueText(format, i, locale) })) }),
    );
  } else {
    for (const line of reportLines(format, report, name, locale)) print(line);
  }
  return report.legal ? 0 : 1;
}

process.exitCode = await guarded(main, localeOf(process.env.LANG));
