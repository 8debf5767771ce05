/** Rock-paper-scissors and every cell of the seed's tables: own squares, an opponent's single card, a stack. */
import { describe, expect, it } from "vitest";
import { squaresOf } from "../../../src/games/world-gainer/board.ts";
import { judge, matchup } from "../../../src/games/world-gainer/contest.ts";
import type { CardId, SquareIndex } from "../../../src/games/world-gainer/state.ts";
import { id, place, scenario, square, squareRefusal, type Position, type WgScenario } from "./helpers.ts";

const STUNS = ["cinder-smith", "deep-sonar", "bloom-herald", "spark-imp"]; // 3 red, 3 blue, 3 green, 2 yellow
const OWN_FIELD = {
  6: { seat: 0, cards: ["leaf-glider"] },
  7: { seat: 0, cards: ["leaf-glider"] },
  8: { seat: 0, cards: ["leaf-glider"] },
} as const;

/** Seat 0 to play `hand`, holding its field; the opponent holds battlefield square 4 with `theirs` (bottom first). */
function against(hand: string, theirs: string[]): WgScenario {
  const s: Position = { hand0: [hand], stuns0: STUNS, squares: { ...OWN_FIELD, 4: { seat: 1, cards: theirs } } };
  return scenario(s);
}

/** The scenario after the placement. */
function placed(m: WgScenario, card: CardId, square: SquareIndex): WgScenario {
  place(m, card, square);
  return m;
}

describe("rock-paper-scissors", () => {
  it("red beats blue, blue beats green, green beats red, yellow beats all, a mark meets itself as a draw", () => {
    expect(matchup("red", "blue")).toBe("win");
    expect(matchup("blue", "green")).toBe("win");
    expect(matchup("green", "red")).toBe("win");
    expect(matchup("blue", "red")).toBe("lose");
    expect(matchup("green", "blue")).toBe("lose");
    expect(matchup("red", "green")).toBe("lose");
    for (const a of ["red", "blue", "green"] as const) {
      expect(matchup("yellow", a)).toBe("win");
      expect(matchup(a, "yellow")).toBe("lose");
    }
    for (const a of ["red", "blue", "green", "yellow"] as const) expect(matchup(a, a)).toBe("same");
  });
});

describe("against a single card", () => {
  it("winning rock-paper-scissors takes the square whatever the costs; their card is broken", () => {
    const m = against("basalt-guard", ["deep-sonar"]);
    place(m, id(0, "basalt-guard"), 4);
    expect(square(m, 4)).toEqual({ owner: 0, cards: [id(0, "basalt-guard")] });
    expect(m.state.zones.break1.cards).toEqual([id(1, "deep-sonar")]);
    expect(m.state.lastPlacement?.result).toBe("take");
  });

  it("yellow takes from any other attribute", () => {
    const m = against("star-child", ["magma-tyrant"]);
    place(m, id(0, "star-child"), 4);
    expect(square(m, 4).owner).toBe(0);
  });

  it("same attribute, higher cost: takes", () => {
    const m = against("basalt-guard", ["ember-scout"]);
    place(m, id(0, "basalt-guard"), 4);
    expect(square(m, 4)).toEqual({ owner: 0, cards: [id(0, "basalt-guard")] });
  });

  it("same attribute, equal cost: trades, both broken and the square is nobody's", () => {
    const m = against("basalt-guard", ["cinder-smith"]);
    place(m, id(0, "basalt-guard"), 4);
    expect(square(m, 4)).toEqual({ owner: null, cards: [] });
    expect(m.state.zones.break0.cards).toEqual([id(0, "basalt-guard")]);
    expect(m.state.zones.break1.cards).toEqual([id(1, "cinder-smith")]);
    expect(m.state.lastPlacement?.result).toBe("trade");
  });

  it("same attribute, lower cost: cannot", () => {
    expect(squareRefusal(against("ember-scout", ["basalt-guard"]), id(0, "ember-scout"), 4)).toBe("contest-lower");
  });

  it("losing rock-paper-scissors: cannot", () => {
    expect(squareRefusal(against("magma-tyrant", ["sprout-envoy"]), id(0, "magma-tyrant"), 4)).toBe("contest-loses");
  });
});

describe("against a stack", () => {
  const stack = ["ember-scout", "basalt-guard"]; // red, total 3, top 2

  it("winning with a cost above the stack's total takes it; all their cards are broken", () => {
    const m = against("mossback-giant", stack);
    place(m, id(0, "mossback-giant"), 4);
    expect(square(m, 4)).toEqual({ owner: 0, cards: [id(0, "mossback-giant")] });
    expect(m.state.zones.break1.cards.sort()).toEqual([id(1, "basalt-guard"), id(1, "ember-scout")]);
  });

  it("winning with a cost not above the total but above the top card trades with the top card; they keep the square", () => {
    const m = against("bloom-herald", stack);
    place(m, id(0, "bloom-herald"), 4);
    expect(square(m, 4)).toEqual({ owner: 1, cards: [id(1, "ember-scout")] });
    expect(m.state.zones.break1.cards).toEqual([id(1, "basalt-guard")]);
    expect(m.state.zones.break0.cards).toEqual([id(0, "bloom-herald")]);
    expect(m.state.lastPlacement?.result).toBe("trade-top");
  });

  it("winning with a cost not above the top card: cannot", () => {
    expect(squareRefusal(against("canopy-keeper", stack), id(0, "canopy-keeper"), 4)).toBe("contest-stack-low");
  });

  it("same attribute: cannot, even with a higher cost", () => {
    expect(squareRefusal(against("magma-tyrant", stack), id(0, "magma-tyrant"), 4)).toBe("contest-stack-same");
  });

  it("losing rock-paper-scissors: cannot", () => {
    expect(squareRefusal(against("deep-sonar", stack), id(0, "deep-sonar"), 4)).toBe("contest-loses");
  });
});

