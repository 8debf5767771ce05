import type { Rng } from "./rng.ts";
import type { Seat } from "./types.ts";
import type { Zone, ZoneMap } from "./zones.ts";

/**
 * Copies of one face are interchangeable, so which physical copy turns face up must tell nothing: not which copy its
 * holder chose (a player who always plays their lowest-numbered copy would show which copies they do not hold), and
 * not where the other copies are. As cards turn face up (in order), each takes the id of the lowest copy of its face
 * that is not face up (public, or turned earlier in the batch), whoever holds that copy, swapping ids with it: the id a
 * card takes when it turns face up follows from public facts only. Every reference to the swapped ids in `refs` (the
 * state, or null for a game that keeps no hidden card's id outside its zones) follows, so call this once the cards'
 * own references are settled, and use the returned ids (same order) from then on. `zones` is the state's own zone map
 * (the zones are swapped in place; the walk renaming the rest of the state passes them by).
 *
 * The copy giving up its id takes the turning card's old id. When that copy lies where some seat sees it that does not
 * see the turning card (the lowest copy is in another seat's hand), that seat would learn which of its equivalent
 * copies the holder chose; so wherever another seat may see a copy of the face (a shared deck's cards, which may be in
 * any hand; an owned card `<owner>:<face>:<copy>` only in its owner's zones or ownerless ones), a card coming from a place
 * some seat sees first trades ids with one of the copies lying where exactly the same seats see them (itself included),
 * picked with `rng` (read, never advanced; without it, the lowest), unless the lowest copy itself lies there. Its
 * holder's remaining ids then tell the holder nothing either, wherever the lowest copy was.
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
  rng?: Rng,
): string[] {
  const batch = cards.slice();
  if (batch.length === 0) return batch;
  const all = Object.values(zones);
  const renamed = new Renaming();
  const pick = (count: number, face: string): number => rng?.peekInt(count, face) ?? 0;
  if (faceOf === ownedFace && order === byCopy) turnNumberedUp(all, batch, renamed, pick);
  else turnAnyUp(all, batch, faceOf, order, renamed, pick);
  if (refs !== null) renamed.applyOutside(refs, zones);
  return batch;
}

/**
 * Physical cards (see physicalCards) about to turn face up from a hand or another hidden place: `turnFaceUp` with the
 * engine's ids, so each first takes the id of the lowest copy of its face not face up. Returns the ids they have now,
 * in the same order. `refs` is what else may name them: the state by default, or null for a game whose state names
 * hidden cards only in its zones.
 */
export function revealCopies<C extends string>(
  state: { zones: ZoneMap },
  cards: readonly C[],
  refs: object | null = state,
): C[] {
  return turnFaceUp(refs, state.zones, cards, ownedFace, byCopy) as C[];
}

/** Which of `count` copies stands in for the one chosen: 0 to count - 1. */
type Pick = (count: number, face: string) => number;

/**
 * `turnFaceUp` for physical cards ordered by copy number: the only ids a card may take are those of the lower copies
 * of its face, known by name, so each is looked for (lowest first) instead of every hidden card being read.
 */
function turnNumberedUp(all: readonly Zone[], batch: string[], renamed: Renaming, pick: Pick): void {
  const turned: string[] = [];
  for (let i = 0; i < batch.length; i++) {
    const card = batch[i] as string;
    const { parts, copy, ownedFace: face, owner } = idParts(card);
    const seat = Number(owner);
    for (let n = 1; parts === 3 && n < copy; n++) {
      const lower = `${face}:${n}`;
      if (turned.includes(lower)) continue;
      const there = zoneHolding(all, lower, seat);
      if (there === null || there.visibility === "public") continue;
      const home = zoneHolding(all, card, seat);
      const seers = home ? seersOf(home) : [];
      if (mustHideChoice(all, card, seers, seersOf(there))) {
        const fellows = numberedCopies(all, face, seers, turned);
        const stand = fellows[pick(fellows.length, face)];
        if (stand !== undefined && stand !== card)
          trade(batch, i, stand, home, zoneHolding(all, stand, seat) as Zone, renamed);
      }
      trade(batch, i, lower, home, there, renamed);
      break;
    }
    turned.push(batch[i] as string);
  }
}

/** The copies of an owned face (`<owner>:<face>`) lying where exactly `seers` see them, not yet turned, by copy number. */
function numberedCopies(
  all: readonly Zone[],
  face: string,
  seers: readonly Seat[],
  turned: readonly string[],
): string[] {
  const out: string[] = [];
  for (const z of all) {
    if (z.visibility === "public" || !sameSeats(seersOf(z), seers)) continue;
    for (const card of z.cards)
      if (idParts(card).ownedFace === face && idParts(card).parts === 3 && !turned.includes(card)) out.push(card);
  }
  return out.sort(byCopy);
}

