/** The Action round: move, explore, obstacles placed, a fight with a rival, then every obstacle met is checked. */
import { moveCard, type Refusal, type Seat } from "../../engine/index.ts";
import { DIRECTIONS, location, type Direction, type Stat } from "./cards.ts";
import { applyEffects } from "./effects.ts";
import {
  isWet,
  locationAt,
  neighbour,
  newSquare,
  obstacleData,
  obstaclesAt,
  obstacleStands,
  placementLimit,
  sameObstacle,
} from "./map.ts";
import { autoPlace, removeObstacle, woundObstacle } from "./obstacles.ts";
import { breathe, diceFor, hurt, movesLeft, raiderOf, refillAir, roll, underWater, weaponBonus } from "./raider.ts";
import type { ObstacleRef, SquareKey, SquareState, TombRaiderContext, TombRaiderState } from "./state.ts";
import { nextAction } from "./turn.ts";
import { zoneNamed } from "./board.ts";

/** Why the active raider may not step that way, or null. */
export function moveRefusal(state: TombRaiderState, seat: Seat, dir: Direction): Refusal | null {
  const r = raiderOf(state, seat);
  if (r.stuck) return { code: "cannot-move" };
  if (movesLeft(state, seat) <= 0) return { code: "no-moves-left" };
  if (neighbour(r.at, dir) === null) return { code: "off-map" };
  const arrows = locationAt(state, r.at)?.arrows ?? [];
  if (!arrows.includes(dir) && r.freeSteps <= 0) return { code: "no-arrow" };
  return null;
}

export function legalDirections(state: TombRaiderState, seat: Seat): Direction[] {
  return DIRECTIONS.filter((d) => moveRefusal(state, seat, d) === null);
}

/** Draws the next location onto an empty square, or turns the face-down one up. Returns whether it explored. */
function explore(state: TombRaiderState, seat: Seat, key: SquareKey, ctx: TombRaiderContext): boolean {
  const square = state.squares[key];
  if (square && !square.faceDown) return false;
  const z = state.zones;
  if (square) {
    // The face-down Treasure Room is turned up: from the face-down zone onto the face-up map.
    square.faceDown = false;
    moveCard(zoneNamed(z, "facedown"), zoneNamed(z, "map"), square.card);
  } else {
    const level = zoneNamed(z, "level");
    const card = level.cards[level.cards.length - 1];
    if (card === undefined) throw new Error("the level deck ran out");
    moveCard(level, zoneNamed(z, "map"), card);
    state.squares[key] = newSquare(card, false);
  }
  const card = (state.squares[key] as SquareState).card;
  state.recent.push({ type: "explore", seat, square: key, card });
  ctx.emit({ type: "explore", data: { seat, square: key, card } });
  return true;
}

/** One step along an arrow (or a free step), exploring the square entered. */
export function step(state: TombRaiderState, seat: Seat, dir: Direction, ctx: TombRaiderContext): void {
  const r = raiderOf(state, seat);
  const progress = state.progress;
  const from = r.at;
  const to = neighbour(from, dir) as SquareKey;
  if (!(locationAt(state, from)?.arrows ?? []).includes(dir)) r.freeSteps -= 1;
  r.movesLeft -= 1;
  r.at = to;
  if (progress) progress.moved = true;
  state.recent.push({ type: "move", seat, from, to });
  ctx.emit({ type: "move", data: { seat, from, to } });
  const explored = explore(state, seat, to, ctx);
  // A raider drowning on the way in has still explored the square: placement and the location's effect go on,
  // and arriving ends its action.
  if (isWet(state, to)) breathe(state, seat, ctx);
  else refillAir(state, seat);
  if (!explored) return arrive(state, seat, ctx);
  const limit = placementLimit(state, to);
  if (state.players === 1) {
    autoPlace(state, seat, to, ctx);
    return afterPlacement(state, ctx);
  }
  state.placement = { mover: seat, square: to, limit };
  state.phase = "place";
  ctx.emit({ type: "placing", data: { seat, square: to, limit } });
}

