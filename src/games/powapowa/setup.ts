/** Set-up (P-29 to P-33): nekomimi dealt, decks chosen, the starting nekomimi chosen, opening hands and mulligans. */
import { moveCard, moveTop, physicalCards, revealCopies, type Seat, type SetupContext } from "../../engine/index.ts";
import { emptyZones, seatZone, seats, ZONES_ONLY } from "./board.ts";
import { byNekomimi, deckOf, isOpen, NEKOMIMI } from "./cards.ts";
import type { NekoId, PowapowaContext, PowapowaEvent, PowapowaOptions, PowapowaState } from "./state.ts";
import { tell } from "./tell.ts";
import { run, startTurn } from "./turn.ts";

export const OPENING_HAND = 6;

/**
 * The deal: each breeder gets `options.nekomimi` different nekomimi at random, all different at the table (OP-32),
 * waiting in the cradle at stage 1 (secret to the others, OP-2); the first breeder is drawn by the match's generator
 * (OP-1). The decks are chosen next.
 */
export function setup(ctx: SetupContext<PowapowaEvent>, options: PowapowaOptions): PowapowaState {
  const { players, rng } = ctx;
  const state: PowapowaState = {
    zones: emptyZones(players),
    players,
    options,
    cap: 4 * players,
    decks: Array.from({ length: players }, () => null),
    neko: {},
    on: {},
    phase: "deck",
    step: "draw",
    first: 0,
    active: 0,
    turn: 0,
    acted: [],
    actionTaken: false,
    done: Array.from({ length: players }, () => false),
    mulligan: Array.from({ length: players }, () => false),
    stack: [],
    fight: null,
    lastFight: null,
    window: null,
    windowFor: null,
    contest: null,
    voteFor: Array.from({ length: players }, () => []),
    voteDeckFor: Array.from({ length: players }, () => []),
    result: null,
    outSeats: [],
    recent: [],
    winner: null,
    reason: null,
  };
  const pool = rng.shuffle(NEKOMIMI.map((n) => n.id));
  for (const seat of seats(state)) {
    const mine = pool.splice(0, options.nekomimi).map((id) => `${seat}:${id}`);
    seatZone(state, seat, "cradle").cards = mine;
    for (const neko of mine) state.neko[neko] = { stage: 1, down: null };
    tell(state, ctx, {
      type: "nekomimi",
      data: { seat, count: mine.length },
      secret: { to: [seat], data: { nekomimi: [...mine] } },
    });
  }
  state.first = rng.int(players);
  tell(state, ctx, { type: "first-breeder", data: { seat: state.first } });
  state.recent = [];
  return state;
}

export interface DeckChoice {
  seat: Seat;
  deck: string;
  cards?: { card: string; copies: number }[];
  nekomimi?: string[];
}

/** Every deck chosen: each is shuffled; a list's own nekomimi take the place of those dealt; everyone prepares next. */
export function startDecks(state: PowapowaState, decks: DeckChoice[], ctx: PowapowaContext): void {
  for (const { seat, deck: id, cards: own, nekomimi } of decks) {
    const list = own ?? deckOf(id)?.cards;
    if (!list) throw new Error(`unknown deck ${id}`);
    state.decks[seat] = id;
    const cards = ctx.rng.shuffle(physicalCards(seat, list));
    seatZone(state, seat, "deck").cards = cards;
    tell(state, ctx, { type: "deck", data: { seat, count: cards.length }, secret: { to: [seat], data: { deck: id } } });
    if (nekomimi) fillCradle(state, seat, nekomimi);
  }
  state.phase = "prepare";
  state.done = state.done.map(() => false);
}

/** A breeder's cradle holds these nekomimi (set ids), at stage 1 and in set order, in place of those it held. */
function fillCradle(state: PowapowaState, seat: Seat, nekomimi: readonly string[]): void {
  const cradle = seatZone(state, seat, "cradle");
  for (const neko of cradle.cards) delete state.neko[neko];
  cradle.cards = [...nekomimi].sort(byNekomimi).map((id) => `${seat}:${id}`);
  for (const neko of cradle.cards) state.neko[neko] = { stage: 1, down: null };
}

