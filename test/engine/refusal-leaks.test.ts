import { describe, expect, it } from "vitest";
import { Rng, seedRng } from "../../src/engine/index.ts";
import { refusalProblem } from "../../src/engine/testing.ts";
import { deckOf, handName, zoneOf } from "./games/cards.ts";
import { BIDS_DECK, sealedBids, type SealedBids } from "./games/sealed-bids.ts";
import { start } from "./helpers.ts";

const probes = deckOf(BIDS_DECK).map((card) => ({ type: "bid", card }));

/** Refuses a card the player does not hold with a reason that says whether the opponent holds it. */
const tellingRefusals: SealedBids = {
  ...sealedBids,
  check(state, seat, action) {
    const refused = sealedBids.check(state, seat, action);
    const opponentHas = zoneOf(state.zones, handName(1 - seat)).cards.includes(action.card);
    return refused && opponentHas ? { code: "your-opponent-has-it" } : refused;
  },
};

describe("refusalProblem", () => {
  it("finds nothing when refusals do not depend on hidden cards", () => {
    for (let seed = 0; seed < 20; seed++) {
      const match = start(sealedBids, { seed, players: 2, options: null });
      for (const seat of [0, 1])
        expect(refusalProblem(sealedBids, match, seat, probes, new Rng(seedRng(seed)))).toBeNull();
    }
  });

  it("catches a refusal reason that tells where a hidden card is", () => {
    const found = Array.from({ length: 20 }, (_, seed) =>
      refusalProblem(
        tellingRefusals,
        start(tellingRefusals, { seed, players: 2, options: null }),
        0,
        probes,
        new Rng(seedRng(seed)),
      ),
    );
    expect(found.some((problem) => problem?.includes("your-opponent-has-it"))).toBe(true);
  });
});
