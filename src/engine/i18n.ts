/** Every string a player sees comes from a catalog with English and Japanese text. */
export type Locale = "en" | "ja";
export const LOCALES: readonly Locale[] = ["en", "ja"];

export type Catalog = Record<string, Record<Locale, string>>;

export type Params = Record<string, string | number>;

/** Fills `{name}` placeholders. An unknown key is a programming error, so it throws. */
export function translate(catalog: Catalog, key: string, locale: Locale, params: Params = {}): string {
  const entry = Object.hasOwn(catalog, key) ? catalog[key] : undefined;
  if (!entry) throw new Error(`missing string: ${key}`);
  return entry[locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** Discord sends locales like "ja" or "en-US"; anything not Japanese falls back to English. */
export function localeOf(tag: string | null | undefined): Locale {
  return tag?.toLowerCase().startsWith("ja") ? "ja" : "en";
}