/** After the placement step of an explored location: the location's own effect, then on with the move. */
export function afterPlacement(state: TombRaiderState, ctx: TombRaiderContext): void {
  const seat = state.active;
  const at = raiderOf(state, seat).at;
  state.placement = null;
  applyEffects(state, seat, location((state.squares[at] as SquareState).card).enter ?? [], ctx);
  arrive(state, seat, ctx);
}

/**
 * Obstacles on the square entered are met (each once this action); then the move goes on, or ends when the raider
 * cannot move. With no Move left the raider is still asked (stop, or play a card such as Sprint), as at an action
 * that starts at 0 Move: the question comes whatever the hand holds, so it tells the table nothing.
 */
function arrive(state: TombRaiderState, seat: Seat, ctx: TombRaiderContext): void {
  const r = raiderOf(state, seat);
  meet(state, r.at);
  if (r.dead) return endAction(state, ctx);
  if (r.stuck) return endMovement(state, ctx);
  state.phase = "move";
}

function meet(state: TombRaiderState, key: SquareKey): void {
  const progress = state.progress;
  if (!progress) return;
  for (const ref of obstaclesAt(state, key))
    if (!progress.met.some((m) => sameObstacle(m, ref))) progress.met.push(ref);
}

/** The move is over: a raider that never left meets the obstacles where it stands; then a fight may follow. */
export function endMovement(state: TombRaiderState, ctx: TombRaiderContext): void {
  const progress = state.progress;
  const seat = state.active;
  const r = raiderOf(state, seat);
  if (progress && !progress.moved) meet(state, r.at);
  state.recent.push({ type: "stop", seat });
  if (!r.dead && rivalsHere(state, seat).length > 0) {
    state.phase = "fight";
    return;
  }
  runChecks(state, ctx);
}

export function rivalsHere(state: TombRaiderState, seat: Seat): Seat[] {
  const r = raiderOf(state, seat);
  return state.raiders.filter((o) => o.seat !== seat && !o.dead && o.at === r.at).map((o) => o.seat);
}

/**
 * The attack is declared: the defender's window opens (pass, or play cards for its own raider), then the attacker's
 * (roll, or play cards first). The attacker may not search this turn.
 */
export function declareAttack(state: TombRaiderState, seat: Seat, target: Seat, ctx: TombRaiderContext): void {
  raiderOf(state, seat).attacked = true;
  if (state.progress) {
    state.progress.target = target;
    state.progress.reacting = target;
  }
  state.recent.push({ type: "attack", seat, target });
  ctx.emit({ type: "attack", data: { seat, target } });
}

/** A pass in the fight: the defender's ends its window (the attacker's roll decision follows); the attacker's, the fight. */
export function passInFight(state: TombRaiderState, ctx: TombRaiderContext): void {
  const progress = state.progress;
  if (progress && progress.target !== null && progress.reacting !== null) {
    progress.reacting = null;
    return;
  }
  runChecks(state, ctx);
}

/**
 * After a card played in the fight: the same decision goes on, unless the card ended it. An attacker killed by its
 * own card ends its action; a defender killed by its own card can no longer be fought, so the checks follow.
 */
export function afterFightPlay(state: TombRaiderState, ctx: TombRaiderContext): void {
  const progress = state.progress;
  if (!progress || raiderOf(state, state.active).dead) return endAction(state, ctx);
  if (progress.target !== null && raiderOf(state, progress.target).dead) return runChecks(state, ctx);
}

/**
 * A raider fight: both roll Fight dice (plus the weapon in use); the higher total wins and the loser takes 1
 * damage; a tie hurts no one (RULINGS 6). Under water each roll takes air and a win deals no damage without a
 * water-ready weapon.
 */
