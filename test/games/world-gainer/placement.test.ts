/** Placement priority (own field, battlefield, opponent's field; reclaiming first) and paying for a placement. */
import { describe, expect, it } from "vitest";
import { id, pay, place, scenario, square, squareRefusal } from "./helpers.ts";

const STUNS = ["cinder-smith", "deep-sonar", "bloom-herald", "spark-imp"];

describe("placement priority", () => {
  it("your own field comes first: the battlefield is refused while one of your squares is free", () => {
    const m = scenario({ hand0: ["basalt-guard"], stuns0: STUNS, squares: { 6: { seat: 0, cards: ["ember-scout"] } } });
    expect(squareRefusal(m, id(0, "basalt-guard"), 4)).toBe("priority-own-field");
    expect(squareRefusal(m, id(0, "basalt-guard"), 1)).toBe("priority-own-field");
    expect(squareRefusal(m, id(0, "basalt-guard"), 7)).toBeNull();
    const chosen = m.fork();
    chosen.act(0, { type: "choose", card: id(0, "basalt-guard") });
    const squares = chosen.legal(0).flatMap((a) => (a.type === "square" ? [a.square] : []));
    // Any square of the row, and the held square 6 (stacking a higher red card).
    expect(squares).toEqual([6, 7, 8]);
  });

  it("with your field full, the battlefield; the opponent's field only once the battlefield is yours", () => {
    const field = {
      6: { seat: 0, cards: ["ember-scout"] },
      7: { seat: 0, cards: ["ember-scout"] },
      8: { seat: 0, cards: ["ember-scout"] },
    } as const;
    const m = scenario({ hand0: ["moon-courier"], stuns0: STUNS, squares: field });
    expect(squareRefusal(m, id(0, "moon-courier"), 3)).toBeNull();
    expect(squareRefusal(m, id(0, "moon-courier"), 0)).toBe("priority-battlefield");
    const late = scenario({
      hand0: ["moon-courier"],
      stuns0: STUNS,
      squares: {
        ...field,
        3: { seat: 0, cards: ["spark-imp"] },
        4: { seat: 0, cards: ["spark-imp"] },
        5: { seat: 1, cards: ["leaf-glider"] },
      },
    });
    expect(squareRefusal(late, id(0, "moon-courier"), 0)).toBe("priority-battlefield");
    expect(squareRefusal(late, id(0, "moon-courier"), 5)).toBeNull();
  });

  it("a square of your field held by the opponent must be reclaimed before the battlefield; other squares stay yours", () => {
    const m = scenario({
      hand0: ["basalt-guard"],
      stuns0: STUNS,
      squares: {
        6: { seat: 0, cards: ["ember-scout"] },
        7: { seat: 1, cards: ["moon-courier"] },
        8: { seat: 0, cards: ["ember-scout"] },
        4: { seat: 0, cards: ["spark-imp"] },
      },
    });
    expect(squareRefusal(m, id(0, "basalt-guard"), 3)).toBe("priority-own-field");
    place(m, id(0, "basalt-guard"), 7);
    expect(square(m, 7)).toEqual({ owner: 0, cards: [id(0, "basalt-guard")] });
    expect(square(m, 4).owner).toBe(0);
  });

  it("one gain placement per turn", () => {
    const m = scenario({
      hand0: ["ember-scout", "ember-scout"],
      stuns0: STUNS,
      squares: { 3: { seat: 1, cards: ["halo-mediator"] } },
    });
    place(m, id(0, "ember-scout"), 6);
    expect(m.state.active).toBe(1);
  });
});

