import { physicalCards, zone, type SetupContext } from "../../engine/index.ts";
import { deckZone } from "./board.ts";
import { deckOf } from "./cards.ts";
import { drawCards } from "./effects.ts";
import type { CardId, DeckChoice, WorldGainerContext, WorldGainerEvent, WorldGainerState, Zones } from "./state.ts";
import { settle, startTurn } from "./turn.ts";

/** World Gainer has no table options: the decks are chosen by the players as the match's first decision. */
export type WorldGainerOptions = Record<string, never>;

const OPENING_HAND = 7;

function emptyZones(): Zones {
  const squares = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`square${i}`, zone<CardId>("public")]));
  return {
    deck0: zone<CardId>("hidden", 0),
    deck1: zone<CardId>("hidden", 1),
    hand0: zone<CardId>("owner", 0),
    hand1: zone<CardId>("owner", 1),
    standby0: zone<CardId>("public", 0),
    standby1: zone<CardId>("public", 1),
    break0: zone<CardId>("public", 0),
    break1: zone<CardId>("public", 1),
    ...squares,
  } as Zones;
}

export function setup(_ctx: SetupContext<WorldGainerEvent>, _options: WorldGainerOptions): WorldGainerState {
  return {
    zones: emptyZones(),
    decks: [null, null],
    exhausted: [],
    phase: "deck",
    active: 0,
    first: 0,
    turn: 0,
    stunPlaced: false,
    gained: false,
    usedFields: [],
    move: null,
    lastPlacement: null,
    recent: [],
    winner: null,
    endReason: null,
  };
}

/**
 * Once both decks are chosen: each is shuffled, each player draws 7 (no mulligan), the first player is chosen by
 * the match's generator, and the first turn starts (without its draw).
 */
export function startMatch(state: WorldGainerState, decks: [DeckChoice, DeckChoice], ctx: WorldGainerContext): void {
  state.decks = [decks[0].deck, decks[1].deck];
  for (const seat of [0, 1] as const) {
    const choice = decks[seat];
    const list = choice.cards ?? deckOf(choice.deck)?.cards;
    if (!list) throw new Error(`unknown deck ${choice.deck}`);
    ctx.emit({ type: "deck", data: { seat }, secret: { to: [seat], data: { deck: choice.deck } } });
    const cards = ctx.rng.shuffle(physicalCards(seat, list));
    deckZone(state, seat).cards = cards;
    ctx.emit({ type: "shuffle", data: { seat, count: cards.length } });
  }
  for (const seat of [0, 1] as const) drawCards(state, seat, OPENING_HAND, "opening", ctx);
  state.first = ctx.rng.int(2);
  state.recent.push({ type: "first", seat: state.first });
  ctx.emit({ type: "first-player", data: { seat: state.first } });
  startTurn(state, state.first, ctx);
  settle(state, ctx);
}
