/** Leagues through Discord: creating one, league tables counted when they end, reported results and their answers. */
import { afterEach, describe, expect, it } from "vitest";
import type { League } from "../../src/db/leagues.ts";
import type { RecordedMessage } from "../emulator/index.ts";
import {
  advance,
  channelPosts,
  openWith,
  playLikeBots,
  privateReply,
  restartBot,
  startHarness,
  tableOf,
  testRng,
  type Harness,
} from "./harness.ts";

let h: Harness | null = null;
afterEach(async () => {
  await h?.stop();
  h = null;
});

const HOUR = 60 * 60 * 1000;

/** A harness with alice managing the server, carol holding the league admin role, and a league everyone joined. */
async function withLeague(game: string, name: string): Promise<{ harness: Harness; league: League }> {
  const harness = await startHarness();
  harness.alice.manageGuild = true;
  const guild = harness.emu.guilds[0];
  if (!guild) throw new Error("no guild");
  const role = harness.emu.addRole(guild.id, "League TO");
  harness.emu.giveRole(harness.carol, role);
  const created = await harness.emu.slash(harness.alice, harness.channel.id, "league create", {
    name,
    game,
    "admin-role": role,
  });
  expect(created.message?.content).toContain(name);
  for (const user of [harness.alice, harness.bob, harness.carol]) {
    const joined = await harness.emu.slash(user, harness.channel.id, "league join", { league: name });
    expect(privateReply(joined, user)).toBeTruthy();
  }
  const found = await harness.bot.ctx.leagues.find(guild.id, name);
  if (!found.ok) throw new Error("league not stored");
  return { harness, league: found.value };
}

function reportMessage(harness: Harness, resultId: string): RecordedMessage {
  const message = channelPosts(harness, harness.channel.id).find((m) => m.content.includes(`\`${resultId}\``));
  if (!message) throw new Error(`no message for report ${resultId}`);
  return message;
}

