/** Where the cards and nekomimi are, and what they add up to: zone lookups, attachments, stats and limits. */
import {
  moveCard,
  onePerFace as onePerFaceBy,
  seatList,
  seatZones,
  zone,
  type Seat,
  type Zone,
} from "../../engine/index.ts";
import { bySet, cardOf, faceOf, nekomimiOf, ownerOf, type Kind, type Mods, type Need } from "./cards.ts";
import type { CardId, NekoId, PowapowaState, SeatZone, Zones } from "./state.ts";

export const HAND_LIMIT = 6;

/**
 * What else names cards turning face up (see revealCopies): nothing. Outside its zones the state names only cards face
 * up (attachments, a fight's ground and proxies, an open card) and happenings name printed faces, so only the zones
 * change (the fuzz suites check every step).
 */
export const ZONES_ONLY = null;

export const seatZone = seatZones<SeatZone>();

export function shownZone(state: PowapowaState): Zone<string> {
  const z = state.zones.shown;
  if (!z) throw new Error("no zone shown");
  return z;
}

const SEAT_ZONES: [SeatZone, "public" | "owner" | "hidden"][] = [
  ["deck", "hidden"],
  ["hand", "owner"],
  ["discard", "public"],
  ["cradle", "owner"],
  ["field", "public"],
  ["off", "public"],
  ["attached", "public"],
  ["facedown", "owner"],
  ["up", "public"],
  ["vote", "owner"],
  ["votedeck", "hidden"],
  ["gone", "hidden"],
];

export function emptyZones(players: number): Zones {
  const zones: Zones = { shown: zone("public") };
  for (let seat = 0; seat < players; seat++)
    for (const [kind, visibility] of SEAT_ZONES) zones[`${kind}${seat}`] = zone(visibility, seat);
  return zones;
}

export function seats(state: PowapowaState): Seat[] {
  return seatList(state.players);
}

/** Seats still in the game, in seat order. */
export function seatsIn(state: PowapowaState): Seat[] {
  return seats(state).filter((s) => !state.outSeats.includes(s));
}

/** The next breeder still in the game after `seat`, clockwise (seat order). */
export function nextSeat(state: PowapowaState, seat: Seat): Seat {
  for (let i = 1; i <= state.players; i++) {
    const s = (seat + i) % state.players;
    if (!state.outSeats.includes(s)) return s;
  }
  return seat;
}

/** The other breeders still in the game, in seat order starting left of `seat`. */
export function othersFrom(state: PowapowaState, seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (let s = nextSeat(state, seat); s !== seat && !out.includes(s); s = nextSeat(state, s)) out.push(s);
  return out;
}

export function placeOf(state: PowapowaState, neko: NekoId): "cradle" | "field" | "off" | null {
  const seat = ownerOf(neko);
  for (const place of ["field", "off", "cradle"] as const)
    if (seatZone(state, seat, place).cards.includes(neko)) return place;
  return null;
}

export function onField(state: PowapowaState, neko: NekoId): boolean {
  return placeOf(state, neko) === "field";
}

/** On the field and not incapacitated (OP-20). */
export function able(state: PowapowaState, neko: NekoId): boolean {
  return onField(state, neko) && state.neko[neko]?.down === null;
}

export function stageOf(state: PowapowaState, neko: NekoId): number {
  return state.neko[neko]?.stage ?? 1;
}

export function fieldOf(state: PowapowaState, seat: Seat): NekoId[] {
  return seatZone(state, seat, "field").cards;
}

export function allOnField(state: PowapowaState): NekoId[] {
  return seatsIn(state).flatMap((s) => fieldOf(state, s));
}

/** The attachments by host while the state is only read (see readingAttachments), for that state's `on` only. */
let byHost: { on: PowapowaState["on"]; cards: Map<string, CardId[]> } | null = null;

/**
 * Runs `read`, which must not change the state, with the attachments looked up by host: listing the legal actions
 * asks for the cards on most hosts many times over, each a walk over every attachment; here they are sorted once.
 */
export function readingAttachments<T>(state: PowapowaState, read: () => T): T {
  if (byHost?.on === state.on) return read();
  const outer = byHost;
  const cards = new Map<string, CardId[]>();
  for (const card in state.on) {
    const host = state.on[card] as string;
    const on = cards.get(host);
    if (on) on.push(card);
    else cards.set(host, [card]);
  }
  byHost = { on: state.on, cards };
  try {
    return read();
  } finally {
    byHost = outer;
  }
}

