/**
 * The league site's pages through Fastify's inject: every page of a public league, with names escaped and no id
 * beyond a display name; the same 404 for anything private or unknown; languages, sorting, caching and rate limits.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { viewMatch } from "../../src/engine/index.ts";
import { TABLE_KINDS } from "../../src/games/catalog.ts";
import { paintTable } from "../../src/render/index.ts";
import { seatNames } from "../../src/tables/seat-names.ts";
import { LeaguePaths } from "../../src/web/links.ts";
import { manager } from "../leagues/helpers.ts";
import type { Person } from "../../src/tables/service.ts";
import { actor, HOSTILE, PLAYERS, webFixture, type WebFixture } from "./fixture.ts";

let f: WebFixture;
let app: FastifyInstance;
let paths: LeaguePaths;

beforeAll(async () => {
  f = await webFixture();
  app = await f.app();
  paths = LeaguePaths.of(f.league, "") as LeaguePaths;
});
afterAll(async () => {
  await app.close();
  await f.cleanup();
});

async function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: "GET", url, headers });
}

/** HTML with its layout whitespace gone: each run of spaces one space, none between or inside tags. */
const squeezed = (text: string): string => text.replace(/\s+/g, " ").replace(/>\s+</g, "><").replace(/\s+>/g, ">");

/** A page's body, checked to be HTML that names no id and carries no unescaped markup from a name. */
async function page(url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await get(url, headers);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
  const body = squeezed(response.body);
  for (const secret of f.secrets) expect(body, `${url} shows ${secret}`).not.toContain(secret);
  expect(body).not.toContain("<img src=x");
  expect(body).not.toContain('onerror="');
  return body;
}

