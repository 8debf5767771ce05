/** A player who concedes leaves the game at once, and the game goes on without them. */
import { leaveWindow, moveAll, type Refusal, type Seat } from "../../engine/index.ts";
import { castOf, seatZone, seatsIn } from "./board.ts";
import { askForExtra, beginVote } from "./turn.ts";
import type { SurvivorContext, SurvivorState } from "./state.ts";
import { afterDiscardRound, afterPlacingRound, afterWindow, finishEntries } from "./turn.ts";

export function concedeProblem(state: SurvivorState, seat: Seat): Refusal | null {
  return state.outSeats.includes(seat) ? { code: "already-out" } : null;
}

/**
 * The player is out at once: their castaways turn face down as if voted off, the cards they used this turn go to their
 * discard pile, planned and face-down cards back to their hand, which they keep (OP-18); they are skipped from now on.
 * The idol goes to the next player in the play order. The last player left wins; otherwise the decision under way goes
 * on without them.
 */
export function concede(state: SurvivorState, seat: Seat, ctx: SurvivorContext): void {
  const gone = [...castOf(state, seat)];
  state.recent = [{ type: "conceded", seat, castaways: gone }];
  ctx.emit({ type: "conceded", data: { seat, castaways: gone } });
  state.outSeats.push(seat);
  state.done[seat] = true;
  for (const card of seatZone(state, seat, "table").cards) delete state.on[card];
  moveAll(seatZone(state, seat, "table"), seatZone(state, seat, "discard"));
  moveAll(seatZone(state, seat, "played"), seatZone(state, seat, "discard"));
  moveAll(seatZone(state, seat, "plan"), seatZone(state, seat, "hand"));
  moveAll(seatZone(state, seat, "facedown"), seatZone(state, seat, "hand"));
  moveAll(seatZone(state, seat, "cast"), seatZone(state, seat, "out"));
  state.plans[seat] = [];
  state.itemsOn[seat] = [];
  state.entered[seat] = [];
  state.alliances[seat] = null;
  state.targets = state.targets.filter((c) => !gone.includes(c));
  const left = seatsIn(state);
  if (left.length === 1) {
    state.winner = left[0] as Seat;
    state.phase = "over";
    state.window = null;
    state.recent.push({ type: "win", seat: state.winner });
    ctx.emit({ type: "win", data: { seat: state.winner } });
    return;
  }
  if (state.idol === seat) passIdol(state);
  if (state.window) leaveWindow(state.window, seat);
  goOn(state, ctx);
}

/** The idol goes to the next player still in, in the play order; the castaways it names may never be theirs (OP-14). */
function passIdol(state: SurvivorState): void {
  const at = state.order.indexOf(state.idol);
  const next = [...state.order.slice(at + 1), ...state.order.slice(0, at)].find((s) => !state.outSeats.includes(s));
  if (next === undefined) return;
  state.idol = next;
  state.targets = state.targets.filter((c) => !castOf(state, next).includes(c));
}

/**
 * The decision under way goes on without the player. A simultaneous choice nobody else still owes (the others were
 * settled without asking) moves on here; one that others answered is settled by the engine.
 */
function goOn(state: SurvivorState, ctx: SurvivorContext): void {
  const nobodyAsked = seatsIn(state).every((s) => state.done[s]);
  switch (state.phase) {
    case "enter":
      if (nobodyAsked) finishEntries(state, ctx);
      return;
    case "discard":
      afterDiscardRound(state, ctx);
      return;
    case "feed":
    case "ally":
      afterPlacingRound(state, ctx);
      return;
    case "fortunes":
    case "items":
    case "council":
      afterWindow(state, ctx);
      return;
    case "vote":
      beginVote(state, ctx);
      return;
    case "extra":
      askForExtra(state, state.extraVote?.icon ?? null, ctx);
      return;
    default:
      return;
  }
}