/** Every set of 1 to `most` different nekomimi of the set, each in set order: what a breeder may prepare (P-14, P-16). */
export function preparations(most: number): string[][] {
  const ids = NEKOMIMI.map((n) => n.id);
  const out: string[][] = [];
  const grow = (from: number, chosen: string[]): void => {
    if (chosen.length > 0) out.push(chosen);
    if (chosen.length === most) return;
    for (let i = from; i < ids.length; i++) grow(i + 1, [...chosen, ids[i] as string]);
  };
  grow(0, []);
  return out;
}

/** The nekomimi prepared turn up only to their breeders; the others see how many (OP-2). Then the starting nekomimi. */
export function prepare(state: PowapowaState, picks: { seat: Seat; nekomimi: string[] }[], ctx: PowapowaContext): void {
  for (const { seat, nekomimi } of picks) {
    fillCradle(state, seat, nekomimi);
    const mine = [...seatZone(state, seat, "cradle").cards];
    tell(state, ctx, {
      type: "prepared",
      data: { seat, count: mine.length },
      secret: { to: [seat], data: { nekomimi: mine } },
    });
  }
  state.phase = "first";
  state.done = state.done.map(() => false);
}

/** Draws an opening hand of 6; open cards in it are discarded without effect (P-19, P-32). True when all 6 were open. */
function openingHand(state: PowapowaState, seat: Seat, ctx: PowapowaContext): boolean {
  const deck = seatZone(state, seat, "deck");
  const hand = seatZone(state, seat, "hand");
  const drawn: string[] = [];
  for (let i = 0; i < OPENING_HAND; i++) {
    const card = moveTop(deck, hand);
    if (card) drawn.push(card);
  }
  // The open cards turn face up as the lowest copies not face up, so which copies were drawn tells nothing.
  const opens = revealCopies(state, drawn.filter(isOpen), ZONES_ONLY);
  for (const card of opens) moveCard(hand, seatZone(state, seat, "discard"), card);
  tell(state, ctx, {
    type: "opening",
    data: { seat, count: drawn.length - opens.length, discarded: opens },
    secret: { to: [seat], data: { cards: drawn.filter((c) => !isOpen(c)) } },
  });
  return drawn.length > 0 && opens.length === drawn.length;
}

/** The starting nekomimi turn up together (OP-2); then the opening hands. */
export function startNekomimi(
  state: PowapowaState,
  picks: { seat: Seat; nekomimi: NekoId }[],
  ctx: PowapowaContext,
): void {
  for (const { seat, nekomimi } of picks)
    moveCard(seatZone(state, seat, "cradle"), seatZone(state, seat, "field"), nekomimi);
  tell(state, ctx, { type: "first", data: { nekomimi: picks.map((p) => p.nekomimi) } });
  for (const seat of seats(state)) state.mulligan[seat] = openingHand(state, seat, ctx);
  afterMulligans(state, ctx);
}

/**
 * The mulligan (P-20, OP-3): a breeder whose opening hand was all open cards may exchange it: the 6 open cards go
 * back into the deck, it is shuffled, and 6 are drawn again under the same rule. Declining starts with no cards.
 */
export function mulligan(state: PowapowaState, answers: { seat: Seat; take: boolean }[], ctx: PowapowaContext): void {
  for (const { seat, take } of answers) {
    state.mulligan[seat] = false;
    tell(state, ctx, { type: "mulligan", data: { seat, take } });
    if (!take) continue;
    const discard = seatZone(state, seat, "discard");
    const deck = seatZone(state, seat, "deck");
    for (const card of discard.cards.splice(-OPENING_HAND)) deck.cards.push(card);
    ctx.rng.shuffle(deck.cards);
    tell(state, ctx, { type: "shuffle", data: { seat, count: deck.cards.length } });
    state.mulligan[seat] = openingHand(state, seat, ctx);
  }
  afterMulligans(state, ctx);
}

function afterMulligans(state: PowapowaState, ctx: PowapowaContext): void {
  if (state.mulligan.some(Boolean)) {
    state.phase = "mulligan";
    state.done = state.mulligan.map((m) => !m);
    return;
  }
  state.phase = "turn";
  startTurn(state, state.first, ctx);
  run(state, ctx);
}
