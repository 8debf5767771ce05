import { describe, expect, it } from "vitest";
import {
  applyIntent,
  eventFor,
  viewMatch,
  waitingFor,
  type Answer,
  type GameEvent,
  type Match,
  type Viewer,
} from "../../src/engine/index.ts";
import { findHiddenCard } from "../../src/engine/testing.ts";
import { handName, zoneOf } from "./games/cards.ts";
import { bidsName, sealedBids, type BidAction, type BidsState, type SealedBids } from "./games/sealed-bids.ts";
import { accepted, act, refusal, start } from "./helpers.ts";

type BidsMatch = Match<BidsState, BidAction>;
const bid = (card: string): BidAction => ({ type: "bid", card });
const hand = (match: BidsMatch, seat: number): string[] => zoneOf(match.state.zones, handName(seat)).cards;
const VIEWERS: Viewer[] = [0, 1, 2, "spectator"];

/** Sealed bids for three, 2 rounds, wrapped so the test sees every call of `apply`. */
function recorded(): { game: SealedBids; calls: Answer<BidAction>[][] } {
  const calls: Answer<BidAction>[][] = [];
  const game: SealedBids = {
    ...sealedBids,
    apply: (state, answers, ctx) => {
      calls.push(structuredClone(answers));
      sealedBids.apply(state, answers, ctx);
    },
  };
  return { game, calls };
}

const fresh = (): BidsMatch => start(sealedBids, { seed: 21, players: 3, options: { rounds: 2 } });

