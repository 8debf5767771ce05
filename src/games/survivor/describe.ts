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
import { bySet, deckOf, OWN_DECK } from "./cards.ts";
import type {
  CardId,
  CastawayId,
  ChallengeResult,
  LastAction,
  SurvivorAction,
  SurvivorEvent,
  SurvivorView,
} from "./state.ts";
import type { SurvivorStringKey } from "./strings.ts";
import { cardList, cardName, challengeText, colorName, defaultNames, joinWords, say, statName } from "./words.ts";

/** Each seat's score as a list: "Ann 12 · Bo –". */
function scoreList(scores: readonly (number | null)[], locale: Locale, names: readonly string[]): string {
  const parts = scores.flatMap((score, seat) =>
    score === null ? [] : [say("score.entry", locale, { player: names[seat] ?? "?", score })],
  );
  return joinWords(parts, locale, "score.join");
}

/** Whom a play was aimed at: a castaway, a player or a card on a castaway. */
function targetName(
  d: { castaway?: CastawayId; target?: Seat; attached?: CardId },
  locale: Locale,
  names: readonly string[],
): string | null {
  if (d.attached !== undefined && d.castaway !== undefined) {
    return say("target.attached", locale, {
      card: cardName(d.attached, locale),
      castaway: cardName(d.castaway, locale),
    });
  }
  if (d.castaway !== undefined) return cardName(d.castaway, locale);
  if (d.target !== undefined) return names[d.target] ?? "?";
  if (d.attached !== undefined) return cardName(d.attached, locale);
  return null;
}

/** Cards placed on castaways, "Card on Castaway" each. */
function placements(cards: readonly { card: CardId; castaway: CastawayId }[], locale: Locale): string {
  return joinWords(
    cards.map(({ card, castaway }) =>
      say("action.place", locale, { card: cardName(card, locale), castaway: cardName(castaway, locale) }),
    ),
    locale,
  );
}

const WINDOWS = { items: "window.items", council: "window.council" } as const;

/** One line for an event as its viewer saw it, or null for events not worth a line. */
export function describeEvent(event: SeenEvent, locale: Locale, names: readonly string[]): string | null {
  // A stored log holds this game's events as they were emitted: read as its own.
  const { type, data: d } = event as Seen<SurvivorEvent>;
  const text = (key: SurvivorStringKey, seat: Seat | null, params: Params = {}): string =>
    say(key, locale, { player: names[seat ?? 0] ?? "?", ...params });
  switch (type) {
    case "castaways":
      return text("event.castaways", d.seat, { castaways: cardList(d.castaways, locale) });
    case "challenges":
      return text("event.challenges", null, { count: d.count });
    case "challenge-list":
      return text("event.challenge-list", null, { challenges: cardList(d.challenges, locale) });
    case "order":
      return text("event.order", null, {
        players: d.order.map((s) => names[s] ?? "?").join(say("order.join", locale)),
      });
    case "idol":
      return text("event.idol", d.seat);
    case "deck": {
      if (d.deck === OWN_DECK) return text("event.deck-secret", d.seat, { deck: say("deck.own", locale) });
      const deck = d.deck === undefined ? undefined : deckOf(d.deck);
      return deck ? text("event.deck-secret", d.seat, { deck: deck.name[locale] }) : text("event.deck", d.seat);
    }
    case "shuffle":
      return "challenges" in d
        ? text("event.shuffle-challenges", null, { count: d.challenges })
        : text("event.shuffle", d.seat, { count: d.count });
    case "draw":
      return d.cards
        ? text("event.draw-secret", d.seat, { count: d.count, cards: cardList(d.cards, locale) })
        : text("event.draw", d.seat, { count: d.count });
    case "turn":
      return text(d.showdown ? "event.turn-showdown" : "event.turn", null, { turn: d.turn });
    case "ready":
      return text("event.ready", d.seat);
    case "placed":
      return text("event.placed", d.seat, { cards: placements(d.cards, locale) });
    case "challenge":
      return text("event.challenge", d.seat, { challenge: challengeText(d.challenge, locale) });
    case "entered":
      return d.castaways.length === 0
        ? text("event.entered-none", d.seat)
        : text("event.entered", d.seat, { castaways: cardList(d.castaways, locale) });
    case "alliance":
      return text("event.alliance", d.seat, { color: colorName(d.color, locale) });
    case "tally":
      return text("event.tally", null, { count: d.count, scores: scoreList(d.scores, locale, names) });
    case "play": {
      const target = targetName(d, locale, names);
      const card = cardName(d.card, locale);
      if (d.from !== undefined)
        return text("event.retarget", d.seat, { card, from: cardName(d.from, locale), castaway: target ?? "?" });
      return target === null ? text("event.play", d.seat, { card }) : text("event.play-on", d.seat, { card, target });
    }
    case "item":
      return d.card !== undefined
        ? text("event.item-secret", d.seat, { card: cardName(d.card, locale), castaway: cardName(d.castaway, locale) })
        : text("event.item", d.seat, { castaway: cardName(d.castaway, locale) });
    case "items-up":
      return text("event.items-up", null, { items: placements(d.items, locale) });
    case "pass":
      return text("event.pass", d.seat, {
        window: say(d.window === "items" || d.window === "council" ? WINDOWS[d.window] : "window.fortunes", locale),
      });
    case "result": {
      const result = {
        winner: d.winner,
        decidedBy: d.decidedBy ?? null,
        ...(d.kept === true ? { kept: true as const } : {}),
      };
      return result.decidedBy || result.kept
        ? resultText(result, locale, names)
        : say("event.result", locale, { player: names[result.winner] ?? "?" });
    }
    case "vote":
    case "extra":
      return text(`event.${type}`, d.seat, { castaway: cardName(d.castaway, locale) });
    case "voted-off":
      return text("event.voted-off", null, { castaways: cardList(d.castaways, locale) });
    case "conceded":
      return text("event.conceded", d.seat, { castaways: cardList(d.castaways, locale) });
    case "discarded":
      return text("event.discarded", d.seat, { cards: cardList(d.cards, locale) });
    case "showdown":
      return text("event.showdown", null);
    case "out":
    case "win":
      return text(`event.${type}`, d.seat);
    default:
      return unlistedEvent(type);
  }
}

