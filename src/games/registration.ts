import type {
  Bot,
  Catalog,
  GameDefinition,
  Locale,
  MatchView,
  Outcome,
  Parsed,
  Seat,
  SeenEvent,
} from "../engine/index.ts";
import type { DeckFormat } from "../decks/format.ts";
import type { Controls } from "./controls.ts";
import type { GuideReader } from "./guide.ts";

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
export interface TableKind<S, A, V, O, K extends string = string> {
  /** The id players type: "spymaster", "mindmaster". */
  id: K;
  game: GameDefinition<S, A, V, O>;
  options: O;
  bot: Bot<V, A>;
  /** The game's string catalog, refusal reasons included. */
  strings: Catalog;
  /** Options the host may set in the lobby; none when absent. */
  settings?: TableSetting[];
  /** Turns (rounds) played so far, for summaries; an event round's time ends when the turn in play does. */
  turns(state: S): number;
  /**
   * The result when an event round's time runs out and the turn in play has ended (docs/leagues.md): where the
   * game's rules give a measure (World Gainer's points) it decides; otherwise the players still in draw, those
   * already out keeping their places. Absent: a draw.
   */
  atTime?(state: S): Outcome;
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

/**
 * One game, as the host registers it (boardgame.io's `Game`): the table kinds it offers, each with its rules, bot,
 * words and settings, and its deck format when it has deck construction. The catalog lists every registration; the
 * board and hand painters are in src/render, keyed by the registration's id (a game never imports the renderer).
 */
export interface GameRegistration<G extends string, K extends string, S, A, V, O> {
  /** The game's id: its definition's, its deck format's, and the key of its painters. */
  id: G;
  kinds: readonly TableKind<S, A, V, O, K>[];
  deck?: DeckFormat<G>;
}

/** Any registration; a concrete one is assignable (see AnyTableKind). */
export type AnyGameRegistration = GameRegistration<string, string, unknown, unknown, unknown, unknown>;
