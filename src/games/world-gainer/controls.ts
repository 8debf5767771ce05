import type { Locale, MatchView, Seat } from "../../engine/index.ts";
import {
  buttonsOrMenu,
  fitLabel,
  fitOption,
  groupOf,
  MAX_BUTTONS,
  MAX_OPTIONS,
  menu,
  OPTION_TEXT_MAX,
  type Control,
  type Controls,
} from "../controls.ts";
import { SQUARES, type Position } from "./board.ts";
import { bySet, cardOf, DECKS } from "./cards.ts";
import { judge } from "./contest.ts";
import { describeAction } from "./describe.ts";
import { afterPayment, squareProblem, sum, unitsOf } from "./payment.ts";
import type { Attribute, CardId, Payment, SquareIndex, WorldGainerAction, WorldGainerView } from "./state.ts";
import { attributeName, cardName, cardToPlace, effectText, joinWords, paymentText, say, squareName } from "./words.ts";

/** What the viewer's placement depends on, rebuilt from their own view: the grid and their own stuns. */
export function positionFromView(table: WorldGainerView, seat: Seat): Position {
  const squares = [...table.grid]
    .sort((a, b) => a.square - b.square)
    .map((s) => ({ holder: s.holder, cards: [...s.cards] }));
  const stuns = (table.seats[seat]?.standby ?? []).flatMap((s) =>
    s === null ? [] : [{ card: s.card, ready: s.ready }],
  );
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
function squareControls(
  view: MatchView<WorldGainerView>,
  seat: Seat,
  legal: WorldGainerAction[],
  locale: Locale,
): Controls<WorldGainerAction> {
  const t = view.table;
  const card = t.move?.card;
  const pos = positionFromView(t, seat);
  const blocked = new Map<string, string[]>();
  const controls: Control<WorldGainerAction>[] = t.grid.map((s) => {
    const name = squareName(s.square, seat, locale);
    const label =
      s.top === null
        ? say("square.empty", locale, { name })
        : say("square.held", locale, { name, card: cardName(s.top, locale), total: s.total });
    const action = legal.find((a) => a.type === "square" && a.square === s.square);
    if (action && card) {
      const result = outcome(pos, card, s.square);
      const text =
        result === null ? say("outcome.by-paying", locale) : say(`outcome.${result}` as "outcome.place", locale);
      return {
        type: "button",
        label: fitLabel(say("square.outcome", locale, { square: label, outcome: text })),
        action,
      };
    }
    const problem = card ? squareProblem(pos, card, s.square) : null;
    if (problem) {
      const reason = say(problem.code as "cannot-pay", locale, problem.params);
      blocked.set(reason, [...(blocked.get(reason) ?? []), name]);
    }
    return { type: "blocked", label: fitLabel(label) };
  });
  for (const a of legal)
    if (a.type === "back")
      controls.push({ type: "button", label: describeAction(a, locale, seat), action: a, tone: "quiet" });
  const notes = card ? [say("control.placing", locale, { card: cardToPlace(card, locale) })] : [];
  for (const [reason, squares] of blocked)
    notes.push(say("square.note", locale, { squares: joinWords(squares, locale), reason }));
  return { place: "hand", controls, perRow: 3, notes };
}

const COLORS: readonly Attribute[] = ["red", "blue", "green", "yellow"];

/**
 * A payment as its choice reads: a short line (the amount paid by color against the cost, and what the card then
 * does when the payment's broken field cards change it) and, apart, the sources it uses.
 */
function paymentLines(
  pos: Position,
  card: CardId,
  square: SquareIndex,
  payment: Payment,
  locale: Locale,
): { label: string; sources: string } {
  const units = unitsOf(payment);
  const parts = COLORS.filter((c) => units[c] > 0).map((c) =>
    say("pay.unit", locale, { amount: units[c], color: attributeName(c, locale) }),
  );
  const after = outcome(pos, card, square, payment.breakField);
  const changed = after !== null && after !== outcome(pos, card, square);
  const params = {
    paid: sum(units),
    units: joinWords(parts, locale, "pay.units-join"),
    cost: cardOf(card).cost,
    outcome: after === null ? "" : say(`outcome.${after}` as "outcome.place", locale),
  };
  return {
    label: say(changed ? "pay.label-outcome" : "pay.label", locale, params),
    sources: paymentText(payment, locale),
  };
}

/** The sources a payment gives up for good, by which the payments split when one menu cannot hold them all. */
const SPLITS = [
  { sources: (p: Payment): CardId[] => p.breakField, placeholder: "control.pay-field", none: "pay.keep-field" },
  { sources: (p: Payment): CardId[] => p.breakStuns, placeholder: "control.pay-stuns", none: "pay.keep-stuns" },
] as const;

/**
 * The payment step: the suggested payment as one button, then every payment in a menu whose options carry the
 * short line as their label and the sources as their description, so no two read the same (a number tells apart
 * the rare ones whose texts still match once cut to fit). More than one menu holds are chosen in steps: first the
 * field cards given up, then the stuns broken, then the menu of what is left.
 */
function paymentControls(
  pos: Position,
  card: CardId,
  square: SquareIndex,
  payments: WorldGainerAction[],
  locale: Locale,
): Control<WorldGainerAction>[] {
  const texts = payments.map((p) =>
    p.type === "pay" ? paymentLines(pos, card, square, p, locale) : { label: "", sources: "" },
  );
  const seen = new Map<string, number>();
  const items = payments.map((action, i) => {
    const text = texts[i] ?? { label: "", sources: "" };
    const label = text.label.slice(0, OPTION_TEXT_MAX);
    const description = fitOption(text.sources);
    const key = `${label}\n${description}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return {
      label: n > 1 ? say("pay.variant", locale, { label, n }).slice(0, OPTION_TEXT_MAX) : label,
      description,
      action,
    };
  });
  // Field cards by their squares: two copies of a card may stand on two squares.
  const named = (cards: readonly CardId[]): string => {
    const squares = pos.squares.flatMap((sq, at) => {
      const broken = sq.cards.filter((c) => cards.includes(c)).reverse();
      return broken.length === 0
        ? []
        : [
            say("pay.cards-at", locale, {
              square: squareName(at as SquareIndex, pos.seat, locale),
              cards: joinWords(
                broken.map((c) => cardName(c, locale)),
                locale,
              ),
            }),
          ];
    });
    const stuns = cards.filter((c) => !pos.squares.some((sq) => sq.cards.includes(c))).map((c) => cardName(c, locale));
    return [...squares, ...stuns].join(say("pay.squares-join", locale));
  };
  const split = (some: typeof items, level: number): Control<WorldGainerAction> => {
    const by = SPLITS[level];
    if (some.length <= MAX_OPTIONS || by === undefined) return menu(some, say("control.pay", locale));
    const classes = new Map<string, typeof items>();
    for (const item of some) {
      const key = item.action.type === "pay" ? by.sources(item.action).join() : "";
      classes.set(key, [...(classes.get(key) ?? []), item]);
    }
    if (classes.size === 1) return split(some, level + 1);
    return groupOf(
      say(by.placeholder, locale),
      [...classes.values()].map((members) => {
        const first = members[0]?.action;
        const cards = first?.type === "pay" ? by.sources(first) : [];
        const label = cards.length === 0 ? say(by.none, locale) : named(cards);
        return {
          label: fitLabel(label),
          description: fitOption(say("pay.ways", locale, { n: members.length, best: members[0]?.label ?? "" })),
          controls: [split(members, level + 1)],
        };
      }),
    );
  };
  const first = payments[0];
  const suggested: Control<WorldGainerAction>[] =
    first && texts[0]
      ? [
          {
            type: "button",
            label: fitLabel(say("pay.suggested", locale, { label: texts[0].label })),
            action: first,
            description: texts[0].sources,
          },
        ]
      : [];
  return [...suggested, split(items, 0)];
}

/**
 * Why a hand card cannot be placed now: its stuns and field cards cannot pay for it where it could land, or else the
 * placement rule that shuts it out of most squares.
 */
function whyStuck(pos: Position, card: CardId, locale: Locale): string {
  const problems = SQUARES.map((square) => squareProblem(pos, card, square)).filter((p) => p !== null);
  if (problems.some((p) => p.code === "cannot-pay")) return say("control.stuck-pay", locale);
  const counts = new Map<string, number>();
  for (const p of problems) counts.set(p.code, (counts.get(p.code) ?? 0) + 1);
  const code = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "no-legal-square";
  return say(code as "no-legal-square", locale, problems.find((p) => p.code === code)?.params);
}

/**
 * The lines above the buttons: each deck's plan when choosing one, the move so far when paying; when choosing the
 * card to place, the hand cards that cannot be placed now (so none just goes missing) and what each effect does.
 */
function notesFor(table: WorldGainerView, seat: Seat, legal: readonly WorldGainerAction[], locale: Locale): string[] {
  const move = table.move;
  if (table.phase === "deck")
    return DECKS.map((d) => say("control.deck-plan", locale, { deck: d.name[locale], plan: d.plan[locale] }));
  if (table.phase === "gain" && !table.gained) {
    const hand = [...(table.seats[seat]?.hand.cards ?? [])].sort(bySet);
    const offered = new Set(legal.flatMap((a) => (a.type === "choose" ? [cardOf(a.card).id] : [])));
    const pos = positionFromView(table, seat);
    const stuck = [
      ...new Set(
        hand
          .filter((c) => !offered.has(cardOf(c).id))
          .map((c) =>
            say("control.not-placeable", locale, { card: cardToPlace(c, locale), reason: whyStuck(pos, c, locale) }),
          ),
      ),
    ];
    const effectLine = (card: CardId): string[] => {
      const effect = effectText(card, locale);
      return effect ? [say("control.effect", locale, { card: cardName(card, locale), effect })] : [];
    };
    const effects = [...new Set(hand.flatMap(effectLine))];
    return [...stuck, ...effects];
  }
  if (table.phase === "pay" && move && move.square !== null) {
    return [
      say("control.square-on", locale, {
        card: cardToPlace(move.card, locale),
        square: squareName(move.square, seat, locale),
      }),
    ];
  }
  return [];
}

/**
 * The viewer's choices, all in their private reply: the deck, a stun, the card to place, its square (a grid), the
 * payment (the suggested one first). "Skip", "end turn" and "back" are quiet buttons after the rest.
 */
export function controls(
  view: MatchView<WorldGainerView>,
  legal: WorldGainerAction[],
  locale: Locale,
): Controls<WorldGainerAction> {
  if (view.viewer === "spectator" || legal.length === 0) return { place: "hand", controls: [] };
  const seat = view.viewer;
  const t = view.table;
  if (t.phase === "square") return squareControls(view, seat, legal, locale);
  const quiet = (a: WorldGainerAction): boolean => a.type === "skip-stun" || a.type === "end" || a.type === "back";
  const pos = positionFromView(t, seat);
  const move = t.move;
  // Two copies of a card can hold a Field effect on two squares: the square tells the buttons apart.
  const label = (action: WorldGainerAction): string => {
    const square = action.type === "activate" ? t.grid.find((s) => s.top === action.card)?.square : undefined;
    return action.type === "activate" && square !== undefined
      ? say("action.activate-at", locale, {
          card: cardName(action.card, locale),
          square: squareName(square, seat, locale),
        })
      : describeAction(action, locale, seat);
  };
  const main = legal.filter((a) => !quiet(a)).map((action) => ({ label: fitLabel(label(action)), action }));
  const placeholder = {
    deck: "control.deck",
    standby: "control.stun",
    gain: "control.choose",
    pay: "control.pay",
    square: "control.choose",
    over: "control.choose",
  } as const;
  const out: Control<WorldGainerAction>[] =
    t.phase === "pay" && move && move.square !== null
      ? paymentControls(
          pos,
          move.card,
          move.square,
          main.map((m) => m.action),
          locale,
        )
      : buttonsOrMenu(main, say(placeholder[t.phase], locale), MAX_BUTTONS - 1);
  for (const a of legal.filter(quiet))
    out.push({ type: "button", label: describeAction(a, locale, seat), action: a, tone: "quiet" });
  return { place: "hand", controls: out, notes: notesFor(t, seat, legal, locale) };
}
