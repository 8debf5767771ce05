/**
 * Paying for a gain placement. Sources: exhaust a ready stun (its stun value in its stun color), break a ready stun
 * (1 of its stun color), break one of your field cards (1 of its attribute; a square's cards break from the top).
 * The total must reach the cost, with the required amount in the required color among it (yellow: any single
 * color). Costs are paid before the card lands, so the placement is judged on the grid as it stands after paying.
 */
import type { Refusal } from "../../engine/index.ts";
import { SQUARES, type Position, type Square } from "./board.ts";
import { cardOf } from "./cards.ts";
import { judge, type Judgement } from "./contest.ts";
import type { Attribute, CardId, Payment, SquareIndex } from "./state.ts";

/** Most minimal payments listed besides the least wasteful: more than any played position has shown (about 570). */
const LISTED = 1000;

/** Cost units by color. */
type Units = Record<Attribute, number>;

const noUnits = (): Units => ({ blue: 0, green: 0, red: 0, yellow: 0 });

export function unitsOf(payment: Payment): Units {
  const units = noUnits();
  for (const c of payment.exhaust) units[cardOf(c).stun.color] += cardOf(c).stun.value;
  for (const c of payment.breakStuns) units[cardOf(c).stun.color] += 1;
  for (const c of payment.breakField) units[cardOf(c).attribute] += 1;
  return units;
}

export const sum = (units: Units): number => units.blue + units.green + units.red + units.yellow;

function requiredMet(card: CardId, units: Units): boolean {
  const { color, amount } = cardOf(card).required;
  return color === "yellow"
    ? Math.max(units.blue, units.green, units.red, units.yellow) >= amount
    : units[color] >= amount;
}

/** The grid once the payment's field cards are broken. */
export function afterPayment(squares: readonly Square[], breakField: readonly CardId[]): Square[] {
  return squares.map((s) => {
    const cards = s.cards.filter((c) => !breakField.includes(c));
    return { holder: cards.length > 0 ? s.holder : null, cards };
  });
}

/** The payment's own problem (sources and amounts), before the placement is judged. */
function sourceProblem(pos: Position, card: CardId, payment: Payment): Refusal | null {
  const used = [...payment.exhaust, ...payment.breakStuns, ...payment.breakField];
  if (new Set(used).size !== used.length) return { code: "pay-twice" };
  for (const c of [...payment.exhaust, ...payment.breakStuns]) {
    const stun = pos.stuns.find((s) => s.card === c);
    if (!stun) return { code: "pay-not-your-stun" };
    if (!stun.ready) return { code: "pay-stun-exhausted" };
  }
  for (const c of payment.breakField) {
    const square = pos.squares.find((s) => s.cards.includes(c));
    if (!square || square.holder !== pos.seat) return { code: "pay-not-your-field-card" };
    const broken = square.cards.filter((x) => payment.breakField.includes(x)).length;
    if (!square.cards.slice(square.cards.length - broken).includes(c)) return { code: "pay-not-top" };
  }
  const units = unitsOf(payment);
  const cost = cardOf(card).cost;
  if (sum(units) < cost) return { code: "pay-short", params: { cost, paid: sum(units) } };
  if (!requiredMet(card, units)) {
    const { color, amount } = cardOf(card).required;
    return { code: `pay-required-${color}`, params: { amount } };
  }
  return null;
}

/** Null when the payment is valid for placing `card` on `square`; otherwise why not. */
export function paymentProblem(pos: Position, card: CardId, square: SquareIndex, payment: Payment): Refusal | null {
  const problem = sourceProblem(pos, card, payment);
  if (problem) return problem;
  const judged = judge(afterPayment(pos.squares, payment.breakField), pos.seat, card, square);
  return judged.ok ? null : { code: judged.problem };
}

/** One choice per source: one of your squares (how many cards from its top), or a stun (exhaust or break). */
type Slot = { stun: CardId } | { square: SquareIndex; cards: CardId[] };

/** Field slots first, the target square leading them (breaking its own cards is what may clear it); then stuns. */
function slotsFor(pos: Position, square: SquareIndex): Slot[] {
  const own = [square, ...SQUARES.filter((i) => i !== square)].filter((i) => pos.squares[i]?.holder === pos.seat);
  const stuns: Slot[] = pos.stuns.filter((s) => s.ready).map((s) => ({ stun: s.card }));
  return [...own.map((i): Slot => ({ square: i, cards: pos.squares[i]?.cards ?? [] })), ...stuns];
}

const empty = (): Payment => ({ exhaust: [], breakStuns: [], breakField: [] });

const plus = (units: Units, color: Attribute, n: number): Units => ({ ...units, [color]: units[color] + n });

/**
 * Payments with one source fewer, each with its units (the payment's `units` less that source's): a payment is
 * minimal when none of these is still valid.
 */
