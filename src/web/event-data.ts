import type { EventMatchRecord, EventPodRecord, EventRecord } from "../db/league-events.ts";
import type { League } from "../db/leagues.ts";
import type { DeckFormat } from "../decks/format.ts";
import { DECK_FORMATS } from "../decks/formats.ts";
import { cardWords } from "../decks/report.ts";
import type { Locale } from "../engine/index.ts";
import { listsPublic } from "../leagues/events.ts";
import { placePoints, type PodRow } from "../ranking/pods.ts";
import type { SwissRow } from "../ranking/swiss.ts";
import type { DeckListLine, EventPageData, MatchLine, PlayerLink, PodLine } from "./event-page.ts";

/** What an event page shows besides the event itself: read by the site (names, replays, standings). */
export interface EventPageParts {
  league: League;
  leaguePath: string;
  link: (userId: string) => PlayerLink;
  /** The replay addresses of a slot's games, in order. */
  replaysOf: (slot: { round: number; number: number }) => string[];
  swissRows: SwissRow[];
  podRows: PodRow[];
  locale: Locale;
}

/** An event's page: its settings, standings, rounds (pairings or pods), top cut or final table, and published lists. */
export function eventPageData(event: EventRecord, parts: EventPageParts): EventPageData {
  const { league, leaguePath, link, replaysOf, swissRows, podRows, locale } = parts;
  const dropped = new Set(event.players.filter((p) => p.dropped).map((p) => p.userId));
  const line = (m: EventMatchRecord): MatchLine => {
    const settled = m.b !== null && m.reported && m.forfeit !== "both";
    return {
      table: m.number,
      a: link(m.a),
      b: m.b === null ? null : link(m.b),
      score: settled ? scoreText(m) : null,
      winner: !settled || m.aWins === m.bWins ? null : m.aWins > m.bWins ? "a" : "b",
      forfeit: m.forfeit,
      replays: replaysOf(m),
    };
  };
  const rounds = (stage: "swiss" | "cut") =>
    [...new Set(event.matches.filter((m) => m.stage === stage).map((m) => m.round))].map((round) => ({
      round,
      matches: event.matches.filter((m) => m.round === round).map(line),
    }));
  const pod = (p: EventPodRecord): PodLine => {
    const points = p.reported ? placePoints(p.places, p.forfeit) : null;
    const placed = p.reported && p.forfeit !== "both" && p.forfeit !== "missed";
    const seats = p.places.map((s, i) => ({
      ...link(s.userId),
      place: placed ? s.place : null,
      points: points?.[i] ?? null,
    }));
    return {
      table: p.number,
      // Settled, by place (a stable sort: equal places keep their seats' order).
      seats: placed ? seats.sort((a, b) => (a.place ?? 0) - (b.place ?? 0)) : seats,
      alone: p.places.length > 1 ? null : p.forfeit === "missed" ? "missed" : "bye",
      absent: p.forfeit === "both",
      settled: p.reported,
      replays: replaysOf(p),
    };
  };
  const swissPods = event.pods.filter((p) => p.stage === "swiss");
  const final = event.pods.find((p) => p.stage === "final");
  const champion = event.champion;
  const deckFormat = DECK_FORMATS.get(league.game);
  return {
    name: event.name,
    league: league.name,
    leaguePath,
    status: event.status,
    format: event.settings.format,
    rounds: event.rounds,
    topCut: event.topCut,
    podSize: event.settings.podSize,
    bestOf: event.settings.bestOf,
    play: event.settings.play,
    decks: event.settings.decks === "registered" ? "registered" : deckFormat ? "preconstructed" : null,
    lists: event.settings.lists,
    champion: champion === null ? null : link(champion),
    entrants: event.players.map((p) => ({ ...link(p.userId), dropped: p.dropped })),
    standings: swissRows.map((r) => ({
      ...link(r.userId),
      rank: r.rank,
      dropped: dropped.has(r.userId),
      points: r.points,
      wins: r.wins,
      losses: r.losses,
      draws: r.draws,
      omw: r.omw,
      gw: r.gw,
      ogw: r.ogw,
    })),
    podStandings: podRows.map((r) => ({
      ...link(r.userId),
      rank: r.rank,
      dropped: dropped.has(r.userId),
      points: r.points,
      wins: r.wins,
      pods: r.pods,
      opp: r.opp,
    })),
    swiss: rounds("swiss").reverse(),
    cut: rounds("cut").map((r) => r.matches),
    pods: [...new Set(swissPods.map((p) => p.round))]
      .map((round) => ({ round, pods: swissPods.filter((p) => p.round === round).map(pod) }))
      .reverse(),
    finalTable: final ? pod(final) : null,
    deckLists: publishedLists(event, deckFormat, [...swissRows, ...podRows], link, locale),
  };
}

/** Whether an event's tables may be replayed on the web: always, unless its registered lists are still hidden. */
export function replaysShown(event: EventRecord): boolean {
  return event.settings.decks !== "registered" || listsPublic(event);
}

/**
 * The registered lists, in standings order, card names in the reader's language: only once the event has published
 * them (null before, and for an event without registered lists). The one place a list is read for the web.
 */
function publishedLists(
  event: EventRecord,
  format: DeckFormat | undefined,
  standings: readonly { userId: string }[],
  link: (userId: string) => { name: string },
  locale: Locale,
): DeckListLine[] | null {
  if (event.settings.decks !== "registered" || !format || !listsPublic(event)) return null;
  const order = [...standings.map((r) => r.userId), ...event.players.map((p) => p.userId)];
  const cardName = cardWords(format, locale);
  return [...new Set(order)].flatMap((userId) => {
    const deck = event.players.find((p) => p.userId === userId)?.deck;
    if (!deck) return [];
    const sections = [
      ...format.sections.map((s) => s.id),
      ...deck.list.map((l) => l.section).filter((id) => !format.sections.some((s) => s.id === id)),
    ];
    return [
      {
        name: link(userId).name,
        deck: deck.name,
        sections: [...new Set(sections)].flatMap((id) => {
          const cards = deck.list.filter((l) => l.section === id);
          if (cards.length === 0) return [];
          const name = format.sections.find((s) => s.id === id)?.name[locale] ?? id;
          return [{ name, cards: cards.map((c) => ({ name: cardName(c.card), copies: c.copies })) }];
        }),
      },
    ];
  });
}

function scoreText(m: { aWins: number; bWins: number; draws: number }): string {
  return m.draws > 0 ? `${m.aWins}-${m.bWins}-${m.draws}` : `${m.aWins}-${m.bWins}`;
}
