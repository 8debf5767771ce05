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
import { byFace, card, kindName, type CardId } from "./cards.ts";
import type { LastAction, SpymasterAction, SpymasterEvent, SpymasterView } from "./state.ts";
import type { SpymasterStringKey } from "./strings.ts";
import { cardList, cardName, joinWords, say } from "./words.ts";

/** One line for an event as its viewer saw it, or null for events not worth a line. */
export function describeEvent(event: SeenEvent, locale: Locale, names: readonly string[]): string | null {
  // A stored log holds this game's events as they were emitted: read as its own.
  const { type, data: d } = event as Seen<SpymasterEvent>;
  const name = (seat: Seat | null): string => names[seat ?? 0] ?? "?";
  const text = (key: SpymasterStringKey, seat: Seat | null, params: Params = {}): string =>
    say(key, locale, { player: name(seat), ...params });
  switch (type) {
    case "shuffle":
      return text("event.shuffle", null, { count: d.count });
    case "first-attacker":
      return text("event.first-attacker", d.seat);
    case "round":
      return text("event.round", d.attacker, { round: d.round });
    case "draw":
      if (d.count === 0) return null;
      return d.cards
        ? text("event.draw-secret", d.seat, { count: d.count, cards: cardList(d.cards, locale) })
        : text("event.draw", d.seat, { count: d.count });
    case "reshuffle":
      return text("event.reshuffle", null, { count: d.count });
    case "play":
      return d.card !== undefined
        ? text("event.play-secret", d.seat, { card: cardName(d.card, locale) })
        : text("event.play", d.seat);
    case "reveal":
      return text(d.success ? "event.reveal-success" : "event.reveal-failure", d.seat, {
        card: cardName(d.card, locale),
        kind: kindName(d.guess, locale),
      });
    case "turned":
      return text("event.turned", d.seat, { card: cardName(d.card, locale) });
    case "document":
      return text("event.document", d.seat, { revealed: d.revealed });
    case "tuck":
      return text("event.tuck", d.seat, { card: cardName(d.card, locale), under: cardName(d.under, locale) });
    case "empty-hand":
      return text("event.empty-hand", d.seat);
    case "round-end":
      return text("event.round-end", null, { round: d.round });
    case "discard":
      if (d.each.length === 0) return text("event.discard", null, { cards: cardList(d.cards, locale) });
      return d.each.map((e) => text("event.discard-by", e.seat, { cards: cardList(e.cards, locale) })).join(" ");
    case "pick":
      return text(d.winner === null ? "event.pick-tie" : "event.pick-winner", d.winner, {
        kind0: kindName(d.kinds[0], locale),
        kind1: kindName(d.kinds[1], locale),
        first: name(0),
        second: name(1),
      });
    case "strike":
      return text("event.strike", d.seat, { strikes: d.strikes });
    case "out":
      return text("event.out", d.seat, { outs: d.outs });
    case "bonus-strike":
      return text("event.bonus-strike", d.seat, { cards: cardList(d.cards, locale) });
    case "hand-shown":
      return d.cards
        ? text("event.hand-shown-secret", d.seat, { cards: cardList(d.cards, locale) })
        : text("event.hand-shown", d.seat, { other: name(d.to) });
    case "win":
      return text(d.reason === "outs" ? "prompt.won-outs" : "prompt.won-documents", d.seat, {
        loser: name(1 - d.seat),
      });
    default:
      return unlistedEvent(type);
  }
}

export function describeAction(action: SpymasterAction, locale: Locale): string {
  switch (action.type) {
    case "pick":
      return say("action.pick", locale, { card: cardName(action.card, locale) });
    case "play":
      return say("action.play", locale, { card: cardName(action.card, locale) });
    case "tuck":
      return say("action.tuck", locale, { card: cardName(action.card, locale) });
    case "guess":
      return say("action.guess", locale, { kind: kindName(action.kind, locale) });
    case "strike":
      return say("action.strike", locale, { cards: cardList(action.cards, locale) });
    case "discard":
      return say("action.discard", locale, { cards: cardList(action.cards, locale) });
  }
}

/** Whether the viewer is the attacker and holds a Spy larger than the one a tuck would go under. */
function canTuck(view: MatchView<SpymasterView>): boolean {
  const { tuckUnder, attacker, seats } = view.table;
  const under = tuckUnder ? card(tuckUnder).number : null;
  if (view.viewer !== attacker || under === null) return false;
  return (seats[attacker]?.hand.cards ?? []).some((c) => card(c).kind === "spy" && (card(c).number ?? 0) > under);
}

/** What the table is waiting for, in one line. */
export function describePrompt(view: MatchView<SpymasterView>, locale: Locale, names: readonly string[]): string {
  const table = view.table;
  const name = (seat: number): string => names[seat] ?? "?";
  switch (table.phase) {
    case "pick":
      return say("prompt.pick", locale);
    case "attack": {
      const player = name(table.attacker);
      // Only the attacker learns whether a tuck is possible: it depends on their hand.
      if (table.tuckUnder && canTuck(view))
        return say("prompt.attack-or-tuck", locale, { player, card: cardName(table.tuckUnder, locale) });
      if (table.bonusStrike) return say("prompt.attack-or-strike", locale, { player });
      return say("prompt.attack", locale, { player });
    }
    case "guess":
      return say(table.variant === "mindmaster" ? "prompt.guess-suit" : "prompt.guess", locale, {
        player: name(1 - table.attacker),
      });
    case "discard":
      return say("prompt.discard", locale, {
        players: joinWords((view.prompt?.seats ?? []).map(name), locale),
      });
    case "over":
      return say(table.endReason === "outs" ? "prompt.won-outs" : "prompt.won-documents", locale, {
        player: name(table.winner ?? 0),
        loser: name(1 - (table.winner ?? 0)),
      });
  }
}