describe("leagues in Discord", () => {
  it("only server managers create leagues; a Spymaster league table counts when it ends and moves the standings", async () => {
    const setup = await withLeague("spymaster", "Spy League");
    h = setup.harness;
    const harness = h;
    const refused = await harness.emu.slash(harness.bob, harness.channel.id, "league create", {
      name: "Bob's",
      game: "spymaster",
    });
    expect(privateReply(refused, harness.bob)).toContain("管理");
    const table = await openWith(harness, "spymaster", [harness.alice, harness.bob], 0, { league: "Spy League" });
    expect(table.leagueId).toBe(setup.league.id);
    const ended = await playLikeBots(harness, table.id, testRng(3));
    expect(ended.status).toBe("finished");
    await harness.bot.ctx.idle();
    const notice = channelPosts(harness, harness.channel.id).find((m) => m.content.includes("result counted"));
    expect(notice?.content).toContain(`<@${harness.alice.id}>`);
    expect(notice?.content).toContain(`<@${harness.bob.id}>`);
    const league = await harness.bot.ctx.leagues.league(setup.league.id);
    if (!league) throw new Error("league gone");
    const table1 = await harness.bot.ctx.leagues.standings(league);
    const rows = table1.provisional;
    expect(rows.map((r) => r.games)).toEqual([1, 1]);
    const winner = ended.seats[ended.outcome?.winners[0] ?? 0]?.userId;
    expect(rows[0]?.userId).toBe(winner);
    expect(rows[0]?.rating).toBeGreaterThan(rows[1]?.rating ?? 0);
    const standings = await harness.emu.slash(harness.carol, harness.channel.id, "league standings", {
      league: "Spy League",
    });
    expect(standings.message?.content).toContain("1-0");
    expect(standings.message?.attachments.some((a) => a.filename === "standings.png")).toBe(true);
    // A second table of the same pair, in Japanese words for bob: the standings move again.
    const again = await openWith(harness, "spymaster", [harness.bob, harness.alice], 0, { league: "Spy League" });
    await playLikeBots(harness, again.id, testRng(4));
    await harness.bot.ctx.idle();
    expect((await harness.bot.ctx.leagues.standings(league)).provisional.map((r) => r.games)).toEqual([2, 2]);
    expect(await harness.bot.ctx.leagues.recompute(league)).toEqual({ results: 2, mismatches: [] });
    // After a restart the result is not counted twice.
    await restartBot(harness);
    expect(await harness.bot.ctx.leagues.counted(setup.league, 1)).toHaveLength(2);
    // Someone outside the league cannot host a league table; a table where they sit does not count, and says why.
    const dave = harness.emu.addUser({ username: "dave" });
    const outsider = await harness.emu.slash(dave, harness.channel.id, "play", {
      game: "spymaster",
      league: "Spy League",
    });
    expect(privateReply(outsider, dave)).toContain("/league join");
    const mixed = await openWith(harness, "spymaster", [harness.alice, dave], 0, { league: "Spy League" });
    await playLikeBots(harness, mixed.id, testRng(5));
    await harness.bot.ctx.idle();
    expect(
      channelPosts(harness, harness.channel.id).some(
        (m) => m.content.includes("not counted") && m.content.includes("dave"),
      ),
    ).toBe(true);
    expect(await harness.bot.ctx.leagues.counted(setup.league, 1)).toHaveLength(2);
    const history = await harness.emu.slash(harness.alice, harness.channel.id, "league history", {
      league: "Spy League",
    });
    expect(privateReply(history, harness.alice)).toContain("#2");
    const profile = await harness.emu.slash(harness.alice, harness.channel.id, "league profile", {
      league: "Spy League",
      user: harness.bob,
    });
    expect(privateReply(profile, harness.alice)).toContain("alice");
    expect(profile.message?.attachments.some((a) => a.filename === "rating.png")).toBe(true);
  });

  it("a reported result counts once the opponent confirms; a disputed one does not; intruders can neither confirm, report nor resolve", async () => {
    const setup = await withLeague("world-gainer", "WG Cup");
    h = setup.harness;
    const harness = h;
    const { alice, bob, carol } = harness;
    const leagues = harness.bot.ctx.leagues;
    // Nobody reports a game they were not in.
    const notMine = await harness.emu.slash(carol, harness.channel.id, "league report", {
      league: "WG Cup",
      first: alice,
      second: bob,
    });
    expect(privateReply(notMine, carol)).toContain("only report a game you played");
    const reported = await harness.emu.slash(alice, harness.channel.id, "league report", {
      league: "WG Cup",
      first: alice,
      second: bob,
    });
    expect(reported.message?.visibility.kind).toBe("public");
    const first = /`([0-9a-z]+)`/.exec(reported.message?.content ?? "")?.[1] ?? "";
    const post = reportMessage(harness, first);
    expect(post.content).toContain(`<@${bob.id}>`);
    // carol is not named; alice reported it herself.
    expect(privateReply(await harness.emu.press(carol, post, `k:${first}:1`), carol)).toContain(
      "Only the players named",
    );
    expect(privateReply(await harness.emu.press(alice, post, `k:${first}:1`), alice)).toContain(
      "your opponents confirm",
    );
    expect(await leagues.counted(setup.league, 1)).toHaveLength(0);
    await harness.emu.press(bob, post, `k:${first}:1`);
    await harness.bot.ctx.idle();
    expect(reportMessage(harness, first).content).toContain("Confirmed by everyone");
    expect(await leagues.counted(setup.league, 1)).toHaveLength(1);
    // A stale second press (a client still showing the buttons) changes nothing.
    expect(privateReply(await harness.emu.pressRaw(bob, reportMessage(harness, first), `k:${first}:1`), bob)).toContain(
      "もう",
    );
    expect(await leagues.counted(setup.league, 1)).toHaveLength(1);

    // bob reports a win; alice disputes it: it waits for the admins and does not count.
    const second = await harness.emu.slash(bob, harness.channel.id, "league report", {
      league: "WG Cup",
      first: bob,
      second: alice,
    });
    const secondId = /`([0-9a-z]+)`/.exec(second.message?.content ?? "")?.[1] ?? "";
    await harness.emu.press(alice, reportMessage(harness, secondId), `k:${secondId}:0`);
    await harness.bot.ctx.idle();
    expect(reportMessage(harness, secondId).content).toContain("Disputed");
    const call = channelPosts(harness, harness.channel.id).find((m) => m.content.includes("is disputed"));
    expect(call?.content).toContain(`<@&`);
    expect((await leagues.result(secondId))?.status).toBe("disputed");
    expect(await leagues.counted(setup.league, 1)).toHaveLength(1);
    // bob may not resolve; carol holds the league's admin role and throws it out.
    const intruder = await harness.emu.slash(bob, harness.channel.id, "league resolve", {
      league: "WG Cup",
      report: secondId,
      decision: "count",
    });
    expect(privateReply(intruder, bob)).toContain("管理者");
    expect((await leagues.result(secondId))?.status).toBe("disputed");
    // bob cannot change the league either; carol (the role) shortens the report time and takes nobody out by mistake.
    const settings = await harness.emu.slash(bob, harness.channel.id, "league settings", {
      league: "WG Cup",
      "report-hours": 1,
    });
    expect(privateReply(settings, bob)).toContain("管理者");
    const saved = await harness.emu.slash(carol, harness.channel.id, "league settings", {
      league: "WG Cup",
      "report-hours": 49,
    });
    expect(privateReply(saved, carol)).toContain("reports wait 49 h");
    const resolved = await harness.emu.slash(carol, harness.channel.id, "league resolve", {
      league: "WG Cup",
      report: secondId,
      decision: "reject",
    });
    expect(privateReply(resolved, carol)).toContain("thrown out");
    await harness.bot.ctx.idle();
    expect(reportMessage(harness, secondId).content).toContain("Thrown out");
    expect(await leagues.counted(setup.league, 1)).toHaveLength(1);

    // A report nobody answers expires and never counts.
    const third = await harness.emu.slash(alice, harness.channel.id, "league report", {
      league: "WG Cup",
      first: alice,
      second: bob,
    });
    const thirdId = /`([0-9a-z]+)`/.exec(third.message?.content ?? "")?.[1] ?? "";
    await advance(harness, 50 * HOUR);
    await harness.bot.ctx.leaguePosts.sweep();
    expect(reportMessage(harness, thirdId).content).toContain("Not confirmed in time");
    expect(reportMessage(harness, thirdId).components).toEqual([]);
    expect(await leagues.counted(setup.league, 1)).toHaveLength(1);

    // Standings, as everyone sees them, and the CSV export an organiser downloads.
    const exported = await harness.emu.slash(carol, harness.channel.id, "league export", { league: "WG Cup" });
    const results = exported.message?.attachments.find((a) => a.filename.endsWith("results.csv"));
    expect(results?.data.toString("utf8").split("\r\n")[0]).toContain("seq,counted_at");
    expect(results?.data.toString("utf8")).toContain(alice.id);
    const league = await leagues.league(setup.league.id);
    if (!league) throw new Error("league gone");
    expect((await leagues.recompute(league)).mismatches).toEqual([]);
  });

  it("a 4-seat Survivor league table rates all four people", async () => {
    const setup = await withLeague("survivor", "Island League");
    h = setup.harness;
    const harness = h;
    const dave = harness.emu.addUser({ username: "dave", locale: "en-US" });
    await harness.emu.slash(dave, harness.channel.id, "league join", { league: "Island League" });
    const table = await openWith(harness, "survivor", [harness.alice, harness.bob, harness.carol, dave], 0, {
      league: "Island League",
    });
    // A few rounds of play, then three people concede in turn: the places are known, and the table ends quickly.
    await playLikeBots(harness, table.id, testRng(8), 30);
    for (const quitter of [dave, harness.carol, harness.bob]) {
      await harness.emu.slash(quitter, harness.channel.id, "concede");
      await harness.bot.ctx.idle();
    }
    const ended = await tableOf(harness, table.id);
    expect(ended.status).toBe("finished");
    await harness.bot.ctx.idle();
    const counted = await harness.bot.ctx.leagues.counted(setup.league, 1);
    expect(counted).toHaveLength(1);
    const result = counted[0];
    expect(result?.players).toHaveLength(4);
    expect(new Set(result?.players.map((p) => p.place))).toEqual(new Set([1, 2, 3, 4]));
    const winner = ended.seats[ended.outcome?.winners[0] ?? 0]?.userId;
    expect(winner).toBe(harness.alice.id);
    const places = [harness.alice, harness.bob, harness.carol, dave].map(
      (u) => result?.players.find((p) => p.userId === u.id)?.place,
    );
    expect(places).toEqual([1, 2, 3, 4]);
    for (const p of result?.players ?? []) expect(p.after).not.toBeNull();
    const before = (p: { before: { mu: number } | null; after: { mu: number } | null }) =>
      (p.after?.mu ?? 0) - (p.before?.mu ?? 0);
    const byPlace = [...(result?.players ?? [])].sort((a, b) => a.place - b.place).map(before);
    expect(byPlace[0]).toBeGreaterThan(byPlace[3] ?? 0);
    expect((await tableOf(harness, table.id)).leagueName).toBe("Island League");
  });
});

