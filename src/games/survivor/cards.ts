/**
 * The Survivor starter set: castaways, immunity challenges, action cards, preconstructed decks and the deck
 * construction rules, checked when the module loads. Effects come from the vocabulary in docs/rules/survivor.md.
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
} from "../../engine/index.ts";
import data from "./cards.json" with { type: "json" };

/** The eight stats in the order castaway cards print them: also the tie-break order. */
export const STATS = ["accuracy", "balance", "endurance", "politics", "speed", "strength", "swimming", "wits"] as const;
export type Stat = (typeof STATS)[number];
export const COLORS = ["green", "red", "blue", "yellow"] as const;
export type Color = (typeof COLORS)[number];
type CardType = "food" | "alliance" | "fortune" | "item" | "politics";
/** The windows fortune and politics cards are played in: step 8 (after the first tally), step 9 (items), Tribal Council. */
type Timing = "challenge" | "items" | "council";

export type Names = { en: string; ja: string };

interface CastawayDef {
  id: string;
  name: Names;
  /** Printed values in STATS order. */
  stats: number[];
  color?: Color;
  /** A create-your-own castaway: a blank portrait with the stat line of one regular castaway. */
  custom?: boolean;
}

/** Who may enter a challenge, beyond its number limits. */
export type Condition =
  | { type: "stat-at-least"; stat: Stat; value: number }
  | { type: "stat-at-most"; stat: Stat; value: number }
  | { type: "coloured" }
  | { type: "colourless" };

export interface ChallengeDef {
  id: string;
  name: Names;
  /** One or two stats, in castaway-card order. */
  stats: Stat[];
  /** Most castaways a player may enter, and the fewest (1 unless printed). */
  max: number;
  min?: number;
  /** Most items a player may place. */
  items: number;
  color?: Color;
  condition?: Condition;
}

/** A stat modifier: one stat, or every stat ("all"). */
export interface Mod {
  stat: Stat | "all";
  value: number;
}

type FortuneEffect =
  | { op: "boost"; stat: Stat | "all"; amount: number }
  | { op: "weaken"; stat: Stat | "all"; amount: number }
  | { op: "score-up"; amount: number }
  | { op: "score-down"; amount: number }
  | { op: "draw"; amount: number }
  | { op: "rival-discard"; amount: number }
  | { op: "cancel" }
  | { op: "break-alliance" }
  | { op: "ally-bonus"; amount: number }
  | { op: "retarget" }
  | { op: "extra-vote" };

type PoliticsEffect =
  | { op: "everyone-draws"; amount: number }
  | { op: "item-limit"; amount: number }
  | { op: "food-spoils" }
  | { op: "close-window" };

export type ActionDef =
  | { id: string; type: "food"; name: Names; mods: Mod[] }
  | { id: string; type: "item"; name: Names; mods: Mod[] }
  | { id: string; type: "alliance"; name: Names; color: Color; mode: "add" | "change" }
  | { id: string; type: "fortune"; name: Names; timing: "challenge" | "council"; icon?: Color; effect: FortuneEffect }
  | { id: string; type: "politics"; name: Names; timing: Timing; effect: PoliticsEffect };

export interface DeckDef {
  id: string;
  name: Names;
  plan: Names;
  cards: { card: string; copies: number }[];
}

/** Deck construction rules for a 20-card deck; a 40-card deck doubles the counts and caps, not the politics limit. */
export interface Construction {
  sizes: number[];
  counts: Record<Exclude<CardType, "politics">, number>;
  politicsMax: number;
  foodCap: number;
  itemCap: number;
}

interface SetData {
  set: string;
  version: number;
  construction: Construction;
  castaways: CastawayDef[];
  challenges: ChallengeDef[];
  cards: ActionDef[];
  decks: DeckDef[];
}

const names = object<Names>({ en: str({ min: 1, max: 40 }), ja: str({ min: 1, max: 40 }) });
const plans = object<Names>({ en: str({ min: 1, max: 200 }), ja: str({ min: 1, max: 200 }) });
const slug = str({ min: 1, max: 24, pattern: /^[a-z][a-z0-9-]*$/ });
const stat = oneOf(STATS);
const color = oneOf(COLORS);
const modSchema = object<Mod>({ stat: oneOf([...STATS, "all"]), value: int({ min: 1, max: 4 }) });
const amount = int({ min: 1, max: 3 });

