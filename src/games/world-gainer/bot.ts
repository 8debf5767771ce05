/**
 * A bot that plays from its own view only. For each card it could place it looks at every legal square with the
 * suggested payment and scores the grid that would result: a win first, then points, battlefield squares, taking
 * or reclaiming the opponent's squares, guarding squares by stacking, and little waste. It places a stun every
 * turn while it has slots and cards to spare, picking the card whose stun is worth most and whose placement least.
 * It activates a Field effect when what it gains (cards drawn, the opponent's stuns broken, worth more when the
 * opponent is close to a win) outweighs what sacrificing the card costs its grid.
 */
import { otherSeat, type Bot, type MatchView, type Rng, type Seat } from "../../engine/index.ts";
import { BATTLEFIELD, battlefieldHeld, pointsOf, priorityRows, SQUARES, type Position, type Square } from "./board.ts";
import { cardOf } from "./cards.ts";
import { judge } from "./contest.ts";
import { positionFromView } from "./controls.ts";
import { afterPayment, quickPayment, waste } from "./payment.ts";
import type { CardId, SquareIndex, WorldGainerAction, WorldGainerView } from "./state.ts";
import { WIN_POINTS } from "./outcome.ts";

interface Plan {
  card: CardId;
  square: SquareIndex;
  score: number;
}

/** The grid after `card` lands on `square`, paid for by `breakField` (the stuns do not change the grid). */
function landed(
  squares: readonly Square[],
  seat: Seat,
  card: CardId,
  square: SquareIndex,
  breakField: CardId[],
): Square[] | null {
  const paid = afterPayment(squares, breakField);
  const judged = judge(paid, seat, card, square);
  if (!judged.ok) return null;
  const target = paid[square] as Square;
  switch (judged.result) {
    case "place":
    case "replace":
    case "take":
      paid[square] = { holder: seat, cards: [card] };
      break;
    case "stack":
      paid[square] = { holder: seat, cards: [...target.cards, card] };
      break;
    case "trade":
      paid[square] = { holder: null, cards: [] };
      break;
    case "trade-top":
      paid[square] = { holder: target.holder, cards: target.cards.slice(0, -1) };
      break;
  }
  return paid;
}

/** How good a grid is for the seat: points and battlefield squares against the opponent's, own field kept. */
function worth(squares: readonly Square[], seat: Seat): number {
  const foe = otherSeat(seat);
  const mine = pointsOf(squares, seat);
  const theirs = pointsOf(squares, foe);
  if (battlefieldHeld(squares, seat) === 3 || mine >= WIN_POINTS) return 10_000;
  const ownField = priorityRows(seat)[0].filter((i) => squares[i]?.holder === seat).length;
  const lostField = priorityRows(seat)[0].filter((i) => squares[i]?.holder === foe).length;
  const stacked = SQUARES.filter((i) => squares[i]?.holder === seat && (squares[i]?.cards.length ?? 0) > 1).length;
  return (
    mine * 3 -
    theirs * 3 +
    battlefieldHeld(squares, seat) * 6 -
    battlefieldHeld(squares, foe) * 7 +
    ownField * 2 -
    lostField * 8 +
    stacked +
    BATTLEFIELD.filter((i) => squares[i]?.holder === seat).length
  );
}

function plansFor(pos: Position, card: CardId): Plan[] {
  const plans: Plan[] = [];
  for (const square of SQUARES) {
    const best = quickPayment(pos, card, square);
    if (!best) continue;
    const grid = landed(pos.squares, pos.seat, card, square, best.breakField);
    if (grid) plans.push({ card, square, score: worth(grid, pos.seat) - waste(best, cardOf(card).cost) / 40 });
  }
  return plans;
}

function bestPlan(pos: Position, cards: readonly CardId[], rng: Rng): Plan | null {
  const plans = cards.flatMap((c) => plansFor(pos, c)).map((p) => ({ ...p, score: p.score + rng.next() * 0.01 }));
  return plans.reduce<Plan | null>((best, p) => (best === null || p.score > best.score ? p : best), null);
}

/**
 * A drawn card's worth, on the `worth` scale (a card in hand lands later for a few points): most when nothing in hand
 * is worth placing this turn, more with one card in hand or none.
 */
const DRAW_WORTH = { stuck: 12, few: 5, more: 2 };
/** Cards left in the deck after a draw, at least, so that drawing never runs it out. */
const DECK_MARGIN = 4;
/** An opponent this close to a win (points to go, or battlefield squares held) makes their stuns worth breaking. */
const THREAT = { points: 5, battlefield: 2 };

