/**
 * The Powapowa starter set: nekomimi (five cards each, stages 1 to 4 and the damage card, shown here as one entry),
 * the deck cards with their four marks, preconstructed decks and the construction rules, checked when the module
 * loads. Effects come from the vocabulary in docs/rules/powapowa.md.
 */
import {
  array,
  bool,
  idParts,
  int,
  object,
  oneOf,
  optional,
  str,
  tagged,
  validate,
  type Refusal,
  type Schema,
  type Seat,
} from "../../engine/index.ts";
import data from "./cards.json" with { type: "json" };

export const KINDS = ["house", "town", "meadow", "waterside"] as const;
export type Kind = (typeof KINDS)[number];
/** A growth requirement: a territory of one kind, or "any" (the footprint). */
export type Need = Kind | "any";
export type Gender = "female" | "male";
export type CardType = "territory" | "item" | "talent" | "event" | "fight" | "open";
export type Names = { en: string; ja: string };

/** The four marks (ruling 4): ribbon (permanent), clock (an action), user and target. */
export interface Marks {
  ribbon: boolean;
  clock: boolean;
  user: "bell" | "cat" | "none";
  target: "bell" | "cat" | "paw" | "card" | "none";
}

export interface Mods {
  attack?: number;
  defence?: number;
  charisma?: number;
}

export interface StageDef {
  attack?: number;
  defence?: number;
  charisma?: number;
  /** Territories it may hold. */
  limit: number;
  /** Territories it needs attached to grow to the next stage (stages 1 to 3). */
  needs?: Need[];
}

export interface NekomimiDef {
  id: string;
  /** The default nickname (the cards carry no name). */
  name: Names;
  gender: Gender;
  stages: StageDef[];
}

export type EventEffect =
  | { op: "draw"; amount: number }
  | { op: "discard-random"; amount: number }
  | { op: "discard-territory" }
  | { op: "discard-named"; cards: string[] }
  | { op: "off-field" }
  | { op: "incapacitate" }
  | { op: "return" }
  | { op: "attach"; mods: Mods; until?: "recovery" }
  | { op: "fight-mod"; mods: Mods };

export type OpenEffect = { op: "grow" } | { op: "grow-each" } | { op: "birth" } | { op: "recover-all" };

interface Base {
  id: string;
  name: Names;
  marks: Marks;
}

export type CardDef =
  | (Base & { type: "territory"; kind: Kind })
  | (Base & { type: "item"; mods?: Mods; growth?: number; draw?: number })
  | (Base & { type: "talent"; mods: Mods })
  | (Base & { type: "event"; when?: "fight" | "declared"; effect: EventEffect })
  | (Base & {
      type: "fight";
      mods?: Mods;
      bonus?: { ground?: Kind; gender?: Gender; mods: Mods };
      proxy?: { attack: number; defence: number };
    })
  | (Base & { type: "open"; effect: OpenEffect });

export interface DeckDef {
  id: string;
  name: Names;
  plan: Names;
  cards: { card: string; copies: number }[];
}

export interface Construction {
  minSize: number;
  maxCopies: number;
  nekomimiMax: number;
}

interface SetData {
  set: string;
  version: number;
  construction: Construction;
  nekomimi: NekomimiDef[];
  cards: CardDef[];
  decks: DeckDef[];
}

const names = object<Names>({ en: str({ min: 1, max: 40 }), ja: str({ min: 1, max: 40 }) });
const plans = object<Names>({ en: str({ min: 1, max: 200 }), ja: str({ min: 1, max: 200 }) });
const slug = str({ min: 1, max: 24, pattern: /^[a-z][a-z0-9-]*$/ });
const kind = oneOf(KINDS);
const stat = int({ min: -5, max: 9 });
const mods = object<Mods>({ attack: optional(stat), defence: optional(stat), charisma: optional(stat) });
const marks = object<Marks>({
  ribbon: bool(),
  clock: bool(),
  user: oneOf(["bell", "cat", "none"]),
  target: oneOf(["bell", "cat", "paw", "card", "none"]),
});
const amount = int({ min: 1, max: 3 });

