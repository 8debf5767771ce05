/** Every op of the effect vocabulary, Dimension (on landing) and Field (activated). */
import { describe, expect, it } from "vitest";
import { types } from "../scenario.ts";
import { id, place, scenario, square, type WgScenario } from "./helpers.ts";

const RICH = ["cinder-smith", "deep-sonar", "bloom-herald", "spark-imp"]; // 3 red, 3 blue, 3 green, 2 yellow

describe("Dimension effects", () => {
  it("draw: Tide Archivist draws 1 when it lands", () => {
    const m = scenario({ hand0: ["tide-archivist"], stuns0: RICH, deck0: ["ember-scout", "leaf-glider"] });
    const events = place(m, id(0, "tide-archivist"), 6);
    expect(m.state.zones.hand0.cards).toEqual([id(0, "ember-scout")]);
    expect(events.find((e) => e.type === "draw")?.secret).toEqual({ to: [0], data: { cards: [id(0, "ember-scout")] } });
  });

  it("draw from an empty deck loses at once, as a draw-phase draw does (RULINGS 5)", () => {
    const m = scenario({ hand0: ["tide-archivist"], stuns0: RICH, deck1: ["ember-scout"] });
    const events = place(m, id(0, "tide-archivist"), 6);
    expect(m.state.winner).toBe(1);
    expect(m.state.endReason).toBe("deck-out");
    expect(types(events)).toEqual(expect.arrayContaining(["gain", "effect", "deck-out", "win"]));
  });

  it("a placement that wins comes before its draw: the win stands even on an empty deck", () => {
    const held = { seat: 0, cards: ["ember-scout"] };
    const m = scenario({
      hand0: ["tide-archivist"],
      stuns0: RICH,
      deck1: ["ember-scout"],
      squares: { 6: held, 7: held, 8: held, 3: held, 4: held },
    });
    place(m, id(0, "tide-archivist"), 5);
    expect(m.state.winner).toBe(0);
    expect(m.state.endReason).toBe("battlefield");
  });

  it("recover: Pollen Sage brings back the last broken card, which is then in hand to place or stun", () => {
    const m = scenario({
      hand0: ["pollen-sage"],
      stuns0: ["bloom-herald", "bloom-herald"],
      break0: ["leaf-glider", "magma-tyrant"],
    });
    const events = place(m, id(0, "pollen-sage"), 6);
    expect(m.state.zones.hand0.cards).toEqual([id(0, "magma-tyrant")]);
    expect(m.state.zones.break0.cards).toEqual([id(0, "leaf-glider")]);
    expect(types(events)).toContain("recover");
  });

  it("break-enemy-stun: Quake Drummer breaks the opponent's 2 stuns, so on their turn nothing of theirs can be paid", () => {
    const position = (card: string) =>
      scenario({
        hand0: [card],
        stuns0: RICH,
        hand1: ["ember-scout"],
        stuns1: ["cinder-smith", "leaf-glider"],
        deck0: ["spark-imp"],
        deck1: ["spark-imp"],
      });
    const theirTurn = (card: string): WgScenario => {
      const m = position(card);
      place(m, id(0, card), 6);
      m.act(1, { type: "skip-stun" });
      return m;
    };
    expect(theirTurn("quake-drummer").legal(1)).not.toContainEqual({ type: "choose", card: id(1, "ember-scout") });
    expect(theirTurn("quake-drummer").state.zones.break1.cards.sort()).toEqual([
      id(1, "cinder-smith"),
      id(1, "leaf-glider"),
    ]);
    // The same placement by a card without the effect leaves them their stuns and their placement.
    expect(theirTurn("mossback-giant").legal(1)).toContainEqual({ type: "choose", card: id(1, "ember-scout") });
  });

  it("stun-from-deck: Dew Weaver puts the top card of the deck into standby, ready and face up", () => {
    const m = scenario({ hand0: ["dew-weaver"], stuns0: RICH, deck0: ["magma-tyrant", "ember-scout"] });
    const events = place(m, id(0, "dew-weaver"), 6);
    expect(m.state.zones.standby0.cards).toContain(id(0, "magma-tyrant"));
    expect(m.state.exhausted).not.toContain(id(0, "magma-tyrant"));
    expect(events.find((e) => e.type === "stuns-from-deck")?.data).toEqual({ seat: 0, cards: [id(0, "magma-tyrant")] });
  });

  it("stun-from-deck stops when the standby is full", () => {
    const m = scenario({ hand0: ["aurora-regent"], stuns0: [...RICH, "leaf-glider"], deck0: ["magma-tyrant"] });
    place(m, id(0, "aurora-regent"), 6, { exhaust: [id(0, "cinder-smith"), id(0, "spark-imp")] });
    expect(m.state.zones.standby0.cards).toHaveLength(5);
    expect(m.state.zones.deck0.cards).toEqual([id(0, "magma-tyrant")]);
  });

  it("break-enemy-stun: Magma Tyrant breaks 2 of the opponent's stuns, ready ones and high values first", () => {
    const m = scenario({
      hand0: ["magma-tyrant"],
      stuns0: ["cinder-smith", "cinder-smith"],
      stuns1: [{ card: "deep-sonar", exhausted: true }, "leaf-glider", "bloom-herald"],
    });
    place(m, id(0, "magma-tyrant"), 6);
    expect(m.state.zones.standby1.cards).toEqual([id(1, "deep-sonar")]);
    expect(m.state.zones.break1.cards.sort()).toEqual([id(1, "bloom-herald"), id(1, "leaf-glider")]);
  });

  it("recover: Root Oracle returns the last 2 broken cards to hand", () => {
    const m = scenario({
      hand0: ["root-oracle"],
      stuns0: ["bloom-herald", "bloom-herald"],
      break0: ["ember-scout", "leaf-glider", "basalt-guard"],
    });
    const events = place(m, id(0, "root-oracle"), 6);
    expect(m.state.zones.hand0.cards).toEqual([id(0, "basalt-guard"), id(0, "leaf-glider")]);
    expect(m.state.zones.break0.cards).toEqual([id(0, "ember-scout")]);
    expect(types(events)).toContain("recover");
  });

  it("a card broken in a trade never lands, so its Dimension effect does not resolve", () => {
    const m = scenario({
      hand0: ["tide-archivist"],
      stuns0: RICH,
      deck0: ["ember-scout"],
      squares: {
        6: { seat: 0, cards: ["ember-scout"] },
        7: { seat: 0, cards: ["ember-scout"] },
        8: { seat: 0, cards: ["ember-scout"] },
        4: { seat: 1, cards: ["signal-runner"] },
      },
    });
    const events = place(m, id(0, "tide-archivist"), 4);
    expect(m.state.lastPlacement?.result).toBe("trade");
    expect(types(events)).not.toContain("effect");
  });
});

