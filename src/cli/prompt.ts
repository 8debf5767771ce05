import type { Locale } from "../engine/index.ts";
import type { Control, GroupControl, PickControl } from "../games/controls.ts";
import { say } from "./say.ts";

/** Asks a question and returns the next line typed (or piped), or null at the end of input. */
export type LineReader = (question: string) => Promise<string | null>;

/**
 * One numbered entry of a decision: an action itself, a list to pick several items from, or a group to open (a choice
 * made in steps: a card, then its target); its card's text apart.
 */
export type Entry<A> =
  | { label: string; description?: string; action: A }
  | { label: string; description?: string; pick: PickControl<A> }
  | { label: string; description?: string; group: GroupControl<A> };

/** What `rules` and `card NAME` print at a prompt: the game's rules (a part of them when named) and a card's text. */
export interface PromptHelp {
  rules(part: string): string;
  card(name: string): string;
}

export interface PromptIo {
  input: LineReader;
  print: (line: string) => void;
  locale: Locale;
  help: PromptHelp;
}

/** The player leaves the table: "q", "quit" or the end of input, at any prompt. */
export const QUIT = Symbol("quit");

/** A line that asks for help rather than answers: `rules [part]`, `?`, `help` or `card NAME`; null for any other. */
function helpAsked(text: string, help: PromptHelp): string | null {
  const [word = "", ...rest] = text.split(/\s+/);
  const arg = rest.join(" ");
  const lower = word.toLowerCase();
  if (lower === "rules" || lower === "?" || lower === "help" || text === "ルール") return help.rules(arg);
  if (lower === "card" || lower === "カード") return help.card(arg);
  return null;
}

const isQuit = (text: string): boolean => ["q", "quit", "exit"].includes(text.toLowerCase());

/** Prints the numbered entries, each card's text under it (once for a run of entries sharing it). */
export function printEntries(
  entries: readonly { label: string; description?: string }[],
  print: (line: string) => void,
  indent = "  ",
): void {
  let previous: string | undefined;
  entries.forEach((entry, i) => {
    print(`${indent}${i + 1}. ${entry.label}`);
    if (entry.description && entry.description !== previous) {
      for (const line of entry.description.split("\n")) print(`${indent}   ${line}`);
    }
    previous = entry.description;
  });
}

/**
 * Reads a numbered choice: its action, or QUIT. Help (`rules`, `?`, `card NAME`) is printed and the question asked
 * again, so it never counts as an answer; so is anything that is not a choice.
 */
export async function choose<A>(entries: readonly Entry<A>[], io: PromptIo): Promise<A | typeof QUIT> {
  const { input, print, locale, help } = io;
  const max = entries.length;
  const [only] = entries;
  // A list to pick from that is the only choice is asked for at once.
  while (max === 1 && only && "pick" in only) {
    const picked = await pickItems(only.pick, io);
    if (picked !== null) return picked;
  }
  for (;;) {
    const answer = await input(say(max === 1 ? "choose-one" : "choose", locale, { max }));
    if (answer === null) return QUIT;
    const text = answer.normalize("NFKC").trim();
    if (isQuit(text)) return QUIT;
    const shown = helpAsked(text, help);
    if (shown !== null) {
      print(shown);
      printEntries(entries, print);
      continue;
    }
    const n = /^\d+$/.test(text) ? Number(text) : NaN;
    const entry = entries[n - 1];
    if (!entry) {
      print(say(max === 1 ? "bad-choice-one" : "bad-choice", locale, { max }));
      continue;
    }
    if ("action" in entry) return entry.action;
    const picked = "pick" in entry ? await pickItems(entry.pick, io) : await openGroup(entry.group, io);
    if (picked !== null) return picked;
    printEntries(entries, print);
  }
}

/** The entry of a list to pick items from. */
function pickEntry<A>(pick: PickControl<A>, locale: Locale): Entry<A> {
  return { label: say("pick.entry", locale, { placeholder: pick.placeholder, count: howMany(pick) }), pick };
}

/** Controls as entries: a button's action, a pick's list, a group to open; greyed-out choices are left out. */
export function controlEntries<A>(controls: readonly Control<A>[], locale: Locale): Entry<A>[] {
  return controls.flatMap((control): Entry<A>[] => {
    switch (control.type) {
      case "button":
        return [
          {
            label: control.label,
            ...(control.description ? { description: control.description } : {}),
            action: control.action,
          },
        ];
      case "pick":
        return [pickEntry(control, locale)];
      case "group":
        return [{ label: say("group.entry", locale, { placeholder: control.placeholder }), group: control }];
      case "blocked":
        return [];
    }
  });
}

