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
