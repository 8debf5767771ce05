import type { Locale } from "../engine/index.ts";
import type { EventStatus, ResultSource } from "../db/enums.ts";
import { rating, recordText, signed } from "../leagues/format.ts";
import { changeHtml, dateHtml, percent } from "./format.ts";
import { html, type Html } from "./html.ts";
import { page, type PageContext } from "./layout.ts";
import { chipNav, columnHead, dataTable, nameLink, seasonNav } from "./parts.ts";
import { wt, type WebKey } from "./strings.ts";

export const SORT_KEYS = ["rank", "player", "rating", "chance", "record", "games", "trend"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export interface Sort {
  key: SortKey;
  descending: boolean;
}
/** Which way a column sorts first: names and ranks from the top, numbers from the highest. */
export const firstDescending = (key: SortKey): boolean => key !== "rank" && key !== "player";

/** A standings line as the page shows it. */
export interface StandingsLine {
  /** Null while the player has fewer games than the league ranks at. */
  rank: number | null;
  name: string;
  wins: number;
  losses: number;
  draws: number;
  games: number;
  rating: number;
  /** How far ahead of a player of the season's average skill: the win chance's order (see winEdge). */
  edge: number;
  trend: number;
}

/** Everything the standings page shows, links included. */
export interface StandingsPageData {
  league: string;
  game: string;
  season: number;
  running: boolean;
  minGames: number;
  seasons: { season: number; path: string }[];
  /** This page's lines, each with its chance to beat a player of the season's average skill (0 to 1) and page. */
  lines: (StandingsLine & { chance: number; path: string })[];
  sort: Sort;
  /** Each column heading's link: sorted by it (the other way, when it is the sort already). */
  sortPaths: Record<SortKey, string>;
  pages: { number: number; path: string }[];
  pageNumber: number;
  events: { name: string; status: EventStatus; path: string }[];
  recent: RecentResult[];
}

export interface RecentResult {
  at: number;
  source: ResultSource;
  players: { name: string; place: number; path: string }[];
  replay: string | null;
}

/** The lines in the order `sort` asks, ties kept in standings order. */
export function sortLines<L extends StandingsLine>(lines: readonly L[], sort: Sort, locale: Locale): L[] {
  const names = new Intl.Collator(locale);
  const compare: Record<SortKey, (a: L, b: L) => number> = {
    rank: (a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity),
    player: (a, b) => names.compare(a.name, b.name),
    rating: (a, b) => a.rating - b.rating,
    chance: (a, b) => a.edge - b.edge,
    record: (a, b) => a.wins - b.wins || b.losses - a.losses,
    games: (a, b) => a.games - b.games,
    trend: (a, b) => a.trend - b.trend,
  };
  const by = compare[sort.key];
  return [...lines].sort((a, b) => (sort.descending ? by(b, a) : by(a, b)));
}

const COLUMNS: { key: SortKey; label: WebKey; numeric: boolean }[] = [
  { key: "rank", label: "column.rank", numeric: true },
  { key: "player", label: "column.player", numeric: false },
  { key: "rating", label: "column.rating", numeric: true },
  { key: "chance", label: "column.chance", numeric: true },
  { key: "record", label: "column.record", numeric: false },
  { key: "games", label: "column.games", numeric: true },
  { key: "trend", label: "column.trend", numeric: true },
];

function heading(data: StandingsPageData, column: (typeof COLUMNS)[number], locale: Locale): Html {
  const sort = data.sort.key !== column.key ? undefined : data.sort.descending ? "descending" : "ascending";
  const link = html`<a href="${data.sortPaths[column.key]}">${wt(column.label, locale)}</a>`;
  return columnHead(link, { numeric: column.numeric, ...(sort ? { sort } : {}) });
}

function line(l: StandingsPageData["lines"][number], locale: Locale): Html {
  return html`<tr>
    <td class="num">${l.rank ?? "–"}</td>
    <th scope="row" class="name">${nameLink(l.name, l.path)}</th>
    <td class="num">${rating(l.rating)}</td>
    <td class="num">${percent(l.chance)}</td>
    <td>${recordText(l, locale)}</td>
    <td class="num">${l.games}</td>
    <td class="num">${changeHtml(signed(l.trend), l.trend)}</td>
  </tr>`;
}

function recentLine(r: RecentResult, locale: Locale): Html {
  const players = r.players.map((p, i) => html`${i > 0 ? ", " : ""}${p.place}. ${nameLink(p.name, p.path)}`);
  const replay = r.replay ? html` · <a href="${r.replay}">${wt("replay.link", locale)}</a>` : "";
  return html`<li>
    ${dateHtml(r.at, locale)} · ${players} <span class="muted">(${wt(`source.${r.source}`, locale)})</span>${replay}
  </li>`;
}

export function standingsPage(ctx: PageContext, data: StandingsPageData): string {
  const { locale } = ctx;
  const title = `${data.league} · ${wt("season.label", locale, { season: data.season })}`;
  const table =
    data.lines.length === 0
      ? html`<p>${wt("standings.empty", locale)}</p>`
      : html`${dataTable(
            "standings",
            COLUMNS.map((c) => heading(data, c, locale)),
            data.lines.map((l) => line(l, locale)),
            wt("standings.caption", locale, { min: data.minGames }),
          )}
          <p class="muted">${wt("standings.chance-note", locale)}</p>`;
  const pages =
    data.pages.length > 1
      ? chipNav(
          wt("standings.pages", locale),
          data.pages.map((p) => ({
            text: wt("standings.page", locale, { page: p.number }),
            path: p.path,
            current: p.number === data.pageNumber,
          })),
        )
      : "";
  const events =
    data.events.length === 0
      ? ""
      : html`<h2>${wt("events.heading", locale)}</h2>
          <ul>
            ${data.events.map(
              (e) =>
                html`<li>
                  ${nameLink(e.name, e.path)} <span class="muted">(${wt(`event.${e.status}`, locale)})</span>
                </li>`,
            )}
          </ul>`;
  const recent =
    data.recent.length === 0
      ? html`<p>${wt("recent.empty", locale)}</p>`
      : html`<ul>
          ${data.recent.map((r) => recentLine(r, locale))}
        </ul>`;
  const body = html`<h1><bdi>${data.league}</bdi></h1>
    <p>
      ${wt("game.league", locale, { game: data.game })} ·
      ${wt(data.running ? "season.running" : "season.ended", locale, { season: data.season })}
    </p>
    ${seasonNav(data.seasons, data.season, locale)}
    <h2 id="standings">${wt("standings.heading", locale)}</h2>
    ${table}${pages}${events}
    <h2>${wt("recent.heading", locale)}</h2>
    ${recent}`;
  return page(ctx, title, body);
}
