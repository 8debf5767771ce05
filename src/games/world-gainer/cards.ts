/** The card set, its preconstructed decks and the deck construction rules, checked when the module loads. */
import {
  array,
  bool,
  idParts,
  int,
  object,
  oneOf,
  optional,
  str,
  validate,
  type Refusal,
  type Schema,
} from "../../engine/index.ts";
import data from "./cards.json" with { type: "json" };
import type { Attribute, CardId } from "./state.ts";

const ATTRIBUTES: readonly Attribute[] = ["blue", "green", "red", "yellow"];

/** Dimension effects resolve when the card is placed; Field effects are activated later by their holder. */
const DIMENSION_OPS = ["draw", "stun-from-deck", "break-enemy-stun", "recover", "contest-plus"] as const;
const FIELD_OPS = ["sacrifice-draw", "sacrifice-break-stun"] as const;
type DimensionOp = (typeof DIMENSION_OPS)[number];
type FieldOp = (typeof FIELD_OPS)[number];

export type Effect =
  { kind: "dimension"; op: DimensionOp; amount: number } | { kind: "field"; op: FieldOp; amount: number };

type Names = { en: string; ja: string };

interface CardDef {
  id: string;
  name: Names;
  attribute: Attribute;
  cost: number;
  /** The colored part of the cost, inside the total. Yellow may be paid with any single color. */
  required: { color: Attribute; amount: number };
  stun: { value: number; color: Attribute };
  unique?: boolean;
  effect?: Effect;
}

interface DeckDef {
  id: string;
  name: Names;
  plan: Names;
  cards: { card: string; copies: number }[];
}

/** Deck construction rules, read by the rules and by deck checks. */
export interface Construction {
  minCards: number;
  sameSizeAsOpponent: boolean;
  maxCopies: number;
  maxUniqueCopies: number;
}

interface SetData {
  set: string;
  version: number;
  construction: Construction;
  cards: CardDef[];
  decks: DeckDef[];
}

const names = object<Names>({ en: str({ min: 1, max: 40 }), ja: str({ min: 1, max: 40 }) });
const plans = object<Names>({ en: str({ min: 1, max: 200 }), ja: str({ min: 1, max: 200 }) });
const slug = str({ min: 1, max: 24, pattern: /^[a-z][a-z0-9-]*$/ });
const attribute = oneOf(ATTRIBUTES);

const effectSchema: Schema<Effect> = (value, path, issues) => {
  const kind = (value as { kind?: unknown } | null)?.kind;
  const ops: readonly string[] = kind === "field" ? FIELD_OPS : DIMENSION_OPS;
  return object({ kind: oneOf(["dimension", "field"]), op: oneOf(ops), amount: int({ min: 1, max: 3 }) })(
    value,
    path,
    issues,
  ) as Effect | undefined;
};

const cardSchema = object<CardDef>({
  id: slug,
  name: names,
  attribute,
  cost: int({ min: 1, max: 6 }),
  required: object({ color: attribute, amount: int({ min: 1, max: 6 }) }),
  stun: object({ value: int({ min: 1, max: 3 }), color: attribute }),
  unique: optional(bool()),
  effect: optional(effectSchema),
});

const setSchema: Schema<SetData> = object<SetData>({
  set: str({ min: 1 }),
  version: int({ min: 1 }),
  construction: object<Construction>({
    minCards: int({ min: 1 }),
    sameSizeAsOpponent: bool(),
    maxCopies: int({ min: 1 }),
    maxUniqueCopies: int({ min: 1 }),
  }),
  cards: array(cardSchema, { min: 1 }),
  decks: array(
    object<DeckDef>({
      id: slug,
      name: names,
      plan: plans,
      cards: array(object({ card: slug, copies: int({ min: 1, max: 9 }) })),
    }),
    { min: 1 },
  ),
});

/** One thing wrong with a deck list, with its numbers, so it can be said in any language. */
export interface DeckProblem {
  code: "unknown-card" | "copies" | "unique-copies" | "listed-twice" | "deck-size";
  params: Record<string, string | number>;
}

