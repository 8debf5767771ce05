/** A deck report in words, in one language: the verdict, every problem with its line, counts, and the deck code. */
import { translate, type Locale } from "../engine/index.ts";
import { UNREADABLE, type DeckReport, type ReportIssue } from "./check.ts";
import type { DeckFormat } from "./format.ts";
import { deckStrings } from "./strings.ts";

function join(words: readonly string[], locale: Locale, key: "report.join" | "report.or" = "report.join"): string {
  const [first, ...rest] = words;
  return rest.reduce((a, b) => translate(deckStrings, key, locale, { a, b }), first ?? "");
}

/** Card ids to names in the reader's language. */
export function cardWords(format: DeckFormat, locale: Locale): (id: string) => string {
  const names = new Map(format.cards.map((c) => [c.id, c.names[locale]]));
  return (id) => names.get(id) ?? id;
}

/** How a report shows text in its numbers (names, a line of the list): as it is, or made safe for a chat message. */
type Quote = (text: string) => string;
const asIs: Quote = (text) => text;

/** One problem in words: card ids in its numbers are named in the reader's language. */
export function issueText(format: DeckFormat, issue: ReportIssue, locale: Locale, quote: Quote = asIs): string {
  const name = cardWords(format, locale);
  const params = { ...issue.params };
  for (const key of ["card", "nekomimi"]) if (typeof params[key] === "string") params[key] = name(params[key]);
  if (typeof params.near === "string")
    params.near = join(params.near.split(",").filter(Boolean).map(name), locale, "report.or");
  for (const key of ["section", "from"]) {
    const id = params[key];
    if (typeof id === "string") params[key] = format.sections.find((s) => s.id === id)?.name[locale] ?? id;
  }
  for (const [key, value] of Object.entries(params)) if (typeof value === "string") params[key] = quote(value);
  const catalog = issue.from === "list" ? deckStrings : format.strings;
  const text = translate(catalog, issue.code, locale, params);
  return issue.line === undefined ? text : translate(deckStrings, "report.line", locale, { line: issue.line, text });
}

export function reportLines(
  format: DeckFormat,
  report: DeckReport,
  gameName: string,
  locale: Locale,
  quote: Quote = asIs,
): string[] {
  const say = (key: keyof typeof deckStrings, params: Record<string, string | number> = {}): string =>
    translate(deckStrings, key, locale, params);
  const errors = report.issues.filter((i) => i.severity === "error");
  const warnings = report.issues.filter((i) => i.severity === "warning");
  const lines = [
    say("report.title", { game: gameName }),
    report.legal
      ? say("report.legal")
      : say(errors.length === 1 ? "report.illegal-one" : "report.illegal", { errors: errors.length }),
  ];
  if (errors.length > 0)
    lines.push("", say("report.errors"), ...errors.map((i) => `- ${issueText(format, i, locale, quote)}`));
  if (warnings.length > 0)
    lines.push("", say("report.warnings"), ...warnings.map((i) => `- ${issueText(format, i, locale, quote)}`));
  // A list that could not be read at all has no counts and no code worth showing (an empty deck's).
  if (report.issues.some((i) => UNREADABLE.includes(i.code))) return lines;
  lines.push("");
  for (const count of report.counts) {
    const section = format.sections.find((s) => s.id === count.section)?.name[locale] ?? count.section;
    const types = Object.entries(count.types).map(([type, n]) =>
      say("report.type", { type: translate(format.strings, type, locale), count: n }),
    );
    lines.push(
      say("report.section", { section, cards: count.cards, types: types.length > 0 ? join(types, locale) : "-" }),
    );
    const costs = Object.entries(count.costs).map(([cost, n]) => say("report.cost", { cost, count: n }));
    if (costs.length > 0) lines.push(say("report.costs", { costs: join(costs, locale) }));
  }
  const unknown = report.issues.filter((i) => i.code === "unknown-name" || i.code === "unknown-name-near");
  if (unknown.length > 0) {
    const copies = unknown.reduce((n, i) => n + (typeof i.params.copies === "number" ? i.params.copies : 1), 0);
    lines.push(say("report.not-counted", { lines: unknown.length, copies }));
  }
  lines.push("", say("report.code", { code: report.code }));
  return lines;
}
