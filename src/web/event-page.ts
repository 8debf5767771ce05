import type { EventStatus } from "../db/enums.ts";
import type { Forfeit } from "../db/league-events.ts";
import type { Locale } from "../engine/index.ts";
import { recordText } from "../leagues/format.ts";
import { percent } from "./format.ts";
import { html, type Html, type Part } from "./html.ts";
import { page, type PageContext } from "./layout.ts";
import { columnHead, dataTable, groupedTable, leagueLink, nameLink } from "./parts.ts";
import { wt, type WebKey } from "./strings.ts";

export interface PlayerLink {
  name: string;
  path: string;
}

/** One pairing: `b` null is a bye or a missed round; the score from `a`'s side once settled. */
export interface MatchLine {
  table: number;
  a: PlayerLink;
  b: PlayerLink | null;
  score: string | null;
  winner: "a" | "b" | null;
  /** A no-show (the score is the forfeit's), a double no-show, or a late entrant's missed round. */
  forfeit: Forfeit | null;
  /** The replays of the match's games at the bot's tables, game by game (none for a match played elsewhere). */
  replays: string[];
}

export interface EventStandingLine extends PlayerLink {
  rank: number;
  dropped: boolean;
  points: number;
  wins: number;
  losses: number;
  draws: number;
  omw: number;
  gw: number;
  ogw: number;
}

/** A seat of a pod: its place and the points it earned once the pod is settled (null before). */
export interface PodSeat extends PlayerLink {
  place: number | null;
  points: number | null;
}

export interface PodLine {
  table: number;
  /** By place once settled (equal places in seat order), in seat order before. */
  seats: PodSeat[];
  /** A pod of one: a bye (a pod won), or a late entrant's missed round (nothing). */
  alone: "bye" | "missed" | null;
  /** Nobody at the pod showed: nobody scores. */
  absent: boolean;
  settled: boolean;
  replays: string[];
}

export interface PodStandingLine extends PlayerLink {
  rank: number;
  dropped: boolean;
  points: number;
  /** Pods won (first place, alone or shared, byes included) of pods played. */
  wins: number;
  pods: number;
  /** Pod-mates' average points per pod as a share of a win. */
  opp: number;
}

/** A player's registered deck list, published. */
export interface DeckListLine {
  name: string;
  deck: string;
  sections: { name: string; cards: { name: string; copies: number }[] }[];
}

export interface EventPageData {
  name: string;
  league: string;
  leaguePath: string;
  status: EventStatus;
  format: "swiss" | "pods";
  /** Swiss rounds (pod rounds for pods): fixed at the start (null before it). */
  rounds: number | null;
  /** Swiss: the top cut (0: none). Pods: above 0, a final table of the top `podSize`. */
  topCut: number;
  podSize: number;
  bestOf: number;
  play: "tables" | "reported";
  /** Registered lists, the game's preconstructed decks, or null for a game without deck lists. */
  decks: "registered" | "preconstructed" | null;
  /** When registered lists are published: at the end, or from the top cut (final table) on. */
  lists: "end" | "cut";
  champion: PlayerLink | null;
  entrants: (PlayerLink & { dropped: boolean })[];
  /** Swiss standings (empty for pods and before the start). */
  standings: EventStandingLine[];
  /** Pod standings (empty for Swiss and before the start). */
  podStandings: PodStandingLine[];
  /** Swiss rounds, the latest first. */
  swiss: { round: number; matches: MatchLine[] }[];
  /** Top cut rounds, in order. */
  cut: MatchLine[][];
  /** Pod rounds, the latest first. */
  pods: { round: number; pods: PodLine[] }[];
  /** The final table of a pod event, once paired. */
  finalTable: PodLine | null;
  /**
   * The registered lists, only once they are public (null before, and for an event without them): before that,
   * nothing of any list is in this data at all.
   */
  deckLists: DeckListLine[] | null;
}

const player = (p: PlayerLink): Html => nameLink(p.name, p.path);
const dropped = (d: boolean, locale: Locale): Part =>
  d ? html` <span class="muted">${wt("event.dropped", locale)}</span>` : "";
/** Points as players read them: whole, or with the half a shared place can leave. */
const pointsText = (value: number): string => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const abbr = (key: WebKey, text: string, locale: Locale): Html =>
  columnHead(html`<abbr title="${wt(key, locale)}">${text}</abbr>`, { numeric: true });

