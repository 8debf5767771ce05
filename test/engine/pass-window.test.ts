import { describe, expect, it } from "vitest";
import {
  answerWindow,
  openWindow,
  viewMatch,
  waitingFor,
  windowSeat,
  type Match,
  type PassWindow,
  type Seat,
} from "../../src/engine/index.ts";
import { handName, valueOf, zoneOf } from "./games/cards.ts";
import { climb, wonName, type ClimbAction, type ClimbState } from "./games/climb.ts";
import { act, start, viaJson } from "./helpers.ts";

/** Answers the window `passes` times in a row as passes, returning the seats asked, in order. */
function passes(w: PassWindow, count: number): Seat[] {
  const asked: Seat[] = [];
  for (let i = 0; i < count; i++) {
    expect(w.open).toBe(true);
    asked.push(windowSeat(w));
    answerWindow(w, true);
  }
  return asked;
}

describe("PassWindow", () => {
  it("opens at the named seat, which may be any seat of the window", () => {
    const w = openWindow([0, 1, 2, 3], 2);
    expect(w).toEqual({ order: [0, 1, 2, 3], at: 2, passesInRow: 0, open: true });
    expect(windowSeat(w)).toBe(2);
  });

  it("goes in seat order and wraps around", () => {
    const w = openWindow([0, 1, 2, 3], 2);
    expect(passes(w, 4)).toEqual([2, 3, 0, 1]);
  });

  it("closes exactly after as many passes in a row as there are seats", () => {
    const w = openWindow([0, 1, 2], 1);
    passes(w, 2);
    expect(w.open).toBe(true);
    expect(w.passesInRow).toBe(2);
    answerWindow(w, true);
    expect(w.open).toBe(false);
    expect(w.passesInRow).toBe(3);
  });

  it("resets the run of passes when a seat acts; then every seat, the actor included, must pass again", () => {
    const w = openWindow([0, 1, 2], 0);
    expect(passes(w, 2)).toEqual([0, 1]);
    expect(windowSeat(w)).toBe(2);
    answerWindow(w, false); // seat 2 acts
    expect(w.passesInRow).toBe(0);
    expect(w.open).toBe(true);
    expect(passes(w, 2)).toEqual([0, 1]);
    expect(w.open).toBe(true);
    expect(passes(w, 1)).toEqual([2]);
    expect(w.open).toBe(false);
  });

  it("sorts the seats into seat order and skips seats no longer in the game", () => {
    const w = openWindow([3, 0, 2], 2);
    expect(w.order).toEqual([0, 2, 3]);
    expect(passes(w, 3)).toEqual([2, 3, 0]);
    expect(w.open).toBe(false);
  });

  it("works with a single seat: a pass closes it, an action asks the same seat again", () => {
    const w = openWindow([3], 3);
    expect(windowSeat(w)).toBe(3);
    answerWindow(w, false);
    expect(w.open).toBe(true);
    expect(windowSeat(w)).toBe(3);
    answerWindow(w, true);
    expect(w.open).toBe(false);
  });

  it("refuses to open at a seat outside the window", () => {
    expect(() => openWindow([0, 1], 2)).toThrow("seat 2 is not in the window");
  });

  it("neither sorts nor keeps the caller's list of seats", () => {
    const seats = [2, 0, 1];
    const w = openWindow(seats, 0);
    seats.push(5);
    expect(seats).toEqual([2, 0, 1, 5]);
    expect(w.order).toEqual([0, 1, 2]);
  });

  it("is plain JSON: a stored window resumes the same way", () => {
    const w = openWindow([0, 1, 2], 1);
    answerWindow(w, true);
    const stored = viaJson(w);
    expect(stored).toEqual(w);
    expect(passes(stored, 2)).toEqual([2, 0]);
    expect(stored.open).toBe(false);
  });
});

type ClimbMatch = Match<ClimbState, ClimbAction>;
const hand = (m: ClimbMatch, seat: Seat): string[] => zoneOf(m.state.zones, handName(seat)).cards;
const lowest = (m: ClimbMatch, seat: Seat): string =>
  [...hand(m, seat)].sort((a, b) => valueOf(a) - valueOf(b))[0] as string;
