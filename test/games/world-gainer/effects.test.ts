import { describe, expect, it } from "vitest";
import { act, actAll, id, legal, place, refuse, scenario, square, types } from "./helpers.ts";

/** Every op of the effect vocabulary, Dimension (on landing) and Field (activated). */

const RICH = ["cinder-smith", "deep-sonar", "bloom-herald", "spark-imp"]; // 3 red, 3 blue, 3 green, 2 yellow

describe("Dimension effects", () => {
  it("draw: Tide Archivist draws 1 when it lands", () => {
    const m = scenario({ hand0: ["tide-archivist"], stuns0: RICH, deck0: ["ember-scout", "leaf-glider"] });
    const { match, events } = place(m, id(0, "tide-archivist"), 6);
    expect(match.state.zones.hand0.cards).toEqual([id(0, "ember-scout")]);
    expect(events.find((e) => e.type === "draw")?.secret).toEqual({ to: [0], data: { cards: [id(0, "ember-scout")] } });
  });

  it("draw stops at an empty deck without losing", () => {
    const m = scenario({ hand0: ["tide-archivist"], stuns0: RICH, deck1: ["ember-scout"] });
    const { match } = place(m, id(0, "tide-archivist"), 6);
    expect(match.state.winner).toBeNull();
  });

  it("ready: Pollen Sage readies 2 exhausted stuns, the highest stun values first", () => {
    const m = scenario({
      hand0: ["pollen-sage"],
      stuns0: ["bloom-herald", { card: "cinder-smith", exhausted: true }, { card: "leaf-glider", exhausted: true }, { card: "canopy-keeper", exhausted: true }],
    });
    // Pays with Bloom Herald (3 green), exhausting it; then readies Bloom Herald (3) and Cinder Smith (3).
    const { match } = place(m, id(0, "pollen-sage"), 6);
    expect(match.state.exhausted.sort()).toEqual([id(0, "canopy-keeper"), id(0, "leaf-glider")]);
  });

  it("stun-from-deck: Dew Weaver puts the top card of the deck into standby, ready and face up", () => {
    const m = scenario({ hand0: ["dew-weaver"], stuns0: RICH, deck0: ["magma-tyrant", "ember-scout"] });
    const { match, events } = place(m, id(0, "dew-weaver"), 6);
    expect(match.state.zones.standby0.cards).toContain(id(0, "magma-tyrant"));
    expect(match.state.exhausted).not.toContain(id(0, "magma-tyrant"));
    expect(events.find((e) => e.type === "stuns-from-deck")?.data).toEqual({ seat: 0, cards: [id(0, "magma-tyrant")] });
  });

  it("stun-from-deck stops when the standby is full", () => {
    const m = scenario({ hand0: ["aurora-regent"], stuns0: [...RICH, "leaf-glider"], deck0: ["magma-tyrant"] });
    const { match } = place(m, id(0, "aurora-regent"), 6, { exhaust: [id(0, "cinder-smith"), id(0, "spark-imp")] });
    expect(match.state.zones.standby0.cards).toHaveLength(5);
    expect(match.state.zones.deck0.cards).toEqual([id(0, "magma-tyrant")]);
  });

  it("break-enemy-stun: Magma Tyrant breaks 2 of the opponent's stuns, ready ones and high values first", () => {
    const m = scenario({
      hand0: ["magma-tyrant"],
      stuns0: ["cinder-smith", "cinder-smith"],
      stuns1: [{ card: "deep-sonar", exhausted: true }, "leaf-glider", "bloom-herald"],
    });
    const { match } = place(m, id(0, "magma-tyrant"), 6);
    expect(match.state.zones.standby1.cards).toEqual([id(1, "deep-sonar")]);
    expect(match.state.zones.break1.cards.sort()).toEqual([id(1, "bloom-herald"), id(1, "leaf-glider")]);
  });

  it("recover: Root Oracle returns the last 2 broken cards to hand", () => {
    const m = scenario({ hand0: ["root-oracle"], stuns0: ["bloom-herald", "bloom-herald"], break0: ["ember-scout", "leaf-glider", "basalt-guard"] });
    const { match, events } = place(m, id(0, "root-oracle"), 6);
    expect(match.state.zones.hand0.cards).toEqual([id(0, "basalt-guard"), id(0, "leaf-glider")]);
    expect(match.state.zones.break0.cards).toEqual([id(0, "ember-scout")]);
    expect(types(events)).toContain("recover");
  });

  it("a card broken in a trade never lands, so its Dimension effect does not resolve", () => {
    const m = scenario({
      hand0: ["tide-archivist"],
      stuns0: RICH,
      deck0: ["ember-scout"],
      squares: { 6: { seat: 0, cards: ["ember-scout"] }, 7: { seat: 0, cards: ["ember-scout"] }, 8: { seat: 0, cards: ["ember-scout"] }, 4: { seat: 1, cards: ["signal-runner"] } },
    });
    const { match, events } = place(m, id(0, "tide-archivist"), 4);
    expect(match.state.lastPlacement?.result).toBe("trade");
    expect(types(events)).not.toContain("effect");
  });
});