function standings(data: EventPageData, locale: Locale): Html | "" {
  if (data.standings.length === 0) return "";
  const rows = data.standings.map(
    (s) =>
      html`<tr>
        <td class="num">${s.rank}</td>
        <th scope="row" class="name">${player(s)}${dropped(s.dropped, locale)}</th>
        <td class="num">${s.points}</td>
        <td>${recordText(s, locale)}</td>
        <td class="num">${percent(s.omw, 1)}</td>
        <td class="num">${percent(s.gw, 1)}</td>
        <td class="num">${percent(s.ogw, 1)}</td>
      </tr>`,
  );
  const heads = [
    columnHead(wt("column.rank", locale), { numeric: true }),
    columnHead(wt("column.player", locale)),
    columnHead(wt("column.points", locale), { numeric: true }),
    columnHead(wt("column.record", locale)),
    abbr("column.omw", "OMW%", locale),
    abbr("column.gw", "GW%", locale),
    abbr("column.ogw", "OGW%", locale),
  ];
  return html`<h2 id="event-standings">${wt("event.standings", locale)}</h2>
    ${dataTable("event-standings", heads, rows, wt("event.standings-caption", locale))}`;
}

function podStandings(data: EventPageData, locale: Locale): Html | "" {
  if (data.podStandings.length === 0) return "";
  const rows = data.podStandings.map(
    (s) =>
      html`<tr>
        <td class="num">${s.rank}</td>
        <th scope="row" class="name">${player(s)}${dropped(s.dropped, locale)}</th>
        <td class="num">${pointsText(s.points)}</td>
        <td>${wt("event.pods-record", locale, { wins: s.wins, pods: s.pods })}</td>
        <td class="num">${percent(s.opp, 1)}</td>
      </tr>`,
  );
  const heads = [
    columnHead(wt("column.rank", locale), { numeric: true }),
    columnHead(wt("column.player", locale)),
    columnHead(wt("column.points", locale), { numeric: true }),
    columnHead(wt("column.pods-won", locale)),
    abbr("column.opp", "Opp%", locale),
  ];
  return html`<h2 id="event-standings">${wt("event.standings", locale)}</h2>
    ${dataTable("event-standings", heads, rows, wt("event.pod-standings-caption", locale))}`;
}

/** A match's result in words: a bye, a missed round, a double no-show, a score (a no-show's said so), or pending. */
function result(m: MatchLine, data: EventPageData, locale: Locale): string {
  if (m.forfeit === "missed") return wt("event.missed", locale);
  if (m.b === null) return wt("event.bye", locale);
  if (m.forfeit === "both") return wt("event.double-loss", locale);
  if (m.score === null) return wt(data.play === "tables" ? "event.playing" : "event.unreported", locale);
  return m.forfeit === "no-show" ? wt("event.no-show-score", locale, { score: m.score }) : m.score;
}

/** Links to a match's or pod's replays: one per game, numbered when there are several. */
function replayLinks(replays: readonly string[], locale: Locale): Part {
  if (replays.length === 1) return html`<a href="${replays[0]}">${wt("replay.link", locale)}</a>`;
  return replays.map(
    (path, i) => html`${i > 0 ? " · " : ""}<a href="${path}">${wt("event.game-replay", locale, { game: i + 1 })}</a>`,
  );
}

function pairings(data: EventPageData, locale: Locale): Html | "" {
  if (data.swiss.length === 0) return "";
  const withReplays = data.swiss.some((r) => r.matches.some((m) => m.replays.length > 0));
  const heads = [
    columnHead(wt("column.table", locale), { numeric: true }),
    columnHead(wt("column.player", locale)),
    columnHead(wt("column.result", locale)),
    columnHead(wt("column.opponent", locale)),
    ...(withReplays ? [columnHead(wt("column.replay", locale))] : []),
  ];
  const rounds = data.swiss.map((r) => {
    const rows = r.matches.map(
      (m) =>
        html`<tr>
          <td class="num">${m.b === null ? "–" : m.table}</td>
          <td class="name ${m.winner === "a" ? "winner" : ""}">${player(m.a)}</td>
          <td>${result(m, data, locale)}</td>
          <td class="name ${m.winner === "b" ? "winner" : ""}">${m.b ? player(m.b) : ""}</td>
          ${withReplays ? html`<td>${replayLinks(m.replays, locale)}</td>` : ""}
        </tr>`,
    );
    return html`<h3 id="round-${r.round}">${wt("event.round", locale, { round: r.round })}</h3>
      ${dataTable(`round-${r.round}`, heads, rows)}`;
  });
  return html`<h2>${wt("event.pairings", locale)}</h2>
    ${rounds}`;
}

