import type { Refusal, Seat } from "../../engine/index.ts";
import { nextSeat } from "./board.ts";
import { scoreContest } from "./contest.ts";
import { eliminate } from "./leave.ts";
import type { PowapowaContext, PowapowaState } from "./state.ts";
import { tell } from "./tell.ts";
import { run, startTurn } from "./turn.ts";

export function concedeProblem(state: PowapowaState, seat: Seat): Refusal | null {
  return state.outSeats.includes(seat) ? { code: "already-out" } : null;
}

/**
 * A breeder who concedes leaves as one who cannot draw does (OP-27), and the game goes on: a fan vote no longer waits
 * for them, and the turn runs on to the next decision.
 */
export function concede(state: PowapowaState, seat: Seat, ctx: PowapowaContext): void {
  eliminate(state, seat, ctx);
  state.done[seat] = true;
  if (state.phase === "vote" && state.done.every(Boolean)) {
    if ((state.contest?.entries.length ?? 0) > 0) scoreContest(state, ctx);
    else {
      // Their entries were the only ones: the contest is void, as with no entry on the field, and the turn moves on.
      state.contest = null;
      tell(state, ctx, { type: "void", data: {} });
      state.phase = "turn";
      startTurn(state, nextSeat(state, state.active), ctx);
    }
  }
  run(state, ctx);
}
