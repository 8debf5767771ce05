/** The starter set (level decks, raiders, draw-deck cards, preconstructed decks), checked when the module loads. */
import {
  array,
  bool,
  idParts,
  int,
  object,
  oneOf,
  optional,
  physicalCards,
  str,
  tagged,
  validate,
  type Refusal,
  type Schema,
} from "../../engine/index.ts";
import data from "./cards.json" with { type: "json" };
import { alwaysWinnable } from "./winnable.ts";

export type Stat = "fight" | "move" | "search" | "think";
export const STATS: readonly Stat[] = ["fight", "move", "search", "think"];
export type Direction = "up" | "down" | "left" | "right";
export const DIRECTIONS: readonly Direction[] = ["up", "left", "right", "down"];
/** Where a creature lives, or where a card may be found or played: on dry ground, under water, or both. */
export type Habitat = "dry" | "wet" | "any";
export type LevelId = "tomb" | "cave";
export const LEVELS: readonly LevelId[] = ["tomb", "cave"];
export type LocationRole = "entrance" | "treasure" | "room";
export type CardKind = "upgrade" | "secret" | "discovery" | "obstacle" | "action";
export type DiscoveryType = "triggered" | "item" | "weapon" | "companion";
const DISCOVERY_TYPES: readonly DiscoveryType[] = ["triggered", "item", "weapon", "companion"];

/**
 * One way to search a location (探索条件): a dice modifier and, when given, the only kinds of discovery that search
 * can turn up. A location lists none (nothing to find), one, or several to choose from at the roll.
 */
export interface SearchCondition {
  n: number;
  finds?: DiscoveryType[];
}

/** A card id: a location's id (`t-hall`), or a draw-deck card as `<seat>:<card>:<copy>` (`0:o-pit:2`). */
export type CardId = string;

/** The effect vocabulary: every card and location effect is one of these (see docs/rules/tomb-raider.md). */
export type Effect =
  | { do: "heal"; n: number }
  | { do: "draw"; n: number }
  | { do: "air"; n: number }
  | { do: "move"; n: number }
  | { do: "free-step"; n: number }
  | { do: "search"; n: number }
  | { do: "save-point" }
  | { do: "damage"; n: number }
  | { do: "stop" }
  | { do: "discard"; n: number }
  | { do: "flood" }
  | { do: "drain" }
  | { do: "wound"; n: number };

export interface Name {
  en: string;
  ja: string;
}

export interface ObstacleData {
  /** The stats it may be tested with; the raider picks one when several are listed. */
  stats: Stat[];
  danger: number;
  /** Creatures have life: damage tokens up to it remove them. */
  life: number | null;
  habitat: Habitat;
  fail: Effect[];
}

export interface LocationData {
  id: string;
  name: Name;
  role: LocationRole;
  arrows: Direction[];
  danger: number;
  search: SearchCondition[];
  treasure?: number;
  empty?: boolean;
  wet?: boolean;
  obstacle?: ObstacleData;
  enter?: Effect[];
}

interface RaiderData {
  id: string;
  name: Name;
  power: number;
  stats: Record<Stat, number>;
}

type StatMods = Partial<Record<Stat, number>>;

/** One draw-deck card; which fields apply depends on `kind`. */
export interface CardData {
  id: string;
  name: Name;
  kind: CardKind;
  power?: number;
  mods?: StatMods;
  /** Extra air supply while on the raider. */
  air?: number;
  /** Steps per turn that may ignore the arrows. */
  steps?: number;
  find?: DiscoveryType;
  difficulty?: number;
  /** Where a discovery can be found or an action played. */
  water?: Habitat;
  effects?: Effect[];
  weapon?: { fight: number; underwater: boolean };
  obstacle?: ObstacleData;
}

interface DeckData {
  id: string;
  name: Name;
  /** The raider the deck is built for (the suggested pairing). */
  raider: string;
  cards: { card: string; copies: number }[];
}

interface Construction {
  minCards: number;
  /** Copies of one card allowed from a deck size on. */
  copies: { fromCards: number; max: number }[];
  kinds: CardKind[];
  uniqueInPlay: CardKind[];
  characterPower: number;
  level: { entrancesPerPlayers: Record<string, number>; treasureRooms: number; copies: number };
}

interface SetData {
  set: string;
  version: number;
  construction: Construction;
  levels: Record<LevelId, { name: Name; locations: LocationData[] }>;
  raiders: RaiderData[];
  cards: CardData[];
  decks: DeckData[];
}

function nullOr<T>(schema: Schema<T>): Schema<T | null> {
  return (value, path, issues) => (value === null ? null : schema(value, path, issues));
}

