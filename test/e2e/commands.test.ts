import type { TableRecord } from "../../src/db/store.ts";
import { PermissionFlagsBits, PermissionsBitField } from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import type { EmuChannel } from "../emulator/index.ts";
import { TABLE_KINDS } from "../../src/games/catalog.ts";
import { discordStrings } from "../../src/discord/strings.ts";
import { translate } from "../../src/engine/index.ts";
import { guideSections } from "../../src/games/guide.ts";
import { spymasterGuide } from "../../src/games/spymaster/guide.ts";
import {
  advance,
  channelPosts,
  customIds,
  decideAs,
  deleteMessage,
  dmsTo,
  openAndStart,
  openTable,
  owingUsers,
  phaseOf,
  playOneDecision,
  privateReply,
  seatOfUser,
  startHarness,
  tableMessage,
  tableOf,
  testRng,
  type Harness,
  yourTurnDm,
} from "./harness.ts";

let running: Harness | null = null;
afterEach(async () => {
  await running?.stop();
  running = null;
});

async function start(options: { bobDms?: boolean } = {}): Promise<Harness> {
  running = await startHarness(options);
  return running;
}

const NO_TABLE = "You have no open table in this channel. Open one with /play.";
const HOST_ONLY = "Only the table's host or someone who can manage the server can do that.";

describe("registered commands", () => {
  it("carry Japanese names and descriptions for every command, option and choice", async () => {
    const h = await start();
    const commands = h.emu.commands();
    expect(commands.map((c) => c.name).sort()).toEqual([
      "card",
      "concede",
      "deck",
      "end",
      "event",
      "hand",
      "help",
      "league",
      "play",
      "replay",
      "rules",
      "server",
      "settings",
      "table",
      "timer",
    ]);
    const ja = Object.fromEntries(commands.map((c) => [c.name, c.name_localizations?.ja]));
    expect(ja).toEqual({
      play: "プレイ",
      table: "卓",
      hand: "手札",
      concede: "投了",
      end: "終了",
      timer: "持ち時間",
      rules: "ルール",
      help: "ヘルプ",
      settings: "設定",
      server: "サーバー",
      deck: "デッキ",
      card: "カード",
      league: "リーグ",
      event: "イベント",
      replay: "リプレイ",
    });
    for (const command of commands) {
      const key = `cmd.${command.name}` as keyof typeof discordStrings;
      expect(command.description, command.name).toBe(discordStrings[key].en);
      expect(command.description_localizations?.ja, command.name).toBe(discordStrings[key].ja);
      for (const option of command.options ?? []) {
        const where = `${command.name} ${option.name}`;
        expect(option.name_localizations?.ja, where).toMatch(/\S/);
        expect(option.description_localizations?.ja, where).toMatch(/[\u3000-\u9fff]/);
        expect(option.description_localizations?.ja, where).not.toBe(option.description);
        const choices = "choices" in option && Array.isArray(option.choices) ? option.choices : [];
        for (const choice of choices)
          expect(choice.name_localizations?.ja, `${where} ${choice.name}`).toMatch(/[\u3000-\u9fff]/);
      }
    }
    const play = commands.find((c) => c.name === "play");
    const game = play?.options?.find((o) => o.name === "game");
    expect(game?.name_localizations?.ja).toBe("ゲーム");
    const names =
      game && "choices" in game && Array.isArray(game.choices)
        ? game.choices.map((c) => [c.value, c.name_localizations?.ja])
        : [];
    expect(names).toEqual([
      ["spymaster", "スパイマスター"],
      ["mindmaster", "マインドマスター"],
      ["tomb-raider", "トゥームレイダー"],
      ["world-gainer", "ワールドゲイナー"],
      ["survivor", "サバイバー"],
      ["powapowa", "ぽわぽわ"],
    ]);
    expect(h.emu.problems).toEqual([]);
  });
});

