import {
  moveCard,
  object,
  oneOf,
  parseWith,
  str,
  tagged,
  turnFaceUp,
  viewZone,
  zone,
  type GameDefinition,
  type Schema,
  type Seat,
  type Zone,
  type ZoneView,
} from "../../../src/engine/index.ts";

/**
 * "Plan": both seats build a secret plan at once (a drafting prompt), placing cards from hand into their own plan,
 * taking them back and placing them again as often as they like, then saying done; the plans then turn face up. The
 * sound version shows nobody else anything of a plan in progress; the leaky one keeps a count of each seat's steps in
 * its view, the kind of trace a move counter leaves.
 */
export type PlanMode = "sound" | "counts-steps";

export type PlanAction = { type: "place"; card: string } | { type: "back"; card: string } | { type: "done" };

export interface PlanState {
  done: boolean[];
  steps: number[];
  zones: Record<string, Zone>;
}

export interface PlanView {
  hands: ZoneView[];
  plans: ZoneView[];
  done: boolean[];
  steps: number[] | null;
  shown: string[];
}

const actionSchema: Schema<PlanAction> = tagged<"type", PlanAction>("type", {
  place: object({ type: oneOf(["place"]), card: str({ max: 4 }) }),
  back: object({ type: oneOf(["back"]), card: str({ max: 4 }) }),
  done: object({ type: oneOf(["done"]) }),
});

const hand = (s: PlanState, seat: Seat): Zone => s.zones[`hand${seat}`] as Zone;
const plan = (s: PlanState, seat: Seat): Zone => s.zones[`plan${seat}`] as Zone;

export function planGame(mode: PlanMode): GameDefinition<PlanState, PlanAction, PlanView, null> {
  return {
    id: "plan",
    rulesVersion: `plan-${mode}`,
    players: { min: 2, max: 2 },
    parseOptions: () => ({ ok: true, value: null }),
    setup: () => ({
      done: [false, false],
      steps: [0, 0],
      zones: {
        hand0: zone("owner", 0, ["a1", "a2", "b1"]),
        hand1: zone("owner", 1, ["a3", "b2", "b3"]),
        plan0: zone("owner", 0),
        plan1: zone("owner", 1),
        shown: zone("public"),
      },
    }),
    prompt: (s) =>
      s.done.every(Boolean)
        ? null
        : { decision: "plan", seats: [0, 1].filter((seat) => !s.done[seat]), simultaneous: false, drafting: true },
    outcome: (s) => (s.done.every(Boolean) ? { winners: [0, 1], reason: "planned" } : null),
    parseAction: (raw) => parseWith(actionSchema, raw),
    legalActions: (s, seat) =>
      s.done[seat] === false
        ? [
            ...hand(s, seat).cards.map((card): PlanAction => ({ type: "place", card })),
            ...plan(s, seat).cards.map((card): PlanAction => ({ type: "back", card })),
            { type: "done" },
          ]
        : [],
    check: (s, seat, action) => {
      if (action.type === "place" && !hand(s, seat).cards.includes(action.card)) return { code: "not-in-hand" };
      if (action.type === "back" && !plan(s, seat).cards.includes(action.card)) return { code: "not-planned" };
      return null;
    },
    apply: (s, [answer], ctx) => {
      if (!answer) return;
      const { seat, action } = answer;
      s.steps[seat] = (s.steps[seat] ?? 0) + 1;
      if (action.type === "place") moveCard(hand(s, seat), plan(s, seat), action.card);
      if (action.type === "back") moveCard(plan(s, seat), hand(s, seat), action.card);
      if (action.type !== "done") return;
      s.done[seat] = true;
      ctx.emit({ type: "done", data: { seat } });
      if (!s.done.every(Boolean)) return;
      for (const p of [0, 1]) {
        for (const card of turnFaceUp(s, s.zones, plan(s, p).cards, planFaceOf, byCopy, ctx.rng))
          moveCard(plan(s, p), s.zones.shown as Zone, card);
      }
    },
    view: (s, viewer) => ({
      // Everyone counts a planned card as still in hand, as the real games do.
      hands: [0, 1].map((seat) => {
        const own = viewZone(hand(s, seat), viewer);
        return own.cards ? own : { count: own.count + plan(s, seat).cards.length, cards: null };
      }),
      plans: [0, 1].map((seat) => (viewer === seat ? viewZone(plan(s, seat), viewer) : { count: 0, cards: null })),
      done: [...s.done],
      steps: mode === "counts-steps" ? [...s.steps] : null,
      shown: [...(s.zones.shown as Zone).cards],
    }),
    zones: (s) => s.zones,
  };
}

export const planFaceOf = (card: string): string => card.replace(/[0-9]+$/, "");
const byCopy = (a: string, b: string): number => a.localeCompare(b, "en", { numeric: true });
