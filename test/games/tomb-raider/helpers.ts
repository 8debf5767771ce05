import { cardCounts, cloneJson, moveCard, Rng, type GameEvent, type Refusal, type Seat, type Zone } from "../../../src/engine/index.ts";
import { faceKey, type LevelId, type Stat } from "../../../src/games/tomb-raider/cards.ts";
import { tombRaiderGame } from "../../../src/games/tomb-raider/game.ts";
import { newSquare } from "../../../src/games/tomb-raider/map.ts";
import type { SquareKey, TombRaiderAction, TombRaiderState } from "../../../src/games/tomb-raider/state.ts";

/** Stacked decks and fixed dice for the Tomb Raider rule tests. */

/** A generator whose dice come from a list (and run out loudly); shuffles keep the order, picks take the first. */
export class FixedDice extends Rng {
  constructor(private readonly dice: number[]) {
    super([1, 2, 3, 4]);
  }

  override die(): number {
    const next = this.dice.shift();
    if (next === undefined) throw new Error("the test ran out of dice");
    return next;
  }

  override int(): number {
    return 0;
  }

  override shuffle<T>(items: T[]): T[] {
    return items;
  }

  left(): number {
    return this.dice.length;
  }
}

export interface Scenario {
  players?: 1 | 2;
  level?: LevelId;
  characters?: string[];
  decks?: string[];
  /** Initiative dice for turn 1 (two players). */
  initiative?: number[];
}

/** Applies one action as the engine would after accepting it, with the given dice; throws on a refusal. */
export function act(state: TombRaiderState, seat: Seat, action: TombRaiderAction, dice: number[] = []): GameEvent[] {
  const refusal = tombRaiderGame.check(state, seat, action);
  if (refusal) throw new Error(`refused ${JSON.stringify(action)}: ${JSON.stringify(refusal)}`);
  return actAll(state, [{ seat, action }], dice);
}

/** Applies the answers of a simultaneous decision together. */
export function actAll(state: TombRaiderState, answers: { seat: Seat; action: TombRaiderAction }[], dice: number[] = []): GameEvent[] {
  const events: GameEvent[] = [];
  const rng = new FixedDice([...dice]);
  tombRaiderGame.apply(state, answers, { rng, emit: (e) => events.push(e) });
  if (rng.left() > 0) throw new Error(`${rng.left()} dice were not used`);
  return events;
}

export function refusal(state: TombRaiderState, seat: Seat, action: TombRaiderAction): Refusal | null {
  return tombRaiderGame.check(state, seat, action);
}

/** A table through set-up: level chosen, raiders and decks picked, the suggested hands taken; turn 1 has begun. */
export function started(s: Scenario = {}): TombRaiderState {
  const players = s.players ?? 1;
  const state = tombRaiderGame.setup({ players, rng: new FixedDice([]), emit: () => undefined }, {});
  act(state, 0, { type: "level", level: s.level ?? "tomb" });
  const seats = Array.from({ length: players }, (_, i) => i);
  actAll(
    state,
    seats.map((seat) => ({ seat, action: { type: "deck", character: s.characters?.[seat] ?? "mara", deck: s.decks?.[seat] ?? "delver" } })),
  );
  const hands = seats.map((seat) => ({ seat, action: tombRaiderGame.legalActions(state, seat)[0] as TombRaiderAction }));
  actAll(state, hands, players === 2 ? (s.initiative ?? [6, 6, 6, 1, 1, 1]) : []);
  if (players === 2) act(state, state.initiativeWinner ?? 0, { type: "first", seat: state.initiativeWinner ?? 0 });
  return state;
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
export function give(state: TombRaiderState, seat: Seat, faces: string[], to: "hand" | "saved" | "unsaved" | "deck" | "obstacleDeck" = "hand"): string[] {
  const target = zoneNamed(state, `${to}${seat}`);
  return faces.map((face) => {
    const sources = ["hand", "deck", "discard", "obstacleDeck", "saved", "unsaved"].map((k) => zoneNamed(state, `${k}${seat}`)).filter((z) => z !== target);
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

export function snapshot(state: TombRaiderState): TombRaiderState {
  return cloneJson(state);
}

export function types(events: GameEvent[]): string[] {
  return events.map((e) => e.type);
}

/**
 * Answers one obstacle check's windows: the rival (if asked) passes, then the active raider rolls the given stat
 * (by default the first listed) with these dice. Returns the events of the roll.
 */
export function rollCheck(state: TombRaiderState, dice: number[], stat?: Stat): GameEvent[] {
  if (state.phase !== "tackle") throw new Error(`no check is open (phase ${state.phase})`);
  const reacting = state.progress?.reacting ?? null;
  if (reacting !== null) act(state, reacting, { type: "pass" });
  const first = tombRaiderGame.legalActions(state, state.active)[0];
  if (first?.type !== "tackle") throw new Error("no roll offered");
  return act(state, state.active, { type: "tackle", stat: stat ?? first.stat }, dice);
}

/** Declares an attack, lets the defender pass its window and rolls the fight with these dice (attacker's first). */
export function attack(state: TombRaiderState, target: Seat, dice: number[]): GameEvent[] {
  const attacker = state.active;
  const events = act(state, attacker, { type: "attack", target });
  events.push(...act(state, target, { type: "pass" }));
  return [...events, ...act(state, attacker, { type: "tackle", stat: "fight" }, dice)];
}
