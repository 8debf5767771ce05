import { expect } from "vitest";
import { applyIntent, cloneJson, createMatch, type GameEvent, type Match, type Refusal, type Seat } from "../../../src/engine/index.ts";
import { worldGainerGame } from "../../../src/games/world-gainer/game.ts";
import type { CardId, Payment, Phase, SquareIndex, WorldGainerAction, WorldGainerState } from "../../../src/games/world-gainer/state.ts";

/** Stacked-position helpers for the World Gainer rule tests. Cards are named by their card id; each gets a
 * physical id `<seat>:<card>:<n>` in the order it is named. */

export type WgMatch = Match<WorldGainerState, WorldGainerAction>;

/** A stun given by card id, exhausted when marked so. */
export type StunSpec = string | { card: string; exhausted: true };

export interface Scenario {
  active?: Seat;
  first?: Seat;
  turn?: number;
  phase?: Phase;
  hand0?: string[];
  hand1?: string[];
  /** Top first: `deck0[0]` is drawn next. */
  deck0?: string[];
  deck1?: string[];
  stuns0?: StunSpec[];
  stuns1?: StunSpec[];
  /** Bottom first. */
  break0?: string[];
  break1?: string[];
  /** Cards on squares, bottom first, with the holder. */
  squares?: Partial<Record<SquareIndex, { seat: Seat; cards: readonly string[] }>>;
  gained?: boolean;
  stunPlaced?: boolean;
}

/** The physical id of the n-th named copy of a card for a seat (as `scenario` assigns them). */
export function id(seat: Seat, card: string, n = 1): CardId {
  return `${seat}:${card}:${n}`;
}

export function scenario(s: Scenario): WgMatch {
  const created = createMatch(worldGainerGame, { seed: 7, players: 2, options: {} });
  if (!created.ok) throw new Error("setup refused");
  const match = created.match;
  const st = match.state;
  const copies = new Map<string, number>();
  const phys = (seat: Seat, card: string): CardId => {
    const key = `${seat}:${card}`;
    const n = (copies.get(key) ?? 0) + 1;
    copies.set(key, n);
    return id(seat, card, n);
  };
  const z = st.zones;
  z.hand0.cards = (s.hand0 ?? []).map((c) => phys(0, c));
  z.hand1.cards = (s.hand1 ?? []).map((c) => phys(1, c));
  z.deck0.cards = (s.deck0 ?? []).map((c) => phys(0, c)).reverse();
  z.deck1.cards = (s.deck1 ?? []).map((c) => phys(1, c)).reverse();
  for (const seat of [0, 1] as const) {
    const specs = (seat === 0 ? s.stuns0 : s.stuns1) ?? [];
    const zone = seat === 0 ? z.standby0 : z.standby1;
    for (const spec of specs) {
      const card = phys(seat, typeof spec === "string" ? spec : spec.card);
      zone.cards.push(card);
      if (typeof spec !== "string") st.exhausted.push(card);
    }
  }
  z.break0.cards = (s.break0 ?? []).map((c) => phys(0, c));
  z.break1.cards = (s.break1 ?? []).map((c) => phys(1, c));
  for (const [square, spec] of Object.entries(s.squares ?? {})) {
    const zone = z[`square${Number(square) as SquareIndex}`];
    zone.owner = spec.seat;
    zone.cards = spec.cards.map((c) => phys(spec.seat, c));
  }
  st.decks = ["ember-rush", "verdant-bastion"];
  st.active = s.active ?? 0;
  st.first = s.first ?? 0;
  st.turn = s.turn ?? 3;
  st.phase = s.phase ?? "gain";
  st.gained = s.gained ?? false;
  st.stunPlaced = s.stunPlaced ?? false;
  return match;
}

export interface Step {
  match: WgMatch;
  events: GameEvent[];
}

export function act(match: WgMatch, seat: Seat, action: unknown): Step {
  const applied = applyIntent(worldGainerGame, match, { seat, seq: match.seq, action });
  if (!applied.ok) throw new Error(`refused ${JSON.stringify(action)} by seat ${seat}: ${JSON.stringify(applied.refusal)}`);
  return { match: applied.match, events: applied.events };
}

export function actAll(match: WgMatch, steps: [Seat, unknown][]): Step {
  let m = match;
  const events: GameEvent[] = [];
  for (const [seat, action] of steps) {
    const step = act(m, seat, action);
    m = step.match;
    events.push(...step.events);
  }
  return { match: m, events };
}

/** An intent that must be refused, leaving the match as it was. */
export function refuse(match: WgMatch, seat: Seat, action: unknown): Refusal {
  const before = cloneJson(match);
  const applied = applyIntent(worldGainerGame, match, { seat, seq: match.seq, action });
  expect(match).toEqual(before);
  if (applied.ok) throw new Error(`accepted ${JSON.stringify(action)} by seat ${seat}`);
  return applied.refusal;
}

export function legal(match: WgMatch, seat: Seat = match.state.active): WorldGainerAction[] {
  return worldGainerGame.legalActions(match.state, seat);
}

export const pay = (p: Partial<Payment>): WorldGainerAction => ({ type: "pay", exhaust: [], breakStuns: [], breakField: [], ...p });

/** Chooses the card and the square (from the gain phase), then pays with `payment` or the suggested payment. */
export function place(match: WgMatch, card: CardId, square: SquareIndex, payment?: Partial<Payment>): Step {
  const seat = match.state.active;
  const chosen = actAll(match, [
    [seat, { type: "choose", card }],
    [seat, { type: "square", square }],
  ]);
  const action = payment ? pay(payment) : legal(chosen.match, seat)[0];
  const paid = act(chosen.match, seat, action);
  return { match: paid.match, events: [...chosen.events, ...paid.events] };
}

/** The problem of placing the card there, as the square step would refuse it (null when legal). */
export function squareRefusal(match: WgMatch, card: CardId, square: SquareIndex): string | null {
  const seat = match.state.active;
  const chosen = act(match, seat, { type: "choose", card }).match;
  const applied = applyIntent(worldGainerGame, chosen, { seat, seq: chosen.seq, action: { type: "square", square } });
  return applied.ok ? null : applied.refusal.code;
}

export function square(match: WgMatch, i: SquareIndex): { owner: Seat | null; cards: CardId[] } {
  const z = match.state.zones[`square${i}`];
  return { owner: z.cards.length > 0 ? z.owner : null, cards: [...z.cards] };
}

export function types(events: readonly GameEvent[]): string[] {
  return events.map((e) => e.type);
}
