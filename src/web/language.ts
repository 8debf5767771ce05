import type { Locale } from "../engine/index.ts";

/** The language chosen in the address (`?lang=en` or `?lang=ja`), if any. */
export function chosenLocale(lang: unknown): Locale | null {
  return lang === "en" || lang === "ja" ? lang : null;
}

/**
 * The reader's language from the browser's Accept-Language: the first of English and Japanese by preference (q
 * values, then order); English when neither is asked for.
 */
export function browserLocale(header: string | undefined): Locale {
  const ranked = (header ?? "")
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((l) => l.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranked) {
    if (tag === "ja" || tag.startsWith("ja-")) return "ja";
    if (tag === "en" || tag.startsWith("en-")) return "en";
  }
  return "en";
}
