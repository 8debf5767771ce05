import { translate, type Catalog, type Locale } from "../engine/index.ts";

/** A game's rules for /rules, read from its guide catalog: `<prefix>title`, `<prefix>summary` and `<prefix>body`. */
export function guideFrom(catalog: Catalog, prefix = "guide."): (locale: Locale) => { title: string; summary: string; body: string } {
  return (locale) => ({
    title: translate(catalog, `${prefix}title`, locale),
    summary: translate(catalog, `${prefix}summary`, locale),
    body: translate(catalog, `${prefix}body`, locale),
  });
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
