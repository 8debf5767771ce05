/** How a match ends: the three wins of the seed. */
import type { Outcome, Seat } from "../../engine/index.ts";
import { battlefieldHeld, pointsOf, squaresOf } from "./board.ts";
import type { EndReason, WorldGainerContext, WorldGainerState } from "./state.ts";

export const WIN_POINTS = 15;

export function win(state: WorldGainerState, seat: Seat, reason: EndReason, ctx: WorldGainerContext): void {
  state.winner = seat;
  state.endReason = reason;
  state.phase = "over";
  state.move = null;
  state.recent.push({ type: "win", seat, reason });
  ctx.emit({ type: "win", data: { seat, reason } });
}

/** Whether the match has ended (a check that type narrowing cannot skip after a call that may end it). */
export function isOver(state: WorldGainerState): boolean {
  return state.phase === "over";
}

/** After a gain placement: all three battlefield squares, or 15 points, win for the player who placed. */
export function checkWin(state: WorldGainerState, seat: Seat, ctx: WorldGainerContext): void {
  const squares = squaresOf(state);
  if (battlefieldHeld(squares, seat) === 3) win(state, seat, "battlefield", ctx);
  else if (pointsOf(squares, seat) >= WIN_POINTS) win(state, seat, "points", ctx);
}

/**
 * An event round's time ran out: the seed counts points towards a win (15), so the player with more points wins;
 * level points are a draw.
 */
export function pointsAtTime(state: WorldGainerState): Outcome {
  const squares = squaresOf(state);
  const [first, second] = [pointsOf(squares, 0), pointsOf(squares, 1)];
  return { winners: first === second ? [] : [first > second ? 0 : 1], reason: "time" };
}
