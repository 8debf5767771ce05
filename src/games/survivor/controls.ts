import type { Locale, MatchView, Seat } from "../../engine/index.ts";
import { buttonsOrMenu, fitLabel, MAX_BUTTONS, OPTION_TEXT_MAX, type Control, type Controls } from "../controls.ts";
import { castawayOf, deckOf } from "./cards.ts";
import { describeAction } from "./describe.ts";
import type { SurvivorAction, SurvivorView } from "./state.ts";
import { cardName, cardText, castawayStats, joinWords, say } from "./words.ts";

/** A prompted seat's choices as buttons and menus: plans, picks and discards in the private reply, the vote in public. */

const MAX_OPTIONS = 25;
const clip = (text: string): string => (text.length <= OPTION_TEXT_MAX ? text : `${text.slice(0, OPTION_TEXT_MAX - 1)}…`);

function deckControls(legal: SurvivorAction[], locale: Locale): Controls<SurvivorAction> {
  const options = legal.flatMap((a) => {
    const deck = a.type === "deck" ? deckOf(a.deck) : undefined;
    return deck ? [{ value: deck.id, label: deck.name[locale], description: clip(deck.plan[locale]) }] : [];
  });
  return {
    place: "hand",
    controls: [{ type: "pick", placeholder: say("control.deck", locale), count: 1, options, action: ([deck]) => (deck ? { type: "deck", deck } : null) }],
  };
}

/** Feeding and alliance cards: one menu of card-and-castaway pairs, a take-back button per planned card, Confirm. */
function planControls(view: MatchView<SurvivorView>, seat: Seat, legal: SurvivorAction[], locale: Locale): Controls<SurvivorAction> {
  const places = legal.filter((a): a is Extract<SurvivorAction, { type: "place" }> => a.type === "place");
  const controls: Control<SurvivorAction>[] = [];
  if (places.length > 0) {
    controls.push({
      type: "pick",
      placeholder: say("control.place", locale),
      count: 1,
      options: places.slice(0, MAX_OPTIONS).map((a, i) => ({
        value: String(i),
        label: clip(describeAction(a, locale, seat)),
        description: clip(cardText(a.card, locale)),
      })),
      action: ([i]) => places[Number(i)] ?? null,
    });
  }
  for (const a of legal) {
    if (a.type === "unplace") controls.push({ type: "button", label: fitLabel(describeAction(a, locale, seat)), action: a, tone: "quiet" });
  }
  const step = view.table.phase === "feed" ? "action.done-feed" : "action.done-ally";
  controls.push({ type: "button", label: say(step, locale), action: { type: "done" } });
  const plan = view.table.seats[seat]?.plan ?? [];
  const planned = plan.map((p) => say("action.place", locale, { card: cardName(p.card, locale), castaway: cardName(p.castaway, locale) }));
  return { place: "hand", controls, notes: [plan.length === 0 ? say("control.plan-empty", locale) : say("table.plan", locale, { plan: joinWords(planned, locale) })] };
}

/** The pick: one menu of the castaways that may enter, as many as the challenge allows. */
function entryControls(legal: SurvivorAction[], locale: Locale): Controls<SurvivorAction> {
  const entries = legal.filter((a): a is Extract<SurvivorAction, { type: "enter" }> => a.type === "enter");
  const pool = [...new Set(entries.flatMap((a) => a.castaways))];
  const sizes = entries.map((a) => a.castaways.length);
  const [min, max] = [Math.min(...sizes), Math.max(...sizes)];
  const key = (ids: readonly string[]): string => [...ids].sort().join();
  return {
    place: "hand",
    controls: [
      {
        type: "pick",
        placeholder: say("control.enter", locale, { min, max }),
        count: max,
        min,
        options: pool.map((id) => ({ value: id, label: castawayOf(id).name[locale], description: clip(castawayStats(id, locale)) })),
        action: (values) => entries.find((a) => key(a.castaways) === key(values)) ?? null,
      },
    ],
  };
}

