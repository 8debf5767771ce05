/** The table before play: the level map's frame, then the three opening decisions (level, deck, hand). */
import { moveCard, seatList, zoneName, zone, type Answer, type Seat, type SetupContext } from "../../engine/index.ts";
import { deckCards, drawCard, levelLocations, type CardId, type LevelId } from "./cards.ts";
import { entranceSquares, newSquare, TREASURE_SQUARE } from "./map.ts";
import { printedStats, refillAir } from "./raider.ts";
import type {
  RaiderState,
  SquareKey,
  TombRaiderAction,
  TombRaiderContext,
  TombRaiderEvent,
  TombRaiderState,
} from "./state.ts";
import { zoneNamed, zonesOf } from "./board.ts";
import { startTurn } from "./turn.ts";

export type TombRaiderOptions = Record<string, never>;

function newRaider(seat: Seat, entrance: SquareKey): RaiderState {
  return {
    seat,
    character: null,
    deck: null,
    at: entrance,
    entrance,
    restart: entrance,
    damage: 0,
    air: 6,
    dead: false,
    attacked: false,
    stuck: false,
    reset: false,
    movesLeft: 0,
    moveAtStart: 0,
    freeSteps: 0,
    bonusMove: 0,
  };
}

export function setup(ctx: SetupContext<TombRaiderEvent>): TombRaiderState {
  const entrances = entranceSquares(ctx.players);
  const zones: TombRaiderState["zones"] = {
    level: zone<CardId>("hidden"),
    map: zone<CardId>("public"),
    facedown: zone<CardId>("hidden"),
    obstacles: zone<CardId>("public"),
  };
  for (let seat = 0; seat < ctx.players; seat++) {
    zones[zoneName("deck", seat)] = zone<CardId>("owner", seat);
    zones[zoneName("hand", seat)] = zone<CardId>("owner", seat);
    zones[zoneName("discard", seat)] = zone<CardId>("public", seat);
    zones[zoneName("saved", seat)] = zone<CardId>("public", seat);
    zones[zoneName("unsaved", seat)] = zone<CardId>("public", seat);
    zones[zoneName("obstacleDeck", seat)] = zone<CardId>("hidden", seat);
  }
  return {
    players: ctx.players,
    level: null,
    phase: "level",
    turn: 0,
    order: seatList(ctx.players),
    active: 0,
    queue: [],
    initiativeWinner: null,
    raiders: entrances.map((e, seat) => newRaider(seat, e)),
    squares: {},
    progress: null,
    placement: null,
    searchRoll: null,
    searchFinds: null,
    zones,
    recent: [],
    winner: null,
    endReason: null,
  };
}

/**
 * Builds the level: the entrances (one per player) face up at their squares, the Treasure Room face down at the
 * centre of depth 4, the other locations shuffled into the level deck.
 */
export function chooseLevel(state: TombRaiderState, level: LevelId, ctx: TombRaiderContext): void {
  const all = levelLocations(level);
  const entrances = all.filter((l) => l.role === "entrance").slice(0, state.players);
  const treasure = all.find((l) => l.role === "treasure");
  if (!treasure) throw new Error(`${level} has no Treasure Room`);
  state.level = level;
  entranceSquares(state.players).forEach((key, i) => {
    const card = (entrances[i] as { id: CardId }).id;
    zoneNamed(state.zones, "map").cards.push(card);
    state.squares[key] = newSquare(card, false);
  });
  zoneNamed(state.zones, "facedown").cards.push(treasure.id);
  state.squares[TREASURE_SQUARE] = newSquare(treasure.id, true);
  const rooms = all.filter((l) => l.role === "room").map((l) => l.id);
  state.zones.level = zone<CardId>("hidden", null, ctx.rng.shuffle(rooms));
  state.recent.push({ type: "level", level });
  ctx.emit({ type: "level", data: { level, entrances: entrances.map((e) => e.id) } });
  ctx.emit({ type: "shuffle", data: { zone: "level", count: rooms.length } });
  state.phase = "deck";
}

/** Everyone's raider and deck, revealed together: the raiders are public, each deck stays its owner's secret. */
export function chooseDecks(state: TombRaiderState, answers: Answer<TombRaiderAction>[], ctx: TombRaiderContext): void {
  for (const { seat, action } of answers) {
    if (action.type !== "deck") continue;
    const r = state.raiders[seat] as RaiderState;
    r.character = action.character;
    r.deck = action.deck;
    const z = zonesOf(state, seat);
    z.deck.cards = deckCards(seat, action.deck, action.cards);
    if (state.players === 1) {
      // Solo: the obstacles leave the draw deck and become the shuffled obstacle deck, played automatically.
      for (const card of z.deck.cards.filter((c) => drawCard(c).kind === "obstacle"))
        moveCard(z.deck, z.obstacleDeck, card);
      ctx.rng.shuffle(z.obstacleDeck.cards);
      ctx.emit({ type: "shuffle", data: { zone: "obstacles", seat, count: z.obstacleDeck.cards.length } });
    }
    refillAir(state, seat);
  }
  const characters = state.raiders.map((r) => r.character ?? "");
  state.recent.push({ type: "raiders", characters });
  ctx.emit({ type: "raiders", data: { characters } });
  state.phase = "hand";
}

/** The chosen starting hands: taken from the decks, which are then shuffled and hidden; raiders enter. */
export function chooseHands(state: TombRaiderState, answers: Answer<TombRaiderAction>[], ctx: TombRaiderContext): void {
  for (const { seat, action } of answers) {
    if (action.type !== "hand") continue;
    const z = zonesOf(state, seat);
    for (const card of action.cards) moveCard(z.deck, z.hand, card);
    z.deck.visibility = "hidden";
    ctx.rng.shuffle(z.deck.cards);
    ctx.emit({
      type: "hand",
      data: { seat, count: action.cards.length },
      secret: { to: [seat], data: { cards: action.cards } },
    });
    ctx.emit({ type: "shuffle", data: { zone: "deck", seat, count: z.deck.cards.length } });
  }
  state.recent.push({ type: "hands", seats: answers.map((a) => a.seat) });
  startTurn(state, ctx);
}

/** The starting hand size: the raider's printed Think. */
export function handSize(r: RaiderState): number {
  return r.character ? printedStats(r).think : 0;
}
