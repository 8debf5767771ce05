import { engineStrings, translate, type Catalog, type Locale, type Parsed, type Refusal } from "../engine/index.ts";
import { powapowa } from "./powapowa/index.ts";
import type { AnyGameRegistration, AnyTableKind, TableSetting } from "./registration.ts";
import { spymaster } from "./spymaster/index.ts";
import { survivor } from "./survivor/index.ts";
import { tombRaider } from "./tomb-raider/index.ts";
import { worldGainer } from "./world-gainer/index.ts";

export type { AnyTableKind, TableSetting } from "./registration.ts";

/** Every game this build runs, one registration each, in the order players are offered them. */
export const GAMES = [spymaster, tombRaider, worldGainer, survivor, powapowa] as const;

type Registered = (typeof GAMES)[number];

/** A game's id, as its registration gives it. */
export type GameId = Registered["id"];

/** What one game's view looks like, for code that holds the game by its id (its painters). */
export type ViewOf<G extends GameId> = ReturnType<Extract<Registered, { id: G }>["kinds"][number]["game"]["view"]>;

/** Table kinds by id: what a table service opens, the real games' or (in a test) a toy game's. */
export type TableCatalog = ReadonlyMap<string, AnyTableKind>;

/** The table kinds of some registrations; a kind id used twice, or a kind playing another game's rules, is refused. */
export function catalogOf(games: readonly AnyGameRegistration[]): TableCatalog {
  const kinds = new Map<string, AnyTableKind>();
  for (const game of games) {
    for (const kind of game.kinds) {
      if (kind.game.id !== game.id) throw new Error(`table kind ${kind.id} plays ${kind.game.id}, not ${game.id}`);
      if (kinds.has(kind.id)) throw new Error(`table kind ${kind.id} is registered twice`);
      kinds.set(kind.id, kind);
    }
  }
  return kinds;
}

export const TABLE_KINDS: TableCatalog = catalogOf(GAMES);

/** Every setting any game offers, once per option name (the same name means the same option everywhere). */
export const TABLE_SETTINGS: readonly TableSetting[] = [
  ...new Map([...TABLE_KINDS.values()].flatMap((k) => k.settings ?? []).map((s) => [s.option, s])).values(),
];

/** The settings of a kind that mean something at this many players. */
export function settingsAt(kind: AnyTableKind, players: number): TableSetting[] {
  return (kind.settings ?? []).filter((s) => !s.players || s.players.includes(players));
}

/**
 * A table's options from the host's settings (option name to the chosen value, as text): the kind's defaults with
 * each setting applied, checked by the game. A setting the game does not offer, or a value it does not know, is refused.
 */
export function optionsFor(kind: AnyTableKind, settings: Readonly<Record<string, string>>): Parsed<unknown> {
  const options: Record<string, unknown> = { ...(kind.options as Record<string, unknown>) };
  for (const [option, value] of Object.entries(settings)) {
    const setting = kind.settings?.find((s) => s.option === option);
    if (!setting) return { ok: false, refusal: { code: "setting-not-for-game", params: { option } } };
    if ("parse" in setting) {
      const read = setting.parse(value);
      if (!read.ok) return read;
      options[setting.key] = read.value;
      continue;
    }
    const choice = setting.choices.find((c) => String(c.value) === value);
    if (!choice)
      return {
        ok: false,
        refusal: {
          code: "bad-setting",
          params: { option, value, values: setting.choices.map((c) => String(c.value)).join(", ") },
        },
      };
    options[setting.key] = choice.value;
  }
  return kind.game.parseOptions(options);
}

/** The settings of a table that differ from the defaults, as label and value in words ("Deck size", "40 cards"). */
export function chosenSettings(
  kind: AnyTableKind,
  options: unknown,
  locale: Locale,
): { label: string; value: string; players: readonly number[] | null }[] {
  const chosen = options as Record<string, unknown>;
  return (kind.settings ?? []).flatMap((s) => {
    const players = s.players ?? null;
    if ("parse" in s) {
      const shown = s.show(chosen[s.key], locale);
      return shown === null ? [] : [{ label: translate(kind.strings, s.label, locale), value: shown, players }];
    }
    const choice = s.choices.find((c) => c.value === chosen[s.key]);
    if (!choice || choice === s.choices[0]) return [];
    return [
      {
        label: translate(kind.strings, s.label, locale),
        value: translate(kind.strings, choice.label, locale),
        players,
      },
    ];
  });
}

/** A game's name in one language, by its table kind id (the id itself for one this build does not know). */
export function gameName(game: string, locale: Locale): string {
  return TABLE_KINDS.get(game)?.name(locale) ?? game;
}

/** A refusal in words: the engine's own reasons first, then those of the caller's `extra` catalog, then the game's. */
export function refusalMessage(
  kind: AnyTableKind | undefined,
  refusal: Refusal,
  locale: Locale,
  extra: Catalog = {},
): string {
  for (const catalog of [engineStrings, extra, kind?.strings ?? {}]) {
    if (Object.hasOwn(catalog, refusal.code)) return translate(catalog, refusal.code, locale, refusal.params);
  }
  return translate(engineStrings, "malformed", locale);
}
