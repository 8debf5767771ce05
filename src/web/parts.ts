import type { Locale } from "../engine/index.ts";
import { Html, html, type Part } from "./html.ts";
import { wt } from "./strings.ts";

/** A player's (or an event's) name linking to its page; isolated, so a right-to-left name cannot reorder the line. */
export const nameLink = (name: string, path: string): Html => html`<a href="${path}"><bdi>${name}</bdi></a>`;

/** A list of names with links, separated by commas. */
export const nameLinks = (links: readonly { name: string; path: string }[]): Html[] =>
  links.map((l, i) => html`${i > 0 ? ", " : ""}${nameLink(l.name, l.path)}`);

/** The link back to the league's standings that heads each page below them. */
export const leagueLink = (league: string, path: string, locale: Locale): Html =>
  html`<p>
    <a href="${path}">${wt("nav.league", locale)}: <bdi>${league}</bdi></a>
  </p>`;

/** A column heading: plain text, a number column (aligned right), or markup of its own (a sort link, an abbr). */
export const columnHead = (content: Part, options: { numeric?: boolean; sort?: "ascending" | "descending" } = {}) =>
  html`<th scope="col" class="${options.numeric ? "num" : ""}" ${options.sort ? html`aria-sort="${options.sort}"` : ""}>
    ${content}
  </th>`;

/**
 * A table of data: headings, rows, an optional caption, inside a region that scrolls sideways on its own (named by
 * the heading `labelledBy`, and focusable so the keyboard can scroll it), so the page never does.
 */
export function dataTable(labelledBy: string, heads: readonly Html[], rows: readonly Html[], caption?: string): Html {
  return html`<div class="scroll" role="region" aria-labelledby="${labelledBy}" tabindex="0">
    <table>
      ${
        caption
          ? html`<caption>
              ${caption}
            </caption>`
          : ""
      }
      <thead>
        <tr>
          ${heads}
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>
  </div>`;
}

/**
 * A table of data whose rows come in groups (the players of each pod), one row group (`tbody`) each, in the same
 * scrolling region as `dataTable`.
 */
export function groupedTable(
  labelledBy: string,
  heads: readonly Html[],
  groups: readonly (readonly Html[])[],
  options: { caption?: string | undefined; className?: string } = {},
): Html {
  return html`<div class="scroll" role="region" aria-labelledby="${labelledBy}" tabindex="0">
    <table class="${options.className ?? ""}">
      ${
        options.caption
          ? html`<caption>
              ${options.caption}
            </caption>`
          : ""
      }
      <thead>
        <tr>
          ${heads}
        </tr>
      </thead>
      ${groups.map(
        (rows) =>
          html`<tbody>
            ${rows}
          </tbody>`,
      )}
    </table>
  </div>`;
}

const CURRENT_PAGE = new Html('aria-current="page"');

/** A row of links to pages of one kind (seasons, pages of the standings), the one shown marked current. */
export function chipNav(label: string, chips: readonly { text: string; path: string; current: boolean }[]): Html {
  return html`<nav aria-label="${label}">
    <ul class="seasons">
      ${chips.map((c) => html`<li><a class="chip" href="${c.path}" ${c.current ? CURRENT_PAGE : ""}>${c.text}</a></li>`)}
    </ul>
  </nav>`;
}

/** The links to each season of a page. */
export const seasonNav = (seasons: readonly { season: number; path: string }[], shown: number, locale: Locale): Html =>
  chipNav(
    wt("seasons.heading", locale),
    seasons.map((s) => ({
      text: wt("season.label", locale, { season: s.season }),
      path: s.path,
      current: s.season === shown,
    })),
  );
