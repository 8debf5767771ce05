import { translate, type Catalog, type Locale } from "../engine/index.ts";

/** Who reads a game's rules: Discord's /rules (its buttons and menus), or the terminal table (numbered choices). */
export type GuideReader = "discord" | "terminal";

/**
 * A game's rules, read from its guide catalog: `<prefix>title`, the one-screen `<prefix>summary` (for Discord) or
 * `<prefix>summary.terminal`, and `<prefix>body` followed, for Discord, by `<prefix>body.discord` (how its buttons
 * play the game) when the game has one.
 */
export function guideFrom(
  catalog: Catalog,
  prefix = "guide.",
): (locale: Locale, reader?: GuideReader) => { title: string; summary: string; body: string } {
  return (locale, reader = "discord") => {
    const body = translate(catalog, `${prefix}body`, locale);
    const discord = Object.hasOwn(catalog, `${prefix}body.discord`)
      ? `\n\n${translate(catalog, `${prefix}body.discord`, locale)}`
      : "";
    return {
      title: translate(catalog, `${prefix}title`, locale),
      summary: translate(catalog, reader === "discord" ? `${prefix}summary` : `${prefix}summary.terminal`, locale),
      body: reader === "discord" ? `${body}${discord}` : body,
    };
  };
}

/** A part of a game's rules summary: a heading and its text, as a rules button opens it. */
export interface GuideSection {
  label: string;
  text: string;
}

/**
 * A rules body split at its headings: every line that starts with a bold phrase ("**Goal**", "**Paying**: ...")
 * begins a part named by that phrase. Text before the first heading is left out (the summary says it).
 */
export function guideSections(body: string): GuideSection[] {
  const sections: GuideSection[] = [];
  for (const line of body.split("\n")) {
    const heading = /^\*\*(.+?)\*\*/.exec(line);
    if (heading) sections.push({ label: (heading[1] ?? "").replace(/[::]$/, ""), text: line });
    else if (sections.length > 0) (sections[sections.length - 1] as GuideSection).text += `\n${line}`;
  }
  return sections.map((s) => ({ ...s, text: s.text.trim() }));
}