describe("/table and a lost table message", () => {
  it("/table posts the table again as a new message, deletes the old one, and the new buttons work", async () => {
    const h = await start();
    const started = await openAndStart(h, "spymaster");
    const id = started.id;
    const old = tableMessage(h, started);
    const reply = await h.emu.slash(h.bob, h.channel.id, "table");
    expect(privateReply(reply, h.bob)).toBe(`卓\`${id}\`を下にもう一度表示しました。`);
    await h.bot.ctx.idle();

    const table = await tableOf(h, id);
    expect(table.messageId).not.toBe(old.id);
    expect(old.deleted).toBe(true);
    const fresh = tableMessage(h, table);
    expect(fresh.visibility).toEqual({ kind: "public" });
    expect(fresh.channelId).toBe(h.channel.id);
    expect(fresh.attachments.map((a) => a.filename)).toEqual([`table-${id}.png`]);
    expect(fresh.attachments[0]?.contentType).toBe("image/png");
    expect(fresh.content).toBe(old.content);
    expect(customIds(fresh).map((c) => c.id)).toEqual([`h:${id}`, `e:${id}`, `r:${id}`]);
    expect(channelPosts(h, h.channel.id).filter((m) => m.content.includes(`\`${id}\``))).toEqual([fresh]);

    // The new message's buttons drive the match.
    const [attacker] = owingUsers(h, table);
    if (!attacker) throw new Error("nobody attacks");
    await decideAs(h, id, attacker, testRng(1));
    expect(phaseOf(await tableOf(h, id))).toBe("guess");
    expect((await tableOf(h, id)).messageId).toBe(fresh.id);
    expect(fresh.revisions.length).toBeGreaterThan(1);
    expect(customIds(fresh).filter((c) => c.id.startsWith("c:"))).toHaveLength(3);
    expect(h.emu.problems).toEqual([]);
  });

  it("a deleted table message is posted again on the next move", async () => {
    const h = await start();
    const started = await openAndStart(h, "spymaster");
    const id = started.id;
    const old = tableMessage(h, started);
    await deleteMessage(h, h.channel.id, old.id);
    expect(old.deleted).toBe(true);

    // The board is gone, so the attacker plays through /hand.
    const [attacker] = owingUsers(h, started);
    if (!attacker) throw new Error("nobody attacks");
    const hand = (await h.emu.slash(attacker, h.channel.id, "hand")).message;
    if (!hand) throw new Error("/hand gave no reply");
    const play = customIds(hand).find((c) => c.id.startsWith("c:"));
    if (!play) throw new Error("no play offered");
    await h.emu.press(attacker, hand, play.id);
    await h.bot.ctx.idle();

    const table = await tableOf(h, id);
    expect(table.seq).toBe(started.seq + 1);
    expect(table.messageId).not.toBeNull();
    expect(table.messageId).not.toBe(old.id);
    const fresh = tableMessage(h, table);
    expect(fresh.visibility).toEqual({ kind: "public" });
    expect(fresh.content).toContain(`table \`${id}\``);
    expect(fresh.attachments.map((a) => a.filename)).toEqual([`table-${id}.png`]);
    expect(
      customIds(fresh)
        .filter((c) => c.id.startsWith("c:"))
        .map((c) => c.id),
    ).toEqual([0, 1, 2].map((i) => `c:${id}:${h.bot.ctx.service.token(table, "spectator")}:${i}`));
    expect(h.emu.problems).toEqual([]);
  });
});