function shrunk(pos: Position, payment: Payment, units: Units): { payment: Payment; units: Units }[] {
  const out: { payment: Payment; units: Units }[] = [];
  payment.exhaust.forEach((c, i) => {
    const stun = cardOf(c).stun;
    out.push({
      payment: { ...payment, exhaust: payment.exhaust.filter((_, j) => j !== i) },
      units: plus(units, stun.color, -stun.value),
    });
  });
  payment.breakStuns.forEach((c, i) => {
    out.push({
      payment: { ...payment, breakStuns: payment.breakStuns.filter((_, j) => j !== i) },
      units: plus(units, cardOf(c).stun.color, -1),
    });
  });
  // Of each square's broken cards, only the lowest can be spared: the rest must still come off the top.
  for (const square of pos.squares) {
    const lowest = square.cards.find((c) => payment.breakField.includes(c));
    if (lowest !== undefined) {
      out.push({
        payment: { ...payment, breakField: payment.breakField.filter((x) => x !== lowest) },
        units: plus(units, cardOf(lowest).attribute, -1),
      });
    }
  }
  return out;
}

/** The most units of each color the slots from `at` on can still give. */
function roomFrom(slots: readonly Slot[]): Units[] {
  const rooms: Units[] = [noUnits()];
  for (let i = slots.length - 1; i >= 0; i--) {
    const units = { ...(rooms[0] as Units) };
    const slot = slots[i] as Slot;
    if ("stun" in slot) units[cardOf(slot.stun).stun.color] += cardOf(slot.stun).stun.value;
    else for (const c of slot.cards) units[cardOf(c).attribute] += 1;
    rooms.unshift(units);
  }
  return rooms;
}

/**
 * Walks the minimal valid payments depth first: the field breaks first (the placement is judged once they are all
 * chosen), then the stuns, each source left out before it is used. `found` hears each one and says whether to go on;
 * `hopeless` cuts off a payment under way that nothing added to it could make worth finding. A payment that is
 * already valid is not extended: anything added to it could be taken away again.
 */
function walk(
  pos: Position,
  card: CardId,
  square: SquareIndex,
  found: (p: Payment) => boolean,
  hopeless: (p: Payment) => boolean = () => false,
): void {
  // Paying only ever removes your own cards, which can help only on a square you hold.
  if (pos.squares[square]?.holder !== pos.seat && !judge(pos.squares, pos.seat, card, square).ok) return;
  const slots = slotsFor(pos, square);
  const firstStun = slots.findIndex((s) => "stun" in s);
  const fieldSlots = firstStun < 0 ? slots.length : firstStun;
  const rooms = roomFrom(slots);
  const cost = cardOf(card).cost;
  let going = true;
  // Every payment carries its units along, added source by source, instead of counting them again at each test.
  const paysEnough = (units: Units): boolean => sum(units) >= cost && requiredMet(card, units);
  const lands = (p: Payment): boolean => judge(afterPayment(pos.squares, p.breakField), pos.seat, card, square).ok;
  // Built from the position's own ready stuns and top cards, so only the amounts and the landing need checking.
  const valid = (p: Payment, units: Units): boolean => paysEnough(units) && lands(p);
  const reachable = (units: Units, at: number): boolean => {
    const room = rooms[at] as Units;
    const most = {
      blue: units.blue + room.blue,
      green: units.green + room.green,
      red: units.red + room.red,
      yellow: units.yellow + room.yellow,
    };
    return sum(most) >= cost && requiredMet(card, most);
  };
  const visit = (at: number, p: Payment, units: Units): void => {
    if (!going || !reachable(units, at) || hopeless(p)) return;
    if (at === fieldSlots && !lands(p)) return;
    if (at >= fieldSlots && paysEnough(units)) {
      if (!shrunk(pos, p, units).some((fewer) => valid(fewer.payment, fewer.units))) going = found(p);
      return;
    }
    const slot = slots[at];
    if (slot === undefined) return;
    if ("stun" in slot) {
      const stun = cardOf(slot.stun).stun;
      visit(at + 1, { ...p, exhaust: [...p.exhaust, slot.stun] }, plus(units, stun.color, stun.value));
      visit(at + 1, { ...p, breakStuns: [...p.breakStuns, slot.stun] }, plus(units, stun.color, 1));
      visit(at + 1, p, units);
      return;
    }
    visit(at + 1, p, units);
    const fromTop = [...slot.cards].reverse();
    let broken = units;
    for (let k = 1; k <= fromTop.length; k++) {
      broken = plus(broken, cardOf(fromTop[k - 1] as CardId).attribute, 1);
      visit(at + 1, { ...p, breakField: [...p.breakField, ...fromTop.slice(0, k)] }, broken);
    }
  };
  visit(0, empty(), noUnits());
}

