/**
 * Events at the bot's own tables through Discord (issue 30): a 6-player Spymaster Swiss event with check-in (one
 * no-show), three rounds played at threads the bot opens, a round that hits its time limit, a top cut of 4 and a
 * restart in the middle of a round; a 7-player Survivor pod event with registered decks, hidden until the end, two
 * rounds and a final table, with a restart in the middle of a round.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EventRecord } from "../../src/db/league-events.ts";
import type { TableRecord } from "../../src/db/store.ts";
import { survivorDeck } from "../../src/games/survivor/deck.ts";
import { DECKS as SURVIVOR_DECKS } from "../../src/games/survivor/cards.ts";
import { OVERTIME_MS } from "../../src/leagues/event-tables.ts";
import { current, currentPods } from "../../src/leagues/events.ts";
import type { EmuUser, RecordedMessage } from "../emulator/index.ts";
import {
  advance,
  channelPosts,
  customIds,
  decideLikeBot,
  dmsTo,
  privateReply,
  restartBot,
  startHarness,
  tableMessage,
  testRng,
  type Harness,
} from "./harness.ts";

let h: Harness | null = null;
afterEach(async () => {
  if (h) for (const line of h.logs) if (line.includes('"level":"error"')) console.log("LOG", line);
  await h?.stop();
  h = null;
});

const MINUTE = 60_000;

interface Room {
  harness: Harness;
  players: EmuUser[];
  league: string;
  event(): Promise<EventRecord>;
}

/** alice manages the server and runs the league; `count` players (alice first) are members. */
async function room(game: string, count: number): Promise<Room> {
  const harness = (h = await startHarness());
  harness.alice.manageGuild = true;
  const extra = ["dave", "erin", "frank", "grace", "heidi", "ivan"].map((username) =>
    harness.emu.addUser({ username, locale: "en-US" }),
  );
  const players = [harness.alice, harness.bob, harness.carol, ...extra].slice(0, count);
  const league = `${game} league`;
  await harness.emu.slash(harness.alice, harness.channel.id, "league create", { name: league, game });
  for (const user of players) await harness.emu.slash(user, harness.channel.id, "league join", { league });
  return {
    harness,
    players,
    league,
    async event() {
      const guild = harness.emu.guilds[0]?.id ?? "";
      const found = await harness.bot.ctx.leagues.find(guild, league);
      if (!found.ok) throw new Error("no league");
      const event = await harness.bot.ctx.events.find(found.value, "Cup");
      if (!event.ok) throw new Error("no event");
      return event.value;
    },
  };
}

function userOf(r: Room, id: string | null | undefined): EmuUser {
  const user = r.players.find((u) => u.id === id);
  if (!user) throw new Error(`no player ${id}`);
  return user;
}

/** The event's tables of its current round still in play. */
async function openTables(r: Room): Promise<TableRecord[]> {
  const event = await r.event();
  const tables = await r.harness.bot.ctx.service.eventTables(event.id, event.round);
  return tables
    .filter((t) => t.status === "lobby" || t.status === "playing")
    .sort((a, b) => (a.eventNumber ?? 0) - (b.eventNumber ?? 0));
}

async function tableNow(r: Room, id: string): Promise<TableRecord> {
  const table = await r.harness.bot.ctx.service.get(id);
  if (!table) throw new Error(`no table ${id}`);
  return table;
}

/** Every player at the table presses Ready on its message. */
async function readyAll(r: Room, table: TableRecord): Promise<void> {
  for (const seat of table.seats) {
    await r.harness.emu.press(
      userOf(r, seat.userId),
      tableMessage(r.harness, await tableNow(r, table.id)),
      `l:${table.id}:r`,
    );
    await r.harness.bot.ctx.idle();
  }
  expect((await tableNow(r, table.id)).status).toBe("playing");
}

/** The players concede in turn (in the table's own thread), all but the last: the match is over. */
async function concedeAllBut(r: Room, table: TableRecord, order: readonly EmuUser[]): Promise<void> {
  for (const user of order) {
    await r.harness.emu.slash(user, table.channelId, "concede");
    await r.harness.bot.ctx.idle();
  }
  expect((await tableNow(r, table.id)).status).toBe("finished");
}

