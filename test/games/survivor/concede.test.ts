import { describe, expect, it } from "vitest";
import { applyIntent, CONCEDE, createMatch, viewMatch } from "../../../src/engine/index.ts";
import { DEFAULT_OPTIONS, survivorGame } from "../../../src/games/survivor/game.ts";
import { act, allPass, begin, refusal, scenario, toFortunes, type SvMatch } from "./helpers.ts";

/** A player who concedes in a game of three or more is out at once, and the game goes on without them (OP-18). */

const concede = (m: SvMatch, seat: number) => act(m, seat, CONCEDE as never);

/** Three players at the fortune window of Log Walk; seat 0 holds the idol. */
function three(): SvMatch {
  const m = scenario({
    seats: [
      { cast: ["sami-hollis", "ava-stone"], deck: ["rope", "rope", "rope", "rope", "rope"] },
      { cast: ["gus-tanner", "kai-renner"], deck: ["spear", "spear", "spear", "spear", "spear"] },
      { cast: ["hana-ito", "nora-kade"], deck: ["rope", "rope", "rope", "rope", "rope"] },
    ],
    challenges: ["log-walk", "reef-swim"],
  });
  return toFortunes(begin(m).match, {});
}

describe("conceding (OP-18)", () => {
  it("takes the player out at once, their castaways face down, and the window goes on without them", () => {
    let m = act(three(), 0, { type: "pass" }).match;
    expect(survivorGame.prompt(m.state)?.seats).toEqual([1]);
    const step = concede(m, 1);
    m = step.match;
    expect(m.state.outSeats).toEqual([1]);
    expect(m.state.zones.cast1?.cards).toEqual([]);
    expect(m.state.zones.out1?.cards).toEqual(["gus-tanner", "kai-renner"]);
    expect(step.events).toContainEqual({ type: "conceded", data: { seat: 1, castaways: ["gus-tanner", "kai-renner"] } });
    expect(survivorGame.outcome(m.state)).toBeNull();
    // Seat 0 passed, seat 1 left: seat 2 is asked, and its pass closes the window.
    expect(survivorGame.prompt(m.state)?.seats).toEqual([2]);
    m = act(m, 2, { type: "pass" }).match;
    expect(m.state.phase).toBe("items");
    expect(viewMatch(survivorGame, m, "spectator").table.seats[1]?.out).toBe(true);
  });

  it("leaves a player who is out unable to change anything: no decision, no second concession", () => {
    let m = concede(three(), 2).match;
    expect(refusal(m, 2, CONCEDE as never)).toEqual({ code: "already-out" });
    m = allPass(allPass(m, "fortunes"), "items");
    expect(survivorGame.legalActions(m.state, 2)).toEqual([]);
    expect(refusal(m, 2, { type: "vote", castaway: "gus-tanner" })).toEqual({ code: "not-your-turn" });
    // A player voted out earlier may not concede either.
    const out = scenario({ seats: [{ cast: ["sami-hollis"] }, { cast: ["gus-tanner"] }, { cast: [], votedOff: ["hana-ito"] }] });
    expect(refusal(out, 2, CONCEDE as never)).toEqual({ code: "already-out" });
  });

  it("passes the idol to the next player in the play order when its holder concedes, and that player names the castaway", () => {
    let m = allPass(allPass(three(), "fortunes"), "items");
    expect(m.state.phase).toBe("vote");
    expect(m.state.idol).toBe(0);
    m = concede(m, 0).match;
    expect(m.state.idol).toBe(1);
    expect(survivorGame.prompt(m.state)).toMatchObject({ decision: "vote", seats: [1] });
    expect(survivorGame.legalActions(m.state, 1).map((a) => (a.type === "vote" ? a.castaway : ""))).toEqual(["hana-ito", "nora-kade"]);
  });

  it("ends the game when one player is left: the last one wins, the conceder ranked below", () => {
    const m = concede(concede(three(), 1).match, 2).match;
    expect(survivorGame.outcome(m.state)).toEqual({ winners: [0], reason: "last-standing", ranking: [[0], [2], [1]] });
  });

  it("settles a secret choice the others have already made, and lets a match go on from the deck choice", () => {
    const created = createMatch(survivorGame, { seed: 3, players: 3, options: DEFAULT_OPTIONS });
    if (!created.ok) throw new Error("refused");
    let m = created.match;
    for (const seat of [0, 2]) {
      const applied = applyIntent(survivorGame, m, { seat, seq: m.seq, action: { type: "deck", deck: "schemer" } });
      if (!applied.ok) throw new Error(applied.refusal.code);
      m = applied.match;
    }
    m = concede(m, 1).match;
    // The two decks chosen are dealt: the match starts without the player who left, who has no castaways.
    expect(m.state.phase).toBe("feed");
    expect(m.state.zones.cast1?.cards).toEqual([]);
    expect(m.state.zones.cast0?.cards).toHaveLength(5);
    expect(m.state.zones.hand1?.cards).toEqual([]);
    expect(survivorGame.prompt(m.state)?.seats).toEqual([0, 2]);
  });
});
