/** Spymaster: the spy chain (seed "スパイ" success), tucks and the bonus draw. RULINGS Spymaster 5 and 6. */
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../../src/engine/index.ts";
import { eventsOf, types } from "../scenario.ts";
import { attack, hand, position, row } from "./helpers.ts";

const chain = {
  variant: "spymaster" as const,
  attacker: 0,
  hand0: ["spy1", "spy2", "spy3", "spy4", "spy5", "spy6", "spy7", "hacker1"],
  hand1: ["forces1", "forces2", "hacker2"],
  draws: ["forces3", "forces4", "forces5", "forces6", "hacker3", "hacker4"],
};

const chainDraws = (events: readonly GameEvent[]) =>
  eventsOf(events, "draw").filter((e) => e.data.reason === "chain").length;

describe("documents from the chain", () => {
  it("the 3rd and the 6th spy in the row each reveal a document", () => {
    const m = position(chain);
    const documentsAfter: number[] = [];
    for (const spy of ["spy1", "spy2", "spy3", "spy4", "spy5", "spy6"]) {
      attack(m, spy, "forces");
      documentsAfter.push(m.state.documents[1]);
    }
    expect(documentsAfter).toEqual([0, 0, 1, 1, 1, 2]);
    expect(m.state.documents[0]).toBe(0);
    expect(m.state.phase).toBe("attack");
  });

  it("the reveal comes with the spy's success, before the bonus draw", () => {
    const m = position(chain);
    attack(m, "spy1", "forces");
    attack(m, "spy2", "forces");
    const events = attack(m, "spy3", "forces");
    expect(types(events)).toEqual(["play", "reveal", "document", "draw"]);
  });

  it("the turned spy, played spies and tucked spies all count", () => {
    const m = position({
      ...chain,
      turned: "spy1",
      row0: ["spy1"],
      hand0: ["spy2", "spy7", "spy3", "spy4", "spy5", "hacker1"],
    });
    attack(m, "spy2", "hacker"); // turned + 1 = 2 spies
    expect(m.state.documents[1]).toBe(0);
    let step = m.act(0, { type: "tuck", card: "spy7" }); // 3 spies
    expect(m.state.documents[1]).toBe(1);
    expect(types(step)).toEqual(["tuck", "document"]);
    attack(m, "spy3", "hacker"); // 4
    attack(m, "spy4", "hacker"); // 5
    expect(m.state.documents[1]).toBe(1);
    step = m.act(0, { type: "tuck", card: "spy5" }); // 6
    expect(m.state.documents[1]).toBe(2);
    expect(row(m, 0)).toEqual(["spy1", "spy2", "spy7", "spy3", "spy4", "spy5"]);
    expect(m.state.tucks).toEqual({ spy7: "spy2", spy5: "spy4" });
  });

  it("a chain only counts within one round: the row is discarded at the round's end", () => {
    const m = position(chain);
    attack(m, "spy1", "forces");
    attack(m, "spy2", "forces");
    attack(m, "hacker1", "hacker"); // fails: round over
    expect(m.state.zones.discard.cards).toEqual(["hacker1", "spy1", "spy2"]);
    expect(row(m, 0)).toEqual([]);
    expect(m.state.tucks).toEqual({});
  });
});

describe("the bonus draw", () => {
  it("a spy after a smaller spy (the rightmost card) draws one card", () => {
    const m = position(chain);
    attack(m, "spy1", "forces");
    const step = attack(m, "spy5", "forces");
    expect(chainDraws(step)).toBe(1);
    expect(eventsOf(step, "draw")[0]?.secret).toEqual({ to: [0], data: { cards: ["forces3"] } });
    expect(hand(m, 0)).toContain("forces3");
  });

  it("no draw after a larger spy", () => {
    const m = position(chain);
    attack(m, "spy5", "forces");
    expect(chainDraws(attack(m, "spy3", "forces"))).toBe(0);
  });

  it("no draw for the first spy of a round without a turned spy", () => {
    expect(chainDraws(attack(position(chain), "spy3", "forces"))).toBe(0);
  });

  it("no draw when the rightmost card is not a spy, even with smaller spies further left", () => {
    const m = position(chain);
    attack(m, "spy1", "forces");
    attack(m, "hacker1", "forces");
    expect(m.state.rightmost).toBe("hacker1");
    const step = attack(m, "spy3", "forces");
    expect(chainDraws(step)).toBe(0);
    expect(eventsOf(step, "draw")).toEqual([]);
  });

  it("a tucked spy is not the rightmost card (the seed's example: spy 2, tuck spy 6, then spy 5 draws)", () => {
    const m = position(chain);
    attack(m, "spy2", "forces");
    m.act(0, { type: "tuck", card: "spy6" });
    expect(m.state.rightmost).toBe("spy2");
    expect(row(m, 0).at(-1)).toBe("spy6");
    expect(chainDraws(attack(m, "spy5", "forces"))).toBe(1);
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
    expect(chainDraws(attack(m, "spy4", "forces"))).toBe(0);
  });

  it("the tuck itself draws nothing", () => {
    const m = position(chain);
    attack(m, "spy1", "forces");
    const step = m.act(0, { type: "tuck", card: "spy3" });
    expect(eventsOf(step, "draw")).toEqual([]);
  });
});