const conditionSchema = tagged<"type", Condition>("type", {
  "stat-at-least": object({ type: oneOf(["stat-at-least"]), stat, value: int({ min: 1, max: 9 }) }),
  "stat-at-most": object({ type: oneOf(["stat-at-most"]), stat, value: int({ min: 1, max: 9 }) }),
  coloured: object({ type: oneOf(["coloured"]) }),
  colourless: object({ type: oneOf(["colourless"]) }),
});

const statOrAll = oneOf([...STATS, "all"]);
const fortuneEffect = tagged<"op", FortuneEffect>("op", {
  boost: object({ op: oneOf(["boost"]), stat: statOrAll, amount }),
  weaken: object({ op: oneOf(["weaken"]), stat: statOrAll, amount }),
  "score-up": object({ op: oneOf(["score-up"]), amount }),
  "score-down": object({ op: oneOf(["score-down"]), amount }),
  draw: object({ op: oneOf(["draw"]), amount }),
  "rival-discard": object({ op: oneOf(["rival-discard"]), amount }),
  cancel: object({ op: oneOf(["cancel"]) }),
  "break-alliance": object({ op: oneOf(["break-alliance"]) }),
  "ally-bonus": object({ op: oneOf(["ally-bonus"]), amount }),
  retarget: object({ op: oneOf(["retarget"]) }),
  "extra-vote": object({ op: oneOf(["extra-vote"]) }),
});
const politicsEffect = tagged<"op", PoliticsEffect>("op", {
  "everyone-draws": object({ op: oneOf(["everyone-draws"]), amount }),
  "item-limit": object({ op: oneOf(["item-limit"]), amount }),
  "food-spoils": object({ op: oneOf(["food-spoils"]) }),
  "close-window": object({ op: oneOf(["close-window"]) }),
});

const actionSchema = tagged<"type", ActionDef>("type", {
  food: object({ id: slug, type: oneOf(["food"]), name: names, mods: array(modSchema, { min: 1, max: 1 }) }),
  item: object({ id: slug, type: oneOf(["item"]), name: names, mods: array(modSchema, { min: 1, max: 3 }) }),
  alliance: object({ id: slug, type: oneOf(["alliance"]), name: names, color, mode: oneOf(["add", "change"]) }),
  fortune: object({
    id: slug,
    type: oneOf(["fortune"]),
    name: names,
    timing: oneOf(["challenge", "council"]),
    icon: optional(color),
    effect: fortuneEffect,
  }),
  politics: object({
    id: slug,
    type: oneOf(["politics"]),
    name: names,
    timing: oneOf(["challenge", "items", "council"]),
    effect: politicsEffect,
  }),
});

const setSchema: Schema<SetData> = object<SetData>({
  set: str({ min: 1 }),
  version: int({ min: 1 }),
  construction: object<Construction>({
    sizes: array(int({ min: 1 }), { min: 1 }),
    counts: object({
      food: int({ min: 0 }),
      alliance: int({ min: 0 }),
      fortune: int({ min: 0 }),
      item: int({ min: 0 }),
    }),
    politicsMax: int({ min: 0 }),
    foodCap: int({ min: 0 }),
    itemCap: int({ min: 0 }),
  }),
  castaways: array(
    object<CastawayDef>({
      id: slug,
      name: names,
      stats: array(int({ min: 0, max: 9 }), { min: 8, max: 8 }),
      color: optional(color),
      custom: optional(bool()),
    }),
    { min: 16 },
  ),
  challenges: array(
    object<ChallengeDef>({
      id: slug,
      name: names,
      stats: array(stat, { min: 1, max: 2 }),
      max: int({ min: 1, max: 8 }),
      min: optional(int({ min: 1, max: 8 })),
      items: int({ min: 0, max: 4 }),
      color: optional(color),
      condition: optional(conditionSchema),
    }),
    { min: 16 },
  ),
  cards: array(actionSchema, { min: 1 }),
  decks: array(
    object<DeckDef>({
      id: slug,
      name: names,
      plan: plans,
      cards: array(object({ card: slug, copies: int({ min: 1, max: 14 }) })),
    }),
    { min: 1 },
  ),
});

