/** The private controls: the square grid (3 x 3 from the player's side, blocked squares with reasons), payments. */
import { describe, expect, it } from "vitest";
import { controls } from "../../../src/games/world-gainer/controls.ts";
import { worldGainerGame } from "../../../src/games/world-gainer/game.ts";
import { start } from "../scenario.ts";
import { id, pay, scenario } from "./helpers.ts";

const STUNS = ["cinder-smith", "deep-sonar"];

describe("the square step", () => {
  it("is a 3 x 3 grid from the player's side with the illegal squares greyed out and explained, then Back", () => {
    const m = scenario({ hand0: ["basalt-guard"], stuns0: STUNS, squares: { 6: { seat: 0, cards: ["ember-scout"] } } });
    m.act(0, { type: "choose", card: id(0, "basalt-guard") });
    const view = m.view(0);
    const c = controls(view, m.legal(0), "en");
    expect(c.place).toBe("hand");
    expect(c.perRow).toBe(3);
    expect(c.controls.map((x) => x.type)).toEqual([
      ...["blocked", "blocked", "blocked", "blocked", "blocked", "blocked"],
      ...["button", "button", "button"],
      "button",
    ]);
    expect(c.controls[6]).toMatchObject({
      type: "button",
      action: { type: "square", square: 6 },
      label: "your field A: Ember Scout (1) → stack",
    });
    expect(c.controls[7]).toMatchObject({ label: "your field B: empty → place" });
    expect(c.controls[0]).toEqual({ type: "blocked", label: "their field A: empty" });
    expect(c.controls[9]).toMatchObject({ action: { type: "back" }, tone: "quiet" });
    // One line per reason, naming every square it blocks.
    expect(c.notes).toEqual([
      "Placing Basalt Guard (Red 2, needs 1 Red).",
      "their field A, their field B, their field C, battlefield A, battlefield B, battlefield C: Your own field comes first: gain all of its squares before anything else.",
    ]);
  });

  it("is turned half round for the second seat: its own field is the bottom row", () => {
    const m = scenario({ active: 1, hand1: ["basalt-guard"], stuns1: STUNS });
    m.act(1, { type: "choose", card: id(1, "basalt-guard") });
    const c = controls(m.view(1), m.legal(1), "ja");
    expect(c.controls.slice(6, 9).map((x) => x.type === "button" && x.action)).toEqual([
      { type: "square", square: 2 },
      { type: "square", square: 1 },
      { type: "square", square: 0 },
    ]);
    // The letters are the squares' own (A on the first seat's left), so the second seat reads them C B A.
    expect(c.controls[6]).toMatchObject({ label: "自分のマイフィールドC:空き→配置" });
  });
});

describe("the payment step", () => {
  it("offers the suggested payment as one button, then every payment in a menu (a short label, the sources below), then Back", () => {
    const m = scenario({ hand0: ["ember-scout"], stuns0: ["ember-scout", "cinder-smith"] });
    m.act(0, { type: "choose", card: id(0, "ember-scout", 1) });
    m.act(0, { type: "square", square: 6 });
    const c = controls(m.view(0), m.legal(0), "en");
    expect(c.controls[0]).toMatchObject({
      type: "button",
      label: "Suggested · Pay 1 (1 Red) for 1",
      action: pay({ exhaust: [id(0, "ember-scout", 2)] }),
    });
    const menu = c.controls[1];
    if (menu?.type !== "pick") throw new Error("no payment menu");
    const options = menu.options.map((o) => `${o.label} | ${o.description ?? ""}`);
    expect(options).toContain("Pay 1 (1 Red) for 1 | exhaust Ember Scout");
    expect(options).toContain("Pay 1 (1 Red) for 1 | break stun Cinder Smith");
    // Overpaying is shown as such: 3 paid for a cost of 1.
    expect(options).toContain("Pay 3 (3 Red) for 1 | exhaust Cinder Smith");
    expect(new Set(options).size).toBe(options.length);
    expect(menu.action([menu.options[1]?.value ?? ""])).toEqual(m.legal(0)[1]);
    const last = c.controls[c.controls.length - 1];
    expect(last?.type === "button" && last.label).toBe("Back");
    expect(c.notes).toEqual(["Placing Ember Scout (Red 1, needs 1 Red) on your field A."]);
  });
});

describe("other steps", () => {
  it("offer the decks with their plans", () => {
    const m = start(worldGainerGame, { seed: 1, players: 2, options: {} });
    const c = controls(m.view(1), m.legal(1), "en");
    expect(c.controls.map((x) => x.type === "button" && x.label)).toEqual(["Ember Rush", "Verdant Bastion"]);
    expect(c.notes?.[0]).toMatch(/^Ember Rush: Cheap red and blue cards/);
  });

  it("offer the deck choice, the stuns with a quiet skip, the cards to place with a quiet end; nothing to spectators", () => {
    const m = scenario({
      phase: "standby",
      hand0: ["ember-scout", "ember-scout", "deep-sonar"],
      stuns0: ["cinder-smith"],
    });
    const c = controls(m.view(0), m.legal(0), "en");
    expect(c.controls.map((x) => x.type === "button" && x.label)).toEqual([
      "Stun: Deep Sonar (3 Blue)",
      "Stun: Ember Scout (1 Red)",
      "No stun",
    ]);
    m.act(0, { type: "skip-stun" });
    const g = controls(m.view(0), m.legal(0), "ja");
    expect(g.controls.map((x) => x.type === "button" && x.label)).toEqual([
      "残り火の斥候(赤1・必須赤1)を配置",
      "ターン終了",
    ]); // Deep Sonar (6) cannot be paid for
    expect(controls(m.view("spectator"), [], "en").controls).toEqual([]);
  });
});

