/** The staleness token a press carries: a function of what its viewer may know, changing exactly when that does. */
import { describe, expect, it } from "vitest";
import { viewMatch, viewToken, type Viewer } from "../../src/engine/index.ts";
import { handName, zoneOf } from "./games/cards.ts";
import { climb } from "./games/climb.ts";
import { planGame } from "./games/plan.ts";
import { sealedBids } from "./games/sealed-bids.ts";
import { act, start } from "./helpers.ts";

const tokens = (
  game: Parameters<typeof viewToken>[0],
  match: Parameters<typeof viewToken>[1],
  viewers: readonly Viewer[],
): string[] => viewers.map((viewer) => viewToken(game, match, viewer));

describe("viewToken", () => {
  it("moves for nobody else while a seat builds its plan privately, and for that seat at every step", () => {
    const game = planGame("sound");
    let match = start(game, { seed: 1, players: 2, options: null });
    const others = tokens(game, match, [1, "spectator"]);
    const own = [viewToken(game, match, 0)];
    for (const action of [
      { type: "place", card: "a1" },
      { type: "back", card: "a1" },
      { type: "place", card: "b1" },
    ] as const) {
      match = act(game, match, 0, action);
      expect(tokens(game, match, [1, "spectator"])).toEqual(others);
      own.push(viewToken(game, match, 0));
    }
    expect(new Set(own).size).toBe(own.length);
  });

  it("keeps a seat's token while the others answer the same decision, and only the public token moves", () => {
    const game = planGame("sound");
    let match = start(game, { seed: 1, players: 2, options: null });
    const [seat0, spectator] = tokens(game, match, [0, "spectator"]);
    match = act(game, match, 1, { type: "done" });
    expect(viewToken(game, match, 0)).toBe(seat0);
    expect(viewToken(game, match, "spectator")).not.toBe(spectator);

    let bids = start(sealedBids, { seed: 21, players: 3, options: null });
    const before = tokens(sealedBids, bids, [1, 2]);
    bids = act(sealedBids, bids, 0, { type: "bid", card: zoneOf(bids.state.zones, handName(0)).cards[0] as string });
    expect(tokens(sealedBids, bids, [1, 2])).toEqual(before);
    expect(viewMatch(sealedBids, bids, 1).prompt?.answered).toEqual([0]);
  });

  it("moves for everyone at an ordinary turn, and depends on the view, not on the move counter", () => {
    let match = start(climb, { seed: 2, players: 3, options: { hand: 2 } });
    const before = tokens(climb, match, [0, 1, 2, "spectator"]);
    const card = zoneOf(match.state.zones, "hand:0").cards[0] as string;
    match = act(climb, match, 0, { type: "play", card });
    const after = tokens(climb, match, [0, 1, 2, "spectator"]);
    after.forEach((token, i) => expect(token).not.toBe(before[i]));
    expect(
      tokens(climb, { ...match, seq: match.seq + 7, promptSeq: match.promptSeq + 7 }, [0, 1, 2, "spectator"]),
    ).toEqual(after);
  });
});
