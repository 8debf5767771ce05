/**
 * Issue 27, point 5: the payments offered are every minimal payment (up to a thousand), the least wasteful first
 * however many there are, and a person reaches each of them within Discord's limits.
 */
import { describe, expect, it } from "vitest";
import { autoplay, type Bot } from "../../../src/engine/index.ts";
import { positionOf, type Position } from "../../../src/games/world-gainer/board.ts";
import { cardOf } from "../../../src/games/world-gainer/cards.ts";
import { controls } from "../../../src/games/world-gainer/controls.ts";
import { worldGainerGame } from "../../../src/games/world-gainer/game.ts";
import { paymentProblem, waste } from "../../../src/games/world-gainer/payment.ts";
import type {
  CardId,
  Payment,
  SquareIndex,
  WorldGainerAction,
  WorldGainerState,
  WorldGainerView,
} from "../../../src/games/world-gainer/state.ts";
import { reachable, reachProblem } from "../reach.ts";
import { eager, random } from "./fuzz.ts";
import { id, scenario } from "./helpers.ts";

/** Every valid payment of the position, by brute force: each ready stun unused, exhausted or broken; each own square's top cards. */
function everyPayment(state: WorldGainerState, limit: number): Payment[] | null {
  const move = state.move;
  if (!move || move.square === null) return [];
  const pos = positionOf(state, state.active);
  const stuns = pos.stuns.filter((s) => s.ready).map((s) => s.card);
  const own = pos.squares.flatMap((s) => (s.holder === pos.seat ? [[...s.cards].reverse()] : []));
  const choices = [...stuns.map(() => 3), ...own.map((cards) => cards.length + 1)];
  if (choices.reduce((n, c) => n * c, 1) > limit) return null;
  const out: Payment[] = [];
  const pick = (at: number, p: Payment): void => {
    if (at === choices.length) {
      if (paymentProblem(pos, move.card, move.square as SquareIndex, p) === null) out.push(p);
      return;
    }
    if (at < stuns.length) {
      const stun = stuns[at] as CardId;
      pick(at + 1, p);
      pick(at + 1, { ...p, exhaust: [...p.exhaust, stun] });
      pick(at + 1, { ...p, breakStuns: [...p.breakStuns, stun] });
      return;
    }
    const fromTop = own[at - stuns.length] ?? [];
    for (let k = 0; k <= fromTop.length; k++)
      pick(at + 1, { ...p, breakField: [...p.breakField, ...fromTop.slice(0, k)] });
  };
  pick(0, { exhaust: [], breakStuns: [], breakField: [] });
  return out;
}

/** A payment's sources with stuns of one value and color alike (the game lists one of them). */
function alike(p: Payment): string {
  const stun = (c: CardId): string => `${cardOf(c).stun.value}${cardOf(c).stun.color}`;
  return JSON.stringify([p.exhaust.map(stun).sort(), p.breakStuns.map(stun).sort(), [...p.breakField].sort()]);
}

/** The payments with one source fewer: a stun left out, or a square's lowest broken card kept. */
function fewer(p: Payment, pos: Position): Payment[] {
  const lowest = pos.squares.flatMap((sq) => sq.cards.filter((c) => p.breakField.includes(c)).slice(0, 1));
  return [
    ...p.exhaust.map((c) => ({ ...p, exhaust: p.exhaust.filter((x) => x !== c) })),
    ...p.breakStuns.map((c) => ({ ...p, breakStuns: p.breakStuns.filter((x) => x !== c) })),
    ...lowest.map((c) => ({ ...p, breakField: p.breakField.filter((x) => x !== c) })),
  ];
}

