/**
 * The league site end to end: a league played through the Discord emulator (a league table, an event), made public
 * by its admin, its posts linking to the web pages under PUBLIC_URL; then its standings, a profile, the event and
 * the table's replay read in Chromium from those links; made private again, it is gone from the web.
 */
import type { APIMessageTopLevelComponent } from "discord.js";
import type { Browser } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { startWebServer, type WebServer } from "../../src/web/server.ts";
import { imagesLoaded, launchChromium, readerPage, screenshots } from "../web/browser.ts";
import { channelPosts, openWith, playLikeBots, privateReply, startHarness, testRng, type Harness } from "./harness.ts";

const PUBLIC_URL = "https://cards.example";

let h: Harness | null = null;
let server: WebServer | null = null;
let browser: Browser | null = null;
afterEach(async () => {
  await browser?.close();
  await server?.close();
  await h?.stop();
  [h, server, browser] = [null, null, null];
});

/** The address of the link button labelled `label` on a message, if it has one. */
function linkOn(message: { components: APIMessageTopLevelComponent[] } | undefined, label: string): string | null {
  for (const row of message?.components ?? []) {
    if (!("components" in row)) continue;
    for (const c of row.components) if ("url" in c && c.label === label && c.url) return c.url;
  }
  return null;
}

describe("the league site after a league played through Discord", () => {
  it("links from the league's posts to its standings, profiles, event and replays, read in Chromium", async () => {
    h = await startHarness({ publicUrl: PUBLIC_URL });
    const harness = h;
    const { alice, bob, carol, channel } = harness;
    alice.manageGuild = true;
    await harness.emu.slash(alice, channel.id, "league create", { name: "Web <League>", game: "spymaster" });
    for (const user of [alice, bob, carol])
      await harness.emu.slash(user, channel.id, "league join", { league: "Web <League>" });
    const info = await harness.emu.slash(alice, channel.id, "league info", { league: "Web <League>" });
    expect(privateReply(info, alice)).toContain("Web pages: off");
    // Only its admins make a league public; then its pages are at PUBLIC_URL.
    const refused = await harness.emu.slash(bob, channel.id, "league settings", {
      league: "Web <League>",
      public: true,
    });
    expect(privateReply(refused, bob)).toContain("管理者");
    const made = await harness.emu.slash(alice, channel.id, "league settings", {
      league: "Web <League>",
      public: true,
    });
    const standingsUrl = /Web pages: (\S+)/.exec(privateReply(made, alice))?.[1] ?? "";
    expect(standingsUrl).toMatch(/^https:\/\/cards\.example\/l\/[A-Za-z0-9_-]{22}$/);

    const table = await openWith(harness, "spymaster", [alice, bob], 0, { league: "Web <League>" });
    expect((await playLikeBots(harness, table.id, testRng(3))).status).toBe("finished");
    await harness.bot.ctx.idle();
    const counted = channelPosts(harness, channel.id).find((m) => m.content.includes("result counted"));
    const replayUrl = linkOn(counted, "Replay on the web");
    expect(replayUrl?.startsWith(`${standingsUrl}/r/`)).toBe(true);

    await harness.emu.slash(alice, channel.id, "event create", {
      league: "Web <League>",
      event: "Night",
      rounds: 1,
      play: "reported",
    });
    for (const user of [alice, bob, carol])
      await harness.emu.slash(user, channel.id, "event join", { league: "Web <League>", event: "Night" });
    const started = await harness.emu.slash(alice, channel.id, "event start", {
      league: "Web <League>",
      event: "Night",
    });
    const eventUrl = linkOn(started.message, "Event on the web");
    expect(eventUrl?.startsWith(`${standingsUrl}/e/`)).toBe(true);
    const league = await harness.bot.ctx.leagues.find(channel.guildId ?? "", "Web <League>");
    const night = league.ok ? await harness.bot.ctx.events.find(league.value, "Night") : null;
    const match = night?.ok ? night.value.matches.find((m) => m.b !== null) : undefined;
    const reporter = harness.emu.users.find((u) => u.id === match?.a);
    if (!reporter) throw new Error("no pairing in round 1");
    await harness.emu.slash(reporter, channel.id, "event report", {
      league: "Web <League>",
      event: "Night",
      wins: 2,
      losses: 0,
    });
    const finished = await harness.emu.slash(alice, channel.id, "event pair", {
      league: "Web <League>",
      event: "Night",
    });
    expect(linkOn(finished.message, "Event on the web")).toBe(eventUrl);

    const standings = await harness.emu.slash(carol, channel.id, "league standings", { league: "Web <League>" });
    expect(linkOn(standings.message, "Standings on the web")).toBe(standingsUrl);
    const profile = await harness.emu.slash(carol, channel.id, "league profile", { league: "Web <League>", user: bob });
    const profileUrl = linkOn(profile.message, "Profile on the web");
    expect(profileUrl?.startsWith(`${standingsUrl}/p/`)).toBe(true);
    for (const url of [standingsUrl, replayUrl, eventUrl, profileUrl])
      for (const user of [alice, bob, carol]) expect(url).not.toContain(user.id);

    // The site, as the bot process serves it, read in Chromium at the addresses the posts gave.
    server = await startWebServer(await harness.db.open(), { port: 0, host: "127.0.0.1" }, { publicUrl: PUBLIC_URL });
    const local = (url: string | null) => (url ?? "").replace(PUBLIC_URL, `http://127.0.0.1:${server?.port}`);
    browser = await launchChromium();
    const { page, refusals } = await readerPage(browser);
    expect((await page.goto(local(standingsUrl)))?.status()).toBe(200);
    expect(await page.locator("h1").innerText()).toBe("Web <League>");
    const names = await page.locator("tbody th[scope=row]").allInnerTexts();
    // alice and bob played the league table; carol is listed once she has played (the event's seeding may give her the bye).
    expect(names).toEqual(expect.arrayContaining(["alice", "bob"]));
    expect(names.every((name) => ["alice", "bob", "carol"].includes(name))).toBe(true);
    await page.getByRole("link", { name: "Rating", exact: true }).click();
    await page.waitForURL(/sort=rating&dir=desc/);
    await screenshots(page, "e2e-standings");

    await page.goto(local(profileUrl));
    expect(await page.locator("h1").innerText()).toBe("bob");
    expect(await page.getByRole("img", { name: "Rating after each game" }).count()).toBe(1);
    await screenshots(page, "e2e-profile");

    await page.goto(local(eventUrl));
    expect(await page.locator("h1").innerText()).toBe("Night");
    expect(await page.getByText("Champion:").count()).toBe(1);
    await screenshots(page, "e2e-event");

    await page.goto(local(replayUrl));
    await page.locator("#step", { hasText: "Step 1 of" }).waitFor();
    await page.keyboard.press("ArrowRight");
    await page.locator("#step", { hasText: "Step 2 of" }).waitFor();
    expect(await imagesLoaded(page)).toBe(true);
    await page.keyboard.press("End");
    await page.getByText("Won by").waitFor();
    await screenshots(page, "e2e-replay");
    expect(refusals).toEqual([]);

    // Private again: every page is the one 404 (a browser may show its cached copy for the minute it was told).
    await harness.emu.slash(alice, channel.id, "league settings", { league: "Web <League>", public: false });
    for (const url of [standingsUrl, profileUrl, eventUrl, replayUrl])
      expect((await fetch(local(url))).status, url ?? "").toBe(404);
    const after = await harness.emu.slash(alice, channel.id, "league info", { league: "Web <League>" });
    expect(privateReply(after, alice)).toContain("Web pages: off");
  });
});
