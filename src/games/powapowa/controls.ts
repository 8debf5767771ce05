import type { Locale, MatchView, Seat } from "../../engine/index.ts";
import { buttonsOrMenu, fitLabel, MAX_BUTTONS, OPTION_TEXT_MAX, type Control, type Controls, type PickOption } from "../controls.ts";
import { byNekomimi, cardOf, deckOf, faceOf, NEKOMIMI, nekomimiOf } from "./cards.ts";
import { describeAction } from "./describe-action.ts";
import type { PowapowaAction, PowapowaView } from "./state.ts";
import { cardList, cardName, cardText, defaultNames, joinWords, nekomimiSummary, needsText, say } from "./words.ts";

/**
 * A prompted seat's choices as buttons and menus. Everything that shows the hand is in the private reply; growth
 * picks and the winner's spoils, which show nothing hidden, are on the table. Multi-step actions (a fight) are one
 * committed step per click.
 */

type View = MatchView<PowapowaView>;

const MAX_OPTIONS = 25;
const MAX_MENUS = 4;
const clip = (text: string): string => (text.length <= OPTION_TEXT_MAX ? text : `${text.slice(0, OPTION_TEXT_MAX - 1)}…`);

/** An action's label: its words with the table in view, so every choice of the decision reads differently. */
function labeller(view: View, seat: Seat, locale: Locale, names: readonly string[]): (action: PowapowaAction) => string {
  return (action) => describeAction(action, locale, seat, names, view.table);
}

/** Labels made distinct: a repeated label gains a running number. */
function distinct<T extends { label: string }>(items: T[]): T[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const n = (seen.get(item.label) ?? 0) + 1;
    seen.set(item.label, n);
    return n === 1 ? item : { ...item, label: `${item.label} (${n})` };
  });
}

/** What a play's card does, for a menu option's second line. */
function detail(action: PowapowaAction, locale: Locale): string | undefined {
  return "card" in action && typeof action.card === "string" ? clip(cardText(action.card, locale)) : undefined;
}

/** Many choices as menus of up to 25 options each, grouped in order. */
function menus(items: { label: string; action: PowapowaAction; description?: string }[], placeholder: string): Control<PowapowaAction>[] {
  const out: Control<PowapowaAction>[] = [];
  for (let start = 0; start < items.length && out.length < MAX_MENUS; start += MAX_OPTIONS) {
    const chunk = items.slice(start, start + MAX_OPTIONS);
    const options: PickOption[] = chunk.map((i, n) => ({ value: String(n), label: clip(i.label), ...(i.description ? { description: i.description } : {}) }));
    out.push({ type: "pick", placeholder, count: 1, options, action: ([n]) => chunk[Number(n)]?.action ?? null });
  }
  return out;
}

const SKIP_LABEL: Record<string, Parameters<typeof say>[0]> = {
  breeder: "action.skip-breeder",
  nekomimi: "action.skip-nekomimi",
  third: "action.skip-third",
  declare: "action.skip-declare",
  end: "action.end-turn",
};

/** The turn's actions: Go-on first, then each action in a menu (a card's effect under its label). */
function turnControls(view: View, legal: PowapowaAction[], label: (a: PowapowaAction) => string, locale: Locale): Controls<PowapowaAction> {
  const decision = view.prompt?.decision ?? "";
  const controls: Control<PowapowaAction>[] = [];
  const skip = legal.find((a) => a.type === "skip");
  if (skip) controls.push({ type: "button", label: say(SKIP_LABEL[decision] ?? "action.skip", locale), action: skip, tone: "quiet" });
  const rest = legal.filter((a) => a.type !== "skip");
  const isSimple = (a: PowapowaAction): boolean => a.type === "draw" || a.type === "declare" || a.type === "enter";
  for (const a of rest.filter(isSimple)) controls.push({ type: "button", label: fitLabel(label(a)), action: a });
  const others = distinct(rest.filter((a) => !isSimple(a)).map((action) => ({ label: label(action), action, ...(detail(action, locale) ? { description: detail(action, locale) } : {}) })));
  if (others.length <= MAX_BUTTONS - controls.length && others.every((o) => o.action.type === "discard")) {
    controls.push(...others.map((o): Control<PowapowaAction> => ({ type: "button", label: fitLabel(o.label), action: o.action })));
  } else {
    controls.push(...menus(others, say(decision === "end" ? "control.discard" : "control.play", locale)));
  }
  return { place: "hand", controls };
}

