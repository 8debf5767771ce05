/** HTML that is safe as it stands: built by `html` from constant markup and escaped values. */
export class Html {
  constructor(readonly text: string) {}
}

/** What a template takes: HTML built here already, or anything else, which is escaped (nothing for null and false). */
export type Part = Html | string | number | null | undefined | false | readonly Part[];

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text as HTML, in element content and in quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] as string);
}

function partText(part: Part): string {
  if (part === null || part === undefined || part === false) return "";
  if (part instanceof Html) return part.text;
  if (Array.isArray(part)) return part.map(partText).join("");
  return escapeHtml(String(part));
}

/**
 * The one way pages are written: every value put into the template is escaped (display names, league and event
 * names, log lines), unless it is HTML made by this same function; lists are joined.
 */
export function html(strings: TemplateStringsArray, ...values: readonly Part[]): Html {
  let text = strings[0] ?? "";
  values.forEach((value, i) => {
    text += partText(value) + (strings[i + 1] ?? "");
  });
  return new Html(text);
}