/** A pod seat's place in words: its number (said to be shared when it is), a bye, a missed round, an absence. */
function placeText(pod: PodLine, seat: PodSeat, locale: Locale, data: EventPageData): string {
  if (pod.alone === "missed") return wt("event.missed", locale);
  if (pod.alone === "bye") return wt("event.pod-bye", locale);
  if (pod.absent) return wt("event.pod-absent", locale);
  if (!pod.settled || seat.place === null)
    return wt(data.play === "tables" ? "event.playing" : "event.unreported", locale);
  const shared = pod.seats.filter((s) => s.place === seat.place).length > 1;
  return wt(shared ? "event.place-shared" : "event.place", locale, { place: seat.place });
}

/** Pods as a table: one row group per pod, its table number heading the group. */
function podTable(id: string, pods: readonly PodLine[], data: EventPageData, locale: Locale, caption?: string): Html {
  const withReplays = pods.some((p) => p.replays.length > 0);
  const heads = [
    columnHead(wt("column.table", locale), { numeric: true }),
    columnHead(wt("column.player", locale)),
    columnHead(wt("column.place", locale)),
    columnHead(wt("column.points", locale), { numeric: true }),
    ...(withReplays ? [columnHead(wt("column.replay", locale))] : []),
  ];
  const groups = pods.map((pod) => {
    // The pod's winners: its best place, alone or shared (as the standings count pods won).
    const best = Math.min(...pod.seats.map((s) => s.place ?? Infinity));
    return pod.seats.map((seat, i) => {
      const span = pod.seats.length;
      const first = i === 0;
      const winner = pod.settled && seat.place === best;
      return html`<tr>
        ${first ? html`<th scope="rowgroup" rowspan="${span}" class="num">${pod.alone ? "–" : pod.table}</th>` : ""}
        <td class="name ${winner ? "winner" : ""}">${player(seat)}</td>
        <td>${placeText(pod, seat, locale, data)}</td>
        <td class="num">${seat.points === null ? "–" : pointsText(seat.points)}</td>
        ${first && withReplays ? html`<td rowspan="${span}">${replayLinks(pod.replays, locale)}</td>` : ""}
      </tr>`;
    });
  });
  return groupedTable(id, heads, groups, { caption, className: "pods" });
}

function podRounds(data: EventPageData, locale: Locale): Html | "" {
  if (data.pods.length === 0) return "";
  const rounds = data.pods.map(
    (r) =>
      html`<h3 id="round-${r.round}">${wt("event.round", locale, { round: r.round })}</h3>
        ${podTable(`round-${r.round}`, r.pods, data, locale)}`,
  );
  return html`<h2>${wt("event.pods", locale)}</h2>
    <p class="muted">${wt("event.pod-points", locale)}</p>
    ${rounds}`;
}

function finalTable(data: EventPageData, locale: Locale): Html | "" {
  if (!data.finalTable) return "";
  return html`<h2 id="final-table">${wt("event.final-table", locale)}</h2>
    ${podTable("final-table", [data.finalTable], data, locale, wt("event.final-table-caption", locale))}`;
}

function cutRoundName(matches: number, index: number, locale: Locale): string {
  if (matches === 1) return wt("bracket.final", locale);
  if (matches === 2) return wt("bracket.semifinals", locale);
  if (matches === 4) return wt("bracket.quarterfinals", locale);
  return wt("event.round", locale, { round: index + 1 });
}

function bracket(data: EventPageData, locale: Locale): Html | "" {
  if (data.cut.length === 0) return "";
  const rounds = data.cut.map((matches, i) => {
    const items = matches.map((m) => {
      const a = html`<span class="${m.winner === "a" ? "winner" : ""}">${player(m.a)}</span>`;
      const b = m.b ? html`<span class="${m.winner === "b" ? "winner" : ""}">${player(m.b)}</span>` : "";
      const replays = m.replays.length > 0 ? html`<br />${replayLinks(m.replays, locale)}` : "";
      return html`<li>${a}<br />${b} <span class="muted">${result(m, data, locale)}</span>${replays}</li>`;
    });
    return html`<section>
      <h3>${cutRoundName(matches.length, i, locale)}</h3>
      <ol>
        ${items}
      </ol>
    </section>`;
  });
  return html`<h2>${wt("event.bracket", locale)}</h2>
    <div class="bracket">${rounds}</div>`;
}

