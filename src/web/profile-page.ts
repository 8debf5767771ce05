import type { ResultSource } from "../db/enums.ts";
import type { Locale } from "../engine/index.ts";
import { rating, recordText, signed } from "../leagues/format.ts";
import { ratingChart } from "./chart.ts";
import { changeHtml, dateHtml } from "./format.ts";
import { html, type Html } from "./html.ts";
import { page, type PageContext } from "./layout.ts";
import { columnHead, dataTable, leagueLink, nameLink, nameLinks, seasonNav } from "./parts.ts";
import { wt } from "./strings.ts";

/** Where the player stands in the season. */
export interface ProfileStanding {
  /** Null while not ranked yet. */
  rank: number | null;
  ranked: number;
  rating: number;
  mu: number;
  sigma: number;
  wins: number;
  losses: number;
  draws: number;
  games: number;
}

export interface ProfileResult {
  at: number;
  source: ResultSource;
  place: number;
  players: number;
  opponents: { name: string; path: string }[];
  change: number;
  replay: string | null;
}

export interface ProfilePageData {
  name: string;
  league: string;
  leaguePath: string;
  season: number;
  minGames: number;
  seasons: { season: number; path: string }[];
  standing: ProfileStanding | null;
  /** Rating after each game, oldest first. */
  ratings: number[];
  /** Newest first. */
  results: ProfileResult[];
  rivals: { name: string; path: string; wins: number; losses: number; draws: number }[];
}

function standingText(data: ProfilePageData, s: ProfileStanding, locale: Locale): string {
  const params = {
    season: data.season,
    rank: s.rank ?? 0,
    ranked: s.ranked,
    rating: rating(s.rating),
    mu: s.mu.toFixed(1),
    sigma: s.sigma.toFixed(2),
    record: recordText(s, locale),
    games: s.games,
    min: data.minGames,
  };
  return wt(s.rank === null ? "profile.provisional" : "profile.ranked", locale, params);
}

function chart(data: ProfilePageData, locale: Locale): Html | "" {
  if (data.ratings.length === 0) return "";
  const summary = wt("profile.chart-summary", locale, {
    games: data.ratings.length,
    first: rating(data.ratings[0] ?? 0),
    last: rating(data.ratings.at(-1) ?? 0),
    low: rating(Math.min(...data.ratings)),
    high: rating(Math.max(...data.ratings)),
  });
  return html`<h2>${wt("profile.chart", locale)}</h2>
    <figure>
      ${ratingChart(data.ratings, wt("profile.chart", locale), summary)}
      <figcaption class="muted">${summary}</figcaption>
    </figure>`;
}

function results(data: ProfilePageData, locale: Locale): Html {
  if (data.results.length === 0) return html`<p>${wt("profile.no-results", locale)}</p>`;
  const rows = data.results.map(
    (r) =>
      html`<tr>
        <td>${dateHtml(r.at, locale)}</td>
        <td>${wt("place.of", locale, { place: r.place, players: r.players })}</td>
        <td class="name">${nameLinks(r.opponents)}</td>
        <td class="num">${changeHtml(signed(r.change), r.change)}</td>
        <td>
          ${r.replay ? html`<a href="${r.replay}">${wt("replay.link", locale)}</a>` : wt(`source.${r.source}`, locale)}
        </td>
      </tr>`,
  );
  const heads = [
    columnHead(wt("column.date", locale)),
    columnHead(wt("column.place", locale)),
    columnHead(wt("column.opponents", locale)),
    columnHead(wt("column.change", locale), { numeric: true }),
    columnHead(wt("column.replay", locale)),
  ];
  return dataTable("results", heads, rows);
}

function rivals(data: ProfilePageData, locale: Locale): Html | "" {
  if (data.rivals.length === 0) return "";
  const rows = data.rivals.map(
    (r) =>
      html`<tr>
        <th scope="row" class="name">${nameLink(r.name, r.path)}</th>
        <td>${recordText(r, locale)}</td>
      </tr>`,
  );
  const heads = [columnHead(wt("column.opponent", locale)), columnHead(wt("column.record", locale))];
  return html`<h2 id="rivals">${wt("profile.rivals", locale)}</h2>
    ${dataTable("rivals", heads, rows)}`;
}

export function profilePage(ctx: PageContext, data: ProfilePageData): string {
  const { locale } = ctx;
  const standing = data.standing
    ? standingText(data, data.standing, locale)
    : wt("profile.none", locale, { season: data.season });
  const body = html`${leagueLink(data.league, data.leaguePath, locale)}
    <h1><bdi>${data.name}</bdi></h1>
    ${seasonNav(data.seasons, data.season, locale)}
    <p>${standing}</p>
    ${chart(data, locale)}
    <h2 id="results">${wt("profile.results", locale)}</h2>
    ${results(data, locale)}${rivals(data, locale)}`;
  return page(ctx, wt("profile.title", locale, { name: data.name, league: data.league }), body);
}
