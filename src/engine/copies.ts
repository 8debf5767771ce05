import type { Seat } from "./types.ts";
import type { Zone, ZoneMap } from "./zones.ts";

/**
 * Copies of one face are interchangeable, so which physical copy turns face up must tell nothing. Otherwise a player
 * who always plays their lowest-numbered copy would show which copies they do not hold. As cards turn face up (in
 * order), each takes the id of the lowest copy of its face not yet face up among the copies it may trade places
 * with, swapping ids with that copy. Every reference to the two ids in `refs` (the state, or null for a game that
 * keeps no hidden card's id outside its zones) follows the swap, so call this once the cards' own references are
 * settled, and use the returned ids (same order) from then on. `zones` is the state's own zone map (the zones are
 * swapped in place; the walk renaming the rest of the state passes them by).
 *
 * A card that someone can see (a hand's card, a card played face down) trades only with copies that nobody else
 * can see: its holder's own hidden cards and cards hidden from everyone (a deck). So an id another seat can see
 * never changes, and which of its equivalent copies the holder chose never shows. A card nobody can see (the top
 * of a deck) trades with any copy not yet face up.
 *
 * With the engine's own ids (`ownedFace`, `byCopy`), copies are physical cards, `<owner>:<face>:<copy>` numbered
 * from 1 as `physicalCards` numbers them: a seat's piece (`<owner>:<face>`) or a bare face is nobody's copy.
 */
export function turnFaceUp(
  refs: object | null,
  zones: ZoneMap,
  cards: readonly string[],
  faceOf: (card: string) => string,
  order: (a: string, b: string) => number,
): string[] {
  const batch = cards.slice();
  if (batch.length === 0) return batch;
  const all = Object.values(zones);
  const renamed = new Renaming();
  if (faceOf === ownedFace && order === byCopy) turnNumberedUp(all, batch, renamed);
  else turnAnyUp(all, batch, faceOf, order, renamed);
  if (refs !== null) renamed.applyOutside(refs, zones);
  return batch;
}

/**
 * `turnFaceUp` for physical cards ordered by copy number: the only ids a card may take are those of the lower copies
 * of its face, known by name, so each is looked for (lowest first) instead of every hidden card being read.
 */
function turnNumberedUp(all: readonly Zone[], batch: string[], renamed: Renaming): void {
  const turned: string[] = [];
  for (let i = 0; i < batch.length; i++) {
    const card = batch[i] as string;
    const { parts, copy, ownedFace: face, owner } = idParts(card);
    const seat = Number(owner);
    // Where the card lies and who sees it there: looked up once a lower copy turns out to be hidden.
    let home: { zone: Zone | null; seers: Seat[] } | null = null;
    for (let n = 1; parts === 3 && n < copy; n++) {
      const lower = `${face}:${n}`;
      if (turned.includes(lower)) continue;
      const there = zoneHolding(all, lower, seat);
      if (there === null || there.visibility === "public") continue;
      if (home === null) {
        const zone = zoneHolding(all, card, seat);
        home = { zone, seers: zone ? seersOf(zone) : [] };
      }
      if (!mayTrade(seersOf(there), home.seers)) continue;
      trade(batch, i, lower, home.zone, there, renamed);
      break;
    }
    turned.push(batch[i] as string);
  }
}

/** `turnFaceUp` for any faces and order: one pass over the hidden cards finds the batch's copies. */
function turnAnyUp(all: readonly Zone[], batch: string[], faceOf: (card: string) => string, order: (a: string, b: string) => number, renamed: Renaming): void {
  const copies = copiesByFace(all, new Set(batch.map(faceOf)), faceOf);
  const turned = new Set<string>();
  for (let i = 0; i < batch.length; i++) {
    const card = batch[i] as string;
    const candidates = copies.get(faceOf(card)) ?? [];
    const home = candidates.find((copy) => copy.card === card)?.zone ?? zoneHolding(all, card);
    const seers = home ? seersOf(home) : [];
    // The first lowest in zone order, as a stable sort of [card, ...candidates] would pick.
    let lowest: Copy | null = null;
    for (const copy of candidates) {
      if (!mayTrade(copy.seers, seers)) continue;
      if (order(copy.card, lowest?.card ?? card) < 0 && !turned.has(copy.card)) lowest = copy;
    }
    if (lowest !== null) {
      const other = lowest.card;
      for (const copy of candidates) copy.card = copy.card === card ? other : copy.card === other ? card : copy.card;
      trade(batch, i, other, home, lowest.zone, renamed);
    }
    turned.add(batch[i] as string);
  }
}

