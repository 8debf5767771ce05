import { afterEach, describe, expect, it } from "vitest";
import { CLOSED_DMS_RETRY_MS } from "../../src/discord/channels.ts";
import { QUIET_AFTER_ACTIVITY_MS } from "../../src/discord/notices.ts";
import { HAND_OVER_AFTER } from "../../src/tables/service.ts";
import type { EmuUser } from "../emulator/index.ts";
import {
  advance,
  botsOwing,
  channelPosts,
  decideAs,
  dmsTo,
  openAndStart,
  owingUsers,
  playOneDecision,
  privateReply,
  seatOfUser,
  startHarness,
  tableMessage,
  tableOf,
  testRng,
  type Harness,
  yourTurnDm,
  restartBot,
} from "./harness.ts";

let running: Harness | null = null;
afterEach(async () => {
  if (running) for (const line of running.logs) if (!line.includes('"level":"info"')) console.log("LOG", line);
  if (running && process.env.DUMP)
    console.log(
      "INTENTS",
      JSON.stringify(
        (
          await running.bot.ctx.store.intentLog(
            [...running.logs.join("\n").matchAll(/"table":"([0-9a-z]+)"/g)][0]?.[1] ?? "",
          )
        ).map((e) => [e.seq, e.seat, e.source, e.action]),
      ),
    );
  await running?.stop();
  running = null;
});

async function start(options: { bobDms?: boolean; rateLimits?: boolean } = {}): Promise<Harness> {
  running = await startHarness(options);
  return running;
}

/** Long enough since a user's last click that a turn notice is due. */
const AWAY_MS = QUIET_AFTER_ACTIVITY_MS + 1_000;

function otherOf(h: Harness, user: EmuUser): EmuUser {
  return user.id === h.alice.id ? h.bob : h.alice;
}

describe("your-turn notices", () => {
  it("a player whose turn comes after a while away gets a DM linking to the table message; an active one gets none", async () => {
    const h = await start();
    const started = await openAndStart(h, "spymaster");
    const id = started.id;
    const rng = testRng(21);
    const [attacker] = owingUsers(h, started);
    if (!attacker) throw new Error("nobody attacks");
    const defender = otherOf(h, attacker);

    // Straight after the start both have just clicked: no notice for anyone.
    expect(dmsTo(h, h.alice)).toEqual([]);
    expect(dmsTo(h, h.bob)).toEqual([]);

    expect(AWAY_MS).toBe(121_000);
    await advance(h, AWAY_MS);
    await decideAs(h, id, attacker, rng);
    const table = await tableOf(h, id);
    expect(owingUsers(h, table).map((u) => u.id)).toEqual([defender.id]);
    const dms = dmsTo(h, defender);
    expect(dms).toHaveLength(1);
    const link = `https://discord.com/channels/${h.channel.guildId}/${h.channel.id}/${table.messageId}`;
    expect(dms[0]?.content).toBe(yourTurnDm(defender, id, link));
    expect(dms[0]?.visibility).toEqual({ kind: "dm", userId: defender.id });
    // The link leads to the live table message.
    expect(tableMessage(h, table).id).toBe(table.messageId);
    expect(dmsTo(h, attacker)).toEqual([]);
    expect(channelPosts(h, h.channel.id).filter((m) => m.content.includes("your turn"))).toEqual([]);

    // The defender answers at once: the attacker, who just clicked too, is not disturbed.
    await decideAs(h, id, defender, rng);
    expect(dmsTo(h, attacker)).toEqual([]);
    expect(dmsTo(h, defender)).toHaveLength(1);
    expect(h.emu.problems).toEqual([]);
  });

  it("with DMs closed the notice is a channel mention, one per table at a time, and play goes on to the end", async () => {
    const h = await start({ bobDms: false });
    const { alice, bob } = h;
    const started = await openAndStart(h, "spymaster", 3600);
    const id = started.id;
    const rng = testRng(22);
    const ping = `<@${bob.id}>: your turn at table \`${id}\`.`;
    const isPing = (content: string) => content.includes(`your turn at table \`${id}\``);

    let pings = 0;
    for (let step = 0; step < 500 && (await tableOf(h, id)).status === "playing"; step++) {
      await advance(h, AWAY_MS);
      await playOneDecision(h, id, rng);
      const live = channelPosts(h, h.channel.id).filter((m) => isPing(m.content));
      expect(live.length).toBeLessThanOrEqual(1);
      for (const m of live) expect(m.content).toBe(ping);
      pings = h.emu.messages.filter((m) => isPing(m.content)).length;
    }
    expect((await tableOf(h, id)).status).toBe("finished");
    expect(dmsTo(h, bob)).toEqual([]);
    expect(dmsTo(h, alice).length).toBeGreaterThan(0);
    expect(
      dmsTo(h, alice).every((m) =>
        m.content.startsWith(`Your turn at Spymaster (table \`${id}\`): https://discord.com/channels/`),
      ),
    ).toBe(true);
    // Bob was mentioned more than once over the match; each mention replaced the last, and the last went with the match.
    expect(pings).toBeGreaterThan(1);
    const all = h.emu.messages.filter((m) => isPing(m.content));
    expect(all.every((m) => m.visibility.kind === "public" && m.channelId === h.channel.id && m.content === ping)).toBe(
      true,
    );
    expect(all.every((m) => m.deleted)).toBe(true);
    expect(h.emu.problems).toEqual([]);
  });
});