describe("Field effects", () => {
  it("sacrifice-break-stun: Halo Mediator breaks itself to break the opponent's 2 best stuns", () => {
    const m = scenario({
      hand0: ["magma-tyrant"],
      stuns1: ["leaf-glider", "deep-sonar", "cinder-smith"],
      squares: { 6: { seat: 0, cards: ["halo-mediator"] } },
    });
    const card = id(0, "halo-mediator");
    expect(m.legal(0)).toContainEqual({ type: "activate", card });
    m.act(0, { type: "activate", card });
    expect(m.state.zones.standby1.cards).toHaveLength(1);
    expect(m.state.zones.break0.cards).toEqual([card]);
    expect(m.refusal(0, { type: "activate", card })).toEqual({ code: "no-field-effect" });
  });

  it("sacrifice-draw: Glass Engineer breaks itself to draw 1, which can be the card placed this turn", () => {
    const m = scenario({
      stuns0: RICH,
      hand0: [],
      deck0: ["ember-scout", "tide-archivist"],
      squares: { 6: { seat: 0, cards: ["glass-engineer"] } },
    });
    m.act(0, { type: "activate", card: id(0, "glass-engineer") });
    expect(m.state.zones.hand0.cards).toEqual([id(0, "ember-scout")]);
    expect(m.legal(0)).toContainEqual({ type: "choose", card: id(0, "ember-scout") });
  });

  it("a Field effect that would do nothing is not offered, and a covered card cannot use its effect", () => {
    const m = scenario({
      stuns0: ["cinder-smith"],
      hand0: ["magma-tyrant"],
      squares: { 6: { seat: 0, cards: ["halo-mediator"] }, 7: { seat: 0, cards: ["glass-engineer", "deep-sonar"] } },
    });
    expect(m.refusal(0, { type: "activate", card: id(0, "halo-mediator") })).toEqual({ code: "field-no-effect" });
    expect(m.refusal(0, { type: "activate", card: id(0, "glass-engineer") })).toEqual({ code: "no-field-effect" });
  });

  it("sacrifice-draw: Seed Vault breaks itself to draw 2", () => {
    const m = scenario({
      stuns0: [],
      hand0: ["magma-tyrant"],
      deck0: ["ember-scout", "leaf-glider", "spark-imp"],
      squares: { 6: { seat: 0, cards: ["seed-vault"] } },
    });
    m.act(0, { type: "activate", card: id(0, "seed-vault") });
    expect(square(m, 6)).toEqual({ owner: null, cards: [] });
    expect(m.state.zones.break0.cards).toEqual([id(0, "seed-vault")]);
    expect(m.state.zones.hand0.cards).toHaveLength(3);
  });

  it("sacrifice-break-stun: Ash Raider breaks itself to break the opponent's best stun", () => {
    const m = scenario({
      hand0: ["magma-tyrant"],
      stuns1: ["leaf-glider", "deep-sonar"],
      squares: { 6: { seat: 0, cards: ["ash-raider"] } },
    });
    m.act(0, { type: "activate", card: id(0, "ash-raider") });
    expect(m.state.zones.standby1.cards).toEqual([id(1, "leaf-glider")]);
    expect(m.state.zones.break0.cards).toEqual([id(0, "ash-raider")]);
  });
});

describe("effects and the turn", () => {
  it("stun-from-deck may empty the deck; its owner then loses at their next draw", () => {
    const m = scenario({ hand0: ["dew-weaver"], stuns0: RICH, deck0: ["magma-tyrant"], deck1: ["ember-scout"] });
    place(m, id(0, "dew-weaver"), 6);
    expect(m.state.zones.deck0.cards).toEqual([]);
    expect(m.state.winner).toBeNull();
    expect(m.state.active).toBe(1);
    m.act(1, { type: "skip-stun" });
    m.act(1, { type: "end" });
    expect(m.state.winner).toBe(1);
    expect(m.state.endReason).toBe("deck-out");
  });

  it("a Field effect used before the placement, then the placement in the same turn", () => {
    const m = scenario({
      hand0: ["ember-scout"],
      stuns0: RICH,
      stuns1: ["leaf-glider"],
      squares: { 6: { seat: 0, cards: ["halo-mediator"] } },
    });
    m.act(0, { type: "activate", card: id(0, "halo-mediator") });
    expect(m.state.phase).toBe("gain");
    expect(square(m, 6)).toEqual({ owner: null, cards: [] });
    place(m, id(0, "ember-scout"), 6);
    expect(square(m, 6).cards).toEqual([id(0, "ember-scout")]);
    expect(m.state.active).toBe(1);
  });
});