/**
 * What activating a Field effect is worth: the cards it draws or the opponent's stuns it breaks (ready ones first,
 * the highest value first, as the effect breaks them), less what sacrificing the card from its square costs the grid.
 */
function fieldValue(t: WorldGainerView, pos: Position, card: CardId, stuck: boolean): number {
  const effect = cardOf(card).effect;
  const at = pos.squares.findIndex((s) => s.holder === pos.seat && s.cards.at(-1) === card);
  if (effect?.kind !== "field" || at < 0) return -Infinity;
  const after = pos.squares.map((s, i) =>
    i === at ? { holder: s.cards.length > 1 ? s.holder : null, cards: s.cards.slice(0, -1) } : s,
  );
  const loss = worth(pos.squares, pos.seat) - worth(after, pos.seat);
  const me = t.seats[pos.seat];
  const foe = t.seats[otherSeat(pos.seat)];
  if (!me || !foe) return -Infinity;
  if (effect.op === "sacrifice-draw") {
    if (me.deck < effect.amount + DECK_MARGIN) return -Infinity;
    const each = stuck ? DRAW_WORTH.stuck : me.hand.count <= 1 ? DRAW_WORTH.few : DRAW_WORTH.more;
    return effect.amount * each - loss;
  }
  const threat =
    pointsOf(pos.squares, foe.seat) >= WIN_POINTS - THREAT.points ||
    battlefieldHeld(pos.squares, foe.seat) >= THREAT.battlefield;
  const stuns = foe.standby
    .flatMap((s) => (s === null ? [] : [s]))
    .sort((a, b) => Number(b.ready) - Number(a.ready) || cardOf(b.card).stun.value - cardOf(a.card).stun.value);
  const broken = stuns.slice(0, effect.amount).reduce((n, s) => n + (s.ready ? 2 + cardOf(s.card).stun.value : 1), 0);
  return broken * (threat ? 3 : 1) - loss;
}

/** Of the hand, the card best turned into a stun: a high stun value, a card that is hard to place anyway. */
function stunChoice(table: WorldGainerView, seat: Seat, legal: WorldGainerAction[]): WorldGainerAction {
  const skip = legal.find((a) => a.type === "skip-stun") as WorldGainerAction;
  const stuns = legal.filter((a): a is Extract<WorldGainerAction, { type: "stun" }> => a.type === "stun");
  const hand = table.seats[seat]?.hand.count ?? 0;
  if (stuns.length === 0 || hand < 2) return skip;
  const value = (c: CardId): number =>
    cardOf(c).stun.value * 3 + (cardOf(c).effect ? -2 : 0) + (cardOf(c).cost >= 5 ? 1 : 0);
  return stuns.reduce((best, a) => (value(a.card) > value(best.card) ? a : best));
}

export const worldGainerBot: Bot<WorldGainerView, WorldGainerAction> = {
  choose(view: MatchView<WorldGainerView>, legal: WorldGainerAction[], rng: Rng): WorldGainerAction {
    const t = view.table;
    const seat = view.viewer === "spectator" ? 0 : view.viewer;
    const pos = positionFromView(t, seat);
    const first = legal[0] as WorldGainerAction;
    switch (t.phase) {
      case "deck":
        return rng.pick(legal);
      case "standby":
        return stunChoice(t, seat, legal);
      case "gain": {
        const cards = legal.flatMap((a) => (a.type === "choose" ? [a.card] : []));
        const plan = bestPlan(pos, cards, rng);
        const now = worth(pos.squares, seat);
        const placing = plan !== null && plan.score > now - 1;
        // No card in hand worth placing while this turn's placement is still to come: the turn gains nothing else.
        const stuck = !t.gained && !placing;
        const fields = legal
          .filter((a): a is Extract<WorldGainerAction, { type: "activate" }> => a.type === "activate")
          .map((a) => ({ a, value: fieldValue(t, pos, a.card, stuck) }));
        const field = fields.reduce<(typeof fields)[number] | null>(
          (best, f) => (f.value > (best?.value ?? 0) ? f : best),
          null,
        );
        if (field) return field.a;
        if (plan && placing) return { type: "choose", card: plan.card };
        return legal.find((a) => a.type === "end") ?? first;
      }
      case "square": {
        const card = t.move?.card;
        const plan = card ? bestPlan(pos, [card], rng) : null;
        return legal.find((a) => a.type === "square" && a.square === plan?.square) ?? first;
      }
      case "pay":
      case "over":
        return first;
    }
  },
};
