import type { Locale } from "../engine/index.ts";
import type { AnyTableKind } from "../games/catalog.ts";

/** A game's rules summary for a terminal: its markdown with the emphasis marks taken out. */
export function guideText(kind: AnyTableKind, locale: Locale): string {
  const { title, body } = kind.guide(locale);
  const text = body.replace(/\*\*(.+?)\*\*/g, "$1").replace(/^-# /gm, "");
  return `\n${title}\n${"=".repeat(Math.min(title.length * 2, 40))}\n${text}\n`;
}
