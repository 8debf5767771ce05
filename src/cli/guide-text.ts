import type { Locale } from "../engine/index.ts";
import type { AnyTableKind } from "../games/catalog.ts";
import { guideSections } from "../games/guide.ts";
import { say } from "./say.ts";

/** Markdown made plain for a terminal: emphasis marks and small-print marks taken out. */
const plain = (text: string): string => text.replace(/\*\*(.+?)\*\*/g, "$1").replace(/^-# /gm, "");

/**
 * A game's rules for a terminal, as /rules gives them: the one-screen summary and the list of its parts, or the part
 * named (by number or by its heading), or with "all" everything at once.
 */
export function guideText(kind: AnyTableKind, locale: Locale, part = ""): string {
  const { title, summary, body } = kind.guide(locale, "terminal");
  const parts = guideSections(body);
  const index = parts.map((p, i) => `${i + 1}. ${p.label}`).join(say("rules.parts-join", locale));
  const heading = `\n${title}\n${"=".repeat(Math.min(title.length * 2, 40))}\n`;
  const wanted = part.normalize("NFKC").trim().toLowerCase();
  if (wanted === "") return `${heading}${plain(summary)}\n\n${say("rules.parts", locale, { parts: index })}\n`;
  if (wanted === "all" || wanted === "全部") return `${heading}${plain(summary)}\n\n${plain(body)}\n`;
  const found = /^\d+$/.test(wanted)
    ? parts[Number(wanted) - 1]
    : parts.find((p) => p.label.toLowerCase().startsWith(wanted));
  if (!found) return say("rules.no-part", locale, { part, parts: index });
  return `\n${plain(found.text)}\n`;
}
