import { describe, expect, it } from "vitest";
import { viewMatch } from "../../src/engine/index.ts";
import { climb } from "./games/climb.ts";
import { planGame } from "./games/plan.ts";
import { sealedBids } from "./games/sealed-bids.ts";
import { act, start } from "./helpers.ts";

describe("viewMatch", () => {
  it("wraps the game's view with the engine's public facts", () => {
    const match = start(climb, { seed: 2, players: 3, options: { hand: 2 } });
    const view = viewMatch(climb, match, 1);
    expect(view).toEqual({
      game: "climb",
      viewer: 1,
      players: 3,
      prompt: { decision: "lead", seats: [0], simultaneous: false, answered: [], detail: null },
      mustAnswer: false,
      ownAnswer: null,
      outcome: null,
      table: climb.view(match.state, 1),
    });
    expect(viewMatch(climb, match, 0).mustAnswer).toBe(true);
    expect(viewMatch(climb, match, "spectator").mustAnswer).toBe(false);
  });

  it("filters the very first state: nobody sees another seat's hand at seq 0", () => {
    const match = start(sealedBids, { seed: 8, players: 3, options: null });
    for (const viewer of [0, 1, 2, "spectator"] as const) {
      const hands = viewMatch(sealedBids, match, viewer).table.hands;
      expect(hands.map((h) => h.cards !== null)).toEqual([0, 1, 2].map((s) => s === viewer));
    }
  });

  it("passes the prompt's public detail through", () => {
    let match = start(climb, { seed: 2, players: 2, options: { hand: 2 } });
    const card = match.state.zones["hand:0"]?.cards[0] as string;
    match = act(climb, match, 0, { type: "play", card });
    expect(viewMatch(climb, match, "spectator").prompt?.detail).toEqual({ top: Number(card.slice(1)) });
  });

  it("shows the outcome and no prompt once the match is over", () => {
    let match = start(climb, { seed: 2, players: 1, options: { hand: 1 } });
    match = act(climb, match, 0, { type: "play", card: match.state.zones["hand:0"]?.cards[0] as string });
    match = act(climb, match, 0, { type: "pass" });
    const view = viewMatch(climb, match, 0);
    expect(view.prompt).toBeNull();
    expect(view.mustAnswer).toBe(false);
    expect(view.outcome).toEqual({ winners: [0], reason: "most-cards" });
  });

  it("carries no move counter: a step only its maker sees leaves every other viewer's view as it was", () => {
    const game = planGame("sound");
    let match = start(game, { seed: 1, players: 2, options: null });
    const before = [viewMatch(game, match, 1), viewMatch(game, match, "spectator")];
    match = act(game, match, 0, { type: "place", card: "a1" });
    match = act(game, match, 0, { type: "back", card: "a1" });
    expect([viewMatch(game, match, 1), viewMatch(game, match, "spectator")]).toEqual(before);
    expect(viewMatch(game, match, 0)).not.toHaveProperty("seq");
  });
});