const stageSchema = object<StageDef>({
  attack: optional(int({ min: 0, max: 9 })),
  defence: optional(int({ min: 0, max: 9 })),
  charisma: optional(int({ min: 0, max: 20 })),
  limit: int({ min: 1, max: 6 }),
  needs: optional(array(oneOf([...KINDS, "any"]), { min: 1, max: 4 })),
});

const eventEffect = tagged<"op", EventEffect>("op", {
  draw: object({ op: oneOf(["draw"]), amount }),
  "discard-random": object({ op: oneOf(["discard-random"]), amount }),
  "discard-territory": object({ op: oneOf(["discard-territory"]) }),
  "discard-named": object({ op: oneOf(["discard-named"]), cards: array(slug, { min: 1, max: 4 }) }),
  "off-field": object({ op: oneOf(["off-field"]) }),
  incapacitate: object({ op: oneOf(["incapacitate"]) }),
  return: object({ op: oneOf(["return"]) }),
  attach: object({ op: oneOf(["attach"]), mods, until: optional(oneOf(["recovery"])) }),
  "fight-mod": object({ op: oneOf(["fight-mod"]), mods }),
});

const openEffect = tagged<"op", OpenEffect>("op", {
  grow: object({ op: oneOf(["grow"]) }),
  "grow-each": object({ op: oneOf(["grow-each"]) }),
  birth: object({ op: oneOf(["birth"]) }),
  "recover-all": object({ op: oneOf(["recover-all"]) }),
});

const cardSchema = tagged<"type", CardDef>("type", {
  territory: object({ id: slug, type: oneOf(["territory"]), name: names, marks, kind }),
  item: object({
    id: slug,
    type: oneOf(["item"]),
    name: names,
    marks,
    mods: optional(mods),
    growth: optional(int({ min: 2, max: 3 })),
    draw: optional(amount),
  }),
  talent: object({ id: slug, type: oneOf(["talent"]), name: names, marks, mods }),
  event: object({
    id: slug,
    type: oneOf(["event"]),
    name: names,
    marks,
    when: optional(oneOf(["fight", "declared"])),
    effect: eventEffect,
  }),
  fight: object({
    id: slug,
    type: oneOf(["fight"]),
    name: names,
    marks,
    mods: optional(mods),
    bonus: optional(object({ ground: optional(kind), gender: optional(oneOf(["female", "male"])), mods })),
    proxy: optional(object({ attack: int({ min: 0, max: 9 }), defence: int({ min: 0, max: 9 }) })),
  }),
  open: object({ id: slug, type: oneOf(["open"]), name: names, marks, effect: openEffect }),
});

const setSchema: Schema<SetData> = object<SetData>({
  set: str({ min: 1 }),
  version: int({ min: 1 }),
  construction: object<Construction>({
    minSize: int({ min: 1 }),
    maxCopies: int({ min: 1 }),
    nekomimiMax: int({ min: 1, max: 4 }),
  }),
  nekomimi: array(
    object<NekomimiDef>({
      id: slug,
      name: names,
      gender: oneOf(["female", "male"]),
      stages: array(stageSchema, { min: 4, max: 4 }),
    }),
    { min: 16 },
  ),
  cards: array(cardSchema, { min: 15 }),
  decks: array(
    object<DeckDef>({
      id: slug,
      name: names,
      plan: plans,
      cards: array(object({ card: slug, copies: int({ min: 1, max: 60 }) })),
    }),
    { min: 3 },
  ),
});

/** One thing wrong with a deck list or a nekomimi list, with its numbers, so it can be said in any language. */
export interface DeckProblem {
  code:
    | "unknown-card"
    | "listed-twice"
    | "deck-size"
    | "copies"
    | "nekomimi-in-deck"
    | "nekomimi-count"
    | "nekomimi-twice"
    | "unknown-nekomimi";
  params: Record<string, string | number>;
}

/**
 * Every construction problem of a deck and the nekomimi that come with it (empty when legal): the size (P-9), cards
 * of the set only (P-10), no nekomimi in the deck (P-11), copies (P-12), at most four nekomimi, all different
 * (P-14, P-16).
 */
