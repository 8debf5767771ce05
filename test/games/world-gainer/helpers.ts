/** Stacked-position helpers for the World Gainer rule tests. Cards are named by their card id; each gets a
 * physical id `<seat>:<card>:<n>` in the order it is named. */
import type { GameEvent, Seat } from "../../../src/engine/index.ts";
import { worldGainerGame } from "../../../src/games/world-gainer/game.ts";
import type {
  CardId,
  Payment,
  Phase,
  SquareIndex,
  WorldGainerAction,
  WorldGainerState,
  WorldGainerView,
} from "../../../src/games/world-gainer/state.ts";
import { start, type Scenario } from "../scenario.ts";

export type WgScenario = Scenario<WorldGainerState, WorldGainerAction, WorldGainerView>;

/** A stun given by card id, exhausted when marked so. */
export type StunSpec = string | { card: string; exhausted: true };

export interface Position {
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

/** A match in the middle of play: the named cards in hands, decks, standby, break zones and squares (and nowhere else), at the given phase of the active player's turn. */
export function scenario(s: Position): WgScenario {
  const m = start(worldGainerGame, { seed: 7, players: 2, options: {} });
  const st = m.state;
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
  return m;
}

export const pay = (p: Partial<Payment>): WorldGainerAction => ({
  type: "pay",
  exhaust: [],
  breakStuns: [],
  breakField: [],
  ...p,
});

/** Chooses the card and the square (from the gain phase), then pays with `payment` or the suggested payment. */
export function place(m: WgScenario, card: CardId, square: SquareIndex, payment?: Partial<Payment>): GameEvent[] {
  const seat = m.state.active;
  const events = [...m.act(seat, { type: "choose", card }), ...m.act(seat, { type: "square", square })];
  return [...events, ...m.act(seat, payment ? pay(payment) : m.legal(seat)[0]!)];
}

/** The problem of placing the card there, as the square step would refuse it (null when legal). */
export function squareRefusal(m: WgScenario, card: CardId, square: SquareIndex): string | null {
  const seat = m.state.active;
  const chosen = m.fork();
  chosen.act(seat, { type: "choose", card });
  return chosen.refusal(seat, { type: "square", square })?.code ?? null;
}

export function square(m: WgScenario, i: SquareIndex): { owner: Seat | null; cards: CardId[] } {
  const z = m.state.zones[`square${i}`];
  return { owner: z.cards.length > 0 ? z.owner : null, cards: [...z.cards] };
}
