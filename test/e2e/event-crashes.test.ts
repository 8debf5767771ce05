/**
 * SIGKILLs during an event at the bot's tables (issue 30, "Restarts and abuse"): `npm start` runs a 5-player Spymaster
 * Swiss event through the Discord emulator (one player never checks in) and is killed, each time coming back on the
 * same database,
 * - during check-in, just before the event's post would show a check-in: the check-ins are kept, and the start drops
 *   only the one who never checked in;
 * - while round 1's tables open, on the first thread it starts, and while round 2's open, on the first message it
 *   posts: each pairing gets one thread, one table and one table message, the round is paired once, everyone is told;
 * - with tables running, right after moves were answered, and between the move that ends a match and its result: no
 *   answered move is lost, the tables play on, each result is settled once (and no second game opens for it), and the
 *   next round is paired once.
 * The event then plays to its champion.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EventRecord } from "../../src/db/league-events.ts";
import type { TableRecord } from "../../src/db/store.ts";
import { current, EventService } from "../../src/leagues/events.ts";
import { LeagueService } from "../../src/leagues/service.ts";
import { systemClock } from "../../src/tables/clock.ts";
import { BACKENDS } from "../db/backends.ts";
import type { EmuUser, RecordedMessage } from "../emulator/index.ts";
import { killed, startProcessRig } from "./bot-process.ts";
import { customIds, playOneDecision, privateReply, tableOf, testRng } from "./harness.ts";

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

const RESULT_DM = /you (won|lost)|a draw|勝ちました|負けました|引き分け/;
const POST_EDIT = (method: string, route: string): boolean =>
  method === "PATCH" && route === "/channels/:channelId/messages/:messageId";
const THREAD_START = (method: string, route: string): boolean =>
  method === "POST" && route === "/channels/:channelId/threads";
const MESSAGE_POST = (method: string, route: string): boolean =>
  method === "POST" && route === "/channels/:channelId/messages";
const ANSWER = (method: string, route: string): boolean =>
  method === "POST" && route === "/interactions/:interactionId/:token/callback";

describe.each(BACKENDS)("SIGKILLs during an event, on %s", (backend) => {
  it("killed during check-in, while tables open, with tables running and before a result: nothing lost, nothing twice", async () => {
    const rig = await startProcessRig(backend);
    cleanup = () => rig.close();
    const { emu, channel, service, driver, settled } = rig;
    const { alice, bob, carol } = driver;
    alice.manageGuild = true;
    const dave = emu.addUser({ username: "dave" });
    const erin = emu.addUser({ username: "erin" });
    const players = [alice, bob, carol, dave, erin];
    const userOf = (id: string | null | undefined): EmuUser => {
      const user = players.find((u) => u.id === id);
      if (!user) throw new Error(`no player ${id}`);
      return user;
    };
    // The test reads the event through a connection of its own.
    const stores = await rig.db.open();
    const leagues = new LeagueService(stores.leagues, systemClock);
    const events = new EventService(stores.events, leagues, systemClock);
    const restart = async (): Promise<void> => {
      await rig.relaunch().ready;
    };
    /** The bot is killed when it sends its next request that `matches`, before Discord serves it; resolves once dead. */
    const killOn = (matches: (method: string, route: string) => boolean): Promise<void> => {
      const dying = rig.bot.child;
      return emu.trapRequest(matches, () => rig.crash()).then(() => killed(dying));
    };

    const slash = async (user: EmuUser, command: string, options: Record<string, string | number> = {}) => {
      const outcome = await emu.slash(user, channel.id, command, { league: "Spy league", event: "Cup", ...options });
      await settled();
      return outcome;
    };
    await emu.slash(alice, channel.id, "league create", { name: "Spy league", game: "spymaster" });
    for (const user of players) await emu.slash(user, channel.id, "league join", { league: "Spy league" });
    await slash(alice, "event create", { rounds: 2, "check-in-minutes": 15 });
    for (const user of players) await slash(user, "event join");
    const league = await leagues.find(emu.guilds[0]?.id ?? "", "Spy league");
    if (!league.ok) throw new Error("no league");
    const found = await events.find(league.value, "Cup");
    if (!found.ok) throw new Error("no event");
    const eventId = found.value.id;
    const event = async (): Promise<EventRecord> => {
      const now = await events.byId(eventId);
      if (!now) throw new Error("no event");
      return now;
    };
    const eventPost = (): RecordedMessage => {
      const post = emu.messages.find(
        (m) => !m.deleted && m.channelId === channel.id && m.content.startsWith("**Cup**"),
      );
      if (!post) throw new Error("no event post");
      return post;
    };

    // 1. During check-in: killed as carol's check-in is answered, before the post would show it.
    await slash(alice, "event check-in");
    const button = customIds(eventPost()).find((c) => c.id.startsWith("i:"))?.id as string;
    for (const user of [alice, bob])
      expect(privateReply(await emu.press(user, eventPost(), button), user)).toBeTruthy();
    await settled();
    expect(eventPost().content).toContain("2 of 5");
    const postEdit = killOn(POST_EDIT);
    expect(privateReply(await emu.press(carol, eventPost(), button), carol)).toBeTruthy();
    await postEdit;
    expect(eventPost().content).toContain("2 of 5");
    await restart();
    const checkedIn = (await event()).players.filter((p) => p.checkedIn).map((p) => p.userId);
    expect(checkedIn.sort()).toEqual([alice.id, bob.id, carol.id].sort());
    // The restarted bot shows the stored check-ins on the post.
    await emu.waitFor(() => eventPost().content.includes("3 of 5"));
    // The post from before the crash still takes check-ins; a second one from the same player is refused.
    expect(privateReply(await emu.press(carol, eventPost(), button), carol)).toMatch(/already/);
    expect(privateReply(await emu.press(dave, eventPost(), button), dave)).toBeTruthy();
    await settled();
    expect(eventPost().content).toContain("4 of 5");

    /** The round's tables, each pairing's once opened, its message drawn, its players told in the thread. */
    const roundOpened = async (round: number): Promise<TableRecord[]> => {
      const slots = current(await event()).filter((m) => m.b !== null);
      const tables = await emu.waitFor(async () => {
        const now = await service.eventTables(eventId, round);
        const told = now.every((t) =>
          emu.messages.some((m) => m.channelId === t.channelId && !m.deleted && m.content.includes("Press Ready")),
        );
        return now.length >= slots.length && now.every((t) => t.messageId && t.boardVersion === t.version) && told
          ? now
          : null;
      });
      await settled();
      return tables.sort((a, b) => (a.eventNumber ?? 0) - (b.eventNumber ?? 0));
    };
    /** What a round's opening must have left, whatever the crash: one thread, table and message per pairing. */
    const checkRound = async (round: number, threadsBefore: number): Promise<TableRecord[]> => {
      const tables = await roundOpened(round);
      const now = await event();
      expect(now.round).toBe(round);
      expect(now.matches.filter((m) => m.round === round)).toHaveLength(2);
      expect(now.matches.filter((m) => m.round > round)).toHaveLength(0);
      expect((await service.eventTables(eventId, round)).map((t) => t.eventNumber).sort()).toEqual([1, 2]);
      const threads = emu.threadsOf(channel.id);
      expect(threads).toHaveLength(threadsBefore + 2);
      expect(threads.slice(threadsBefore).every((t) => t.name?.startsWith(`Round ${round} · `))).toBe(true);
      for (const table of tables) {
        const slot = now.matches.find((m) => m.round === round && m.number === table.eventNumber);
        expect(slot?.channelId).toBe(table.channelId);
        expect(threads.filter((t) => t.id === table.channelId)).toHaveLength(1);
        const shown = emu.messages.filter(
          (m) => !m.deleted && customIds(m).some((c) => c.id.startsWith(`l:${table.id}:`) || c.id === `h:${table.id}`),
        );
        expect(shown.map((m) => m.id)).toEqual([table.messageId]);
        const pings = emu.messages.filter((m) => m.channelId === table.channelId && m.content.includes("Press Ready"));
        expect(pings).toHaveLength(1);
        // Each player hears of their table by DM, with a link to its thread.
        const link = `/channels/${emu.guilds[0]?.id}/${table.channelId}`;
        for (const seat of table.seats)
          expect(
            emu.messages.filter(
              (m) => m.visibility.kind === "dm" && m.visibility.userId === seat.userId && m.content.includes(link),
            ).length,
          ).toBeGreaterThanOrEqual(1);
      }
      return tables;
    };

    // 2. The start, killed on the first thread it starts for round 1: the pairings are stored, no table is open yet.
    const threadStart = killOn(THREAD_START);
    await emu.slash(alice, channel.id, "event start", { league: "Spy league", event: "Cup" });
    await threadStart;
    expect(emu.threadsOf(channel.id)).toHaveLength(0);
    expect(current(await event())).toHaveLength(2);
    expect(await service.eventTables(eventId, 1)).toHaveLength(0);
    await restart();
    const afterStart = await event();
    expect(afterStart.players.map((p) => p.userId).sort()).toEqual([alice.id, bob.id, carol.id, dave.id].sort());
    let tables = await checkRound(1, 0);

    // 3. Tables running: everyone ready, a few moves, and killed right after moves were answered.
    const rng = testRng(30);
    const readyAll = async (table: TableRecord): Promise<void> => {
      for (const seat of table.seats) {
        const now = await tableOf(driver, table.id);
        const message = emu.messages.find((m) => m.id === now.messageId) as RecordedMessage;
        await emu.press(userOf(seat.userId), message, `l:${table.id}:r`);
        await settled();
      }
      expect((await tableOf(driver, table.id)).status).toBe("playing");
    };
    const decide = async (id: string): Promise<void> => {
      const table = await emu.waitFor(async () => {
        const now = await tableOf(driver, id);
        return (now.status !== "playing" || service.owing(now).length > 0) && now;
      });
      if (table.status === "playing") await playOneDecision(driver, id, rng);
    };
    for (const table of tables) await readyAll(table);
    for (const table of tables) for (let i = 0; i < 3; i++) await decide(table.id);
    const answered = await Promise.all(tables.map((t) => tableOf(driver, t.id)));
    await rig.crash();
    expect(answered.every((t) => t.status === "playing")).toBe(true);
    await restart();
    await settled();
    for (const before of answered) {
      const now = await tableOf(driver, before.id);
      expect(now.seq, "an answered move was lost").toBeGreaterThanOrEqual(before.seq);
      expect(now.boardVersion).toBe(now.version);
      expect(emu.messages.filter((m) => !m.deleted && customIds(m).some((c) => c.id === `h:${now.id}`))).toHaveLength(
        1,
      );
    }
    // They play on.
    for (const table of tables) for (let i = 0; i < 2; i++) await decide(table.id);

    // Killed between the move that ends table 1's match (a concession, committed) and its answer: its result is
    // settled by the restarted bot, once, and no second game opens for a best-of-one match.
    const [first, second] = tables as [TableRecord, TableRecord];
    const firstNow = await tableOf(driver, first.id);
    expect(firstNow.status).toBe("playing");
    const conceder = userOf(first.seats[1]?.userId);
    const answer = killOn(ANSWER);
    const conceded = emu.slash(conceder, first.channelId, "concede").then(
      () => "answered",
      (error: unknown) => String(error),
    );
    await answer;
    expect((await tableOf(driver, first.id)).status).toBe("finished");
    expect(current(await event()).find((m) => m.number === first.eventNumber)?.reported).toBe(false);
    await restart();
    // Meanwhile the concession went unanswered: the user saw it fail (it counted all the same).
    expect(await conceded).toMatch(/no first response/);
    await emu.waitFor(async () => current(await event()).find((m) => m.number === first.eventNumber)?.reported);
    await settled();
    expect((await service.eventTables(eventId, 1)).filter((t) => t.eventNumber === first.eventNumber)).toHaveLength(1);
    const settledFirst = current(await event()).find((m) => m.number === first.eventNumber);
    const firstWinner = first.seats[0]?.userId as string;
    expect(settledFirst?.a === firstWinner ? settledFirst.aWins : settledFirst?.bWins).toBe(1);
    // Table 2 plays on to its end.
    expect((await tableOf(driver, second.id)).status).toBe("playing");
    await decide(second.id);
    await emu.slash(userOf(second.seats[0]?.userId), second.channelId, "concede");
    await emu.waitFor(async () => current(await event()).every((m) => m.reported));
    await settled();
    const roundOver = (round: number) =>
      emu.messages.filter((m) => m.channelId === channel.id && m.content.includes(`round ${round} of **Cup** is over`));
    expect(roundOver(1)).toHaveLength(1);
    for (const user of [alice, bob, carol, dave])
      expect(
        emu.messages.filter(
          (m) => m.visibility.kind === "dm" && m.visibility.userId === user.id && RESULT_DM.test(m.content),
        ),
        `${user.username}'s result`,
      ).toHaveLength(1);

    // 2 again. Round 2, killed on the first message posted while its tables open (a thread is started by then).
    const messagePost = killOn(MESSAGE_POST);
    await emu.slash(alice, channel.id, "event pair", { league: "Spy league", event: "Cup" });
    await messagePost;
    // By then table 1 of round 2 was open in its thread, not yet shown, its players not yet told.
    const unshown = await service.eventTables(eventId, 2);
    expect(unshown.map((t) => [t.eventNumber, t.messageId])).toEqual([[1, null]]);
    expect(emu.threadsOf(channel.id)).toHaveLength(3);
    const thread = unshown[0]?.channelId as string;
    expect(emu.messages.filter((m) => m.channelId === thread || m.content.includes(thread))).toHaveLength(0);
    await restart();
    tables = await checkRound(2, 2);
    // A second /event pair finds the round under way: nothing is paired again.
    await slash(alice, "event pair");
    expect((await event()).matches).toHaveLength(4);
    expect(await service.eventTables(eventId, 2)).toHaveLength(2);

    // Round 2 to its end: the winner of the two players with a win is the champion.
    const leaders = new Set(
      (await event()).matches
        .filter((m) => m.round === 1)
        .map((m) => (m.aWins > m.bWins ? m.a : m.b))
        .filter((u): u is string => u !== null),
    );
    let champion = "";
    for (const table of tables) {
      await readyAll(table);
      await decide(table.id);
      const winner = table.seats[0]?.userId as string;
      if (leaders.has(winner)) champion = winner;
      await emu.slash(userOf(table.seats[1]?.userId), table.channelId, "concede");
      await settled();
    }
    await emu.waitFor(async () => current(await event()).every((m) => m.reported));
    await settled();
    expect(roundOver(2)).toHaveLength(1);
    const done = await emu.slash(alice, channel.id, "event pair", { league: "Spy league", event: "Cup" });
    await settled();
    expect(done.message?.content).toContain("Champion");
    const ended = await event();
    expect(ended.status).toBe("finished");
    expect(ended.champion).toBe(champion);
    // Every table of the event ended once, one game a pairing.
    for (const round of [1, 2])
      expect((await service.eventTables(eventId, round)).map((t) => t.status)).toEqual(["finished", "finished"]);
    // The one thing a user noticed: the concession the killed bot never answered.
    expect(emu.problems).toEqual([expect.stringMatching(/\(\/concede\): no first response/)]);
  });
});
