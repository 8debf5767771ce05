/** Events, actions, the prompt, the recent happenings and the table in words: the terminal table and the status line. */
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
import type { CardId, ContestResult, NekoId, NekoView, PowapowaEvent, PowapowaView } from "./state.ts";
import type { PowapowaStringKey } from "./strings.ts";
import { cardList, cardName, effectText, joinWords, needText, say, voteText } from "./words.ts";

type SeenOf<T extends PowapowaEvent["type"]> = Extract<Seen<PowapowaEvent>, { type: T }>["data"];

/** Whom a play was aimed at: a nekomimi, a territory, an attached card or a breeder's hand. */
function targetName(
  d: { nekomimi?: NekoId; territory?: CardId; attached?: CardId; target?: Seat },
  locale: Locale,
  names: readonly string[],
): string | null {
  if (d.attached !== undefined) return cardName(d.attached, locale);
  if (d.territory !== undefined) return cardName(d.territory, locale);
  if (d.nekomimi !== undefined) return cardName(d.nekomimi, locale);
  if (d.target !== undefined) return say("target.breeder", locale, { player: names[d.target] ?? "?" });
  return null;
}

function contestLine(r: ContestResult, locale: Locale): string {
  const scores = r.scores.map((s) =>
    say("contest.score", locale, {
      nekomimi: cardName(s.nekomimi, locale),
      total: s.total,
      base: s.base,
      vote: s.vote,
      votes: cardList(s.votes, locale),
    }),
  );
  const tie =
    r.tieBreak === "charisma"
      ? say("contest.tie-charisma", locale)
      : r.tieBreak === "seat"
        ? say("contest.tie-seat", locale)
        : "";
  return say("event.contest-result", locale, {
    scores: joinWords(scores, locale),
    winner: cardName(r.winner, locale),
    tie,
  });
}

function fightLine(d: SeenOf<"fight-result">, locale: Locale): string {
  const outcome =
    d.winner === "attacker" ? "fight.attacker-wins" : d.winner === "defender" ? "fight.defender-wins" : "fight.draw";
  const down = d.incapacitated;
  const line = say("event.fight-result", locale, {
    aa: d.attack.attacker,
    dd: d.defence.defender,
    da: d.attack.defender,
    ad: d.defence.attacker,
    outcome: say(outcome, locale),
  });
  return down.length > 0 ? `${line}${say("fight.down", locale, { nekomimi: cardList(down, locale) })}` : line;
}

/** Why a growth card grew nothing: what each of the breeder's nekomimi still lacks. */
function noGrowthLine(
  d: SeenOf<"no-growth">,
  locale: Locale,
  text: (key: PowapowaStringKey, params?: Params) => string,
): string {
  if (d.lacking.length === 0) return text("event.no-growth-none");
  const reasons = d.lacking.map((l) =>
    say("growth.lacks", locale, {
      nekomimi: cardName(l.nekomimi, locale),
      needs: joinWords(
        l.missing.map((m) => needText(m, locale)),
        locale,
      ),
    }),
  );
  return text("event.no-growth", { reasons: reasons.join(say("list.then", locale)) });
}

