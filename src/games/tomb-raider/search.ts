/** The Search round: the roll, the Treasure Room, Empty locations and discoveries played from hand. */
import { moveCard, revealCopies, type Refusal, type Seat } from "../../engine/index.ts";
import { drawCard, faceKey, isDrawCard, type CardId, type SearchCondition } from "./cards.ts";
import { applyEffects } from "./effects.ts";
import { habitatFits, isWet, locationAt } from "./map.ts";
import { onePerFace } from "./play.ts";
import { breathe, raiderOf, roll, stat } from "./raider.ts";
import type { SquareState, TombRaiderContext, TombRaiderState } from "./state.ts";
import { zonesOf } from "./board.ts";
import { nextSearch } from "./turn.ts";

/** The search conditions of the raider's location, to choose from at the roll. */
export function searchConditions(state: TombRaiderState, seat: Seat): SearchCondition[] {
  return locationAt(state, raiderOf(state, seat).at)?.search ?? [];
}

const sameCondition = (a: SearchCondition, b: SearchCondition): boolean =>
  a.n === b.n && [...(a.finds ?? [])].sort().join() === [...(b.finds ?? [])].sort().join();

/** Where the condition named (none: the first) stands among the location's, or null when it is not one of them. */
export function conditionIndex(state: TombRaiderState, seat: Seat, using: SearchCondition | undefined): number | null {
  if (using === undefined) return 0;
  const index = searchConditions(state, seat).findIndex((c) => sameCondition(c, using));
  return index < 0 ? null : index;
}

/**
 * Searches where the raider stands with the chosen search condition: Search dice plus its modifier (plus a search
 * action's bonus). In the Treasure Room a total at or above its number wins the game. Anywhere else the raider may
 * then play one discovery of difficulty up to the total, of a kind the condition allows. (An Empty location with
 * its token offers no search at all: `maySearch`.)
 */
export function search(
  state: TombRaiderState,
  seat: Seat,
  condition: number,
  bonus: number,
  ctx: TombRaiderContext,
): void {
  const loc = locationAt(state, raiderOf(state, seat).at);
  const chosen = searchConditions(state, seat)[condition];
  if (!loc || !chosen || breathe(state, seat, ctx)) return nextSearch(state, ctx);
  const dice = stat(state, seat, "search") + chosen.n + bonus;
  if (loc.role === "treasure") {
    const target = loc.treasure ?? 0;
    const total = roll(state, seat, dice, "search", ctx, { target });
    if (total >= target) return win(state, seat, ctx);
    return nextSearch(state, ctx);
  }
  state.searchRoll = roll(state, seat, dice, "search", ctx);
  state.searchFinds = chosen.finds ? [...chosen.finds] : null;
  state.phase = "discover";
}

/** The search is over, found or not: an Empty location gets its token (one search only), then the next searcher. */
function endSearch(state: TombRaiderState, seat: Seat, ctx: TombRaiderContext): void {
  const at = raiderOf(state, seat).at;
  const square = state.squares[at] as SquareState;
  if (locationAt(state, at)?.empty && !square.emptyToken) {
    square.emptyToken = true;
    state.recent.push({ type: "emptied", square: at });
    ctx.emit({ type: "emptied", data: { square: at } });
  }
  nextSearch(state, ctx);
}

/** Why a card may not be found with this roll, or null. */
export function discoverRefusal(state: TombRaiderState, seat: Seat, card: CardId): Refusal | null {
  if (!zonesOf(state, seat).hand.cards.includes(card)) return { code: "card-not-in-hand" };
  if (!isDrawCard(card) || drawCard(card).kind !== "discovery") return { code: "not-a-discovery" };
  const data = drawCard(card);
  const roll = state.searchRoll ?? 0;
  if ((data.difficulty ?? 0) > roll) return { code: "too-difficult", params: { roll } };
  if (state.searchFinds && !state.searchFinds.includes(data.find ?? "triggered")) return { code: "not-this-search" };
  const wet = isWet(state, raiderOf(state, seat).at);
  if (data.find === "companion" && wet) return { code: "no-companion-under-water" };
  if (!habitatFits(data.water ?? "any", wet)) return { code: wet ? "dry-only" : "wet-only" };
  return null;
}

export function discoverable(state: TombRaiderState, seat: Seat): CardId[] {
  return onePerFace(zonesOf(state, seat).hand.cards).filter((c) => discoverRefusal(state, seat, c) === null);
}

/**
 * A discovery found: a triggered one takes effect and is discarded; an item or weapon goes on the raider unsaved;
 * a companion too, sending away the one already along (one at a time).
 */
export function discover(state: TombRaiderState, seat: Seat, chosen: CardId, ctx: TombRaiderContext): void {
  const z = zonesOf(state, seat);
  const [card] = revealCopies(state, [chosen]) as [CardId];
  const data = drawCard(card);
  state.recent.push({ type: "discover", seat, card: faceKey(card) });
  // Told once the card lies face up: an effect may shuffle the discards away within the same move.
  if (data.find === "triggered") {
    moveCard(z.hand, z.discard, card);
    ctx.emit({ type: "discover", data: { seat, card } });
    applyEffects(state, seat, data.effects ?? [], ctx);
  } else {
    if (data.find === "companion") {
      for (const old of z.unsaved.cards.filter((c) => drawCard(c).find === "companion")) {
        moveCard(z.unsaved, z.discard, old);
        ctx.emit({ type: "companion-leaves", data: { seat, card: old } });
      }
    }
    moveCard(z.hand, z.unsaved, card);
    ctx.emit({ type: "discover", data: { seat, card } });
  }
  endSearch(state, seat, ctx);
}

export function findNothing(state: TombRaiderState, seat: Seat, ctx: TombRaiderContext): void {
  state.recent.push({ type: "nothing-found", seat });
  ctx.emit({ type: "nothing-found", data: { seat } });
  endSearch(state, seat, ctx);
}

function win(state: TombRaiderState, seat: Seat, ctx: TombRaiderContext): void {
  state.winner = seat;
  state.endReason = "treasure";
  state.phase = "over";
  state.searchRoll = null;
  state.searchFinds = null;
  state.recent.push({ type: "win", seat });
  ctx.emit({ type: "win", data: { seat } });
}