/**
 * The registered lists once published, each player's in a details element; before that only when they will be,
 * since the page data holds nothing of them.
 */
function deckLists(data: EventPageData, locale: Locale): Html | "" {
  if (data.decks !== "registered") return "";
  const heading = html`<h2 id="deck-lists">${wt("event.deck-lists", locale)}</h2>`;
  if (data.deckLists === null)
    return html`${heading}
      <p>${wt(data.lists === "cut" ? `event.lists-hidden-cut-${data.format}` : "event.lists-hidden-end", locale)}</p>`;
  const lists = data.deckLists.map(
    (d) =>
      html`<details>
        <summary><bdi>${d.name}</bdi> · <bdi>${d.deck}</bdi></summary>
        ${d.sections.map(
          (s) =>
            html`<p>
                <strong>${s.name}</strong>
                (${cardCount(
                  s.cards.reduce((n, c) => n + c.copies, 0),
                  locale,
                )})
              </p>
              <ul class="cards">
                ${s.cards.map((c) => html`<li>${c.copies} × <bdi>${c.name}</bdi></li>`)}
              </ul>`,
        )}
      </details>`,
  );
  return html`${heading}
    <p class="muted">${wt("event.lists-shown", locale)}</p>
    ${lists}`;
}

const cardCount = (cards: number, locale: Locale): string =>
  cards === 1 ? wt("event.card", locale) : wt("event.cards", locale, { cards });

function summary(data: EventPageData, locale: Locale): string {
  if (data.format === "pods") {
    const final = data.topCut > 0 ? wt("event.top", locale, { cut: data.podSize }) : wt("event.no-cut", locale);
    return wt("event.summary-pods", locale, {
      players: data.entrants.length,
      rounds: data.rounds ?? "–",
      size: data.podSize,
      final,
    });
  }
  const cut = data.topCut > 0 ? wt("event.top", locale, { cut: data.topCut }) : wt("event.no-cut", locale);
  return wt("event.summary", locale, { players: data.entrants.length, rounds: data.rounds ?? "–", cut });
}

/** How the event is played: where, best of how many, and which decks. */
function howText(data: EventPageData, locale: Locale): string {
  const parts = [wt(data.play === "tables" ? "event.play-tables" : "event.play-reported", locale)];
  if (data.format === "swiss") parts.push(wt("event.best-of", locale, { best: data.bestOf }));
  if (data.decks === "preconstructed") parts.push(wt("event.decks-preconstructed", locale));
  if (data.decks === "registered")
    parts.push(
      wt(data.lists === "cut" ? `event.decks-registered-cut-${data.format}` : "event.decks-registered-end", locale),
    );
  return parts.join(" · ");
}

function statusText(data: EventPageData, locale: Locale): string {
  if (data.status === "cut")
    return wt(data.format === "pods" ? "event.final-under-way" : "event.cut-under-way", locale);
  return wt(`event.${data.status}`, locale);
}

export function eventPage(ctx: PageContext, data: EventPageData): string {
  const { locale } = ctx;
  const entrants =
    data.status === "open"
      ? html`<p>${wt("event.not-started", locale)}</p>
          <h2>${wt("event.entrants", locale)}</h2>
          <ul>
            ${data.entrants.map((p) => html`<li>${player(p)}</li>`)}
          </ul>`
      : "";
  const body = html`${leagueLink(data.league, data.leaguePath, locale)}
    <h1><bdi>${data.name}</bdi></h1>
    <p>${summary(data, locale)} · ${statusText(data, locale)}</p>
    <p class="muted">${howText(data, locale)}</p>
    ${data.champion ? html`<p class="winner">${wt("event.champion", locale)} ${player(data.champion)}</p>` : ""}
    ${entrants}${bracket(data, locale)}${finalTable(data, locale)}${standings(data, locale)}${podStandings(data, locale)}
    ${pairings(data, locale)}${podRounds(data, locale)}${deckLists(data, locale)}`;
  return page(ctx, wt("event.title", locale, { event: data.name, league: data.league }), body);
}
