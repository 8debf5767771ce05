/** The Draw round: discard, draw, reset, save, reload. */
import { moveCard, type Seat } from "../../engine/index.ts";
import { drawCard, faceKey, type CardId } from "./cards.ts";
import { hasSavePoint } from "./map.ts";
import { printedStats, raiderOf, refillAir, stat } from "./raider.ts";
import type { TombRaiderContext, TombRaiderState } from "./state.ts";
import { discardFromHand, draw, reloadCards, zonesOf } from "./board.ts";
import { nextDraw } from "./turn.ts";

/** Hand limit: Think + 6. */
const HAND_LIMIT_OVER_THINK = 6;

export function discard(state: TombRaiderState, seat: Seat, chosen: CardId, ctx: TombRaiderContext): void {
  const card = discardFromHand(state, seat, chosen);
  state.recent.push({ type: "discard", seat, card: faceKey(card) });
  ctx.emit({ type: "discard", data: { seat, card } });
}

/**
 * Step 2: with cards in hand, draw Think cards but never past Think + 6 in hand; with an empty hand, draw twice
 * Think as a new hand. Then steps 3-4 (reset or save) are offered.
 */
export function drawStep(state: TombRaiderState, seat: Seat, ctx: TombRaiderContext): void {
  // A dead raider (dead before the round, or killed by a card it played in step 1) reloads at once: step 5.
  if (raiderOf(state, seat).dead) {
    reload(state, seat, ctx);
    return nextDraw(state, ctx);
  }
  const think = stat(state, seat, "think");
  const held = zonesOf(state, seat).hand.cards.length;
  const count = held === 0 ? 2 * think : Math.max(0, Math.min(think, think + HAND_LIMIT_OVER_THINK - held));
  draw(state, seat, count, ctx);
  state.phase = "wrap-up";
}

/**
 * Step 4: at a Save Point every unsaved card becomes saved (except a companion, which is always unsaved), and a
 * reload will restart here.
 */
export function save(state: TombRaiderState, seat: Seat, ctx: TombRaiderContext): void {
  const r = raiderOf(state, seat);
  const z = zonesOf(state, seat);
  for (const card of z.unsaved.cards.filter((c) => drawCard(c).find !== "companion"))
    moveCard(z.unsaved, z.saved, card);
  r.restart = r.at;
  state.recent.push({ type: "save", seat, square: r.at });
  ctx.emit({ type: "save", data: { seat, square: r.at } });
  nextDraw(state, ctx);
}

export function maySave(state: TombRaiderState, seat: Seat): boolean {
  const r = raiderOf(state, seat);
  return !r.dead && hasSavePoint(state, r.at);
}

/**
 * Step 3: a reset is a voluntary death; the reload follows at once. The player may restart at the entrance rather
 * than at the last save point (dropping that save), so a save in a dead end never traps a raider (RULINGS 3).
 */
export function reset(state: TombRaiderState, seat: Seat, toEntrance: boolean, ctx: TombRaiderContext): void {
  const r = raiderOf(state, seat);
  r.reset = true;
  if (toEntrance) r.restart = r.entrance;
  state.recent.push({ type: "reset", seat });
  ctx.emit({ type: "reset", data: { seat } });
  reload(state, seat, ctx);
  nextDraw(state, ctx);
}

/**
 * Step 5, after a death or a reset: hand and unsaved cards discarded, the discards shuffled into the deck, a new
 * hand of printed Think cards, the raider back at its entrance or last save point, healed, air refilled.
 */
function reload(state: TombRaiderState, seat: Seat, ctx: TombRaiderContext): void {
  const r = raiderOf(state, seat);
  reloadCards(state, seat, printedStats(r).think, ctx);
  r.at = r.restart;
  r.damage = 0;
  r.dead = false;
  r.stuck = false;
  refillAir(state, seat);
  state.recent.push({ type: "reload", seat, square: r.at });
  ctx.emit({ type: "reload", data: { seat, square: r.at } });
}
