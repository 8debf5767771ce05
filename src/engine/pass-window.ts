import type { Seat } from "./types.ts";

/**
 * An "in turn order until all pass" window: starting from a named seat, each seat still in the game may act or
 * pass in seat order; the window closes once every such seat has passed in a row. Acting resets the run of passes.
 * Plain JSON, kept in the game's state; the game prompts `windowSeat(w)` while `w.open`.
 */
export interface PassWindow {
  order: Seat[];
  at: number;
  passesInRow: number;
  open: boolean;
}

/** Opens a window over `seats` (those still in the game), starting at `first`. */
export function openWindow(seats: readonly Seat[], first: Seat): PassWindow {
  const order = [...new Set(seats)].sort((a, b) => a - b);
  const at = order.indexOf(first);
  if (at < 0) throw new Error(`seat ${first} is not in the window`);
  return { order, at, passesInRow: 0, open: true };
}

export function windowSeat(w: PassWindow): Seat {
  return w.order[w.at] as Seat;
}

/** Records the current seat's answer and moves on; returns the window (closed when everyone passed in a row). */
export function answerWindow(w: PassWindow, passed: boolean): PassWindow {
  if (!w.open) throw new Error("the window is already closed");
  w.passesInRow = passed ? w.passesInRow + 1 : 0;
  if (w.passesInRow >= w.order.length) {
    w.open = false;
    return w;
  }
  w.at = (w.at + 1) % w.order.length;
  return w;
}

/**
 * A seat leaves the game while the window is open: it is taken out of the order, its pass no longer counts in the run
 * of passes, and the turn moves to the next seat if it was its own. The window closes once everyone left has passed.
 */
export function leaveWindow(w: PassWindow, seat: Seat): PassWindow {
  const i = w.order.indexOf(seat);
  if (i < 0 || !w.open) return w;
  const passedJustBefore = i !== w.at && (w.at - i + w.order.length) % w.order.length <= w.passesInRow;
  if (passedJustBefore) w.passesInRow -= 1;
  w.order.splice(i, 1);
  if (i < w.at) w.at -= 1;
  if (w.order.length === 0 || w.passesInRow >= w.order.length) {
    w.open = false;
    return w;
  }
  w.at %= w.order.length;
  return w;
}
