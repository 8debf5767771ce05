import { PermissionFlagsBits } from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import { QUIET_AFTER_ACTIVITY_MS } from "../../src/discord/notices.ts";
import type { EmuChannel } from "../emulator/index.ts";
import {
  advance,
  channelPosts,
  playOneDecision,
  privateReply,
  startHarness,
  tableMessage,
  tableOf,
  testRng,
  type Harness,
} from "./harness.ts";

let running: Harness | null = null;
afterEach(async () => {
  if (running) for (const line of running.logs) if (line.includes('"level":"error"')) console.log("LOG", line);
  await running?.stop();
  running = null;
});

async function start(options: { bobDms?: boolean } = {}): Promise<Harness> {
  running = await startHarness(options);
  return running;
}

function tableIdIn(content: string | undefined): string {
  const id = /`([0-9a-z]+)`/.exec(content ?? "")?.[1];
  if (!id) throw new Error(`no table id in ${content}`);
  return id;
}

function onlyThreadOf(h: Harness, channelId: string): EmuChannel {
  const threads = h.emu.threadsOf(channelId);
  expect(threads).toHaveLength(1);
  return threads[0] as EmuChannel;
}

describe("a thread per table", () => {
  it("/play thread:true plays in a new thread: table message and pings there, archived when the match ends, reopened by Play again", async () => {
    const h = await start({ bobDms: false });
    const { alice, bob } = h;
    const opened = await h.emu.slash(alice, h.channel.id, "play", { game: "spymaster", timer: 3600, thread: true });
    const id = tableIdIn(opened.message?.content);
    await h.bot.ctx.idle();
    const thread = onlyThreadOf(h, h.channel.id);
    expect(thread.type).toBe(11);
    expect(thread.name).toBe("Spymaster · alice");
    expect(thread.thread?.ownerId).toBe(h.emu.botUser.id);
    // The reply stays in the channel and says where the table is.
    expect(opened.message?.channelId).toBe(h.channel.id);
    expect(privateReply(opened, alice)).toBe(
      `Your Spymaster table \`${id}\` is open in <#${thread.id}>. Others press Join there; you press Start when everyone is in.`,
    );
    const lobby = await tableOf(h, id);
    expect(lobby.channelId).toBe(thread.id);
    expect(tableMessage(h, lobby).channelId).toBe(thread.id);

    await h.emu.press(bob, tableMessage(h, lobby), `l:${id}:j`);
    await h.bot.ctx.idle();
    await h.emu.press(alice, tableMessage(h, await tableOf(h, id)), `l:${id}:s`);
    await h.bot.ctx.idle();
    expect((await tableOf(h, id)).status).toBe("playing");

    // Bob takes no DMs: once he has been away, his turn is a mention, in the thread.
    const rng = testRng(31);
    const isPing = (content: string) => content.includes(`your turn at table \`${id}\``);
    for (let step = 0; step < 200 && !h.emu.messages.some((m) => isPing(m.content)); step++) {
      await advance(h, QUIET_AFTER_ACTIVITY_MS + 1_000);
      if ((await tableOf(h, id)).status !== "playing") break;
      await playOneDecision(h, id, rng);
    }
    const pings = h.emu.messages.filter((m) => isPing(m.content));
    expect(pings.length).toBeGreaterThan(0);
    expect(pings.every((m) => m.channelId === thread.id)).toBe(true);
    // Nothing of the table went to the channel itself.
    expect(channelPosts(h, h.channel.id)).toEqual([]);

    if ((await tableOf(h, id)).status === "playing") {
      const conceded = await h.emu.slash(alice, thread.id, "concede");
      expect(privateReply(conceded, alice)).toBe(`You conceded table \`${id}\`.`);
      await h.bot.ctx.idle();
    }
    const done = await tableOf(h, id);
    expect(done.status).toBe("finished");
    const board = tableMessage(h, done);
    expect(board.channelId).toBe(thread.id);
    expect(board.components.length).toBeGreaterThan(0);
    // The result was drawn before the thread was archived (not locked); the last mention went with the match.
    expect(thread.thread?.archived).toBe(true);
    expect(thread.thread?.locked).toBe(false);
    expect(channelPosts(h, thread.id).filter((m) => isPing(m.content))).toEqual([]);
    expect(h.logs.some((l) => l.includes("table thread archived"))).toBe(true);

    // Play again in the archived thread: the new lobby opens there, and the thread is open again.
    const again = await h.emu.press(bob, board, `a:${id}`);
    const next = tableIdIn(privateReply(again, bob));
    await h.bot.ctx.idle();
    const second = await tableOf(h, next);
    expect(second.channelId).toBe(thread.id);
    expect(tableMessage(h, second).channelId).toBe(thread.id);
    expect(thread.thread?.archived).toBe(false);
    expect(h.emu.threadsOf(h.channel.id)).toHaveLength(1);

    // A lobby cancelled by its host closes the thread too.
    await h.emu.press(bob, tableMessage(h, second), `l:${next}:c`);
    await h.bot.ctx.idle();
    expect((await tableOf(h, next)).status).toBe("cancelled");
    expect(thread.thread?.archived).toBe(true);
    expect(h.emu.problems).toEqual([]);
  });

  it("where the bot may not start threads it says why, in the player's language, and opens the table in the channel", async () => {
    const h = await start();
    const { alice, bob } = h;
    const guildId = h.channel.guildId as string;
    const closed = h.emu.addChannel(guildId, "no-threads");
    h.emu.setBotOverwrite(closed.id, { deny: PermissionFlagsBits.CreatePublicThreads });

    const opened = await h.emu.slash(alice, closed.id, "play", { game: "spymaster", thread: true });
    const id = tableIdIn(opened.message?.content);
    await h.bot.ctx.idle();
    expect(privateReply(opened, alice)).toBe(
      [
        "I may not start threads here (I need Create Public Threads and Send Messages in Threads), so the table is in this channel instead.",
        `Your Spymaster table \`${id}\` is open below. Others press Join; you press Start when everyone is in.`,
      ].join("\n"),
    );
    const table = await tableOf(h, id);
    expect(table.channelId).toBe(closed.id);
    expect(tableMessage(h, table).channelId).toBe(closed.id);
    expect(h.emu.threadsOf(closed.id)).toEqual([]);

    const japanese = await h.emu.slash(bob, closed.id, "play", { game: "mindmaster", thread: true });
    expect(privateReply(japanese, bob).split("\n")[0]).toBe(
      "ここではスレッドを作れません(公開スレッドの作成とスレッドでのメッセージ送信の権限が必要です)。卓はこのチャンネルに開きました。",
    );
    await h.bot.ctx.idle();
    expect(h.emu.threadsOf(closed.id)).toEqual([]);
    expect(h.emu.problems).toEqual([]);
  });

  it("a server turned to threads by its manager opens every table in a thread unless /play says thread:false", async () => {
    const h = await start();
    const { alice, bob } = h;
    const admin = h.emu.addUser({ username: "admin", locale: "ja", manageGuild: true });
    await expect(h.emu.slash(alice, h.channel.id, "server", { threads: true })).rejects.toThrow(
      /alice lacks the permissions \/server requires/,
    );
    const shown = await h.emu.slash(admin, h.channel.id, "server");
    expect(privateReply(shown, admin)).toBe(
      "このサーバーの卓は/playを使ったチャンネルに開きます(/play thread:trueでスレッドに開けます)。",
    );
    const set = await h.emu.slash(admin, h.channel.id, "server", { threads: true });
    expect(privateReply(set, admin)).toBe(
      "このサーバーの卓はそれぞれのスレッドに開きます(/play thread:falseでチャンネルに開けます)。",
    );

    const opened = await h.emu.slash(alice, h.channel.id, "play", { game: "spymaster" });
    const id = tableIdIn(opened.message?.content);
    await h.bot.ctx.idle();
    const thread = onlyThreadOf(h, h.channel.id);
    expect((await tableOf(h, id)).channelId).toBe(thread.id);

    // Asked inside the table's thread, the default says nothing about threads and plays there.
    const inside = await h.emu.slash(bob, thread.id, "play", { game: "mindmaster" });
    const insideId = tableIdIn(inside.message?.content);
    expect(privateReply(inside, bob).split("\n")).toHaveLength(1);
    await h.bot.ctx.idle();
    expect((await tableOf(h, insideId)).channelId).toBe(thread.id);

    const here = await h.emu.slash(bob, h.channel.id, "play", { game: "spymaster", thread: false });
    const hereId = tableIdIn(here.message?.content);
    await h.bot.ctx.idle();
    expect((await tableOf(h, hereId)).channelId).toBe(h.channel.id);
    expect(h.emu.threadsOf(h.channel.id)).toHaveLength(1);

    await h.emu.slash(admin, h.channel.id, "server", { threads: false });
    const off = await h.emu.slash(alice, h.channel.id, "play", { game: "mindmaster" });
    await h.bot.ctx.idle();
    expect((await tableOf(h, tableIdIn(off.message?.content))).channelId).toBe(h.channel.id);
    expect(h.emu.threadsOf(h.channel.id)).toHaveLength(1);
    expect(h.emu.problems).toEqual([]);
  });

  it("/play thread:true inside a thread plays in that thread and leaves it open when the table ends", async () => {
    const h = await start();
    const { alice, bob } = h;
    const first = await h.emu.slash(alice, h.channel.id, "play", { game: "spymaster", thread: true });
    const firstId = tableIdIn(first.message?.content);
    await h.bot.ctx.idle();
    const thread = onlyThreadOf(h, h.channel.id);

    const inside = await h.emu.slash(bob, thread.id, "play", { game: "mindmaster", thread: true });
    const id = tableIdIn(inside.message?.content);
    await h.bot.ctx.idle();
    expect(privateReply(inside, bob).split("\n")[0]).toBe(
      "ここはスレッドか、スレッドを作れないチャンネルなので、卓はここに開きました。",
    );
    expect((await tableOf(h, id)).channelId).toBe(thread.id);
    expect(h.emu.threadsOf(h.channel.id)).toHaveLength(1);

    // One of the two tables ends: the other is still open there, so the thread stays open.
    await h.emu.slash(bob, thread.id, "end", { table: id });
    await h.bot.ctx.idle();
    expect((await tableOf(h, id)).status).toBe("cancelled");
    expect(thread.thread?.archived).toBe(false);
    await h.emu.slash(alice, thread.id, "end", { table: firstId });
    await h.bot.ctx.idle();
    expect(thread.thread?.archived).toBe(true);
    expect(h.emu.problems).toEqual([]);
  });
});
