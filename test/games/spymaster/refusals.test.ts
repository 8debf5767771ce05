/**
 * Refused intents: each gets a reason and leaves the match deep-equal to before (the scenario's `refusal` checks that).
 */
import { describe, expect, it } from "vitest";
import { attack, position } from "./helpers.ts";

const spy = () =>
  position({
    variant: "spymaster",
    attacker: 0,
    hand0: ["spy3", "spy5", "spy1", "hacker1"],
    hand1: ["forces1", "hacker2"],
  });
const mind = () =>
  position({
    variant: "mindmaster",
    attacker: 0,
    hand0: ["spade1", "heart1", "diamond1"],
    hand1: ["spade2", "heart2"],
  });

describe("who and when", () => {
  it("not-your-turn: the defender cannot play, the attacker cannot guess", () => {
    const m = spy();
    expect(m.refusal(1, { type: "play", card: "forces1" })?.code).toBe("not-your-turn");
    const guessing = m.fork();
    guessing.act(0, { type: "play", card: "spy3" });
    expect(guessing.refusal(0, { type: "guess", kind: "spy" })?.code).toBe("not-your-turn");
    expect(m.refusal(2, { type: "play", card: "spy3" })?.code).toBe("not-your-turn");
  });

  it("stale: an intent for an earlier or later moment", () => {
    const m = spy();
    m.act(0, { type: "play", card: "spy3" });
    expect(m.match.seq).toBe(1);
    expect(m.refusal(1, { type: "guess", kind: "spy" }, 0)).toEqual({ code: "stale", params: { seq: 1 } });
    expect(m.refusal(1, { type: "guess", kind: "spy" }, 2)?.code).toBe("stale");
  });

  it("match-over: nothing is accepted once the match is won", () => {
    const won = position({ variant: "spymaster", documents: [0, 2], hand0: ["forces1", "spy1"] });
    attack(won, "forces1", "spy");
    expect(won.refusal(0, { type: "play", card: "spy1" })?.code).toBe("match-over");
  });

  it("already-answered: a simultaneous pick cannot be changed", () => {
    const m0 = position({
      variant: "mindmaster",
      phase: "pick",
      round: 0,
      hand0: ["spade1", "heart1"],
      hand1: ["spade2"],
    });
    m0.act(0, { type: "pick", card: "spade1" });
    expect(m0.refusal(0, { type: "pick", card: "heart1" })?.code).toBe("already-answered");
  });
});

describe("cards", () => {
  it("card-not-in-hand: the opponent's card, a deck card, a row card", () => {
    const m = spy();
    expect(m.refusal(0, { type: "play", card: "forces1" })?.code).toBe("card-not-in-hand");
    expect(m.refusal(0, { type: "play", card: m.state.zones.deck.cards[0] as string })?.code).toBe("card-not-in-hand");
    attack(m, "spy3", "forces");
    expect(m.refusal(0, { type: "play", card: "spy3" })?.code).toBe("card-not-in-hand");
    expect(m.refusal(0, { type: "tuck", card: "spy7" })?.code).toBe("card-not-in-hand");
  });

  it("card-not-in-hand: a MindMaster pick or bonus strike with a card one does not hold", () => {
    const m0 = position({ variant: "mindmaster", phase: "pick", round: 0, hand0: ["spade1"], hand1: ["spade2"] });
    expect(m0.refusal(0, { type: "pick", card: "spade2" })?.code).toBe("card-not-in-hand");
    const struck = mind();
    attack(struck, "diamond1", "spade");
    expect(struck.refusal(0, { type: "strike", cards: ["spade1", "heart2"] })?.code).toBe("card-not-in-hand");
    expect(struck.refusal(0, { type: "strike", cards: ["spade1", "spade1"] })?.code).toBe("card-not-in-hand");
  });

  it("a card of the other variant is not in anyone's hand", () => {
    expect(spy().refusal(0, { type: "play", card: "spade1" })?.code).toBe("card-not-in-hand");
  });
});

describe("the wrong choice for the decision", () => {
  it("wrong-decision: an action that belongs to another decision", () => {
    const m = spy();
    expect(m.refusal(0, { type: "guess", kind: "spy" })?.code).toBe("wrong-decision");
    expect(m.refusal(0, { type: "discard", cards: [] })?.code).toBe("wrong-decision");
    expect(m.refusal(0, { type: "pick", card: "spy3" })?.code).toBe("wrong-decision");
    m.act(0, { type: "play", card: "spy3" });
    expect(m.refusal(1, { type: "play", card: "forces1" })?.code).toBe("wrong-decision");
    expect(m.refusal(1, { type: "tuck", card: "forces1" })?.code).toBe("wrong-decision");
    const picking = position({ variant: "mindmaster", phase: "pick", round: 0, hand0: ["spade1"], hand1: ["spade2"] });
    expect(picking.refusal(0, { type: "play", card: "spade1" })?.code).toBe("wrong-decision");
  });

  it("unknown-kind: a guess of the other variant's kind", () => {
    const guessing = spy();
    guessing.act(0, { type: "play", card: "spy3" });
    expect(guessing.refusal(1, { type: "guess", kind: "heart" })?.code).toBe("unknown-kind");
    const mmGuessing = mind();
    mmGuessing.act(0, { type: "play", card: "heart1" });
    expect(mmGuessing.refusal(1, { type: "guess", kind: "hacker" })?.code).toBe("unknown-kind");
  });

  it("no-tuck / tuck-needs-larger-spy", () => {
    expect(spy().refusal(0, { type: "tuck", card: "spy5" })?.code).toBe("no-tuck");
    const chained = spy();
    attack(chained, "spy3", "forces");
    expect(chained.refusal(0, { type: "tuck", card: "spy1" })?.code).toBe("tuck-needs-larger-spy");
    expect(chained.refusal(0, { type: "tuck", card: "hacker1" })?.code).toBe("tuck-needs-larger-spy");
  });

  it("no-bonus-strike / discard-count", () => {
    expect(mind().refusal(0, { type: "strike", cards: ["spade1", "heart1"] })?.code).toBe("no-bonus-strike");
    const struck = mind();
    attack(struck, "diamond1", "spade");
    expect(struck.refusal(0, { type: "strike", cards: [] })).toEqual({ code: "discard-count", params: { count: 2 } });
  });
});

describe("malformed actions", () => {
  const shapes: [string, unknown][] = [
    ["null", null],
    ["a string", "play"],
    ["an array", [{ type: "play", card: "spy3" }]],
    ["an unknown type", { type: "dance" }],
    ["no type", { card: "spy3" }],
    ["a missing card", { type: "play" }],
    ["a number for a card", { type: "play", card: 3 }],
    ["a card id of the wrong shape", { type: "play", card: "SPY3" }],
    ["an extra field", { type: "play", card: "spy3", face: "up" }],
    ["an unknown kind", { type: "guess", kind: "joker" }],
    ["cards that are not a list", { type: "discard", cards: "spy3" }],
    ["a list of non-cards", { type: "strike", cards: [1, 2] }],
  ];
  for (const [what, action] of shapes) {
    it(`malformed: ${what}`, () => {
      const refusal = spy().refusal(0, action);
      expect(refusal?.code).toBe("malformed");
      expect(refusal?.params).toMatchObject({ path: expect.any(String), expected: expect.any(String) });
    });
  }
});
