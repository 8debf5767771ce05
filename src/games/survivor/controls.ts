/**
 * A prompted seat's choices as buttons and menus, each within Discord's limits and every legal choice reachable: plans,
 * picks and discards in the private reply, a card and then its castaway or target when they are many, the vote in
 * public.
 */
import type { Locale, MatchView, Seat } from "../../engine/index.ts";
import {
  buttonsOrMenu,
  fitLabel,
  fitOption,
  groupOf,
  menu,
  type Control,
  type Controls,
  type GroupOption,
} from "../controls.ts";
import { bySet, castawayOf, deckOf } from "./cards.ts";
import { describeAction } from "./describe.ts";
import { windowPass } from "./rules.ts";
import type { SurvivorAction, SurvivorView } from "./state.ts";
import { cardName, cardText, castawayStats, joinWords, say } from "./words.ts";

type View = MatchView<SurvivorView>;
type Item = { label: string; action: SurvivorAction; description?: string };

/** Buttons that fit beside a menu row and Confirm (or Pass) in a reply: three rows less one. */
const ROOM = 14;
/** Buttons the public table has room for under its own: three rows. */
const TABLE_ROOM = 15;

function deckControls(legal: SurvivorAction[], locale: Locale): Controls<SurvivorAction> {
  const items = legal.flatMap((a): Item[] => {
    const deck = a.type === "deck" ? deckOf(a.deck) : undefined;
    return deck ? [{ label: deck.name[locale], description: fitOption(deck.plan[locale]), action: a }] : [];
  });
  return { place: "hand", controls: [menu(items, say("control.deck", locale))] };
}

/** Choices sharing a card, as one group option per card opening its targets (the card's text under its name). */
function byCard(
  items: { card: string; target: string; action: SurvivorAction }[],
  placeholder: string,
  locale: Locale,
): Control<SurvivorAction> {
  const cards = [...new Set(items.map((i) => i.card))];
  const options = cards.map((card): GroupOption<SurvivorAction> => {
    const targets = items.filter((i) => i.card === card).map((i) => ({ label: fitLabel(i.target), action: i.action }));
    return {
      label: cardName(card, locale),
      description: fitOption(cardText(card, locale)),
      controls: buttonsOrMenu(targets, say("control.target", locale, { card: cardName(card, locale) }), ROOM),
    };
  });
  return groupOf(placeholder, options);
}

/** Most card-and-castaway pairs one menu offers before the choice is made in two steps. */
const MENU_OPTIONS = 25;

/**
 * Feeding and alliance cards: one menu of card-and-castaway pairs while they fit in it, else a card and then the
 * castaway it goes on; a take-back per planned card; Confirm.
 */
function planControls(view: View, seat: Seat, legal: SurvivorAction[], locale: Locale): Controls<SurvivorAction> {
  const places = legal.flatMap((a) =>
    a.type === "place"
      ? [{ card: a.card, target: say("control.onto", locale, { castaway: cardName(a.castaway, locale) }), action: a }]
      : [],
  );
  const backs = legal.flatMap((a): Item[] =>
    a.type === "unplace" ? [{ label: fitLabel(describeAction(a, locale, seat)), action: a }] : [],
  );
  const controls: Control<SurvivorAction>[] = [];
  if (places.length > MENU_OPTIONS) controls.push(byCard(places, say("control.place", locale), locale));
  else if (places.length > 0) {
    const pairs = places.map((p): Item => ({
      label: fitOption(describeAction(p.action, locale, seat)),
      description: fitOption(cardText(p.card, locale)),
      action: p.action,
    }));
    controls.push(menu(pairs, say("control.place", locale)));
  }
  controls.push(
    ...buttonsOrMenu(backs, say("control.unplace", locale), ROOM).map((c) =>
      c.type === "button" ? { ...c, tone: "quiet" as const } : c,
    ),
  );
  const step = view.table.phase === "feed" ? "action.done-feed" : "action.done-ally";
  controls.push({ type: "button", label: say(step, locale), action: { type: "done" } });
  const plan = view.table.seats[seat]?.plan ?? [];
  const planned = plan.map((p) =>
    say("action.place", locale, { card: cardName(p.card, locale), castaway: cardName(p.castaway, locale) }),
  );
  return {
    place: "hand",
    controls,
    notes: [
      plan.length === 0
        ? say("control.plan-empty", locale)
        : say("table.plan", locale, { plan: joinWords(planned, locale) }),
    ],
  };
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
        options: pool.map((id) => ({
          value: id,
          label: castawayOf(id).name[locale],
          description: fitOption(castawayStats(id, locale)),
        })),
        action: (values) => entries.find((a) => key(a.castaways) === key(values)) ?? null,
      },
    ],
  };
}

