import { describe, expect, it } from "vitest";
import {
  applyIntent,
  createMatch,
  seedRng,
  waitingFor,
  type Intent,
  type Match,
  type MatchSetup,
} from "../../src/engine/index.ts";
import { climb, type ClimbAction, type ClimbState } from "./games/climb.ts";
import { handName, valueOf, zoneOf } from "./games/cards.ts";
import { sealedBids, type BidAction, type BidsState } from "./games/sealed-bids.ts";
import { accepted, act, deepFreeze, refusal, start, viaJson } from "./helpers.ts";

const bidsSetup = (players = 2, seed = 11): MatchSetup => ({ seed, players, options: { rounds: 2 } });
const handOf = (match: Match<BidsState | ClimbState, unknown>, seat: number): string[] =>
  zoneOf(match.state.zones, handName(seat)).cards;
const bid = (card: string): BidAction => ({ type: "bid", card });

describe("createMatch", () => {
  it("starts a match at seq 0 with no pending answers, pinning game id and rules version", () => {
    const created = createMatch(sealedBids, bidsSetup(3));
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const { match } = created;
    expect(match.game).toBe("sealed-bids");
    expect(match.rulesVersion).toBe("sealed-bids-1");
    expect(match.seq).toBe(0);
    expect(match.pending).toEqual([]);
    expect(match.setup).toEqual(bidsSetup(3));
    expect(handOf(match, 2)).toHaveLength(3);
    // The whole match is plain JSON.
    expect(viaJson(match)).toEqual(match);
  });

  it("keeps the generator state after setup's draws inside the match", () => {
    const match = start(sealedBids, bidsSetup());
    // Setup shuffled the deck, so the stored state has moved on from the fresh seed.
    expect(match.rng).not.toEqual(seedRng(11));
    expect(match.rng).toHaveLength(4);
  });

  it("copies the setup, so later changes to the caller's object do not reach the match", () => {
    const setup = { seed: 3, players: 2, options: { rounds: 2 } };
    const match = start(sealedBids, setup);
    setup.options.rounds = 4;
    setup.players = 4;
    expect(match.setup).toEqual({ seed: 3, players: 2, options: { rounds: 2 } });
  });

  it("returns the setup events", () => {
    const created = createMatch(sealedBids, bidsSetup(2));
    if (!created.ok) throw new Error("refused");
    expect(created.events.map((e) => e.type)).toEqual(["dealt", "dealt"]);
  });

  it("is deterministic per seed and differs between seeds", () => {
    expect(start(sealedBids, bidsSetup(4, 99))).toEqual(start(sealedBids, bidsSetup(4, 99)));
    expect(start(sealedBids, bidsSetup(4, 99)).state).not.toEqual(start(sealedBids, bidsSetup(4, 100)).state);
  });

  it.each([
    ["negative", -1],
    ["fractional", 1.5],
    ["too large", 2 ** 32],
    ["NaN", Number.NaN],
    ["infinite", Number.POSITIVE_INFINITY],
    ["a string", "7" as unknown as number],
  ])("refuses a %s seed", (_label, seed) => {
    expect(createMatch(sealedBids, { seed, players: 2, options: null })).toEqual({
      ok: false,
      refusal: { code: "bad-seed" },
    });
  });

  it("accepts the seed range ends 0 and 2^32-1", () => {
    expect(createMatch(sealedBids, { seed: 0, players: 2, options: null }).ok).toBe(true);
    expect(createMatch(sealedBids, { seed: 0xffffffff, players: 2, options: null }).ok).toBe(true);
  });

  it.each([1, 5, 0, 2.5, -2])("refuses %s players with the allowed range", (players) => {
    expect(createMatch(sealedBids, { seed: 1, players, options: null })).toEqual({
      ok: false,
      refusal: { code: "player-count", params: { min: 2, max: 4 } },
    });
  });

  it("accepts every player count in range, including a 1-player game", () => {
    for (const players of [2, 3, 4]) expect(createMatch(sealedBids, bidsSetup(players)).ok).toBe(true);
    expect(createMatch(climb, { seed: 1, players: 1, options: null }).ok).toBe(true);
  });

  it.each([
    [{ rounds: 0 }, "$.rounds", "an integer from 1 to 4"],
    [{ rounds: "3" }, "$.rounds", "an integer from 1 to 4"],
    [{ rounds: 2, extra: true }, "$.extra", "no such field"],
    [{}, "$.rounds", "a required field"],
    [[], "$", "an object"],
  ])("refuses bad options %j as malformed at %s", (options, path, expected) => {
    expect(createMatch(sealedBids, { seed: 1, players: 2, options })).toEqual({
      ok: false,
      refusal: { code: "malformed", params: { path, expected } },
    });
  });

  it("checks the seed before the player count before the options", () => {
    const bad = { seed: -1, players: 9, options: { rounds: 0 } };
    expect(refusal(createMatch(sealedBids, bad)).code).toBe("bad-seed");
    expect(refusal(createMatch(sealedBids, { ...bad, seed: 1 })).code).toBe("player-count");
    expect(refusal(createMatch(sealedBids, { ...bad, seed: 1, players: 2 })).code).toBe("malformed");
  });
});