/** One line for an event as its viewer saw it, or null for events not worth a line. */
export function describeEvent(event: SeenEvent, locale: Locale, names: readonly string[]): string | null {
  // A stored log holds this game's events as they were emitted, the recent happenings them with faces: read as its own.
  const seen = event as Seen<PowapowaEvent>;
  const player = names["seat" in seen.data ? seen.data.seat : 0] ?? "?";
  const text = (key: PowapowaStringKey, params: Params = {}): string => say(key, locale, { player, ...params });
  const { type, data: d } = seen;
  switch (type) {
    case "nekomimi":
    case "prepared":
      return d.nekomimi
        ? text(`event.${type}-secret`, { nekomimi: cardList(d.nekomimi, locale) })
        : text(`event.${type}`, { count: d.count });
    case "first-breeder":
      return text("event.first-breeder");
    case "deck": {
      if (d.deck === OWN_DECK) return text("event.deck-secret", { deck: say("deck.own", locale) });
      const deck = d.deck === undefined ? undefined : deckOf(d.deck);
      return deck ? text("event.deck-secret", { deck: deck.name[locale] }) : text("event.deck", { count: d.count });
    }
    case "first":
      return text("event.first", { nekomimi: cardList(d.nekomimi, locale) });
    case "opening": {
      const discarded = cardList(d.discarded, locale);
      return d.cards
        ? text("event.opening-secret", { cards: cardList(d.cards, locale), discarded })
        : text("event.opening", { count: d.count, discarded });
    }
    case "mulligan":
      return text(d.take ? "event.mulligan" : "event.no-mulligan");
    case "shuffle":
      return text("event.shuffle", { count: d.count });
    case "turn":
      return text("event.turn", { turn: d.turn });
    case "draw":
      return d.cards ? text("event.draw-secret", { cards: cardList(d.cards, locale) }) : text("event.draw");
    case "open":
      return text("event.open", { card: cardName(d.card, locale), text: effectText(cardOf(d.card), locale) });
    case "no-growth":
      return noGrowthLine(d, locale, text);
    case "no-birth":
    case "draw-action":
    case "penalty":
    case "deck-out":
    case "out":
    case "declare":
    case "voted":
    case "pass":
    case "fight-window":
      return text(`event.${type}`);
    case "grow":
      return text("event.grow", { nekomimi: cardName(d.nekomimi, locale), stage: d.stage });
    case "birth":
    case "recover":
    case "search":
    case "enter":
      return text(`event.${type}`, { nekomimi: cardName(d.nekomimi, locale) });
    case "move":
      return text("event.move", {
        by: cardName(d.by, locale),
        territory: cardName(d.territory, locale),
        to: cardName(d.to, locale),
      });
    case "remove":
      return text("event.remove", { by: cardName(d.by, locale), territory: cardName(d.territory, locale) });
    case "fight":
      return text("event.fight", { by: cardName(d.by, locale), target: cardName(d.target, locale) });
    case "play": {
      const target = targetName(d, locale, names);
      const card = cardName(d.card, locale);
      return target === null ? text("event.play", { card }) : text("event.play-on", { card, target });
    }
    case "discarded":
    case "expired":
    case "spoils":
      return text(`event.${type}`, { card: cardName(d.card, locale) });
    case "commit":
      return d.card !== undefined
        ? text("event.commit-secret", { card: cardName(d.card, locale), count: d.count })
        : text("event.commit", { count: d.count });
    case "accept":
      return d.ground !== undefined
        ? text("event.accept-on", { nekomimi: cardName(d.nekomimi, locale), ground: cardName(d.ground, locale) })
        : text("event.accept", { nekomimi: cardName(d.nekomimi, locale) });
    case "decline":
      return text("event.decline", { nekomimi: cardName(d.nekomimi, locale), card: cardName(d.card, locale) });
    case "reveal": {
      const cards = d.cards.length === 0 ? say("list.none", locale) : cardList(d.cards, locale);
      return d.proxy !== undefined
        ? text("event.reveal-proxy", { cards, proxy: cardName(d.proxy, locale) })
        : text("event.reveal", { cards });
    }
    case "fight-result":
      return fightLine(d, locale);
    case "void":
      return text("event.void");
    case "contest":
      return text("event.contest", { entries: cardList(d.entries, locale) });
    case "contest-result":
      return contestLine(d, locale);
    case "win":
      return text(d.reason === "contest" ? "event.win-contest" : "event.win");
    default:
      return unlistedEvent(type);
  }
}

/** What the table is waiting for, in one line. */
export function describePrompt(view: MatchView<PowapowaView>, locale: Locale, names: readonly string[]): string {
  const t = view.table;
  const decision = view.prompt?.decision ?? "";
  const seat = view.prompt?.seats[0] ?? t.active;
  const player = names[seat] ?? "?";
  const fight = t.fight;
  switch (decision) {
    case "":
      return say("prompt.won", locale, { player: names[t.winner ?? 0] ?? "?" });
    case "deck":
    case "prepare":
    case "first":
    case "mulligan":
    case "vote":
    case "fight-reveal":
      return say(`prompt.${decision}`, locale);
    case "open":
      return say("prompt.open", locale, { player, card: t.open ? cardName(t.open.card, locale) : "?" });
    case "fight-attack":
    case "fight-answer":
    case "fight-defend":
      return say(`prompt.${decision}`, locale, {
        player,
        nekomimi: cardName(decision === "fight-attack" ? (fight?.attacker ?? "") : (fight?.defender ?? ""), locale),
      });
    case "breeder":
    case "nekomimi":
    case "third":
    case "declare":
    case "end":
    case "fight-window":
    case "fight-spoils":
    case "declared":
      return say(`prompt.${decision}`, locale, { player });
    default:
      return say("prompt.breeder", locale, { player });
  }
}

export function describeRecent(view: MatchView<PowapowaView>, locale: Locale, names: readonly string[]): string[] {
  return view.table.recent.flatMap((event) => describeEvent(event, locale, names) ?? []);
}

