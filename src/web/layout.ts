import { LOCALES, type Locale } from "../engine/index.ts";
import { SCRIPT_ELEMENT, STYLE_ELEMENT } from "./assets.ts";
import { Html, html } from "./html.ts";
import type { Query } from "./links.ts";
import { wt } from "./strings.ts";

const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", ja: "日本語" };

/** What every page is written for: the reader's language, and the query each of its links keeps. */
export interface PageContext {
  locale: Locale;
  /** The language, when the reader chose it in the address (`?lang=`), so it follows them from page to page. */
  keep: Query;
  /** This same page in each language. */
  languages: Record<Locale, string>;
}

const CURRENT = new Html('aria-current="true"');

/** A whole page: the shared head (style, viewport), the header with the language switch, `body` as the main part. */
export function page(ctx: PageContext, title: string, body: Html, options: { stepKeys?: boolean } = {}): string {
  const { locale } = ctx;
  const switcher = LOCALES.map(
    (l) =>
      html`<a href="${ctx.languages[l]}" lang="${l}" hreflang="${l}" ${l === locale ? CURRENT : ""}
        >${LANGUAGE_NAMES[l]}</a
      >`,
  );
  const script = options.stepKeys ? SCRIPT_ELEMENT : "";
  return document(
    locale,
    title,
    html`<header>
        <span>${wt("site.name", locale)}</span>
        <nav aria-label="${wt("nav.language", locale)}">${switcher}</nav>
      </header>
      <main>${body}</main>
      <footer><p>${wt("footer.text", locale)}</p></footer>
      ${script}`,
  );
}

/** A page that only says something: nothing found, too many requests, a failure. */
export function messagePage(locale: Locale, message: "missing" | "limited" | "failed"): string {
  const title = wt(`${message}.title`, locale);
  return document(
    locale,
    title,
    html`<main>
      <h1>${title}</h1>
      <p>${wt(`${message}.text`, locale)}</p>
    </main>`,
  );
}

function document(locale: Locale, title: string, body: Html): string {
  const head = html`<meta charset="utf-8" /><meta name="viewport" content="width=device-width,initial-scale=1" /><meta
      name="robots"
      content="noindex"
    /><title>${title}</title>${STYLE_ELEMENT}`;
  return `<!doctype html>\n${
    html`<html lang="${locale}">
      <head>
        ${head}
      </head>
      <body>
        ${body}
      </body>
    </html>`.text
  }\n`;
}