function buttons(legal: PowapowaAction[], label: (a: PowapowaAction) => string, placeholder: string, place: "hand" | "table" = "hand"): Controls<PowapowaAction> {
  const items = distinct(legal.map((action) => ({ label: fitLabel(label(action)), action })));
  return { place, controls: buttonsOrMenu(items, placeholder) };
}

/** A window: Pass first, the playable events after it. */
function windowControls(legal: PowapowaAction[], label: (a: PowapowaAction) => string, locale: Locale): Controls<PowapowaAction> {
  const plays = distinct(legal.filter((a) => a.type !== "pass").map((action) => ({ label: fitLabel(label(action)), action })));
  return {
    place: "hand",
    controls: [{ type: "button", label: say("action.pass", locale), action: { type: "pass" }, tone: "quiet" }, ...buttonsOrMenu(plays, say("control.fight-events", locale), MAX_BUTTONS - 1)],
    pass: 0,
  };
}

/** The fan vote: one menu of placements, a take-back button per hand card placed, Confirm. */
function voteControls(view: View, seat: Seat, legal: PowapowaAction[], label: (a: PowapowaAction) => string, locale: Locale): Controls<PowapowaAction> {
  const backs = distinct(legal.filter((a) => a.type === "back").map((action) => ({ label: label(action), action, ...(detail(action, locale) ? { description: detail(action, locale) } : {}) })));
  const controls: Control<PowapowaAction>[] = [{ type: "button", label: say("action.done-vote", locale), action: { type: "done" } }];
  const placedFor = (card: string): string => view.table.seats[seat]?.vote.find((v) => v.card === card)?.nekomimi ?? "";
  for (const a of legal) {
    if (a.type === "unback") {
      const text = say("action.unback-from", locale, { card: cardName(a.card, locale), nekomimi: cardName(placedFor(a.card), locale) });
      controls.push({ type: "button", label: fitLabel(text), action: a, tone: "quiet" });
    }
  }
  controls.push(...menus(backs, say("control.vote", locale)));
  const placed = (view.table.seats[seat]?.vote ?? []).map((v) =>
    say("action.back", locale, { card: v.card ? cardName(v.card, locale) : say("deck-card", locale), nekomimi: cardName(v.nekomimi, locale) }),
  );
  return { place: "hand", controls, notes: [placed.length === 0 ? say("control.vote-empty", locale) : say("control.vote-plan", locale, { placed: joinWords(placed, locale) })] };
}

function deckControls(legal: PowapowaAction[], locale: Locale): Controls<PowapowaAction> {
  const options = legal.flatMap((a) => {
    const deck = a.type === "deck" ? deckOf(a.deck) : undefined;
    return deck ? [{ value: deck.id, label: deck.name[locale], description: clip(deck.plan[locale]) }] : [];
  });
  return { place: "hand", controls: [{ type: "pick", placeholder: say("control.deck", locale), count: 1, options, action: ([deck]) => (deck ? { type: "deck", deck } : null) }] };
}

/**
 * Preparing nekomimi: keep those in the cradle (dealt, or from the deck list) in one press, or pick 1 to the table's
 * number of the set's nekomimi, each with its gender, charisma and first need.
 */