describe("the standings page", () => {
  it("lists every player of the season with rank, rating, win chance, W-L, games and trend, names escaped", async () => {
    const body = await page(paths.standings());
    expect(body).toContain("<h1><bdi>Spy &lt;League&gt;</bdi></h1>");
    expect(body).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;Zoë &quot;Z&quot; &amp; co");
    for (const name of ["Bob", "さくら", "\u202eevil"]) expect(body).toContain(`<bdi>${name}</bdi>`);
    expect(body).toMatch(/<th scope="col" class="num" aria-sort="ascending"><a href="[^"]+">Rank<\/a><\/th>/);
    expect(body).toMatch(/<td class="num">\d+%<\/td>/);
    // The event and the latest results link to their pages; the league table's result to its replay.
    expect(body).toContain(`href="${paths.event(f.event.id)}"`);
    expect(body).toContain(`href="${paths.replay(f.tableResult.id)}"`);
    for (const p of PLAYERS) expect(body).toContain(`href="${paths.player(p.id)}"`);
  });

  it("sorts by any column, both ways, from links that work without a script", async () => {
    const order = (body: string) =>
      [...body.matchAll(/<th scope="row" class="name"><a [^>]+><bdi>([^<]*)</g)].map((m) => m[1] ?? "");
    const byName = order(await page(paths.standings({ sort: "player", dir: "asc" })));
    expect(byName).toEqual([...byName].sort(new Intl.Collator("en").compare));
    const reversed = order(await page(paths.standings({ sort: "player", dir: "desc" })));
    expect(reversed).toEqual([...byName].reverse());
    const games = await page(paths.standings({ sort: "games" }));
    expect(games).toMatch(/aria-sort="descending"[^>]*><a href="[^"]*sort=games&amp;dir=asc/);
    // An unknown column or direction falls back to the ranking.
    expect(order(await page(paths.standings({ sort: "secret" })))).toEqual(order(await page(paths.standings())));
  });

  it("speaks Japanese by the browser's language or ?lang=ja, which its links keep; English otherwise", async () => {
    const ja = await page(paths.standings(), { "accept-language": "ja-JP,ja;q=0.9,en;q=0.8" });
    expect(ja).toContain('<html lang="ja">');
    expect(ja).toContain("順位表");
    const chosen = await page(paths.standings({ lang: "ja" }), { "accept-language": "en-US" });
    expect(chosen).toContain('<html lang="ja">');
    expect(chosen).toContain(`href="${paths.player(PLAYERS[1]?.id ?? "", { lang: "ja" })}"`);
    const en = await page(paths.standings(), { "accept-language": "fr-FR, en;q=0.5, ja;q=0.4" });
    expect(en).toContain('<html lang="en">');
    expect(en).toContain(`href="${paths.standings({ lang: "ja" })}" lang="ja"`);
  });

  it("is cached for a minute, by language, with an ETag that answers 304", async () => {
    const first = await get(paths.standings());
    expect(first.headers["cache-control"]).toBe("public, max-age=60");
    expect(first.headers.vary).toBe("Accept-Language");
    const etag = String(first.headers.etag);
    const again = await get(paths.standings(), { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(first.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.headers["referrer-policy"]).toBe("no-referrer");
  });
});

describe("the standings kept in memory", () => {
  it("show a newly counted result within ten seconds, the page's own caching aside", async () => {
    const games = async (name: string) =>
      Number(
        new RegExp(`<bdi>${name}</bdi></a></th>(?:<td[^>]*>[^<]*</td>){3}<td class="num">(\\d+)</td>`).exec(
          await page(paths.standings()),
        )?.[1],
      );
    const before = await games("Bob");
    expect(before).toBeGreaterThan(0);
    const [, bob, sakura] = PLAYERS as [Person, Person, Person];
    const report = await f.leagues.report(f.league, actor(bob), [bob.id, sakura.id], false, { min: 2, max: 2 }, "c");
    if (!report.ok) throw new Error(report.refusal.code);
    await f.leagues.confirm(report.value.id, actor(sakura));
    expect(await games("Bob")).toBe(before);
    f.clock.at += 10_000;
    expect(await games("Bob")).toBe(before + 1);
  });
});

describe("a player's page", () => {
  it("shows their standing, a rating chart, their results with replays and their head to head", async () => {
    const body = await page(paths.player(HOSTILE.id));
    expect(body).toContain("<h1><bdi>&lt;img src=x");
    expect(body).toContain('<svg viewBox="0 0 640 220"');
    expect(body).toContain('role="img" aria-labelledby="chart-title chart-summary"');
    expect(body).toContain(`href="${paths.replay(f.tableResult.id)}"`);
    expect(body).toContain("Head to head");
    for (const p of PLAYERS.slice(1)) expect(body).toContain(`href="${paths.player(p.id)}"`);
  });
});

describe("an event's page", () => {
  it("shows the standings with tie-breakers, every round's pairings and the top cut with its champion", async () => {
    const body = await page(paths.event(f.event.id));
    expect(body).toContain("<h1><bdi>Friday &lt;Cup&gt;</bdi></h1>");
    expect(body).toContain('<abbr title="Opponents&#39; match-win percentage">OMW%</abbr>');
    expect(body).toContain("Round 1");
    expect(body).toContain("Round 2");
    expect(body).toContain("<h3>Final</h3>");
    const champion = PLAYERS.find((p) => p.id === f.event.champion);
    expect(body).toContain(`Champion: <a href="${paths.player(champion?.id ?? "")}">`);
    expect(body).toContain("2-1");
  });
});

describe("a replay", () => {
  it("steps through the public steps, each board drawn by the table's own painter from the stored snapshot", async () => {
    const first = await page(paths.replay(f.tableResult.id));
    const count = Number(/Step 1 of (\d+)/.exec(first)?.[1]);
    expect(count).toBeGreaterThan(2);
    expect(first).toContain('<span class="button" aria-disabled="true">First</span>');
    expect(first).toContain(`href="${paths.replay(f.tableResult.id, { step: 2 })}" data-step="next" rel="next"`);
    expect(first).toMatch(/<img src="[^"]+\/1-en\.png" alt="The table at step 1: [^"]+" ?\/?>/);
    const last = await page(paths.replay(f.tableResult.id, { step: count }));
    expect(last).toContain(`Step ${count} of ${count}`);
    expect(last).toContain('<span class="button" aria-disabled="true">Last</span>');
    expect(last).toContain("Won by");

    const image = await get(paths.stepImage(f.tableResult.id, 2, "en"));
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const kind = TABLE_KINDS.get(f.table.kind);
    const steps = await f.stores.matches.publicSteps(f.table.id);
    const snapshot = await f.stores.matches.snapshot(f.table.id, steps[1]?.seq ?? -1);
    if (!kind || !snapshot) throw new Error("no step 2");
    const drawn = paintTable("spymaster", viewMatch(kind.game, snapshot, "spectator"), "en", seatNames(f.table, "en"));
    expect(image.rawPayload.equals(drawn)).toBe(true);
    expect((await get(paths.stepImage(f.tableResult.id, count + 1, "en"))).statusCode).toBe(404);
    expect((await get(paths.replay(f.tableResult.id, { step: count + 1 }))).statusCode).toBe(404);
  });
});

describe("every page", () => {
  it("carries exactly the style and script its Content-Security-Policy allows by hash, and nothing else runs", async () => {
    const digest = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    for (const url of [paths.standings(), paths.replay(f.tableResult.id), "/l/unknown"]) {
      const response = await get(url);
      const policy = String(response.headers["content-security-policy"]);
      const styles = [...response.body.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1] ?? "");
      const scripts = [...response.body.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1] ?? "");
      expect(styles, url).toHaveLength(1);
      for (const text of [...styles, ...scripts]) expect(policy, url).toContain(digest(text));
      expect(scripts, url).toHaveLength(url.includes("/r/") ? 1 : 0);
      // No tag has an event handler or a style attribute (quoted values, which may quote a name, left out).
      const tags = [...response.body.matchAll(/<[a-z][^>]*>/gi)].map((m) => m[0].replace(/"[^"]*"/g, '""'));
      expect(
        tags.filter((tag) => /\s(on[a-z]+|style)=/i.test(tag)),
        url,
      ).toEqual([]);
    }
  });
});

