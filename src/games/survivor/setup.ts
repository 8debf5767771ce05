import { physicalCards, type ApplyContext, type Rng, type Seat, type SetupContext } from "../../engine/index.ts";
import { emptyZones, seatZone, seats, sharedZone } from "./board.ts";
import { CHALLENGES, deckOf } from "./cards.ts";
import { dealCastaways } from "./cast.ts";
import type { SurvivorOptions, SurvivorState } from "./state.ts";
import { startTurn } from "./turn.ts";

/** Castaways per player (ruling 1): two players 8 each (5 with the small cast), then 5, 4, 3 and 2. */
export function castawaysEach(players: number, smallCast: boolean): number {
  if (players === 2) return smallCast ? 5 : 8;
  return [0, 0, 0, 5, 4, 3, 2][players] ?? 2;
}

/**
 * The deal: castaways from the lists players brought, the rest at random from the set, never two with the same printed
 * stat line (a create-your-own castaway and the one it copies), the same number for everyone; as many different challenges as castaways, shuffled, the
 * top one removed face down; the play order drawn by the match's generator, the first in it holding the idol (OP-3).
 * The decks are chosen next.
 */
export function setup(ctx: SetupContext, options: SurvivorOptions): SurvivorState {
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
    winner: null,
  };
  const casts = dealCastaways(players, castawaysEach(players, options.smallCast), options.lists, rng);
  casts.forEach((cast, seat) => {
    seatZone(state, seat, "cast").cards = cast;
    ctx.emit({ type: "castaways", data: { seat, castaways: [...cast] } });
  });
  const inGame = casts.reduce((n, cast) => n + cast.length, 0);
  const challenges = challengeDeck(options.challenges, inGame, rng);
  if (options.challenges.length > 0) ctx.emit({ type: "challenge-list", data: { challenges: [...options.challenges].sort() } });
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

/** Once every deck is chosen: each is shuffled and the first turn starts. */
export function startMatch(state: SurvivorState, decks: { deck: string; cards?: { card: string; copies: number }[] }[], ctx: ApplyContext): void {
  state.decks = decks.map((d) => d.deck);
  decks.forEach((choice, seat) => {
    const list = choice.cards ?? deckOf(choice.deck)?.cards;
    if (!list) throw new Error(`unknown deck ${choice.deck}`);
    ctx.emit({ type: "deck", data: { seat }, secret: { to: [seat], data: { deck: choice.deck } } });
    const cards = ctx.rng.shuffle(physicalCards(seat, list));
    seatZone(state, seat, "deck").cards = cards;
    ctx.emit({ type: "shuffle", data: { seat, count: cards.length } });
  });
  state.recent.push({ type: "decks" });
  startTurn(state, ctx);
}