/** `turnFaceUp` for any faces and order: one pass over the hidden cards finds the batch's copies. */
function turnAnyUp(
  all: readonly Zone[],
  batch: string[],
  faceOf: (card: string) => string,
  order: (a: string, b: string) => number,
  renamed: Renaming,
  pick: Pick,
): void {
  const copies = copiesByFace(all, new Set(batch.map(faceOf)), faceOf);
  const turned = new Set<string>();
  for (let i = 0; i < batch.length; i++) {
    const card = batch[i] as string;
    const face = faceOf(card);
    const candidates = copies.get(face) ?? [];
    const home = candidates.find((copy) => copy.card === card)?.zone ?? zoneHolding(all, card);
    const seers = home ? seersOf(home) : [];
    // The first lowest in zone order, as a stable sort of [card, ...candidates] would pick.
    let lowest: Copy | null = null;
    for (const copy of candidates) {
      if (order(copy.card, lowest?.card ?? card) < 0 && !turned.has(copy.card)) lowest = copy;
    }
    if (lowest !== null) {
      if (mustHideChoice(all, card, seers, lowest.seers)) {
        const fellows = candidates
          .filter((c) => !turned.has(c.card) && sameSeats(c.seers, seers))
          .sort((a, b) => order(a.card, b.card));
        const stand = fellows[pick(fellows.length, face)];
        if (stand !== undefined && stand.card !== card) swapCopies(candidates, batch, i, stand, home, renamed);
      }
      swapCopies(candidates, batch, i, lowest, home, renamed);
    }
    turned.add(batch[i] as string);
  }
}

/** The card at `batch[i]` (lying in `home`) and `other` swap ids, the candidates following. */
function swapCopies(
  candidates: Copy[],
  batch: string[],
  i: number,
  other: Copy,
  home: Zone | null | undefined,
  renamed: Renaming,
): void {
  const card = batch[i] as string;
  const id = other.card;
  for (const copy of candidates) copy.card = copy.card === card ? id : copy.card === id ? card : copy.card;
  trade(batch, i, id, home, other.zone, renamed);
}

/**
 * Whether the turning card, seen by `seers`, must first trade with a copy of its own kind of place before taking the
 * lowest copy's id (seen by `lowestSeers`): when it comes from a place someone sees, the lowest copy lies elsewhere,
 * and some seat outside `seers` may see a copy of its face (see turnFaceUp).
 */
function mustHideChoice(
  all: readonly Zone[],
  card: string,
  seers: readonly Seat[],
  lowestSeers: readonly Seat[],
): boolean {
  if (seers.length === 0 || sameSeats(seers, lowestSeers)) return false;
  const { parts, owner } = idParts(card);
  const owned = parts === 3 ? owner : null;
  return all.some(
    (z) =>
      z.visibility !== "public" &&
      (owned === null || z.owner === null || String(z.owner) === owned) &&
      seersOf(z).some((seat) => !seers.includes(seat)),
  );
}

function sameSeats(a: readonly Seat[], b: readonly Seat[]): boolean {
  return a.every((seat) => b.includes(seat)) && b.every((seat) => a.includes(seat));
}

/** The card at `batch[i]` and the copy `other` swap ids: in their zones, in the rest of the batch, and (later) in the state. */
function trade(
  batch: string[],
  i: number,
  other: string,
  home: Zone | null | undefined,
  there: Zone,
  renamed: Renaming,
): void {
  const card = batch[i] as string;
  if (home) swapInZone(home, card, other);
  if (there !== home) swapInZone(there, card, other);
  for (let j = i + 1; j < batch.length; j++)
    batch[j] = batch[j] === card ? other : batch[j] === other ? card : (batch[j] as string);
  renamed.swap(card, other);
  batch[i] = other;
}

/** The zone holding a card (ids are unique), or null; the zones of `likelyOwner` are looked in first. */
function zoneHolding(all: readonly Zone[], card: string, likelyOwner?: Seat): Zone | null {
  if (likelyOwner !== undefined) for (const z of all) if (z.owner === likelyOwner && z.cards.includes(card)) return z;
  for (const z of all) if (z.owner !== likelyOwner && z.cards.includes(card)) return z;
  return null;
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
function copiesByFace(
  all: readonly Zone[],
  faces: ReadonlySet<string>,
  faceOf: (card: string) => string,
): Map<string, Copy[]> {
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
export function onePerFace(
  cards: readonly string[],
  faceOf: (card: string) => string,
  order: (a: string, b: string) => number,
): string[] {
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