describe("closed DMs", () => {
  it("a user whose DMs refused the bot is not asked again for an hour (each refusal is an invalid request to Discord)", async () => {
    const h = await start({ bobDms: false, rateLimits: true });
    const refusals = () => h.emu.problems.filter((p) => p.startsWith("invalid request: 403"));
    const { channels } = h.bot.ctx;
    expect(await channels.dm(h.bob.id, "one")).toBe(false);
    expect(await channels.dm(h.bob.id, "two")).toBe(false);
    expect(refusals()).toHaveLength(1);
    expect(await channels.dm(h.alice.id, "open")).toBe(true);
    h.emu.setDmsOpen(h.bob, true);
    await advance(h, CLOSED_DMS_RETRY_MS - 1_000);
    expect(await channels.dm(h.bob.id, "three")).toBe(false);
    await advance(h, 1_000);
    expect(await channels.dm(h.bob.id, "four")).toBe(true);
    expect(dmsTo(h, h.bob).map((m) => m.content)).toEqual(["four"]);
    expect(refusals()).toHaveLength(1);
  });
});

describe("the turn timer", () => {
  /**
   * One table with a 15 s timer: warning, a timeout, a move that clears the count, then three timeouts in a row and
   * the bot playing the seat to the end. The deal is random: false when the match ended before all of that happened.
   */
  async function timerScenario(h: Harness, rng: ReturnType<typeof testRng>): Promise<boolean> {
    const mark = h.emu.messages.length;
    const started = await openAndStart(h, "spymaster", 15);
    const id = started.id;
    expect(started.turnSeconds).toBe(15);
    const [slow] = owingUsers(h, started);
    if (!slow) throw new Error("nobody attacks");
    const quick = otherOf(h, slow);
    const seat = seatOfUser(started, slow);
    const liveNotices = () =>
      channelPosts(h, h.channel.id).filter((m) => h.emu.messages.indexOf(m) >= mark && !m.content.startsWith("**"));
    const playing = async (): Promise<boolean> => (await tableOf(h, id)).status === "playing";

    // A third of 15 s before the deadline: the warning.
    await advance(h, 9_000);
    expect(liveNotices()).toEqual([]);
    await advance(h, 1_500);
    expect((await tableOf(h, id)).warned).toBe(true);
    expect(liveNotices().map((m) => m.content)).toEqual([
      `<@${slow.id}>: 5 seconds left at table \`${id}\`, then a bot decides for you.`,
    ]);
    expect((await tableOf(h, id)).seq).toBe(started.seq);

    // Past the deadline the bot decides for the slow player; the table message moves on.
    const board = tableMessage(h, await tableOf(h, id));
    const revisions = board.revisions.length;
    await advance(h, 5_000);
    let table = await tableOf(h, id);
    expect(table.seq).toBe(started.seq + 1);
    expect((await h.bot.ctx.store.intentLog(id)).at(-1)).toMatchObject({
      seq: started.seq + 1,
      seat,
      source: "timeout",
      userId: null,
    });
    expect(table.seats[seat]).toMatchObject({ timeouts: 1, bot: false });
    expect(board.revisions.length).toBeGreaterThan(revisions);
    expect(board.content).not.toBe(board.revisions[revisions - 1]?.content);
    expect(liveNotices().map((m) => m.content)).toEqual([`Time ran out for <@${slow.id}>: a bot decided for them.`]);

    /** The quick player makes every decision until the slow one owes one; false if the match ends first. */
    const untilSlowOwes = async (): Promise<boolean> => {
      for (let step = 0; step < 100 && (await playing()); step++) {
        const owing = owingUsers(h, await tableOf(h, id));
        if (owing.some((u) => u.id === quick.id)) await decideAs(h, id, quick, rng);
        else if (owing.some((u) => u.id === slow.id)) return true;
        else throw new Error("nobody owes a decision");
      }
      return false;
    };

    // A move by the player clears the count.
    if (!(await untilSlowOwes())) return false;
    await decideAs(h, id, slow, rng);
    expect((await tableOf(h, id)).seats[seat]).toMatchObject({ timeouts: 0, bot: false });

    // Then three timeouts in a row hand the seat to the bot.
    for (let strike = 1; strike <= HAND_OVER_AFTER; strike++) {
      if (!(await untilSlowOwes())) return false;
      const before = (await h.bot.ctx.store.intentLog(id)).length;
      await advance(h, 16_000);
      const log = await h.bot.ctx.store.intentLog(id);
      expect(log[before]).toMatchObject({ seat, source: "timeout", userId: null });
      expect((await tableOf(h, id)).seats[seat]).toMatchObject({ timeouts: strike, bot: strike === HAND_OVER_AFTER });
      // A timed-out move that ends the match closes the table before any notice: a deal too short for the scenario.
      if (!(await playing())) return false;
      // The notice is posted on its own after the move: under load it may land a moment later.
      await h.emu.waitFor(() => liveNotices().length > 0);
      if (strike < HAND_OVER_AFTER)
        expect(liveNotices().map((m) => m.content)).toEqual([
          `Time ran out for <@${slow.id}>: a bot decided for them.`,
        ]);
    }
    table = await tableOf(h, id);
    expect(liveNotices().map((m) => m.content)).toEqual([
      `<@${slow.id}> timed out 3 times in a row: a bot plays their seat from now on.`,
    ]);
    const alt = tableMessage(h, table).attachments[0]?.description ?? "";
    expect(alt).toContain(`${slow.username} (bot)`);
    if (!(await playing())) return false;

    // The player is told the bot has the seat; from now on the bot plays it.
    const hand = await h.emu.press(slow, tableMessage(h, table), `h:${id}`);
    expect(privateReply(hand, slow)).toContain(
      slow.locale === "ja"
        ? "時間切れが続いたため、あなたの席はボットが担当しています。"
        : "A bot plays your seat after repeated timeouts.",
    );
    const handedAt = (await h.bot.ctx.store.intentLog(id)).findLastIndex((e) => e.source === "timeout") + 1;
    for (let step = 0; step < 500 && (await playing()); step++) {
      const now = await tableOf(h, id);
      expect(botsOwing(h, now)).toEqual([]);
      expect(owingUsers(h, now).map((u) => u.id)).toEqual([quick.id]);
      await playOneDecision(h, id, rng);
    }
    expect((await tableOf(h, id)).status).toBe("finished");
    const after = (await h.bot.ctx.store.intentLog(id)).slice(handedAt);
    expect(after.filter((e) => e.seat === seat).every((e) => e.source === "bot")).toBe(true);
    expect(after.filter((e) => e.seat !== seat).every((e) => e.source === "player" && e.userId === quick.id)).toBe(
      true,
    );
    return after.some((e) => e.seat === seat && e.source === "bot");
  }

  it("a mention from before a restart is still replaced by the next one after it", async () => {
    const h = await start({ bobDms: false });
    const started = await openAndStart(h, "spymaster", 3600);
    const id = started.id;
    const rng = testRng(23);
    const isPing = (content: string) => content.includes(`your turn at table \`${id}\``);
    const live = () => channelPosts(h, h.channel.id).filter((m) => isPing(m.content));
    for (let step = 0; step < 200 && live().length === 0; step++) {
      await advance(h, AWAY_MS);
      await playOneDecision(h, id, rng);
    }
    const before = live()[0];
    if (!before) throw new Error("bob was never mentioned");
    expect((await tableOf(h, id)).pingMessageId).toBe(before.id);

    await restartBot(h);
    const count = () => h.emu.messages.filter((m) => isPing(m.content)).length;
    const mentioned = count();
    for (let step = 0; step < 200 && count() === mentioned && (await tableOf(h, id)).status === "playing"; step++) {
      await advance(h, AWAY_MS);
      await playOneDecision(h, id, rng);
    }
    // A new mention came after the restart, and it replaced the one from before.
    expect(count()).toBeGreaterThan(mentioned);
    expect(h.emu.messages.find((m) => m.id === before.id)?.deleted).toBe(true);
    expect(live().length).toBe(1);
    expect(h.emu.problems).toEqual([]);
  });

  it("warns, lets the bot decide at the deadline, and hands the seat over after 3 timeouts in a row", async () => {
    const h = await start();
    const rng = testRng(23);
    let attempts = 0;
    while (!(await timerScenario(h, rng))) {
      attempts += 1;
      // Matches are dealt at random; a deal that ends too soon for the scenario gets a fresh table.
      expect(attempts).toBeLessThan(6);
    }
    expect(h.emu.problems).toEqual([]);
  });
});
