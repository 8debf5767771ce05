/** Where a card may be placed and what happens there: the priority rule and the seed's contest tables. */
import type { Seat } from "../../engine/index.ts";
import { priorityRows, stackTotal, type Square } from "./board.ts";
import { cardOf } from "./cards.ts";
import type { Attribute, CardId, PlacementResult, SquareIndex } from "./state.ts";

/** Rock-paper-scissors: red (rock) beats blue (scissors), blue beats green (paper), green beats red; yellow beats all. */
const BEATS: Record<Attribute, readonly Attribute[]> = {
  red: ["blue"],
  blue: ["green"],
  green: ["red"],
  yellow: ["red", "blue", "green"],
};

type Matchup = "win" | "same" | "lose";

export function matchup(mine: Attribute, theirs: Attribute): Matchup {
  if (mine === theirs) return "same";
  return BEATS[mine].includes(theirs) ? "win" : "lose";
}

/** The cost a card contests with: its printed cost plus a Dimension "contest-plus". */
function contestCost(card: CardId): number {
  const def = cardOf(card);
  return def.cost + (def.effect?.kind === "dimension" && def.effect.op === "contest-plus" ? def.effect.amount : 0);
}

/** Why a square cannot take the card: a refusal code (see strings.ts). */
type SquareProblem =
  | "priority-own-field"
  | "priority-battlefield"
  | "own-loses"
  | "own-not-higher"
  | "contest-loses"
  | "contest-lower"
  | "contest-stack-same"
  | "contest-stack-low";

export type Judgement = { ok: true; result: PlacementResult } | { ok: false; problem: SquareProblem };

const fail = (problem: SquareProblem): Judgement => ({ ok: false, problem });
const pass = (result: PlacementResult): Judgement => ({ ok: true, result });

/**
 * Placing `card` on one of your own squares: replace on a win; stack on the same attribute with a cost above the
 * square's cost, which for a stack is the total of its cards (the seed's note above the own-square table).
 */
function onOwn(card: CardId, cards: readonly CardId[]): Judgement {
  const top = cards[cards.length - 1] as CardId;
  switch (matchup(cardOf(card).attribute, cardOf(top).attribute)) {
    case "win":
      return pass("replace");
    case "same":
      return contestCost(card) > stackTotal(cards) ? pass("stack") : fail("own-not-higher");
    case "lose":
      return fail("own-loses");
  }
}

/** Contesting an opponent's square: the single-card and the stacked-card tables of the seed. */
function onOpponent(card: CardId, cards: readonly CardId[]): Judgement {
  const top = cards[cards.length - 1] as CardId;
  const cost = contestCost(card);
  const versus = matchup(cardOf(card).attribute, cardOf(top).attribute);
  if (cards.length === 1) {
    if (versus === "win") return pass("take");
    if (versus === "lose") return fail("contest-loses");
    const theirs = cardOf(top).cost;
    return cost > theirs ? pass("take") : cost === theirs ? pass("trade") : fail("contest-lower");
  }
  if (versus === "lose") return fail("contest-loses");
  if (versus === "same") return fail("contest-stack-same");
  if (cost > stackTotal(cards)) return pass("take");
  return cost > cardOf(top).cost ? pass("trade-top") : fail("contest-stack-low");
}

/**
 * Whether `seat` may place `card` on `square` of this grid, and how. Squares the seat holds follow the own-square
 * rules; any other square must lie in the highest-priority row where the seat still lacks a square.
 */
export function judge(squares: readonly Square[], seat: Seat, card: CardId, square: SquareIndex): Judgement {
  const target = squares[square] as Square;
  if (target.holder === seat) return onOwn(card, target.cards);
  const rows = priorityRows(seat);
  const open = rows.findIndex((row) => row.some((i) => squares[i]?.holder !== seat));
  if (!(rows[open] ?? []).includes(square)) return fail(open === 0 ? "priority-own-field" : "priority-battlefield");
  return target.holder === null ? pass("place") : onOpponent(card, target.cards);
}