/** The first `limit` minimal valid payments the walk finds (1 answers "is there any?"). */
function search(pos: Position, card: CardId, square: SquareIndex, limit: number): Payment[] {
  const found: Payment[] = [];
  walk(pos, card, square, (p) => found.push(p) < limit);
  return found;
}

/** What a payment under way gives up already, overpaying aside: no source added to it gives any of it back. */
function wasteSoFar(payment: Payment): number {
  const fieldPoints = payment.breakField.reduce((n, c) => n + cardOf(c).cost, 0);
  const stunValue = payment.breakStuns.reduce((n, c) => n + cardOf(c).stun.value, 0);
  return fieldPoints * 100 + payment.breakField.length * 50 + stunValue * 20 + payment.exhaust.length;
}

/**
 * The least wasteful payment (the first the walk finds among equals), found by cutting off every payment under way
 * that already gives up as much as the best so far: exact however many payments there are.
 */
function cheapest(pos: Position, card: CardId, square: SquareIndex): Payment | undefined {
  const cost = cardOf(card).cost;
  let best: { payment: Payment; waste: number } | undefined;
  walk(
    pos,
    card,
    square,
    (p) => {
      const w = waste(p, cost);
      if (best === undefined || w < best.waste) best = { payment: p, waste: w };
      return true;
    },
    (p) => best !== undefined && wasteSoFar(p) >= best.waste,
  );
  return best?.payment;
}

/** How much a payment gives up: broken field cards most, then broken stuns, overpaying, exhausted stuns. */
export function waste(payment: Payment, cost: number): number {
  const paid =
    payment.exhaust.reduce((n, c) => n + cardOf(c).stun.value, 0) +
    payment.breakStuns.length +
    payment.breakField.length;
  const fieldPoints = payment.breakField.reduce((n, c) => n + cardOf(c).cost, 0);
  const stunValue = payment.breakStuns.reduce((n, c) => n + cardOf(c).stun.value, 0);
  return (
    fieldPoints * 100 + payment.breakField.length * 50 + stunValue * 20 + (paid - cost) * 5 + payment.exhaust.length
  );
}

/** A payment's sources as a key that treats stuns of the same value and color alike. */
function likeKey(payment: Payment): string {
  const stunKey = (c: CardId): string => `${cardOf(c).stun.value}${cardOf(c).stun.color}`;
  return JSON.stringify([
    payment.exhaust.map(stunKey).sort(),
    payment.breakStuns.map(stunKey).sort(),
    [...payment.breakField].sort(),
  ]);
}

function ranked(found: readonly Payment[], cost: number): Payment[] {
  const seen = new Set<string>();
  const distinct = found.filter((p) => {
    const key = likeKey(p);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return distinct
    .map((p, i) => ({ p, i, w: waste(p, cost) }))
    .sort((a, b) => a.w - b.w || a.i - b.i)
    .map(({ p }) => ({
      exhaust: [...p.exhaust].sort(),
      breakStuns: [...p.breakStuns].sort(),
      breakField: p.breakField,
    }));
}

/**
 * The payments offered for placing `card` on `square`: the minimal ones, alike stuns counted once, the least wasteful
 * first (the suggested payment). A position with very many (a long row of tall stacks) lists the first LISTED the
 * walk finds, which uses stuns before field cards, and the least wasteful always.
 */
export function payments(pos: Position, card: CardId, square: SquareIndex): Payment[] {
  const best = cheapest(pos, card, square);
  return best ? ranked([best, ...search(pos, card, square, LISTED)], cardOf(card).cost) : [];
}

/** A quick estimate of the suggested payment, from the first few the walk finds (the bot's planning). */
export function quickPayment(pos: Position, card: CardId, square: SquareIndex): Payment | undefined {
  if (!canPay(pos, card, square)) return undefined;
  return ranked(search(pos, card, square, 2), cardOf(card).cost)[0];
}

/** Whether any payment makes this placement legal. */
export function canPay(pos: Position, card: CardId, square: SquareIndex): boolean {
  if (!judge(pos.squares, pos.seat, card, square).ok)
    return pos.squares[square]?.holder === pos.seat && search(pos, card, square, 1).length > 0;
  // The common case, decided at once: every ready stun exhausted pays for a placement that is legal as things stand.
  const allStuns = { exhaust: pos.stuns.filter((s) => s.ready).map((s) => s.card), breakStuns: [], breakField: [] };
  const units = unitsOf(allStuns);
  if (sum(units) >= cardOf(card).cost && requiredMet(card, units)) return true;
  return search(pos, card, square, 1).length > 0;
}

/** Why a square is not on offer for the card: its placement problem, or that no payment makes it legal. */
export function squareProblem(pos: Position, card: CardId, square: SquareIndex): Refusal | null {
  if (canPay(pos, card, square)) return null;
  const judged: Judgement = judge(pos.squares, pos.seat, card, square);
  return judged.ok ? { code: "cannot-pay" } : { code: judged.problem };
}
