import {
  engineStrings,
  translate,
  type Bot,
  type Catalog,
  type GameDefinition,
  type Locale,
  type MatchView,
  type Refusal,
  type Seat,
  type SeenEvent,
} from "../engine/index.ts";
import type { Controls } from "./controls.ts";
import { spymasterTables } from "./spymaster/index.ts";
import { tombRaiderTables } from "./tomb-raider/index.ts";
import { worldGainerTables } from "./world-gainer/index.ts";

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
  /** Turns (rounds) played so far, for summaries. */
  turns(state: S): number;
  /** What `turns` counts, in the game's own words: Spymaster plays rounds, the others turns. */
  turnsAre: "rounds" | "turns";
  name(locale: Locale): string;
  describeEvent(event: SeenEvent, locale: Locale, names: readonly string[]): string | null;
  /** An action in words, as the acting seat reads it (World Gainer names rows from that seat's side). */
  describeAction(action: A, locale: Locale, seat: Seat): string;
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
  /** The viewer's legal actions as buttons and menus, and whether they belong on the public table. */
  controls(view: MatchView<V>, legal: A[], locale: Locale): Controls<A>;
  /**
   * The rules players read with /rules: a title, how to play in one screen (`summary`), and the whole `body` in
   * markdown, whose bold-headed parts open from buttons (see guideSections).
   */
  guide(locale: Locale): { title: string; summary: string; body: string };
}

/** Any table kind; every member is a method or a value of unknown type, so a concrete kind is assignable. */
export type AnyTableKind = TableKind<unknown, unknown, unknown, unknown>;

const kinds: AnyTableKind[] = [...spymasterTables, ...tombRaiderTables, ...worldGainerTables];

export const TABLE_KINDS: ReadonlyMap<string, AnyTableKind> = new Map(kinds.map((k) => [k.id, k]));

/** A refusal in words: the engine's own reasons first, then those of the caller's `extra` catalog, then the game's. */
export function refusalMessage(kind: AnyTableKind | undefined, refusal: Refusal, locale: Locale, extra: Catalog = {}): string {
  for (const catalog of [engineStrings, extra, kind?.strings ?? {}]) {
    if (Object.hasOwn(catalog, refusal.code)) return translate(catalog, refusal.code, locale, refusal.params);
  }
  return translate(engineStrings, "malformed", locale);
}