export function fight(state: TombRaiderState, ctx: TombRaiderContext): void {
  const seat = state.active;
  const target = state.progress?.target ?? null;
  if (target === null) return runChecks(state, ctx);
  const wet = underWater(state, seat);
  if (breathe(state, seat, ctx)) return endAction(state, ctx);
  if (!breathe(state, target, ctx)) {
    const a = roll(state, seat, diceFor(state, seat, "fight"), "fight", ctx);
    const b = roll(state, target, diceFor(state, target, "fight"), "fight", ctx);
    const winner = a > b ? seat : b > a ? target : null;
    state.recent.push({ type: "fight", seat, target, winner });
    ctx.emit({ type: "fight", data: { seat, target, winner } });
    if (winner !== null) {
      const loser = winner === seat ? target : seat;
      hurt(state, loser, wet && !weaponBonus(state, winner) ? 0 : 1, ctx);
    }
  }
  if (raiderOf(state, seat).dead) return endAction(state, ctx);
  runChecks(state, ctx);
}

/** The obstacle being checked (phase "tackle"). */
export function currentObstacle(state: TombRaiderState): ObstacleRef | null {
  const progress = state.progress;
  return progress ? (progress.met[progress.next] ?? null) : null;
}

/**
 * The rival who gets a reaction window before each check: two players and a living rival (public facts only,
 * never the hand).
 */
function reactingRival(state: TombRaiderState): Seat | null {
  const rival = state.raiders.find((r) => r.seat !== state.active && r.character !== null);
  return state.players === 2 && rival && !rival.dead ? rival.seat : null;
}

/**
 * Goes to the next obstacle met that still stands and opens its check: the rival's reaction window, then the
 * active raider's decision (roll or play a card first). With none left, or the raider dead, the action ends.
 */
export function runChecks(state: TombRaiderState, ctx: TombRaiderContext): void {
  const progress = state.progress;
  while (progress && progress.next < progress.met.length) {
    if (raiderOf(state, state.active).dead) break;
    const ref = progress.met[progress.next] as ObstacleRef;
    if (!obstacleData(state, ref) || !obstacleStands(state, ref)) {
      progress.next += 1;
      continue;
    }
    progress.reacting = reactingRival(state);
    state.phase = "tackle";
    return;
  }
  endAction(state, ctx);
}

/** The rival passed: the active raider's check decision follows. */
export function endReaction(state: TombRaiderState): void {
  if (state.progress) state.progress.reacting = null;
}

/**
 * After a card played before a check: the same decision goes on, unless the card ended it (the obstacle is gone,
 * the active raider died, or the reacting rival died), when the checks move on.
 */
export function afterCheckPlay(state: TombRaiderState, ctx: TombRaiderContext): void {
  const progress = state.progress;
  const ref = currentObstacle(state);
  if (!progress || !ref || raiderOf(state, state.active).dead) return endAction(state, ctx);
  if (!obstacleStands(state, ref)) {
    progress.next += 1;
    return runChecks(state, ctx);
  }
  if (progress.reacting !== null && raiderOf(state, progress.reacting).dead) progress.reacting = null;
}

/**
 * One obstacle check: dice equal to the stat (Fight adds the weapon), success at or above the obstacle's danger.
 * Success damages a creature (its life in damage removes it) or removes any other obstacle; failure applies the
 * obstacle's failure effects. Under water the check takes air.
 */
export function checkObstacle(
  state: TombRaiderState,
  seat: Seat,
  ref: ObstacleRef,
  stat: Stat,
  ctx: TombRaiderContext,
): void {
  const progress = state.progress;
  if (progress) progress.next += 1;
  const data = obstacleData(state, ref);
  if (!data || breathe(state, seat, ctx)) return;
  const total = roll(state, seat, diceFor(state, seat, stat), "check", ctx, { target: data.danger, stat });
  if (total >= data.danger) {
    if (data.life === null) removeObstacle(state, ref, "defeated", ctx);
    else woundObstacle(state, ref, 1, ctx);
    return;
  }
  applyEffects(state, seat, data.fail, ctx);
}

function endAction(state: TombRaiderState, ctx: TombRaiderContext): void {
  nextAction(state, ctx);
}
