import type { Locale } from "../engine/index.ts";
import { html, type Html } from "./html.ts";

const DATES: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }),
  ja: new Intl.DateTimeFormat("ja-JP", { dateStyle: "medium", timeZone: "UTC" }),
};

/** A day as the reader's language writes it (UTC), marked up with its machine-readable date. */
export function dateHtml(at: number, locale: Locale): Html {
  const day = new Date(at);
  return html`<time datetime="${day.toISOString().slice(0, 10)}">${DATES[locale].format(day)}</time>`;
}

export const percent = (share: number, digits = 0): string => `${(share * 100).toFixed(digits)}%`;

/** A rating change, with its direction as a class (colour) beside the sign. */
export function changeHtml(text: string, value: number): Html {
  const direction = value > 0.05 ? "up" : value < -0.05 ? "down" : "";
  return html`<span class="${direction}">${text}</span>`;
}
