import type { Seat, Viewer } from "./types.ts";

/**
 * Who may see the faces of a zone's cards. Everyone may always see how many cards a zone holds.
 * - public: everyone (discard pile, cards played face up)
 * - owner: the owning seat only (a hand, a card played face down)
 * - hidden: nobody (a deck)
 */
export type Visibility = "public" | "owner" | "hidden";

export interface Zone<C extends string = string> {
  owner: Seat | null;
  visibility: Visibility;
  /** Bottom first: the last card is the top of a deck or the rightmost card of a row. Card ids are unique per
   * physical card within a match, so a card is in exactly one zone (the leak and conservation checks rely on it). */
  cards: C[];
  /** Seats that were shown this zone's cards (a revealed hand). Cleared when a card enters the zone. */
  shownTo?: Seat[];
}

export type ZoneMap = Record<string, Zone>;

export interface ZoneView<C extends string = string> {
  count: number;
  /** The cards, when the viewer may see them; otherwise null. */
  cards: C[] | null;
}

export function zone<C extends string>(visibility: Visibility, owner: Seat | null = null, cards: C[] = []): Zone<C> {
  return { owner, visibility, cards };
}

/**
 * A deep copy of a zone map, zone by zone in their one shape (the keys in the order `zone` gives them): several
 * times faster than a generic copy, and zones are most of a match's state.
 */
export function copyZones(zones: ZoneMap): ZoneMap {
  const out: ZoneMap = { ...zones };
  for (const name in out) {
    const z = out[name] as Zone;
    const copy: Zone = { owner: z.owner, visibility: z.visibility, cards: z.cards.slice() };
    if (z.shownTo !== undefined) copy.shownTo = z.shownTo.slice();
    out[name] = copy;
  }
  return out;
}

const zoneNames = new Map<string, string[]>();

/**
 * The name of a seat's zone or a numbered one, `<kind><n>`: the same string every time, so that looking the zone up
 * (on every step of every game) builds no new text to hash.
 */
export function zoneName(kind: string, n: number): string {
  let names = zoneNames.get(kind);
  if (!names) zoneNames.set(kind, (names = []));
  return (names[n] ??= `${kind}${n}`);
}

/** A game's lookup of a seat's zone by kind: the zone `<kind><seat>` of the state's zones. */
export type SeatZoneLookup<K extends string> = <C extends string>(
  state: { zones: Readonly<Record<string, Zone<C>>> },
  seat: Seat,
  kind: K,
) => Zone<C>;

/**
 * The seat-zone lookup of a game that names its seats' zones `<kind><seat>` (see zoneName), typed by the kinds it
 * deals every seat: `export const seatZone = seatZones<"deck" | "hand">()`. A zone the game never made throws.
 */
export function seatZones<K extends string>(): SeatZoneLookup<K> {
  return seatZone;
}

function seatZone<C extends string>(
  state: { zones: Readonly<Record<string, Zone<C>>> },
  seat: Seat,
  kind: string,
): Zone<C> {
  const z = state.zones[zoneName(kind, seat)];
  if (!z) throw new Error(`no zone ${kind}${seat}`);
  return z;
}

export function canSee(z: Zone, viewer: Viewer): boolean {
  if (z.visibility === "public") return true;
  if (viewer === "spectator") return false;
  if (z.visibility === "owner" && z.owner === viewer) return true;
  return z.shownTo?.includes(viewer) ?? false;
}

/**
 * A zone as one viewer sees it. A private zone shown to someone else (a revealed hand) is shown sorted, so its
 * order does not tell in which order its cards arrived.
 */
export function viewZone<C extends string>(z: Zone<C>, viewer: Viewer): ZoneView<C> {
  if (!canSee(z, viewer)) return { count: z.cards.length, cards: null };
  const shownToOther = z.visibility !== "public" && z.owner !== viewer;
  return { count: z.cards.length, cards: shownToOther ? [...z.cards].sort() : [...z.cards] };
}

function enter<C extends string>(to: Zone<C>, card: C, atBottom: boolean): void {
  if (atBottom) to.cards.unshift(card);
  else to.cards.push(card);
  delete to.shownTo;
}

/** Moves one named card; throws when it is not there (a rules bug, never a player error). */
export function moveCard<C extends string>(
  from: Zone<C>,
  to: Zone<C>,
  card: C,
  opts: { toBottom?: boolean } = {},
): void {
  const at = from.cards.indexOf(card);
  if (at < 0) throw new Error(`card ${card} is not in the source zone`);
  from.cards.splice(at, 1);
  enter(to, card, opts.toBottom ?? false);
}

/** Moves the top card (the last one); returns it, or null when the zone is empty. */
export function moveTop<C extends string>(from: Zone<C>, to: Zone<C>): C | null {
  const card = from.cards.pop();
  if (card === undefined) return null;
  enter(to, card, false);
  return card;
}

/** Moves every card, keeping their order. */
export function moveAll<C extends string>(from: Zone<C>, to: Zone<C>): C[] {
  const moved = from.cards.splice(0, from.cards.length);
  for (const card of moved) enter(to, card, false);
  return moved;
}
