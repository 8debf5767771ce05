import { describe, expect, it } from "vitest";
import { viewMatch } from "../../../src/engine/index.ts";
import { spymasterGame } from "../../../src/games/spymaster/index.ts";
import { act, attack, eventsOf, hand, legal, position, refuse, row, types } from "./helpers.ts";

/** Spymaster: the spy chain (seed "スパイ" success), tucks and the bonus draw. RULINGS Spymaster 5 and 6. */

const chain = {
  variant: "spymaster" as const,
  attacker: 0,
  hand0: ["spy1", "spy2", "spy3", "spy4", "spy5", "spy6", "spy7", "hacker1"],
  hand1: ["forces1", "forces2", "hacker2"],
  draws: ["forces3", "forces4", "forces5", "forces6", "hacker3", "hacker4"],
};

const chainDraws = (events: Parameters<typeof eventsOf>[0]) =>
  eventsOf(events, "draw").filter((e) => e.data.reason === "chain").length;

describe("documents from the chain", () => {
  it("the 3rd and the 6th spy in the row each reveal a document", () => {
    let m = position(chain);
    const documentsAfter: number[] = [];
    for (const spy of ["spy1", "spy2", "spy3", "spy4", "spy5", "spy6"]) {
      m = attack(m, spy, "forces").match;
      documentsAfter.push(m.state.documents[1]);
    }
    expect(documentsAfter).toEqual([0, 0, 1, 1, 1, 2]);
    expect(m.state.documents[0]).toBe(0);
    expect(m.state.phase).toBe("attack");
  });

  it("the reveal comes with the spy's success, before the bonus draw", () => {
    let m = position(chain);
    m = attack(m, "spy1", "forces").match;
    m = attack(m, "spy2", "forces").match;
    const { events } = attack(m, "spy3", "forces");
    expect(types(events)).toEqual(["play", "reveal", "document", "draw"]);
  });

  it("the turned spy, played spies and tucked spies all count", () => {
    let m = position({
      ...chain,
      turned: "spy1",
      row0: ["spy1"],
      hand0: ["spy2", "spy7", "spy3", "spy4", "spy5", "hacker1"],
    });
    m = attack(m, "spy2", "hacker").match; // turned + 1 = 2 spies
    expect(m.state.documents[1]).toBe(0);
    let step = act(m, 0, { type: "tuck", card: "spy7" }); // 3 spies
    m = step.match;
    expect(m.state.documents[1]).toBe(1);
    expect(types(step.events)).toEqual(["tuck", "document"]);
    m = attack(m, "spy3", "hacker").match; // 4
    m = attack(m, "spy4", "hacker").match; // 5
    expect(m.state.documents[1]).toBe(1);
    step = act(m, 0, { type: "tuck", card: "spy5" }); // 6
    m = step.match;
    expect(m.state.documents[1]).toBe(2);
    expect(row(m, 0)).toEqual(["spy1", "spy2", "spy7", "spy3", "spy4", "spy5"]);
    expect(m.state.tucks).toEqual({ spy7: "spy2", spy5: "spy4" });
  });

  it("a chain only counts within one round: the row is discarded at the round's end", () => {
    let m = position(chain);
    m = attack(m, "spy1", "forces").match;
    m = attack(m, "spy2", "forces").match;
    m = attack(m, "hacker1", "hacker").match; // fails: round over
    expect(m.state.zones.discard.cards).toEqual(["hacker1", "spy1", "spy2"]);
    expect(row(m, 0)).toEqual([]);
    expect(m.state.tucks).toEqual({});
  });
});

describe("the bonus draw", () => {
  it("a spy after a smaller spy (the rightmost card) draws one card", () => {
    let m = position(chain);
    m = attack(m, "spy1", "forces").match;
    const step = attack(m, "spy5", "forces");
    expect(chainDraws(step.events)).toBe(1);
    expect(eventsOf(step.events, "draw")[0]?.secret).toEqual({ to: [0], data: { cards: ["forces3"] } });
    expect(hand(step.match, 0)).toContain("forces3");
  });

  it("no draw after a larger spy", () => {
    let m = position(chain);
    m = attack(m, "spy5", "forces").match;
    expect(chainDraws(attack(m, "spy3", "forces").events)).toBe(0);
  });

  it("no draw for the first spy of a round without a turned spy", () => {
    expect(chainDraws(attack(position(chain), "spy3", "forces").events)).toBe(0);
  });

  it("no draw when the rightmost card is not a spy, even with smaller spies further left", () => {
    let m = position(chain);
    m = attack(m, "spy1", "forces").match;
    m = attack(m, "hacker1", "forces").match;
    expect(m.state.rightmost).toBe("hacker1");
    const step = attack(m, "spy3", "forces");
    expect(chainDraws(step.events)).toBe(0);
    expect(eventsOf(step.events, "draw")).toEqual([]);
  });

  it("a tucked spy is not the rightmost card (the seed's example: spy 2, tuck spy 6, then spy 5 draws)", () => {
    let m = position(chain);
    m = attack(m, "spy2", "forces").match;
    m = act(m, 0, { type: "tuck", card: "spy6" }).match;
    expect(m.state.rightmost).toBe("spy2");
    expect(row(m, 0).at(-1)).toBe("spy6");
    expect(chainDraws(attack(m, "spy5", "forces").events)).toBe(1);
  });

  it("a smaller tucked spy never triggers the draw (position built by hand: only the tucked spy is smaller)", () => {
    // Not reachable by play (a tucked spy is always larger than the spy it lies under); it pins that the
    // rightmost card is tracked, not read from the end of the row.
    const m = position({
      ...chain,
      row0: ["spy6", "spy2"],
      tucks: { spy2: "spy6" },
      rightmost: "spy6",
      hand0: ["spy4", "hacker1"],
    });
    expect(chainDraws(attack(m, "spy4", "forces").events)).toBe(0);
  });

  it("the tuck itself draws nothing", () => {
    let m = position(chain);
    m = attack(m, "spy1", "forces").match;
    const step = act(m, 0, { type: "tuck", card: "spy3" });
    expect(eventsOf(step.events, "draw")).toEqual([]);
  });
});

