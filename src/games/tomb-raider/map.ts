/** The 3 x 6 level map: squares, neighbours, what lies on each square. */
import {
  drawCard,
  isDrawCard,
  location,
  type CardId,
  type Habitat,
  type LocationData,
  type ObstacleData,
} from "./cards.ts";
import { parseSquare } from "./geometry.ts";
import type { ObstacleRef, SquareKey, SquareState, TombRaiderState } from "./state.ts";

export { ALL_SQUARES, entranceSquares, neighbour, parseSquare, TREASURE_SQUARE } from "./geometry.ts";

export function locationAt(state: TombRaiderState, key: SquareKey): LocationData | null {
  const square = state.squares[key];
  return square ? location(square.card) : null;
}

export function isWet(state: TombRaiderState, key: SquareKey): boolean {
  const square = state.squares[key];
  if (!square) return false;
  return square.wetOverride ?? location(square.card).wet ?? false;
}

/** A Save Point is a discovery's effect set on a location (the seed: a kind of discovery, placed there first). */
export function hasSavePoint(state: TombRaiderState, key: SquareKey): boolean {
  const square = state.squares[key];
  return !!square && !square.faceDown && square.savePoint;
}

/** An Empty location that has its token: searching there does nothing. */
export function emptied(state: TombRaiderState, key: SquareKey): boolean {
  return (locationAt(state, key)?.empty ?? false) && (state.squares[key]?.emptyToken ?? false);
}

/** The most dangerous obstacle that may be placed on a location: its danger plus its depth. */
export function placementLimit(state: TombRaiderState, key: SquareKey): number {
  return (locationAt(state, key)?.danger ?? 0) + parseSquare(key).depth;
}

/** A creature lives only where its habitat allows; other obstacles go anywhere. */
export function habitatFits(habitat: Habitat, wet: boolean): boolean {
  return habitat === "any" || (habitat === "wet") === wet;
}

/**
 * Whether an obstacle may be placed on a location: its danger within the limit. A creature may be placed where it
 * cannot live; it dies at once (the seed: 水中専用の生物は水中以外では即死).
 */
export function canPlaceObstacle(state: TombRaiderState, key: SquareKey, card: CardId): boolean {
  if (!isDrawCard(card)) return false;
  const data = drawCard(card);
  if (data.kind !== "obstacle" || !data.obstacle) return false;
  return data.obstacle.danger <= placementLimit(state, key);
}

export function obstacleData(state: TombRaiderState, ref: ObstacleRef): ObstacleData | null {
  if (ref.kind === "card") return drawCard(ref.card).obstacle ?? null;
  return locationAt(state, ref.square)?.obstacle ?? null;
}

/** Whether an obstacle is still on the map. */
export function obstacleStands(state: TombRaiderState, ref: ObstacleRef): boolean {
  const square = state.squares[ref.square];
  if (!square) return false;
  if (ref.kind === "card") return square.obstacle?.card === ref.card;
  return !!location(square.card).obstacle && !square.fixedRemoved;
}

/** The obstacles standing on a square, the printed one first. */
export function obstaclesAt(state: TombRaiderState, key: SquareKey): ObstacleRef[] {
  const square: SquareState | undefined = state.squares[key];
  if (!square || square.faceDown) return [];
  const refs: ObstacleRef[] = [];
  if (location(square.card).obstacle && !square.fixedRemoved) refs.push({ kind: "fixed", square: key });
  if (square.obstacle) refs.push({ kind: "card", card: square.obstacle.card, square: key });
  return refs;
}

export function newSquare(card: CardId, faceDown: boolean): SquareState {
  return {
    card,
    faceDown,
    emptyToken: false,
    savePoint: false,
    wetOverride: null,
    fixedDamage: 0,
    fixedRemoved: false,
    obstacle: null,
  };
}

export function sameObstacle(a: ObstacleRef, b: ObstacleRef): boolean {
  return a.kind === b.kind && a.square === b.square && (a.kind === "fixed" || a.card === (b as { card: CardId }).card);
}