/** Cards attached directly to a nekomimi or a territory, in the order they arrived. */
export function attachedTo(state: PowapowaState, host: string): CardId[] {
  if (byHost?.on === state.on) return byHost.cards.get(host)?.slice() ?? [];
  const on: CardId[] = [];
  for (const card in state.on) if (state.on[card] === host) on.push(card);
  return on;
}

/** The cards attached to each host, in one pass over the attachments: `hosts.map((h) => attachedTo(state, h))`. */
function attachedToEach(state: PowapowaState, hosts: readonly string[]): CardId[][] {
  if (byHost?.on === state.on) return hosts.map((host) => attachedTo(state, host));
  const on = hosts.map((): CardId[] => []);
  if (hosts.length === 0) return on;
  for (const card in state.on) {
    const at = hosts.indexOf(state.on[card] as string);
    if (at >= 0) on[at]?.push(card);
  }
  return on;
}

export function territoriesOf(state: PowapowaState, neko: NekoId): CardId[] {
  return attachedTo(state, neko).filter((c) => cardOf(c).type === "territory");
}

/** Items a nekomimi holds itself (worn), without those on its territories. */
export function wornItems(state: PowapowaState, neko: NekoId): CardId[] {
  return attachedTo(state, neko).filter((c) => cardOf(c).type === "item");
}

/** Items on a nekomimi's territories. */
export function territoryItems(state: PowapowaState, neko: NekoId): CardId[] {
  return attachedToEach(state, territoriesOf(state, neko)).flat();
}

/** Every item counted against the nekomimi's cap: worn and on its territories (P-137). */
export function itemsOf(state: PowapowaState, neko: NekoId): CardId[] {
  return [...wornItems(state, neko), ...territoryItems(state, neko)];
}

export function ofType(state: PowapowaState, neko: NekoId, type: "talent" | "event"): CardId[] {
  return attachedTo(state, neko).filter((c) => cardOf(c).type === type);
}

/** Territories attached anywhere at the table, against the cap (OP-8, OP-11). */
export function territoriesInPlay(state: PowapowaState): number {
  return seatsIn(state).reduce(
    (n, s) => n + seatZone(state, s, "attached").cards.filter((c) => cardOf(c).type === "territory").length,
    0,
  );
}

function addMods(total: Required<Mods>, mods: Mods | undefined): void {
  total.attack += mods?.attack ?? 0;
  total.defence += mods?.defence ?? 0;
  total.charisma += mods?.charisma ?? 0;
}

/** What a card attached to (or under) a nekomimi adds to its figures. */
function cardMods(card: CardId): Mods | undefined {
  const def = cardOf(card);
  if (def.type === "item" || def.type === "talent") return def.mods;
  if (def.type === "event" && def.effect.op === "attach") return def.effect.mods;
  return undefined;
}

/** The printed figures of a nekomimi's current stage (stage 1 has none: zeros). */
export function printed(state: PowapowaState, neko: NekoId): Required<Mods> & { limit: number } {
  const stage = nekomimiOf(neko).stages[stageOf(state, neko) - 1];
  return {
    attack: stage?.attack ?? 0,
    defence: stage?.defence ?? 0,
    charisma: stage?.charisma ?? 0,
    limit: stage?.limit ?? 0,
  };
}

/** Figures with every attachment: items (worn and on territories), talents and permanent events, never below 0. */
export function figures(
  state: PowapowaState,
  neko: NekoId,
  direct = attachedTo(state, neko),
): Required<Mods> & { limit: number } {
  const base = printed(state, neko);
  const total = { attack: base.attack, defence: base.defence, charisma: base.charisma };
  const territories = direct.filter((c) => cardOf(c).type === "territory");
  for (const card of [...direct, ...attachedToEach(state, territories).flat()]) addMods(total, cardMods(card));
  return {
    attack: Math.max(0, total.attack),
    defence: Math.max(0, total.defence),
    charisma: Math.max(0, total.charisma),
    limit: base.limit,
  };
}

/**
 * What attached territories still lack for a growth requirement: each named kind takes one territory of that kind,
 * each footprint any territory (P-112); a territory with a cat tower counts as more than one of its kind. Empty when
 * the requirement is met.
 */