describe("tucks", () => {
  const tuckable = { ...chain, hand0: ["spy1", "spy3", "spy5", "spy7", "hacker1"] };

  it("after a successful spy, the next attack decision also offers each larger spy in hand", () => {
    const m = attack(position(tuckable), "spy3", "forces").match;
    expect(m.state.phase).toBe("attack");
    expect(legal(m, 0)).toEqual([
      { type: "play", card: "spy1" },
      { type: "play", card: "spy5" },
      { type: "play", card: "spy7" },
      { type: "play", card: "hacker1" },
      { type: "tuck", card: "spy5" },
      { type: "tuck", card: "spy7" },
    ]);
    for (const viewer of [0, 1, "spectator"] as const) {
      expect(viewMatch(spymasterGame, m, viewer).table.tuckUnder).toBe("spy3");
    }
    expect(viewMatch(spymasterGame, m, 1).prompt?.decision).toBe("attack");
  });

  it("a smaller spy or a non-spy cannot be tucked", () => {
    const m = attack(position(tuckable), "spy3", "forces").match;
    expect(refuse(m, 0, { type: "tuck", card: "spy1" }).code).toBe("tuck-needs-larger-spy");
    expect(refuse(m, 0, { type: "tuck", card: "hacker1" }).code).toBe("tuck-needs-larger-spy");
  });

  it("a tuck places the spy sideways under the successful one and counts as one more spy", () => {
    const m0 = attack(position(tuckable), "spy3", "forces").match;
    const { match, events } = act(m0, 0, { type: "tuck", card: "spy7" });
    expect(row(match, 0)).toEqual(["spy3", "spy7"]);
    expect(match.state.tucks).toEqual({ spy7: "spy3" });
    expect(hand(match, 0)).toEqual(["spy1", "spy5", "hacker1"]);
    expect(events[0]).toEqual({ type: "tuck", data: { seat: 0, card: "spy7", under: "spy3" } });
    expect(match.state.recent).toEqual([{ type: "tuck", seat: 0, card: { kind: "spy", number: 7 }, under: { kind: "spy", number: 3 } }]);
    expect(match.state.phase).toBe("attack");
    expect(match.state.attacker).toBe(0);
  });

  it("only one tuck per successful spy", () => {
    const m0 = attack(position(tuckable), "spy3", "forces").match;
    const m = act(m0, 0, { type: "tuck", card: "spy5" }).match;
    expect(m.state.tuckUnder).toBeNull();
    expect(legal(m, 0).filter((a) => a.type === "tuck")).toEqual([]);
    expect(refuse(m, 0, { type: "tuck", card: "spy7" }).code).toBe("no-tuck");
  });

  it("is optional: the next play clears the offer", () => {
    const m0 = attack(position(tuckable), "spy3", "forces").match;
    const played = act(m0, 0, { type: "play", card: "hacker1" }).match;
    expect(played.state.tuckUnder).toBeNull();
    expect(viewMatch(spymasterGame, played, 1).table.tuckUnder).toBeNull();
    const m = act(played, 1, { type: "guess", kind: "spy" }).match; // Hacker succeeds
    expect(legal(m, 0).filter((a) => a.type === "tuck")).toEqual([]);
    expect(refuse(m, 0, { type: "tuck", card: "spy5" }).code).toBe("no-tuck");
  });

  it("is not offered after a successful non-spy", () => {
    const m = attack(position(tuckable), "hacker1", "forces").match;
    expect(m.state.tuckUnder).toBeNull();
    expect(legal(m, 0).every((a) => a.type === "play")).toBe(true);
  });

  it("a tuck that empties the hand ends the round", () => {
    let m = position({ ...chain, hand0: ["spy2", "spy6"] });
    m = attack(m, "spy2", "forces").match;
    const { match, events } = act(m, 0, { type: "tuck", card: "spy6" });
    expect(types(events)).toEqual(["tuck", "empty-hand", "round-end", "draw", "round"]);
    expect(match.state.attacker).toBe(1);
    expect(match.state.zones.discard.cards).toEqual(["spy2", "spy6"]);
  });
});