const name: Schema<Name> = object<Name>({ en: str({ min: 1, max: 40 }), ja: str({ min: 1, max: 40 }) });
const stat = oneOf<Stat>(STATS);
const n = int({ min: 1, max: 12 });
const effect: Schema<Effect> = tagged<"do", Effect>("do", {
  heal: object({ do: oneOf(["heal"]), n }),
  draw: object({ do: oneOf(["draw"]), n }),
  air: object({ do: oneOf(["air"]), n }),
  move: object({ do: oneOf(["move"]), n }),
  "free-step": object({ do: oneOf(["free-step"]), n }),
  search: object({ do: oneOf(["search"]), n }),
  "save-point": object({ do: oneOf(["save-point"]) }),
  damage: object({ do: oneOf(["damage"]), n }),
  stop: object({ do: oneOf(["stop"]) }),
  discard: object({ do: oneOf(["discard"]), n }),
  flood: object({ do: oneOf(["flood"]) }),
  drain: object({ do: oneOf(["drain"]) }),
  wound: object({ do: oneOf(["wound"]), n }),
});
const habitat = oneOf<Habitat>(["dry", "wet", "any"]);
const obstacle: Schema<ObstacleData> = object<ObstacleData>({
  stats: array(stat, { min: 1, max: 4 }),
  danger: int({ min: 1, max: 24 }),
  life: nullOr(int({ min: 1, max: 9 })),
  habitat,
  fail: array(effect, { min: 1 }),
});
const id = str({ min: 1, max: 24, pattern: /^[a-z][a-z0-9-]*$/ });
const mods: Schema<StatMods> = object<StatMods>({
  fight: optional(int({ min: -3, max: 3 })),
  move: optional(int({ min: -3, max: 3 })),
  search: optional(int({ min: -3, max: 3 })),
  think: optional(int({ min: -3, max: 3 })),
});
export const searchCondition: Schema<SearchCondition> = object<SearchCondition>({
  n: int({ min: -3, max: 6 }),
  finds: optional(array(oneOf(DISCOVERY_TYPES), { min: 1, max: 3 })),
});
const locationSchema: Schema<LocationData> = object<LocationData>({
  id,
  name,
  role: oneOf<LocationRole>(["entrance", "treasure", "room"]),
  arrows: array(oneOf(DIRECTIONS), { min: 1, max: 4 }),
  danger: int({ min: 0, max: 9 }),
  search: array(searchCondition, { max: 3 }),
  treasure: optional(int({ min: 2, max: 30 })),
  empty: optional(bool()),
  wet: optional(bool()),
  obstacle: optional(obstacle),
  enter: optional(array(effect)),
});
const setSchema: Schema<SetData> = object<SetData>({
  set: str({ min: 1 }),
  version: int({ min: 1 }),
  construction: object<Construction>({
    minCards: int({ min: 1 }),
    copies: array(object({ fromCards: int({ min: 0 }), max: int({ min: 1 }) }), { min: 1 }),
    kinds: array(oneOf<CardKind>(["upgrade", "secret", "discovery", "obstacle", "action"]), { min: 1 }),
    uniqueInPlay: array(oneOf<CardKind>(["upgrade", "secret", "discovery", "obstacle", "action"])),
    characterPower: int({ min: 1 }),
    level: object({
      entrancesPerPlayers: object({ "1": int({ min: 1 }), "2": int({ min: 1 }) }),
      treasureRooms: int({ min: 1 }),
      copies: int({ min: 1 }),
    }),
  }),
  levels: object({
    tomb: object({ name, locations: array(locationSchema, { min: 18 }) }),
    cave: object({ name, locations: array(locationSchema, { min: 18 }) }),
  }),
  raiders: array(
    object<RaiderData>({
      id,
      name,
      power: int({ min: 1, max: 9 }),
      stats: object({ fight: n, move: n, search: n, think: n }),
    }),
    { min: 1 },
  ),
  cards: array(
    object<CardData>({
      id,
      name,
      kind: oneOf<CardKind>(["upgrade", "secret", "discovery", "obstacle", "action"]),
      power: optional(int({ min: 2, max: 9 })),
      mods: optional(mods),
      air: optional(int({ min: 1, max: 9 })),
      steps: optional(int({ min: 1, max: 3 })),
      find: optional(oneOf(DISCOVERY_TYPES)),
      difficulty: optional(int({ min: 1, max: 30 })),
      water: optional(habitat),
      effects: optional(array(effect, { min: 1 })),
      weapon: optional(object({ fight: int({ min: 0, max: 4 }), underwater: bool() })),
      obstacle: optional(obstacle),
    }),
    { min: 40 },
  ),
  decks: array(
    object<DeckData>({
      id,
      name,
      raider: id,
      cards: array(object({ card: id, copies: int({ min: 1, max: 4 }) }), { min: 1 }),
    }),
    { min: 2 },
  ),
});

