import { describe, expect, it } from "vitest";
import { autoplay, cloneJson, randomBot, type Intent, type Match, type MatchSetup } from "../../src/engine/index.ts";
import { replay } from "../../src/engine/testing.ts";
import { climb } from "./games/climb.ts";
import { sealedBids, type BidAction } from "./games/sealed-bids.ts";
import { viaJson } from "./helpers.ts";

const bidsSetup: MatchSetup = { seed: 1234, players: 3, options: { rounds: 4 } };

function playedBids(setup: MatchSetup = bidsSetup) {
  const steps: Match<unknown, unknown>[] = [];
  const played = autoplay(sealedBids, setup, {
    bots: [randomBot, randomBot, randomBot, randomBot],
    botSeed: 5,
    maxIntents: 100,
    // autoplay changes its match in place: keep a copy of each step.
    onStep: (match) => steps.push(cloneJson(match)),
  });
  return { played, steps };
}

describe("replay", () => {
  it("rebuilds exactly the same match (state, rng, seq, pending) from setup and intents", () => {
    const { played } = playedBids();
    expect(played.finished).toBe(true);
    expect(played.intents).toHaveLength(12);
    expect(replay(sealedBids, bidsSetup, played.intents)).toEqual(played.match);
  });

  it("the generator moved during play, so the rng state really is part of what is compared", () => {
    const { steps } = playedBids();
    const rngs = new Set(steps.map((m) => JSON.stringify(m.rng)));
    expect(rngs.size).toBeGreaterThan(1);
  });

  it("rebuilds every intermediate match from a prefix of the log, including pending secret answers", () => {
    const { played, steps } = playedBids();
    const withPending = steps.filter((m) => m.pending.length > 0);
    expect(withPending.length).toBeGreaterThan(0);
    steps.forEach((step, i) => expect(replay(sealedBids, bidsSetup, played.intents.slice(0, i + 1))).toEqual(step));
  });

  it("works from a log and setup that went through JSON (as stored)", () => {
    const { played } = playedBids();
    const stored = viaJson({ setup: bidsSetup, intents: played.intents });
    expect(replay(sealedBids, stored.setup, stored.intents)).toEqual(viaJson(played.match));
  });

  it("replays the window game too, for every player count", () => {
    for (const players of [1, 2, 3, 4]) {
      const setup: MatchSetup = { seed: 40 + players, players, options: { hand: 4 } };
      const played = autoplay(climb, setup, {
        bots: [randomBot, randomBot, randomBot, randomBot],
        botSeed: 1,
        maxIntents: 500,
      });
      expect(played.finished).toBe(true);
      expect(replay(climb, setup, played.intents)).toEqual(played.match);
    }
  });

  it("with an empty log gives the freshly created match", () => {
    const fresh = replay(sealedBids, bidsSetup, []);
    expect(fresh.seq).toBe(0);
    expect(fresh).toEqual(replay(sealedBids, bidsSetup, []));
  });

  it("a different seed gives a different match", () => {
    const { played } = playedBids();
    const other = playedBids({ ...bidsSetup, seed: 4321 }).played;
    expect(other.match.state).not.toEqual(played.match.state);
  });

  describe("throws on a corrupt log", () => {
    const { played } = playedBids();
    const intents = played.intents as Intent<BidAction>[];

    it("a missing intent (the seqs no longer line up)", () => {
      expect(() => replay(sealedBids, bidsSetup, [...intents.slice(0, 2), ...intents.slice(3)])).toThrow(
        "sealed-bids: replay intent 2 refused: stale",
      );
    });

    it("an intent repeated", () => {
      expect(() =>
        replay(sealedBids, bidsSetup, [intents[0] as Intent<BidAction>, intents[0] as Intent<BidAction>]),
      ).toThrow(/replay intent 1 refused/);
    });

    it("an action that is illegal at its point", () => {
      const first = intents[0] as Intent<BidAction>;
      const tampered = [{ ...first, action: { type: "bid" as const, card: "c99" } }, ...intents.slice(1)];
      expect(() => replay(sealedBids, bidsSetup, tampered)).toThrow(
        "sealed-bids: replay intent 0 refused: card-not-in-hand",
      );
    });

    it("a malformed action", () => {
      const bad = [{ seat: 0, seq: 0, action: { type: "bid" } }] as unknown as Intent<BidAction>[];
      expect(() => replay(sealedBids, bidsSetup, bad)).toThrow("replay intent 0 refused: malformed");
    });

    it("intents after the end of the match", () => {
      const after = { seat: 0, seq: intents.length, action: { type: "bid" as const, card: "c1" } };
      expect(() => replay(sealedBids, bidsSetup, [...intents, after])).toThrow(
        `replay intent ${intents.length} refused: match-over`,
      );
    });

    it("a setup the game refuses", () => {
      expect(() => replay(sealedBids, { ...bidsSetup, players: 7 }, intents)).toThrow(
        "replay setup refused: player-count",
      );
    });
  });
});