export function deckProblems(
  list: readonly { card: string; copies: number }[],
  nekomimi: readonly string[],
  rules: Construction = CONSTRUCTION,
): DeckProblem[] {
  const problems: DeckProblem[] = [];
  let size = 0;
  for (const { card, copies } of list) {
    size += copies;
    if (nekomimiDefs.has(card)) problems.push({ code: "nekomimi-in-deck", params: { card } });
    else if (!cardDefs.has(card)) problems.push({ code: "unknown-card", params: { card } });
    if (copies > rules.maxCopies)
      problems.push({ code: "copies", params: { card, found: copies, max: rules.maxCopies } });
  }
  if (new Set(list.map((c) => c.card)).size !== list.length) problems.push({ code: "listed-twice", params: {} });
  if (size < rules.minSize) problems.push({ code: "deck-size", params: { found: size, min: rules.minSize } });
  for (const id of nekomimi)
    if (!nekomimiDefs.has(id)) problems.push({ code: "unknown-nekomimi", params: { nekomimi: id } });
  if (nekomimi.length < 1 || nekomimi.length > rules.nekomimiMax)
    problems.push({ code: "nekomimi-count", params: { found: nekomimi.length, max: rules.nekomimiMax } });
  if (new Set(nekomimi).size !== nekomimi.length) problems.push({ code: "nekomimi-twice", params: {} });
  return problems;
}

function setProblems(set: SetData): string[] {
  const problems: string[] = [];
  const ids = [...set.nekomimi, ...set.cards].map((c) => c.id);
  if (new Set(ids).size !== ids.length) problems.push("an id is used twice");
  for (const n of set.nekomimi) {
    n.stages.forEach((s, i) => {
      const fights = s.attack !== undefined && s.defence !== undefined && s.charisma !== undefined;
      if (i === 0 && (s.attack !== undefined || s.defence !== undefined || s.charisma !== undefined))
        problems.push(`${n.id}: stage 1 has no attack, defence or charisma`);
      if (i > 0 && !fights) problems.push(`${n.id}: stage ${i + 1} needs attack, defence and charisma`);
      if (i < 3 !== (s.needs !== undefined)) problems.push(`${n.id}: stages 1 to 3 (only) show a growth requirement`);
      if ((s.needs?.length ?? 0) > (n.stages[i + 1]?.limit ?? 0) || (s.needs?.length ?? 0) > s.limit)
        problems.push(`${n.id}: stage ${i + 1} needs more territories than it may hold`);
    });
  }
  for (const c of set.cards) {
    if (c.type === "event" && (c.when !== undefined) === c.marks.clock)
      problems.push(`${c.id}: an event without the clock names when it is played, and only then`);
    if (c.type === "fight" && c.marks.clock) problems.push(`${c.id}: fight cards are not actions`);
    if (c.type === "open" && (c.marks.clock || c.marks.ribbon))
      problems.push(`${c.id}: open cards are instant and not actions`);
    if (
      (c.type === "territory" || c.type === "item" || c.type === "talent") &&
      !(c.marks.ribbon && c.marks.clock && c.marks.user !== "none")
    ) {
      problems.push(`${c.id}: attachments are permanent actions of the breeder or the nekomimi`);
    }
    if (
      c.type === "event" &&
      c.effect.op === "discard-named" &&
      c.effect.cards.some((id) => !set.cards.some((d) => d.id === id))
    )
      problems.push(`${c.id}: names an unknown card`);
  }
  return problems;
}

function loadSet(raw: unknown): SetData {
  const checked = validate(setSchema, raw);
  if (!checked.ok)
    throw new Error(
      `powapowa card set is invalid: ${checked.issues.map((i) => `${i.path}: ${i.expected}`).join("; ")}`,
    );
  const set = checked.value;
  nekomimiDefs = new Map(set.nekomimi.map((n) => [n.id, n]));
  cardDefs = new Map(set.cards.map((c) => [c.id, c]));
  const problems = setProblems(set);
  for (const deck of set.decks) {
    const size = deck.cards.reduce((n, c) => n + c.copies, 0);
    if (size !== set.construction.minSize)
      problems.push(`${deck.id}: a preconstructed deck has exactly ${set.construction.minSize} cards`);
    problems.push(
      ...deckProblems(deck.cards, ["mochi"], set.construction).map(
        (p) => `${deck.id}: ${p.code} ${JSON.stringify(p.params)}`,
      ),
    );
  }
  if (problems.length > 0) throw new Error(`powapowa card set is invalid: ${problems.join("; ")}`);
  return set;
}

