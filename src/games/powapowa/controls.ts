/**
 * A prompted seat's choices as buttons and menus. Everything that shows the hand is in the private reply; growth
 * picks and the winner's spoils, which show nothing hidden, are on the table. Multi-step actions (a fight) are one
 * committed step per click.
 */
import type { Locale, MatchView, Seat } from "../../engine/index.ts";
import {
  buttonsOrMenu,
  fitLabel,
  fitOption,
  groupOf,
  MAX_BUTTONS,
  MAX_OPTIONS,
  menu,
  type Control,
  type Controls,
  type GroupOption,
  type PickOption,
} from "../controls.ts";
import { byNekomimi, cardOf, deckOf, faceOf, NEKOMIMI, nekomimiOf } from "./cards.ts";
import { describeAction } from "./describe-action.ts";
import { windowPass } from "./rules.ts";
import type { PowapowaAction, PowapowaView } from "./state.ts";
import { cardList, cardName, cardText, defaultNames, nekomimiSummary, needsText, say, voteText } from "./words.ts";

type View = MatchView<PowapowaView>;

/** Buttons the public table holds under its own: three rows. */
const TABLE_BUTTONS = 15;

/** An action's label: its words with the table in view, so every choice of the decision reads differently. */
function labeller(
  view: View,
  seat: Seat,
  locale: Locale,
  names: readonly string[],
): (action: PowapowaAction) => string {
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
  return "card" in action && typeof action.card === "string" ? fitOption(cardText(action.card, locale)) : undefined;
}

interface Item {
  label: string;
  action: PowapowaAction;
  description?: string;
}

/** A step of a choice made in steps: what it groups an item under, and how that group reads. */
type Step = (item: Item) => { label: string; description?: string };

/**
 * Items as one menu while it holds them; more, split by each step in turn (a natural choice of its own: who acts,
 * then which card), and paged only past the last step (see `menu`).
 */
function split(items: Item[], placeholder: string, steps: readonly Step[]): Control<PowapowaAction> {
  const [step, ...rest] = steps;
  if (items.length <= MAX_OPTIONS || step === undefined)
    return menu(
      items.map((i) => ({ ...i, label: fitOption(i.label) })),
      placeholder,
    );
  const groups = new Map<string, { description?: string; items: Item[] }>();
  for (const item of items) {
    const { label, description } = step(item);
    const group = groups.get(label) ?? { ...(description ? { description } : {}), items: [] };
    group.items.push(item);
    groups.set(label, group);
  }
  if (groups.size === 1) return split(items, placeholder, rest);
  return groupOf(
    placeholder,
    [...groups].map(([label, g]): GroupOption<PowapowaAction> => ({
      label: fitOption(label),
      ...(g.description ? { description: fitOption(g.description) } : {}),
      controls: [split(g.items, placeholder, rest)],
    })),
  );
}

/** Who takes an action: a nekomimi by name, or the breeder. */
function byActor(locale: Locale): Step {
  return ({ action }) =>
    "by" in action && action.by ? { label: cardName(action.by, locale) } : { label: say("control.breeder", locale) };
}

/** What an action does: the card it plays (with its text), or its kind (move, remove, fight, search). */
function byCard(locale: Locale): Step {
  return ({ action }) =>
    action.type === "play"
      ? { label: cardName(action.card, locale), description: cardText(action.card, locale) }
      : {
          label: say(
            `control.kind.${action.type === "move" || action.type === "remove" || action.type === "fight" ? action.type : "search"}`,
            locale,
          ),
        };
}

/** A hand card's type: how a long hand is split for discarding or the fan vote. */
function byType(locale: Locale): Step {
  return ({ action }) => ({
    label:
      "card" in action && typeof action.card === "string"
        ? say(`type.${cardOf(action.card).type}`, locale)
        : say("deck-card", locale),
  });
}

/** Whom a fan-vote card is placed for. */
function byEntry(locale: Locale): Step {
  return ({ action }) => ({ label: action.type === "back" ? cardName(action.nekomimi, locale) : "" });
}

const SKIP_LABEL: Record<string, Parameters<typeof say>[0]> = {
  breeder: "action.skip-breeder",
  nekomimi: "action.skip-nekomimi",
  third: "action.skip-third",
  declare: "action.skip-declare",
  end: "action.end-turn",
};

/**
 * The turn's actions: Go-on first, the one-press actions (draw, declare, enter), then the rest in one menu (a card's
 * effect under its label); more than a menu holds, chosen in steps: who acts, then which card or action, then its
 * target. The end phase's discards are buttons while they fit, else a menu split by card type.
 */
