import type { Locale, MatchView } from "../../engine/index.ts";
import { buttonsOrMenu, groupOf, menu, type Control, type Controls } from "../controls.ts";
import { cardText } from "./card-text.ts";
import { bySet, cardName, DIRECTIONS, faceKey, preconstructedDecks, raider } from "./cards.ts";
import { describeAction } from "./describe.ts";
import { windowPass } from "./rules.ts";
import type { Phase, TombRaiderAction, TombRaiderView } from "./state.ts";
import { cardList, directionName, joinWords, say } from "./words.ts";

/**
 * The player's own starting hand, card by card, so that every hand can be chosen within a menu's 25 options: the
 * first card, then each next one among the cards at or after it in the set's order (the same card again while a copy
 * is left), until Think cards are chosen. Each hand is reached one way only.
 */
function ownHand(deck: readonly string[], count: number, locale: Locale): Control<TombRaiderAction>[] {
  const faces: string[][] = [];
  for (const card of [...deck].sort(bySet)) {
    const last = faces.at(-1);
    if (last && faceKey(last[0] as string) === faceKey(card)) last.push(card);
    else faces.push([card]);
  }
  // Copies from each face on, so a choice that could not be completed to a whole hand is never offered.
  const after = faces.map((_, i) => faces.slice(i).reduce((n, f) => n + f.length, 0));
  const step = (from: number, chosen: readonly string[], placeholder: string): Control<TombRaiderAction> => {
    const left = count - chosen.length;
    const next = faces.flatMap((copies, i) => {
      const card = copies.find((c) => !chosen.includes(c));
      const room = (after[i] ?? 0) - copies.filter((c) => chosen.includes(c)).length;
      return i >= from && card !== undefined && room >= left ? [{ i, card, label: cardName(card, locale) }] : [];
    });
    if (left === 1)
      return menu(
        next.map((n): { label: string; action: TombRaiderAction } => ({
          label: n.label,
          action: { type: "hand", cards: [...chosen, n.card] },
        })),
        placeholder,
      );
    const nextPlaceholder = say("control.hand-card", locale, { n: chosen.length + 2, count });
    return groupOf(
      placeholder,
      next.map((n) => {
        const hand = [...chosen, n.card];
        return {
          label: n.label,
          controls: [step(n.i, hand, nextPlaceholder)],
          notes: [say("control.hand-so-far", locale, { cards: cardList(hand, locale) })],
        };
      }),
    );
  };
  return count > 0 && deck.length >= count ? [step(0, [], say("control.hand", locale, { count }))] : [];
}

function doneLabel(phase: Phase, locale: Locale): string {
  switch (phase) {
    case "search":
    case "discover":
    case "discard":
    case "wrap-up":
      return say(`action.done-${phase}`, locale);
    default:
      return say("action.done", locale);
  }
}

/** The direction pad: every way out, the legal ones as buttons and the others greyed out. */
function directionPad(legal: TombRaiderAction[], locale: Locale): Control<TombRaiderAction>[] {
  return DIRECTIONS.map((dir): Control<TombRaiderAction> => {
    const action = legal.find((a) => a.type === "move" && a.dir === dir);
    return action
      ? { type: "button", label: directionName(dir, locale), action }
      : { type: "blocked", label: directionName(dir, locale) };
  });
}

/** Why the greyed-out ways are not on offer, naming them; nothing when no step is on offer at all. */
function blockedWays(legal: TombRaiderAction[], locale: Locale): string[] {
  if (!legal.some((a) => a.type === "move")) return [];
  const blocked = DIRECTIONS.filter((dir) => !legal.some((a) => a.type === "move" && a.dir === dir));
  return blocked.length === 0
    ? []
    : [
        say("note.blocked-way", locale, {
          ways: joinWords(
            blocked.map((dir) => directionName(dir, locale)),
            locale,
          ),
        }),
      ];
}

/** What the card an action names does (a preconstructed deck: its plan), for the reader to see beside the choice. */
function described(action: TombRaiderAction, locale: Locale): { description?: string } {
  if (action.type === "deck")
    return action.cards ? {} : { description: say(`deck.plan.${action.deck}` as "deck.plan.delver", locale) };
  if (action.type === "play" || action.type === "place" || action.type === "discover" || action.type === "discard")
    return { description: cardText(action.card, locale) };
  return {};
}

const DECK_ORDER = preconstructedDecks().map((d) => d.id);

