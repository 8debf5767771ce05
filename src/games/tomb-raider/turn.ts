/** The turn's rounds in order: Ready, Action (each player), Search (each player who may), Draw (each player). */
import type { Seat } from "../../engine/index.ts";
import { emptied, locationAt } from "./map.ts";
import { freeStepsPerAction, printedStats, raiderOf, roll, stat } from "./raider.ts";
import type { TombRaiderContext, TombRaiderState } from "./state.ts";

export function startTurn(state: TombRaiderState, ctx: TombRaiderContext): void {
  state.turn += 1;
  for (const r of state.raiders) {
    r.attacked = false;
    r.stuck = false;
    r.reset = false;
    r.bonusMove = 0;
  }
  ctx.emit({ type: "turn", data: { turn: state.turn } });
  if (state.players === 1) {
    beginActionRound(state, ctx);
  } else if (state.turn === 1) {
    // The play order is always decided on turn 1; later only when a player asks for it.
    rollInitiative(
      state,
      state.raiders.map((r) => r.seat),
      ctx,
    );
  } else {
    state.phase = "ready";
  }
}

/** Each player rolls printed Move dice; the highest total picks the first player; ties re-roll among the tied. */
export function rollInitiative(state: TombRaiderState, seats: Seat[], ctx: TombRaiderContext): void {
  let contenders = seats;
  while (contenders.length > 1) {
    const totals = contenders.map((seat) =>
      roll(state, seat, printedStats(raiderOf(state, seat)).move, "initiative", ctx),
    );
    const best = Math.max(...totals);
    contenders = contenders.filter((_, i) => totals[i] === best);
  }
  state.initiativeWinner = contenders[0] as Seat;
  state.phase = "first";
}

export function chooseFirst(state: TombRaiderState, first: Seat, ctx: TombRaiderContext): void {
  state.order = [first, ...state.raiders.map((r) => r.seat).filter((s) => s !== first)];
  state.initiativeWinner = null;
  state.recent.push({ type: "first", seat: first, order: [...state.order] });
  ctx.emit({ type: "first", data: { seat: first, order: [...state.order] } });
  beginActionRound(state, ctx);
}

export function beginActionRound(state: TombRaiderState, ctx: TombRaiderContext): void {
  state.queue = [...state.order];
  nextAction(state, ctx);
}

function startAction(state: TombRaiderState, seat: Seat, ctx: TombRaiderContext): void {
  const r = raiderOf(state, seat);
  state.active = seat;
  r.moveAtStart = stat(state, seat, "move");
  r.movesLeft = r.moveAtStart + r.bonusMove;
  r.freeSteps = freeStepsPerAction(state, seat);
  state.progress = { seat, start: r.at, moved: false, met: [], next: 0, reacting: null, target: null };
  state.phase = "move";
  ctx.emit({ type: "action", data: { seat } });
}

/** The next player's action (a raider killed in a rival's fight has none), or the Search round after the last. */
export function nextAction(state: TombRaiderState, ctx: TombRaiderContext): void {
  state.progress = null;
  for (let seat = state.queue.shift(); seat !== undefined; seat = state.queue.shift()) {
    if (!raiderOf(state, seat).dead) return startAction(state, seat, ctx);
  }
  beginSearchRound(state, ctx);
}

/**
 * A raider may search when alive, able to move, has not attacked this turn, and stands where something can be
 * found: not where the search number is null, nor in an Empty location with its token ("nothing happens").
 */
function maySearch(state: TombRaiderState, seat: Seat): boolean {
  const r = raiderOf(state, seat);
  return (
    !r.dead &&
    !r.stuck &&
    !r.attacked &&
    !r.reset &&
    (locationAt(state, r.at)?.search.length ?? 0) > 0 &&
    !emptied(state, r.at)
  );
}

function beginSearchRound(state: TombRaiderState, ctx: TombRaiderContext): void {
  state.queue = [...state.order];
  nextSearch(state, ctx);
}

export function nextSearch(state: TombRaiderState, ctx: TombRaiderContext): void {
  state.searchRoll = null;
  state.searchFinds = null;
  for (let seat = state.queue.shift(); seat !== undefined; seat = state.queue.shift()) {
    if (!maySearch(state, seat)) continue;
    state.active = seat;
    state.phase = "search";
    return;
  }
  beginDrawRound(state, ctx);
}

function beginDrawRound(state: TombRaiderState, ctx: TombRaiderContext): void {
  state.queue = [...state.order];
  nextDraw(state, ctx);
}

/** The next player's Draw round; a dead raider goes straight to its reload. After the last, a new turn. */
export function nextDraw(state: TombRaiderState, ctx: TombRaiderContext): void {
  const seat = state.queue.shift();
  if (seat === undefined) return startTurn(state, ctx);
  // Every raider takes step 1, a dead one too: upgrades and secret moves played then survive its reload.
  state.active = seat;
  state.phase = "discard";
}