describe("on your own square", () => {
  /** Seat 0 holds its field; square 6 holds `mine`. */
  function own(hand: string, mine: string[]): WgScenario {
    return scenario({ hand0: [hand], stuns0: STUNS, squares: { ...OWN_FIELD, 6: { seat: 0, cards: mine } } });
  }

  it("winning rock-paper-scissors replaces: the old card is broken", () => {
    const m = own("canopy-keeper", ["basalt-guard"]);
    place(m, id(0, "canopy-keeper"), 6);
    expect(square(m, 6)).toEqual({ owner: 0, cards: [id(0, "canopy-keeper")] });
    expect(m.state.zones.break0.cards).toEqual([id(0, "basalt-guard")]);
    expect(m.state.lastPlacement?.result).toBe("replace");
  });

  it("same attribute and a higher cost stacks on top; the square is worth the stack's total", () => {
    const m = own("lava-scholar", ["basalt-guard"]);
    place(m, id(0, "lava-scholar"), 6);
    expect(square(m, 6)).toEqual({ owner: 0, cards: [id(0, "basalt-guard"), id(0, "lava-scholar")] });
    expect(m.state.lastPlacement?.result).toBe("stack");
  });

  it("same attribute and a cost not higher than the top card: cannot, unless the square is cleared by paying with it", () => {
    const m = own("cinder-smith", ["basalt-guard"]);
    expect(judge(squaresOf(m.state), 0, id(0, "cinder-smith"), 6)).toEqual({ ok: false, problem: "own-not-higher" });
    const stacked = own("basalt-guard", ["ember-scout", "lava-scholar"]);
    expect(judge(squaresOf(stacked.state), 0, id(0, "basalt-guard"), 6)).toEqual({
      ok: false,
      problem: "own-not-higher",
    });
    // Every payment offered breaks at least the top card: then Basalt Guard (2) stacks on Ember Scout (1).
    stacked.act(0, { type: "choose", card: id(0, "basalt-guard") });
    stacked.act(0, { type: "square", square: 6 });
    const offered = stacked.legal(0);
    const pays = offered.filter((a) => a.type === "pay");
    expect(pays.length).toBeGreaterThan(0);
    for (const p of pays) expect(p.type === "pay" && p.breakField).toContain(id(0, "lava-scholar"));
  });

  it("losing rock-paper-scissors: cannot, unless cleared first", () => {
    const m = own("signal-runner", ["basalt-guard"]);
    expect(judge(squaresOf(m.state), 0, id(0, "signal-runner"), 6)).toEqual({ ok: false, problem: "own-loses" });
    place(m, id(0, "signal-runner"), 6, { exhaust: [id(0, "deep-sonar")], breakField: [id(0, "basalt-guard")] });
    expect(square(m, 6)).toEqual({ owner: 0, cards: [id(0, "signal-runner")] });
    expect(m.state.lastPlacement?.result).toBe("place");
  });
});

describe("contest-plus (Dimension)", () => {
  it("counts its extra cost in the contest: Comet Lancer (4+1) trades with a blue 5 instead of failing", () => {
    const m = against("comet-lancer", ["horizon-admiral"]);
    place(m, id(0, "comet-lancer"), 4);
    expect(m.state.lastPlacement?.result).toBe("trade");
  });
});