/** Raider-and-deck choices grouped by deck (as the set lists them), raiders by name within a deck. */
function byDeckThenRaider(a: TombRaiderAction, b: TombRaiderAction): number {
  if (a.type !== "deck" || b.type !== "deck") return 0;
  const deck = DECK_ORDER.indexOf(a.deck) - DECK_ORDER.indexOf(b.deck);
  return deck !== 0 ? deck : raider(a.character).name.en.localeCompare(raider(b.character).name.en);
}

/**
 * The viewer's choices. Choices that reveal nothing (the level, who goes first, save or reset) go on the
 * public table; every decision that may name cards in hand is made privately, even when none is playable.
 */
export function controls(
  view: MatchView<TombRaiderView>,
  legal: TombRaiderAction[],
  locale: Locale,
): Controls<TombRaiderAction> {
  const t = view.table;
  const label = (action: TombRaiderAction): string =>
    action.type === "done" ? doneLabel(t.phase, locale) : describeAction(action, locale);
  const button = (action: TombRaiderAction, tone: "main" | "quiet" = "main"): Control<TombRaiderAction> => ({
    type: "button",
    label: label(action),
    action,
    tone,
    ...described(action, locale),
  });
  const quiet = (a: TombRaiderAction): boolean => ["stop", "pass", "done"].includes(a.type);
  const cardButtons = (type: TombRaiderAction["type"], placeholder: string): Control<TombRaiderAction>[] =>
    buttonsOrMenu(
      legal.filter((a) => a.type === type).map((a) => ({ label: label(a), action: a, ...described(a, locale) })),
      placeholder,
      10,
    );
  const rest = legal.filter(quiet).map((a) => button(a, "quiet"));
  switch (t.phase) {
    case "level":
    case "first":
    case "wrap-up":
      return { place: "table", controls: legal.map((a) => button(a, quiet(a) ? "quiet" : "main")) };
    case "deck": {
      const choices = [...legal]
        .sort(byDeckThenRaider)
        .map((a) => ({ label: label(a), action: a, ...described(a, locale) }));
      return { place: "hand", controls: buttonsOrMenu(choices, say("control.deck", locale)) };
    }
    case "hand": {
      const deck = t.ownDeck ?? [];
      const suggested = legal[0];
      const count = suggested?.type === "hand" ? suggested.cards.length : 0;
      return { place: "hand", controls: [...(suggested ? [button(suggested)] : []), ...ownHand(deck, count, locale)] };
    }
    case "ready":
      return { place: "hand", controls: legal.map((a) => button(a)) };
    case "move":
      return {
        place: "hand",
        perRow: 4,
        controls: [...directionPad(legal, locale), ...cardButtons("play", say("control.play", locale)), ...rest],
        notes: blockedWays(legal, locale),
      };
    case "place": {
      const places = cardButtons("place", say("control.place", locale));
      return {
        place: "hand",
        controls: [...rest, ...places],
        pass: 0,
        notes: places.length === 0 ? [say("note.no-obstacle", locale)] : [],
      };
    }
    case "fight":
    case "tackle": {
      // Always in the private reply: on the table exactly when no card can be played, it would tell the hand. The
      // rival's (or defender's) window (pass, or play a card) may be passed from the table too.
      const attacks = legal.filter((a) => a.type === "attack").map((a) => button(a));
      const rolls = legal.filter((a) => a.type === "tackle" || a.type === "pass").map((a) => button(a, "quiet"));
      if (attacks.length > 0)
        return { place: "hand", controls: [...attacks, ...rolls, ...cardButtons("play", say("control.play", locale))] };
      const window = windowPass(t.phase, legal) ? { pass: 0 } : {};
      return { place: "hand", controls: [...rolls, ...cardButtons("play", say("control.play", locale))], ...window };
    }
    case "search":
      return {
        place: "hand",
        controls: [
          ...legal.filter((a) => a.type === "search").map((a) => button(a)),
          ...cardButtons("play", say("control.play", locale)),
          ...rest,
        ],
      };
    case "discover": {
      const finds = cardButtons("discover", say("control.discover", locale));
      return {
        place: "hand",
        controls: [...finds, ...rest],
        notes: finds.length === 0 ? [say("note.no-discovery", locale)] : [],
      };
    }
    case "discard":
      return {
        place: "hand",
        controls: [
          ...rest,
          ...cardButtons("discard", say("control.discard", locale)),
          ...cardButtons("play", say("control.play", locale)),
        ],
      };
    case "over":
      return { place: "hand", controls: [] };
  }
}
