/** Stacked decks and fixed dice for the Tomb Raider rule tests. */
import { createMatch, moveCard, type GameEvent, type Seat, type Zone } from "../../../src/engine/index.ts";
import { cardCounts } from "../../../src/engine/testing.ts";
import { faceKey, type LevelId, type Stat } from "../../../src/games/tomb-raider/cards.ts";
import { tombRaiderGame } from "../../../src/games/tomb-raider/game.ts";
import { newSquare } from "../../../src/games/tomb-raider/map.ts";
import type {
  SquareKey,
  TombRaiderAction,
  TombRaiderState,
  TombRaiderView,
} from "../../../src/games/tomb-raider/state.ts";
import { FixedDice, Scenario } from "../scenario.ts";

export type TrScenario = Scenario<TombRaiderState, TombRaiderAction, TombRaiderView>;

export interface Position {
  players?: 1 | 2;
  level?: LevelId;
  characters?: string[];
  decks?: string[];
  /** Initiative dice for turn 1 (two players). */
  initiative?: number[];
}

/** A match set up with fixed dice (every shuffle keeps its order), before the level is chosen; it rolls only the dice each act is given. */
export function fresh(players: 1 | 2): TrScenario {
  const created = createMatch(tombRaiderGame, { seed: 1, players, options: {} });
  if (!created.ok) throw new Error(`setup refused: ${created.refusal.code}`);
  created.match.state = tombRaiderGame.setup({ players, rng: new FixedDice([]), emit: () => undefined }, {});
  return new Scenario(tombRaiderGame, created.match, { fixedDice: true });
}

/** A table through set-up: level chosen, raiders and decks picked, the suggested hands taken; turn 1 has begun. */
export function started(p: Position = {}): TrScenario {
  const players = p.players ?? 1;
  const t = fresh(players);
  t.act(0, { type: "level", level: p.level ?? "tomb" });
  const seats = Array.from({ length: players }, (_, i) => i);
  for (const seat of seats)
    t.act(seat, { type: "deck", character: p.characters?.[seat] ?? "mara", deck: p.decks?.[seat] ?? "delver" });
  const hands = seats.map((seat) => t.legal(seat)[0] as TombRaiderAction);
  // The last hand chosen ends the set-up: two raiders roll for initiative then.
  for (const seat of seats)
    t.act(seat, hands[seat]!, seat === players - 1 && players === 2 ? (p.initiative ?? [6, 6, 6, 1, 1, 1]) : []);
  if (players === 2) t.act(t.state.initiativeWinner ?? 0, { type: "first", seat: t.state.initiativeWinner ?? 0 });
  return t;
}

function zoneNamed(state: TombRaiderState, name: string): Zone<string> {
  const z = state.zones[name];
  if (!z) throw new Error(`no zone ${name}`);
  return z;
}

/** Where a card is now. */
function findCard(state: TombRaiderState, card: string): Zone<string> {
  const z = Object.values(state.zones).find((zone) => zone.cards.includes(card));
  if (!z) throw new Error(`card ${card} is nowhere`);
  return z;
}

/** Lays a location face up on a square (taken from the level deck). */
export function lay(state: TombRaiderState, key: SquareKey, locationId: string): void {
  const from = findCard(state, locationId);
  moveCard(from, zoneNamed(state, "map"), locationId);
  state.squares[key] = newSquare(locationId, false);
}

/** Puts these locations on top of the level deck, the first to be drawn first. */
export function stackLevel(state: TombRaiderState, ids: string[]): void {
  const level = zoneNamed(state, "level");
  for (const id of [...ids].reverse()) moveCard(findCard(state, id), level, id);
}

/** Moves copies of the named printed cards (from anywhere but the map) into a zone of the seat; returns their ids. */
export function give(
  state: TombRaiderState,
  seat: Seat,
  faces: string[],
  to: "hand" | "saved" | "unsaved" | "deck" | "obstacleDeck" = "hand",
): string[] {
  const target = zoneNamed(state, `${to}${seat}`);
  return faces.map((face) => {
    const sources = ["hand", "deck", "discard", "obstacleDeck", "saved", "unsaved"]
      .map((k) => zoneNamed(state, `${k}${seat}`))
      .filter((z) => z !== target);
    for (const z of sources) {
      const card = z.cards.find((c) => faceKey(c) === face);
      if (card) {
        moveCard(z, target, card);
        return card;
      }
    }
    throw new Error(`no spare ${face} for seat ${seat}`);
  });
}

/** Empties a seat's hand into its deck. */
export function clearHand(state: TombRaiderState, seat: Seat): void {
  const hand = zoneNamed(state, `hand${seat}`);
  const deck = zoneNamed(state, `deck${seat}`);
  for (const card of [...hand.cards]) moveCard(hand, deck, card);
}

export function at(state: TombRaiderState, seat: Seat, key: SquareKey): void {
  const r = state.raiders[seat];
  if (!r) throw new Error(`no seat ${seat}`);
  r.at = key;
  if (state.progress?.seat === seat) state.progress.start = key;
}

export function hand(state: TombRaiderState, seat: Seat): string[] {
  return zoneNamed(state, `hand${seat}`).cards.map(faceKey);
}

export function zoneFaces(state: TombRaiderState, name: string): string[] {
  return zoneNamed(state, name).cards.map(faceKey);
}

export function totalCards(state: TombRaiderState): number {
  return [...cardCounts(tombRaiderGame, state).values()].reduce((a, b) => a + b, 0);
}

/**
 * Answers one obstacle check's windows: the rival (if asked) passes, then the active raider rolls the given stat
 * (by default the first listed) with these dice. Returns the events of the roll.
 */
export function rollCheck(t: TrScenario, dice: number[], stat?: Stat): GameEvent[] {
  const s = t.state;
  if (s.phase !== "tackle") throw new Error(`no check is open (phase ${s.phase})`);
  const reacting = s.progress?.reacting ?? null;
  if (reacting !== null) t.act(reacting, { type: "pass" });
  const first = t.legal(s.active)[0];
  if (first?.type !== "tackle") throw new Error("no roll offered");
  return t.act(s.active, { type: "tackle", stat: stat ?? first.stat }, dice);
}

/** Declares an attack, lets the defender pass its window and rolls the fight with these dice (attacker's first). */
export function attack(t: TrScenario, target: Seat, dice: number[]): GameEvent[] {
  const attacker = t.state.active;
  const events = [...t.act(attacker, { type: "attack", target })];
  events.push(...t.act(target, { type: "pass" }));
  return [...events, ...t.act(attacker, { type: "tackle", stat: "fight" }, dice)];
}
