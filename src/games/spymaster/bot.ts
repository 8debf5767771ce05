/**
 * A bot that plays from its own view only. As defender it counts every card it can see (its hand, the discard
 * pile, both rows) and guesses among the types still unseen, leaning towards a hand the attacker showed it and
 * weighting the ones that would hurt most. As attacker it estimates how likely each type is to be guessed and picks at random among the
 * better plays, so it cannot be read.
 */
import type { Bot, MatchView, Rng, Seat } from "../../engine/index.ts";
import { card, deckOf, KINDS, type CardId, type Kind, type Variant } from "./cards.ts";
import type { SeatView, SpymasterAction, SpymasterView } from "./state.ts";

type Counts = Record<Kind, number>;

/** The view from one seat: the bot's own side and the opponent's. */
interface Side {
  view: SpymasterView;
  me: Seat;
  mine: SeatView;
  theirs: SeatView;
  attacking: SeatView;
}

function sideOf(view: SpymasterView, me: Seat): Side {
  const [a, b] = view.seats;
  return { view, me, mine: me === 0 ? a : b, theirs: me === 0 ? b : a, attacking: view.attacker === 0 ? a : b };
}

function countKinds(ids: Iterable<CardId>, into: Partial<Counts> = {}): Partial<Counts> {
  for (const id of ids) {
    const kind = card(id).kind;
    into[kind] = (into[kind] ?? 0) + 1;
  }
  return into;
}

/** How many cards of each type a variant's deck holds; the deck never changes. */
const DECK_TOTALS: Record<Variant, Partial<Counts>> = {
  spymaster: countKinds(deckOf("spymaster").map((c) => c.id)),
  mindmaster: countKinds(deckOf("mindmaster").map((c) => c.id)),
};

/** Cards of each type the bot cannot see: they are in the opponent's hand, the deck, or face down. */
function unseenKinds(view: SpymasterView, me: Seat): Counts {
  const seen: CardId[] = [...view.discard, ...view.seats[0].row, ...view.seats[1].row];
  for (const seat of view.seats) if (seat.hand.cards) seen.push(...seat.hand.cards);
  if (view.played.cards && view.attacker === me) seen.push(...view.played.cards);
  const total = DECK_TOTALS[view.variant];
  const known = countKinds(seen);
  const out = {} as Counts;
  for (const kind of KINDS[view.variant]) out[kind] = (total[kind] ?? 0) - (known[kind] ?? 0);
  return out;
}

/** Samples an index with probability proportional to its weight. */
function weighted(weights: readonly number[], rng: Rng): number {
  const sum = weights.reduce((a, b) => a + Math.max(0, b), 0);
  if (sum <= 0) return rng.int(weights.length);
  let r = rng.next() * sum;
  for (const [i, w] of weights.entries()) {
    r -= Math.max(0, w);
    if (r < 0) return i;
  }
  return weights.length - 1;
}

/** How much it would hurt the defender if the face-down card were of this type. */
function threat(side: Side, kind: Kind): number {
  switch (kind) {
    case "spy": {
      const spies = side.attacking.row.filter((c) => card(c).kind === "spy").length;
      return spies % 3 === 2 ? 1.6 : 1;
    }
    case "forces":
      return 1 + 0.4 * side.mine.documents;
    case "hacker":
      return 0.8;
    case "spade":
      return 1.5 + 0.3 * side.mine.outs;
    case "diamond":
      return 1.1 + 0.3 * side.mine.strikes;
    case "heart":
      return 0.8;
  }
}

function guess(side: Side, legal: SpymasterAction[], rng: Rng): SpymasterAction {
  const unseen = unseenKinds(side.view, side.me);
  const options = legal.filter((a): a is Extract<SpymasterAction, { type: "guess" }> => a.type === "guess");
  // A hand the attacker showed earlier (MindMaster) still says what it likely holds, though cards may have left it.
  const shown = side.view.shownHand?.seat === side.view.attacker ? side.view.shownHand.cards : [];
  const likely = (kind: Kind): number => unseen[kind] + shown.filter((f) => f.kind === kind).length;
  // The power sharpens the choice towards the likeliest type while keeping the guesser unpredictable.
  const weights = options.map((o) => (likely(o.kind) * threat(side, o.kind)) ** 4);
  return options[weighted(weights, rng)] as SpymasterAction;
}

