/**
 * The league site's pages through Fastify's inject: every page of a public league, with names escaped and no id
 * beyond a display name; the same 404 for anything private or unknown; languages, sorting, caching and rate limits.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DECK_FORMATS } from "../../src/decks/formats.ts";
import { cardWords } from "../../src/decks/report.ts";
import { LOCALES, viewMatch } from "../../src/engine/index.ts";
import { TABLE_KINDS } from "../../src/games/catalog.ts";
import { placePoints } from "../../src/ranking/pods.ts";
import { paintTable } from "../../src/render/index.ts";
import { seatNames } from "../../src/tables/seat-names.ts";
import { escapeHtml } from "../../src/web/html.ts";
import { LeaguePaths } from "../../src/web/links.ts";
import { BACKENDS } from "../db/backends.ts";
import { manager } from "../leagues/helpers.ts";
import type { Person } from "../../src/tables/service.ts";
import {
  actor,
  HOSTILE,
  PLAYERS,
  POD_PLAYERS,
  SECRET_DECKS,
  SECRET_PLAYERS,
  webFixture,
  type WebFixture,
} from "./fixture.ts";

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

async function get(url: string, headers: Record<string, string> = {}, on: FastifyInstance = app) {
  return on.inject({ method: "GET", url, headers });
}

/** HTML with its layout whitespace gone: each run of spaces one space, none between or inside tags. */
const squeezed = (text: string): string => text.replace(/\s+/g, " ").replace(/>\s+</g, "><").replace(/\s+>/g, ">");