describe("payment", () => {
  it("needs the required colored part inside the total", () => {
    // Orbit Warden: cost 3, required blue 2. Stuns: 3 red, 2 blue (Signal Runner), 1 blue (Drift Scout).
    const m = scenario({ hand0: ["orbit-warden"], stuns0: ["cinder-smith", "signal-runner", "drift-scout"] });
    m.act(0, { type: "choose", card: id(0, "orbit-warden") });
    m.act(0, { type: "square", square: 6 });
    expect(m.refusal(0, pay({ exhaust: [id(0, "cinder-smith")] }))).toEqual({
      code: "pay-required-blue",
      params: { amount: 2 },
    });
    expect(m.refusal(0, pay({ exhaust: [id(0, "drift-scout")] }))).toEqual({
      code: "pay-short",
      params: { cost: 3, paid: 1 },
    });
    const suggested = m.legal(0)[0];
    expect(suggested).toEqual(
      pay({ exhaust: [id(0, "cinder-smith")].slice(0, 0).concat([id(0, "drift-scout"), id(0, "signal-runner")]) }),
    );
    m.act(0, pay({ exhaust: [id(0, "cinder-smith"), id(0, "signal-runner")] }));
    expect(m.state.exhausted.sort()).toEqual([id(0, "cinder-smith"), id(0, "signal-runner")]);
  });

  it("a yellow requirement takes any single color, but not a mix", () => {
    // Star Child: cost 2, required yellow 2.
    const m = scenario({ hand0: ["star-child"], stuns0: ["basalt-guard", "drift-scout", "ember-scout"] });
    m.act(0, { type: "choose", card: id(0, "star-child") });
    m.act(0, { type: "square", square: 6 });
    expect(m.refusal(0, pay({ exhaust: [id(0, "drift-scout"), id(0, "ember-scout")] }))).toEqual({
      code: "pay-required-yellow",
      params: { amount: 2 },
    });
    expect(m.legal(0)[0]).toEqual(pay({ exhaust: [id(0, "basalt-guard")] }));
    m.act(0, pay({ exhaust: [id(0, "basalt-guard")] }));
  });

  it("a ready stun breaks for 1 whatever its stun value; exhausted stuns cannot pay", () => {
    const m = scenario({ hand0: ["ember-scout"], stuns0: ["cinder-smith", { card: "basalt-guard", exhausted: true }] });
    m.act(0, { type: "choose", card: id(0, "ember-scout") });
    m.act(0, { type: "square", square: 6 });
    expect(m.refusal(0, pay({ exhaust: [id(0, "basalt-guard")] }))).toEqual({ code: "pay-stun-exhausted" });
    expect(m.refusal(0, pay({ exhaust: [id(1, "cinder-smith")] }))).toEqual({ code: "pay-not-your-stun" });
    const offered = m.legal(0).filter((a) => a.type === "pay");
    // Exhausting comes before breaking: the suggestion keeps the stun.
    expect(offered).toEqual([pay({ exhaust: [id(0, "cinder-smith")] }), pay({ breakStuns: [id(0, "cinder-smith")] })]);
    m.act(0, pay({ breakStuns: [id(0, "cinder-smith")] }));
    expect(m.state.zones.standby0.cards).toEqual([id(0, "basalt-guard")]);
    expect(m.state.zones.break0.cards).toEqual([id(0, "cinder-smith")]);
  });

  it("one of your field cards breaks for 1 of its attribute, from the top of its square", () => {
    const m = scenario({
      hand0: ["basalt-guard"],
      stuns0: ["ember-scout"],
      squares: { 7: { seat: 0, cards: ["spark-imp", "forge-brute"] }, 8: { seat: 0, cards: ["sprout-envoy"] } },
    });
    m.act(0, { type: "choose", card: id(0, "basalt-guard") });
    m.act(0, { type: "square", square: 6 });
    expect(m.refusal(0, pay({ exhaust: [id(0, "ember-scout")], breakField: [id(0, "spark-imp")] }))).toEqual({
      code: "pay-not-top",
    });
    m.act(0, pay({ exhaust: [id(0, "ember-scout")], breakField: [id(0, "forge-brute")] }));
    expect(square(m, 7).cards).toEqual([id(0, "spark-imp")]);
    expect(m.state.zones.break0.cards).toEqual([id(0, "forge-brute")]);
    expect(square(m, 6).owner).toBe(0);
  });

  it("the placement is judged after paying: emptying a square of a higher row makes a lower row illegal", () => {
    const m = scenario({
      hand0: ["moon-courier"],
      squares: {
        6: { seat: 0, cards: ["drift-scout"] },
        7: { seat: 0, cards: ["drift-scout"] },
        8: { seat: 0, cards: ["drift-scout"] },
      },
    });
    // No stuns: the only way to pay is breaking a field card, which reopens the field, so the battlefield is refused;
    // on a field square, breaking its own card clears it for the new one.
    expect(squareRefusal(m, id(0, "moon-courier"), 4)).toBe("cannot-pay");
    expect(squareRefusal(m, id(0, "moon-courier"), 6)).toBeNull();
  });

  it("stuns paid with stay exhausted through the opponent's turn and become ready at your next draw phase", () => {
    const m = scenario({
      hand0: ["ember-scout"],
      stuns0: ["cinder-smith"],
      deck0: ["leaf-glider"],
      deck1: ["leaf-glider"],
      hand1: [],
    });
    place(m, id(0, "ember-scout"), 6);
    expect(m.state.exhausted).toEqual([id(0, "cinder-smith")]);
    expect(m.state.active).toBe(1);
    m.act(1, { type: "skip-stun" });
    m.act(1, { type: "end" });
    expect(m.state.active).toBe(0);
    expect(m.state.exhausted).toEqual([]);
    expect(m.state.zones.hand0.cards).toEqual([id(0, "leaf-glider")]);
  });
});

