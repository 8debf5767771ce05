import {
  engineStrings,
  translate,
  type Bot,
  type Catalog,
  type GameDefinition,
  type Locale,
  type MatchView,
  type Parsed,
  type Refusal,
  type Seat,
  type SeenEvent,
} from "../engine/index.ts";
import type { Controls } from "./controls.ts";
import type { GuideReader } from "./guide.ts";
import { powapowaTables } from "./powapowa/index.ts";
import { spymasterTables } from "./spymaster/index.ts";
import { survivorTables } from "./survivor/index.ts";
import { tombRaiderTables } from "./tomb-raider/index.ts";
import { worldGainerTables } from "./world-gainer/index.ts";

/**
 * A table option the host may set when opening the table (/play, the terminal's `--<option>`): a key of the game's
 * options, either one of fixed values (each named by a key of the game's string catalog; the first is the default) or
 * free text the game reads (a list of names, say).
 */
export type TableSetting = ChoiceSetting | TextSetting;

interface SettingBase {
  key: string;
  /** The option's name on the command line and in /play, e.g. "deck-size". */
  option: string;
  /** Catalog keys: the option's label and a one-line description. */
  label: string;
  description: string;
  /** The player counts it means something at (Survivor's small cast: 2); any count when absent. */
  players?: readonly number[];
}

interface ChoiceSetting extends SettingBase {
  choices: { value: string | number | boolean; label: string }[];
}

interface TextSetting extends SettingBase {
  /** The option's value read from the host's text, or why it is refused. */
  parse(text: string): Parsed<unknown>;
  /** The value in words for the lobby, or null when it is the default. */
  show(value: unknown, locale: Locale): string | null;
}

/** A card players may look up by name (the terminal's `card NAME`): its names and what it does. */
export interface BookCard {
  names: { en: string; ja: string };
  text(locale: Locale): string;
}

/**
 * What a table needs to run a game without knowing which one: the rules, the options of this table kind, a bot
 * and the words for its events, actions and prompts. One game may offer several table kinds (variants).
 */
export interface TableKind<S, A, V, O> {
  /** The id players type: "spymaster", "mindmaster". */
  id: string;
  game: GameDefinition<S, A, V, O>;
  options: O;
  bot: Bot<V, A>;
  /** The game's string catalog, refusal reasons included. */
  strings: Catalog;
  /** Options the host may set in the lobby; none when absent. */
  settings?: TableSetting[];
  /** Turns (rounds) played so far, for summaries. */
  turns(state: S): number;
  /** What `turns` counts, in the game's own words: Spymaster plays rounds, the others turns. */
  turnsAre: "rounds" | "turns";
  name(locale: Locale): string;
  describeEvent(event: SeenEvent, locale: Locale, names: readonly string[]): string | null;
  /**
   * An action in words, as the acting seat reads it (World Gainer names rows from that seat's side); with the seat's
   * view, a game may say where the cards it names sit, so that the choices of one decision read apart.
   */
  describeAction(action: A, locale: Locale, seat: Seat, view?: MatchView<V>): string;
  describePrompt(view: MatchView<V>, locale: Locale, names: readonly string[]): string;
  /** What happened in the latest move, a line per action, as the table's status shows it. */
  describeRecent(view: MatchView<V>, locale: Locale, names: readonly string[]): string[];
  /** The table as lines of text from the view's seat. */
  describeTable(view: MatchView<V>, locale: Locale, names: readonly string[]): string[];
  /** What only the viewer knows beyond their own hand (a hand shown to them), for their private reply. */
  describeSecrets?(view: MatchView<V>, locale: Locale, names: readonly string[]): string[];
  /** The viewer's own hand as card ids, or null for a spectator. */
  ownHand(view: MatchView<V>): string[] | null;
  /** Cards by name, joined as the locale lists things. */
  cardList(cards: readonly string[], locale: Locale): string;
  defaultNames(locale: Locale): string[];
  /** Cards to look up by name besides those of the game's deck lists (its locations; a game without deck lists). */
  cardBook?(): readonly BookCard[];
  /** The viewer's legal actions as buttons and menus, and whether they belong on the public table. */
  controls(view: MatchView<V>, legal: A[], locale: Locale): Controls<A>;
  /**
   * The rules players read with /rules: a title, how to play in one screen (`summary`), and the whole `body` in
   * markdown, whose bold-headed parts open from buttons (see guideSections).
   */
  guide(locale: Locale, reader?: GuideReader): { title: string; summary: string; body: string };
}

/** Any table kind; every member is a method or a value of unknown type, so a concrete kind is assignable. */
export type AnyTableKind = TableKind<unknown, unknown, unknown, unknown>;

const kinds: AnyTableKind[] = [...spymasterTables, ...tombRaiderTables, ...worldGainerTables, ...survivorTables, ...powapowaTables];

export const TABLE_KINDS: ReadonlyMap<string, AnyTableKind> = new Map(kinds.map((k) => [k.id, k]));

/** Every setting any game offers, once per option name (the same name means the same option everywhere). */
export const TABLE_SETTINGS: readonly TableSetting[] = [...new Map(kinds.flatMap((k) => k.settings ?? []).map((s) => [s.option, s])).values()];

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
    if (!choice) return { ok: false, refusal: { code: "bad-setting", params: { option, value, values: setting.choices.map((c) => String(c.value)).join(", ") } } };
    options[setting.key] = choice.value;
  }
  return kind.game.parseOptions(options);
}

/** The settings of a table that differ from the defaults, as label and value in words ("Deck size", "40 cards"). */
export function chosenSettings(kind: AnyTableKind, options: unknown, locale: Locale): { label: string; value: string; players: readonly number[] | null }[] {
  const chosen = options as Record<string, unknown>;
  return (kind.settings ?? []).flatMap((s) => {
    const players = s.players ?? null;
    if ("parse" in s) {
      const shown = s.show(chosen[s.key], locale);
      return shown === null ? [] : [{ label: translate(kind.strings, s.label, locale), value: shown, players }];
    }
    const choice = s.choices.find((c) => c.value === chosen[s.key]);
    if (!choice || choice === s.choices[0]) return [];
    return [{ label: translate(kind.strings, s.label, locale), value: translate(kind.strings, choice.label, locale), players }];
  });
}

/** A game's name in one language, by its table kind id (the id itself for one this build does not know). */
export function gameName(game: string, locale: Locale): string {
  return TABLE_KINDS.get(game)?.name(locale) ?? game;
}

/** A refusal in words: the engine's own reasons first, then those of the caller's `extra` catalog, then the game's. */
export function refusalMessage(kind: AnyTableKind | undefined, refusal: Refusal, locale: Locale, extra: Catalog = {}): string {
  for (const catalog of [engineStrings, extra, kind?.strings ?? {}]) {
    if (Object.hasOwn(catalog, refusal.code)) return translate(catalog, refusal.code, locale, refusal.params);
  }
  return translate(engineStrings, "malformed", locale);
}
