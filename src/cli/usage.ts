import { translate, type Locale } from "../engine/index.ts";
import { GAMES } from "../games/catalog.ts";
import type { AnyGameRegistration, AnyTableKind, TableSetting } from "../games/registration.ts";
import { say } from "./say.ts";

/** Where a setting's description starts, so that the settings of every game line up. */
const DESCRIPTION_COLUMN = 32;

/**
 * The play command's help: its own options, then each game's table settings as its registration declares them, so a
 * setting added to a game is listed without a word written here.
 */
export function playUsage(locale: Locale, games: string): string {
  const parts = [say("usage", locale, { games })];
  for (const game of GAMES) {
    const lines = settingsOf(game).map(({ kind, setting }) => settingLine(kind, setting, locale));
    const named = game.kinds[0];
    if (named && lines.length > 0)
      parts.push([say("usage.settings", locale, { game: named.name(locale) }), ...lines].join("\n"));
  }
  return parts.join("\n\n");
}

/** A game's settings once per option name, each with the table kind whose catalog names it. */
function settingsOf(game: AnyGameRegistration): { kind: AnyTableKind; setting: TableSetting }[] {
  const found = new Map<string, { kind: AnyTableKind; setting: TableSetting }>();
  for (const kind of game.kinds)
    for (const setting of kind.settings ?? [])
      if (!found.has(setting.option)) found.set(setting.option, { kind, setting });
  return [...found.values()];
}

/** `  --deck-size <20|40>   Survivor: 20-card or 40-card action decks (default 20)`. */
function settingLine(kind: AnyTableKind, setting: TableSetting, locale: Locale): string {
  const values =
    "parse" in setting ? say("usage.text", locale) : `<${setting.choices.map((c) => String(c.value)).join("|")}>`;
  const option = `  --${setting.option} ${values}`;
  const first = "parse" in setting ? undefined : setting.choices[0];
  const fallback = first ? say("usage.default", locale, { value: String(first.value) }) : "";
  return `${option.padEnd(DESCRIPTION_COLUMN - 2)}  ${translate(kind.strings, setting.description, locale)}${fallback}`;
}