describe("behind a proxy under a path", () => {
  it("puts PUBLIC_URL's path in front of every link, the routes staying at the root", async () => {
    const prefixed = await f.app({ publicUrl: "https://example.org/cards/" });
    try {
      const response = await prefixed.inject({ method: "GET", url: paths.standings() });
      expect(response.statusCode).toBe(200);
      const links = [...response.body.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? "");
      expect(links.length).toBeGreaterThan(10);
      for (const link of links) expect(link.startsWith("/cards/l/"), link).toBe(true);
    } finally {
      await prefixed.close();
    }
  });
});

describe("what is not public", () => {
  it("answers every private, unknown or tampered address with the same 404, the rate limit counting it", async () => {
    const missing = await get("/l/nothing-here");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-store");
    const hidden = await f.leagues.settings(f.hidden, manager, { public: true });
    if (!hidden.ok) throw new Error("hidden league not shown");
    const hiddenPaths = LeaguePaths.of(hidden.value, "") as LeaguePaths;
    await f.leagues.settings(hidden.value, manager, { public: false });
    const other = paths.replay(f.tableResult.id).split("/").at(-1) ?? "";
    const addresses = [
      hiddenPaths.standings(),
      hiddenPaths.player(HOSTILE.id),
      // A sealed id of one league does not open in another, nor as another kind, nor changed by a character.
      `${hiddenPaths.standings()}/r/${other}`,
      paths.player(f.tableResult.id),
      `${paths.standings()}/e/${paths.player(HOSTILE.id).split("/").at(-1)}`,
      paths.replay(f.tableResult.id).replace(/.$/, (c) => (c === "A" ? "B" : "A")),
      paths.player("310000000000000099"),
      paths.standings({ season: 2 }),
      paths.standings({ page: 2 }),
      `/l/${f.league.id}`,
      "/",
      "/l",
    ];
    for (const url of addresses) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(missing.body);
    }
  });

  it("takes a league's pages down the moment it is private again, and puts them back at the same addresses", async () => {
    const url = paths.player(PLAYERS[2]?.id ?? "");
    await page(url);
    const hidden = await f.leagues.settings(f.league, manager, { public: false });
    if (!hidden.ok) throw new Error("not hidden");
    for (const address of [
      url,
      paths.standings(),
      paths.replay(f.tableResult.id),
      paths.stepImage(f.tableResult.id, 1, "en"),
    ])
      expect((await get(address)).statusCode, address).toBe(404);
    await f.leagues.settings(f.league, manager, { public: true });
    await page(url);
  });

  it("limits each client address, pages, images and 404s alike", async () => {
    const limited = await f.app({ requestsPerMinute: 3 });
    try {
      const statuses: number[] = [];
      for (const url of [paths.standings(), "/l/guess-1", "/l/guess-2", paths.standings()])
        statuses.push((await limited.inject({ method: "GET", url })).statusCode);
      expect(statuses).toEqual([200, 404, 404, 429]);
      const refused = await limited.inject({ method: "GET", url: paths.standings() });
      expect(refused.headers["retry-after"]).toBeDefined();
      expect(refused.body).toContain("Too many requests");
    } finally {
      await limited.close();
    }
  });
});