describe("/hand", () => {
  it("shows the hand privately with hand.png, with controls only for the player whose decision it is", async () => {
    const h = await start();
    const { carol } = h;
    const started = await openAndStart(h, "spymaster");
    const id = started.id;
    const [attacker] = owingUsers(h, started);
    if (!attacker) throw new Error("nobody attacks");
    const defender = attacker.id === h.alice.id ? h.bob : h.alice;

    const mine = await h.emu.slash(attacker, h.channel.id, "hand");
    const text = privateReply(mine, attacker);
    expect(mine.message?.attachments.map((a) => a.filename)).toEqual(["hand.png"]);
    expect((mine.message?.flags ?? 0) & 64).toBe(64);
    expect(text).toContain(attacker.locale === "ja" ? `卓\`${id}\`のあなたの手札(` : `Your hand at table \`${id}\` (`);
    expect(text).toContain(attacker.locale === "ja" ? "**あなたの判断:**" : "**Your decision:**");
    const plays = customIds(mine.message ?? { components: [] });
    expect(plays.length).toBeGreaterThan(0);
    const token = h.bot.ctx.service.token(started, seatOfUser(started, attacker));
    expect(plays.every((c) => c.id.startsWith(`c:${id}:${token}:`))).toBe(true);

    const theirs = await h.emu.slash(defender, h.channel.id, "hand");
    const waiting = privateReply(theirs, defender);
    expect(theirs.message?.attachments.map((a) => a.filename)).toEqual(["hand.png"]);
    expect(customIds(theirs.message ?? { components: [] })).toEqual([]);
    expect(waiting).toContain(
      defender.locale === "ja" ? `<@${attacker.id}>を待っています。` : `Waiting for <@${attacker.id}>.`,
    );

    // Carol sits nowhere; in another channel nobody does.
    expect(privateReply(await h.emu.slash(carol, h.channel.id, "hand"), carol)).toBe(NO_TABLE);
    const elsewhere = h.emu.addChannel(h.channel.guildId ?? "", "elsewhere");
    expect(privateReply(await h.emu.slash(h.alice, elsewhere.id, "hand"), h.alice)).toBe(NO_TABLE);
    expect(privateReply(await h.emu.slash(h.bob, elsewhere.id, "hand"), h.bob)).toBe(
      "このチャンネルにあなたの開いている卓はありません。/play で開けます。",
    );
    // A table still in its lobby has no hand yet, and says so.
    await openTable(h, carol, "mindmaster");
    expect(privateReply(await h.emu.slash(carol, h.channel.id, "hand"), carol)).toBe("This table has not started yet.");
    await h.bot.ctx.idle();
    expect(h.emu.problems).toEqual([]);
  });
});