/** The card at `batch[i]` and the copy `other` swap ids: in their zones, in the rest of the batch, and (later) in the state. */
function trade(batch: string[], i: number, other: string, home: Zone | null | undefined, there: Zone, renamed: Renaming): void {
  const card = batch[i] as string;
  if (home) swapInZone(home, card, other);
  if (there !== home) swapInZone(there, card, other);
  for (let j = i + 1; j < batch.length; j++) batch[j] = batch[j] === card ? other : batch[j] === other ? card : (batch[j] as string);
  renamed.swap(card, other);
  batch[i] = other;
}

/** The zone holding a card (ids are unique), or null; the zones of `likelyOwner` are looked in first. */
function zoneHolding(all: readonly Zone[], card: string, likelyOwner?: Seat): Zone | null {
  if (likelyOwner !== undefined) for (const z of all) if (z.owner === likelyOwner && z.cards.includes(card)) return z;
  for (const z of all) if (z.owner !== likelyOwner && z.cards.includes(card)) return z;
  return null;
}

/** A copy may trade places with a card that someone sees only when nobody else sees the copy. */
function mayTrade(copySeers: readonly Seat[], cardSeers: readonly Seat[]): boolean {
  return cardSeers.length === 0 || copySeers.every((seat) => cardSeers.includes(seat));
}

/** A card that may trade places with one turning face up: where it lies and who can see it there. */
interface Copy {
  card: string;
  zone: Zone;
  seers: Seat[];
}

/**
 * The cards of the given faces in zones that are not public, by face, in zone order: one pass over the hidden cards
 * for the whole batch. Candidates come from zones that are not public, so only the cards this batch turned up can
 * be face up there.
 */
function copiesByFace(all: readonly Zone[], faces: ReadonlySet<string>, faceOf: (card: string) => string): Map<string, Copy[]> {
  const byFace = new Map<string, Copy[]>();
  for (const zone of all) {
    if (zone.visibility === "public" || zone.cards.length === 0) continue;
    let seers: Seat[] | null = null;
    for (const card of zone.cards) {
      const face = faceOf(card);
      if (!faces.has(face)) continue;
      seers ??= seersOf(zone);
      const list = byFace.get(face);
      if (list) list.push({ card, zone, seers });
      else byFace.set(face, [{ card, zone, seers }]);
    }
  }
  return byFace;
}

/** The seats that can see a non-public zone's cards (a public zone's cards are face up and never candidates). */
function seersOf(z: Zone): Seat[] {
  const seats = z.visibility === "owner" && z.owner !== null ? [z.owner] : [];
  return [...seats, ...(z.shownTo ?? [])];
}

function swapInZone(z: Zone, a: string, b: string): void {
  const { cards } = z;
  for (let i = 0; i < cards.length; i++) {
    if (cards[i] === a) cards[i] = b;
    else if (cards[i] === b) cards[i] = a;
  }
}

/**
 * The swaps of one batch composed into one renaming, so the state outside the zones (which are swapped as each card
 * turns) is walked once, whatever the batch's size.
 */
class Renaming {
  /** For each id the batch renamed: the id it had when the batch began → the id it has now. */
  private readonly now = new Map<string, string>();
  /** The reverse: an id it has now → the id it had when the batch began. */
  private readonly was = new Map<string, string>();

  swap(a: string, b: string): void {
    const wasA = this.was.get(a) ?? a;
    const wasB = this.was.get(b) ?? b;
    this.now.set(wasA, b);
    this.was.set(b, wasA);
    this.now.set(wasB, a);
    this.was.set(a, wasB);
  }