/** The fields each kind of card must carry. */
const REQUIRED: Record<CardKind, (keyof CardData)[]> = {
  upgrade: ["power"],
  secret: [],
  discovery: ["find", "difficulty", "water"],
  obstacle: ["obstacle"],
  action: ["water", "effects"],
};

function entranceShape(l: LocationData): string {
  return JSON.stringify([
    [...l.arrows].sort(),
    l.danger,
    l.search,
    l.wet ?? false,
    l.empty ?? false,
    l.obstacle ?? null,
    l.enter ?? null,
  ]);
}

function setProblems(set: SetData): string[] {
  const problems: string[] = [];
  for (const c of set.cards) {
    for (const field of REQUIRED[c.kind])
      if (c[field] === undefined) problems.push(`card ${c.id}: ${c.kind} needs ${field}`);
    if (c.find === "weapon" && !c.weapon) problems.push(`card ${c.id}: a weapon needs weapon`);
    if (c.find === "triggered" && !c.effects) problems.push(`card ${c.id}: a triggered discovery needs effects`);
  }
  for (const level of LEVELS) {
    const locations = set.levels[level].locations;
    const treasure = locations.filter((l) => l.role === "treasure");
    if (treasure.length !== set.construction.level.treasureRooms)
      problems.push(`${level}: needs exactly one Treasure Room`);
    if (treasure.some((l) => l.treasure === undefined)) problems.push(`${level}: the Treasure Room needs its number`);
    if (treasure.some((l) => l.search.length !== 1 || l.search[0]?.finds))
      problems.push(`${level}: the Treasure Room has one plain search condition`);
    for (const l of locations) {
      if (l.search.some((c) => new Set(c.finds).size !== (c.finds?.length ?? 0)))
        problems.push(`${l.id}: a search condition names a kind twice`);
    }
    const entrances = locations.filter((l) => l.role === "entrance");
    if (entrances.length < 2) problems.push(`${level}: needs an entrance per player`);
    const rooms = locations.filter((l) => l.role === "room");
    if (rooms.length < 16) problems.push(`${level}: needs 16 rooms to fill a solo map`);
    const first = entrances[0];
    // The players' entrances are alike, so the seat does not decide who starts better placed.
    if (first && entrances.some((e) => entranceShape(e) !== entranceShape(first)))
      problems.push(`${level}: the entrances differ`);
    for (const players of [1, 2]) {
      if (
        first &&
        !alwaysWinnable(
          first.arrows,
          rooms.map((r) => r.arrows),
          players,
        )
      ) {
        problems.push(`${level}: some order of the level deck leaves no way to the Treasure Room (${players} players)`);
      }
    }
  }
  for (const deck of set.decks)
    problems.push(
      ...deckProblems(set, deck.cards).map((p) => `deck ${deck.id}: ${p.code} ${JSON.stringify(p.params)}`),
    );
  return problems;
}

/** One thing wrong with a draw deck, with its numbers; its code is the key of its words in the game's catalog. */
export interface DeckProblem {
  code: "deck.deck-size" | "deck.unknown-card" | "deck.not-draw-card" | "deck.copies";
  params: Record<string, string | number>;
}

/** Deck construction problems of a draw deck (card id and copies), read from the set's construction rules. */
function deckProblems(set: SetData, list: readonly { card: string; copies: number }[]): DeckProblem[] {
  const rules = set.construction;
  const size = list.reduce((sum, e) => sum + e.copies, 0);
  const problems: DeckProblem[] = [];
  if (size < rules.minCards) problems.push({ code: "deck.deck-size", params: { found: size, min: rules.minCards } });
  const max = rules.copies.filter((c) => size >= c.fromCards).reduce((m, c) => Math.max(m, c.max), 0);
  for (const entry of list) {
    const found = set.cards.find((c) => c.id === entry.card);
    if (!found) problems.push({ code: "deck.unknown-card", params: { card: entry.card } });
    else if (!rules.kinds.includes(found.kind))
      problems.push({ code: "deck.not-draw-card", params: { card: entry.card } });
    if (entry.copies > max)
      problems.push({ code: "deck.copies", params: { card: entry.card, found: entry.copies, max } });
  }
  return problems;
}

