import { escapeMarkdown } from "discord.js";
import type { Catalog, Locale, Refusal } from "../engine/index.ts";
import { refusalMessage, type AnyTableKind } from "../games/catalog.ts";

/** Discord reads these after "<" as a mention of a user (@), role (@&), channel (#) or command (/). */
const MENTION_START = /<(?=[@#/])/g;
const EVERYONE = /@(?=everyone|here)/g;
const ZERO_WIDTH_SPACE = "\u200b";

/**
 * Text a user chose (a display name, a league, event or deck name, a line of a pasted list), made safe to show in a
 * message: on one line, every Markdown mark escaped (links, headings, lists and a leading quote too), and no mention
 * left to parse, so it reads as typed and can neither format the message nor ping anyone, whatever the message allows.
 */
export function plainName(text: string): string {
  const escaped = escapeMarkdown(text.replace(/[\r\n]+/g, " "), {
    heading: true,
    bulletedList: true,
    numberedList: true,
    maskedLink: true,
  });
  return escaped
    .replace(/^>/, "\\>")
    .replace(MENTION_START, `<${ZERO_WIDTH_SPACE}`)
    .replace(EVERYONE, `@${ZERO_WIDTH_SPACE}`);
}

/**
 * A channel or thread name built from text a user chose (a display name): on one line, without control characters,
 * spaces collapsed, at most `max` characters (Discord counts code points; 100 for a thread). Discord shows names as
 * typed, with no Markdown and no mentions, so nothing is escaped: a backslash would show.
 */
export function plainTitle(text: string, max: number): string {
  const line = text
    .replace(/\p{Cc}|[\u2028\u2029]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const points = [...line];
  return points.length <= max
    ? line
    : `${points
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}

/** A refusal in the user's words for a message: its text parameters (a name the user typed, say) made plain. */
export function refusalText(kind: AnyTableKind | undefined, refusal: Refusal, locale: Locale, extra?: Catalog): string {
  const params =
    refusal.params &&
    Object.fromEntries(
      Object.entries(refusal.params).map(([key, value]) => [key, typeof value === "string" ? plainName(value) : value]),
    );
  return refusalMessage(kind, params ? { ...refusal, params } : refusal, locale, extra);
}
