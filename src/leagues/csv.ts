import type { ResultRecord } from "../db/leagues.ts";
import { conservative } from "../ranking/rating.ts";
import type { Standing } from "../ranking/season.ts";

/**
 * One CSV field: quoted when it holds a separator, a quote or a line break. Text (a player's name) with a leading
 * = + - @ is defused with an apostrophe so it never runs as a spreadsheet formula; numbers stay numbers, so a
 * spreadsheet sorts and sums them (a negative rating is not a formula).
 */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const row = (fields: (string | number | null)[]): string => fields.map(csvField).join(",");
/** Four decimals, as a number: `toFixed` would give text, which the formula guard would defuse. */
const fixed = (n: number | null): number | null => (n === null ? null : Math.round(n * 10_000) / 10_000 || 0);

/** A season for spreadsheets: every counted result one row per player (in counting order), and the standings. */
export function seasonCsv(
  results: readonly ResultRecord[],
  table: { ranked: Standing[]; provisional: Standing[] },
  names: ReadonlyMap<string, string>,
): { results: string; standings: string } {
  const resultRows = [
    row([
      "seq",
      "counted_at",
      "source",
      "table",
      "event",
      "user_id",
      "name",
      "place",
      "players",
      "rating_before",
      "rating_after",
      "mu_before",
      "sigma_before",
      "mu_after",
      "sigma_after",
    ]),
    ...results.flatMap((r) =>
      r.players.map((p) =>
        row([
          r.seq,
          new Date(r.countedAt ?? r.createdAt).toISOString(),
          r.source,
          r.tableId,
          r.eventId,
          p.userId,
          names.get(p.userId) ?? "",
          p.place,
          r.players.length,
          fixed(p.before ? conservative(p.before) : null),
          fixed(p.after ? conservative(p.after) : null),
          fixed(p.before?.mu ?? null),
          fixed(p.before?.sigma ?? null),
          fixed(p.after?.mu ?? null),
          fixed(p.after?.sigma ?? null),
        ]),
      ),
    ),
  ];
  const standingRows = [
    row(["rank", "user_id", "name", "rating", "mu", "sigma", "games", "wins", "losses", "draws", "trend", "ranked"]),
    ...[...table.ranked, ...table.provisional].map((s) =>
      row([
        s.rank > 0 ? s.rank : null,
        s.userId,
        names.get(s.userId) ?? "",
        fixed(s.rating),
        fixed(s.skill.mu),
        fixed(s.skill.sigma),
        s.games,
        s.wins,
        s.losses,
        s.draws,
        fixed(s.trend),
        s.rank > 0 ? "yes" : "no",
      ]),
    ),
  ];
  return { results: `${resultRows.join("\r\n")}\r\n`, standings: `${standingRows.join("\r\n")}\r\n` };
}