describe("/concede and /end", () => {
  it("/concede finishes the match: the other player wins, the table says so and offers Play again, its replay, showing all hands and Rules", async () => {
    const h = await start();
    const { alice, bob } = h;
    const started = await openAndStart(h, "spymaster");
    const id = started.id;
    const reply = await h.emu.slash(alice, h.channel.id, "concede");
    expect(privateReply(reply, alice)).toBe(`You conceded table \`${id}\`.`);
    await h.bot.ctx.idle();

    const done = await tableOf(h, id);
    expect(done.status).toBe("finished");
    expect(done.outcome).toEqual({ winners: [1], reason: "concede" });
    expect(done.deadline).toBeNull();
    const board = tableMessage(h, done);
    expect(board.content).toBe(`**Spymaster** · table \`${id}\`\n<@${alice.id}> conceded. <@${bob.id}> wins.`);
    expect(customIds(board).map((c) => c.id)).toEqual([`a:${id}`, `v:${id}:f:p`, `u:${id}`, `r:${id}`]);
    expect(board.attachments.map((a) => a.filename)).toEqual([`table-${id}.png`]);

    // Nothing is left to concede, and the hand is closed.
    expect(privateReply(await h.emu.slash(bob, h.channel.id, "concede"), bob)).toBe(
      "このチャンネルにあなたの開いている卓はありません。/play で開けます。",
    );
    expect(privateReply(await h.emu.slash(alice, h.channel.id, "hand"), alice)).toBe(NO_TABLE);
    expect(h.bot.ctx.scheduler.size).toBe(0);
    await h.bot.ctx.idle();
    expect(h.emu.problems).toEqual([]);
  });

  it("Play again opens a new lobby like the finished table, hosted by whoever pressed it, bots seated", async () => {
    const h = await start();
    const { alice, bob } = h;
    const first = await openAndStart(h, "mindmaster", 60);
    // An open table cannot be played again yet.
    expect(privateReply(await h.emu.pressRaw(bob, tableMessage(h, first), `a:${first.id}`), bob)).toBe(
      "この卓はまだ続いています。",
    );
    await h.emu.slash(alice, h.channel.id, "concede");
    await h.bot.ctx.idle();
    const again = await h.emu.press(bob, tableMessage(h, await tableOf(h, first.id)), `a:${first.id}`);
    const id = /`([0-9a-z]+)`/.exec(privateReply(again, bob))?.[1] as string;
    await h.bot.ctx.idle();
    const lobby = await tableOf(h, id);
    expect(lobby).toMatchObject({
      status: "lobby",
      kind: "mindmaster",
      hostId: bob.id,
      turnSeconds: 60,
      channelId: h.channel.id,
    });
    expect(lobby.seats.map((s) => s.userId)).toEqual([bob.id]);
    expect(customIds(tableMessage(h, lobby)).map((c) => c.id)).toContain(`l:${id}:j`);

    // Against a bot, the bot is seated again.
    await h.emu.slash(bob, h.channel.id, "end");
    const solo = (await h.emu.slash(alice, h.channel.id, "play", { game: "spymaster" })).message?.content ?? "";
    const soloId = /`([0-9a-z]+)`/.exec(solo)?.[1] as string;
    await h.bot.ctx.idle();
    await h.emu.press(alice, tableMessage(h, await tableOf(h, soloId)), `l:${soloId}:b`);
    await h.bot.ctx.idle();
    await h.emu.press(alice, tableMessage(h, await tableOf(h, soloId)), `l:${soloId}:s`);
    await h.emu.slash(alice, h.channel.id, "concede");
    await h.bot.ctx.idle();
    const rematch = await h.emu.press(alice, tableMessage(h, await tableOf(h, soloId)), `a:${soloId}`);
    const rematchId = /`([0-9a-z]+)`/.exec(privateReply(rematch, alice))?.[1] as string;
    expect((await tableOf(h, rematchId)).seats.map((s) => [s.userId, s.bot])).toEqual([
      [alice.id, false],
      [null, true],
    ]);
    await h.bot.ctx.idle();
    expect(h.emu.problems).toEqual([]);
  });

  it("/end is refused to a user who is neither host nor manager, works for a manager, and asks which table when several are open", async () => {
    const h = await start();
    const { alice, bob, carol } = h;
    const dave = h.emu.addUser({ username: "dave", locale: "en-US", manageGuild: true });
    const started = await openAndStart(h, "spymaster");
    const id = started.id;

    expect(privateReply(await h.emu.slash(carol, h.channel.id, "end"), carol)).toBe(HOST_ONLY);
    expect(privateReply(await h.emu.slash(carol, h.channel.id, "end", { table: id }), carol)).toBe(HOST_ONLY);
    // Bob is seated but not the host.
    expect(privateReply(await h.emu.slash(bob, h.channel.id, "end"), bob)).toBe(
      "それができるのは卓のホストか、サーバー管理権限を持つ人だけです。",
    );
    await h.bot.ctx.idle();
    expect((await tableOf(h, id)).status).toBe("playing");

    // A second open table in the channel: /end without a table option cannot guess.
    const second = await openTable(h, carol, "mindmaster");
    const which = privateReply(await h.emu.slash(dave, h.channel.id, "end"), dave);
    expect(which).toBe(`Several tables are open here; name one with the table option: \`${second}\`, \`${id}\`.`);
    expect(privateReply(await h.emu.slash(dave, h.channel.id, "end", { table: "nosuchtable" }), dave)).toBe(NO_TABLE);

    expect(privateReply(await h.emu.slash(dave, h.channel.id, "end", { table: id }), dave)).toBe(
      `Table \`${id}\` is ended.`,
    );
    await h.bot.ctx.idle();
    const ended = await tableOf(h, id);
    expect(ended.status).toBe("cancelled");
    expect(ended.endedAt).not.toBeNull();
    const board = tableMessage(h, ended);
    expect(board.content.split("\n").at(-1)).toBe("This table was ended before the match finished.");
    expect(customIds(board).map((c) => c.id)).toEqual([`a:${id}`, `v:${id}:f:p`, `u:${id}`, `r:${id}`]);
    expect((await tableOf(h, second)).status).toBe("lobby");

    // The host ends her own lobby table with no option: it is the one she sits at.
    expect(privateReply(await h.emu.slash(carol, h.channel.id, "end"), carol)).toBe(`Table \`${second}\` is ended.`);
    await h.bot.ctx.idle();
    expect((await tableOf(h, second)).status).toBe("cancelled");
    expect(tableMessage(h, await tableOf(h, second)).content).toBe("This MindMaster table was cancelled.");
    expect(privateReply(await h.emu.slash(alice, h.channel.id, "end"), alice)).toBe(NO_TABLE);
    expect(h.emu.problems).toEqual([]);
  });
});

