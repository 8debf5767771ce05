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

  it("draw from an empty deck loses at once, as a draw-phase draw does (RULINGS 5)", () => {
    const m = scenario({ hand0: ["tide-archivist"], stuns0: RICH, deck1: ["ember-scout"] });
    const { match, events } = place(m, id(0, "tide-archivist"), 6);
    expect(match.state.winner).toBe(1);
    expect(match.state.endReason).toBe("deck-out");
    expect(types(events)).toEqual(expect.arrayContaining(["gain", "effect", "deck-out", "win"]));
  });

  it("a placement that wins comes before its draw: the win stands even on an empty deck", () => {
    const held = { seat: 0, cards: ["ember-scout"] };
    const m = scenario({ hand0: ["tide-archivist"], stuns0: RICH, deck1: ["ember-scout"], squares: { 6: held, 7: held, 8: held, 3: held, 4: held } });
    const { match } = place(m, id(0, "tide-archivist"), 5);
    expect(match.state.winner).toBe(0);
    expect(match.state.endReason).toBe("battlefield");
  });

  it("recover: Pollen Sage brings back the last broken card, which is then in hand to place or stun", () => {
    const m = scenario({ hand0: ["pollen-sage"], stuns0: ["bloom-herald", "bloom-herald"], break0: ["leaf-glider", "magma-tyrant"] });
    const { match, events } = place(m, id(0, "pollen-sage"), 6);
    expect(match.state.zones.hand0.cards).toEqual([id(0, "magma-tyrant")]);
    expect(match.state.zones.break0.cards).toEqual([id(0, "leaf-glider")]);
    expect(types(events)).toContain("recover");
  });

  it("break-enemy-stun: Quake Drummer breaks the opponent's 2 stuns, so on their turn nothing of theirs can be paid", () => {
    const position = (card: string) =>
      scenario({ hand0: [card], stuns0: RICH, hand1: ["ember-scout"], stuns1: ["cinder-smith", "leaf-glider"], deck0: ["spark-imp"], deck1: ["spark-imp"] });
    const theirTurn = (card: string) => {
      const placed = place(position(card), id(0, card), 6).match;
      return act(placed, 1, { type: "skip-stun" }).match;
    };
    expect(legal(theirTurn("quake-drummer"), 1)).not.toContainEqual({ type: "choose", card: id(1, "ember-scout") });
    expect(theirTurn("quake-drummer").state.zones.break1.cards.sort()).toEqual([id(1, "cinder-smith"), id(1, "leaf-glider")]);
    // The same placement by a card without the effect leaves them their stuns and their placement.
    expect(legal(theirTurn("mossback-giant"), 1)).toContainEqual({ type: "choose", card: id(1, "ember-scout") });
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
  it("sacrifice-break-stun: Halo Mediator breaks itself to break the opponent's 2 best stuns", () => {
    const m = scenario({ hand0: ["magma-tyrant"], stuns1: ["leaf-glider", "deep-sonar", "cinder-smith"], squares: { 6: { seat: 0, cards: ["halo-mediator"] } } });
    const card = id(0, "halo-mediator");
    expect(legal(m)).toContainEqual({ type: "activate", card });
    const used = act(m, 0, { type: "activate", card }).match;
    expect(used.state.zones.standby1.cards).toHaveLength(1);
    expect(used.state.zones.break0.cards).toEqual([card]);
    expect(refuse(used, 0, { type: "activate", card })).toEqual({ code: "no-field-effect" });
  });

  it("sacrifice-draw: Glass Engineer breaks itself to draw 1, which can be the card placed this turn", () => {
    const m = scenario({ stuns0: RICH, hand0: [], deck0: ["ember-scout", "tide-archivist"], squares: { 6: { seat: 0, cards: ["glass-engineer"] } } });
    const used = act(m, 0, { type: "activate", card: id(0, "glass-engineer") }).match;
    expect(used.state.zones.hand0.cards).toEqual([id(0, "ember-scout")]);
    expect(legal(used)).toContainEqual({ type: "choose", card: id(0, "ember-scout") });
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
    const m = scenario({ hand0: ["ember-scout"], stuns0: RICH, stuns1: ["leaf-glider"], squares: { 6: { seat: 0, cards: ["halo-mediator"] } } });
    const used = act(m, 0, { type: "activate", card: id(0, "halo-mediator") }).match;
    expect(used.state.phase).toBe("gain");
    expect(square(used, 6)).toEqual({ owner: null, cards: [] });
    const placed = place(used, id(0, "ember-scout"), 6).match;
    expect(square(placed, 6).cards).toEqual([id(0, "ember-scout")]);
    expect(placed.state.active).toBe(1);
  });
});