export function describeRecent(view: MatchView<SpymasterView>, locale: Locale, names: readonly string[]): string[] {
  return recentLines(view.table, locale, names);
}

/** The latest move, a line per action: the status text and the board's footer say the same. */
export function recentLines(table: SpymasterView, locale: Locale, names: readonly string[]): string[] {
  return table.recent.map((last) => describeLast(last, table.variant, locale, names));
}

/** One of the table's recent actions in one line, as the whole table may know it. */
export function describeLast(
  last: LastAction,
  variant: SpymasterView["variant"],
  locale: Locale,
  names: readonly string[],
): string {
  const name = (seat: number): string => names[seat] ?? "?";
  switch (last.type) {
    case "attack": {
      const turned = !last.success && variant === "spymaster" && last.card.kind === "spy";
      return say(last.success ? "last.attack-success" : turned ? "last.attack-turned" : "last.attack-failure", locale, {
        attacker: name(last.seat),
        defender: name(1 - last.seat),
        card: cardName(last.card, locale),
        guess: kindName(last.guess, locale),
      });
    }
    case "tuck":
      return say("last.tuck", locale, {
        player: name(last.seat),
        card: cardName(last.card, locale),
        under: cardName(last.under, locale),
      });
    case "strike":
      return say("last.strike", locale, { player: name(last.seat), cards: cardList(last.cards, locale) });
    case "discard":
      return say("last.discard", locale, {
        players: joinWords(last.seats.map(name), locale, "names.both"),
        count: last.cards.length,
      });
    case "pick": {
      const [kind0, kind1] = [kindName(last.kinds[0], locale), kindName(last.kinds[1], locale)];
      if (last.winner === null) return say("last.pick-tie", locale, { kind: kind0 });
      return say("last.pick", locale, { first: name(0), second: name(1), kind0, kind1, winner: name(last.winner) });
    }
    case "play":
      return say("last.play", locale, { player: name(last.seat) });
    case "empty-hand":
      return say("last.empty-hand", locale, { player: name(last.seat) });
  }
}

/** The table as a few lines of text, from the viewer's seat (the terminal table and the Discord text fallback). */
export function describeTable(view: MatchView<SpymasterView>, locale: Locale, names: readonly string[]): string[] {
  const t = view.table;
  const lines = [
    // At the end, the winner is told by the last event and the prompt: the table itself says only that it is final.
    t.phase === "over"
      ? say("table.final", locale, { round: t.round })
      : t.phase === "pick"
        ? say("table.opening-pick", locale)
        : say("table.round", locale, { round: t.round, player: names[t.attacker] ?? "?" }),
  ];
  for (const seat of t.seats) {
    const rowCards = seat.row.map((id) => {
      if (t.tucks[id])
        return say("table.tucked", locale, { card: cardName(id, locale), under: cardName(t.tucks[id], locale) });
      if (id === t.turned) return say("table.turned", locale, { card: cardName(id, locale) });
      return cardName(id, locale);
    });
    const score =
      t.variant === "spymaster"
        ? say("table.documents", locale, { revealed: seat.documents })
        : say("table.counters", locale, { strikes: seat.strikes, outs: seat.outs });
    const parts = [names[seat.seat] ?? "?", score, say("table.hand", locale, { count: seat.hand.count })];
    if (rowCards.length > 0) parts.push(say("table.row", locale, { cards: joinWords(rowCards, locale) }));
    lines.push(joinWords(parts, locale, "table.join"));
  }
  lines.push(say("table.deck", locale, { deck: t.deckCount, discard: t.discard.length }));
  if (t.discard.length > 0) lines.push(say("table.discard-pile", locale, { cards: discardPile(t.discard, locale) }));
  // Its face, for its owner, is among the secrets (describeSecrets).
  if (t.played.count > 0) lines.push(say("table.played-hidden", locale));
  return lines;
}

/** The face-up discard pile as anyone may count it: each face once, in the set's order, with how many lie there. */
function discardPile(pile: readonly CardId[], locale: Locale): string {
  const counts = new Map<string, number>();
  for (const id of [...pile].sort(byFace))
    counts.set(cardName(id, locale), (counts.get(cardName(id, locale)) ?? 0) + 1);
  return joinWords(
    [...counts].map(([card, n]) => (n === 1 ? card : say("table.copies", locale, { card, n }))),
    locale,
  );
}

/** What only the viewer knows beyond its hand: its own face-down card, a hand shown to it (MindMaster's countered Spade). */
export function describeSecrets(view: MatchView<SpymasterView>, locale: Locale, names: readonly string[]): string[] {
  const lines: string[] = [];
  const face = view.table.played.cards?.[0];
  if (face) lines.push(say("table.played", locale, { card: cardName(face, locale) }));
  const shown = view.table.shownHand;
  if (shown)
    lines.push(
      say("private.shown-hand", locale, {
        player: names[shown.seat] ?? "?",
        round: shown.round,
        cards: cardList(shown.cards, locale),
      }),
    );
  return lines;
}

/** The viewer's own hand, or null for a spectator. */
export function ownHand(view: MatchView<SpymasterView>): string[] | null {
  if (view.viewer === "spectator") return null;
  const hand = view.table.seats[view.viewer]?.hand.cards;
  return hand ? [...hand].sort(byFace) : null;
}