describe("payment, more cases", () => {
  it("overpaying is accepted (the rest vanishes), though only minimal payments are offered", () => {
    const m = scenario({ hand0: ["ember-scout"], stuns0: ["cinder-smith", "spark-imp"] });
    m.act(0, { type: "choose", card: id(0, "ember-scout") });
    m.act(0, { type: "square", square: 6 });
    const both = pay({ exhaust: [id(0, "cinder-smith"), id(0, "spark-imp")] });
    expect(m.legal(0)).not.toContainEqual(both);
    m.act(0, both);
    expect(square(m, 6).cards).toEqual([id(0, "ember-scout")]);
    expect([...m.state.exhausted].sort()).toEqual([id(0, "cinder-smith"), id(0, "spark-imp")]);
  });

  it("a yellow requirement is met by yellow units too", () => {
    // Star Child: cost 2, required yellow 2; Spark Imp's stun is 2 yellow.
    const m = scenario({ hand0: ["star-child"], stuns0: ["spark-imp"] });
    m.act(0, { type: "choose", card: id(0, "star-child") });
    m.act(0, { type: "square", square: 6 });
    expect(m.legal(0)[0]).toEqual(pay({ exhaust: [id(0, "spark-imp")] }));
    m.act(0, m.legal(0)[0]!);
    expect(square(m, 6).cards).toEqual([id(0, "star-child")]);
  });

  it("a required color may come from breaking a field card of that attribute", () => {
    // Orbit Warden: cost 3, required blue 2. Stuns give 3 red and 1 blue; Moon Courier broken off square 7 gives the second blue.
    const m = scenario({
      hand0: ["orbit-warden"],
      stuns0: ["cinder-smith", "drift-scout"],
      squares: {
        6: { seat: 0, cards: ["drift-scout"] },
        7: { seat: 0, cards: ["drift-scout", "moon-courier"] },
        8: { seat: 0, cards: ["ember-scout"] },
      },
    });
    m.act(0, { type: "choose", card: id(0, "orbit-warden") });
    m.act(0, { type: "square", square: 6 });
    const stunsOnly = { exhaust: [id(0, "cinder-smith"), id(0, "drift-scout")] };
    expect(m.refusal(0, pay(stunsOnly))).toEqual({ code: "pay-required-blue", params: { amount: 2 } });
    m.act(0, pay({ ...stunsOnly, breakField: [id(0, "moon-courier")] }));
    expect(square(m, 6).cards).toEqual([id(0, "drift-scout", 2), id(0, "orbit-warden")]);
    expect(square(m, 7).cards).toEqual([id(0, "drift-scout", 3)]);
    expect(m.state.zones.break0.cards).toEqual([id(0, "moon-courier")]);
  });

  it("when your lost field square cannot be reclaimed, only your own held squares are offered", () => {
    // Halo Mediator (yellow) beats every red card: square 8 cannot be reclaimed, and the battlefield waits for it.
    const m = scenario({
      hand0: ["basalt-guard"],
      stuns0: STUNS,
      squares: {
        6: { seat: 0, cards: ["ember-scout"] },
        7: { seat: 0, cards: ["drift-scout"] },
        8: { seat: 1, cards: ["halo-mediator"] },
      },
    });
    const chosen = m.fork();
    chosen.act(0, { type: "choose", card: id(0, "basalt-guard") });
    const squares = chosen.legal(0).flatMap((a) => (a.type === "square" ? [a.square] : []));
    expect(squares).toEqual([6, 7]);
    expect(squareRefusal(m, id(0, "basalt-guard"), 8)).toBe("contest-loses");
    expect(squareRefusal(m, id(0, "basalt-guard"), 4)).toBe("priority-own-field");
  });
});
