import type { EventStatus } from "../db/enums.ts";
import type { Locale } from "../engine/index.ts";
import { recordText } from "../leagues/format.ts";
import { percent } from "./format.ts";
import { html, type Html } from "./html.ts";
import { page, type PageContext } from "./layout.ts";
import { columnHead, dataTable, leagueLink, nameLink } from "./parts.ts";
import { wt, type WebKey } from "./strings.ts";

export interface PlayerLink {
  name: string;
  path: string;
}

/** One pairing: `b` null is a bye; the score from `a`'s side once reported. */
export interface MatchLine {
  table: number;
  a: PlayerLink;
  b: PlayerLink | null;
  score: string | null;
  winner: "a" | "b" | null;
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

export interface EventPageData {
  name: string;
  league: string;
  leaguePath: string;
  status: EventStatus;
  /** Swiss rounds: fixed at the start (null before it). */
  rounds: number | null;
  topCut: number;
  champion: PlayerLink | null;
  entrants: (PlayerLink & { dropped: boolean })[];
  standings: EventStandingLine[];
  /** Swiss rounds, the latest first. */
  swiss: { round: number; matches: MatchLine[] }[];
  /** Top cut rounds, in order. */
  cut: MatchLine[][];
}

const player = (p: PlayerLink): Html => nameLink(p.name, p.path);

function standings(data: EventPageData, locale: Locale): Html | "" {
  if (data.standings.length === 0) return "";
  const abbr = (key: WebKey, text: string): Html =>
    columnHead(html`<abbr title="${wt(key, locale)}">${text}</abbr>`, { numeric: true });
  const rows = data.standings.map(
    (s) =>
      html`<tr>
        <td class="num">${s.rank}</td>
        <th scope="row" class="name">
          ${player(s)}${s.dropped ? html` <span class="muted">${wt("event.dropped", locale)}</span>` : ""}
        </th>
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
    abbr("column.omw", "OMW%"),
    abbr("column.gw", "GW%"),
    abbr("column.ogw", "OGW%"),
  ];
  return html`<h2 id="event-standings">${wt("event.standings", locale)}</h2>
    ${dataTable("event-standings", heads, rows, wt("event.standings-caption", locale))}`;
}

function result(m: MatchLine, locale: Locale): string {
  if (m.b === null) return wt("event.bye", locale);
  return m.score ?? wt("event.unreported", locale);
}

function pairings(data: EventPageData, locale: Locale): Html | "" {
  if (data.swiss.length === 0) return "";
  const heads = [
    columnHead(wt("column.table", locale), { numeric: true }),
    columnHead(wt("column.player", locale)),
    columnHead(wt("column.result", locale)),
    columnHead(wt("column.opponent", locale)),
  ];
  const rounds = data.swiss.map((r) => {
    const rows = r.matches.map(
      (m) =>
        html`<tr>
          <td class="num">${m.b === null ? "–" : m.table}</td>
          <td class="name ${m.winner === "a" ? "winner" : ""}">${player(m.a)}</td>
          <td>${result(m, locale)}</td>
          <td class="name ${m.winner === "b" ? "winner" : ""}">${m.b ? player(m.b) : ""}</td>
        </tr>`,
    );
    return html`<h3 id="round-${r.round}">${wt("event.round", locale, { round: r.round })}</h3>
      ${dataTable(`round-${r.round}`, heads, rows)}`;
  });
  return html`<h2>${wt("event.pairings", locale)}</h2>
    ${rounds}`;
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
      return html`<li>${a}<br />${b} <span class="muted">${result(m, locale)}</span></li>`;
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

export function eventPage(ctx: PageContext, data: EventPageData): string {
  const { locale } = ctx;
  const cut = data.topCut > 0 ? wt("event.top", locale, { cut: data.topCut }) : wt("event.no-cut", locale);
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
    <p>
      ${wt("event.summary", locale, { players: data.entrants.length, rounds: data.rounds ?? "–", cut })} ·
      ${wt(`event.${data.status}`, locale)}
    </p>
    ${data.champion ? html`<p class="winner">${wt("event.champion", locale)} ${player(data.champion)}</p>` : ""}
    ${entrants}${bracket(data, locale)}${standings(data, locale)}${pairings(data, locale)}`;
  return page(ctx, wt("event.title", locale, { event: data.name, league: data.league }), body);
}