/** A page's body, checked to be HTML that names no id and carries no unescaped markup from a name. */
async function page(
  url: string,
  headers: Record<string, string> = {},
  on: { app: FastifyInstance; f: WebFixture } = { app, f },
): Promise<string> {
  const response = await get(url, headers, on.app);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
  const body = squeezed(response.body);
  for (const secret of on.f.secrets) expect(body, `${url} shows ${secret}`).not.toContain(secret);
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

/** A pod seat's row as the page writes it: the player, the place in words, the points. */
const seatRow = (path: string, name: string, place: string, points: string, winner: boolean): string =>
  `<td class="name ${winner ? "winner" : ""}"><a href="${path}"><bdi>${escapeHtml(name)}</bdi></a></td>` +
  `<td>${place}</td><td class="num">${points}</td>`;

describe.each(BACKENDS)("events on %s", (backend) => {
  let g: WebFixture;
  let on: { app: FastifyInstance; f: WebFixture };
  let spy: LeaguePaths;
  let isle: LeaguePaths;
  const nameOf = (userId: string): string => POD_PLAYERS.find((p) => p.id === userId)?.name ?? "?";

  beforeAll(async () => {
    // SQLite shares the file's fixture (nothing here changes what the tests above read); PostgreSQL builds its own.
    g = backend === "sqlite" ? f : await webFixture(backend);
    on = { app: backend === "sqlite" ? app : await g.app(), f: g };
    spy = LeaguePaths.of(g.league, "") as LeaguePaths;
    isle = LeaguePaths.of(g.podLeague, "") as LeaguePaths;
  });
  afterAll(async () => {
    if (backend === "sqlite") return;
    await on.app.close();
    await g.cleanup();
  });

  it("a pod event: each round's pods with places and points, the pod standings, the final table, its champion", async () => {
    const body = await page(isle.event(g.pods.id), {}, on);
    expect(body).toContain("<h1><bdi>Island &lt;Open&gt;</bdi></h1>");
    expect(body).toContain("7 players · 2 rounds at pods of 4 · final table: top 4 · finished");
    expect(body).toContain("Played at the bot&#39;s tables · registered decks, their lists published at the end");
    expect(body).not.toContain("OMW%");
    for (const heading of ["Final table", "Standings", "Pods", "Round 1", "Round 2", "Deck lists"])
      expect(body, heading).toMatch(new RegExp(`<h[23][^>]*>${heading}</h[23]>`));
    // Round 1: a pod of 4 and a pod of 3, each a row group headed by its table number, seated by place.
    const round1 = body.slice(
      body.indexOf('<h3 id="round-1">'),
      body.indexOf("</table>", body.indexOf('id="round-1"')),
    );
    expect(round1.match(/<tbody>/g)).toHaveLength(2);
    expect(round1).toContain('<th scope="rowgroup" rowspan="4" class="num">1</th>');
    expect(round1).toContain('<th scope="rowgroup" rowspan="3" class="num">2</th>');
    for (const pod of g.pods.pods) {
      const points = placePoints(pod.places, pod.forfeit);
      pod.places.forEach((p, seat) => {
        const shared = pod.places.filter((q) => q.place === p.place).length > 1;
        const place =
          pod.forfeit === "both" ? "nobody showed: no points" : shared ? `${p.place} (shared)` : String(p.place);
        const row = seatRow(isle.player(p.userId), nameOf(p.userId), place, String(points[seat]), place === "1");
        expect(body, `round ${pod.round} ${nameOf(p.userId)}`).toContain(row);
      });
    }
    // The shared second place of round 1's pod of 3 shares 30 and 0; the absent pod of round 2 scores nothing.
    expect(body).toContain('<td>2 (shared)</td><td class="num">15</td>');
    expect(body.match(/<td>nobody showed: no points<\/td><td class="num">0<\/td>/g)).toHaveLength(3);
    // The standings as /event standings gives them: rank, points, pods won of pods, pod-mates' average.
    const rows = g.events.podStandings(g.pods);
    const shownOrder = [
      ...body.slice(body.indexOf('id="event-standings"')).matchAll(/<th scope="row" class="name"><a href="([^"]+)">/g),
    ].map((m) => m[1]);
    expect(shownOrder.slice(0, rows.length)).toEqual(rows.map((r) => isle.player(r.userId)));
    for (const r of rows)
      expect(body).toContain(
        `<td class="num">${r.rank}</td><th scope="row" class="name"><a href="${isle.player(r.userId)}"><bdi>` +
          `${escapeHtml(nameOf(r.userId))}</bdi></a></th><td class="num">${r.points}</td>` +
          `<td>${r.wins} of ${r.pods}</td><td class="num">${(r.opp * 100).toFixed(1)}%</td>`,
      );
    // The final table, its winner the champion.
    const final = g.pods.pods.find((p) => p.stage === "final");
    const champion = final?.places.find((p) => p.place === 1)?.userId ?? "";
    expect(g.pods.champion).toBe(champion);
    expect(body).toContain(`Champion: <a href="${isle.player(champion)}">`);
    const finalTable = body.slice(body.indexOf('id="final-table"'), body.indexOf('id="event-standings"'));
    expect(finalTable).toContain(seatRow(isle.player(champion), nameOf(champion), "1", "60", true));
    // Published at the end: every player's list; the pod nobody showed at links its table's replay, which opens.
    expect(body.match(/<details>/g)).toHaveLength(7);
    expect(body).toContain("<summary><bdi>Dana</bdi> · <bdi>Pod deck 5</bdi></summary>");
    expect(body).toContain("2 × <bdi>Grilled Fish</bdi>");
    expect(body).toContain(`href="${isle.eventReplay(g.absentTable.id)}"`);
    expect(await page(isle.eventReplay(g.absentTable.id), {}, on)).toContain("Survivor");
    const ja = await page(isle.event(g.pods.id, { lang: "ja" }), {}, on);
    for (const text of [
      "決勝卓",
      "ポッド",
      "2位(同順位)",
      "全員不在(得点なし)",
      "デッキリスト",
      "2 × <bdi>焼き魚</bdi>",
    ])
      expect(ja, text).toContain(text);
  });

  it("forfeits read as such: a missed round, a no-show, a double no-show; a played match links its replay", async () => {
    const body = await page(spy.event(g.forfeits.id), {}, on);
    const late = PLAYERS[3] as Person;
    const round = (n: number) =>
      body.slice(body.indexOf(`<h3 id="round-${n}">`), body.indexOf("</table>", body.indexOf(`id="round-${n}"`)));
    expect(round(1)).toContain(
      `<td class="name "><a href="${spy.player(late.id)}"><bdi>${escapeHtml(late.name)}</bdi></a></td><td>round missed (late entry): a loss</td>`,
    );
    expect(round(1)).toContain("<td>bye (a 2-0 win)</td>");
    const noShow = g.forfeits.matches.find((m) => m.forfeit === "no-show");
    const double = g.forfeits.matches.find((m) => m.forfeit === "both");
    const played = g.forfeits.matches.find((m) => m.b !== null && m.forfeit === null);
    if (!noShow || !double || !played) throw new Error("the forfeits are not all there");
    expect(round(1)).toMatch(/<td>(1-0|0-1) \(a no-show\)<\/td>/);
    expect(round(1)).toContain(
      `<td class="name winner"><a href="${spy.player(noShow.aWins > 0 ? noShow.a : (noShow.b ?? ""))}">`,
    );
    expect(round(2)).toContain("<td>neither showed: a loss for both</td>");
    expect(round(2)).not.toContain("0-0");
    // The match played to its end links its replay, which opens; the standings count every forfeit as a loss.
    expect(round(2)).toContain(`${played.aWins}-${played.bWins}`);
    expect(round(2)).toContain(`<a href="${spy.eventReplay(g.playedTable.id)}">Watch the replay</a>`);
    const replay = await page(spy.eventReplay(g.playedTable.id), {}, on);
    expect(replay).toContain("Step 1 of");
    expect(replay).toMatch(/<img src="[^"]+\/1-en\.png"/);
    const image = await get(spy.eventStepImage(g.playedTable.id, 1, "en"), {}, on.app);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    // An event table's address does not open as a league result's, nor in another league.
    expect((await get(spy.replay(g.playedTable.id), {}, on.app)).statusCode).toBe(404);
    expect((await get(isle.eventReplay(g.playedTable.id), {}, on.app)).statusCode).toBe(404);
    const ja = await page(spy.event(g.forfeits.id, { lang: "ja" }), {}, on);
    for (const text of ["欠席ラウンド(途中参加、負け)", "(不在による)", "両者不在(両者負け)", "リプレイを見る"])
      expect(ja, text).toContain(text);
  });

  it("registered lists: nothing of any list on any page before they are published; every list after", async () => {
    const format = DECK_FORMATS.get("survivor");
    if (!format) throw new Error("no Survivor deck format");
    /** Every card name of every list in both languages, and the decks' names, as a page would write them. */
    const listWords = LOCALES.flatMap((locale) => {
      const name = cardWords(format, locale);
      return SECRET_DECKS.flatMap((d) => d.list.map((l) => name(l.card)));
    });
    const deckNames = SECRET_DECKS.flatMap((d) => [d.name, escapeHtml(d.name)]);
    expect(new Set(listWords).size).toBeGreaterThan(50);
    const event = () => isle.event(g.secretLists.id);
    const pagesToScan = () => [
      event(),
      isle.event(g.secretLists.id, { lang: "ja" }),
      isle.standings(),
      isle.standings({ lang: "ja" }),
      ...SECRET_PLAYERS.map((p) => isle.player(p.id)),
    ];
    /** Every response of the league's pages: no card name or deck name in it (a long run of address characters aside). */
    const scan = async (stage: string, extra: string[] = []) => {
      for (const url of [...pagesToScan(), ...extra]) {
        const response = await get(url, {}, on.app);
        const text = `${JSON.stringify(response.headers)}${response.body}`.replace(/[A-Za-z0-9_-]{20,}/g, "");
        for (const word of [...listWords, ...deckNames])
          expect(text, `${stage}: ${url} shows ${word}`).not.toContain(word);
      }
    };
    const open = await page(event(), {}, on);
    expect(open).toContain("Each player&#39;s registered deck list is shown here once the final table is seated.");
    expect(open).not.toContain("<details>");
    await scan("open");

    // Round 1 played at the bot's table: still hidden, and so is the table's replay (a game shows the cards brought).
    const round1 = await g.playSecretLists();
    const table = round1.table as NonNullable<typeof round1.table>;
    expect(round1.event.status).toBe("swiss");
    const replay = isle.eventReplay(table.id);
    const running = await page(event(), {}, on);
    expect(running).toContain("Round 1");
    expect(running).not.toContain(replay);
    expect((await get(replay, {}, on.app)).statusCode).toBe(404);
    expect((await get(isle.eventStepImage(table.id, 1, "en"), {}, on.app)).statusCode).toBe(404);
    await scan("round 1", [replay, isle.eventStepImage(table.id, 1, "en")]);

    // The final table is seated: the lists are published (lists: cut), every card of every list with its count.
    const final = await g.playSecretLists();
    expect(final.event.status).toBe("cut");
    for (const locale of LOCALES) {
      const shown = await page(isle.event(g.secretLists.id, { lang: locale }), {}, on);
      const name = cardWords(format, locale);
      expect(shown.match(/<details>/g)).toHaveLength(SECRET_DECKS.length);
      SECRET_DECKS.forEach((deck, i) => {
        const person = SECRET_PLAYERS[i] as Person;
        const start = shown.indexOf(
          `<summary><bdi>${escapeHtml(person.name)}</bdi> · <bdi>${escapeHtml(deck.name)}</bdi>`,
        );
        expect(start, `${person.name}'s list`).toBeGreaterThan(0);
        const details = shown.slice(start, shown.indexOf("</details>", start));
        for (const l of deck.list)
          expect(details).toContain(`<li>${l.copies} × <bdi>${escapeHtml(name(l.card))}</bdi></li>`);
      });
    }
    const published = await page(event(), {}, on);
    expect(published).toContain("<strong>Castaways</strong> (2 cards)");
    expect(published).toContain(`href="${replay}"`);
    expect(await page(replay, {}, on)).toContain("Step 1 of");

    // And at the end, still there.
    const end = await g.playSecretLists();
    expect(end.event.status).toBe("finished");
    expect((await page(event(), {}, on)).match(/<details>/g)).toHaveLength(SECRET_DECKS.length);
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
    const isle = LeaguePaths.of(f.podLeague, "") as LeaguePaths;
    for (const url of [
      paths.standings(),
      paths.replay(f.tableResult.id),
      paths.event(f.forfeits.id),
      isle.event(f.pods.id),
      "/l/unknown",
    ]) {
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
