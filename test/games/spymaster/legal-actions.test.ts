/** What `legalActions` offers: choices only to the prompted seats, one per distinct card face. */
import { describe, expect, it } from "vitest";
import { Rng, seedRng } from "../../../src/engine/index.ts";
import { leakProblem } from "../../../src/engine/testing.ts";
import { spymasterGame } from "../../../src/games/spymaster/index.ts";
import { attack, position } from "./helpers.ts";

describe("only a prompted seat has choices", () => {
  it("the defender has none while the attacker decides, the attacker none while the defender guesses", () => {
    const m = position({
      variant: "spymaster",
      attacker: 0,
      hand0: ["spy3", "hacker1"],
      hand1: ["forces1", "hacker2"],
    });
    expect(m.legal(0).length).toBeGreaterThan(0);
    expect(m.legal(1)).toEqual([]);
    m.act(0, { type: "play", card: "spy3" });
    expect(m.legal(0)).toEqual([]);
    expect(m.legal(1).map((a) => a.type)).toEqual(["guess", "guess", "guess"]);
  });

  it("a seat with nothing to discard has no choice during the hand-size discard", () => {
    const nine = ["spy1", "spy2", "spy3", "spy4", "spy5", "spy6", "spy7", "forces1", "hacker1"];
    const m = position({ variant: "spymaster", hand0: nine, hand1: ["forces2"] });
    attack(m, "hacker1", "hacker");
    expect(m.state.discardDue).toEqual([4, 0]);
    expect(m.legal(0).length).toBeGreaterThan(0);
    expect(m.legal(1)).toEqual([]);
  });

  it("both players choose in the MindMaster opening pick", () => {
    const m = position({
      variant: "mindmaster",
      phase: "pick",
      round: 0,
      hand0: ["spade1", "heart1"],
      hand1: ["diamond1"],
    });
    expect(m.legal(0)).toEqual([
      { type: "pick", card: "spade1" },
      { type: "pick", card: "heart1" },
    ]);
    expect(m.legal(1)).toEqual([{ type: "pick", card: "diamond1" }]);
  });
});

describe("one choice per card face", () => {
  const spades = ["spade3", "spade1", "spade5", "heart2", "spade2"];

  it("MindMaster: a hand of four Spades and a Heart offers two plays, the first Spade of the set standing for all", () => {
    const m = position({ variant: "mindmaster", attacker: 0, hand0: spades, hand1: ["diamond1"] });
    expect(m.legal(0)).toEqual([
      { type: "play", card: "spade1" },
      { type: "play", card: "heart2" },
    ]);
  });

  it("any copy of an offered face is still accepted", () => {
    const m = position({ variant: "mindmaster", attacker: 0, hand0: spades, hand1: ["diamond1"] });
    m.act(0, { type: "play", card: "spade5" });
    expect(m.state.zones.played.cards).toEqual(["spade5"]);
  });

  it("MindMaster opening pick: one pick per suit", () => {
    const m = position({
      variant: "mindmaster",
      phase: "pick",
      round: 0,
      hand0: spades,
      hand1: ["diamond1", "diamond4", "heart3"],
    });
    expect(m.legal(0)).toEqual([
      { type: "pick", card: "spade1" },
      { type: "pick", card: "heart2" },
    ]);
    expect(m.legal(1)).toEqual([
      { type: "pick", card: "diamond1" },
      { type: "pick", card: "heart3" },
    ]);
  });

  it("Spymaster: each Spy is its own face; Special Forces and Hackers are one face each", () => {
    const m = position({
      variant: "spymaster",
      attacker: 0,
      hand0: ["forces3", "spy2", "forces1", "hacker4", "spy5", "hacker2"],
      hand1: ["forces2"],
    });
    expect(m.legal(0)).toEqual([
      { type: "play", card: "forces1" },
      { type: "play", card: "spy2" },
      { type: "play", card: "hacker2" },
      { type: "play", card: "spy5" },
    ]);
  });

  it("the choices do not depend on the cards the chooser cannot see", () => {
    const m = position({ variant: "mindmaster", attacker: 0, hand0: spades, hand1: ["diamond1", "diamond2"] });
    const rng = new Rng(seedRng(3));
    for (const viewer of [0, 1] as const) expect(leakProblem(spymasterGame, m.match, viewer, rng)).toBeNull();
  });
});
