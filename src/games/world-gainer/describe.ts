/** Events, actions, the prompt, the recent actions and the table in words: the terminal table and the status line. */
import {
  unlistedEvent,
  type Locale,
  type MatchView,
  type Params,
  type Seat,
  type Seen,
  type SeenEvent,
} from "../../engine/index.ts";
import { bySet, cardOf, deckOf, OWN_DECK } from "./cards.ts";
import type { LastAction, WorldGainerAction, WorldGainerEvent, WorldGainerView } from "./state.ts";
import type { WorldGainerStringKey } from "./strings.ts";
import {
  attributeName,
  cardList,
  cardName,
  cardToPlace,
  columnLetter,
  effectText,
  joinWords,
  paymentText,
  say,
  squareName,
  squareOnTable,
} from "./words.ts";

/** One line for an event as its viewer saw it, or null for events not worth a line. */
export function describeEvent(event: SeenEvent, locale: Locale, names: readonly string[]): string | null {
  // A stored log holds this game's events as they were emitted: read as its own.
  const { type, data: d } = event as Seen<WorldGainerEvent>;
  const player = names[d.seat] ?? "?";
  const text = (key: WorldGainerStringKey, params: Params = {}): string => say(key, locale, { player, ...params });
  switch (type) {
    case "deck": {
      if (d.deck === OWN_DECK) return text("event.deck-secret", { deck: say("deck.own", locale) });
      const deck = d.deck === undefined ? undefined : deckOf(d.deck);
      return deck ? text("event.deck-secret", { deck: deck.name[locale] }) : text("event.deck");
    }
    case "shuffle":
      return text("event.shuffle", { count: d.count });
    case "draw":
      if (d.count === 0) return null;
      return d.cards
        ? text("event.draw-secret", { count: d.count, cards: cardList(d.cards, locale) })
        : text("event.draw", { count: d.count });
    case "first-player":
      return text("event.first-player");
    case "turn":
      return text("event.turn", { turn: d.turn });
    case "stun":
      return text("event.stun", { card: cardName(d.card, locale) });
    case "pay":
      return text("event.pay", {
        sources: paymentText({ exhaust: d.exhaust, breakStuns: d.breakStuns, breakField: d.breakField }, locale),
      });
    case "gain":
      return text(`event.gain.${d.result}`, {
        card: cardName(d.card, locale),
        square: squareOnTable(d.square, names, locale),
        broken: cardList(d.broken, locale),
      });
    case "effect":
      return text("event.effect", { card: cardName(d.card, locale), effect: effectText(d.card, locale) ?? "" });
    case "break-stuns":
      return text("event.break-stuns", { cards: cardList(d.cards, locale) });
    case "stuns-from-deck":
      return text("event.stuns-from-deck", { cards: cardList(d.cards, locale) });
    case "recover":
      return d.cards.length === 0
        ? text("event.recover-none")
        : text("event.recover", { cards: cardList(d.cards, locale) });
    case "end-turn":
      return text("event.end-turn");
    case "deck-out":
      return text("event.deck-out");
    case "win":
      return text(`prompt.won-${d.reason}`);
    default:
      return unlistedEvent(type);
  }
}

/** An action as its button reads, from the acting seat's side. */
export function describeAction(action: WorldGainerAction, locale: Locale, side: Seat): string {
  switch (action.type) {
    case "deck":
      return say("action.deck", locale, {
        deck: action.cards ? say("deck.own", locale) : (deckOf(action.deck)?.name[locale] ?? action.deck),
      });
    case "stun":
      return say("action.stun", locale, {
        card: cardName(action.card, locale),
        value: cardOf(action.card).stun.value,
        color: attributeName(cardOf(action.card).stun.color, locale),
      });
    case "skip-stun":
      return say("action.skip-stun", locale);
    case "choose":
      return say("action.choose", locale, { card: cardToPlace(action.card, locale) });
    case "activate":
      return say("action.activate", locale, { card: cardName(action.card, locale) });
    case "end":
      return say("action.end", locale);
    case "square":
      return say("action.square", locale, { square: squareName(action.square, side, locale) });
    case "pay":
      return say("pay.with", locale, { sources: paymentText(action, locale) });
    case "back":
      return say("action.back", locale);
  }
}

