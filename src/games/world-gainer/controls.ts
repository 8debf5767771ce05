import type { Locale, MatchView, Seat } from "../../engine/index.ts";
import { buttonsOrMenu, fitLabel, MAX_BUTTONS, type Control, type Controls } from "../controls.ts";
import type { Position } from "./board.ts";
import { cardOf, DECKS } from "./cards.ts";
import { judge } from "./contest.ts";
import { describeAction } from "./describe.ts";
import { afterPayment, squareProblem, sum, unitsOf } from "./payment.ts";
import type { Attribute, CardId, Payment, SquareIndex, WorldGainerAction, WorldGainerView } from "./state.ts";
import { attributeName, cardName, cardToPlace, joinWords, paymentText, say, squareName } from "./words.ts";

/** What the viewer's placement depends on, rebuilt from their own view: the grid and their own stuns. */
export function positionFromView(table: WorldGainerView, seat: Seat): Position {
  const squares = [...table.grid].sort((a, b) => a.square - b.square).map((s) => ({ holder: s.holder, cards: [...s.cards] }));
  const stuns = (table.seats[seat]?.standby ?? []).flatMap((s) => (s === null ? [] : [{ card: s.card, ready: s.ready }]));
  return { seat, squares, stuns };
}

/** What placing the card there would do with the grid as it stands, or null when only a payment makes it legal. */
function outcome(pos: Position, card: CardId, square: SquareIndex, breakField: readonly CardId[] = []): string | null {
  const judged = judge(afterPayment(pos.squares, breakField), pos.seat, card, square);
  return judged.ok ? judged.result : null;
}

/**
 * The square step: the grid from the viewer's side as 3 x 3 buttons, each legal square saying what the card would
 * do there; squares not on offer greyed out, their reasons in the notes, one line per reason.
 */
function squareControls(view: MatchView<WorldGainerView>, seat: Seat, legal: WorldGainerAction[], locale: Locale): Controls<WorldGainerAction> {
  const t = view.table;
  const card = t.move?.card;
  const pos = positionFromView(t, seat);
  const blocked = new Map<string, string[]>();
  const controls: Control<WorldGainerAction>[] = t.grid.map((s) => {
    const name = squareName(s.square, seat, locale);
    const label =
      s.top === null ? say("square.empty", locale, { name }) : say("square.held", locale, { name, card: cardName(s.top, locale), total: s.total });
    const action = legal.find((a) => a.type === "square" && a.square === s.square);
    if (action && card) {
      const result = outcome(pos, card, s.square);
      const text = result === null ? say("outcome.by-paying", locale) : say(`outcome.${result}` as "outcome.place", locale);
      return { type: "button", label: fitLabel(say("square.outcome", locale, { square: label, outcome: text })), action };
    }
    const problem = card ? squareProblem(pos, card, s.square) : null;
    if (problem) {
      const reason = say(problem.code as "cannot-pay", locale, problem.params);
      blocked.set(reason, [...(blocked.get(reason) ?? []), name]);
    }
    return { type: "blocked", label: fitLabel(label) };
  });
  for (const a of legal) if (a.type === "back") controls.push({ type: "button", label: describeAction(a, locale), action: a, tone: "quiet" });
  const notes = card ? [say("control.placing", locale, { card: cardToPlace(card, locale) })] : [];
  for (const [reason, squares] of blocked) notes.push(say("square.note", locale, { squares: joinWords(squares, locale), reason }));
  return { place: "hand", controls, perRow: 3, notes };
}

const COLORS: readonly Attribute[] = ["red", "blue", "green", "yellow"];

/**
 * A payment as its choice reads: the amount paid by color against the cost, what the card then does when the
 * payment's broken field cards change it, and the sources; the first offered is marked as the suggestion.
 */
function paymentLabel(pos: Position, card: CardId, square: SquareIndex, payment: Payment, suggested: boolean, locale: Locale): string {
  const units = unitsOf(payment);
  const parts = COLORS.filter((c) => units[c] > 0).map((c) => say("pay.unit", locale, { amount: units[c], color: attributeName(c, locale) }));
  const after = outcome(pos, card, square, payment.breakField);
  const changed = after !== null && after !== outcome(pos, card, square);
  const params = {
    paid: sum(units),
    units: joinWords(parts, locale, "pay.units-join"),
    cost: cardOf(card).cost,
    sources: paymentText(payment, locale),
    outcome: after === null ? "" : say(`outcome.${after}` as "outcome.place", locale),
  };
  const label = say(changed ? "pay.label-outcome" : "pay.label", locale, params);
  return fitLabel(suggested ? say("pay.suggested", locale, { label }) : label);
}

/** The lines above the buttons: each deck's plan when choosing one, the move so far when paying. */
function notesFor(table: WorldGainerView, seat: Seat, locale: Locale): string[] {
  const move = table.move;
  if (table.phase === "deck") return DECKS.map((d) => say("control.deck-plan", locale, { deck: d.name[locale], plan: d.plan[locale] }));
  if (table.phase === "pay" && move && move.square !== null) {
    return [say("control.square-on", locale, { card: cardToPlace(move.card, locale), square: squareName(move.square, seat, locale) })];
  }
  return [];
}

/**
 * The viewer's choices, all in their private reply: the deck, a stun, the card to place, its square (a grid), the
 * payment (the suggested one first). "Skip", "end turn" and "back" are quiet buttons after the rest.
 */
export function controls(view: MatchView<WorldGainerView>, legal: WorldGainerAction[], locale: Locale): Controls<WorldGainerAction> {
  if (view.viewer === "spectator" || legal.length === 0) return { place: "hand", controls: [] };
  const seat = view.viewer;
  const t = view.table;
  if (t.phase === "square") return squareControls(view, seat, legal, locale);
  const quiet = (a: WorldGainerAction): boolean => a.type === "skip-stun" || a.type === "end" || a.type === "back";
  const pos = positionFromView(t, seat);
  const move = t.move;
  const label = (action: WorldGainerAction, i: number): string =>
    action.type === "pay" && move && move.square !== null
      ? paymentLabel(pos, move.card, move.square, action, i === 0, locale)
      : fitLabel(describeAction(action, locale, seat));
  const main = legal.filter((a) => !quiet(a)).map((action, i) => ({ label: label(action, i), action }));
  const placeholder = {
    deck: "control.deck",
    standby: "control.stun",
    gain: "control.choose",
    pay: "control.pay",
    square: "control.choose",
    over: "control.choose",
  } as const;
  const out: Control<WorldGainerAction>[] = buttonsOrMenu(main, say(placeholder[t.phase], locale), MAX_BUTTONS - 1);
  for (const a of legal.filter(quiet)) out.push({ type: "button", label: describeAction(a, locale, seat), action: a, tone: "quiet" });
  return { place: "hand", controls: out, notes: notesFor(t, seat, locale) };
}