describe("Field effects", () => {
  it("ready: Halo Mediator on top of your square readies 2 stuns, once per turn", () => {
    const m = scenario({
      stuns0: [{ card: "cinder-smith", exhausted: true }, { card: "bloom-herald", exhausted: true }, { card: "leaf-glider", exhausted: true }],
      squares: { 6: { seat: 0, cards: ["halo-mediator"] } },
      hand0: ["magma-tyrant"],
    });
    const card = id(0, "halo-mediator");
    expect(legal(m)).toContainEqual({ type: "activate", card });
    const used = act(m, 0, { type: "activate", card }).match;
    expect(used.state.exhausted).toEqual([id(0, "leaf-glider")]);
    expect(refuse(used, 0, { type: "activate", card })).toEqual({ code: "field-used" });
  });

  it("a Field effect that would do nothing is not offered, and a covered card cannot use its effect", () => {
    const m = scenario({ stuns0: ["cinder-smith"], hand0: ["magma-tyrant"], squares: { 6: { seat: 0, cards: ["halo-mediator"] }, 7: { seat: 0, cards: ["glass-engineer", "deep-sonar"] } } });
    expect(refuse(m, 0, { type: "activate", card: id(0, "halo-mediator") })).toEqual({ code: "field-no-effect" });
    expect(refuse(m, 0, { type: "activate", card: id(0, "glass-engineer") })).toEqual({ code: "no-field-effect" });
  });

  it("sacrifice-draw: Seed Vault breaks itself to draw 2", () => {
    const m = scenario({ stuns0: [], hand0: ["magma-tyrant"], deck0: ["ember-scout", "leaf-glider", "spark-imp"], squares: { 6: { seat: 0, cards: ["seed-vault"] } } });
    const used = act(m, 0, { type: "activate", card: id(0, "seed-vault") }).match;
    expect(square(used, 6)).toEqual({ owner: null, cards: [] });
    expect(used.state.zones.break0.cards).toEqual([id(0, "seed-vault")]);
    expect(used.state.zones.hand0.cards).toHaveLength(3);
  });

  it("sacrifice-break-stun: Ash Raider breaks itself to break the opponent's best stun", () => {
    const m = scenario({ hand0: ["magma-tyrant"], stuns1: ["leaf-glider", "deep-sonar"], squares: { 6: { seat: 0, cards: ["ash-raider"] } } });
    const used = act(m, 0, { type: "activate", card: id(0, "ash-raider") }).match;
    expect(used.state.zones.standby1.cards).toEqual([id(1, "leaf-glider")]);
    expect(used.state.zones.break0.cards).toEqual([id(0, "ash-raider")]);
  });
});

describe("effects and the turn", () => {
  it("stun-from-deck may empty the deck; its owner then loses at their next draw", () => {
    const m = scenario({ hand0: ["dew-weaver"], stuns0: RICH, deck0: ["magma-tyrant"], deck1: ["ember-scout"] });
    const { match } = place(m, id(0, "dew-weaver"), 6);
    expect(match.state.zones.deck0.cards).toEqual([]);
    expect(match.state.winner).toBeNull();
    expect(match.state.active).toBe(1);
    const out = actAll(match, [
      [1, { type: "skip-stun" }],
      [1, { type: "end" }],
    ]);
    expect(out.match.state.winner).toBe(1);
    expect(out.match.state.endReason).toBe("deck-out");
  });

  it("a Field effect used before the placement, then the placement in the same turn", () => {
    const m = scenario({
      hand0: ["basalt-guard"],
      stuns0: [{ card: "cinder-smith", exhausted: true }],
      squares: { 6: { seat: 0, cards: ["halo-mediator"] } },
    });
    // Nothing pays for Basalt Guard yet: only the Field effect and the end of the turn are offered.
    expect(legal(m)).toEqual([{ type: "activate", card: id(0, "halo-mediator") }, { type: "end" }]);
    const readied = act(m, 0, { type: "activate", card: id(0, "halo-mediator") }).match;
    expect(readied.state.phase).toBe("gain");
    expect(legal(readied)).toEqual([{ type: "choose", card: id(0, "basalt-guard") }, { type: "end" }]);
    const placed = place(readied, id(0, "basalt-guard"), 7).match;
    expect(square(placed, 7).cards).toEqual([id(0, "basalt-guard")]);
    expect(placed.state.active).toBe(1);
  });
});
