/**
 * A deck list checked against one game: read, names resolved, the game's construction check run; every problem at
 * once, errors apart from warnings, with counts per section and card type.
 */
import type { DeckFormat, DeckIssue, DeckList } from "./format.ts";
import { decodeDeck, encodeDeck, looksLikeCode } from "./code.ts";
import { findCard, nameIndex, suggestions } from "./names.ts";
import { MAX_LIST_CHARS, parseList } from "./parse.ts";

/** A problem of the list itself (`from: "list"`, words in the deck catalog) or of the game's rules (`from: "game"`). */
export interface ReportIssue extends DeckIssue {
  from: "list" | "game";
  line?: number;
}

export interface SectionCount {
  section: string;
  cards: number;
  /** Copies per card type (keys of the game's catalog). */
  types: Record<string, number>;
  /** Copies per cost, in a game whose cards have one. */
  costs: Record<string, number>;
}

export interface DeckReport {
  game: string;
  setVersion: number;
  legal: boolean;
  list: DeckList;
  issues: ReportIssue[];
  counts: SectionCount[];
  /** The list as a deck code, to share it. */
  code: string;
}

/** Issues that mean the input could not be read as a deck at all. */
export const UNREADABLE = ["too-long", "not-a-code", "damaged-code", "other-game"];

function listIssue(
  code: string,
  params: Record<string, string | number>,
  line?: number,
  severity: "error" | "warning" = "error",
): ReportIssue {
  return { code, params, severity, from: "list", ...(line === undefined ? {} : { line }) };
}

/** Resolves a pasted list (or a deck code) into card ids, with the problems met on the way. */
function resolve(format: DeckFormat, text: string): { list: DeckList; issues: ReportIssue[] } {
  if (text.length > MAX_LIST_CHARS)
    return { list: [], issues: [listIssue("too-long", { max: MAX_LIST_CHARS, found: text.length })] };
  if (looksLikeCode(text)) {
    const decoded = decodeDeck(format, text);
    if (!decoded.ok) return { list: [], issues: [listIssue(decoded.code, decoded.params)] };
    const issues =
      decoded.setVersion === format.setVersion
        ? []
        : [listIssue("old-code", { version: decoded.setVersion, current: format.setVersion }, undefined, "warning")];
    return { list: decoded.list, issues };
  }
  const labels = Object.fromEntries(format.sections.map((s) => [s.id, [s.name.en, s.name.ja, ...s.aliases]]));
  const parsed = parseList(text, labels);
  const issues: ReportIssue[] = parsed.problems.map((p) => listIssue(p.code, p.params, p.line));
  const index = nameIndex(format);
  const merged = new Map<string, DeckList[number]>();
  for (const entry of parsed.entries) {
    const card = findCard(index, entry.name);
    if (!card) {
      const near = suggestions(index, entry.name);
      const params = { name: entry.name, near: near.map((c) => c.id).join(","), copies: entry.copies };
      issues.push(listIssue(near.length > 0 ? "unknown-name-near" : "unknown-name", params, entry.line));
      continue;
    }
    // A card belongs to one part of a list: listed under another header, it is counted where it belongs.
    const section = card.section;
    if (entry.section !== null && entry.section !== section)
      issues.push(listIssue("moved", { card: card.id, from: entry.section, section }, entry.line, "warning"));
    const key = `${section}|${card.id}`;
    const seen = merged.get(key);
    if (seen) {
      seen.copies += entry.copies;
      issues.push(listIssue("merged", { card: card.id, copies: seen.copies }, entry.line, "warning"));
    } else merged.set(key, { section, card: card.id, copies: entry.copies });
  }
  if (parsed.entries.length === 0 && parsed.problems.length === 0) issues.push(listIssue("empty", {}));
  return { list: [...merged.values()], issues };
}

function countsOf(format: DeckFormat, list: DeckList): SectionCount[] {
  const cards = new Map(format.cards.map((c) => [c.id, c]));
  return format.sections.map((s) => {
    const lines = list.filter((l) => l.section === s.id);
    const types: Record<string, number> = {};
    const costs: Record<string, number> = {};
    for (const l of lines) {
      const card = cards.get(l.card);
      const type = card?.type ?? "?";
      types[type] = (types[type] ?? 0) + l.copies;
      if (card?.cost !== undefined) costs[card.cost] = (costs[card.cost] ?? 0) + l.copies;
    }
    return { section: s.id, cards: lines.reduce((n, l) => n + l.copies, 0), types, costs };
  });
}

/** Checks a list or deck code against a game's construction rules. */
export function checkDeck(format: DeckFormat, text: string): DeckReport {
  return report(format, resolve(format, text));
}

/**
 * Checks a list already resolved to card ids (a saved deck) against the current rules; cards the set no longer has
 * are named, never dropped.
 */
export function checkList(format: DeckFormat, list: DeckList): DeckReport {
  const known = new Set(format.cards.map((c) => c.id));
  const issues = list
    .filter((l) => !known.has(l.card))
    .map((l) => listIssue("unknown-name", { name: l.card, near: "" }));
  return report(format, { list: list.filter((l) => known.has(l.card)), issues });
}

function report(format: DeckFormat, { list, issues }: { list: DeckList; issues: ReportIssue[] }): DeckReport {
  // An input that could not be read at all is reported as such, not as an empty deck breaking every rule.
  const unread = issues.some((i) => UNREADABLE.includes(i.code));
  const game: ReportIssue[] = unread ? [] : format.check(list).map((i) => ({ ...i, from: "game" }));
  const all = [...issues, ...game];
  return {
    game: format.game,
    setVersion: format.setVersion,
    legal: all.every((i) => i.severity !== "error"),
    list,
    issues: all,
    counts: countsOf(format, list),
    code: encodeDeck(format, list),
  };
}
