import type { Locale, Seat } from "../../engine/index.ts";
import { deckOf, ownerOf } from "./cards.ts";
import type { NekoView, PowapowaAction, PowapowaView } from "./state.ts";
import { cardList, cardName, defaultNames, say } from "./words.ts";

/**
 * An action in words, as the acting breeder reads it: every choice of one decision reads differently. Another
 * breeder's nekomimi is named with its breeder ("Breeder 2's Mochi"); with the table in view, an attached card is named
 * with where it sits ("Rooftops with Fluffy Cushion (Breeder 2's Kinako)").
 */
export function describeAction(
  action: PowapowaAction,
  locale: Locale,
  seat: Seat,
  names: readonly string[] = defaultNames(locale),
  table?: PowapowaView,
): string {
  const n = (id: string): string => cardName(id, locale);
  const whose = (neko: string): string =>
    ownerOf(neko) === seat
      ? n(neko)
      : say("neko.whose", locale, { player: names[ownerOf(neko)] ?? "?", nekomimi: n(neko) });
  const place = (card: string, withHost: boolean): string => placeName(card, table, locale, withHost ? whose : null);
  switch (action.type) {
    case "deck":
      return say("action.deck", locale, {
        deck: action.cards ? say("deck.own", locale) : (deckOf(action.deck)?.name[locale] ?? action.deck),
      });
    case "prepare":
      return say("action.prepare", locale, { nekomimi: cardList(action.nekomimi, locale) });
    case "first":
      return say("action.first", locale, { nekomimi: n(action.nekomimi) });
    case "mulligan":
      return say(action.take ? "action.mulligan" : "action.no-mulligan", locale);
    case "choose":
      return say("action.grow", locale, { nekomimi: n(action.nekomimi) });
    case "play": {
      const card = n(action.card);
      const target =
        action.attached !== undefined
          ? place(action.attached, true)
          : action.territory !== undefined
            ? place(action.territory, true)
            : action.nekomimi !== undefined && action.nekomimi !== action.by
              ? whose(action.nekomimi)
              : action.seat !== undefined
                ? say("target.breeder", locale, { player: names[action.seat] ?? "?" })
                : null;
      if (action.by)
        return target === null
          ? say("action.play-by", locale, { by: n(action.by), card })
          : say("action.play-by-on", locale, { by: n(action.by), card, target });
      return target === null ? say("action.play", locale, { card }) : say("action.play-on", locale, { card, target });
    }
    case "draw":
    case "declare":
    case "pass":
    case "skip":
      return say(`action.${action.type}`, locale);
    case "search":
    case "enter":
      return say(`action.${action.type}`, locale, { nekomimi: n(action.nekomimi) });
    case "move":
      return say("action.move", locale, {
        by: n(action.by),
        territory: place(action.territory, false),
        to: n(action.to),
      });
    case "remove":
      return say("action.remove", locale, { by: n(action.by), territory: place(action.territory, true) });
    case "fight":
      return say("action.fight", locale, { by: n(action.by), target: whose(action.target) });
    case "decline":
    case "spoil":
      return say(`action.${action.type}`, locale, { card: place(action.card, false) });
    case "discard":
    case "commit":
      return say(`action.${action.type}`, locale, { card: n(action.card) });
    case "unback": {
      const placed = table?.seats[seat]?.vote.find((v) => v.card === action.card);
      return placed
        ? say("action.unback-from", locale, { card: n(action.card), nekomimi: n(placed.nekomimi) })
        : say("action.unback", locale, { card: n(action.card) });
    }
    case "done":
      return say("action.done", locale);
    case "accept":
      return action.ground
        ? say("action.accept-on", locale, { ground: place(action.ground, false) })
        : say("action.accept", locale);
    case "reveal":
      if (action.cards.length === 0) return say("action.reveal-none", locale);
      return action.proxy
        ? say("action.reveal-proxy", locale, { cards: cardList(action.cards, locale), proxy: n(action.proxy) })
        : say("action.reveal", locale, { cards: cardList(action.cards, locale) });
    case "back":
      return action.card === null
        ? say("action.back-deck", locale, { nekomimi: n(action.nekomimi) })
        : say("action.back", locale, { card: n(action.card), nekomimi: n(action.nekomimi) });
  }
}

/**
 * An attached card by where it sits: a territory with the item on it, an item on its territory, and (with `host`
 * naming nekomimi) the nekomimi holding them. Without the table, the card's name alone.
 */
function placeName(
  card: string,
  table: PowapowaView | undefined,
  locale: Locale,
  host: ((neko: string) => string) | null,
): string {
  const holder = table?.seats
    .flatMap((s) => s.nekomimi)
    .find((x) => x.territories.includes(card) || x.attached.some((a) => a.card === card));
  if (!holder) return cardName(card, locale);
  const here = cardHere(holder, card, locale);
  return host ? say("place.on-neko", locale, { card: here, nekomimi: host(holder.id) }) : here;
}

function cardHere(holder: NekoView, card: string, locale: Locale): string {
  const on = holder.attached.find((a) => a.card === card)?.on;
  if (on) return say("place.on-territory", locale, { card: cardName(card, locale), territory: cardName(on, locale) });
  const item = holder.attached.find((a) => a.on === card);
  return item
    ? say("place.with", locale, { card: cardName(card, locale), item: cardName(item.card, locale) })
    : cardName(card, locale);
}