/** An action as its button reads. */
export function describeAction(action: SurvivorAction, locale: Locale, _seat: Seat): string {
  switch (action.type) {
    case "deck":
      return say("action.deck", locale, {
        deck: action.cards ? say("deck.own", locale) : (deckOf(action.deck)?.name[locale] ?? action.deck),
      });
    case "place":
      return say("action.place", locale, {
        card: cardName(action.card, locale),
        castaway: cardName(action.castaway, locale),
      });
    case "unplace":
      return say("action.unplace", locale, { card: cardName(action.card, locale) });
    case "done":
      return say("action.done", locale);
    case "enter":
      return say("action.enter", locale, { castaways: cardList(action.castaways, locale) });
    case "play": {
      const target = targetName(
        { castaway: action.castaway, target: action.seat, attached: action.attached },
        locale,
        defaultNames(locale),
      );
      const card = cardName(action.card, locale);
      if (action.from !== undefined)
        return say("action.retarget", locale, { card, from: cardName(action.from, locale), castaway: target ?? "?" });
      return target === null ? say("action.play", locale, { card }) : say("action.play-on", locale, { card, target });
    }
    case "item":
      return say("action.item", locale, {
        card: cardName(action.card, locale),
        castaway: cardName(action.castaway, locale),
      });
    case "pass":
      return say("action.pass", locale);
    case "vote":
      return action.owner === undefined
        ? say("action.vote", locale, { castaway: cardName(action.castaway, locale) })
        : say("action.vote-of", locale, {
            castaway: cardName(action.castaway, locale),
            player: defaultNames(locale)[action.owner] ?? "?",
          });
    case "discard":
      return say("action.discard", locale, { cards: cardList(action.cards, locale) });
  }
}

/** What the table is waiting for, in one line. */
export function describePrompt(view: MatchView<SurvivorView>, locale: Locale, names: readonly string[]): string {
  const t = view.table;
  const player = names[t.windowSeat ?? t.idol] ?? "?";
  switch (t.phase) {
    case "deck":
    case "feed":
    case "ally":
    case "discard":
      return say(`prompt.${t.phase}`, locale);
    case "enter":
      return say("prompt.enter", locale, { challenge: t.challenge ? cardName(t.challenge, locale) : "?" });
    case "fortunes":
    case "items":
      return say(`prompt.${t.phase}`, locale, { player });
    case "vote":
      return say("prompt.vote", locale, { player: names[t.idol] ?? "?" });
    case "extra":
      return say("prompt.extra", locale, { player: names[t.idol] ?? "?", target: cardList(t.targets, locale) });
    case "council":
      return say("prompt.council", locale, { player, target: cardList(t.targets, locale) });
    case "over":
      return say("prompt.won", locale, { player: names[t.winner ?? 0] ?? "?" });
  }
}

/** Who won the challenge, and when it was a tie, the castaway, stat and printed values that decided it. */
function resultText(
  r: Pick<ChallengeResult, "winner" | "decidedBy" | "kept">,
  locale: Locale,
  names: readonly string[],
): string {
  const player = names[r.winner] ?? "?";
  if (r.kept) return say("last.kept", locale, { player });
  const d = r.decidedBy;
  if (!d) return say("last.result", locale, { player });
  return say("last.tie", locale, {
    player,
    castaway: cardName(d.castaway, locale),
    stat: statName(d.stat, locale),
    value: d.value,
    against: cardName(d.against, locale),
    theirs: d.theirs,
  });
}

