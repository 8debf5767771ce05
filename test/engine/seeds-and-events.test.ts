import { describe, expect, it } from "vitest";
import {
  applyIntent,
  autoplay,
  createMatch,
  freshSeed,
  randomBot,
  seedRng,
  viewZone,
  zone,
  type Viewer,
} from "../../src/engine/index.ts";
import { watchEvents } from "../../src/engine/testing.ts";
import { handName, zoneOf } from "./games/cards.ts";
import { sealedBids, type SealedBids } from "./games/sealed-bids.ts";
import { refusal, start } from "./helpers.ts";

describe("128-bit seeds", () => {
  it("fresh seeds are 32 hex digits and differ each time", () => {
    const a = freshSeed();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(freshSeed()).not.toBe(a);
  });

  it("a hex seed uses all 128 bits: changing any of its four words changes the stream", () => {
    const base = "0123456789abcdef0123456789abcdef";
    const stream = (seed: string) => JSON.stringify(seedRng(seed));
    for (const at of [0, 8, 16, 24]) {
      const changed = `${base.slice(0, at)}f${base.slice(at + 1)}`;
      expect(stream(changed)).not.toBe(stream(base));
    }
    expect(stream(base)).toBe(stream(base));
  });

  it("a match started from a hex seed replays from it", () => {
    const seed = "00ff00ff00ff00ff00ff00ff00ff00ff";
    const a = start(sealedBids, { seed, players: 3, options: null });
    const b = start(sealedBids, { seed, players: 3, options: null });
    expect(a).toEqual(b);
    expect(a.setup.seed).toBe(seed);
  });

  it.each(["", "xyz", "0123456789ABCDEF0123456789ABCDEF", "0123456789abcdef0123456789abcde", 1.5, -3, 2 ** 32])(
    "refuses the seed %j",
    (seed) => {
      expect(refusal(createMatch(sealedBids, { seed, players: 2, options: null })).code).toBe("bad-seed");
    },
  );
});

describe("an intent's seq and seat must be whole numbers", () => {
  it.each([NaN, 0.5, Infinity])("refuses seq %s as malformed, leaving the match as it was", (seq) => {
    const match = start(sealedBids, { seed: 4, players: 2, options: null });
    const before = structuredClone(match);
    const card = zoneOf(match.state.zones, handName(0)).cards[0] as string;
    expect(refusal(applyIntent(sealedBids, match, { seat: 0, seq, action: { type: "bid", card } })).code).toBe(
      "malformed",
    );
    expect(match).toEqual(before);
  });

  it("refuses a seat that is not a whole number", () => {
    const match = start(sealedBids, { seed: 4, players: 2, options: null });
    const card = zoneOf(match.state.zones, handName(0)).cards[0] as string;
    expect(refusal(applyIntent(sealedBids, match, { seat: 0.5, seq: 0, action: { type: "bid", card } })).code).toBe(
      "malformed",
    );
  });
});

describe("a hand shown to another seat", () => {
  it("is seen sorted by the others, so it does not tell the order its cards arrived in; its owner keeps the order", () => {
    const hand = zone("owner", 0, ["c9", "c2", "c5"]);
    hand.shownTo = [1];
    expect(viewZone(hand, 1).cards).toEqual(["c2", "c5", "c9"]);
    expect(viewZone(hand, 0).cards).toEqual(["c9", "c2", "c5"]);
    expect(viewZone(hand, "spectator").cards).toBeNull();
  });
});

describe("watchEvents", () => {
  const viewers: Viewer[] = [0, 1, "spectator"];

  it("finds nothing wrong in a game whose events keep secrets, over whole seeded games", () => {
    const { game, eventLeak } = watchEvents(sealedBids, viewers);
    for (let seed = 0; seed < 30; seed++) {
      const played = autoplay(
        game,
        { seed, players: 2, options: null },
        { bots: [randomBot, randomBot], botSeed: seed, maxIntents: 500 },
      );
      for (const event of played.events) expect(eventLeak(event)).toBeNull();
    }
  });

  it("catches an event that tells everyone which card a player drew", () => {
    const tattler: SealedBids = {
      ...sealedBids,
      apply(state, answers, ctx) {
        sealedBids.apply(state, answers, {
          rng: ctx.rng,
          emit: (event) =>
            ctx.emit(event.type === "drew" ? { type: "drew", data: { ...event.data, ...event.secret?.data } } : event),
        });
      },
    };
    const { game, eventLeak } = watchEvents(tattler, viewers);
    const played = autoplay(
      game,
      { seed: 3, players: 2, options: null },
      { bots: [randomBot, randomBot], botSeed: 3, maxIntents: 500 },
    );
    const drew = played.events.filter((e) => e.type === "drew");
    expect(drew.length).toBeGreaterThan(0);
    expect(drew.some((e) => eventLeak(e)?.includes("hidden card"))).toBe(true);
  });

  it("catches a setup event that deals cards in public", () => {
    const dealer: SealedBids = {
      ...sealedBids,
      setup: (ctx, options) =>
        sealedBids.setup(
          { ...ctx, emit: (event) => ctx.emit({ type: event.type, data: { ...event.data, ...event.secret?.data } }) },
          options,
        ),
    };
    const { game, eventLeak } = watchEvents(dealer, viewers);
    const created = createMatch(game, { seed: 1, players: 2, options: null });
    if (!created.ok) throw new Error(created.refusal.code);
    expect(created.events.some((e) => eventLeak(e) !== null)).toBe(true);
  });
});