describe("what each choice does", () => {
  const FIELD = {
    6: { seat: 0, cards: ["ember-scout"] },
    7: { seat: 0, cards: ["drift-scout"] },
    8: { seat: 0, cards: ["ember-scout", "basalt-guard"] },
  } as const;

  it("square buttons name the outcome: take, trade, trade top, replace, or only by paying with the square's cards", () => {
    const m = scenario({
      hand0: ["basalt-guard"],
      stuns0: ["cinder-smith", "cinder-smith", "spark-imp"],
      squares: {
        ...FIELD,
        3: { seat: 1, cards: ["drift-scout"] },
        4: { seat: 1, cards: ["ember-scout"] },
        5: { seat: 1, cards: ["sprout-envoy", "moon-courier"] },
      },
    });
    m.act(0, { type: "choose", card: id(0, "basalt-guard") });
    const labels = controls(m.view(0), m.legal(0), "en").controls.map((x) =>
      x.type === "pick" || x.type === "group" ? "" : x.label,
    );
    expect(labels.slice(3, 9)).toEqual([
      "battlefield A: Drift Scout (1) → take",
      "battlefield B: Ember Scout (1) → take",
      "battlefield C: Moon Courier (2) → trade top",
      "your field A: Ember Scout (1) → stack",
      "your field B: Drift Scout (1) → replace",
      // Red 2 is not above the stack's total of 3: only breaking Basalt Guard first lets it stack on Ember Scout.
      "your field C: Basalt Guard (3) → only by breaking your cards here",
    ]);
  });

  it("a payment that breaks cards of the target square says what the card then does", () => {
    const m = scenario({ hand0: ["basalt-guard"], stuns0: ["cinder-smith"], squares: { ...FIELD } });
    m.act(0, { type: "choose", card: id(0, "basalt-guard") });
    m.act(0, { type: "square", square: 8 });
    const offered = controls(m.view(0), m.legal(0), "en").controls;
    // Exhausting Cinder Smith and breaking Basalt Guard off the target: Basalt Guard then stacks on Ember Scout alone.
    expect(offered[0]).toMatchObject({ label: "Suggested · Pay 4 (4 Red) for 2 → stack" });
    const menu = offered[1];
    if (menu?.type !== "pick") throw new Error("no payment menu");
    expect(menu.options[0]?.description).toMatch(/^exhaust Cinder Smith; break field card/);
    expect(menu.options.some((o) => o.label.includes("→ place") && (o.description ?? "").includes("Ember Scout"))).toBe(
      true,
    );
  });

  it("card choices show attribute, cost and required cost; a yellow requirement reads as one color", () => {
    const m = scenario({ hand0: ["star-child", "orbit-warden"], stuns0: ["cinder-smith", "deep-sonar"] });
    const labels = controls(m.view(0), m.legal(0), "en").controls.map((x) =>
      x.type === "pick" || x.type === "group" ? "" : x.label,
    );
    expect(labels).toEqual([
      "Place Orbit Warden (Blue 3, needs 2 Blue)",
      "Place Star Child (Yellow 2, needs 2 of one color)",
      "End turn",
    ]);
  });

  it("keeps every label within 80 characters, in both languages", () => {
    const m = scenario({
      hand0: ["root-oracle"],
      stuns0: ["bloom-herald", "canopy-keeper", "sprout-envoy", "leaf-glider", "dew-weaver"],
      squares: {
        6: { seat: 0, cards: ["sprout-envoy", "leaf-glider", "canopy-keeper"] },
        7: { seat: 0, cards: ["pollen-sage"] },
        8: { seat: 0, cards: ["mossback-giant"] },
      },
    });
    m.act(0, { type: "choose", card: id(0, "root-oracle") });
    m.act(0, { type: "square", square: 6 });
    for (const locale of ["en", "ja"] as const) {
      const c = controls(m.view(0), m.legal(0), locale);
      const labels = c.controls.flatMap((x) =>
        x.type === "pick" || x.type === "group" ? x.options.map((o) => o.label) : [x.label],
      );
      expect(labels.length).toBeGreaterThan(3);
      for (const label of labels) expect(label.length, label).toBeLessThanOrEqual(80);
    }
  });
});

describe("the card to place", () => {
  it("names the hand cards that cannot be placed now, with why, and what each effect does", () => {
    const m = scenario({ hand0: ["spark-imp", "tide-archivist", "deep-sonar"], stuns0: ["cinder-smith"] });
    const c = controls(m.view(0), m.legal(0), "en");
    // One line per card that cannot be placed, each with its own reason.
    expect(c.notes?.[0]).toBe(
      "Not placeable now: Deep Sonar (Blue 6, needs 2 Blue): your stuns and field cards cannot pay for it on any square it could take.",
    );
    const ja = controls(m.view(0), m.legal(0), "ja");
    expect(ja.notes?.[0]).toMatch(/^今は配置できません:.*:取れるどのマスでも、スタンと場のカードで支払えません。$/);
    expect(c.notes).toContain("Tide Archivist · Dimension: draw 1");
    expect(c.notes?.[0]).not.toContain("Spark Imp");
  });
});