async function slash(
  r: Room,
  user: EmuUser,
  command: string,
  options: Record<string, string | number | boolean | EmuUser> = {},
) {
  const outcome = await r.harness.emu.slash(user, r.harness.channel.id, command, {
    league: r.league,
    event: "Cup",
    ...options,
  });
  await r.harness.bot.ctx.idle();
  return outcome;
}

/** The event's post in its channel (the message with the event's name and its settings). */
function eventPost(r: Room): RecordedMessage {
  const post = channelPosts(r.harness, r.harness.channel.id).find((m) => m.content.startsWith("**Cup**"));
  if (!post) throw new Error("no event post");
  return post;
}

describe("events at the bot's own tables", () => {
  it("a 6-player Spymaster Swiss event: check-in with a no-show, tables in threads, a round at time, a restart mid-round, a top cut of 4", async () => {
    const r = await room("spymaster", 7);
    const [alice, bob] = r.players as [EmuUser, EmuUser];
    const grace = r.players[6] as EmuUser;
    const created = await slash(r, alice, "event create", {
      rounds: 3,
      "top-cut": 4,
      "round-minutes": 30,
      "check-in-minutes": 15,
    });
    expect(privateReply(created, alice)).toContain("Cup");
    expect(privateReply(await slash(r, bob, "event create", { event: "Other" }), bob)).toContain("管理者");
    for (const user of r.players) await slash(r, user, "event join");
    // Starting before the check-in is refused; the check-in opens a button on the event's post.
    expect(privateReply(await slash(r, alice, "event start"), alice)).toContain("check-in");
    await slash(r, alice, "event check-in");
    const post = eventPost(r);
    const button = customIds(post).find((c) => c.id.startsWith("i:"));
    if (!button) throw new Error("no check-in button");
    for (const user of r.players.slice(0, 6)) {
      const answer = await r.harness.emu.press(user, eventPost(r), button.id);
      expect(privateReply(answer, user)).toBeTruthy();
      await r.harness.bot.ctx.idle();
    }
    expect(eventPost(r).content).toContain("6 of 7");
    expect(privateReply(await slash(r, bob, "event start"), bob)).toContain("管理者");
    const started = await slash(r, alice, "event start");
    expect(started.message?.attachments.some((a) => a.filename === "pairings.png")).toBe(true);
    const event = await r.event();
    expect(event.players.map((p) => p.userId)).not.toContain(grace.id);
    expect(event.players).toHaveLength(6);

    // Round 1: a thread per pairing named after the round and the players; each player hears by DM and in the thread.
    const threads = r.harness.emu.threadsOf(r.harness.channel.id);
    expect(threads).toHaveLength(3);
    expect(threads.every((t) => t.name?.startsWith("Round 1 · "))).toBe(true);
    let tables = await openTables(r);
    expect(tables).toHaveLength(3);
    expect(new Set(tables.map((t) => t.channelId)).size).toBe(3);
    for (const table of tables) {
      for (const seat of table.seats) {
        const user = userOf(r, seat.userId);
        // In each player's own language (bob reads Japanese), with a link to the table's thread.
        const link = `https://discord.com/channels/${r.harness.emu.guilds[0]?.id}/${table.channelId}`;
        expect(dmsTo(r.harness, user).some((m) => m.content.includes(link))).toBe(true);
      }
      const ping = channelPosts(r.harness, table.channelId).find((m) => m.content.includes("Press Ready"));
      expect(ping?.content).toContain(`<@${table.seats[0]?.userId}>`);
    }
    // Nobody presses Ready or plays at a table that is not theirs.
    const first = tables[0] as TableRecord;
    const stranger = r.players.find((u) => !first.seats.some((s) => s.userId === u.id) && u !== grace) as EmuUser;
    const foreign = await r.harness.emu.press(stranger, tableMessage(r.harness, first), `l:${first.id}:r`);
    expect(privateReply(foreign, stranger)).toMatch(/not seated|着席/);
    const rng = testRng(30);
    const playRound = async (played: number): Promise<void> => {
      tables = await openTables(r);
      for (const table of tables) await readyAll(r, table);
      for (const [i, table] of tables.entries()) {
        if (i < played) {
          for (let step = 0; step < 400 && (await tableNow(r, table.id)).status === "playing"; step++) {
            const now = await tableNow(r, table.id);
            const seat = r.harness.bot.ctx.service.owing(now)[0];
            if (seat === undefined) break;
            await decideLikeBot(r.harness, table.id, userOf(r, now.seats[seat]?.userId), rng);
          }
        } else {
          if (i === played) {
            // A seat left to its clock is played by the bot, as at any table.
            const idle = await tableNow(r, table.id);
            await advance(r.harness, idle.turnSeconds * 1000 + 1000);
            const moved = await tableNow(r, table.id);
            expect(moved.match?.seq ?? 0).toBeGreaterThan(idle.match?.seq ?? 0);
            if (moved.status !== "playing") continue;
          }
          await concedeAllBut(r, table, [userOf(r, table.seats[1]?.userId)]);
        }
      }
    };
    await playRound(1);
    expect(current(await r.event()).every((m) => m.reported)).toBe(true);
    expect(
      channelPosts(r.harness, r.harness.channel.id).some((m) => m.content.includes("round 1 of **Cup** is over")),
    ).toBe(true);
    // Each player hears their own result.
    for (const user of r.players.slice(0, 6))
      expect(
        dmsTo(r.harness, user).some((m) => /you (won|lost)|a draw|勝ちました|負けました|引き分け/.test(m.content)),
      ).toBe(true);
    expect(privateReply(await slash(r, bob, "event pair"), bob)).toContain("管理者");
    const paired = await slash(r, alice, "event pair");
    expect(paired.message?.attachments.map((a) => a.filename).sort()).toEqual(["pairings.png", "standings.png"]);

    // Round 2, with a restart in the middle: nothing is lost, nothing opens twice.
    tables = await openTables(r);
    for (const table of tables) await readyAll(r, table);
    const before = tables.map((t) => t.id).sort();
    await restartBot(r.harness);
    expect((await openTables(r)).map((t) => t.id).sort()).toEqual(before);
    expect(r.harness.emu.threadsOf(r.harness.channel.id)).toHaveLength(6);
    for (const table of await openTables(r)) await concedeAllBut(r, table, [userOf(r, table.seats[0]?.userId)]);
    await slash(r, alice, "event pair");

    // Round 3 hits its time limit: time is called, the turn in play finishes, and the game is a draw (or over).
    tables = await openTables(r);
    for (const table of tables) await readyAll(r, table);
    const ends = (await r.event()).roundEndsAt ?? 0;
    expect(tableMessage(r.harness, await tableNow(r, (tables[0] as TableRecord).id)).content).toContain(
      `<t:${Math.ceil(ends / 1000)}:R>`,
    );
    await advance(r.harness, ends - r.harness.clock.now());
    expect(current(await r.event()).every((m) => m.timeTurn !== null || m.reported)).toBe(true);
    await advance(r.harness, OVERTIME_MS);
    const timed = await Promise.all(tables.map((t) => tableNow(r, t.id)));
    expect(timed.every((t) => t.status === "finished")).toBe(true);
    expect(timed.some((t) => t.outcome?.reason === "time")).toBe(true);
    expect(current(await r.event()).every((m) => m.reported)).toBe(true);
    const standings = await slash(r, bob, "event standings");
    expect(standings.message?.content).toContain("OMW");

    // The top cut of 4: two semi-finals and a final, untimed, then the champion.
    await slash(r, alice, "event pair");
    expect((await r.event()).status).toBe("cut");
    expect(await openTables(r)).toHaveLength(2);
    for (const table of await openTables(r)) {
      await readyAll(r, table);
      await concedeAllBut(r, table, [userOf(r, table.seats[1]?.userId)]);
    }
    await slash(r, alice, "event pair");
    const final = await openTables(r);
    expect(final).toHaveLength(1);
    await readyAll(r, final[0] as TableRecord);
    await concedeAllBut(r, final[0] as TableRecord, [userOf(r, final[0]?.seats[1]?.userId)]);
    const done = await slash(r, alice, "event pair");
    expect(done.message?.content).toContain("Champion");
    const ended = await r.event();
    expect(ended.status).toBe("finished");
    expect(ended.champion).toBe(final[0]?.seats[0]?.userId);
    expect(r.harness.emu.problems).toEqual([]);
  });

  it("a 7-player Survivor pod event with registered decks: hidden lists, pods of 4 and 3, a restart mid-round, a final table", async () => {
    const r = await room("survivor", 7);
    const [alice, bob, carol, dave] = r.players as [EmuUser, EmuUser, EmuUser, EmuUser];
    const list = (SURVIVOR_DECKS[0]?.cards ?? []).map((l) => ({ section: "deck", card: l.card, copies: l.copies }));
    for (const user of r.players)
      await r.harness.bot.ctx.decks.save({
        userId: user.id,
        game: "survivor",
        name: "Secret Cove",
        list,
        setVersion: survivorDeck.setVersion,
      });
    await r.harness.bot.ctx.decks.save({
      userId: dave.id,
      game: "survivor",
      name: "Too Small",
      list: list.slice(0, 2),
      setVersion: survivorDeck.setVersion,
    });
    await slash(r, alice, "event create", { rounds: 2, "top-cut": 4 });
    expect(privateReply(await slash(r, dave, "event join"), dave)).toContain("registers decks");
    expect(privateReply(await slash(r, dave, "event join", { deck: "Too Small" }), dave)).toContain("does not pass");
    expect(privateReply(await slash(r, bob, "event join", { deck: "Nothing" }), bob)).toContain("Nothing");
    for (const user of r.players) await slash(r, user, "event join", { deck: "Secret Cove" });
    // Until the lists are published only the player and the admins see one.
    expect(privateReply(await slash(r, dave, "event decklist", { player: carol }), dave)).toContain("not published");
    expect(privateReply(await slash(r, carol, "event decklist"), carol)).toContain("Secret Cove");
    expect(privateReply(await slash(r, alice, "event decklist", { player: carol }), alice)).toContain("Secret Cove");
    await slash(r, alice, "event start");
    const hidden = (): boolean =>
      r.harness.emu.messages.every((m) => m.visibility.kind !== "public" || !m.content.includes("Secret Cove"));

    const playPods = async (restartMidway: boolean): Promise<void> => {
      const tables = await openTables(r);
      for (const table of tables) await readyAll(r, table);
      if (restartMidway) {
        const before = tables.map((t) => t.id).sort();
        await restartBot(r.harness);
        expect((await openTables(r)).map((t) => t.id).sort()).toEqual(before);
      }
      for (const table of tables) {
        const order = [...table.seats]
          .reverse()
          .slice(0, -1)
          .map((s) => userOf(r, s.userId));
        await concedeAllBut(r, table, order);
      }
    };
    await playPods(false);
    expect(currentPods(await r.event()).map((p) => p.places.length)).toEqual([4, 3]);
    expect(currentPods(await r.event()).every((p) => p.reported)).toBe(true);
    await slash(r, alice, "event pair");
    await playPods(true);
    expect(hidden()).toBe(true);
    const standings = await slash(r, bob, "event standings");
    expect(standings.message?.attachments.some((a) => a.filename === "standings.png")).toBe(true);
    await slash(r, alice, "event pair");
    const final = currentPods(await r.event());
    expect(final).toHaveLength(1);
    expect(final[0]?.stage).toBe("final");
    expect(hidden()).toBe(true);
    await playPods(false);
    await slash(r, alice, "event pair");
    const done = await r.event();
    expect(done.status).toBe("finished");
    expect(done.champion).toBe(final[0]?.places[0]?.userId);
    // Published at the end: anyone may read a list now.
    expect(privateReply(await slash(r, bob, "event decklist", { player: carol }), bob)).toContain("Secret Cove");
    expect(r.harness.emu.problems).toEqual([]);
    await advance(r.harness, MINUTE);
  });
});
