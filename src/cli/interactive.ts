import { eventFor, type GameEvent, type Seat } from "../engine/index.ts";
import type { TableRecord } from "../db/store.ts";
import type { Stores } from "../db/stores.ts";
import { refusalMessage, type AnyTableKind } from "../games/catalog.ts";
import type { Control, GroupControl, PickControl } from "../games/controls.ts";
import type { Logger } from "../log.ts";
import { systemClock } from "../tables/clock.ts";
import { TableService } from "../tables/service.ts";
import type { CliArgs } from "./args.ts";
import { guideText } from "./guide-text.ts";
import { say } from "./say.ts";

const HUMAN: Seat = 0;
/** The terminal's own "channel" and "user" in the store, apart from every Discord table. */
const TERMINAL_CHANNEL = "terminal";
const TERMINAL_USER = "terminal";
const HOST = { userId: TERMINAL_USER, canManage: true };
const silent: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** Asks a question and returns the next line typed (or piped), or null at the end of input. */
export type LineReader = (question: string) => Promise<string | null>;

/** One numbered entry of a decision: an action itself, a list to pick several items from, or a group to open. */
type Entry = { label: string; action: unknown } | { label: string; pick: PickControl<unknown> } | { label: string; group: GroupControl<unknown> };

/**
 * You against the bot in the terminal, through the same table service and store as Discord: every move is kept in
 * SQLite, so a game in a file (`npm start` without a token) can be left and taken up again. You see only your own
 * view, and every decision is a numbered list. Returns the table once the game is over, or null when you quit.
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

  print(say("you-are", locale, { seat: names[HUMAN] ?? "" }));
  let table = resume ?? (await startTable(service, args, names, show));
  while (table.status === "playing" && table.match) {
    const view = service.view(table, HUMAN);
    if (!view) break;
    print("");
    for (const line of kind.describeTable(view, locale, names)) print(line);
    const hand = kind.ownHand(view);
    if (hand) print(say("your-hand", locale, { cards: kind.cardList(hand, locale) }));
    for (const line of kind.describeSecrets?.(view, locale, names) ?? []) print(line);
    print(kind.describePrompt(view, locale, names));
    const legal = service.legal(table, HUMAN);
    for (const note of kind.controls(view, legal, locale).notes ?? []) print(`  ${note}`);
    const entries = entriesOf(kind, view, legal, locale);
    entries.forEach((entry, i) => print(`  ${i + 1}. ${entry.label}`));
    const action = await choose(entries, input, print, locale, kind);
    if (action === QUIT) {
      print(say(stores.persistent ? "quit-kept" : "quit", locale));
      return null;
    }
    if (action === AGAIN) continue;
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
  print(say(kind.turnsAre === "rounds" ? "game-over.rounds" : "game-over.turns", locale, { turns: table.match ? kind.turns(table.match.state) : 0 }));
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

async function startTable(service: TableService, args: CliArgs, names: readonly string[], show: (events: readonly GameEvent[]) => void): Promise<TableRecord> {
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

/** More legal actions than this are offered as the game's own controls (buttons and lists) rather than one by one. */
const LIST_MAX = 30;

/**
 * The numbered entries of a decision: every legal action, and each list or group the game offers that reaches more
 * (several items picked at once, a hand built card by card); when the legal actions are too many to read (every team
 * Survivor's pick allows), the game's controls instead.
 */
function entriesOf(kind: AnyTableKind, view: NonNullable<ReturnType<TableService["view"]>>, legal: unknown[], locale: CliArgs["locale"]): Entry[] {
  const seat = view.viewer === "spectator" ? 0 : view.viewer;
  const controls = kind.controls(view, legal, locale).controls;
  if (legal.length > LIST_MAX) return controlEntries(controls, locale);
  const listed = new Set(legal.map((action) => JSON.stringify(action)));
  const entries: Entry[] = legal.map((action) => ({ label: kind.describeAction(action, locale, seat), action }));
  return [...entries, ...controlEntries(controls.filter((control) => reachesMore(control, listed)), locale)];
}

/** Controls as entries: a button's action, a pick's list, a group to open; greyed-out choices are left out. */
function controlEntries(controls: readonly Control<unknown>[], locale: CliArgs["locale"]): Entry[] {
  return controls.flatMap((control): Entry[] => {
    switch (control.type) {
      case "button":
        return [{ label: control.label, action: control.action }];
      case "pick":
        return [{ label: say("pick.entry", locale, { placeholder: control.placeholder, count: howMany(control) }), pick: control }];
      case "group":
        return [{ label: say("group.entry", locale, { placeholder: control.placeholder }), group: control }];
      case "blocked":
        return [];
    }
  });
}

/** Whether a control offers an action the listed ones do not: a pick of several items always may. */
function reachesMore(control: Control<unknown>, listed: ReadonlySet<string>): boolean {
  switch (control.type) {
    case "button":
      return !listed.has(JSON.stringify(control.action));
    case "pick":
      return control.count > 1 || (control.min ?? control.count) !== control.count || control.options.some((o) => !listed.has(JSON.stringify(control.action([o.value]))));
    case "group":
      return control.options.some((o) => o.controls.some((c) => reachesMore(c, listed)));
    case "blocked":
      return false;
  }
}