/** A lone single-choice menu's options as entries of their own; null for any other control. */
function loneEntries<A>(control: Control<A>): Entry<A>[] | null {
  if (control.type !== "pick" || control.count !== 1 || (control.min ?? 1) !== 1) return null;
  return control.options.flatMap((o) => {
    const action = control.action([o.value]);
    return action === null
      ? []
      : [{ label: o.label, ...(o.description ? { description: o.description } : {}), action }];
  });
}

/** Going back out of a group, one step. */
const BACK = Symbol("back");

/**
 * A group's options, then the chosen option's controls, each a numbered list ending in "Back": the action, QUIT, or
 * null when the person goes back out of the group.
 */
async function openGroup<A>(group: GroupControl<A>, io: PromptIo): Promise<A | typeof QUIT | null> {
  const back: Entry<typeof BACK> = { label: say("group.back", io.locale), action: BACK };
  for (;;) {
    io.print(`  ${group.placeholder}`);
    const options: Entry<number | typeof BACK>[] = [
      ...group.options.map((o, i) => ({
        label: o.label,
        ...(o.description ? { description: o.description } : {}),
        action: i,
      })),
      back,
    ];
    printEntries(options, io.print);
    const chosen = await choose(options, io);
    if (chosen === QUIT) return QUIT;
    const option = chosen === BACK ? undefined : group.options[chosen];
    if (!option) return null;
    for (const note of option.notes ?? []) io.print(`  ${note}`);
    const [only] = option.controls;
    // An option that only opens the next step goes straight on to it.
    if (option.controls.length === 1 && only?.type === "group") {
      const action = await openGroup(only, io);
      if (action !== null) return action;
      continue;
    }
    const lone = option.controls.length === 1 && only ? loneEntries(only) : null;
    if (lone && only?.type === "pick") io.print(`  ${only.placeholder}`);
    const steps: Entry<A | typeof BACK>[] = [...(lone ?? controlEntries(option.controls, io.locale)), back];
    printEntries(steps, io.print);
    const action = await choose(steps, io);
    if (action !== BACK) return action;
  }
}

/** Reads a line of text: the text, null when left empty, or QUIT; help is printed and the question asked again. */
export async function askText(question: string, io: PromptIo): Promise<string | null | typeof QUIT> {
  for (;;) {
    const answer = await io.input(question);
    if (answer === null) return QUIT;
    const text = answer.normalize("NFKC").trim();
    if (text === "") return null;
    if (isQuit(text)) return QUIT;
    const shown = helpAsked(text, io.help);
    if (shown === null) return text;
    io.print(shown);
  }
}

/** How many items a pick takes: "2", or "1-3" when fewer will do. */
export function howMany(pick: PickControl<unknown>): string {
  const min = pick.min ?? pick.count;
  return min === pick.count ? String(pick.count) : `${min}-${pick.count}`;
}

/** Lists a pick's items and reads the numbers of the chosen ones: the action, QUIT, or null to go back. */
async function pickItems<A>(pick: PickControl<A>, io: PromptIo): Promise<A | typeof QUIT | null> {
  const { input, print, locale, help } = io;
  printEntries(pick.options, print, "    ");
  for (;;) {
    const answer = await input(say("pick.ask", locale, { count: howMany(pick) }));
    if (answer === null) return QUIT;
    const text = answer.normalize("NFKC").trim();
    if (text === "") return null;
    if (isQuit(text)) return QUIT;
    const shown = helpAsked(text, help);
    if (shown !== null) {
      print(shown);
      printEntries(pick.options, print, "    ");
      continue;
    }
    const numbers = text.split(/[\s,、]+/).map((word) => (/^\d+$/.test(word) ? Number(word) : NaN));
    const values = numbers.map((n) => pick.options[n - 1]?.value);
    const distinct = new Set(values);
    const fits =
      distinct.size === values.length && values.length >= (pick.min ?? pick.count) && values.length <= pick.count;
    const action = values.every((v): v is string => v !== undefined) && fits ? pick.action(values) : null;
    if (action !== null) return action;
    print(say("pick.bad", locale, { count: howMany(pick), max: pick.options.length }));
  }
}