describe("Swiss events in Discord", () => {
  it("entries, round one with a bye, reports, the next pairing without a rematch, standings, and the end", async () => {
    const setup = await withLeague("spymaster", "Spy League");
    h = setup.harness;
    const harness = h;
    const { alice, bob, carol } = harness;
    const refused = await harness.emu.slash(bob, harness.channel.id, "event create", {
      league: "Spy League",
      event: "Friday",
    });
    expect(privateReply(refused, bob)).toContain("管理者");
    const created = await harness.emu.slash(carol, harness.channel.id, "event create", {
      league: "Spy League",
      event: "Friday",
      rounds: 2,
      play: "reported",
    });
    expect(created.message?.content).toContain("Friday");
    for (const user of [alice, bob, carol])
      await harness.emu.slash(user, harness.channel.id, "event join", { league: "Spy League", event: "Friday" });
    const started = await harness.emu.slash(carol, harness.channel.id, "event start", {
      league: "Spy League",
      event: "Friday",
    });
    expect(started.message?.content).toContain("round 1 of 2");
    expect(started.message?.attachments.some((a) => a.filename === "pairings.png")).toBe(true);
    const events = harness.bot.ctx.events;
    const friday = async () => {
      const found = await events.find(setup.league, "Friday");
      return found.ok ? found.value : null;
    };
    const round1 = await friday();
    const pair1 = round1?.matches.find((m) => m.b !== null);
    if (!round1 || !pair1) throw new Error("no pairing");
    const bye1 = round1.matches.find((m) => m.b === null)?.a;
    // Pairing the next round waits for every report.
    const early = await harness.emu.slash(carol, harness.channel.id, "event pair", {
      league: "Spy League",
      event: "Friday",
    });
    expect(privateReply(early, carol)).toContain("not reported");
    const reporter = harness.emu.users.find((u) => u.id === pair1.a);
    if (!reporter) throw new Error("no reporter");
    const reported = await harness.emu.slash(reporter, harness.channel.id, "event report", {
      league: "Spy League",
      event: "Friday",
      wins: 2,
      losses: 1,
    });
    expect(reported.message?.content).toContain("2-1");
    const paired = await harness.emu.slash(carol, harness.channel.id, "event pair", {
      league: "Spy League",
      event: "Friday",
    });
    expect(paired.message?.content).toContain("round 2 of 2");
    const round2 = await friday();
    const bye2 = round2?.matches.find((m) => m.round === 2 && m.b === null)?.a;
    expect(bye2).not.toBe(bye1);
    const pair2 = round2?.matches.find((m) => m.round === 2 && m.b !== null);
    expect([pair2?.a, pair2?.b].sort()).not.toEqual([pair1.a, pair1.b].sort());
    // The round's played match counted for the league.
    expect((await harness.bot.ctx.leagues.counted(setup.league, 1)).map((r) => r.source)).toEqual(["event"]);
    const standings = await harness.emu.slash(alice, harness.channel.id, "event standings", {
      league: "Spy League",
      event: "Friday",
    });
    expect(standings.message?.content).toContain("OMW");
    // An admin reports for a player; the last pairing ends the event with a champion.
    const other = harness.emu.users.find((u) => u.id === pair2?.b);
    if (!other || !pair2) throw new Error("no second pairing");
    await harness.emu.slash(carol, harness.channel.id, "event report", {
      league: "Spy League",
      event: "Friday",
      wins: 0,
      losses: 2,
      player: other,
    });
    const done = await harness.emu.slash(carol, harness.channel.id, "event pair", {
      league: "Spy League",
      event: "Friday",
    });
    expect(done.message?.content).toContain("Champion");
    expect((await friday())?.status).toBe("finished");
  });
});
