/** A raider's numbers: stats after damage and modifiers, life, power, air, weapons; taking damage. */
import type { Seat } from "../../engine/index.ts";
import { drawCard, raider as raiderData, STATS, type CardData, type Stat } from "./cards.ts";
import { habitatFits, isWet } from "./map.ts";
import type { RaiderState, Stats, TombRaiderContext, TombRaiderState } from "./state.ts";
import { seatZone } from "./board.ts";

const BASE_AIR = 6;

export function raiderOf(state: TombRaiderState, seat: Seat): RaiderState {
  const found = state.raiders[seat];
  if (!found) throw new Error(`no raider for seat ${seat}`);
  return found;
}

/** The cards on the raider (saved and unsaved), whose modifiers apply. */
export function cardsInPlay(state: TombRaiderState, seat: Seat): CardData[] {
  return [...seatZone(state, seat, "saved").cards, ...seatZone(state, seat, "unsaved").cards].map(drawCard);
}

export function printedStats(r: RaiderState): Stats {
  return r.character ? { ...raiderData(r.character).stats } : { fight: 0, move: 0, search: 0, think: 0 };
}

/** Life is the lowest printed stat of the character card (RULINGS 7). */
export function life(r: RaiderState): number {
  const s = printedStats(r);
  return Math.min(...STATS.map((k) => s[k]));
}

/**
 * The cards on the raider that work where it stands: a dry-only card (a lantern, most companions) does nothing under
 * water, and a water-only one nothing on dry ground (水中専用…水中でしか機能しない).
 */
function workingCards(state: TombRaiderState, seat: Seat): CardData[] {
  const wet = underWater(state, seat);
  return cardsInPlay(state, seat).filter((c) => habitatFits(c.water ?? "any", wet));
}

/** Stats now: printed, plus the modifier of every card that works here, minus 1 per damage (never below 0). */
export function currentStats(state: TombRaiderState, seat: Seat): Stats {
  const r = raiderOf(state, seat);
  const stats = printedStats(r);
  for (const c of workingCards(state, seat)) for (const k of STATS) stats[k] += c.mods?.[k] ?? 0;
  for (const k of STATS) stats[k] = Math.max(0, stats[k] - r.damage);
  return stats;
}

export function stat(state: TombRaiderState, seat: Seat, which: Stat): number {
  return currentStats(state, seat)[which];
}

/** Move left in this action: what was left, plus any change of Move since the action began (never below 0). */
export function movesLeft(state: TombRaiderState, seat: Seat): number {
  const r = raiderOf(state, seat);
  return Math.max(0, r.movesLeft + stat(state, seat, "move") - r.moveAtStart);
}

/** Power: 1 for the character, raised to the highest upgrade attached. */
export function power(state: TombRaiderState, seat: Seat): number {
  return cardsInPlay(state, seat).reduce((p, c) => (c.kind === "upgrade" ? Math.max(p, c.power ?? 1) : p), 1);
}

export function maxAir(state: TombRaiderState, seat: Seat): number {
  return workingCards(state, seat).reduce((a, c) => a + (c.air ?? 0), BASE_AIR);
}

/** Steps per action that may ignore the arrows, from secret moves and upgrades. */
export function freeStepsPerAction(state: TombRaiderState, seat: Seat): number {
  return workingCards(state, seat).reduce((a, c) => a + (c.steps ?? 0), 0);
}

export function underWater(state: TombRaiderState, seat: Seat): boolean {
  return isWet(state, raiderOf(state, seat).at);
}

/** The one weapon used: the best one that works here (under water only water-ready weapons). */
export function weaponBonus(state: TombRaiderState, seat: Seat): { fight: number; underwater: boolean } | null {
  const wet = underWater(state, seat);
  let best: { fight: number; underwater: boolean } | null = null;
  for (const c of cardsInPlay(state, seat)) {
    const w = c.weapon;
    if (!w || (wet && !w.underwater)) continue;
    if (!best || w.fight > best.fight) best = w;
  }
  return best;
}

/** Dice for a test of one stat; Fight adds the weapon in use. */
export function diceFor(state: TombRaiderState, seat: Seat, which: Stat): number {
  return stat(state, seat, which) + (which === "fight" ? (weaponBonus(state, seat)?.fight ?? 0) : 0);
}

/** Adds damage; a raider whose damage reaches its life dies. Returns true when it died now. */
export function hurt(state: TombRaiderState, seat: Seat, amount: number, ctx: TombRaiderContext): boolean {
  const r = raiderOf(state, seat);
  if (r.dead || amount <= 0) return false;
  r.damage += amount;
  state.recent.push({ type: "damage", seat, amount, damage: r.damage, life: life(r) });
  ctx.emit({ type: "damage", data: { seat, amount, damage: r.damage, life: life(r) } });
  if (r.damage < life(r)) return false;
  r.dead = true;
  state.recent.push({ type: "death", seat });
  ctx.emit({ type: "death", data: { seat } });
  return true;
}

/**
 * Something done under water (a move, a check, an action card) uses 1 air; with none left it deals 1 damage
 * instead (RULINGS 8). Returns true when the raider died of it.
 */
export function breathe(state: TombRaiderState, seat: Seat, ctx: TombRaiderContext): boolean {
  if (!underWater(state, seat)) return false;
  const r = raiderOf(state, seat);
  if (r.air > 0) {
    r.air -= 1;
    state.recent.push({ type: "air", seat, air: r.air });
    ctx.emit({ type: "air", data: { seat, air: r.air } });
    return false;
  }
  return hurt(state, seat, 1, ctx);
}

export function refillAir(state: TombRaiderState, seat: Seat): void {
  raiderOf(state, seat).air = maxAir(state, seat);
}

export function heal(state: TombRaiderState, seat: Seat, amount: number): void {
  const r = raiderOf(state, seat);
  r.damage = Math.max(0, r.damage - amount);
}

/** Rolls dice from the match's generator and tells everyone the result. */
export function roll(
  state: TombRaiderState,
  seat: Seat,
  dice: number,
  purpose: "initiative" | "fight" | "check" | "search",
  ctx: TombRaiderContext,
  extra: { target?: number; stat?: Stat } = {},
): number {
  const faces = Array.from({ length: Math.max(0, dice) }, () => ctx.rng.die(6));
  const total = faces.reduce((a, b) => a + b, 0);
  const rolled = { seat, purpose, dice: faces, total, ...extra };
  const success = extra.target === undefined ? undefined : total >= extra.target;
  state.recent.push(success === undefined ? { type: "roll", roll: rolled } : { type: "roll", roll: rolled, success });
  ctx.emit({ type: "roll", data: { ...rolled, ...(success === undefined ? {} : { success }) } });
  return total;
}