export const QUIT = Symbol("quit");
const AGAIN = Symbol("again");
const BACK = Symbol("back");

/** Reads a numbered choice: its action, QUIT on "q" or the end of input, AGAIN after the rules were shown. */
export async function choose(
  entries: readonly Entry[],
  input: LineReader,
  print: (line: string) => void,
  locale: CliArgs["locale"],
  kind: AnyTableKind,
): Promise<unknown> {
  const max = entries.length;
  for (;;) {
    const answer = await input(say(max === 1 ? "choose-one" : "choose", locale, { max }));
    if (answer === null) return QUIT;
    const text = answer.normalize("NFKC").trim().toLowerCase();
    if (text === "q" || text === "quit") return QUIT;
    if (text === "rules" || text === "?" || text === "help") {
      print(guideText(kind, locale));
      return AGAIN;
    }
    const n = Number(text);
    const entry = Number.isInteger(n) ? entries[n - 1] : undefined;
    if (!entry) {
      print(say(max === 1 ? "bad-choice-one" : "bad-choice", locale, { max }));
      continue;
    }
    if ("action" in entry) return entry.action;
    const picked = "pick" in entry ? await pickItems(entry.pick, input, print, locale) : await openGroup(entry.group, input, print, locale, kind);
    if (picked !== null && picked !== BACK) return picked;
  }
}

/**
 * A group's options, then the chosen option's controls, each a numbered list ending in "Back"; BACK when the person
 * goes back out of the group.
 */
async function openGroup(group: GroupControl<unknown>, input: LineReader, print: (line: string) => void, locale: CliArgs["locale"], kind: AnyTableKind): Promise<unknown> {
  const back: Entry = { label: say("group.back", locale), action: BACK };
  for (;;) {
    const options: Entry[] = group.options.map((o, i) => ({ label: o.description ? `${o.label} — ${o.description}` : o.label, action: i }));
    print(`  ${group.placeholder}`);
    const chosen = await chooseAmong([...options, back], input, print, locale, kind);
    const option = typeof chosen === "number" ? group.options[chosen] : undefined;
    if (!option) return chosen;
    for (const note of option.notes ?? []) print(`  ${note}`);
    // An option that only opens the next step goes straight on to it.
    const [only] = option.controls;
    const lone = option.controls.length === 1 && only ? loneEntries(only) : null;
    if (lone && only?.type === "pick") print(`  ${only.placeholder}`);
    const action =
      option.controls.length === 1 && only?.type === "group"
        ? await openGroup(only, input, print, locale, kind)
        : await chooseAmong([...(lone ?? controlEntries(option.controls, locale)), back], input, print, locale, kind);
    if (action !== BACK) return action;
  }
}

/** A lone single-choice menu's options as entries of their own; null for any other control. */
function loneEntries(control: Control<unknown>): Entry[] | null {
  if (control.type !== "pick" || control.count !== 1 || (control.min ?? 1) !== 1) return null;
  return control.options.flatMap((o) => {
    const action = control.action([o.value]);
    return action === null ? [] : [{ label: o.description ? `${o.label} — ${o.description}` : o.label, action }];
  });
}

/** Prints numbered entries and reads the choice among them. */
function chooseAmong(entries: readonly Entry[], input: LineReader, print: (line: string) => void, locale: CliArgs["locale"], kind: AnyTableKind): Promise<unknown> {
  entries.forEach((entry, i) => print(`    ${i + 1}. ${entry.label}`));
  return choose(entries, input, print, locale, kind);
}

/** How many items a pick takes: "2", or "1-3" when fewer will do. */
function howMany(pick: PickControl<unknown>): string {
  const min = pick.min ?? pick.count;
  return min === pick.count ? String(pick.count) : `${min}-${pick.count}`;
}

/** Lists a pick's items and reads the numbers of the chosen ones; null to go back to the decision's list. */
async function pickItems(
  pick: PickControl<unknown>,
  input: LineReader,
  print: (line: string) => void,
  locale: CliArgs["locale"],
): Promise<unknown> {
  pick.options.forEach((option, i) => print(`    ${i + 1}. ${option.label}`));
  for (;;) {
    const answer = await input(say("pick.ask", locale, { count: howMany(pick) }));
    if (answer === null) return null;
    const text = answer.normalize("NFKC").trim();
    if (text === "") return null;
    const numbers = text.split(/[\s,、]+/).map(Number);
    const values = numbers.map((n) => (Number.isInteger(n) ? pick.options[n - 1]?.value : undefined));
    const distinct = new Set(values);
    const fits = distinct.size === values.length && values.length >= (pick.min ?? pick.count) && values.length <= pick.count;
    const action = values.every((v): v is string => v !== undefined) && fits ? pick.action(values) : null;
    if (action !== null) return action;
    print(say("pick.bad", locale, { count: howMany(pick), max: pick.options.length }));
  }
}