/** What the table is waiting for, in one line. */
export function describePrompt(view: MatchView<WorldGainerView>, locale: Locale, names: readonly string[]): string {
  const t = view.table;
  const player = names[t.active] ?? "?";
  switch (t.phase) {
    case "deck":
      return say("prompt.deck", locale);
    case "standby":
      return say("prompt.standby", locale, { player });
    case "gain":
      return say(t.gained ? "prompt.gain-done" : "prompt.gain", locale, { player });
    case "square":
    case "pay":
      return say(`prompt.${t.phase}`, locale, { player });
    case "over":
      return say(`prompt.won-${t.endReason ?? "points"}`, locale, { player: names[t.winner ?? 0] ?? "?" });
  }
}

/** One of the table's recent actions in one line, as the whole table may know it. */
function describeLast(last: LastAction, locale: Locale, names: readonly string[]): string {
  const name = (seat: number): string => names[seat] ?? "?";
  switch (last.type) {
    case "decks":
      return say("last.decks", locale);
    case "first":
    case "draw":
    case "end-turn":
      return say(`last.${last.type}`, locale, { player: name(last.seat) });
    case "stun":
      return say("last.stun", locale, { player: name(last.seat), card: cardName(last.card, locale) });
    case "pay":
      return say("last.pay", locale, { player: name(last.seat), sources: paymentText(last, locale) });
    case "gain": {
      const p = last.placement;
      return say("last.gain", locale, {
        player: name(p.seat),
        card: cardName(p.card, locale),
        square: squareOnTable(p.square, names, locale),
        result: say(`result.${p.result}`, locale),
      });
    }
    case "effect":
      return say("last.effect", locale, { player: name(last.seat), card: cardName(last.card, locale) });
    case "win":
      return say("last.win", locale, { player: name(last.seat) });
  }
}

export function describeRecent(view: MatchView<WorldGainerView>, locale: Locale, names: readonly string[]): string[] {
  return view.table.recent.map((last) => describeLast(last, locale, names));
}

/** The table as a few lines of text, from the viewer's side: the grid's rows far to near, then each seat. */
export function describeTable(view: MatchView<WorldGainerView>, locale: Locale, names: readonly string[]): string[] {
  const t = view.table;
  const header =
    t.phase === "over"
      ? say("table.final", locale, { turn: t.turn })
      : t.phase === "deck"
        ? say("table.choosing-decks", locale)
        : say("table.turn", locale, { turn: t.turn, player: names[t.active] ?? "?" });
  const lines = [header];
  // The key once the game starts: until the first turn of each player is over, then the rules say it.
  if (view.viewer !== "spectator" && t.turn <= 2)
    lines.push(say("table.grid-key", locale, { player: names[0] ?? "?" }));
  // Far row first, as the board image shows it from the reader's side; squares by their column letters.
  const near: Seat = view.viewer === "spectator" ? 0 : view.viewer;
  const rowNames = [rowName(1 - near, names, locale), say("row.battle", locale), rowName(near, names, locale)];
  for (let row = 0; row < 3; row++) {
    const squares = t.grid.slice(row * 3, row * 3 + 3).map((s) =>
      say("table.grid-square", locale, {
        n: columnLetter(s.square),
        square:
          s.top === null
            ? say("table.square-empty", locale)
            : say("table.square-held", locale, {
                owner: names[s.holder ?? 0] ?? "?",
                card: cardName(s.top, locale),
                total: s.total,
              }),
      }),
    );
    lines.push(
      say("table.grid-row", locale, { row: rowNames[row] ?? "", squares: joinWords(squares, locale, "table.join") }),
    );
  }
  for (const seat of t.seats) {
    lines.push(
      say("table.seat", locale, {
        player: names[seat.seat] ?? "?",
        points: seat.points,
        battlefield: seat.battlefield,
        hand: seat.hand.count,
        deck: seat.deck,
        broken: seat.breakZone.length,
      }),
    );
    const stuns = seat.standby.flatMap((s) =>
      s === null
        ? []
        : [
            say(s.ready ? "table.stun-ready" : "table.stun-exhausted", locale, {
              card: cardName(s.card, locale),
              value: s.value,
              color: attributeName(s.color, locale),
            }),
          ],
    );
    if (stuns.length > 0) lines.push(say("table.stuns", locale, { stuns: joinWords(stuns, locale) }));
  }
  return lines;
}

function rowName(seat: Seat, names: readonly string[], locale: Locale): string {
  return say("square.field-of", locale, { player: names[seat] ?? "?", n: "" }).trim();
}

/** The viewer's own hand in set order, or null for a spectator. */
export function ownHand(view: MatchView<WorldGainerView>): string[] | null {
  if (view.viewer === "spectator") return null;
  const hand = view.table.seats[view.viewer]?.hand.cards;
  return hand ? [...hand].sort(bySet) : null;
}
