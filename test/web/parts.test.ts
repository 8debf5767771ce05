/** The league site's small parts: the escaping template, sealed ids, and the reader's language. */
import { describe, expect, it } from "vitest";
import { webKeys } from "../../src/db/ids.ts";
import { html, Html, type Part } from "../../src/web/html.ts";
import { browserLocale, chosenLocale } from "../../src/web/language.ts";
import { SealedIds } from "../../src/web/sealed-ids.ts";

describe("the html template", () => {
  it("escapes every value put in, in text and in quoted attributes, but not HTML it made itself", () => {
    const name = `<script>alert("x")</script> & 'quotes'`;
    const escaped = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;";
    expect(html`<a title="${name}">${name}</a>`.text).toBe(`<a title="${escaped}">${escaped}</a>`);
    const parts: Part[] = [html`<b>${1}</b>`, null, false, undefined, ["<i>", html`<i>x</i>`]];
    expect(html`<p>${parts}</p>`.text).toBe("<p><b>1</b>&lt;i&gt;<i>x</i></p>");
    expect(html`${new Html("<hr>")}`.text).toBe("<hr>");
  });
});

describe("sealed ids", () => {
  const league = new SealedIds(webKeys().webSecret);
  const other = new SealedIds(webKeys().webSecret);

  it("seal an id to the same address every time, opening only as its kind in its league", () => {
    const id = "310000000000000001";
    const sealed = league.seal("player", id);
    expect(sealed).toBe(league.seal("player", id));
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(id);
    expect(league.open("player", sealed)).toBe(id);
    expect(league.open("replay", sealed)).toBeNull();
    expect(other.open("player", sealed)).toBeNull();
    expect(league.seal("event", id)).not.toBe(sealed);
  });

  it("refuse any changed, cut, lengthened or re-spelled address", () => {
    const sealed = league.seal("replay", "abc123defg");
    for (let i = 0; i < sealed.length; i++) {
      const changed = sealed.slice(0, i) + (sealed[i] === "A" ? "B" : "A") + sealed.slice(i + 1);
      expect(league.open("replay", changed), `character ${i}`).toBeNull();
    }
    expect(league.open("replay", sealed.slice(0, -1))).toBeNull();
    expect(league.open("replay", `${sealed}A`)).toBeNull();
    expect(league.open("replay", "")).toBeNull();
    expect(league.open("replay", "../../etc/passwd")).toBeNull();
    // A last character that differs only in the unused bits spells the same bytes: still not the address.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respellings = [...alphabet]
      .map((c) => `${sealed.slice(0, -1)}${c}`)
      .filter((r) => r !== sealed && Buffer.from(r, "base64url").equals(Buffer.from(sealed, "base64url")));
    expect(respellings.length).toBeGreaterThan(0);
    for (const r of respellings) expect(league.open("replay", r)).toBeNull();
  });
});

describe("the reader's language", () => {
  it("is the one chosen in the address, else the browser's first of English and Japanese, else English", () => {
    expect(chosenLocale("ja")).toBe("ja");
    expect(chosenLocale("fr")).toBeNull();
    expect(chosenLocale(["ja"])).toBeNull();
    expect(browserLocale("ja-JP,ja;q=0.9,en-US;q=0.8")).toBe("ja");
    expect(browserLocale("en-US,en;q=0.9,ja;q=0.8")).toBe("en");
    expect(browserLocale("fr-CH, fr;q=0.9, ja;q=0.8, en;q=0.7")).toBe("ja");
    expect(browserLocale("en;q=0.2, ja;q=0.8")).toBe("ja");
    expect(browserLocale("ja;q=0, en")).toBe("en");
    expect(browserLocale("de")).toBe("en");
    expect(browserLocale(undefined)).toBe("en");
  });
});
