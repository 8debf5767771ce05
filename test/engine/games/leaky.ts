/**
 * Deliberately leaky variants of the two-player sealed-bids game. Each must be caught by `leakProblem`;
 * they prove the leak check can fail.
 */
import type { GameDefinition, Seat, Viewer } from "../../../src/engine/index.ts";
import { handName, valueOf, zoneOf } from "./cards.ts";
import {
  sealedBids,
  type BidAction,
  type BidsOptions,
  type BidsState,
  type BidsView,
  type SealedBids,
} from "./sealed-bids.ts";

export type LeakyView = BidsView & { peek: string | number | null };
type LeakyGame = GameDefinition<BidsState, BidAction, LeakyView, BidsOptions>;

function opponentHand(state: BidsState, viewer: Viewer): string[] {
  if (viewer === "spectator") return zoneOf(state.zones, handName(1)).cards;
  return zoneOf(state.zones, handName(1 - viewer)).cards;
}

/** The view names a card of the opponent's hand. */
export const namesOpponentCard: LeakyGame = {
  ...sealedBids,
  view: (state, viewer) => ({ ...sealedBids.view(state, viewer), peek: opponentHand(state, viewer)[0] ?? null }),
};

/** The view names an opponent's card inside a sentence. */
export const namesCardInText: LeakyGame = {
  ...sealedBids,
  view: (state, viewer) => ({
    ...sealedBids.view(state, viewer),
    peek: `your opponent holds ${opponentHand(state, viewer).join(" and ")}.`,
  }),
};

/** The view shows something derived from hidden cards: how many even cards the opponent holds. */
export const countsOpponentEvens: LeakyGame = {
  ...sealedBids,
  view: (state, viewer) => ({
    ...sealedBids.view(state, viewer),
    peek: opponentHand(state, viewer).filter((c) => valueOf(c) % 2 === 0).length,
  }),
};

/** The prompt's public detail names a hidden card (the top of the deck). */
export const detailNamesDeckTop: SealedBids = {
  ...sealedBids,
  prompt: (state) => {
    const p = sealedBids.prompt(state);
    return p && { ...p, detail: { ...p.detail, next: zoneOf(state.zones, "deck").cards.at(-1) ?? null } };
  },
};

/** Legal actions depend on the opponent's hand: only cards beating the opponent's lowest card may be bid. */
export const legalDependsOnOpponent: SealedBids = {
  ...sealedBids,
  legalActions: (state: BidsState, seat: Seat): BidAction[] => {
    const all = sealedBids.legalActions(state, seat);
    const lowest = Math.min(...opponentHand(state, seat).map(valueOf));
    const beating = all.filter((a) => valueOf(a.card) > lowest);
    return beating.length > 0 ? beating : all;
  },
};