function loadSet(raw: unknown): SetData {
  const checked = validate(setSchema, raw);
  if (!checked.ok) {
    throw new Error(
      `tomb-raider card set is invalid: ${checked.issues.map((i) => `${i.path}: ${i.expected}`).join("; ")}`,
    );
  }
  const problems = setProblems(checked.value);
  if (problems.length > 0) throw new Error(`tomb-raider card set: ${problems.join("; ")}`);
  return checked.value;
}

const cardSet = loadSet(data);

/** The card set's version: part of the rules version, so a stored match is never replayed with other cards. */
export const CARD_SET_VERSION: number = cardSet.version;
export const CONSTRUCTION: Readonly<Construction> = cardSet.construction;

/** Every construction problem of a draw deck against the loaded set (empty when legal). */
export function drawDeckProblems(list: readonly { card: string; copies: number }[]): DeckProblem[] {
  return deckProblems(cardSet, list);
}

/** Every draw-deck card of the set, in set order. */
export const DRAW_CARDS: readonly CardData[] = cardSet.cards;
/** Every raider of the set, starting ones and stronger ones. */
export const RAIDERS: readonly RaiderData[] = cardSet.raiders;

const locations = new Map<string, LocationData>(
  LEVELS.flatMap((l) => cardSet.levels[l].locations.map((c) => [c.id, c] as const)),
);
const drawCards = new Map<string, CardData>(cardSet.cards.map((c) => [c.id, c]));
const raiders = new Map<string, RaiderData>(cardSet.raiders.map((r) => [r.id, r]));
const decks = new Map<string, DeckData>(cardSet.decks.map((d) => [d.id, d]));
const setOrder = new Map<string, number>([...drawCards.keys()].map((k, i) => [k, i]));

export function levelName(level: LevelId): Name {
  return cardSet.levels[level].name;
}

export function levelLocations(level: LevelId): readonly LocationData[] {
  return cardSet.levels[level].locations;
}

export function isLocation(id: CardId): boolean {
  return locations.has(id);
}

export function location(id: CardId): LocationData {
  const found = locations.get(id);
  if (!found) throw new Error(`unknown location ${id}`);
  return found;
}

/** Raiders a player may start with: the character cards of the scenario's power. */
export function startingRaiders(): readonly RaiderData[] {
  return cardSet.raiders.filter((r) => r.power === cardSet.construction.characterPower);
}

export function raider(id: string): RaiderData {
  const found = raiders.get(id);
  if (!found) throw new Error(`unknown raider ${id}`);
  return found;
}

export function isRaider(id: string): boolean {
  return raiders.has(id);
}

export function preconstructedDecks(): readonly DeckData[] {
  return cardSet.decks;
}

export function deckList(id: string): DeckData | undefined {
  return decks.get(id);
}

/** The printed card behind a draw-deck card id (`0:o-pit:2` -> o-pit). */
export function faceKey(id: CardId): string {
  return idParts(id).face;
}

/** Whether the id names a draw-deck card (as opposed to a location). */
export function isDrawCard(id: CardId): boolean {
  return drawCards.has(faceKey(id));
}

export function drawCard(id: CardId): CardData {
  const found = drawCards.get(faceKey(id));
  if (!found) throw new Error(`unknown card ${id}`);
  return found;
}

/** The deck id a player's own draw deck goes by at a table. */
export const OWN_DECK = "own";

/** Physical card ids of a draw deck for one seat: a preconstructed deck by id, or a player's own list. */
export function deckCards(seat: number, deckId: string, own?: readonly { card: string; copies: number }[]): CardId[] {
  const list = own ?? decks.get(deckId)?.cards;
  if (!list) throw new Error(`unknown deck ${deckId}`);
  return physicalCards(seat, list);
}

/** Why a player's own draw deck may not be played (its first construction problem), or null. */
export function ownDeckProblem(cards: readonly { card: string; copies: number }[]): Refusal | null {
  const problem = drawDeckProblems(cards)[0];
  return problem ? { code: problem.code, params: problem.params } : null;
}

/** Orders draw-deck cards as the set lists them, copies by number: a sorted hand tells nothing of its history. */
export function bySet(a: CardId, b: CardId): number {
  const d = (setOrder.get(faceKey(a)) ?? 0) - (setOrder.get(faceKey(b)) ?? 0);
  return d !== 0 ? d : a < b ? -1 : a > b ? 1 : 0;
}

export function cardName(id: CardId, locale: "en" | "ja"): string {
  return (locations.get(id) ?? drawCard(id)).name[locale];
}