function missingNeeds(needs: readonly Need[], territories: readonly { kind: Kind; weight: number }[]): Need[] {
  const left = new Map<Kind, number>();
  for (const t of territories) left.set(t.kind, (left.get(t.kind) ?? 0) + t.weight);
  const missing: Need[] = [];
  for (const need of needs) {
    if (need === "any") continue;
    const n = left.get(need) ?? 0;
    if (n < 1) missing.push(need);
    else left.set(need, n - 1);
  }
  const rest = [...left.values()].reduce((a, b) => a + b, 0);
  const anys = needs.filter((n) => n === "any").length;
  for (let i = rest; i < anys; i++) missing.push("any");
  return missing;
}

/** What a nekomimi's next growth needs (null when fully grown) and what its territories still lack for it. */
export function growthNeeds(state: PowapowaState, neko: NekoId): { needs: Need[] | null; missing: Need[] } {
  const needs = nekomimiOf(neko).stages[stageOf(state, neko) - 1]?.needs;
  return needs
    ? { needs: [...needs], missing: missingNeeds(needs, territoryWeights(state, neko)) }
    : { needs: null, missing: [] };
}

function territoryWeights(state: PowapowaState, neko: NekoId): { kind: Kind; weight: number }[] {
  const territories = territoriesOf(state, neko);
  const items = attachedToEach(state, territories);
  return territories.map((t, i) => {
    const def = cardOf(t);
    const weight = (items[i] ?? []).reduce((w, item) => {
      const d = cardOf(item);
      return d.type === "item" && d.growth ? Math.max(w, d.growth) : w;
    }, 1);
    return { kind: def.type === "territory" ? def.kind : "house", weight };
  });
}

/** A nekomimi on the field (incapacitated or not) below stage 4 whose next requirement is met (OP-5). */
export function canGrow(state: PowapowaState, neko: NekoId): boolean {
  if (!onField(state, neko)) return false;
  const { needs, missing } = growthNeeds(state, neko);
  return needs !== null && missing.length === 0;
}

/** A card's owner's zone for cards that leave play. */
export function discardOf(state: PowapowaState, card: CardId): Zone<string> {
  return seatZone(state, ownerOf(card), "discard");
}

/** A card leaves play for its owner's discard pile, with whatever sits on it (OP-10). */
export function discardAttached(state: PowapowaState, card: CardId): void {
  for (const under of attachedTo(state, card)) discardAttached(state, under);
  delete state.on[card];
  moveCard(seatZone(state, ownerOf(card), "attached"), discardOf(state, card), card);
}

/**
 * What makes attached copies the same choice: one owner's copies of a face on the same host, carrying the same faces
 * (two bare Rooftops on one nekomimi are one choice; a Rooftops with a cushion is another).
 */
function attachedKey(state: PowapowaState, card: CardId): string {
  const under = attachedTo(state, card).map(faceOf).sort().join("+");
  return `${ownerOf(card)}:${faceOf(card)}@${state.on[card] ?? ""}[${under}]`;
}

/** Attached cards, one of each choice (the lowest copy): copies that are the same choice are offered once. */
export function oneOfEach(state: PowapowaState, cards: readonly CardId[]): CardId[] {
  const kept = new Map<string, CardId>();
  for (const card of cards) {
    const key = attachedKey(state, card);
    const held = kept.get(key);
    if (held === undefined || bySet(card, held) < 0) kept.set(key, card);
  }
  const chosen = new Set(kept.values());
  return cards.filter((c) => chosen.has(c));
}

/** The copy offered for an attached card (see oneOfEach); any other card as it is. */
export function sameAttached(state: PowapowaState, card: CardId): CardId {
  if (!Object.hasOwn(state.on, card)) return card;
  const host = state.on[card] as string;
  return (
    oneOfEach(
      state,
      attachedTo(state, host).filter((c) => faceOf(c) === faceOf(card)),
    ).find((c) => attachedKey(state, c) === attachedKey(state, card)) ?? card
  );
}

/** The copy of a card's face that `onePerFace` keeps among `cards` (the lowest), without sorting them all; null if none. */
export function lowestCopy(cards: readonly CardId[], card: CardId): CardId | null {
  const face = faceOf(card);
  let lowest: CardId | null = null;
  for (const c of cards) if (faceOf(c) === face && (lowest === null || bySet(c, lowest) < 0)) lowest = c;
  return lowest;
}

/** One card per face (the lowest copy): copies are the same choice. */
export function onePerFace(cards: readonly CardId[]): CardId[] {
  return onePerFaceBy(cards, faceOf, bySet);
}