describe("tucks", () => {
  const tuckable = { ...chain, hand0: ["spy1", "spy3", "spy5", "spy7", "hacker1"] };

  it("after a successful spy, the next attack decision also offers each larger spy in hand", () => {
    const m = position(tuckable);
    attack(m, "spy3", "forces");
    expect(m.state.phase).toBe("attack");
    expect(m.legal(0)).toEqual([
      { type: "play", card: "spy1" },
      { type: "play", card: "spy5" },
      { type: "play", card: "spy7" },
      { type: "play", card: "hacker1" },
      { type: "tuck", card: "spy5" },
      { type: "tuck", card: "spy7" },
    ]);
    for (const viewer of [0, 1, "spectator"] as const) {
      expect(m.view(viewer).table.tuckUnder).toBe("spy3");
    }
    expect(m.view(1).prompt?.decision).toBe("attack");
  });

  it("a smaller spy or a non-spy cannot be tucked", () => {
    const m = position(tuckable);
    attack(m, "spy3", "forces");
    expect(m.refusal(0, { type: "tuck", card: "spy1" })?.code).toBe("tuck-needs-larger-spy");
    expect(m.refusal(0, { type: "tuck", card: "hacker1" })?.code).toBe("tuck-needs-larger-spy");
  });

  it("a tuck places the spy sideways under the successful one and counts as one more spy", () => {
    const m0 = position(tuckable);
    attack(m0, "spy3", "forces");
    const events = m0.act(0, { type: "tuck", card: "spy7" });
    expect(row(m0, 0)).toEqual(["spy3", "spy7"]);
    expect(m0.state.tucks).toEqual({ spy7: "spy3" });
    expect(hand(m0, 0)).toEqual(["spy1", "spy5", "hacker1"]);
    expect(events[0]).toEqual({ type: "tuck", data: { seat: 0, card: "spy7", under: "spy3" } });
    expect(m0.state.recent).toEqual([
      { type: "tuck", seat: 0, card: { kind: "spy", number: 7 }, under: { kind: "spy", number: 3 } },
    ]);
    expect(m0.state.phase).toBe("attack");
    expect(m0.state.attacker).toBe(0);
  });

  it("only one tuck per successful spy", () => {
    const m0 = position(tuckable);
    attack(m0, "spy3", "forces");
    m0.act(0, { type: "tuck", card: "spy5" });
    expect(m0.state.tuckUnder).toBeNull();
    expect(m0.legal(0).filter((a) => a.type === "tuck")).toEqual([]);
    expect(m0.refusal(0, { type: "tuck", card: "spy7" })?.code).toBe("no-tuck");
  });

  it("is optional: the next play clears the offer", () => {
    const m0 = position(tuckable);
    attack(m0, "spy3", "forces");
    m0.act(0, { type: "play", card: "hacker1" });
    expect(m0.state.tuckUnder).toBeNull();
    expect(m0.view(1).table.tuckUnder).toBeNull();
    m0.act(1, { type: "guess", kind: "spy" }); // Hacker succeeds
    expect(m0.legal(0).filter((a) => a.type === "tuck")).toEqual([]);
    expect(m0.refusal(0, { type: "tuck", card: "spy5" })?.code).toBe("no-tuck");
  });

  it("is not offered after a successful non-spy", () => {
    const m = position(tuckable);
    attack(m, "hacker1", "forces");
    expect(m.state.tuckUnder).toBeNull();
    expect(m.legal(0).every((a) => a.type === "play")).toBe(true);
  });

  it("a tuck that empties the hand ends the round", () => {
    const m = position({ ...chain, hand0: ["spy2", "spy6"] });
    attack(m, "spy2", "forces");
    const events = m.act(0, { type: "tuck", card: "spy6" });
    expect(types(events)).toEqual(["tuck", "empty-hand", "round-end", "draw", "round"]);
    expect(m.state.attacker).toBe(1);
    expect(m.state.zones.discard.cards).toEqual(["spy2", "spy6"]);
  });
});
