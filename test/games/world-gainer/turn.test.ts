/** The start of a match (secret deck choice, shuffle, 7 cards, first player) and the phases of a turn. */
import { describe, expect, it } from "vitest";
import { worldGainerGame } from "../../../src/games/world-gainer/game.ts";
import { start, types } from "../scenario.ts";
import { id, place, scenario, type WgScenario } from "./helpers.ts";

function started(seed: number): WgScenario {
  const m = start(worldGainerGame, { seed, players: 2, options: {} });
  m.act(0, { type: "deck", deck: "ember-rush" });
  m.act(1, { type: "deck", deck: "verdant-bastion" });
  return m;
}

describe("the start of a match", () => {
  it("asks both players for a deck at once, secretly", () => {
    const m = start(worldGainerGame, { seed: 1, players: 2, options: {} });
    expect(m.prompt()).toEqual({ decision: "deck", seats: [0, 1], simultaneous: true });
    expect(m.legal(0)).toEqual([
      { type: "deck", deck: "ember-rush" },
      { type: "deck", deck: "verdant-bastion" },
    ]);
    expect(m.refusal(0, { type: "deck", deck: "nope" })).toEqual({ code: "unknown-deck" });
    m.act(0, { type: "deck", deck: "ember-rush" });
    expect(JSON.stringify(m.view(1))).not.toContain("ember-rush");
  });

  it("shuffles both decks, deals 7 each, picks the first player by the generator; the first player does not draw", () => {
    const firsts = new Set<number>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const match = started(seed);
      const events = match.events();
      const s = match.state;
      firsts.add(s.first);
      expect(types(events).filter((t) => t === "shuffle")).toHaveLength(2);
      expect(events.find((e) => e.type === "first-player")?.data).toEqual({ seat: s.first });
      expect(s.active).toBe(s.first);
      expect(s.turn).toBe(1);
      const hand = (seat: number) => (seat === 0 ? s.zones.hand0 : s.zones.hand1).cards.length;
      const deck = (seat: number) => (seat === 0 ? s.zones.deck0 : s.zones.deck1).cards.length;
      expect(hand(s.first)).toBe(7);
      expect(deck(s.first)).toBe(33);
      expect(hand(1 - s.first)).toBe(7);
      expect(s.phase).toBe("standby");
      const view = match.view(s.first).table;
      expect(view.seats[s.first]?.deckName).toBe(s.first === 0 ? "ember-rush" : "verdant-bastion");
      expect(view.seats[1 - s.first]?.deckName).toBeNull();
    }
    expect(firsts).toEqual(new Set([0, 1]));
  });

  it("the second player draws on their first turn", () => {
    const m = started(1);
    const first = m.state.first;
    const other = 1 - first;
    // Without stuns nothing can be paid for, yet the gain phase is still offered (with a lone "End turn").
    m.act(first, { type: "skip-stun" });
    expect(m.legal(first)).toEqual([{ type: "end" }]);
    m.act(first, { type: "end" });
    expect(m.state.active).toBe(other);
    expect((other === 0 ? m.state.zones.hand0 : m.state.zones.hand1).cards).toHaveLength(8);
  });
});

describe("stuns", () => {
  it("one stun per turn, placed ready; at most 5 in standby", () => {
    const m = scenario({ phase: "standby", hand0: ["bloom-herald", "ember-scout"], stuns0: ["leaf-glider"] });
    const events = m.act(0, { type: "stun", card: id(0, "bloom-herald") });
    expect(types(events)).toContain("stun");
    expect(m.state.zones.standby0.cards).toEqual([id(0, "leaf-glider"), id(0, "bloom-herald")]);
    expect(m.state.exhausted).toEqual([]);
    expect(m.state.phase).toBe("gain");
    expect(m.refusal(0, { type: "stun", card: id(0, "ember-scout") })).toEqual({ code: "wrong-decision" });
    const full = scenario({
      phase: "standby",
      hand0: ["ember-scout"],
      stuns0: ["leaf-glider", "leaf-glider", "leaf-glider", "leaf-glider", "leaf-glider"],
    });
    // With no free slot the standby phase is skipped.
    expect(full.state.phase).toBe("standby");
    expect(full.refusal(0, { type: "stun", card: id(0, "ember-scout") })).toEqual({ code: "standby-full" });
  });

  it("a stun placed this turn pays this turn", () => {
    const m = scenario({ phase: "standby", hand0: ["cinder-smith", "basalt-guard"] });
    m.act(0, { type: "stun", card: id(0, "cinder-smith") });
    place(m, id(0, "basalt-guard"), 6);
    expect(m.state.zones.square6.cards).toEqual([id(0, "basalt-guard")]);
    expect(m.state.exhausted).toEqual([id(0, "cinder-smith")]);
  });

  it("the draw phase readies only the active player's stuns", () => {
    const m = scenario({
      hand0: [],
      stuns0: [{ card: "leaf-glider", exhausted: true }],
      stuns1: [{ card: "leaf-glider", exhausted: true }],
      deck1: ["ember-scout"],
      deck0: ["ember-scout"],
      hand1: [],
    });
    m.act(0, { type: "end" });
    expect(m.state.active).toBe(1);
    expect(m.state.exhausted).toEqual([id(0, "leaf-glider")]);
  });
});

describe("a turn", () => {
  it("moves through the move's steps with back and end, each step a separate decision that only the mover sees", () => {
    const m = scenario({ hand0: ["ember-scout"], stuns0: ["cinder-smith"] });
    const card = id(0, "ember-scout");
    m.act(0, { type: "choose", card });
    expect(m.state.phase).toBe("square");
    expect(m.prompt()?.decision).toBe("gain");
    expect(m.view(0).table).toMatchObject({ phase: "square", move: { card, square: null } });
    expect(m.view(1).table).toMatchObject({ phase: "gain", move: null });
    m.act(0, { type: "square", square: 7 });
    expect(m.state.phase).toBe("pay");
    expect(m.prompt()?.decision).toBe("gain");
    expect(m.view("spectator").table.phase).toBe("gain");
    m.act(0, { type: "back" });
    expect(m.state.phase).toBe("square");
    m.act(0, { type: "back" });
    expect(m.state.phase).toBe("gain");
    expect(m.state.move).toBeNull();
    const ended = m.act(0, { type: "end" });
    expect(types(ended)).toContain("end-turn");
  });
});