describe("/play where the bot may not post", () => {
  it("is refused with what the bot needs, and opens nothing", async () => {
    const h = await start();
    const withoutFiles = PermissionsBitField.Default & ~PermissionFlagsBits.AttachFiles;
    const guild = h.emu.addGuild({ name: "No files", botPermissions: withoutFiles });
    const channel = guild.channels[0] as EmuChannel;
    const reply = await h.emu.slash(h.carol, channel.id, "play", { game: "spymaster" });
    expect(privateReply(reply, h.carol)).toBe(
      "I cannot keep a table in this channel: I need View Channel, Send Messages, Embed Links and Attach Files here.",
    );
    expect(await h.bot.ctx.service.tablesInChannel(channel.id)).toEqual([]);
    expect(h.emu.problems).toEqual([]);
  });
});

describe("/timer", () => {
  it("the host changes the time per decision: the running decision gets the new time from now; others are refused", async () => {
    const h = await start();
    const started = await openAndStart(h, "spymaster");
    expect(started.turnSeconds).toBe(300);
    const refused = await h.emu.slash(h.carol, h.channel.id, "timer", { timer: 30, table: started.id });
    expect(privateReply(refused, h.carol)).toBe(
      "Only the table's host or someone who can manage the server can do that.",
    );
    expect((await tableOf(h, started.id)).turnSeconds).toBe(300);

    // A shorter time never cuts the decision under way; it counts from the next one.
    const deadline = (await tableOf(h, started.id)).deadline as number;
    const shorter = await h.emu.slash(h.alice, h.channel.id, "timer", { timer: 30 });
    expect(privateReply(shorter, h.alice)).toBe(`Table \`${started.id}\`: 30 seconds per decision from now on.`);
    expect((await tableOf(h, started.id)).turnSeconds).toBe(30);
    expect((await tableOf(h, started.id)).deadline).toBe(deadline);
    // A longer one gives the decision under way the new time from now.
    const before = h.clock.now();
    await h.emu.slash(h.alice, h.channel.id, "timer", { timer: 3600 });
    const table = await tableOf(h, started.id);
    expect(table.turnSeconds).toBe(3600);
    expect(table.deadline).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(table.deadline).toBeLessThan(before + 3_700_000);
    await h.bot.ctx.idle();
    expect(tableMessage(h, table).content).toContain(`<t:${Math.ceil((table.deadline as number) / 1000)}:R>`);
    expect(h.emu.problems).toEqual([]);
  });
});

