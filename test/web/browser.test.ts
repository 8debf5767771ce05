/**
 * The league site in a real browser (Debian's Chromium through playwright-core): each page type loads under its own
 * Content-Security-Policy, the standings sort from their headings, a replay steps with the keyboard and the buttons,
 * nothing of a private league shows, every page reads at 375 px without sideways scrolling, and axe finds nothing
 * serious. Screenshots at 1280 and 375 px go to test-artifacts/web/.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LeaguePaths } from "../../src/web/links.ts";
import { startWebServer, type WebServer } from "../../src/web/server.ts";
import { checkerPage, imagesLoaded, launchChromium, readerPage, screenshots, seriousFindings } from "./browser.ts";
import { HOSTILE, webFixture, type WebFixture } from "./fixture.ts";

let f: WebFixture;
let server: WebServer;
let browser: Browser;
let paths: LeaguePaths;
let isle: LeaguePaths;
let origin: string;

beforeAll(async () => {
  f = await webFixture();
  server = await startWebServer(f.stores, { port: 0, host: "127.0.0.1" }, { clock: f.clock });
  origin = `http://127.0.0.1:${server.port}`;
  paths = LeaguePaths.of(f.league, origin) as LeaguePaths;
  isle = LeaguePaths.of(f.podLeague, origin) as LeaguePaths;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await f?.cleanup();
});

/** The names in the standings' player column, top to bottom. */
const playerColumn = (page: Page): Promise<string[]> => page.locator("tbody th[scope=row]").allInnerTexts();