function prepareControls(view: View, seat: Seat, legal: PowapowaAction[], locale: Locale): Controls<PowapowaAction> {
  const most = view.table.options.nekomimi;
  const kept = (view.table.seats[seat]?.cradle.cards ?? []).map(faceOf).sort(byNekomimi);
  const keep = legal.find((a) => a.type === "prepare" && a.nekomimi.join() === kept.join());
  const options: PickOption[] = NEKOMIMI.map((n) => ({ value: n.id, label: n.name[locale], description: clip(nekomimiSummary(n.id, locale)) }));
  const controls: Control<PowapowaAction>[] = [
    ...(keep ? [{ type: "button" as const, label: fitLabel(say("control.keep", locale, { nekomimi: cardList(kept, locale) })), action: keep }] : []),
    { type: "pick", placeholder: say("control.prepare", locale, { max: most }), count: most, min: 1, options, action: (values) => ({ type: "prepare", nekomimi: [...values].sort(byNekomimi) }) },
  ];
  return { place: "hand", controls, notes: kept.map((id) => `${cardName(id, locale)}: ${nekomimiSummary(id, locale)}`) };
}

/** The starting nekomimi: a button each, what it needs to grow in the notes. */
function firstControls(legal: PowapowaAction[], label: (a: PowapowaAction) => string, locale: Locale): Controls<PowapowaAction> {
  const notes = legal.flatMap((a) => (a.type === "first" ? [`${cardName(a.nekomimi, locale)} (${say(`gender.${nekomimiOf(a.nekomimi).gender}`, locale)}): ${needsText(a.nekomimi, 1, locale)}`] : []));
  return { ...buttons(legal, label, say("control.play", locale)), notes };
}

/** The open card's pick: a birth shows the cradle, so it is private; growth is public. */
function openControls(view: View, legal: PowapowaAction[], label: (a: PowapowaAction) => string, locale: Locale): Controls<PowapowaAction> {
  const card = view.table.open?.card;
  const def = card ? cardOf(card) : null;
  const birth = def?.type === "open" && def.effect.op === "birth";
  const named = (a: PowapowaAction): string => (birth && a.type === "choose" ? say("action.birth", locale, { nekomimi: cardName(a.nekomimi, locale) }) : label(a));
  return buttons(legal, named, say("control.play", locale), birth ? "hand" : "table");
}

export function controls(view: View, legal: PowapowaAction[], locale: Locale): Controls<PowapowaAction> {
  const seat: Seat = view.viewer === "spectator" ? 0 : view.viewer;
  const label = labeller(view, seat, locale, defaultNames(locale));
  const decision = view.prompt?.decision ?? "";
  switch (decision) {
    case "deck":
      return deckControls(legal, locale);
    case "prepare":
      return prepareControls(view, seat, legal, locale);
    case "first":
      return firstControls(legal, label, locale);
    case "mulligan":
      return buttons(legal, label, say("control.play", locale));
    case "open":
      return openControls(view, legal, label, locale);
    case "vote":
      return voteControls(view, seat, legal, label, locale);
    case "fight-window":
    case "declared":
      return windowControls(legal, label, locale);
    case "fight-attack":
    case "fight-defend": {
      const done = legal.find((a) => a.type === "done");
      const rest = legal.filter((a) => a.type !== "done");
      const items = distinct(rest.map((action) => ({ label: fitLabel(label(action)), action })));
      return {
        place: "hand",
        controls: [...(done ? [{ type: "button" as const, label: say("action.done-commit", locale), action: done, tone: "quiet" as const }] : []), ...buttonsOrMenu(items, say("control.play", locale), MAX_BUTTONS - 1)],
      };
    }
    case "fight-answer":
      return buttons(legal, label, say("control.play", locale));
    case "fight-reveal":
      return buttons(legal, label, say("control.reveal", locale));
    case "fight-spoils":
      return buttons(legal, label, say("control.play", locale), "table");
    case "":
      return { place: "hand", controls: [] };
    default:
      return turnControls(view, legal, label, locale);
  }
}