/**
 * A player a play is aimed at, by the castaways they have in play, which the board shows by name (the seat's display
 * name is not known here).
 */
function team(view: View, seat: Seat, locale: Locale): string {
  const cast = (view.table.seats[seat]?.cast ?? []).map((c) => cardName(c.id, locale));
  const named = joinWords(cast.slice(0, 2), locale);
  return say("target.team", locale, {
    castaways: cast.length > 2 ? say("target.more", locale, { castaways: named }) : named,
  });
}

/** What a window choice is aimed at, as its button reads once the card is chosen. */
function targetLabel(view: View, action: SurvivorAction, seat: Seat, locale: Locale): string {
  if (action.type === "item") return say("control.onto", locale, { castaway: cardName(action.castaway, locale) });
  if (action.type !== "play") return describeAction(action, locale, seat);
  if (action.from !== undefined)
    return say("control.retarget", locale, {
      from: cardName(action.from, locale),
      castaway: cardName(action.castaway ?? "", locale),
    });
  if (action.seat !== undefined) return team(view, action.seat, locale);
  if (action.attached !== undefined)
    return say("target.attached", locale, {
      card: cardName(action.attached, locale),
      castaway: cardName(action.castaway ?? "", locale),
    });
  if (action.castaway !== undefined) return cardName(action.castaway, locale);
  return say("action.play", locale, { card: cardName(action.card, locale) });
}

/** A window choice in full, for a button of its own. */
function windowLabel(view: View, action: SurvivorAction, seat: Seat, locale: Locale): string {
  if (action.type !== "play" || action.seat === undefined) return describeAction(action, locale, seat);
  return say("action.play-on", locale, {
    card: cardName(action.card, locale),
    target: team(view, action.seat, locale),
  });
}

/**
 * A pass window: the rules' pass first, always at the same place; then every play and item as a button while they
 * fit, else a card and then its target.
 */
function windowControls(view: View, legal: SurvivorAction[], seat: Seat, locale: Locale): Controls<SurvivorAction> {
  const plays = legal.filter(
    (a): a is Extract<SurvivorAction, { type: "play" | "item" }> => a.type === "play" || a.type === "item",
  );
  const passing = windowPass(view.table.phase);
  const pass: Control<SurvivorAction>[] = passing
    ? [{ type: "button", label: say("action.pass", locale), action: passing, tone: "quiet" }]
    : [];
  const window = passing ? { pass: 0 } : {};
  if (plays.length <= ROOM) {
    const buttons = plays.map((action): Control<SurvivorAction> => ({
      type: "button",
      label: fitLabel(windowLabel(view, action, seat, locale)),
      action,
      description: fitOption(cardText(action.card, locale)),
    }));
    return { place: "hand", controls: [...pass, ...buttons], ...window };
  }
  const items = plays.map((action) => ({ card: action.card, target: targetLabel(view, action, seat, locale), action }));
  return { place: "hand", controls: [...pass, byCard(items, say("control.play", locale), locale)], ...window };
}