describe("the league site in Chromium", () => {
  it("loads the standings and sorts them from the column headings, both ways", async () => {
    const { page, refusals } = await readerPage(browser);
    const response = await page.goto(paths.standings());
    expect(response?.status()).toBe(200);
    expect(await page.locator("h1").innerText()).toBe("Spy <League>");
    const ranked = await playerColumn(page);
    expect(ranked).toContain(HOSTILE.name);
    await page.getByRole("link", { name: "Player", exact: true }).click();
    await page.waitForURL(/sort=player&dir=asc/);
    const byName = await playerColumn(page);
    expect(byName).toEqual([...ranked].sort(new Intl.Collator("en").compare));
    expect(await page.locator("th[aria-sort=ascending]").innerText()).toBe("Player");
    await page.getByRole("link", { name: "Player", exact: true }).click();
    await page.waitForURL(/sort=player&dir=desc/);
    expect(await playerColumn(page)).toEqual([...byName].reverse());
    await page.getByRole("link", { name: "Rank", exact: true }).click();
    await page.waitForURL((url) => !url.search.includes("sort="));
    expect(await playerColumn(page)).toEqual(ranked);
    await page.getByRole("link", { name: "Rank", exact: true }).click();
    await page.waitForURL(/sort=rank&dir=desc/);
    expect(await playerColumn(page)).toEqual([...ranked].reverse());
    expect((await screenshots(page, "standings")).phoneOverflow).toBeLessThanOrEqual(0);
    expect(refusals).toEqual([]);
  });

  it("follows a player's link to their page, with its chart, results and head to head, in Japanese", async () => {
    const { page, refusals } = await readerPage(browser, "ja-JP");
    await page.goto(paths.standings());
    expect(await page.locator("html").getAttribute("lang")).toBe("ja");
    await page.getByRole("link", { name: HOSTILE.name, exact: true }).first().click();
    await page.waitForURL(/\/p\//);
    expect(await page.locator("h1").innerText()).toBe(HOSTILE.name);
    expect(await page.getByRole("img", { name: "各対戦後のレーティング" }).count()).toBe(1);
    expect(await page.getByRole("heading", { name: "対戦成績" }).count()).toBe(1);
    expect((await screenshots(page, "profile")).phoneOverflow).toBeLessThanOrEqual(0);
    expect(refusals).toEqual([]);
  });

  it("shows an event's standings, pairings and top cut", async () => {
    const { page, refusals } = await readerPage(browser);
    await page.goto(paths.event(f.event.id));
    expect(await page.locator("h1").innerText()).toBe("Friday <Cup>");
    for (const name of ["Top cut", "Final", "Standings", "Pairings", "Round 2", "Round 1"])
      expect(await page.getByRole("heading", { name, exact: true }).count(), name).toBe(1);
    expect((await screenshots(page, "event")).phoneOverflow).toBeLessThanOrEqual(0);
    expect(refusals).toEqual([]);
  });

  it("shows a pod event's final table, standings, pods and, once published, each player's list behind a disclosure", async () => {
    const { page, refusals } = await readerPage(browser);
    await page.goto(isle.event(f.pods.id));
    expect(await page.locator("h1").innerText()).toBe("Island <Open>");
    for (const name of ["Final table", "Standings", "Pods", "Round 2", "Round 1", "Deck lists"])
      expect(await page.getByRole("heading", { name, exact: true }).count(), name).toBe(1);
    // Seven players in two pods a round: each pod's players a row group under its table number.
    expect(await page.locator("#round-1 + .scroll tbody").count()).toBe(2);
    expect(await page.locator("#round-1 + .scroll tbody tr").count()).toBe(7);
    const lists = page.locator("details");
    expect(await lists.count()).toBe(7);
    const first = lists.first();
    expect(await first.locator("li").first().isVisible()).toBe(false);
    await first.locator("summary").click();
    expect(await first.locator("li").first().isVisible()).toBe(true);
    expect((await screenshots(page, "pod-event")).phoneOverflow).toBeLessThanOrEqual(0);
    expect(refusals).toEqual([]);
  });

  it("shows forfeits in words and links an event table's replay, which steps like any other", async () => {
    const { page, refusals } = await readerPage(browser);
    await page.goto(paths.event(f.forfeits.id));
    for (const text of ["round missed (late entry): a loss", "neither showed: a loss for both"])
      expect(await page.getByText(text, { exact: true }).count(), text).toBe(1);
    expect(await page.getByText(/^\d-\d \(a no-show\)$/).count()).toBe(1);
    expect((await screenshots(page, "forfeit-event")).phoneOverflow).toBeLessThanOrEqual(0);
    // The match played to its end (round 2, shown first); a no-show's table has a replay too, of its start.
    const played = page.locator(`a[href="${paths.eventReplay(f.playedTable.id).replace(origin, "")}"]`);
    expect(await played.innerText()).toBe("Watch the replay");
    await played.click();
    await page.waitForURL(/\/r\//);
    await page.locator("#step", { hasText: "Step 1 of" }).waitFor();
    await page.keyboard.press("ArrowRight");
    await page.locator("#step", { hasText: "Step 2 of" }).waitFor();
    expect(await imagesLoaded(page)).toBe(true);
    expect(refusals).toEqual([]);
  });

  it("steps through a replay with ← → Home End and with its buttons, each step's board drawn", async () => {
    const { page, refusals } = await readerPage(browser);
    await page.goto(paths.replay(f.tableResult.id));
    const count = Number(/of (\d+)/.exec(await page.locator("#step").innerText())?.[1]);
    expect(count).toBeGreaterThan(2);
    const at = async (step: number) => {
      await page.locator("#step", { hasText: `Step ${step} of` }).waitFor();
      expect(await imagesLoaded(page)).toBe(true);
    };
    await at(1);
    await page.keyboard.press("ArrowRight");
    await at(2);
    await page.keyboard.press("End");
    await at(count);
    expect(await page.getByText("Won by").count()).toBe(1);
    await page.keyboard.press("ArrowLeft");
    await at(count - 1);
    await page.keyboard.press("Home");
    await at(1);
    await page.getByRole("link", { name: "Next" }).click();
    await at(2);
    await page.getByRole("link", { name: "Last" }).click();
    await at(count);
    await page.getByRole("link", { name: "First" }).click();
    await at(1);
    // At the first step there is no step before it: the key does nothing.
    await page.keyboard.press("ArrowLeft");
    expect(page.url()).toBe(paths.replay(f.tableResult.id));
    const alt = await page.locator("figure img").getAttribute("alt");
    expect(alt).toMatch(/^The table at step 1: /);
    expect((await screenshots(page, "replay")).phoneOverflow).toBeLessThanOrEqual(0);
    expect(refusals).toEqual([]);
  });

  it("shows nothing of a private league: its addresses are the one 404", async () => {
    const { page } = await readerPage(browser);
    const hidden = await f.leagues.settings(
      f.hidden,
      { userId: "boss", name: "Boss", canManage: true, roles: [] },
      {
        public: true,
      },
    );
    if (!hidden.ok) throw new Error("not shown");
    const hiddenPaths = LeaguePaths.of(hidden.value, origin) as LeaguePaths;
    await f.leagues.settings(
      hidden.value,
      { userId: "boss", name: "Boss", canManage: true, roles: [] },
      {
        public: false,
      },
    );
    for (const url of [hiddenPaths.standings(), hiddenPaths.player(HOSTILE.id), `${origin}/l/${f.hidden.id}`]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      expect(await page.locator("h1").innerText()).toBe("Page not found");
      expect(await page.content()).not.toContain(HOSTILE.name);
    }
    expect((await screenshots(page, "not-found")).phoneOverflow).toBeLessThanOrEqual(0);
  });

  it("finds nothing serious with axe on any page type, at desktop and phone width", async () => {
    const { context, page } = await checkerPage(browser);
    const pages = {
      standings: paths.standings(),
      profile: paths.player(HOSTILE.id),
      event: paths.event(f.event.id),
      "event with forfeits": paths.event(f.forfeits.id),
      "pod event": isle.event(f.pods.id),
      "pod event in Japanese": isle.event(f.pods.id, { lang: "ja" }),
      replay: paths.replay(f.tableResult.id, { step: 2 }),
      "not found": `${origin}/l/unknown`,
    };
    for (const [name, url] of Object.entries(pages)) {
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 375, height: 740 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(url);
        expect(await seriousFindings(page), `${name} at ${viewport.width} px`).toEqual([]);
      }
    }
    await context.close();
  });
});
