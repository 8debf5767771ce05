/**
 * Regression tests for engine problems found while writing the engine suite (each was red before its fix).
 */
import { describe, expect, it } from "vitest";
import {
  answerWindow,
  applyIntent,
  object,
  openWindow,
  Rng,
  seedRng,
  str,
  translate,
  validate,
  type Catalog,
} from "../../src/engine/index.ts";
import { findHiddenCard, leakProblem } from "../../src/engine/testing.ts";
import { deckOf, handName, zoneOf } from "./games/cards.ts";
import { countsOpponentEvens, legalDependsOnOpponent } from "./games/leaky.ts";
import { BIDS_DECK, sealedBids, type BidAction, type BidsState, type SealedBids } from "./games/sealed-bids.ts";
import { accepted, act, refusal, start } from "./helpers.ts";

const bid = (card: string): BidAction => ({ type: "bid", card });

describe("engine hardening", () => {
  it("match.ts: a seat may answer a simultaneous prompt with the seq its buttons were built at", () => {
    // Every seat's buttons for a simultaneous pick carry the same seq. The first answer bumps seq, so every
    // other seat's click is refused as "stale" although the prompt has not changed.
    const match = start(sealedBids, { seed: 21, players: 3, options: null });
    const shownAt = match.seq;
    const card = (seat: number): string => zoneOf(match.state.zones, handName(seat)).cards[0] as string;
    const after0 = act(sealedBids, match, 0, bid(card(0)));
    const result = applyIntent(sealedBids, after0, { seat: 1, seq: shownAt, action: bid(card(1)) });
    expect(result.ok).toBe(true);
  });

  it("match.ts: a re-click by a seat that already answered says 'already-answered', not 'stale'", () => {
    const match = start(sealedBids, { seed: 21, players: 3, options: null });
    const card = zoneOf(match.state.zones, handName(0)).cards[0] as string;
    const after0 = act(sealedBids, match, 0, bid(card));
    expect(refusal(applyIntent(sealedBids, after0, { seat: 0, seq: 0, action: bid(card) })).code).toBe(
      "already-answered",
    );
  });

  it("match.ts: refuses a match of another game or pinned to another rules version", () => {
    const match = start(sealedBids, { seed: 1, players: 2, options: null });
    const card = zoneOf(match.state.zones, handName(0)).cards[0] as string;
    const updated: SealedBids = { ...sealedBids, rulesVersion: "sealed-bids-2" };
    expect(applyIntent(updated, match, { seat: 0, seq: 0, action: bid(card) }).ok).toBe(false);
    const renamed: SealedBids = { ...sealedBids, id: "other-game" };
    expect(applyIntent(renamed, match, { seat: 0, seq: 0, action: bid(card) }).ok).toBe(false);
  });

  it("match.ts: a pending answer does not share objects with the caller's intent", () => {
    // A game whose parseAction returns the checked input itself (legitimate for a hand-written parser).
    const passThrough: SealedBids = {
      ...sealedBids,
      parseAction: (raw) => {
        const parsed = sealedBids.parseAction(raw);
        return parsed.ok ? { ok: true, value: raw as BidAction } : parsed;
      },
    };
    const match = start(passThrough, { seed: 1, players: 2, options: null });
    const card = zoneOf(match.state.zones, handName(0)).cards[0] as string;
    const action = bid(card);
    const next = accepted(applyIntent(passThrough, match, { seat: 0, seq: 0, action })).match;
    action.card = "c99"; // the caller reuses its object
    expect(next.pending).toEqual([{ seat: 0, action: bid(card) }]);
  });

  it("schema.ts: object() refuses unknown fields named like Object.prototype members", () => {
    const schema = object<{ card: string }>({ card: str() });
    for (const key of ["constructor", "toString", "hasOwnProperty", "__proto__"]) {
      const value: unknown = JSON.parse(`{ "card": "c1", "${key}": 1 }`);
      expect(validate(schema, value).ok, key).toBe(false);
    }
  });

  it("invariants.ts: findHiddenCard looks at object keys too", () => {
    expect(findHiddenCard({ known: { c7: true } }, new Set(["c7"]))).not.toBeNull();
  });

  it("invariants.ts: leakProblem does not depend on one lucky permutation", () => {
    // The same leaky game is caught with seeds 1, 3, 4, 5 (invariants.test.ts); seed 2's single permutation
    // keeps the opponent's lowest card in place and misses it. (This depends on the RNG stream pinned in
    // rng.test.ts; if the generator changes, pick again a seed whose single permutation misses.)
    const match = start(sealedBids, { seed: 1, players: 2, options: null });
    const held = ["c10", "c12", "c14", "c11", "c13", "c15"];
    match.state.zones[handName(0)] = { owner: 0, visibility: "owner", cards: ["c10", "c12", "c14"] };
    match.state.zones[handName(1)] = { owner: 1, visibility: "owner", cards: ["c11", "c13", "c15"] };
    match.state.zones["deck"] = {
      owner: null,
      visibility: "hidden",
      cards: deckOf(BIDS_DECK).filter((c) => !held.includes(c)),
    };
    expect(leakProblem(legalDependsOnOpponent, match, 0, new Rng(seedRng(2)))).not.toBeNull();
  });

  it("invariants.ts: leakProblem still works (or complains) when zones() returns copies", () => {
    // permuteHidden writes into the objects zones() returns; if a game returns copies, nothing is permuted
    // and every derived leak passes silently.
    const copying = { ...countsOpponentEvens, zones: (state: BidsState) => structuredClone(state.zones) };
    const match = start(copying, { seed: 1, players: 2, options: null });
    match.state.zones[handName(0)] = { owner: 0, visibility: "owner", cards: ["c1", "c3", "c5"] };
    match.state.zones[handName(1)] = { owner: 1, visibility: "owner", cards: ["c2", "c4", "c6"] };
    match.state.zones["deck"] = { owner: null, visibility: "hidden", cards: ["c7", "c9", "c11", "c13", "c15", "c17"] };
    let outcome: string | null;
    try {
      outcome = leakProblem(copying, match, 0, new Rng(seedRng(1)));
    } catch (error) {
      outcome = String(error);
    }
    expect(outcome).not.toBeNull();
  });

  it("i18n.ts: translate does not fill a placeholder from Object.prototype", () => {
    const catalog = { hint: { en: "{constructor} / {toString}", ja: "{constructor}" } } satisfies Catalog;
    expect(translate(catalog, "hint", "en")).toBe("{constructor} / {toString}");
  });

  it("i18n.ts: an unknown key named like an Object.prototype member still reports 'missing string'", () => {
    expect(() => translate({}, "toString", "en")).toThrow("missing string: toString");
  });

  it("pass-window.ts: answering a closed window is refused", () => {
    const w = openWindow([0, 1], 0);
    answerWindow(w, true);
    answerWindow(w, true);
    expect(w.open).toBe(false);
    expect(() => answerWindow(w, false)).toThrow();
  });
});