describe("applyIntent: refusals", () => {
  /** A climb match at the lead (seat 0's one-player turn), frozen so any write to it would throw. */
  function leadMatch(): Match<ClimbState, ClimbAction> {
    return deepFreeze(start(climb, { seed: 5, players: 3, options: { hand: 3 } }));
  }

  it("refuses a stale seq, naming the current one", () => {
    const match = leadMatch();
    const card = handOf(match, 0)[0] as string;
    expect(refusal(applyIntent(climb, match, { seat: 0, seq: 1, action: { type: "play", card } }))).toEqual({
      code: "stale",
      params: { seq: 0 },
    });
    expect(refusal(applyIntent(climb, match, { seat: 0, seq: -1, action: { type: "play", card } })).code).toBe("stale");
  });

  it("refuses a seat that is not prompted", () => {
    const match = leadMatch();
    const card = handOf(match, 1)[0] as string;
    expect(refusal(applyIntent(climb, match, { seat: 1, seq: 0, action: { type: "play", card } }))).toEqual({
      code: "not-your-turn",
    });
    expect(refusal(applyIntent(climb, match, { seat: 7, seq: 0, action: { type: "pass" } })).code).toBe(
      "not-your-turn",
    );
  });

  it.each<[unknown, string, string]>([
    [null, "$", "an object"],
    ["pass", "$", "an object"],
    [{ type: "fold" }, "$.type", "one of play, pass"],
    [{ type: "play" }, "$.card", "a required field"],
    [{ type: "play", card: 7 }, "$.card", "a string"],
    [{ type: "play", card: "c123" }, "$.card", "a string of 0..3 characters"],
    [{ type: "play", card: "x1" }, "$.card", "a string matching /^c[0-9]{1,2}$/"],
    [{ type: "pass", card: "c1" }, "$.card", "no such field"],
  ])("refuses the malformed action %j with the first problem", (action, path, expected) => {
    expect(refusal(applyIntent(climb, leadMatch(), { seat: 0, seq: 0, action }))).toEqual({
      code: "malformed",
      params: { path, expected },
    });
  });

  it("refuses an illegal action with the game's reason and params", () => {
    const match = leadMatch();
    expect(refusal(applyIntent(climb, match, { seat: 0, seq: 0, action: { type: "pass" } }))).toEqual({
      code: "must-lead",
    });
    const notMine = handOf(match, 1)[0] as string;
    expect(refusal(applyIntent(climb, match, { seat: 0, seq: 0, action: { type: "play", card: notMine } }))).toEqual({
      code: "card-not-in-hand",
      params: { card: notMine },
    });
  });

  it("refuses a card too low to climb, with the top value and the card's value as params", () => {
    const match = leadMatch();
    const hand0 = [...handOf(match, 0)].sort((a, b) => valueOf(a) - valueOf(b));
    const led = hand0.at(-1) as string;
    const next = act(climb, match, 0, { type: "play", card: led });
    const low = handOf(next, 1).find((c) => valueOf(c) < valueOf(led));
    expect(low, "seed 5 deals seat 1 a card lower than seat 0's best").toBeDefined();
    expect(
      refusal(applyIntent(climb, next, { seat: 1, seq: next.seq, action: { type: "play", card: low as string } })),
    ).toEqual({
      code: "too-low",
      params: { top: valueOf(led), card: valueOf(low as string) },
    });
  });

  it("checks in order: match over, seq, shape, prompted seat, already answered, legality", () => {
    const bids = start(sealedBids, bidsSetup(2));
    const alien = "c99";
    // stale wins over malformed and over a wrong seat
    expect(refusal(applyIntent(sealedBids, bids, { seat: 9, seq: 4, action: 42 })).code).toBe("stale");
    // malformed wins over a wrong seat
    expect(refusal(applyIntent(sealedBids, bids, { seat: 9, seq: 0, action: 42 })).code).toBe("malformed");
    // a wrong seat wins over an illegal action
    expect(refusal(applyIntent(sealedBids, bids, { seat: 9, seq: 0, action: bid(alien) })).code).toBe("not-your-turn");
    // already-answered wins over an illegal action
    const answered = act(sealedBids, bids, 0, bid(handOf(bids, 0)[0] as string));
    expect(refusal(applyIntent(sealedBids, answered, { seat: 0, seq: 1, action: bid(alien) })).code).toBe(
      "already-answered",
    );
    // and only then the game's legality check
    expect(refusal(applyIntent(sealedBids, answered, { seat: 1, seq: 1, action: bid(alien) }))).toEqual({
      code: "card-not-in-hand",
      params: { card: alien },
    });
  });

  it("refuses everything once the match is over, before any other check", () => {
    let match = start(sealedBids, { seed: 2, players: 2, options: { rounds: 1 } });
    match = act(sealedBids, match, 0, bid(handOf(match, 0)[0] as string));
    match = act(sealedBids, match, 1, bid(handOf(match, 1)[0] as string));
    expect(sealedBids.outcome(match.state)).not.toBeNull();
    const card = handOf(match, 0)[0] as string;
    expect(refusal(applyIntent(sealedBids, match, { seat: 0, seq: match.seq, action: bid(card) }))).toEqual({
      code: "match-over",
    });
    expect(refusal(applyIntent(sealedBids, match, { seat: 5, seq: 0, action: "junk" })).code).toBe("match-over");
  });

  it("never throws on junk and leaves the match deep-equal to before every refusal", () => {
    const match = start(climb, { seed: 8, players: 2, options: { hand: 2 } });
    const before = structuredClone(match);
    deepFreeze(match);
    const junk: Intent<unknown>[] = [
      { seat: 0, seq: 0, action: undefined },
      { seat: 0, seq: 0, action: [] },
      { seat: 0, seq: 0, action: { type: "toString" } },
      { seat: 0, seq: 0, action: { type: "play", card: "c1", extra: 1 } },
      { seat: 0, seq: 0, action: { type: "play", card: "c99" } },
      { seat: 0, seq: 0, action: { type: "pass" } },
      { seat: 1, seq: 0, action: { type: "pass" } },
      { seat: -1, seq: 0, action: { type: "pass" } },
      { seat: 0, seq: 3, action: { type: "pass" } },
      { seat: 0, seq: Number.NaN, action: { type: "pass" } },
    ];
    for (const intent of junk) {
      const result = applyIntent(climb, match, intent);
      expect(result.ok, JSON.stringify(intent)).toBe(false);
      expect(match).toEqual(before);
    }
  });
});