/** One thing wrong with a deck list, with its numbers, so it can be said in any language. */
interface DeckProblem {
  code: "unknown-card" | "listed-twice" | "size" | "type-count" | "politics" | "food-cap" | "item-cap";
  params: Record<string, string | number>;
}

/** A modifier card's weight against the deck caps: the sum of its values, or its smallest value for an item. */
function capWeight(def: ActionDef): number {
  if (def.type === "food") return def.mods.reduce((n, m) => n + m.value, 0);
  if (def.type === "item") return Math.min(...def.mods.map((m) => m.value));
  return 0;
}

/**
 * Every construction problem of a deck list for one deck size (empty when legal): the size, the count of each card
 * type, the politics limit and the food and item caps, each with the numbers found and allowed.
 */
export function deckProblems(
  list: readonly { card: string; copies: number }[],
  size: number,
  rules: Construction = CONSTRUCTION,
): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const scale = size / (rules.sizes[0] ?? size);
  const counts: Record<CardType, number> = { food: 0, alliance: 0, fortune: 0, item: 0, politics: 0 };
  let food = 0;
  let items = 0;
  for (const { card, copies } of list) {
    const def = actionDefs.get(card);
    if (!def) {
      problems.push({ code: "unknown-card", params: { card } });
      continue;
    }
    counts[def.type] += copies;
    if (def.type === "food") food += capWeight(def) * copies;
    if (def.type === "item") items += capWeight(def) * copies;
  }
  if (new Set(list.map((c) => c.card)).size !== list.length) problems.push({ code: "listed-twice", params: {} });
  if (!rules.sizes.includes(size)) problems.push({ code: "size", params: { size, sizes: rules.sizes.join("/") } });
  for (const type of ["food", "alliance", "fortune", "item"] as const) {
    const wanted = rules.counts[type] * scale;
    if (counts[type] !== wanted) problems.push({ code: "type-count", params: { type, found: counts[type], wanted } });
  }
  if (counts.politics > rules.politicsMax)
    problems.push({ code: "politics", params: { found: counts.politics, max: rules.politicsMax } });
  if (food > rules.foodCap * scale)
    problems.push({ code: "food-cap", params: { found: food, max: rules.foodCap * scale } });
  if (items > rules.itemCap * scale)
    problems.push({ code: "item-cap", params: { found: items, max: rules.itemCap * scale } });
  return problems;
}

/** A deck list's size as the construction rules count it: every card but politics, which come on top. */
export function basicSize(list: readonly { card: string; copies: number }[]): number {
  return list.reduce((n, { card, copies }) => n + (actionDefs.get(card)?.type === "politics" ? 0 : copies), 0);
}

function problemText(p: DeckProblem): string {
  return `${p.code} ${JSON.stringify(p.params)}`;
}

function loadSet(raw: unknown): SetData {
  const checked = validate(setSchema, raw);
  if (!checked.ok)
    throw new Error(
      `survivor card set is invalid: ${checked.issues.map((i) => `${i.path}: ${i.expected}`).join("; ")}`,
    );
  const set = checked.value;
  const problems: string[] = [];
  const ids = [...set.castaways, ...set.challenges, ...set.cards].map((c) => c.id);
  if (new Set(ids).size !== ids.length) problems.push("an id is used twice");
  const regular = set.castaways.filter((c) => !c.custom);
  const lines = new Set(regular.map((c) => c.stats.join(",")));
  if (lines.size !== regular.length) problems.push("two regular castaways share a stat line");
  for (const c of set.castaways.filter((x) => x.custom)) {
    if (!lines.has(c.stats.join(","))) problems.push(`${c.id}: a create-your-own castaway copies no regular castaway`);
  }
  for (const c of set.challenges) {
    const order = c.stats.map((s) => STATS.indexOf(s));
    if (order.some((n, i) => i > 0 && n <= (order[i - 1] ?? -1))) problems.push(`${c.id}: stats not in card order`);
    if ((c.min ?? 1) > c.max) problems.push(`${c.id}: min above max`);
  }
  actionDefs = new Map(set.cards.map((c) => [c.id, c]));
  for (const deck of set.decks)
    problems.push(
      ...deckProblems(deck.cards, basicSize(deck.cards), set.construction).map((p) => `${deck.id}: ${problemText(p)}`),
    );
  if (problems.length > 0) throw new Error(`survivor card set is invalid: ${problems.join("; ")}`);
  return set;
}