/**
 * A play aimed at a player reads with that player's castaways in play, which the board shows by name (the seat's
 * display name is not known here).
 */
function windowLabel(view: MatchView<SurvivorView>, action: SurvivorAction, seat: Seat, locale: Locale): string {
  if (action.type !== "play" || action.seat === undefined) return describeAction(action, locale, seat);
  const cast = (view.table.seats[action.seat]?.cast ?? []).map((c) => cardName(c.id, locale));
  const named = joinWords(cast.slice(0, 2), locale);
  const team = say("target.team", locale, { castaways: cast.length > 2 ? say("target.more", locale, { castaways: named }) : named });
  return say("action.play-on", locale, { card: cardName(action.card, locale), target: team });
}

/** A pass window: every play and item as a button (a menu when there are many), Pass always at the same place. */
function windowControls(view: MatchView<SurvivorView>, legal: SurvivorAction[], seat: Seat, locale: Locale): Controls<SurvivorAction> {
  const items = legal.filter((a) => a.type !== "pass").map((action) => ({ label: fitLabel(windowLabel(view, action, seat, locale)), action }));
  const controls: Control<SurvivorAction>[] = [
    { type: "button", label: say("action.pass", locale), action: { type: "pass" }, tone: "quiet" },
    ...buttonsOrMenu(items, say("control.play", locale), MAX_BUTTONS - 1),
  ];
  return { place: "hand", controls, pass: 0 };
}

function voteControls(legal: SurvivorAction[], seat: Seat, locale: Locale): Controls<SurvivorAction> {
  const items = legal.map((action) => ({ label: fitLabel(describeAction(action, locale, seat)), action }));
  return { place: "table", controls: buttonsOrMenu(items, say("control.vote", locale)) };
}

/** Hand cards as menu options; a second copy of a face reads "Rope (2)", so no two options read the same. */
function numbered(cards: readonly string[], locale: Locale): { value: string; label: string; description: string }[] {
  const seen = new Map<string, number>();
  return cards.map((card) => {
    const name = cardName(card, locale);
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return { value: card, label: n === 1 ? name : say("control.copy", locale, { card: name, n }), description: clip(cardText(card, locale)) };
  });
}

/** The hand discard: keep everything with one press, or pick the cards to let go. */
function discardControls(legal: SurvivorAction[], view: MatchView<SurvivorView>, seat: Seat, locale: Locale): Controls<SurvivorAction> {
  const hand = view.table.seats[seat]?.hand.cards ?? [];
  const discards = legal.filter((a): a is Extract<SurvivorAction, { type: "discard" }> => a.type === "discard");
  const fewest = Math.min(...discards.map((a) => a.cards.length));
  const controls: Control<SurvivorAction>[] = [];
  if (fewest === 0) controls.push({ type: "button", label: say("action.keep", locale), action: { type: "discard", cards: [] }, tone: "quiet" });
  if (hand.length > 0) {
    controls.push({
      type: "pick",
      placeholder: say("control.discard", locale),
      count: hand.length,
      min: Math.max(1, fewest),
      options: numbered(hand.slice(0, MAX_OPTIONS), locale),
      action: (values) => ({ type: "discard", cards: values }),
    });
  }
  return { place: "hand", controls };
}

export function controls(view: MatchView<SurvivorView>, legal: SurvivorAction[], locale: Locale): Controls<SurvivorAction> {
  const seat: Seat = view.viewer === "spectator" ? 0 : view.viewer;
  switch (view.table.phase) {
    case "deck":
      return deckControls(legal, locale);
    case "feed":
    case "ally":
      return planControls(view, seat, legal, locale);
    case "enter":
      return entryControls(legal, locale);
    case "fortunes":
    case "items":
    case "council":
      return windowControls(view, legal, seat, locale);
    case "vote":
    case "extra":
      return voteControls(legal, seat, locale);
    case "discard":
      return discardControls(legal, view, seat, locale);
    case "over":
      return { place: "hand", controls: [] };
  }
}
