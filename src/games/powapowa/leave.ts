import { leaveWindow, moveAll, moveCard, type Seat } from "../../engine/index.ts";
import { attachedTo, discardOf, seatZone, seatsIn, shownZone } from "./board.ts";
import { ownerOf } from "./cards.ts";
import type { PowapowaContext, PowapowaState, SeatZone } from "./state.ts";
import { tell } from "./tell.ts";

/**
 * A breeder who must draw and cannot is out at once, even in another breeder's turn (OP-27): every card they own
 * leaves the game (items they put on other nekomimi included), cards of others on their nekomimi go to their owners'
 * discard piles, their territories free room under the cap, their entries leave the contest, and a fight they are
 * in ends. If they were the active breeder, their turn ends. The last breeder left wins (P-3).
 */
export function eliminate(state: PowapowaState, seat: Seat, ctx: PowapowaContext): void {
  if (state.outSeats.includes(seat)) return;
  const mine = [
    ...seatZone(state, seat, "field").cards,
    ...seatZone(state, seat, "off").cards,
    ...seatZone(state, seat, "cradle").cards,
  ];
  for (const neko of mine) {
    for (const card of attachedTo(state, neko)) {
      for (const under of attachedTo(state, card)) detachToOwner(state, under, seat);
      detachToOwner(state, card, seat);
    }
  }
  for (const card of [...seatZone(state, seat, "attached").cards]) {
    for (const under of attachedTo(state, card)) detachToOwner(state, under, seat);
    delete state.on[card];
  }
  if (state.fight && (ownerOf(state.fight.attacker) === seat || ownerOf(state.fight.defender) === seat))
    endFightEarly(state);
  const gone = seatZone(state, seat, "gone");
  const kinds: SeatZone[] = [
    "deck",
    "hand",
    "discard",
    "cradle",
    "field",
    "off",
    "attached",
    "facedown",
    "up",
    "vote",
    "votedeck",
  ];
  for (const kind of kinds) moveAll(seatZone(state, seat, kind), gone);
  for (const card of shownZone(state).cards.filter((c) => ownerOf(c) === seat)) moveCard(shownZone(state), gone, card);
  state.stack = state.stack.filter((t) => (t.t === "draw" ? t.seat !== seat : ownerOf(t.card) !== seat));
  for (const task of state.stack) if (task.t === "open") task.queue = task.queue.filter((s) => s !== seat);
  if (state.contest) state.contest.entries = state.contest.entries.filter((n) => ownerOf(n) !== seat);
  state.acted = state.acted.filter((n) => ownerOf(n) !== seat);
  // Their nekomimi now lie face down among the cards that left the game: the last fight's panel may not name them.
  if (state.lastFight && [state.lastFight.attacker, state.lastFight.defender].some((n) => ownerOf(n) === seat))
    state.lastFight = null;
  state.outSeats.push(seat);
  if (state.window) leaveWindow(state.window, seat);
  tell(state, ctx, { type: "out", data: { seat } });
  const left = seatsIn(state);
  if (left.length === 1) {
    state.winner = left[0] as Seat;
    state.reason = "last-breeder";
    state.phase = "over";
    tell(state, ctx, { type: "win", data: { seat: state.winner, reason: "last-breeder" } });
    return;
  }
  if (state.active === seat && state.phase === "turn") {
    // Their turn ends: what was waiting in it goes away, open cards of others to their owners' discard piles.
    for (const card of [...shownZone(state).cards]) moveCard(shownZone(state), discardOf(state, card), card);
    state.stack = [];
    state.window = null;
    state.windowFor = null;
  }
}

/** A card leaves its host for its owner's discard pile, unless that owner is the breeder leaving. */
function detachToOwner(state: PowapowaState, card: string, leaving: Seat): void {
  delete state.on[card];
  const owner = ownerOf(card);
  if (owner === leaving) return;
  moveCard(seatZone(state, owner, "attached"), seatZone(state, owner, "discard"), card);
}

/** A fight whose side left: face-down cards go back to their hands, turned-up ones to the discard piles. */
export function endFightEarly(state: PowapowaState): void {
  const fight = state.fight;
  if (!fight) return;
  for (const neko of [fight.attacker, fight.defender]) {
    const seat = ownerOf(neko);
    moveAll(seatZone(state, seat, "facedown"), seatZone(state, seat, "hand"));
    moveAll(seatZone(state, seat, "up"), seatZone(state, seat, "discard"));
  }
  if (!state.acted.includes(fight.attacker)) state.acted.push(fight.attacker);
  state.fight = null;
  if (state.windowFor === "fight") {
    state.window = null;
    state.windowFor = null;
  }
}