/** The vote (and an extra vote-off): a button per castaway on the public table, with the owner's other castaways. */
function voteControls(view: View, legal: SurvivorAction[], locale: Locale): Controls<SurvivorAction> {
  const items = legal.flatMap((action): Item[] => {
    if (action.type !== "vote") return [];
    const owner = view.table.seats.find((s) => s.cast.some((c) => c.id === action.castaway));
    const others = (owner?.cast ?? []).filter((c) => c.id !== action.castaway).map((c) => cardName(c.id, locale));
    const whose =
      others.length === 0
        ? say("vote.alone", locale)
        : say("vote.with", locale, { castaways: joinWords(others.slice(0, 2), locale) });
    return [
      {
        label: fitLabel(say("control.vote-off", locale, { castaway: cardName(action.castaway, locale), whose })),
        action,
      },
    ];
  });
  return { place: "table", controls: buttonsOrMenu(items, say("control.vote", locale), TABLE_ROOM) };
}

/** Hand cards as menu options; a second copy of a face reads "Rope (2)", so no two options read the same. */
function numbered(cards: readonly string[], locale: Locale): { value: string; label: string; description: string }[] {
  const seen = new Map<string, number>();
  return cards.map((card) => {
    const name = cardName(card, locale);
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return {
      value: card,
      label: n === 1 ? name : say("control.copy", locale, { card: name, n }),
      description: fitOption(cardText(card, locale)),
    };
  });
}

/** Most cards one menu lets a player set aside at once: past it, the selections could not all be weighed. */
const MANY_AT_ONCE = 14;

/**
 * The hand discard, built like a plan: cards set aside (several at once from one menu, or one at a time from a long
 * hand), a take-back per card set aside, then Keep my hand or Confirm, once what stays is within the limit.
 */
function discardControls(legal: SurvivorAction[], view: View, seat: Seat, locale: Locale): Controls<SurvivorAction> {
  const hand = [...(view.table.seats[seat]?.hand.cards ?? [])].sort(bySet);
  const planned = (view.table.seats[seat]?.plan ?? []).map((p) => p.card);
  const controls: Control<SurvivorAction>[] = [];
  if (hand.length > 0 && hand.length <= MANY_AT_ONCE) {
    controls.push({
      type: "pick",
      placeholder: say("control.discard", locale),
      count: hand.length,
      min: 1,
      options: numbered(hand, locale),
      action: (values) => ({ type: "discard", cards: values }),
    });
  } else if (hand.length > 0) {
    const singles = legal.flatMap((a): Item[] =>
      a.type === "discard"
        ? [
            {
              label: cardName(a.cards[0] ?? "", locale),
              description: fitOption(cardText(a.cards[0] ?? "", locale)),
              action: a,
            },
          ]
        : [],
    );
    controls.push(menu(singles, say("control.discard-one", locale)));
  }
  const backs = legal.flatMap((a): Item[] =>
    a.type === "unplace" ? [{ label: fitLabel(describeAction(a, locale, seat)), action: a }] : [],
  );
  controls.push(
    ...buttonsOrMenu(backs, say("control.unplace", locale), ROOM).map((c) =>
      c.type === "button" ? { ...c, tone: "quiet" as const } : c,
    ),
  );
  if (legal.some((a) => a.type === "done"))
    controls.push({
      type: "button",
      label: say(planned.length === 0 ? "action.keep" : "action.done-discard", locale),
      action: { type: "done" },
    });
  const over = hand.length - view.table.handLimit;
  const notes = [
    ...(planned.length > 0
      ? [
          say("control.discarding", locale, {
            cards: joinWords(
              planned.map((c) => cardName(c, locale)),
              locale,
            ),
          }),
        ]
      : []),
    ...(over > 0 ? [say("control.over-limit", locale, { limit: view.table.handLimit, more: over })] : []),
  ];
  return { place: "hand", controls, notes };
}

export function controls(view: View, legal: SurvivorAction[], locale: Locale): Controls<SurvivorAction> {
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
      return voteControls(view, legal, locale);
    case "discard":
      return discardControls(legal, view, seat, locale);
    case "over":
      return { place: "hand", controls: [] };
  }
}