let nekomimiDefs = new Map<string, NekomimiDef>();
let cardDefs = new Map<string, CardDef>();
const cardSet = loadSet(data);

export const CARD_SET_VERSION: number = cardSet.version;
export const CONSTRUCTION: Construction = cardSet.construction;
export const NEKOMIMI: readonly NekomimiDef[] = cardSet.nekomimi;
export const CARDS: readonly CardDef[] = cardSet.cards;
export const DECKS: readonly DeckDef[] = cardSet.decks;

const setOrder = new Map(CARDS.map((c, i) => [c.id, i]));
const nekomimiOrder = new Map(NEKOMIMI.map((n, i) => [n.id, i]));

/** Orders nekomimi set ids as the set lists them. */
export function byNekomimi(a: string, b: string): number {
  return (nekomimiOrder.get(a) ?? 0) - (nekomimiOrder.get(b) ?? 0);
}

/**
 * Ids: a nekomimi in play is `<seat>:<nekomimi>` (one breeder raises each at most once), a deck card
 * `<seat>:<card>:<copy>`; the seat is the owner's.
 */
export function isNekomimiId(id: string): boolean {
  return idParts(id).parts === 2;
}

export function isNekomimi(id: string): boolean {
  return nekomimiDefs.has(id);
}

/** The printed face of a card or nekomimi id: `1:cozy-house:2` -> `cozy-house`, `1:mochi` -> `mochi`. */
export function faceOf(id: string): string {
  return idParts(id).face;
}

export function ownerOf(id: string): Seat {
  return Number(idParts(id).owner);
}

export function copyOf(id: string): number {
  return idParts(id).copy;
}

export function cardOf(id: string): CardDef {
  const def = cardDefs.get(faceOf(id));
  if (!def) throw new Error(`unknown powapowa card ${id}`);
  return def;
}

export function nekomimiOf(id: string): NekomimiDef {
  const def = nekomimiDefs.get(faceOf(id));
  if (!def) throw new Error(`unknown powapowa nekomimi ${id}`);
  return def;
}

export function namesOf(id: string): Names {
  return (nekomimiDefs.get(faceOf(id)) ?? cardOf(id)).name;
}

/** The deck id a breeder's own deck goes by at a table. */
export const OWN_DECK = "own";

/** The construction rules at a table whose breeders raise up to `most` nekomimi. */
function tableRules(most: number): Construction {
  return { ...CONSTRUCTION, nekomimiMax: Math.min(most, CONSTRUCTION.nekomimiMax) };
}

const asRefusal = (problem: DeckProblem | undefined): Refusal | null =>
  problem ? { code: `deck.${problem.code}`, params: problem.params } : null;

/**
 * Why a breeder's own deck may not be played at a table whose breeders raise up to `most` nekomimi (its first
 * construction problem), or null. A list without nekomimi keeps those dealt.
 */
export function ownDeckProblem(
  cards: readonly { card: string; copies: number }[],
  nekomimi: readonly string[] | undefined,
  most: number,
): Refusal | null {
  return asRefusal(deckProblems(cards, nekomimi ?? [NEKOMIMI[0]?.id ?? ""], tableRules(most))[0]);
}

/** Why a set of nekomimi may not be prepared at such a table (P-14, P-16), or null. */
export function nekomimiProblem(nekomimi: readonly string[], most: number): Refusal | null {
  return asRefusal(deckProblems([], nekomimi, { ...tableRules(most), minSize: 0 })[0]);
}

export function deckOf(id: string): DeckDef | undefined {
  return DECKS.find((d) => d.id === id);
}

/** Orders cards as the set lists them, then by copy: a sorted hand hides the order it was drawn in. */
export function bySet(a: string, b: string): number {
  const order = (setOrder.get(faceOf(a)) ?? 0) - (setOrder.get(faceOf(b)) ?? 0);
  return order !== 0 ? order : copyOf(a) - copyOf(b);
}

export function isOpen(id: string): boolean {
  return cardOf(id).type === "open";
}