/** The attacker's estimate that the defender names this type: proportional to what the defender cannot see. */
function guessChance(side: Side): Counts {
  const { view } = side;
  const mine = countKinds(side.mine.hand.cards ?? []);
  const unseen = unseenKinds(view, side.me);
  const opponentShare = view.deckCount + side.theirs.hand.count;
  const deckShare = opponentShare === 0 ? 0 : view.deckCount / opponentShare;
  const belief = {} as Counts;
  let sum = 0;
  for (const kind of KINDS[view.variant]) {
    belief[kind] = (mine[kind] ?? 0) + unseen[kind] * deckShare + 0.5;
    sum += belief[kind];
  }
  for (const kind of KINDS[view.variant]) belief[kind] /= sum;
  return belief;
}

/** Value of a successful and of a failed attack with this card, for the attacker. */
function stakes(side: Side, id: CardId): { win: number; lose: number } {
  const { kind, number } = card(id);
  const { mine, theirs, view } = side;
  switch (kind) {
    case "spy": {
      const spies = mine.row.filter((c) => card(c).kind === "spy").length;
      // The card that decides the bonus draw: a tucked spy at the row's end is not it.
      const rightmost = view.rightmost === null ? null : card(view.rightmost);
      const chain = rightmost?.kind === "spy" && (rightmost.number ?? 0) < (number ?? 0) ? 0.5 : 0;
      return { win: (spies % 3 === 2 ? 3 : 1.2) + chain, lose: -1.2 };
    }
    case "forces":
      return { win: 3 + theirs.documents, lose: -3 - mine.documents };
    case "hacker":
      return { win: 1.5, lose: -0.6 };
    case "spade":
      return { win: 3 + theirs.outs, lose: -1 };
    case "heart":
      return { win: 1.5, lose: -0.4 };
    case "diamond":
      return { win: 1.2 + theirs.strikes * 0.6, lose: -1.2 - mine.strikes * 0.6 };
  }
}

function attack(side: Side, legal: SpymasterAction[], rng: Rng): SpymasterAction {
  const { mine, theirs } = side;
  const tucks = legal.filter((a) => a.type === "tuck");
  if (tucks.length > 0) {
    const spies = mine.row.filter((c) => card(c).kind === "spy").length;
    const hand = mine.hand.count;
    if ((spies + 1) % 3 === 0 || hand >= 5 || rng.next() < 0.3) return tucks[tucks.length - 1] as SpymasterAction;
  }
  const strikes = legal.filter((a) => a.type === "strike");
  if (strikes.length > 0) {
    if (theirs.strikes === 2 || mine.hand.count >= 4) return strikes[rng.int(strikes.length)] as SpymasterAction;
  }
  const plays = legal.filter((a): a is Extract<SpymasterAction, { type: "play" }> => a.type === "play");
  const chance = guessChance(side);
  const values = plays.map((p) => {
    const { win, lose } = stakes(side, p.card);
    const guessed = chance[card(p.card).kind];
    return (1 - guessed) * win + guessed * lose;
  });
  // A softmax over expected values: better plays are likelier, but every play stays possible.
  const best = Math.max(...values);
  return plays[
    weighted(
      values.map((v) => Math.exp((v - best) * 3)),
      rng,
    )
  ] as SpymasterAction;
}

/** Keeps a varied hand: sheds the type it holds most of, keeping Special Forces and high spies longest. */
function discard(side: Side, legal: SpymasterAction[]): SpymasterAction {
  const hand = side.mine.hand.cards ?? [];
  const counts = countKinds(hand);
  const keep = (id: CardId): number => {
    const { kind, number } = card(id);
    const base = kind === "forces" || kind === "spade" ? 3 : kind === "spy" ? 1 + (number ?? 0) / 7 : 1;
    return base - (counts[kind] ?? 0) * 0.4;
  };
  const scored = legal.map((a) => ({ a, score: a.type === "discard" ? a.cards.reduce((s, c) => s + keep(c), 0) : 0 }));
  scored.sort((x, y) => x.score - y.score);
  return (scored[0] as { a: SpymasterAction }).a;
}

export const spymasterBot: Bot<SpymasterView, SpymasterAction> = {
  choose(matchView: MatchView<SpymasterView>, legal: SpymasterAction[], rng: Rng): SpymasterAction {
    const me = matchView.viewer;
    if (me === "spectator") throw new Error("a bot plays a seat");
    const side = sideOf(matchView.table, me);
    switch (legal[0]?.type) {
      case "guess":
        return guess(side, legal, rng);
      case "play":
        return attack(side, legal, rng);
      case "discard":
        return discard(side, legal);
      default:
        return rng.pick(legal);
    }
  },
};
