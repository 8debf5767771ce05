import { ButtonStyle } from "discord.js";
import type { Locale } from "../engine/index.ts";
import type { League, ResultRecord } from "../db/leagues.ts";
import { conservative, type Skill } from "../ranking/rating.ts";
import type { Standing } from "../ranking/season.ts";
import { rating, recordText, signed } from "../leagues/format.ts";
import { lt } from "../leagues/strings.ts";
import { paintStandings, type StandingsRow } from "../render/league.ts";
import { seasonQuery, type LeaguePaths } from "../web/links.ts";
import { button, buttonRows, linkRows } from "./components.ts";
import { clip, LIMITS } from "./fit.ts";
import { plainName } from "./plain-text.ts";
import { textPayload, type Payload } from "./presenter.ts";

/** Players per standings page (the text stays well inside a message). */
export const STANDINGS_PAGE = 25;

export const mention = (userId: string): string => `<@${userId}>`;

/** Name widths a list of names is tried at, widest first, until its lines fit a message (the image shows them whole). */
const NAME_WIDTHS = [32, 20, 12, 8];

/** The lines `build` gives at the widest name width that keeps them within `limit` characters. */
function namesWithin(limit: number, build: (width: number) => string[]): string[] {
  let lines: string[] = [];
  for (const width of NAME_WIDTHS) {
    lines = build(width);
    if (lines.join("\n").length <= limit) break;
  }
  return lines;
}

/** Each counted player's conservative rating before and after, with the change. */
export function changeLines(result: ResultRecord, locale: Locale): string[] {
  return result.players.flatMap((p) => {
    if (!p.before || !p.after) return [];
    const before = conservative(p.before);
    const after = conservative(p.after);
    return [
      lt("change", locale, {
        name: mention(p.userId),
        before: rating(before),
        after: rating(after),
        delta: signed(after - before),
      }),
    ];
  });
}

function placeLines(result: ResultRecord, locale: Locale): string[] {
  if (result.players.length > 1 && result.players.every((p) => p.place === 1)) {
    return [lt("report.draw", locale, { names: result.players.map((p) => mention(p.userId)).join(", ") })];
  }
  return result.players.map((p) => lt("report.place", locale, { place: p.place, name: mention(p.userId) }));
}

/** A reported result as its channel message shows it, with the answer buttons while it waits. */
export function reportPayload(result: ResultRecord, league: League, game: string): Payload {
  const locale = league.locale;
  const lines = [
    lt("report.title", locale, {
      league: plainName(league.name),
      by: mention(result.reportedBy ?? ""),
      game,
      id: result.id,
    }),
    ...placeLines(result, locale),
  ];
  const waitingOn = result.players.filter((p) => !p.confirmed);
  const confirmed = result.players.filter((p) => p.confirmed && p.userId !== result.reportedBy);
  switch (result.status) {
    case "pending":
      lines.push(
        lt("report.ask", locale, {
          mentions: waitingOn.map((p) => mention(p.userId)).join(" "),
          time: `<t:${Math.floor((result.expiresAt ?? 0) / 1000)}:f>`,
        }),
      );
      if (confirmed.length > 0)
        lines.push(lt("report.waiting", locale, { names: confirmed.map((p) => mention(p.userId)).join(", ") }));
      break;
    case "counted":
      lines.push(
        result.resolvedBy
          ? lt("report.counted-by", locale, { admin: mention(result.resolvedBy) })
          : lt("report.counted", locale),
        ...changeLines(result, locale),
      );
      break;
    case "disputed":
      lines.push(lt("report.disputed", locale, { name: mention(result.resolvedBy ?? ""), id: result.id }));
      break;
    case "rejected":
      lines.push(lt("report.rejected", locale, { admin: mention(result.resolvedBy ?? "") }));
      break;
    case "expired":
      lines.push(lt("report.expired", locale));
      break;
  }
  const components =
    result.status === "pending"
      ? buttonRows([
          button(
            lt("report.confirm", locale),
            { type: "verdict", result: result.id, agree: true },
            ButtonStyle.Success,
          ),
          button(
            lt("report.dispute", locale),
            { type: "verdict", result: result.id, agree: false },
            ButtonStyle.Danger,
          ),
        ])
      : [];
  return { ...textPayload(lines.join("\n")), components };
}