describe("applyIntent: acceptance", () => {
  it("applies to a copy: the given match and intent are never written to, even on success", () => {
    const match = start(climb, { seed: 4, players: 2, options: { hand: 3 } });
    const before = structuredClone(match);
    const intent = { seat: 0, seq: 0, action: { type: "play", card: handOf(match, 0)[0] as string } };
    const intentBefore = structuredClone(intent);
    deepFreeze(match);
    deepFreeze(intent);
    const next = accepted(applyIntent(climb, match, intent)).match;
    expect(match).toEqual(before);
    expect(intent).toEqual(intentBefore);
    expect(next).not.toBe(match);
    expect(next.state.zones).not.toBe(match.state.zones);
    expect(zoneOf(next.state.zones, "pile").cards).toEqual([intent.action.card]);
  });

  it("increments seq by one for every accepted intent, partial simultaneous answers included", () => {
    let match = start(sealedBids, bidsSetup(3));
    for (let step = 1; step <= 6; step++) {
      const seat = waitingFor(sealedBids, match)[0] as number;
      match = act(sealedBids, match, seat, bid(handOf(match, seat)[0] as string));
      expect(match.seq).toBe(step);
    }
  });

  it("returns the game's events for one player's turn", () => {
    const match = start(climb, { seed: 4, players: 2, options: { hand: 3 } });
    const card = handOf(match, 0)[0] as string;
    const { events } = accepted(applyIntent(climb, match, { seat: 0, seq: 0, action: { type: "play", card } }));
    expect(events).toEqual([{ type: "played", data: { seat: 0, card } }]);
  });

  it("reports prompt, waiting seats and outcome through the match helpers", () => {
    const match = start(climb, { seed: 4, players: 2, options: { hand: 1 } });
    expect(climb.prompt(match.state)).toEqual({ decision: "lead", seats: [0], simultaneous: false });
    expect(waitingFor(climb, match)).toEqual([0]);
    expect(climb.outcome(match.state)).toBeNull();
    // Seat 0 leads its only card; both pass; seat 1 then leads its only card; both pass; nobody holds cards.
    let m = act(climb, match, 0, { type: "play", card: handOf(match, 0)[0] as string });
    expect(climb.prompt(m.state)).toMatchObject({ decision: "respond", seats: [1] });
    m = act(climb, m, 1, { type: "pass" });
    m = act(climb, m, 0, { type: "pass" });
    expect(climb.prompt(m.state)).toEqual({ decision: "lead", seats: [1], simultaneous: false });
    m = act(climb, m, 1, { type: "play", card: handOf(m, 1)[0] as string });
    m = act(climb, m, 0, { type: "pass" });
    m = act(climb, m, 1, { type: "pass" });
    expect(climb.prompt(m.state)).toBeNull();
    expect(waitingFor(climb, m)).toEqual([]);
    expect(climb.outcome(m.state)).toEqual({ winners: [0, 1], reason: "most-cards" });
  });
});