  /** Renames every reference in `state` outside `zones`, as values and as keys, in place. */
  applyOutside(state: object, zones: ZoneMap): void {
    if (this.now.size === 0) return;
    const renames = new Map([...this.now].filter(([from, to]) => from !== to));
    if (renames.size > 0) renameEverywhere(state, renames, zones);
  }
}

/**
 * Renames strings wherever they appear in a JSON-like value, as values and as keys, in place, skipping `skip`. Only
 * an object that has one of them as a key is rebuilt (keeping its key order); deleting keys elsewhere would turn
 * every object of the state into a slow dictionary for the rest of the match.
 */
function renameEverywhere(value: object, renames: ReadonlyMap<string, string>, skip: object): void {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (typeof v === "string") value[i] = renames.get(v) ?? v;
      else if (typeof v === "object" && v !== null && v !== skip) renameEverywhere(v, renames, skip);
    }
    return;
  }
  const record = value as Record<string, unknown>;
  let keyed = false;
  for (const key in record) {
    const v = record[key];
    if (typeof v === "string") {
      const to = renames.get(v);
      if (to !== undefined) record[key] = to;
    } else if (typeof v === "object" && v !== null && v !== skip) renameEverywhere(v, renames, skip);
    if (renames.has(key)) keyed = true;
  }
  if (!keyed) return;
  const entries = Object.entries(record);
  for (const [key] of entries) delete record[key];
  for (const [key, v] of entries) record[renames.get(key) ?? key] = v;
}

/** One card per face: of each face the first in `order`, in that order. Copies of one face are one choice. */
export function onePerFace(cards: readonly string[], faceOf: (card: string) => string, order: (a: string, b: string) => number): string[] {
  const kept = new Map<string, string>();
  for (const card of [...cards].sort(order)) if (!kept.has(faceOf(card))) kept.set(faceOf(card), card);
  return [...kept.values()];
}

/** A card id's parts: `<owner>:<face>:<copy>` for a physical card, `<owner>:<face>` for a seat's own piece, a bare face. */
export interface IdParts {
  /** The first part (the whole id when it has one part). */
  owner: string;
  face: string;
  /** 0 when the id has no copy part. */
  copy: number;
  parts: number;
  /** The same face among one owner's cards: the copies that may trade places (a bare id only with itself). */
  ownedFace: string;
}

const knownIds = new Map<string, IdParts>();
/** Ids come from card sets, so few; the bound keeps ids from outside (a forged action) from growing it for ever. */
const KNOWN_IDS_MAX = 50_000;

/** The parts of a card id, read once per id: games look at owners, faces and copies in their hottest loops. */
export function idParts(id: string): IdParts {
  const known = knownIds.get(id);
  if (known) return known;
  const [owner = id, face, copy] = id.split(":");
  const parts: IdParts =
    face === undefined
      ? { owner: id, face: id, copy: 0, parts: 1, ownedFace: id }
      : { owner, face, copy: Number(copy ?? 0), parts: copy === undefined ? 2 : 3, ownedFace: `${owner}:${face}` };
  if (knownIds.size < KNOWN_IDS_MAX) knownIds.set(id, parts);
  return parts;
}

/** The same face among one owner's cards (see IdParts.ownedFace): what `turnFaceUp` treats as one face. */
export function ownedFace(id: string): string {
  return idParts(id).ownedFace;
}

/** Copies of one face by copy number: the order `turnFaceUp` lowers them in. */
export function byCopy(a: string, b: string): number {
  return idParts(a).copy - idParts(b).copy;
}

/** The physical cards of a deck list for one seat, in list order: `<seat>:<card>:<copy>`, copies counted from 1. */
export function physicalCards(seat: Seat, list: readonly { card: string; copies: number }[]): string[] {
  const out: string[] = [];
  for (const { card, copies } of list) for (let copy = 1; copy <= copies; copy++) out.push(`${seat}:${card}:${copy}`);
  return out;
}
