/** A seat's zones and the card movements between them. */
import { moveAll, moveCard, moveTop, revealCopies, seatZones, type Seat, type Zone } from "../../engine/index.ts";
import { faceKey, type CardId } from "./cards.ts";
import type { TombRaiderContext, TombRaiderState } from "./state.ts";

interface SeatZones {
  deck: Zone<CardId>;
  hand: Zone<CardId>;
  discard: Zone<CardId>;
  saved: Zone<CardId>;
  unsaved: Zone<CardId>;
  obstacleDeck: Zone<CardId>;
}

type SeatZoneKind = keyof SeatZones;

export const seatZone = seatZones<SeatZoneKind>();

export function zonesOf(state: TombRaiderState, seat: Seat): SeatZones {
  return {
    deck: seatZone(state, seat, "deck"),
    hand: seatZone(state, seat, "hand"),
    discard: seatZone(state, seat, "discard"),
    saved: seatZone(state, seat, "saved"),
    unsaved: seatZone(state, seat, "unsaved"),
    obstacleDeck: seatZone(state, seat, "obstacleDeck"),
  };
}

/** Shuffles a seat's discard pile into its draw deck (no library-out: the discards are used again). */
function reshuffle(state: TombRaiderState, seat: Seat, ctx: TombRaiderContext): void {
  const z = zonesOf(state, seat);
  moveAll(z.discard, z.deck);
  ctx.rng.shuffle(z.deck.cards);
  ctx.emit({ type: "reshuffle", data: { seat, count: z.deck.cards.length } });
}

/** Draws up to n cards, reshuffling the discards into an empty deck; both empty, it stops. */
export function draw(state: TombRaiderState, seat: Seat, n: number, ctx: TombRaiderContext): number {
  const z = zonesOf(state, seat);
  const drawn: CardId[] = [];
  for (let i = 0; i < n; i++) {
    if (z.deck.cards.length === 0 && z.discard.cards.length > 0) reshuffle(state, seat, ctx);
    const card = moveTop(z.deck, z.hand);
    if (card === null) break;
    drawn.push(card);
  }
  state.recent.push({ type: "draw", seat, count: drawn.length });
  ctx.emit({ type: "draw", data: { seat, count: drawn.length }, secret: { to: [seat], data: { cards: drawn } } });
  return drawn.length;
}

export function discardFromHand(state: TombRaiderState, seat: Seat, chosen: CardId): CardId {
  const z = zonesOf(state, seat);
  const [card] = revealCopies(state, [chosen]) as [CardId];
  moveCard(z.hand, z.discard, card);
  return card;
}

/** Discards n cards from the hand at random (a failure effect). */
export function discardAtRandom(state: TombRaiderState, seat: Seat, n: number, ctx: TombRaiderContext): void {
  const z = zonesOf(state, seat);
  for (let i = 0; i < n && z.hand.cards.length > 0; i++) {
    // From the hand in a fixed order: its order follows its owner's private steps, which must not steer the draw.
    const sorted = [...z.hand.cards].sort();
    const [card] = revealCopies(state, [sorted[ctx.rng.int(sorted.length)] as CardId]) as [CardId];
    moveCard(z.hand, z.discard, card);
    state.recent.push({ type: "discard", seat, card: faceKey(card) });
    ctx.emit({ type: "discard", data: { seat, card, random: true } });
  }
}

/** The reload's card part: hand and unsaved cards discarded, discards shuffled back, a new hand drawn. */
export function reloadCards(state: TombRaiderState, seat: Seat, handSize: number, ctx: TombRaiderContext): void {
  const z = zonesOf(state, seat);
  const lost = [...z.unsaved.cards];
  moveAll(z.hand, z.discard);
  moveAll(z.unsaved, z.discard);
  ctx.emit({ type: "lost", data: { seat, unsaved: lost } });
  reshuffle(state, seat, ctx);
  draw(state, seat, handSize, ctx);
}

export function otherSeats(state: TombRaiderState, seat: Seat): Seat[] {
  return state.raiders.map((r) => r.seat).filter((s) => s !== seat);
}

/** One of the shared zones: `level`, `map`, `facedown`, `obstacles`. */
export function zoneNamed(
  zones: TombRaiderState["zones"],
  name: "level" | "map" | "facedown" | "obstacles",
): Zone<CardId> {
  const z = zones[name];
  if (!z) throw new Error(`no zone ${name}`);
  return z;
}

/** The public zone of the obstacle cards lying on the map. */
export function obstacleZone(state: TombRaiderState): Zone<CardId> {
  return zoneNamed(state.zones, "obstacles");
}
