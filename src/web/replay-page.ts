import type { Locale } from "../engine/index.ts";
import { dateHtml } from "./format.ts";
import { Html, html } from "./html.ts";
import { page, type PageContext } from "./layout.ts";
import { leagueLink, nameLink } from "./parts.ts";
import { wt } from "./strings.ts";

export type StepMove = "first" | "previous" | "next" | "last";
const MOVES: StepMove[] = ["first", "previous", "next", "last"];
/** The keys' script follows links by these names (assets.ts). */
const SCRIPT_NAMES: Record<StepMove, string> = { first: "first", previous: "prev", next: "next", last: "last" };

export interface ReplayPageData {
  game: string;
  league: string;
  leaguePath: string;
  /** By seat, as the table named them; a person's seat links to their page in the league. */
  players: { name: string; path: string | null }[];
  endedAt: number;
  winners: string[];
  /** From 1. */
  step: number;
  count: number;
  image: string;
  /** The board in words, as Discord describes its image. */
  board: string;
  /** What everyone saw happen at this step. */
  log: string[];
  /** Each way to move, or null where it leads nowhere (the first step has no step before it). */
  moves: Record<StepMove, string | null>;
}

function stepLinks(data: ReplayPageData, locale: Locale): Html {
  const items = MOVES.map((move) => {
    const label = wt(`replay.${move}`, locale);
    const to = data.moves[move];
    const rel = move === "previous" ? new Html(' rel="prev"') : move === "next" ? new Html(' rel="next"') : "";
    return to === null
      ? html`<li><span class="button" aria-disabled="true">${label}</span></li>`
      : html`<li><a class="button" href="${to}" data-step="${SCRIPT_NAMES[move]}" ${rel}>${label}</a></li>`;
  });
  return html`<nav aria-label="${wt("replay.steps", locale)}">
    <ul class="steps">
      ${items}
    </ul>
  </nav>`;
}

export function replayPage(ctx: PageContext, data: ReplayPageData): string {
  const { locale } = ctx;
  const title = wt("replay.title", locale, { game: data.game });
  const players = data.players.map(
    (p, i) => html`${i > 0 ? ", " : ""}${p.path ? nameLink(p.name, p.path) : html`<bdi>${p.name}</bdi>`}`,
  );
  const log = data.log.length > 0 ? data.log : data.step === 1 ? [wt("replay.start", locale)] : [];
  const last = data.step === data.count && data.winners.length > 0;
  const body = html`${leagueLink(data.league, data.leaguePath, locale)}
    <h1>${title}</h1>
    <p>${wt("replay.players", locale)} ${players}</p>
    <p class="muted">${wt("replay.ended", locale)} ${dateHtml(data.endedAt, locale)}</p>
    <h2 id="step">${wt("replay.step", locale, { step: data.step, count: data.count })}</h2>
    ${stepLinks(data, locale)}
    <figure>
      <img src="${data.image}" alt="${wt("replay.board", locale, { step: data.step, table: data.board })}" />
    </figure>
    <h3>${wt("replay.log", locale)}</h3>
    <ol class="log">
      ${log.map((line) => html`<li>${line}</li>`)}
    </ol>
    ${last ? html`<p class="winner">${wt("replay.winners", locale, { winners: data.winners.join(", ") })}</p>` : ""}
    <p class="muted">${wt("replay.keys", locale)}</p>`;
  return page(ctx, `${title} · ${data.league}`, body, { stepKeys: true });
}