describe("a simultaneous secret choice (sealed bids)", () => {
  it("prompts every seat at once and shrinks waitingFor as they answer", () => {
    let match = fresh();
    expect(viewMatch(sealedBids, match, "spectator").prompt).toEqual({
      decision: "bid",
      seats: [0, 1, 2],
      simultaneous: true,
      answered: [],
      detail: { round: 1 },
    });
    expect(waitingFor(sealedBids, match)).toEqual([0, 1, 2]);
    match = act(sealedBids, match, 1, bid(hand(match, 1)[0] as string));
    expect(waitingFor(sealedBids, match)).toEqual([0, 2]);
    match = act(sealedBids, match, 2, bid(hand(match, 2)[0] as string));
    expect(waitingFor(sealedBids, match)).toEqual([0]);
    match = act(sealedBids, match, 0, bid(hand(match, 0)[0] as string));
    // Round 2's prompt: everybody again.
    expect(waitingFor(sealedBids, match)).toEqual([0, 1, 2]);
    expect(match.state.round).toBe(2);
  });

  it("shows only who has answered, never what, to other seats and spectators", () => {
    const match = fresh();
    const [x, y] = hand(match, 1) as [string, string];
    const pickedX = accepted(applyIntent(sealedBids, match, { seat: 1, seq: 0, action: bid(x) }));
    const pickedY = accepted(applyIntent(sealedBids, match, { seat: 1, seq: 0, action: bid(y) }));
    for (const viewer of [0, 2, "spectator"] as const) {
      const view = viewMatch(sealedBids, pickedX.match, viewer);
      expect(view.prompt?.answered).toEqual([1]);
      // Nothing in the view or the events tells bid x from bid y...
      expect(view).toEqual(viewMatch(sealedBids, pickedY.match, viewer));
      expect(pickedX.events.map((e) => eventFor(e, viewer))).toEqual(pickedY.events.map((e) => eventFor(e, viewer)));
      // ...and neither card is named anywhere.
      expect(findHiddenCard([view, pickedX.events.map((e) => eventFor(e, viewer))], new Set([x, y]))).toBeNull();
    }
    expect(pickedX.events).toEqual([{ type: "answered", data: { seat: 1, decision: "bid" } }]);
    // The picked card is still in seat 1's hand, not on the table, until everyone has answered.
    expect(hand(pickedX.match, 1)).toContain(x);
    expect(zoneOf(pickedX.match.state.zones, bidsName(1)).cards).toEqual([]);
  });

  it("tells each seat whether it still has to answer", () => {
    let match = fresh();
    expect(VIEWERS.map((v) => viewMatch(sealedBids, match, v).mustAnswer)).toEqual([true, true, true, false]);
    match = act(sealedBids, match, 2, bid(hand(match, 2)[0] as string));
    expect(VIEWERS.map((v) => viewMatch(sealedBids, match, v).mustAnswer)).toEqual([true, true, false, false]);
  });

  it("refuses a second answer from the same seat, whatever it is, and keeps the first", () => {
    const first = hand(fresh(), 0)[0] as string;
    const second = hand(fresh(), 0)[1] as string;
    const match = act(sealedBids, fresh(), 0, bid(first));
    const before = structuredClone(match);
    for (const card of [first, second]) {
      expect(refusal(applyIntent(sealedBids, match, { seat: 0, seq: match.seq, action: bid(card) }))).toEqual({
        code: "already-answered",
      });
    }
    expect(match).toEqual(before);
    expect(match.pending).toEqual([{ seat: 0, action: bid(first) }]);
  });

  it("hands the game every answer together, in seat order, only once all have answered", () => {
    const { game, calls } = recorded();
    let match = start(game, { seed: 21, players: 3, options: { rounds: 2 } });
    const picks = [0, 1, 2].map((seat) => hand(match, seat)[1] as string);
    match = act(game, match, 2, bid(picks[2] as string));
    match = act(game, match, 0, bid(picks[0] as string));
    expect(calls).toEqual([]);
    const last = accepted(applyIntent(game, match, { seat: 1, seq: match.seq, action: bid(picks[1] as string) }));
    expect(calls).toEqual([
      [
        { seat: 0, action: bid(picks[0] as string) },
        { seat: 1, action: bid(picks[1] as string) },
        { seat: 2, action: bid(picks[2] as string) },
      ],
    ]);
    expect(last.match.pending).toEqual([]);
    expect(last.match.state.history[0]?.bids).toEqual([0, 1, 2].map((seat) => ({ seat, card: picks[seat] })));
  });

  it("reveals all bids together to everyone once the last seat answers", () => {
    let match = fresh();
    const picks = [0, 1, 2].map((seat) => hand(match, seat)[0] as string);
    match = act(sealedBids, match, 0, bid(picks[0] as string));
    match = act(sealedBids, match, 1, bid(picks[1] as string));
    const { match: done, events } = accepted(
      applyIntent(sealedBids, match, { seat: 2, seq: match.seq, action: bid(picks[2] as string) }),
    );
    const revealed = events.find((e) => e.type === "revealed");
    expect(events[0]).toEqual({ type: "answered", data: { seat: 2, decision: "bid" } });
    for (const viewer of VIEWERS) {
      expect(revealed && eventFor(revealed, viewer).data["bids"]).toEqual(
        [0, 1, 2].map((seat) => ({ seat, card: picks[seat] })),
      );
      const view = viewMatch(sealedBids, done, viewer);
      expect(view.table.bids).toEqual(picks.map((card) => [card]));
      expect(view.prompt?.answered).toEqual([]);
    }
  });

  it("sends each player's new card only to that player", () => {
    let match = fresh();
    let events: GameEvent[] = [];
    for (const seat of [0, 1, 2]) {
      const result = accepted(
        applyIntent(sealedBids, match, { seat, seq: match.seq, action: bid(hand(match, seat)[0] as string) }),
      );
      match = result.match;
      events = result.events;
    }
    const drew = events.filter((e) => e.type === "drew");
    expect(drew).toHaveLength(3);
    for (const event of drew) {
      const owner = event.data["seat"] as number;
      const card = event.secret?.data["card"] as string;
      expect(hand(match, owner)).toContain(card);
      for (const viewer of VIEWERS) {
        expect(eventFor(event, viewer).data["card"]).toBe(viewer === owner ? card : undefined);
      }
    }
  });

  it("lets each seat see only its own hand while answers are pending", () => {
    const match = act(sealedBids, fresh(), 0, bid(hand(fresh(), 0)[0] as string));
    for (const viewer of VIEWERS) {
      const hands = viewMatch(sealedBids, match, viewer).table.hands;
      expect(hands.map((h) => h.count)).toEqual([3, 3, 3]);
      expect(hands.map((h) => h.cards !== null)).toEqual([0, 1, 2].map((seat) => seat === viewer));
    }
  });
});

describe("a seat's own secret answer", () => {
  it("is shown back to that seat only while the others decide", () => {
    const match = start(sealedBids, { seed: 21, players: 3, options: null });
    const card = match.state.zones["hand:0"]?.cards[0] as string;
    const after = act(sealedBids, match, 0, { type: "bid", card });
    expect(viewMatch(sealedBids, after, 0).ownAnswer).toEqual({ type: "bid", card });
    for (const viewer of [1, 2, "spectator"] as const)
      expect(viewMatch(sealedBids, after, viewer).ownAnswer).toBeNull();
  });
});