/** Every construction problem of a deck list (empty when legal); deck checks and the loader share it. */
export function deckProblems(
  list: readonly { card: string; copies: number }[],
  cards: ReadonlyMap<string, CardDef>,
  rules: Construction,
): DeckProblem[] {
  const problems: DeckProblem[] = [];
  let size = 0;
  // The seed limits copies of one name (同名), whichever printings carry it: printings share a name when they share
  // it in either language (a name in one joins every printing that shares its name in the other).
  const named: { card: string; copies: number; unique: boolean; names: Set<string> }[] = [];
  for (const { card, copies } of list) {
    const def = cards.get(card);
    size += copies;
    if (!def) {
      problems.push({ code: "unknown-card", params: { card } });
      continue;
    }
    const names = new Set([`en:${def.name.en}`, `ja:${def.name.ja}`]);
    const joined = named.filter((n) => [...names].some((name) => n.names.has(name)));
    const first = joined[0]?.card ?? card;
    for (const n of joined) named.splice(named.indexOf(n), 1);
    named.push({
      card: first,
      copies: joined.reduce((sum, n) => sum + n.copies, copies),
      unique: joined.some((n) => n.unique) || (def.unique ?? false),
      names: new Set([...names, ...joined.flatMap((n) => [...n.names])]),
    });
  }
  for (const { card, copies, unique } of named) {
    const max = unique ? rules.maxUniqueCopies : rules.maxCopies;
    if (copies > max)
      problems.push({ code: unique ? "unique-copies" : "copies", params: { card, found: copies, max } });
  }
  if (new Set(list.map((c) => c.card)).size !== list.length) problems.push({ code: "listed-twice", params: {} });
  if (size < rules.minCards) problems.push({ code: "deck-size", params: { found: size, min: rules.minCards } });
  return problems;
}

function loadSet(raw: unknown): SetData {
  const checked = validate(setSchema, raw);
  if (!checked.ok) {
    throw new Error(
      `world-gainer card set is invalid: ${checked.issues.map((i) => `${i.path}: ${i.expected}`).join("; ")}`,
    );
  }
  const set = checked.value;
  const byId = new Map(set.cards.map((c) => [c.id, c]));
  const problems = [
    ...set.cards.filter((c) => c.required.amount > c.cost).map((c) => `${c.id}: required cost above cost`),
  ];
  if (byId.size !== set.cards.length) problems.push("a card id is used twice");
  for (const deck of set.decks)
    problems.push(
      ...deckProblems(deck.cards, byId, set.construction).map(
        (p) => `${deck.id}: ${p.code} ${JSON.stringify(p.params)}`,
      ),
    );
  const sizes = new Set(set.decks.map(deckSize));
  // Any two preconstructed decks may meet, so with "same size as the opponent" they must all be one size.
  if (set.construction.sameSizeAsOpponent && sizes.size > 1) problems.push("preconstructed decks differ in size");
  if (problems.length > 0) throw new Error(`world-gainer card set is invalid: ${problems.join("; ")}`);
  return set;
}

function deckSize(deck: DeckDef): number {
  return deck.cards.reduce((n, c) => n + c.copies, 0);
}

const cardSet = loadSet(data);
const defs = new Map(cardSet.cards.map((c) => [c.id, c]));
const setOrder = new Map(cardSet.cards.map((c, i) => [c.id, i]));

/** The card set's version: part of the rules version, so a stored match is never replayed with other cards. */
export const CARD_SET_VERSION: number = cardSet.version;
export const CONSTRUCTION: Construction = cardSet.construction;
export const CARD_DEFS: readonly CardDef[] = cardSet.cards;
export const DECKS: readonly DeckDef[] = cardSet.decks;

/** The printed card of a physical id (`<seat>:<card>:<copy>`) or of a card id itself. */
export function cardOf(id: CardId): CardDef {
  const known = resolved.get(id);
  if (known) return known;
  const def = defs.get(idParts(id).face);
  if (!def) throw new Error(`unknown world-gainer card ${id}`);
  resolved.set(id, def);
  return def;
}
/** Physical ids already looked up: rules ask for the same few cards many times over. */
const resolved = new Map<CardId, CardDef>();

/** The deck id a player's own list goes by at a table. */
export const OWN_DECK = "own";
/** The size of the preconstructed decks: with "same size as the opponent", every deck at a table has it. */
export const TABLE_DECK_SIZE: number = DECKS[0]?.cards.reduce((n, c) => n + c.copies, 0) ?? CONSTRUCTION.minCards;

/** Why a player's own list may not be played at a table (its first construction problem, or its size), or null. */
export function ownDeckProblem(cards: readonly { card: string; copies: number }[]): Refusal | null {
  const problem = deckProblems(cards, defs, CONSTRUCTION)[0];
  if (problem) return { code: `deck.${problem.code}`, params: problem.params };
  const size = cards.reduce((n, c) => n + c.copies, 0);
  if (CONSTRUCTION.sameSizeAsOpponent && size !== TABLE_DECK_SIZE)
    return { code: "deck.same-size", params: { found: size, min: TABLE_DECK_SIZE } };
  return null;
}

export function deckOf(id: string): DeckDef | undefined {
  return DECKS.find((d) => d.id === id);
}

/** Orders cards as the set lists them, then by copy; sorting a hand this way hides the order it was drawn in. */
export function bySet(a: CardId, b: CardId): number {
  const order = (setOrder.get(cardOf(a).id) ?? 0) - (setOrder.get(cardOf(b).id) ?? 0);
  return order !== 0 ? order : a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The printed card ids of physical cards. The table's history names faces, not physical cards: a card seen once
 * may since have gone back to a hand, and naming it there would say where it is.
 */
export function faces(cards: readonly CardId[]): string[] {
  return cards.map((c) => cardOf(c).id);
}