describe("/rules, /help, /settings", () => {
  it("/rules game:mindmaster answers with the guide in the user's language; /help with its embed", async () => {
    const h = await start();
    for (const [user, locale] of [
      [h.alice, "en"],
      [h.bob, "ja"],
    ] as const) {
      const reply = await h.emu.slash(user, h.channel.id, "rules", { game: "mindmaster" });
      expect(reply.message?.visibility).toEqual({ kind: "ephemeral", userId: user.id });
      // How to play in one screen first; every part of the rules behind a button.
      expect(reply.message?.embeds).toEqual([
        {
          type: "rich",
          title: translate(spymasterGuide, "guide.mindmaster.title", locale),
          description: translate(spymasterGuide, "guide.mindmaster.summary", locale),
        },
      ]);
      const sections = guideSections(TABLE_KINDS.get("mindmaster")?.guide(locale).body ?? "");
      const ids = reply.message ? customIds(reply.message).map((c) => c.id) : [];
      expect(ids).toEqual(["g:mindmaster", ...sections.map((_, i) => `g:mindmaster:${i}`)]);
      const part = await h.emu.press(user, reply.message as never, "g:mindmaster:1");
      expect(part.message?.embeds[0]?.description).toBe(sections[1]?.text);
      expect(part.message?.visibility).toEqual({ kind: "ephemeral", userId: user.id });
      const back = await h.emu.press(user, part.message as never, "g:mindmaster");
      expect(back.message?.embeds[0]?.description).toBe(translate(spymasterGuide, "guide.mindmaster.summary", locale));
    }
    const en = await h.emu.slash(h.carol, h.channel.id, "rules", { game: "mindmaster" });
    expect(en.message?.embeds[0]?.title).toBe("MindMaster: how to play");
    const ja = await h.emu.slash(h.bob, h.channel.id, "rules", { game: "spymaster" });
    expect(ja.message?.embeds[0]?.title).toBe("スパイマスターの遊び方");
    expect(ja.message?.embeds[0]?.description).toBe(TABLE_KINDS.get("spymaster")?.guide("ja").summary);

    const help = await h.emu.slash(h.alice, h.channel.id, "help");
    expect(help.message?.visibility).toEqual({ kind: "ephemeral", userId: h.alice.id });
    expect(help.message?.embeds[0]?.title).toBe("Playing with this bot");
    expect(help.message?.embeds[0]?.description).toBe(discordStrings["help.body"].en);
    const helpJa = await h.emu.slash(h.bob, h.channel.id, "help");
    expect(helpJa.message?.embeds[0]?.title).toBe("このボットの遊び方");
    expect(h.emu.messages.filter((m) => m.visibility.kind !== "ephemeral")).toEqual([]);
    expect(h.emu.problems).toEqual([]);
  });

  it("/settings dm:off swaps the turn DM for a channel mention; dm:on brings the DM back", async () => {
    const h = await start();
    const started = await openAndStart(h, "spymaster", 3600);
    const id = started.id;
    const rng = testRng(11);
    const [attacker] = owingUsers(h, started);
    if (!attacker) throw new Error("nobody attacks");
    const other = attacker.id === h.alice.id ? h.bob : h.alice;
    const ja = other.locale === "ja";

    const off = await h.emu.slash(other, h.channel.id, "settings", { dm: "off" });
    expect(privateReply(off, other)).toBe(
      ja
        ? "ダイレクトメッセージは送りません。代わりにチャンネルでメンションします。"
        : "No more direct messages; you will be mentioned in the channel instead.",
    );
    expect(await h.bot.ctx.store.dmNotices(other.id)).toBe(false);
    await advance(h, 121_000);
    await decideAs(h, id, attacker, rng);
    expect(owingUsers(h, await tableOf(h, id)).map((u) => u.id)).toEqual([other.id]);
    expect(dmsTo(h, other)).toEqual([]);
    const ping = `<@${other.id}>: your turn at table \`${id}\`.`;
    expect(channelPosts(h, h.channel.id).filter((m) => m.content === ping)).toHaveLength(1);

    const on = await h.emu.slash(other, h.channel.id, "settings", { dm: "on" });
    expect(privateReply(on, other)).toBe(
      ja ? "手番が来たらダイレクトメッセージでお知らせします。" : "You will get a direct message when it is your turn.",
    );
    expect(await h.bot.ctx.store.dmNotices(other.id)).toBe(true);
    // Play goes on until the decision comes back to them after a while away (on a fresh table if this one ends).
    let at = id;
    const mark = h.emu.messages.length;
    for (let step = 0; step < 200; step++) {
      if ((await tableOf(h, at)).status !== "playing") at = (await openAndStart(h, "spymaster", 3600)).id;
      if (owingUsers(h, await tableOf(h, at)).some((u) => u.id === other.id)) {
        await decideAs(h, at, other, rng);
        continue;
      }
      await advance(h, 121_000);
      await playOneDecision(h, at, rng);
      if (owingUsers(h, await tableOf(h, at)).some((u) => u.id === other.id)) break;
    }
    expect(owingUsers(h, await tableOf(h, at)).map((u) => u.id)).toContain(other.id);
    const dms = dmsTo(h, other);
    expect(dms).toHaveLength(1);
    expect(dms[0]?.content).toBe(
      yourTurnDm(
        other,
        at,
        `https://discord.com/channels/${h.channel.guildId}/${h.channel.id}/${(await tableOf(h, at)).messageId}`,
      ),
    );
    // No channel mention for them since, and the earlier one is the only one.
    expect(
      h.emu.messages
        .slice(mark)
        .filter((m) => m.visibility.kind === "public" && m.content.includes(`<@${other.id}>: your turn`)),
    ).toEqual([]);
    expect(channelPosts(h, h.channel.id).filter((m) => m.content === ping)).toHaveLength(1);
    expect(h.emu.problems).toEqual([]);
  });
});

