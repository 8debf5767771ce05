import { physicalCards, type Rng, type Seat, type SetupContext } from "../../engine/index.ts";
import { emptyZones, seatZone, seats, sharedZone } from "./board.ts";
import { CHALLENGES, deckOf } from "./cards.ts";
import { dealCastaways } from "./cast.ts";
import type { SurvivorAction, SurvivorContext, SurvivorEvent, SurvivorOptions, SurvivorState } from "./state.ts";

/** A seat's deck choice (a seat that conceded before choosing has none). */
type DeckChoice = Omit<Extract<SurvivorAction, { type: "deck" }>, "type"> & { seat: Seat };
import { startTurn } from "./turn.ts";

/** Castaways per player (ruling 1): two players 8 each (5 with the small cast), then 5, 4, 3 and 2. */
export function castawaysEach(players: number, smallCast: boolean): number {
  if (players === 2) return smallCast ? 5 : 8;
  return [0, 0, 0, 5, 4, 3, 2][players] ?? 2;
}

/**
 * The set-up: as many different challenges as castaways in the game, shuffled, the top one removed face down; the play
 * order drawn by the match's generator, the first in it holding the idol (OP-3). The decks (and any castaway lists
 * brought with them) are chosen next; the castaways are dealt once they are all in.
 */
export function setup(ctx: SetupContext<SurvivorEvent>, options: SurvivorOptions): SurvivorState {
  const { players, rng } = ctx;
  const zones = emptyZones(players);
  const state: SurvivorState = {
    zones,
    players,
    options,
    decks: Array.from({ length: players }, () => null),
    phase: "deck",
    turn: 0,
    order: [],
    idol: 0,
    showdown: false,
    on: {},
    plans: Array.from({ length: players }, () => []),
    itemsOn: Array.from({ length: players }, () => []),
    done: Array.from({ length: players }, () => false),
    entered: Array.from({ length: players }, () => []),
    alliances: Array.from({ length: players }, () => null),
    standing: [],
    window: null,
    firstTally: null,
    result: null,
    targets: [],
    extraVote: null,
    outSeats: [],
    recent: [],
    log: [],
    winner: null,
  };
  const challenges = challengeDeck(options.challenges, players * castawaysEach(players, options.smallCast), rng);
  if (options.challenges.length > 0)
    ctx.emit({ type: "challenge-list", data: { challenges: [...options.challenges].sort() } });
  const removed = challenges.pop();
  if (removed) sharedZone(state, "removed").cards = [removed];
  sharedZone(state, "challenges").cards = challenges;
  ctx.emit({ type: "challenges", data: { count: challenges.length, removed: 1 } });
  state.order = rng.shuffle(seats(state));
  state.idol = state.order[0] as Seat;
  ctx.emit({ type: "order", data: { order: [...state.order] } });
  ctx.emit({ type: "idol", data: { seat: state.idol } });
  return state;
}

/**
 * The challenge deck: as many different challenges as castaways in the game, shuffled. With the host's list (OP-4),
 * those challenges: a longer list gives that many of them at random, a shorter one is topped up at random from the set.
 */
function challengeDeck(chosen: readonly string[], size: number, rng: Rng): string[] {
  const picked = rng.shuffle([...chosen]).slice(0, size);
  const rest = rng.shuffle(CHALLENGES.map((c) => c.id).filter((c) => !chosen.includes(c)));
  return rng.shuffle([...picked, ...rest.slice(0, size - picked.length)]);
}

/**
 * Once every deck is chosen: the castaways are dealt, from the lists brought with the decks or set at the table (R-S1,
 * OP-5), each deck is shuffled and the first turn starts.
 */
export function startMatch(state: SurvivorState, decks: DeckChoice[], ctx: SurvivorContext): void {
  const lists = seats(state).map((seat) => {
    const choice = decks.find((d) => d.seat === seat);
    if (!choice) return null;
    return choice.castaways && choice.castaways.length > 0 ? choice.castaways : (state.options.lists[seat] ?? []);
  });
  const casts = dealCastaways(lists, castawaysEach(state.players, state.options.smallCast), ctx.rng);
  for (const { seat } of decks) {
    seatZone(state, seat, "cast").cards = casts[seat] ?? [];
    ctx.emit({ type: "castaways", data: { seat, castaways: [...(casts[seat] ?? [])] } });
  }
  for (const choice of decks) {
    const seat = choice.seat;
    state.decks[seat] = choice.deck;
    const list = choice.cards ?? deckOf(choice.deck)?.cards;
    if (!list) throw new Error(`unknown deck ${choice.deck}`);
    ctx.emit({ type: "deck", data: { seat }, secret: { to: [seat], data: { deck: choice.deck } } });
    const cards = ctx.rng.shuffle(physicalCards(seat, list));
    seatZone(state, seat, "deck").cards = cards;
    ctx.emit({ type: "shuffle", data: { seat, count: cards.length } });
  }
  state.recent.push({ type: "decks" });
  startTurn(state, ctx);
}