/** A page of the standings: the image and the same lines as text, with page buttons past 25 players. */
export function standingsPayload(
  league: League,
  season: number,
  table: { ranked: Standing[]; provisional: Standing[] },
  names: ReadonlyMap<string, string>,
  page: number,
  frozen: boolean,
  locale: Locale,
  web: LeaguePaths | null,
): Payload {
  const all = [...table.ranked, ...table.provisional];
  const title = lt("standings.title", locale, { league: league.name, season });
  if (all.length === 0) return textPayload(`**${plainName(title)}**\n${lt("standings.empty", locale)}`);
  const pages = Math.ceil(all.length / STANDINGS_PAGE);
  const at = Math.min(Math.max(0, page), pages - 1);
  const shown = all.slice(at * STANDINGS_PAGE, (at + 1) * STANDINGS_PAGE);
  const rows: StandingsRow[] = shown.map((s) => ({
    rank: s.rank > 0 ? String(s.rank) : "–",
    name: names.get(s.userId) ?? s.userId,
    rating: rating(s.rating),
    record: recordText(s, locale),
    trend: s.trend,
    trendText: signed(s.trend),
    provisional: s.rank === 0,
  }));
  const subtitle = [
    frozen ? lt("standings.frozen", locale) : null,
    lt("standings.page", locale, { page: at + 1, pages }),
  ]
    .filter((x) => x !== null)
    .join(" · ");
  const image = paintStandings({
    title,
    subtitle,
    headers: {
      rank: lt("standings.rank", locale),
      name: lt("standings.name", locale),
      rating: lt("standings.rating", locale),
      record: lt("standings.record", locale),
      trend: lt("standings.trend", locale),
    },
    rows,
  });
  const text = namesWithin(LIMITS.content, (width) => {
    const lines: string[] = [`**${plainName(title)}** (${subtitle})`];
    let apart = false;
    for (const s of shown) {
      if (s.rank === 0 && !apart) {
        lines.push(lt("standings.provisional", locale, { min: league.minGames }));
        apart = true;
      }
      const name = plainName(clip(names.get(s.userId) ?? s.userId, width));
      lines.push(
        lt("standings.line", locale, {
          rank: s.rank > 0 ? s.rank : "–",
          name,
          rating: rating(s.rating),
          record: recordText(s, locale),
          trend: signed(s.trend),
        }),
      );
    }
    return lines;
  });
  const nav =
    pages > 1
      ? buttonRows([
          {
            ...button(lt("standings.previous", locale), {
              type: "standings",
              league: league.id,
              season,
              page: Math.max(0, at - 1),
            }),
            disabled: at === 0,
          },
          {
            ...button(lt("standings.next", locale), {
              type: "standings",
              league: league.id,
              season,
              page: Math.min(pages - 1, at + 1),
            }),
            disabled: at === pages - 1,
          },
        ])
      : [];
  const link = linkRows(lt("web.standings", locale), web?.standings(seasonQuery(league, season)));
  return {
    ...textPayload(text.join("\n")),
    components: [...nav, ...link],
    files: [{ attachment: image, name: "standings.png" }],
  };
}

/** Where a league's pages are, as /league info and the settings reply say it. */
export function webLine(league: League, web: LeaguePaths | null, locale: Locale): string {
  if (!league.public) return lt("web.off", locale);
  return web ? lt("web.link", locale, { url: web.standings() }) : lt("web.no-address", locale);
}

/** The skill behind a profile line, rounded as players read it. */
export function skillText(skill: Skill): { mu: string; sigma: string } {
  return { mu: skill.mu.toFixed(1), sigma: skill.sigma.toFixed(2) };
}