function turnControls(
  view: View,
  legal: PowapowaAction[],
  label: (a: PowapowaAction) => string,
  locale: Locale,
): Controls<PowapowaAction> {
  const decision = view.prompt?.decision ?? "";
  const controls: Control<PowapowaAction>[] = [];
  const skip = legal.find((a) => a.type === "skip");
  if (skip)
    controls.push({
      type: "button",
      label: say(SKIP_LABEL[decision] ?? "action.skip", locale),
      action: skip,
      tone: "quiet",
    });
  const rest = legal.filter((a) => a.type !== "skip");
  const isSimple = (a: PowapowaAction): boolean => a.type === "draw" || a.type === "declare" || a.type === "enter";
  for (const a of rest.filter(isSimple)) controls.push({ type: "button", label: fitLabel(label(a)), action: a });
  const others = distinct(
    rest
      .filter((a) => !isSimple(a))
      .map((action) => ({
        label: label(action),
        action,
        ...(detail(action, locale) ? { description: detail(action, locale) } : {}),
      })),
  );
  if (others.length === 0) return { place: "hand", controls };
  if (decision === "end") {
    if (others.length <= MAX_BUTTONS - controls.length)
      controls.push(
        ...others.map((o): Control<PowapowaAction> => ({ type: "button", label: fitLabel(o.label), action: o.action })),
      );
    else controls.push(split(others, say("control.discard", locale), [byType(locale)]));
    return { place: "hand", controls };
  }
  controls.push(split(others, say("control.play", locale), [byActor(locale), byCard(locale)]));
  return { place: "hand", controls };
}

/** Buttons while they fit where they go (three rows on the public table), else a menu. */
function buttons(
  legal: PowapowaAction[],
  label: (a: PowapowaAction) => string,
  placeholder: string,
  place: "hand" | "table" = "hand",
): Controls<PowapowaAction> {
  const items = distinct(legal.map((action) => ({ label: fitLabel(label(action)), action })));
  return { place, controls: buttonsOrMenu(items, placeholder, place === "table" ? TABLE_BUTTONS : MAX_BUTTONS) };
}

/** A window: the rules' pass first, the playable events after it. */
function windowControls(
  legal: PowapowaAction[],
  passing: PowapowaAction | null,
  label: (a: PowapowaAction) => string,
  locale: Locale,
): Controls<PowapowaAction> {
  const plays = distinct(
    legal.filter((a) => a.type !== "pass").map((action) => ({ label: fitLabel(label(action)), action })),
  );
  const pass: Control<PowapowaAction>[] = passing
    ? [{ type: "button", label: say("action.pass", locale), action: passing, tone: "quiet" }]
    : [];
  return {
    place: "hand",
    controls: [...pass, ...buttonsOrMenu(plays, say("control.fight-events", locale), MAX_BUTTONS - 1)],
    ...(passing ? { pass: 0 } : {}),
  };
}

/**
 * The fan vote: Confirm, a take-back per hand card placed (a menu when they are many), and the placements in one menu,
 * chosen in steps when they are more: which entry, then which kind of card.
 */
function voteControls(
  view: View,
  seat: Seat,
  legal: PowapowaAction[],
  label: (a: PowapowaAction) => string,
  locale: Locale,
): Controls<PowapowaAction> {
  const backs = distinct(
    legal
      .filter((a) => a.type === "back")
      .map((action) => ({
        label: label(action),
        action,
        ...(detail(action, locale) ? { description: detail(action, locale) } : {}),
      })),
  );
  const unbacks = distinct(
    legal.filter((a) => a.type === "unback").map((action) => ({ label: fitLabel(label(action)), action })),
  );
  const controls: Control<PowapowaAction>[] = [
    { type: "button", label: say("action.done-vote", locale), action: { type: "done" } },
  ];
  if (unbacks.length <= MAX_BUTTONS - 1)
    controls.push(
      ...unbacks.map((u): Control<PowapowaAction> => ({
        type: "button",
        label: u.label,
        action: u.action,
        tone: "quiet",
      })),
    );
  else controls.push(menu(unbacks, say("control.unback", locale)));
  if (backs.length > 0) controls.push(split(backs, say("control.vote", locale), [byEntry(locale), byType(locale)]));
  const vote = view.table.seats[seat]?.vote ?? [];
  return {
    place: "hand",
    controls,
    notes: [vote.length === 0 ? say("control.vote-empty", locale) : voteText(vote, locale)],
  };
}