describe("stacking compares with the stack's total (the seed's note above the own-square table)", () => {
  const stack = { 6: { seat: 0, cards: ["ember-scout", "basalt-guard"] } } as const; // red, total 3, top 2

  it("on your own stack of 1 + 2, a red 3 is refused (above the top card, not above the total) and a red 4 stacks", () => {
    const m = scenario({ hand0: ["lava-scholar", "ash-raider"], stuns0: STUNS, squares: { ...OWN_FIELD, ...stack } });
    expect(judge(squaresOf(m.state), 0, id(0, "lava-scholar"), 6)).toEqual({ ok: false, problem: "own-not-higher" });
    // Only a payment that breaks Basalt Guard off the stack lets Lava Scholar stack (on Ember Scout alone).
    const at = m.fork();
    at.act(0, { type: "choose", card: id(0, "lava-scholar") });
    at.act(0, { type: "square", square: 6 });
    for (const p of at.legal(0)) if (p.type === "pay") expect(p.breakField).toContain(id(0, "basalt-guard"));
    place(m, id(0, "ash-raider"), 6);
    expect(square(m, 6).cards).toEqual([id(0, "ember-scout"), id(0, "basalt-guard"), id(0, "ash-raider")]);
    expect(m.state.lastPlacement?.result).toBe("stack");
  });

  it("so a stack cannot grow without limit: on 1 + 2 + 4, even a red 6 is refused", () => {
    const m = scenario({
      hand0: ["magma-tyrant"],
      stuns0: STUNS,
      squares: { ...OWN_FIELD, 6: { seat: 0, cards: ["ember-scout", "basalt-guard", "ash-raider"] } },
    });
    expect(judge(squaresOf(m.state), 0, id(0, "magma-tyrant"), 6)).toEqual({ ok: false, problem: "own-not-higher" });
  });

  it("replacing on your own stack of two or more breaks every card of it", () => {
    const m = scenario({
      hand0: ["canopy-keeper"],
      stuns0: STUNS,
      squares: { ...OWN_FIELD, 6: { seat: 0, cards: ["ember-scout", "basalt-guard", "ash-raider"] } },
    });
    place(m, id(0, "canopy-keeper"), 6);
    expect(m.state.lastPlacement?.result).toBe("replace");
    expect(square(m, 6).cards).toEqual([id(0, "canopy-keeper")]);
    expect([...m.state.zones.break0.cards].sort()).toEqual([
      id(0, "ash-raider"),
      id(0, "basalt-guard"),
      id(0, "ember-scout"),
    ]);
  });

  it("contest-plus counts when stacking: Forge Brute (3+1) stacks on 1 + 2; the square's points stay printed (6)", () => {
    const m = scenario({ hand0: ["forge-brute"], stuns0: STUNS, squares: { ...OWN_FIELD, ...stack } });
    place(m, id(0, "forge-brute"), 6);
    expect(m.state.lastPlacement?.result).toBe("stack");
    expect(square(m, 6).cards).toHaveLength(3);
    expect(m.view(0).table.grid.find((s) => s.square === 6)?.total).toBe(6);
  });
});

describe("contest-plus against a stack", () => {
  it("against the total: Comet Lancer (4+1) takes a green stack of 1 + 3, which a plain 4 would only trade with", () => {
    const m = against("comet-lancer", ["sprout-envoy", "bloom-herald"]);
    place(m, id(0, "comet-lancer"), 4);
    expect(m.state.lastPlacement?.result).toBe("take");
  });

  it("against the top card: Forge Brute (3+1) trades with the top 3 of a blue stack of 1 + 3, where a plain 3 cannot", () => {
    const m = against("forge-brute", ["drift-scout", "orbit-warden"]);
    place(m, id(0, "forge-brute"), 4);
    expect(m.state.lastPlacement?.result).toBe("trade-top");
    expect(squareRefusal(against("lava-scholar", ["drift-scout", "orbit-warden"]), id(0, "lava-scholar"), 4)).toBe(
      "contest-stack-low",
    );
  });
});

describe("yellow against yellow (a ruling: the same attribute)", () => {
  it("a single yellow card: equal cost trades, higher takes, lower cannot", () => {
    expect(placed(against("star-child", ["star-child"]), id(0, "star-child"), 4).state.lastPlacement?.result).toBe(
      "trade",
    );
    expect(
      placed(against("prism-wanderer", ["star-child"]), id(0, "prism-wanderer"), 4).state.lastPlacement?.result,
    ).toBe("take");
    expect(squareRefusal(against("star-child", ["prism-wanderer"]), id(0, "star-child"), 4)).toBe("contest-lower");
  });

  it("a yellow stack cannot be contested by yellow, whatever the cost", () => {
    expect(squareRefusal(against("halo-mediator", ["star-child", "star-child"]), id(0, "halo-mediator"), 4)).toBe(
      "contest-stack-same",
    );
  });

  it("yellow against a red or blue stack wins rock-paper-scissors: above the total takes, above the top only trades", () => {
    expect(
      placed(against("halo-mediator", ["ember-scout", "basalt-guard"]), id(0, "halo-mediator"), 4).state.lastPlacement
        ?.result,
    ).toBe("take");
    expect(
      placed(against("prism-wanderer", ["drift-scout", "signal-runner"]), id(0, "prism-wanderer"), 4).state
        .lastPlacement?.result,
    ).toBe("trade-top");
  });

  it("on your own yellow square, yellow stacks when it costs more than the total", () => {
    const m = scenario({
      hand0: ["halo-mediator", "prism-wanderer"],
      stuns0: STUNS,
      squares: { ...OWN_FIELD, 6: { seat: 0, cards: ["star-child"] } },
    });
    expect(judge(squaresOf(m.state), 0, id(0, "halo-mediator"), 6)).toEqual({ ok: true, result: "stack" });
    const twice = scenario({
      hand0: ["prism-wanderer"],
      stuns0: STUNS,
      squares: { ...OWN_FIELD, 6: { seat: 0, cards: ["star-child", "prism-wanderer"] } },
    });
    expect(judge(squaresOf(twice.state), 0, id(0, "prism-wanderer", 1), 6)).toEqual({
      ok: false,
      problem: "own-not-higher",
    });
  });
});
