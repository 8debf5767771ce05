/**
 * The turn (P-34 to P-93): play runs on by itself through everything that needs no decision (draws, open cards with
 * one way to resolve, recovery, steps with nothing to decide) and stops at the next decision.
 */
import type { Seat } from "../../engine/index.ts";
import { able, attachedTo, discardAttached, fieldOf, HAND_LIMIT, nextSeat, seatZone } from "./board.ts";
import { cardOf } from "./cards.ts";
import { canDeclare, contestDue, entrants, holdOrVoid } from "./contest.ts";
import { drawOne, openChoices, queueDraw, recover, resolveOpen } from "./draw.ts";
import type { PowapowaContext, PowapowaState } from "./state.ts";
import { tell } from "./tell.ts";

/** An able nekomimi of the active breeder has not acted yet (whether there is anything to do is the breeder's secret). */
function nekomimiLeft(state: PowapowaState): boolean {
  return fieldOf(state, state.active).some((n) => able(state, n) && !state.acted.includes(n));
}

/** The end phase asks for something: an entry to make, or cards over the hand limit. */
export function endDecision(state: PowapowaState): boolean {
  return entrants(state, state.active).length > 0 || seatZone(state, state.active, "hand").cards.length > HAND_LIMIT;
}

export function startTurn(state: PowapowaState, seat: Seat, ctx: PowapowaContext): void {
  state.active = seat;
  state.turn += 1;
  state.acted = [];
  state.actionTaken = false;
  state.step = "draw";
  tell(state, ctx, { type: "turn", data: { seat, turn: state.turn } });
}

/**
 * The recovery phase (P-86, P-87, OP-21, OP-22): nekomimi incapacitated before this turn began recover, cards
 * lasting until this recovery phase leave, and a breeder with no nekomimi on the field draws 4 as a penalty.
 */
function recoveryPhase(state: PowapowaState, ctx: PowapowaContext): void {
  const seat = state.active;
  const mine = [...fieldOf(state, seat), ...seatZone(state, seat, "off").cards];
  for (const neko of mine) {
    const down = state.neko[neko]?.down ?? null;
    if (down !== null && down < state.turn) recover(state, neko, ctx);
    for (const card of attachedTo(state, neko)) {
      const def = cardOf(card);
      if (def.type === "event" && def.effect.op === "attach" && def.effect.until === "recovery") {
        discardAttached(state, card);
        tell(state, ctx, { type: "expired", data: { seat, card } });
      }
    }
  }
  if (fieldOf(state, seat).length === 0) {
    tell(state, ctx, { type: "penalty", data: { seat } });
    queueDraw(state, seat, 4);
  }
}

function endTurn(state: PowapowaState, ctx: PowapowaContext): void {
  if (contestDue(state)) {
    holdOrVoid(state, ctx);
    if (state.phase !== "turn") return;
  }
  startTurn(state, nextSeat(state, state.active), ctx);
}

/** Moves on to the step after the current one. */
function nextStep(state: PowapowaState, step: PowapowaState["step"]): void {
  state.step = step;
  state.actionTaken = false;
}

/** Runs everything that needs no decision, up to the next decision or the end of the game. */
export function run(state: PowapowaState, ctx: PowapowaContext): void {
  for (let guard = 0; guard < 100_000; guard++) {
    if (state.phase !== "turn") return;
    if (state.outSeats.includes(state.active)) {
      endTurn(state, ctx);
      continue;
    }
    const task = state.stack[state.stack.length - 1];
    if (task) {
      if (task.t === "draw") {
        drawOne(state, task, ctx);
        continue;
      }
      const choices = openChoices(state, task);
      if (choices.length > 1) return;
      resolveOpen(state, task, choices[0] ?? null, ctx);
      continue;
    }
    if (state.fight) {
      if (state.fight.step !== "window" || state.window?.open) return;
      state.fight.step = "reveal";
      state.window = null;
      state.windowFor = null;
      return;
    }
    if (state.window) {
      if (state.window.open) return;
      state.window = null;
      state.windowFor = null;
      continue;
    }
    switch (state.step) {
      case "draw":
        nextStep(state, "breeder");
        queueDraw(state, state.active, 1);
        continue;
      case "breeder":
        if (!state.actionTaken) return;
        nextStep(state, "nekomimi");
        continue;
      case "nekomimi":
        if (!state.actionTaken && nekomimiLeft(state)) return;
        nextStep(state, "declare");
        continue;
      case "declare":
        if (!state.actionTaken && (state.contest !== null || canDeclare(state, state.active))) return;
        nextStep(state, "recovery");
        continue;
      case "recovery":
        nextStep(state, "end");
        recoveryPhase(state, ctx);
        continue;
      case "end":
        if (endDecision(state) && !state.actionTaken) return;
        endTurn(state, ctx);
        continue;
    }
  }
  throw new Error("powapowa: the turn does not settle");
}