/** Which face-down cards to turn up: buttons while they fit, else chosen in steps: which proxy fights (or none), then the cards. */
function revealControls(
  legal: PowapowaAction[],
  label: (a: PowapowaAction) => string,
  locale: Locale,
): Controls<PowapowaAction> {
  const items = distinct(legal.map((action) => ({ label: fitLabel(label(action)), action })));
  if (items.length <= MAX_BUTTONS)
    return { place: "hand", controls: items.map((i): Control<PowapowaAction> => ({ type: "button", ...i })) };
  const byProxy: Step = ({ action }) => ({
    label:
      action.type === "reveal" && action.proxy
        ? say("control.proxy", locale, { card: cardName(action.proxy, locale) })
        : say("control.no-proxy", locale),
  });
  return { place: "hand", controls: [split(items, say("control.reveal", locale), [byProxy])] };
}

function deckControls(legal: PowapowaAction[], locale: Locale): Controls<PowapowaAction> {
  const options = legal.flatMap((a) => {
    const deck = a.type === "deck" ? deckOf(a.deck) : undefined;
    return deck ? [{ value: deck.id, label: deck.name[locale], description: fitOption(deck.plan[locale]) }] : [];
  });
  return {
    place: "hand",
    controls: [
      {
        type: "pick",
        placeholder: say("control.deck", locale),
        count: 1,
        options,
        action: ([deck]) => (deck ? { type: "deck", deck } : null),
      },
    ],
  };
}

/**
 * Preparing nekomimi: keep those in the cradle (dealt, or from the deck list) in one press, or pick 1 to the table's
 * number of the set's nekomimi, each with its gender, charisma and first need.
 */
function prepareControls(view: View, seat: Seat, legal: PowapowaAction[], locale: Locale): Controls<PowapowaAction> {
  const most = view.table.options.nekomimi;
  const kept = (view.table.seats[seat]?.cradle.cards ?? []).map(faceOf).sort(byNekomimi);
  const keep = legal.find((a) => a.type === "prepare" && a.nekomimi.join() === kept.join());
  const options: PickOption[] = NEKOMIMI.map((n) => ({
    value: n.id,
    label: n.name[locale],
    description: fitOption(nekomimiSummary(n.id, locale)),
  }));
  const controls: Control<PowapowaAction>[] = [
    ...(keep
      ? [
          {
            type: "button" as const,
            label: fitLabel(say("control.keep", locale, { nekomimi: cardList(kept, locale) })),
            action: keep,
          },
        ]
      : []),
    {
      type: "pick",
      placeholder: say("control.prepare", locale, { max: most }),
      count: most,
      min: 1,
      options,
      action: (values) => ({ type: "prepare", nekomimi: [...values].sort(byNekomimi) }),
    },
  ];
  return {
    place: "hand",
    controls,
    notes: kept.map((id) => `${cardName(id, locale)}: ${nekomimiSummary(id, locale)}`),
  };
}

/** The starting nekomimi: a button each, what it needs to grow in the notes. */
function firstControls(
  legal: PowapowaAction[],
  label: (a: PowapowaAction) => string,
  locale: Locale,
): Controls<PowapowaAction> {
  const notes = legal.flatMap((a) =>
    a.type === "first"
      ? [
          `${cardName(a.nekomimi, locale)} (${say(`gender.${nekomimiOf(a.nekomimi).gender}`, locale)}): ${needsText(a.nekomimi, 1, locale)}`,
        ]
      : [],
  );
  return { ...buttons(legal, label, say("control.play", locale)), notes };
}

/** The open card's pick: a birth shows the cradle, so it is private; growth is public. */
function openControls(
  view: View,
  legal: PowapowaAction[],
  label: (a: PowapowaAction) => string,
  locale: Locale,
): Controls<PowapowaAction> {
  const card = view.table.open?.card;
  const def = card ? cardOf(card) : null;
  const birth = def?.type === "open" && def.effect.op === "birth";
  const named = (a: PowapowaAction): string =>
    birth && a.type === "choose" ? say("action.birth", locale, { nekomimi: cardName(a.nekomimi, locale) }) : label(a);
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
      return windowControls(legal, windowPass(decision), label, locale);
    case "fight-attack":
    case "fight-defend": {
      const done = legal.find((a) => a.type === "done");
      const rest = legal.filter((a) => a.type !== "done");
      const items = distinct(rest.map((action) => ({ label: fitLabel(label(action)), action })));
      return {
        place: "hand",
        controls: [
          ...(done
            ? [
                {
                  type: "button" as const,
                  label: say("action.done-commit", locale),
                  action: done,
                  tone: "quiet" as const,
                },
              ]
            : []),
          ...buttonsOrMenu(items, say("control.play", locale), MAX_BUTTONS - 1),
        ],
      };
    }
    case "fight-answer":
      return buttons(legal, label, say("control.play", locale));
    case "fight-reveal":
      return revealControls(legal, label, locale);
    case "fight-spoils":
      return buttons(legal, label, say("control.play", locale), "table");
    case "":
      return { place: "hand", controls: [] };
    default:
      return turnControls(view, legal, label, locale);
  }
}
