import { eventFor, type GameEvent, type Locale, type Seat } from "../engine/index.ts";
import type { TableRecord } from "../db/store.ts";
import type { Stores } from "../db/stores.ts";
import { refusalMessage, type AnyTableKind } from "../games/catalog.ts";
import type { Logger } from "../log.ts";
import { systemClock } from "../tables/clock.ts";
import { TableService } from "../tables/service.ts";
import type { CliArgs } from "./args.ts";
import { cardHelp } from "./card-help.ts";
import { guideText } from "./guide-text.ts";
import { entriesOf } from "./entries.ts";
import { choose, printEntries, QUIT, type LineReader, type PromptHelp } from "./prompt.ts";
import { say } from "./say.ts";

const HUMAN: Seat = 0;
/** The terminal's own "channel" and "user" in the store, apart from every Discord table. */
const TERMINAL_CHANNEL = "terminal";
const TERMINAL_USER = "terminal";
const HOST = { userId: TERMINAL_USER, canManage: true };
const silent: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** What `rules` and `card NAME` show during a game of this kind. */
export function gameHelp(kind: AnyTableKind, locale: Locale): PromptHelp {
  return { rules: (part) => guideText(kind, locale, part), card: (name) => cardHelp(kind, name, locale) };
}

/**
 * You against the bot in the terminal, through the same table service and store as Discord: every move is kept in
 * SQLite, so a game in a file (`npm start` without a token) can be left and taken up again. You see only your own
 * view, and every decision is a numbered list; one with a single choice is taken at once. Returns the table once the
 * game is over, or null when you quit.
 */
export async function playInteractive(
  args: CliArgs,
  stores: Stores,
  input: LineReader,
  print: (line: string) => void,
  resume: TableRecord | null = null,
): Promise<TableRecord | null> {
  const { kind, locale } = args;
  const service = terminalService(stores, args.seed);
  const names = kind.defaultNames(locale);
  names[HUMAN] = say("you", locale, { name: names[HUMAN] ?? "" });
  for (let seat = 1; seat < args.players; seat++) names[seat] = say("bot", locale, { name: names[seat] ?? "" });
  const show = (events: readonly GameEvent[]): void => {
    for (const event of events) {
      const line = kind.describeEvent(eventFor(event, HUMAN), locale, names);
      if (line) print(`  ${line}`);
    }
  };
  const io = { input, print, locale, help: gameHelp(kind, locale) };

  print(say("you-are", locale, { seat: names[HUMAN] ?? "" }));
  let table = resume ?? (await startTable(service, args, names, show));
  while (table.status === "playing" && table.match) {
    const view = service.view(table, HUMAN);
    if (!view) break;
    const legal = service.legal(table, HUMAN);
    const notes = kind.controls(view, legal, locale).notes ?? [];
    const entries = entriesOf(kind, view, legal, locale);
    const only = entries.length === 1 && entries[0] && "action" in entries[0] ? entries[0] : null;
    let action: unknown;
    if (only) {
      // One choice and nothing to pick: taking it tells nobody anything, so it is taken without asking.
      print(`${kind.describePrompt(view, locale, names)} ${say("only-choice", locale, { choice: only.label })}`);
      for (const note of notes) print(`  ${note}`);
      action = only.action;
    } else {
      print("");
      for (const line of kind.describeTable(view, locale, names)) print(line);
      const hand = kind.ownHand(view);
      if (hand) print(say("your-hand", locale, { cards: kind.cardList(hand, locale) }));
      for (const line of kind.describeSecrets?.(view, locale, names) ?? []) print(line);
      print(kind.describePrompt(view, locale, names));
      for (const note of notes) print(`  ${note}`);
      printEntries(entries, print);
      action = await choose(entries, io);
    }
    if (action === QUIT) {
      print(say(stores.persistent ? "quit-kept" : "quit", locale));
      return null;
    }
    const result = await service.act(table.id, TERMINAL_USER, table.match.seq, action);
    if (!result.ok) {
      print(refusalMessage(kind, result.refusal, locale));
      continue;
    }
    show(result.change.events);
    table = result.change.table;
  }
  const final = table.match && service.view(table, HUMAN);
  print("");
  if (final) for (const line of kind.describeTable(final, locale, names)) print(line);
  print(
    say(kind.turnsAre === "rounds" ? "game-over.rounds" : "game-over.turns", locale, {
      turns: table.match ? kind.turns(table.match.state) : 0,
    }),
  );
  // Only now: the seed and the bots' moves would give away the deck order and the bot's hand.
  print(say("replay", locale, { game: kind.id, seed: table.match?.setup.seed ?? args.seed, players: args.players }));
  return table;
}

/** The table service over a store, for the terminal's one seat. */
export function terminalService(stores: Stores, seed: CliArgs["seed"]): TableService {
  return new TableService(stores.matches, systemClock, silent, () => seed);
}

/** A terminal game left unfinished in the store, if any. */
export async function leftGame(service: TableService): Promise<TableRecord | null> {
  const left = await service.tableOfUser(TERMINAL_CHANNEL, TERMINAL_USER);
  return left?.status === "playing" ? left : null;
}

/** Ends a terminal game left unfinished, for a new one. */
export async function endLeftGame(service: TableService, table: TableRecord): Promise<void> {
  await service.end(table.id, HOST);
}

async function startTable(
  service: TableService,
  args: CliArgs,
  names: readonly string[],
  show: (events: readonly GameEvent[]) => void,
): Promise<TableRecord> {
  const opened = await service.open({
    guildId: null,
    channelId: TERMINAL_CHANNEL,
    host: { id: TERMINAL_USER, name: names[HUMAN] ?? "" },
    kind: args.kind.id,
    locale: args.locale,
    turnSeconds: 3600,
    settings: args.settings,
  });
  if (!opened.ok) throw new Error(`terminal table refused: ${opened.refusal.code}`);
  const id = opened.change.table.id;
  for (let seat = 1; seat < args.players; seat++) await service.addBot(id, HOST, names[seat] ?? "");
  const started = await service.start(id, HOST);
  if (!started.ok) throw new Error(`terminal table refused to start: ${started.refusal.code}`);
  show(started.change.events);
  return started.change.table;
}