describe("payments", () => {
  it("suggests the least wasteful payment when the first ones found waste more (two stuns, not three)", () => {
    const m = scenario({
      hand0: ["comet-lancer"],
      stuns0: ["comet-lancer", "comet-lancer", "spark-imp", "ember-scout", "quake-drummer"],
      squares: { 6: { seat: 0, cards: ["drift-scout"] }, 2: { seat: 1, cards: ["canopy-keeper"] } },
    });
    m.act(0, { type: "choose", card: id(0, "comet-lancer") });
    m.act(0, { type: "square", square: 6 });
    expect(m.legal(0)[0]).toEqual({
      type: "pay",
      exhaust: [id(0, "quake-drummer"), id(0, "spark-imp")],
      breakStuns: [],
      breakField: [],
    });
  });

  it("in seeded games, the suggested payment is the least wasteful of every valid one, and every minimal one is offered", () => {
    let positions = 0;
    let many = 0;
    const bots = [random, eager] as Bot<WorldGainerView, WorldGainerAction>[];
    for (let i = 0; i < 12; i++) {
      const bot = bots[i % 2] as Bot<WorldGainerView, WorldGainerAction>;
      autoplay(
        worldGainerGame,
        { seed: 900 + i, players: 2, options: {} },
        {
          bots: [bot, bot],
          botSeed: i,
          maxIntents: 3000,
          onStep: (match) => {
            const s = match.state;
            if (s.phase !== "pay" || !s.move) return;
            const all = everyPayment(s, 3_000);
            if (all === null) return;
            positions += 1;
            const offered = worldGainerGame.legalActions(s, s.active).filter((a) => a.type === "pay");
            if (offered.length > 25) many += 1;
            const cost = cardOf(s.move.card).cost;
            const least = Math.min(...all.map((p) => waste(p, cost)));
            const first = offered[0];
            expect(first?.type === "pay" && waste(first, cost), `seed ${900 + i}, seq ${match.seq}`).toBe(least);
            const valid = new Set(all.map(alike));
            const keys = new Set(offered.map((a) => (a.type === "pay" ? alike(a) : "")));
            const pos = positionOf(s, s.active);
            for (const p of all)
              if (!fewer(p, pos).some((f) => valid.has(alike(f))))
                expect(keys.has(alike(p)), `seed ${900 + i}: ${alike(p)}`).toBe(true);
          },
        },
      );
    }
    expect(positions).toBeGreaterThan(300);
    expect(many).toBeGreaterThan(5);
  });

  it("more payments than one menu holds are chosen in steps: the field cards broken, then the stuns", () => {
    const m = scenario({
      hand0: ["root-oracle"],
      stuns0: ["sprout-envoy", "canopy-keeper", "leaf-glider", "drift-scout", "bloom-herald"],
      squares: Object.fromEntries([6, 7].map((sq) => [sq, { seat: 0, cards: ["sprout-envoy", "leaf-glider"] }])),
    });
    m.act(0, { type: "choose", card: id(0, "root-oracle") });
    m.act(0, { type: "square", square: 6 });
    const offered = m.legal(0).filter((a) => a.type === "pay");
    expect(offered.length).toBeGreaterThan(25);
    expect(reachProblem(worldGainerGame, controls, m.match, 0)).toBeNull();
    const c = controls(m.view(0), m.legal(0), "en");
    expect(c.controls[0]).toMatchObject({ type: "button", action: offered[0] });
    const steps = c.controls[1];
    if (steps?.type !== "group") throw new Error("no steps");
    expect(steps.placeholder).toBe("First: the field cards you break");
    expect(steps.options.map((o) => o.label)).toEqual([
      "Break no field card",
      "your field B: Leaf Glider",
      "your field A: Leaf Glider",
      "your field B: Leaf Glider, Sprout Envoy",
      "your field A: Leaf Glider · your field B: Leaf Glider",
      "your field A: Leaf Glider, Sprout Envoy",
      "your field A: Leaf Glider · your field B: Leaf Glider, Sprout Envoy",
      "your field A: Leaf Glider, Sprout Envoy · your field B: Leaf Glider",
      "your field A: Leaf Glider, Sprout Envoy · your field B: Leaf Glider, Sprout Env…",
    ]);
    expect(reachable(c).reached.size).toBe(offered.length + 1);
  });
});
