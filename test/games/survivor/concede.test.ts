/** A player who concedes in a game of three or more is out at once, and the game goes on without them (OP-18). */
import { describe, expect, it } from "vitest";
import { CONCEDE } from "../../../src/engine/index.ts";
import { DEFAULT_OPTIONS, survivorGame } from "../../../src/games/survivor/game.ts";
import { start } from "../scenario.ts";
import { allPass, begin, scenario, toFortunes, type SvScenario } from "./helpers.ts";

const concede = (m: SvScenario, seat: number) => m.act(seat, CONCEDE as never);

/** Three players at the fortune window of Log Walk; seat 0 holds the idol. */
function three(): SvScenario {
  const m = scenario({
    seats: [
      { cast: ["sami-hollis", "ava-stone"], deck: ["rope", "rope", "rope", "rope", "rope"] },
      { cast: ["gus-tanner", "kai-renner"], deck: ["spear", "spear", "spear", "spear", "spear"] },
      { cast: ["hana-ito", "nora-kade"], deck: ["rope", "rope", "rope", "rope", "rope"] },
    ],
    challenges: ["log-walk", "reef-swim"],
  });
  return toFortunes(begin(m), {});
}

describe("conceding (OP-18)", () => {
  it("takes the player out at once, their castaways face down, and the window goes on without them", () => {
    const m = three();
    m.act(0, { type: "pass" });
    expect(survivorGame.prompt(m.state)?.seats).toEqual([1]);
    const step = concede(m, 1);
    expect(m.state.outSeats).toEqual([1]);
    expect(m.state.zones.cast1?.cards).toEqual([]);
    expect(m.state.zones.out1?.cards).toEqual(["gus-tanner", "kai-renner"]);
    expect(step).toContainEqual({ type: "conceded", data: { seat: 1, castaways: ["gus-tanner", "kai-renner"] } });
    expect(survivorGame.outcome(m.state)).toBeNull();
    // Seat 0 passed, seat 1 left: seat 2 is asked, and its pass closes the window.
    expect(survivorGame.prompt(m.state)?.seats).toEqual([2]);
    m.act(2, { type: "pass" });
    expect(m.state.phase).toBe("items");
    expect(m.view("spectator").table.seats[1]?.out).toBe(true);
  });

  it("leaves a player who is out unable to change anything: no decision, no second concession", () => {
    const m = three();
    concede(m, 2);
    expect(m.refusal(2, CONCEDE as never)).toEqual({ code: "already-out" });
    allPass(allPass(m, "fortunes"), "items");
    expect(survivorGame.legalActions(m.state, 2)).toEqual([]);
    expect(m.refusal(2, { type: "vote", castaway: "gus-tanner" })).toEqual({ code: "not-your-turn" });
    // A player voted out earlier may not concede either.
    const out = scenario({
      seats: [{ cast: ["sami-hollis"] }, { cast: ["gus-tanner"] }, { cast: [], votedOff: ["hana-ito"] }],
    });
    expect(out.refusal(2, CONCEDE as never)).toEqual({ code: "already-out" });
  });

  it("passes the idol to the next player in the play order when its holder concedes, and that player names the castaway", () => {
    const m = allPass(allPass(three(), "fortunes"), "items");
    expect(m.state.phase).toBe("vote");
    expect(m.state.idol).toBe(0);
    concede(m, 0);
    expect(m.state.idol).toBe(1);
    expect(survivorGame.prompt(m.state)).toMatchObject({ decision: "vote", seats: [1] });
    expect(survivorGame.legalActions(m.state, 1).map((a) => (a.type === "vote" ? a.castaway : ""))).toEqual([
      "hana-ito",
      "nora-kade",
    ]);
  });

  it("ends the game when one player is left: the last one wins, the conceder ranked below", () => {
    const m = three();
    concede(m, 1);
    concede(m, 2);
    expect(survivorGame.outcome(m.state)).toEqual({ winners: [0], reason: "last-standing", ranking: [[0], [2], [1]] });
  });

  it("settles a secret choice the others have already made, and lets a match go on from the deck choice", () => {
    const m = start(survivorGame, { seed: 3, players: 3, options: DEFAULT_OPTIONS });
    for (const seat of [0, 2]) m.act(seat, { type: "deck", deck: "schemer" });
    concede(m, 1);
    // The two decks chosen are dealt: the match starts without the player who left, who has no castaways.
    expect(m.state.phase).toBe("feed");
    expect(m.state.zones.cast1?.cards).toEqual([]);
    expect(m.state.zones.cast0?.cards).toHaveLength(5);
    expect(m.state.zones.hand1?.cards).toEqual([]);
    expect(survivorGame.prompt(m.state)?.seats).toEqual([0, 2]);
  });
});