describe("several tables at once", () => {
  it("two tables in one channel and one in another run independently", async () => {
    const h = await start();
    const { alice, bob, carol } = h;
    const second = h.emu.addChannel(h.channel.guildId ?? "", "second");

    const duel = await openAndStart(h, "spymaster");
    const solo = await openTable(h, carol, "mindmaster");
    await h.emu.press(carol, tableMessage(h, await tableOf(h, solo)), `l:${solo}:b`);
    await h.bot.ctx.idle();
    await h.emu.press(carol, tableMessage(h, await tableOf(h, solo)), `l:${solo}:s`);
    await h.bot.ctx.idle();
    const away = await openTable(h, alice, "spymaster", { channelId: second.id });
    await h.emu.press(carol, tableMessage(h, await tableOf(h, away)), `l:${away}:j`);
    await h.bot.ctx.idle();
    await h.emu.press(alice, tableMessage(h, await tableOf(h, away)), `l:${away}:s`);
    await h.bot.ctx.idle();

    const ids = [duel.id, solo, away];
    const all = (): Promise<TableRecord[]> => Promise.all(ids.map((id) => tableOf(h, id)));
    expect((await all()).map((t) => t.status)).toEqual(["playing", "playing", "playing"]);
    expect((await all()).map((t) => t.channelId)).toEqual([h.channel.id, h.channel.id, second.id]);
    expect((await all()).map((t) => tableMessage(h, t).channelId)).toEqual([h.channel.id, h.channel.id, second.id]);
    expect((await tableOf(h, solo)).seats.map((s) => [s.userId, s.bot])).toEqual([
      [carol.id, false],
      [null, true],
    ]);

    // /hand answers with the table of this channel.
    const here = privateReply(await h.emu.slash(alice, h.channel.id, "hand"), alice);
    const there = privateReply(await h.emu.slash(alice, second.id, "hand"), alice);
    expect(here).toContain(`Your hand at table \`${duel.id}\``);
    expect(there).toContain(`Your hand at table \`${away}\``);
    const carolHere = privateReply(await h.emu.slash(carol, h.channel.id, "hand"), carol);
    expect(carolHere).toContain(`Your hand at table \`${solo}\``);

    // Moves at one table leave the others exactly as they were.
    const rng = testRng(12);
    const othersOf = async (id: string): Promise<unknown[]> =>
      (await all()).filter((t) => t.id !== id).map((t) => [t.version, t.messageId]);
    for (let round = 0; round < 400 && (await all()).some((t) => t.status === "playing"); round++) {
      for (const id of ids) {
        if ((await tableOf(h, id)).status !== "playing") continue;
        const others = await othersOf(id);
        await playOneDecision(h, id, rng);
        expect(await othersOf(id)).toEqual(others);
      }
    }
    expect((await all()).map((t) => t.status)).toEqual(["finished", "finished", "finished"]);
    for (const id of ids) {
      const log = await h.bot.ctx.store.intentLog(id);
      const seated = new Set((await tableOf(h, id)).seats.map((s) => s.userId));
      expect(log.every((e) => e.userId === null || seated.has(e.userId))).toBe(true);
    }
    // Each channel holds exactly its own tables' messages.
    const mentioned = (channelId: string) =>
      new Set(channelPosts(h, channelId).flatMap((m) => [...m.content.matchAll(/`([0-9a-z]+)`/g)].map((x) => x[1])));
    expect(mentioned(h.channel.id)).toEqual(new Set([duel.id, solo]));
    expect(mentioned(second.id)).toEqual(new Set([away]));
    expect(bob.id).toBe((await tableOf(h, duel.id)).seats[1]?.userId);
    expect(h.emu.problems).toEqual([]);
  });
});