/** What a nekomimi's next stage needs and what it lacks, or that it is ready or fully grown. */
function growthWords(n: NekoView, locale: Locale): string {
  if (n.needs === null) return say("table.grown", locale);
  const needs = joinWords(
    n.needs.map((need) => needText(need, locale)),
    locale,
  );
  if (n.missing.length === 0) return say("table.ready", locale, { needs });
  return say("table.needs", locale, {
    needs,
    missing: joinWords(
      n.missing.map((need) => needText(need, locale)),
      locale,
    ),
  });
}

function nekoLine(n: NekoView, locale: Locale): string {
  const marks = `${n.place === "off" ? say("table.off", locale) : ""}${n.down ? say("table.down", locale) : ""}${n.entered ? say("table.entered", locale) : ""}${n.acted ? say("table.acted", locale) : ""}`;
  const stats =
    n.stage === 1
      ? say("neko.stage1", locale)
      : say("neko.stats", locale, { stage: n.stage, attack: n.attack, defence: n.defence, charisma: n.charisma });
  const territories = say("table.territories", locale, { count: n.territories.length, limit: n.limit });
  const cards = [
    territories,
    ...n.territories.map((t) => cardName(t, locale)),
    ...n.attached.map((a) =>
      a.on
        ? say("target.on", locale, { card: cardName(a.card, locale), nekomimi: cardName(a.on, locale) })
        : cardName(a.card, locale),
    ),
  ];
  return say("table.neko", locale, {
    marks,
    nekomimi: cardName(n.id, locale),
    stats,
    attached: say("table.attached", locale, { cards: joinWords(cards, locale) }),
    growth: growthWords(n, locale),
  });
}

/** The table as lines of text: the turn, the cap, a contest or fight under way, then each breeder with their nekomimi. */
export function describeTable(view: MatchView<PowapowaView>, locale: Locale, names: readonly string[]): string[] {
  const t = view.table;
  const header =
    t.phase === "over"
      ? say("table.final", locale, { turn: t.turn })
      : t.phase === "turn" || t.phase === "vote"
        ? `${say("table.turn", locale, { turn: t.turn, player: names[t.active] ?? "?" })} · ${say(`table.step.${t.step}`, locale)}`
        : say("table.choosing", locale);
  const lines = [header, say("table.cap", locale, t.cap)];
  if (t.contest) {
    lines.push(
      say("table.contest", locale, {
        player: names[t.contest.declarer] ?? "?",
        entries: cardList(t.contest.entries, locale),
      }),
    );
  }
  if (t.fight) {
    const f = t.fight;
    const count = (id: string): number => t.seats[Number(id.split(":")[0])]?.facedown.count ?? 0;
    lines.push(
      say("table.fight", locale, {
        attacker: cardName(f.attacker, locale),
        defender: cardName(f.defender, locale),
        a: count(f.attacker),
        d: count(f.defender),
        ground: f.ground ? say("table.fight-ground", locale, { ground: cardName(f.ground, locale) }) : "",
      }),
    );
  }
  for (const s of t.seats) {
    const player = names[s.seat] ?? "?";
    if (s.out) {
      lines.push(say("table.seat-out", locale, { player }));
      continue;
    }
    lines.push(
      say("table.seat", locale, {
        player,
        hand: s.hand.count,
        deck: s.deck,
        discard: s.discard.length,
        cradle: s.cradle.count,
      }),
    );
    for (const n of s.nekomimi) lines.push(nekoLine(n, locale));
  }
  return lines;
}

/**
 * What only the viewer knows beyond its hand: the nekomimi waiting in its cradle, its face-down fight cards and its
 * fan vote (while it still places it, its controls' note says it).
 */
export function describeSecrets(view: MatchView<PowapowaView>, locale: Locale): string[] {
  const own = view.viewer === "spectator" ? null : view.table.seats[view.viewer];
  const lines: string[] = [];
  if (own?.cradle.cards && own.cradle.cards.length > 0)
    lines.push(say("table.own-cradle", locale, { nekomimi: cardList(own.cradle.cards, locale) }));
  if (own?.facedown.cards && own.facedown.cards.length > 0)
    lines.push(say("table.own-facedown", locale, { cards: cardList(own.facedown.cards, locale) }));
  if (own && own.vote.length > 0 && !view.mustAnswer) lines.push(voteText(own.vote, locale));
  return lines;
}

/** The viewer's own hand in set order, or null for a spectator. */
export function ownHand(view: MatchView<PowapowaView>): string[] | null {
  if (view.viewer === "spectator") return null;
  const hand = view.table.seats[view.viewer]?.hand.cards;
  return hand ? [...hand].sort(bySet) : null;
}