const highest = (m: ClimbMatch, seat: Seat): string =>
  [...hand(m, seat)].sort((a, b) => valueOf(b) - valueOf(a))[0] as string;
const pass: ClimbAction = { type: "pass" };

describe("an 'until all pass' window driven through the engine (climb)", () => {
  it("after one player's turn, opens the window at the next seat and asks one seat at a time, wrapping", () => {
    let m = start(climb, { seed: 31, players: 4, options: { hand: 3 } });
    expect(waitingFor(climb, m)).toEqual([0]);
    const led = lowest(m, 0);
    m = act(climb, m, 0, { type: "play", card: led });
    const asked: Seat[] = [];
    for (let i = 0; i < 3; i++) {
      const prompt = viewMatch(climb, m, "spectator").prompt;
      expect(prompt).toMatchObject({ decision: "respond", simultaneous: false, detail: { top: valueOf(led) } });
      expect(prompt?.seats).toHaveLength(1);
      asked.push(prompt?.seats[0] as Seat);
      m = act(climb, m, asked.at(-1) as Seat, pass);
    }
    expect(asked).toEqual([1, 2, 3]);
    // The leader is the fourth seat asked (wrap-around); its pass closes the window and it takes the pile.
    expect(waitingFor(climb, m)).toEqual([0]);
    m = act(climb, m, 0, pass);
    expect(m.state.phase).toBe("lead");
    expect(zoneOf(m.state.zones, wonName(0)).cards).toEqual([led]);
    expect(waitingFor(climb, m)).toEqual([0]);
  });

  it("a play resets the run: the window needs a full round of passes after the last play", () => {
    let m = start(climb, { seed: 31, players: 3, options: { hand: 4 } });
    m = act(climb, m, 0, { type: "play", card: lowest(m, 0) });
    m = act(climb, m, 1, pass);
    expect(m.state.window?.passesInRow).toBe(1);
    const top = highest(m, 2);
    expect(valueOf(top)).toBeGreaterThan(valueOf(zoneOf(m.state.zones, "pile").cards[0] as string));
    m = act(climb, m, 2, { type: "play", card: top });
    expect(m.state.window?.passesInRow).toBe(0);
    expect(viewMatch(climb, m, 1).table.passesInRow).toBe(0);
    // Seats 0 and 1 pass; the window stays open until seat 2 passes too.
    for (const seat of [0, 1]) {
      expect(waitingFor(climb, m)).toEqual([seat]);
      m = act(climb, m, seat, pass);
      expect(m.state.phase).toBe("respond");
    }
    expect(waitingFor(climb, m)).toEqual([2]);
    m = act(climb, m, 2, pass);
    expect(m.state.phase).toBe("lead");
    expect(m.state.leader).toBe(2);
    expect(zoneOf(m.state.zones, wonName(2)).cards).toHaveLength(2);
  });

  it("a one-player game has a one-seat window", () => {
    let m = start(climb, { seed: 3, players: 1, options: { hand: 2 } });
    const [low, high] = [lowest(m, 0), highest(m, 0)];
    m = act(climb, m, 0, { type: "play", card: low });
    expect(m.state.window).toMatchObject({ order: [0], at: 0, open: true });
    expect(waitingFor(climb, m)).toEqual([0]);
    m = act(climb, m, 0, { type: "play", card: high });
    expect(waitingFor(climb, m)).toEqual([0]);
    m = act(climb, m, 0, pass);
    expect(m.state.phase).toBe("over");
    expect(viewMatch(climb, m, 0).outcome).toEqual({ winners: [0], reason: "most-cards" });
  });

  it("offers pass and every higher card as the legal actions of the seat asked", () => {
    let m = start(climb, { seed: 31, players: 2, options: { hand: 5 } });
    const led = lowest(m, 0);
    m = act(climb, m, 0, { type: "play", card: led });
    const higher = hand(m, 1).filter((c) => valueOf(c) > valueOf(led));
    expect(climb.legalActions(m.state, 1)).toEqual([pass, ...higher.map((card) => ({ type: "play", card }))]);
    expect(climb.legalActions(m.state, 0)).toEqual([]);
  });
});
