import { describe, expect, it } from "vitest";
import { answerWindow, leaveWindow, openWindow, windowSeat } from "../../src/engine/index.ts";

/** A seat leaving the game in the middle of an "until all pass" window (a concession, a breeder out of cards). */
describe("leaveWindow", () => {
  it("no longer counts the leaving seat's pass: the others who have not passed are still asked", () => {
    const w = openWindow([0, 1, 2], 0);
    answerWindow(w, true);
    answerWindow(w, true);
    expect(windowSeat(w)).toBe(2);
    leaveWindow(w, 0);
    expect(w.open).toBe(true);
    expect(windowSeat(w)).toBe(2);
    answerWindow(w, true);
    expect(w.open).toBe(false);
  });

  it("moves the turn on when the seat to act leaves, and closes once everyone left has passed", () => {
    const w = openWindow([0, 1, 2], 1);
    answerWindow(w, true);
    expect(windowSeat(w)).toBe(2);
    leaveWindow(w, 2);
    expect(windowSeat(w)).toBe(0);
    expect(w.open).toBe(true);
    const last = openWindow([0, 1], 0);
    answerWindow(last, true);
    leaveWindow(last, 1);
    expect(last.open).toBe(false);
  });
});