let actionDefs = new Map<string, ActionDef>();
const cardSet = loadSet(data);

export const CARD_SET_VERSION: number = cardSet.version;
export const CONSTRUCTION: Construction = cardSet.construction;
export const CASTAWAYS: readonly CastawayDef[] = cardSet.castaways;
export const CHALLENGES: readonly ChallengeDef[] = cardSet.challenges;
export const ACTION_CARDS: readonly ActionDef[] = cardSet.cards;
export const DECKS: readonly DeckDef[] = cardSet.decks;

const castawayDefs = new Map(CASTAWAYS.map((c) => [c.id, c]));
const challengeDefs = new Map(CHALLENGES.map((c) => [c.id, c]));
const setOrder = new Map(ACTION_CARDS.map((c, i) => [c.id, i]));

export function castawayOf(id: string): CastawayDef {
  const def = castawayDefs.get(id);
  if (!def) throw new Error(`unknown survivor castaway ${id}`);
  return def;
}

export function isCastaway(id: string): boolean {
  return castawayDefs.has(id);
}

export function isChallenge(id: string): boolean {
  return challengeDefs.has(id);
}

/** A card of `cards` by its id or by its name in either language, read loosely (width, case and spacing folded). */
function named(cards: readonly { id: string; name: Names }[], text: string): string | null {
  const fold = (s: string): string =>
    s
      .normalize("NFKC")
      .toLowerCase()
      .replace(/[\s・·]+/g, " ")
      .trim();
  const wanted = fold(text);
  const found = cards.find((c) => c.id === wanted || fold(c.name.en) === wanted || fold(c.name.ja) === wanted);
  return found?.id ?? null;
}

export function challengeNamed(text: string): string | null {
  return named(CHALLENGES, text);
}

export function castawayNamed(text: string): string | null {
  return named(CASTAWAYS, text);
}

export function challengeOf(id: string): ChallengeDef {
  const def = challengeDefs.get(id);
  if (!def) throw new Error(`unknown survivor challenge ${id}`);
  return def;
}

/** The printed action card of a physical id (`<seat>:<card>:<copy>`) or of a card id itself. */
export function cardOf(id: string): ActionDef {
  const def = actionDefs.get(idParts(id).face);
  if (!def) throw new Error(`unknown survivor card ${id}`);
  return def;
}

/** The printed names of any card of the game: a castaway, a challenge or an action card (physical id or face). */
export function namesOf(id: string): Names {
  const def = castawayDefs.get(id) ?? challengeDefs.get(id) ?? actionDefs.get(faceOf(id));
  if (!def) throw new Error(`unknown survivor card ${id}`);
  return def.name;
}

/** The printed face of any card of the game: a castaway, a challenge or an action card. */
export function faceOf(id: string): string {
  return idParts(id).face;
}

export function deckOf(id: string): DeckDef | undefined {
  return DECKS.find((d) => d.id === id);
}

/** The deck id a player's own action deck goes by at a table. */
export const OWN_DECK = "own";

/** Why a player's own action deck may not be played at a table of this deck size (its first problem), or null. */
export function ownDeckProblem(cards: readonly { card: string; copies: number }[], size: number): Refusal | null {
  const problem = deckProblems(cards, size)[0];
  return problem ? { code: `deck.${problem.code}`, params: problem.params } : null;
}

/** The preconstructed decks of one size (politics cards come on top of it). */
export function decksOfSize(size: number): DeckDef[] {
  return DECKS.filter((d) => basicSize(d.cards) === size);
}

/** Orders action cards as the set lists them, then by copy: a sorted hand hides the order it was drawn in. */
export function bySet(a: string, b: string): number {
  const order = (setOrder.get(faceOf(a)) ?? 0) - (setOrder.get(faceOf(b)) ?? 0);
  return order !== 0 ? order : copyOf(a) - copyOf(b);
}

export function copyOf(card: string): number {
  return idParts(card).copy;
}

/** Two castaways with the same printed stat line may never meet in one game. */
export function statLine(id: string): string {
  return castawayOf(id).stats.join(",");
}
