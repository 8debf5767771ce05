/**
 * A hostile member's pass over every command that shows something a user chose: display names, league, event and deck
 * names and the lines of a deck list carry mentions and Markdown; options come outside their definitions, as a forged
 * interaction can send them. Whatever arrives, the bot answers every interaction, never with its generic error, never
 * with a message Discord would refuse, and never pings or formats anything a user typed.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EventRecord } from "../../src/db/league-events.ts";
import { DECKS } from "../../src/games/powapowa/cards.ts";
import { t } from "../../src/discord/strings.ts";
import type { EmuUser, InteractionOutcome, SlashOptionValue } from "../emulator/index.ts";
import {
  channelPosts,
  customIds,
  openWith,
  playLikeBots,
  privateReply,
  startHarness,
  testRng,
  type Harness,
} from "./harness.ts";

let h: Harness | null = null;
afterEach(async () => {
  await h?.stop();
  h = null;
});

const BOLD = "**bold**";
const UNDERLINE = "__u__";
const LINK = "[link](https://evil.example)";

/** What a user-chosen text must never do in a message; `null` when the text is clean. */
function hostileFinding(text: string, victim: string, role: string): string | null {
  if (/@(everyone|here)/.test(text)) return "@everyone/@here";
  if (new RegExp(`<@!?${victim}>`).test(text)) return "a user mention from a name";
  if (text.includes(`<@&${role}>`)) return "a role mention from a name";
  if (text.includes(BOLD) || text.includes(UNDERLINE)) return "Markdown from a name";
  if (/(?<!\\)\[link\]\(/.test(text)) return "a masked link from a name";
  if (text.includes(t("reply.error", "en")) || text.includes(t("reply.error", "ja"))) return "the generic error";
  return null;
}

/** Every text of every revision of every message the emulator saw, with what is wrong in it. */
function findings(harness: Harness, victim: string, role: string): string[] {
  const out: string[] = [];
  for (const message of harness.emu.messages) {
    for (const revision of message.revisions) {
      const texts = [
        revision.content,
        ...revision.embeds.flatMap((e) => [
          e.title,
          e.description,
          e.footer?.text,
          e.author?.name,
          ...(e.fields ?? []).flatMap((f) => [f.name, f.value]),
        ]),
      ];
      for (const text of texts) {
        const finding = text ? hostileFinding(text, victim, role) : null;
        if (finding) out.push(`${finding} in message ${message.id}: ${JSON.stringify(text?.slice(0, 200))}`);
      }
    }
  }
  return out;
}

/** Pads `text` to exactly `length` characters, the most an option allows. */
const padded = (text: string, length: number): string => `${text} ${"x".repeat(length)}`.slice(0, length);

interface Cast {
  harness: Harness;
  victim: EmuUser;
  /** A role nobody may ping through a name. */
  target: string;
  /** The league's admin role, which a disputed report pings on purpose. */
  admins: string;
  eve: EmuUser;
  mallory: EmuUser;
  trent: EmuUser;
}

async function hostileCast(): Promise<Cast> {
  const harness = await startHarness();
  const guild = harness.emu.guilds[0];
  if (!guild) throw new Error("no guild");
  const target = harness.emu.addRole(guild.id, "Everyone important");
  const admins = harness.emu.addRole(guild.id, "League TO");
  harness.emu.giveRole(harness.carol, admins);
  harness.alice.manageGuild = true;
  const victim = harness.emu.addUser({ username: "victim" });
  const eve = harness.emu.addUser({ username: "eve", globalName: `@everyone ${BOLD}` });
  const mallory = harness.emu.addUser({
    username: "mallory",
    globalName: `<@${victim.id}> ${UNDERLINE}`,
    locale: "ja",
  });
  const trent = harness.emu.addUser({ username: "trent", globalName: `${LINK} @here` });
  return { harness, victim, target, admins, eve, mallory, trent };
}

/** Runs a command and requires a first response that is not an error. */
async function run(
  harness: Harness,
  user: EmuUser,
  command: string,
  options: Record<string, SlashOptionValue> = {},
): Promise<InteractionOutcome> {
  const outcome = await harness.emu.slash(user, harness.channel.id, command, options);
  await harness.bot.ctx.idle();
  return outcome;
}

/** An event as stored now, found by its league's and its own name. */
async function storedEvent(harness: Harness, league: string, event: string): Promise<EventRecord | null> {
  const found = await harness.bot.ctx.leagues.find(harness.channel.guildId ?? "", league);
  const stored = found.ok ? await harness.bot.ctx.events.find(found.value, event) : null;
  return stored?.ok ? stored.value : null;
}

describe("a hostile member's names and options", () => {
  it("names with mentions and Markdown in every league and event command ping nobody and read as typed", async () => {
    const cast = await hostileCast();
    h = cast.harness;
    const { harness, eve, mallory, trent, victim, target, admins } = cast;
    const { alice, carol } = harness;
    const league = padded(`@everyone <@&${target}> ${BOLD}`, 40);
    const created = await run(harness, alice, "league create", {
      name: league,
      game: "spymaster",
      "admin-role": admins,
    });
    expect(created.message?.visibility.kind).toBe("public");
    for (const user of [alice, eve, mallory, trent, carol]) await run(harness, user, "league join", { league });

    // A reported result, disputed: the admin role is pinged on purpose, nobody else.
    const reported = await run(harness, eve, "league report", { league, first: eve, second: mallory });
    const reportId = /`([0-9a-z]+)`/.exec(reported.message?.content ?? "")?.[1] ?? "";
    const post = channelPosts(harness, harness.channel.id).find((m) => m.content.includes(`\`${reportId}\``));
    const dispute = customIds(post ?? { components: [] }).find((c) => c.id.endsWith(":0"));
    if (!post || !dispute) throw new Error("no report post to dispute");
    await harness.emu.press(mallory, post, dispute.id);
    await harness.bot.ctx.idle();
    await run(harness, carol, "league resolve", { league, report: reportId, decision: "count" });

    // A league table between the hostile names, played to the end.
    const table = await openWith(harness, "spymaster", [eve, mallory], 0, { league });
    expect((await playLikeBots(harness, table.id, testRng(5))).status).toBe("finished");
    await harness.bot.ctx.idle();

    for (const command of ["league standings", "league info", "league history", "league export"])
      await run(harness, trent, command, { league });
    await run(harness, trent, "league profile", { league, user: eve });
    await run(harness, alice, "league season end", { league });
    await run(harness, alice, "league season start", { league });

    const event = padded(`@here <@${victim.id}> ${UNDERLINE}`, 40);
    await run(harness, carol, "event create", { league, event, rounds: 2 });
    for (const user of [eve, mallory, trent, alice]) await run(harness, user, "event join", { league, event });
    await run(harness, carol, "event start", { league, event });
    for (let round = 0; round < 3; round++) {
      const stored = await storedEvent(harness, league, event);
      for (const match of stored?.matches.filter((m) => m.round === stored.round && m.b !== null && !m.reported) ??
        []) {
        await run(harness, carol, "event report", { league, event, wins: 2, losses: 0, player: match.a });
      }
      await run(harness, trent, "event standings", { league, event });
      await run(harness, carol, "event pair", { league, event });
    }
    expect((await storedEvent(harness, league, event))?.status).toBe("finished");

    expect(findings(harness, victim.id, target)).toEqual([]);
    expect(harness.emu.problems).toEqual([]);
    // The names still read as their owners typed them, escaped rather than dropped.
    const texts = harness.emu.messages.map((m) => m.content).join("\n");
    expect(texts).toContain("@\u200beveryone \\*\\*bold\\*\\*");
    expect(texts).toContain(`<\u200b@${victim.id}> \\_\\_u\\_\\_`);
  });

  it("deck lists, deck names and a poster's name in a posted report ping nobody and read as typed", async () => {
    const cast = await hostileCast();
    h = cast.harness;
    const { harness, eve, victim, target } = cast;
    const garden = [
      "[Deck]",
      ...(DECKS[0]?.cards ?? []).map((l) => `${l.copies} ${l.card}`),
      "[Nekomimi]",
      "Mochi",
      "Kinako",
    ].join("\n");
    const opened = await run(harness, eve, "deck check", { game: "powapowa" });
    const hostileLines = [
      "@everyone",
      `2 <@${victim.id}>`,
      `<@&${target}> x3`,
      `1 ${BOLD}`,
      LINK,
      `@here ${UNDERLINE}`,
    ];
    const checked = await harness.emu.submitModal(eve, opened, { list: `${garden}\n${hostileLines.join("\n")}` });
    await harness.bot.ctx.idle();
    const postButton = customIds(checked.message ?? { components: [] }).find((c) => c.id.startsWith("d:"));
    if (!postButton || !checked.message) throw new Error("no post button");
    await harness.emu.press(eve, checked.message, postButton.id);
    await harness.bot.ctx.idle();

    const deckName = padded(`@everyone <@${victim.id}>`, 32);
    await run(harness, eve, "deck save", {
      game: "powapowa",
      name: deckName,
      code: /Deck code: (\S+)/.exec(checked.message.content)?.[1] ?? "",
    });
    const code = /Deck code: (\S+)/.exec(checked.message.content)?.[1] ?? "";
    await run(harness, eve, "deck save", { game: "powapowa", name: `${BOLD} ${UNDERLINE}`, code });
    await run(harness, eve, "deck list", { game: "powapowa" });
    for (const command of ["deck show", "deck export", "deck delete"])
      await run(harness, eve, command, { game: "powapowa", name: deckName });

    expect(findings(harness, victim.id, target)).toEqual([]);
    expect(harness.emu.problems).toEqual([]);
  });

  it("options outside their command's definition get a clear private refusal and change nothing", async () => {
    const cast = await hostileCast();
    h = cast.harness;
    const { harness, victim, target } = cast;
    const { alice } = harness;
    const forged = async (
      command: string,
      options: Record<string, SlashOptionValue>,
      locale?: string,
    ): Promise<string> => {
      const outcome = await harness.emu.slash(alice, harness.channel.id, command, options, {
        forged: true,
        ...(locale ? { locale } : {}),
      });
      await harness.bot.ctx.idle();
      return privateReply(outcome, alice);
    };
    expect(await forged("league create", { name: "Chess", game: "chess" })).toMatch(
      /\*\*game\*\* must be one of: Spymaster, MindMaster/,
    );
    expect(await forged("league create", { name: "x".repeat(41), game: "spymaster" })).toContain(
      "**name** must be at most 40 characters",
    );
    expect(await forged("league create", { name: "Chess", game: "chess" }, "ja")).toContain(
      "**ゲーム** は次のどれかにしてください",
    );
    expect(await forged("league create", { game: "spymaster" })).toContain("**name** is required");
    expect(await harness.bot.ctx.leagues.leaguesIn(harness.channel.guildId ?? "", "spymaster")).toEqual([]);

    await harness.emu.slash(alice, harness.channel.id, "league create", { name: "Spy", game: "spymaster" });
    expect(await forged("event create", { league: "Spy", event: "Open", rounds: -1 })).toContain(
      "**rounds** must be from 1 to",
    );
    expect(await forged("event create", { league: "Spy", event: "Open", "top-cut": 7 })).toMatch(
      /\*\*top-cut\*\* must be one of: none, top 2/,
    );
    expect(await forged("event create", { league: "Spy", event: "Open", rounds: 2.5 })).toContain("**rounds**");
    expect(await forged("league standings", { league: "Spy", season: 1e9 })).toContain("**season** must be from 1 to");
    const spy = await harness.bot.ctx.leagues.find(harness.channel.guildId ?? "", "Spy");
    if (!spy.ok) throw new Error("league not stored");
    expect(await harness.bot.ctx.events.eventsOf(spy.value)).toEqual([]);

    expect(await forged("deck check", { game: "chess" })).toContain("**game** must be one of");
    expect(await forged("card", { game: "chess", name: "Ember" })).toContain("**game** must be one of");
    expect(await forged("card", { game: "world-gainer", name: "E".repeat(10_000) })).toContain(
      "**name** must be at most 100 characters",
    );
    expect(await forged("play", { game: "chess" })).toContain("**game** must be one of");
    expect(await forged("play", { game: "spymaster", timer: "soon" })).toContain("**timer** must be one of");
    expect(await forged("play", { game: "spymaster", timer: -5 })).toContain("**timer** must be one of");
    expect(await forged("help", { [`<@${victim.id}>`]: "@everyone" })).toContain("an option it does not have");
    expect(await forged("league profile", { league: "Spy", user: `<@&${target}>` })).toContain("**user**");
    expect(await harness.bot.ctx.service.openTables()).toEqual([]);

    expect(findings(harness, victim.id, target)).toEqual([]);
    expect(harness.emu.problems).toEqual([]);
  });
});
