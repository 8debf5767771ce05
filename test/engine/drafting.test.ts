import { describe, expect, it } from "vitest";
import {
  applyIntent,
  createMatch,
  int,
  object,
  oneOf,
  parseWith,
  Rng,
  seedRng,
  tagged,
  zone,
  type GameDefinition,
  type Match,
  type Schema,
  type Zone,
} from "../../src/engine/index.ts";
import { permuteHidden } from "../../src/engine/testing.ts";

/**
 * "Draft": each of two seats secretly adds numbers to its own list, as often as it likes, then says done; once both
 * are done the lists are compared (a drafting prompt), and a single-seat "pick" decision follows.
 */
type DraftAction = { type: "add"; n: number } | { type: "done" } | { type: "pick" };
interface DraftState {
  lists: number[][];
  done: boolean[];
  phase: "draft" | "pick" | "over";
  zones: Record<string, Zone>;
}

const actionSchema: Schema<DraftAction> = tagged<"type", DraftAction>("type", {
  add: object({ type: oneOf(["add"]), n: int({ min: 1, max: 9 }) }),
  done: object({ type: oneOf(["done"]) }),
  pick: object({ type: oneOf(["pick"]) }),
});

const draft: GameDefinition<DraftState, DraftAction, DraftState["phase"], null> = {
  id: "draft",
  rulesVersion: "1",
  players: { min: 2, max: 2 },
  parseOptions: () => ({ ok: true, value: null }),
  setup: () => ({ lists: [[], []], done: [false, false], phase: "draft", zones: {} }),
  prompt: (s) =>
    s.phase === "draft"
      ? { decision: "draft", seats: [0, 1].filter((x) => !s.done[x]), simultaneous: false, drafting: true }
      : s.phase === "pick"
        ? { decision: "pick", seats: [0], simultaneous: false }
        : null,
  outcome: (s) => (s.phase === "over" ? { winners: [0], reason: "done" } : null),
  parseAction: (raw) => parseWith(actionSchema, raw),
  legalActions: (s) => (s.phase === "draft" ? [{ type: "add", n: 1 }, { type: "done" }] : [{ type: "pick" }]),
  check: (s, _seat, a) => ((s.phase === "draft") === (a.type !== "pick") ? null : { code: "wrong-decision" }),
  apply: (s, answers) => {
    const { seat, action } = answers[0] as { seat: number; action: DraftAction };
    if (action.type === "add") s.lists[seat]?.push(action.n);
    if (action.type === "done") s.done[seat] = true;
    if (s.done.every(Boolean) && s.phase === "draft") s.phase = "pick";
    else if (action.type === "pick") s.phase = "over";
  },
  view: (s) => s.phase,
  zones: (s) => s.zones,
};

function start(): Match<DraftState, DraftAction> {
  const created = createMatch(draft, { seed: 1, players: 2, options: null });
  if (!created.ok) throw new Error("setup");
  return created.match;
}

function act(
  match: Match<DraftState, DraftAction>,
  seat: number,
  seq: number,
  action: DraftAction,
): Match<DraftState, DraftAction> {
  const applied = applyIntent(draft, match, { seat, seq, action });
  if (!applied.ok) throw new Error(applied.refusal.code);
  return applied.match;
}

describe("a drafting prompt", () => {
  it("applies each seat's actions at once, in any order, and keeps choices built at its start current", () => {
    let match = start();
    match = act(match, 0, 0, { type: "add", n: 3 });
    match = act(match, 0, 1, { type: "add", n: 4 });
    // Seat 1's reply was built at seq 0, before seat 0 acted twice: still current.
    match = act(match, 1, 0, { type: "add", n: 5 });
    expect(match.state.lists).toEqual([[3, 4], [5]]);
    expect(match.promptSeq).toBe(0);
    match = act(match, 1, 0, { type: "done" });
    expect(draft.prompt(match.state)?.seats).toEqual([0]);
  });

  it("ends with its decision: a choice built during it is stale once the next decision begins", () => {
    let match = start();
    match = act(match, 0, 0, { type: "done" });
    match = act(match, 1, 1, { type: "done" });
    expect(match.promptSeq).toBe(2);
    const stale = applyIntent(draft, match, { seat: 0, seq: 1, action: { type: "pick" } });
    expect(stale.ok ? null : stale.refusal.code).toBe("stale");
    expect(applyIntent(draft, match, { seat: 0, seq: 2, action: { type: "pick" } }).ok).toBe(true);
  });

  it("refuses a seat that has left the list", () => {
    let match = start();
    match = act(match, 0, 0, { type: "done" });
    const again = applyIntent(draft, match, { seat: 0, seq: 1, action: { type: "add", n: 1 } });
    expect(again.ok ? null : again.refusal.code).toBe("not-your-turn");
  });
});

describe("permuteHidden with kinds of card", () => {
  it("rearranges hidden cards only among cards of the same kind", () => {
    const game = {
      ...draft,
      zones: (s: DraftState) => s.zones,
      kindOf: (card: string) => card[0] ?? "",
    } as GameDefinition<DraftState, DraftAction, unknown, null>;
    const state: DraftState = {
      lists: [],
      done: [],
      phase: "draft",
      zones: { a: zone("hidden", null, ["x1", "y1", "x2"]), b: zone("hidden", null, ["y2", "x3", "y3"]) },
    };
    for (let seed = 1; seed <= 20; seed++) {
      const permuted = permuteHidden(game, state, 0, new Rng(seedRng(seed)));
      expect(permuted.zones.a?.cards.map((c) => c[0])).toEqual(["x", "y", "x"]);
      expect(permuted.zones.b?.cards.map((c) => c[0])).toEqual(["y", "x", "y"]);
    }
  });
});