/** One of the table's recent actions in one line, as the whole table may know it. */
function describeLast(last: LastAction, locale: Locale, names: readonly string[]): string {
  const name = (seat: number): string => names[seat] ?? "?";
  switch (last.type) {
    case "decks":
      return say("last.decks", locale);
    case "turn":
      return say("last.turn", locale, { turn: last.turn });
    case "placed":
      return say("last.placed", locale, {
        player: name(last.seat),
        cards: joinWords(
          last.cards.map((c) =>
            say("action.place", locale, { card: cardName(c.card, locale), castaway: cardName(c.castaway, locale) }),
          ),
          locale,
        ),
      });
    case "challenge":
      return say("last.challenge", locale, { challenge: challengeText(last.challenge, locale) });
    case "entered":
      return say("last.entered", locale, { player: name(last.seat), castaways: cardList(last.castaways, locale) });
    case "alliance":
      return say("last.alliance", locale, {
        player: name(last.seat),
        color: colorName(last.color, locale),
        castaways: cardList(last.castaways, locale),
      });
    case "tally":
      return say("last.tally", locale, { count: last.count, scores: scoreList(last.scores, locale, names) });
    case "play": {
      const target = targetName(last, locale, names);
      const card = cardName(last.card, locale);
      const base =
        last.from !== undefined
          ? say("last.retarget", locale, {
              player: name(last.seat),
              card,
              from: cardName(last.from, locale),
              castaway: target ?? "?",
            })
          : target === null
            ? say("last.play", locale, { player: name(last.seat), card })
            : say("last.play-on", locale, { player: name(last.seat), card, target });
      const drew = last.drew === undefined ? "" : say("last.drew", locale, { count: last.drew });
      const lost = last.discarded ? say("last.lost", locale, { cards: cardList(last.discarded, locale) }) : "";
      return `${base}${drew}${lost}`;
    }
    case "item":
      return say("last.item", locale, { player: name(last.seat), castaway: cardName(last.castaway, locale) });
    case "items-up":
      return say("last.items-up", locale, {
        items: joinWords(
          last.items.map((i) =>
            say("action.place", locale, { card: cardName(i.card, locale), castaway: cardName(i.castaway, locale) }),
          ),
          locale,
        ),
      });
    case "pass":
      return say("last.pass", locale, { player: name(last.seat) });
    case "result":
      return resultText(last.result, locale, names);
    case "vote":
      return say("last.vote", locale, { player: name(last.seat), castaway: cardName(last.castaway, locale) });
    case "extra":
      return say("last.extra", locale, { player: name(last.seat), castaway: cardName(last.castaway, locale) });
    case "voted-off":
      return say("last.voted-off", locale, { castaways: cardList(last.castaways, locale) });
    case "out":
      return say("last.out", locale, { player: name(last.seat) });
    case "conceded":
      return say("last.conceded", locale, { player: name(last.seat), castaways: cardList(last.castaways, locale) });
    case "discarded":
      return say("last.discarded", locale, { player: name(last.seat), cards: cardList(last.cards, locale) });
    case "showdown":
      return say("last.showdown", locale);
    case "win":
      return say("last.win", locale, { player: name(last.seat) });
  }
}

export function describeRecent(view: MatchView<SurvivorView>, locale: Locale, names: readonly string[]): string[] {
  return view.table.recent.map((last) => describeLast(last, locale, names));
}

/** The table's log, the latest public actions over several moves, oldest first. */
export function describeLog(view: MatchView<SurvivorView>, locale: Locale, names: readonly string[]): string[] {
  return view.table.log.map((last) => describeLast(last, locale, names));
}

/**
 * What only the viewer knows beyond its hand: its plan or the cards it set aside to discard (while it still builds
 * them, its controls' note says it) and the items it placed face down, each with its castaway.
 */
export function describeSecrets(view: MatchView<SurvivorView>, locale: Locale): string[] {
  const own = view.viewer === "spectator" ? null : view.table.seats[view.viewer];
  if (!own) return [];
  const lines: string[] = [];
  if (own.plan.length > 0 && !view.mustAnswer) {
    // A hand discard's plan sets cards aside, on no castaway.
    const placed = own.plan
      .filter((p) => p.castaway !== "")
      .map((p) =>
        say("action.place", locale, { card: cardName(p.card, locale), castaway: cardName(p.castaway, locale) }),
      );
    const aside = own.plan.filter((p) => p.castaway === "").map((p) => cardName(p.card, locale));
    if (placed.length > 0) lines.push(say("table.plan", locale, { plan: joinWords(placed, locale) }));
    if (aside.length > 0) lines.push(say("control.discarding", locale, { cards: joinWords(aside, locale) }));
  }
  const items = own.cast.flatMap((c) =>
    c.ownFacedown.map((card) =>
      say("action.place", locale, { card: cardName(card, locale), castaway: cardName(c.id, locale) }),
    ),
  );
  if (items.length > 0) lines.push(say("private.facedown", locale, { items: joinWords(items, locale) }));
  return lines;
}

/** The viewer's own hand in set order, or null for a spectator. */
export function ownHand(view: MatchView<SurvivorView>): string[] | null {
  if (view.viewer === "spectator") return null;
  const hand = view.table.seats[view.viewer]?.hand.cards;
  return hand ? [...hand].sort(bySet) : null;
}
