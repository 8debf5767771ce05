/** `npm start`'s terminal table: the game, how many play (you and the bots) and the game's table settings. */
import { freshSeed, translate, type Locale } from "../engine/index.ts";
import {
  optionsFor,
  refusalMessage,
  settingsAt,
  TABLE_KINDS,
  type AnyTableKind,
  type TableSetting,
} from "../games/catalog.ts";
import type { CliArgs } from "./args.ts";
import { gameHelp } from "./interactive.ts";
import { askText, choose, printEntries, QUIT, type Entry, type PromptIo } from "./prompt.ts";
import { say } from "./say.ts";

export function argsFor(
  kind: AnyTableKind,
  locale: Locale,
  players: number,
  settings: Record<string, string> = {},
  options: unknown = kind.options,
): CliArgs {
  return {
    kind,
    seed: freshSeed(),
    players,
    bots: players - 1,
    json: false,
    png: null,
    pngAt: null,
    seat: null,
    hand: false,
    rules: false,
    locale,
    settings,
    options,
  };
}

function playerWords(kind: AnyTableKind, locale: Locale): string {
  const { min, max } = kind.game.players;
  return min === max ? say("picker.players-fixed", locale, { n: min }) : say("picker.players", locale, { min, max });
}

async function ask<A>(question: string, entries: Entry<A>[], io: PromptIo): Promise<A | typeof QUIT> {
  io.print(question);
  printEntries(entries, io.print);
  return choose(entries, io);
}

/** The value a setting has in these options, in words. */
function valueWords(
  kind: AnyTableKind,
  setting: TableSetting,
  options: Record<string, unknown>,
  locale: Locale,
): string {
  if ("parse" in setting) return setting.show(options[setting.key], locale) ?? say("picker.default", locale);
  const choice = setting.choices.find((c) => c.value === options[setting.key]);
  return choice ? translate(kind.strings, choice.label, locale) : String(options[setting.key]);
}

/** A new value for one setting, as its text (what `--<option>` takes), or null to keep the one it has. */
async function settingValue(
  kind: AnyTableKind,
  setting: TableSetting,
  io: PromptIo,
): Promise<string | null | typeof QUIT> {
  const { locale, print } = io;
  print(translate(kind.strings, setting.description, locale));
  if ("parse" in setting) return askText(say("picker.text", locale), io);
  const entries = setting.choices.map((c) => ({
    label: translate(kind.strings, c.label, locale),
    action: String(c.value),
  }));
  return ask(translate(kind.strings, setting.label, locale), entries, io);
}

/** The table settings: shown with their values, each changed until the player starts the game. */
async function pickSettings(kind: AnyTableKind, players: number, io: PromptIo): Promise<CliArgs | typeof QUIT> {
  const { locale, print } = io;
  const settings: Record<string, string> = {};
  let options = kind.options as Record<string, unknown>;
  const offered = settingsAt(kind, players);
  for (;;) {
    if (offered.length === 0) return argsFor(kind, locale, players, settings, options);
    const entries: Entry<TableSetting | null>[] = [
      { label: say("picker.start", locale), action: null },
      ...offered.map((s) => ({
        label: `${translate(kind.strings, s.label, locale)}: ${valueWords(kind, s, options, locale)}`,
        action: s,
      })),
    ];
    const setting = await ask(say("picker.settings", locale), entries, io);
    if (setting === QUIT) return QUIT;
    if (setting === null) return argsFor(kind, locale, players, settings, options);
    const value = await settingValue(kind, setting, io);
    if (value === QUIT) return QUIT;
    if (value === null) continue;
    const read = optionsFor(kind, { ...settings, [setting.option]: value });
    if (!read.ok) {
      print(refusalMessage(kind, read.refusal, locale));
      continue;
    }
    settings[setting.option] = value;
    options = read.value as Record<string, unknown>;
  }
}

/** Asks for the game, the player count when the game seats several, and its settings. */
export async function pickTable(io: Omit<PromptIo, "help">): Promise<CliArgs | typeof QUIT> {
  const { locale } = io;
  const kinds = [...TABLE_KINDS.values()];
  const kind = await ask(
    say("terminal.pick-game", locale),
    kinds.map((k) => ({ label: k.name(locale), description: playerWords(k, locale), action: k })),
    { ...io, help: { rules: () => say("rules.pick-first", locale), card: () => say("rules.pick-first", locale) } },
  );
  if (kind === QUIT) return QUIT;
  const { min, max } = kind.game.players;
  const counts = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const game: PromptIo = { ...io, help: gameHelp(kind, locale) };
  const players =
    counts.length === 1
      ? min
      : await ask(
          say("picker.how-many", locale),
          counts.map((n) => ({
            label: n === 1 ? say("picker.solo", locale) : say("picker.with-bots", locale, { n, bots: n - 1 }),
            action: n,
          })),
          game,
        );
  if (players === QUIT) return QUIT;
  return pickSettings(kind, players, game);
}
