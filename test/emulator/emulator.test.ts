import { setTimeout as sleep } from "node:timers/promises";
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  MessageFlags,
  ModalBuilder,
  Routes,
  SlashCommandBuilder,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
  type Interaction,
  type SendableChannels,
} from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { EmulatorUsageError, startEmulator, type EmuUser, type Emulator, type EmulatorOptions } from "./index.ts";

type Handler = (interaction: Interaction) => Promise<void>;

interface Harness {
  readonly emu: Emulator;
  readonly client: Client;
  readonly channelId: string;
  readonly alice: EmuUser;
  readonly bob: EmuUser;
  /** Errors thrown inside the bot's interaction handler. */
  readonly botErrors: unknown[];
  onInteraction(handler: Handler): void;
  channel(): Promise<SendableChannels>;
}

const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

const playCommand = new SlashCommandBuilder()
  .setName("play")
  .setNameLocalizations({ ja: "プレイ" })
  .setDescription("Open a table")
  .setDescriptionLocalizations({ ja: "テーブルを開く" })
  .addStringOption((option) =>
    option
      .setName("game")
      .setDescription("Which game")
      .setDescriptionLocalizations({ ja: "ゲーム" })
      .setRequired(true)
      .addChoices(
        { name: "Spymaster", name_localizations: { ja: "スパイマスター" }, value: "spymaster" },
        { name: "MindMaster", value: "mindmaster" },
      ),
  )
  .addIntegerOption((option) =>
    option.setName("timer").setDescription("Minutes per turn").setMinValue(1).setMaxValue(10),
  )
  .addBooleanOption((option) => option.setName("public").setDescription("Everyone can watch"));

let current: Harness | null = null;

afterEach(async () => {
  if (!current) return;
  await current.client.destroy();
  await current.emu.close();
  current = null;
});

async function startHarness(options: EmulatorOptions = {}): Promise<Harness> {
  const emu = await startEmulator(options);
  const guild = emu.addGuild({ name: "Test" });
  const alice = emu.addUser({ username: "alice", locale: "en-US" });
  const bob = emu.addUser({ username: "bob", locale: "ja" });
  const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: emu.apiBase } });
  let handler: Handler = async () => {};
  const botErrors: unknown[] = [];
  client.on(Events.InteractionCreate, (interaction) => {
    handler(interaction).catch((error: unknown) => botErrors.push(error));
  });
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(emu.token);
  await ready;
  await client.application?.commands.set([playCommand.toJSON()]);
  const channelId = guild.channels[0]?.id ?? "";
  current = {
    emu,
    client,
    channelId,
    alice,
    bob,
    botErrors,
    onInteraction: (next) => {
      handler = next;
    },
    channel: async () => {
      const channel = await client.channels.fetch(channelId);
      if (!channel?.isSendable()) throw new Error("general is not sendable");
      return channel;
    },
  };
  return current;
}

function seenText(emu: Emulator, user: EmuUser): string {
  return emu
    .visibleTo(user)
    .map((revision) => revision.content)
    .join("\n");
}

/** Speaks the gateway protocol by hand, for what discord.js does not exercise in a short test. */
async function checkGateway(emu: Emulator): Promise<void> {
  const gatewayUrl = (
    (await (
      await fetch(`${emu.apiBase}/v10/gateway/bot`, { headers: { Authorization: `Bot ${emu.token}` } })
    ).json()) as { url: string }
  ).url;
  const socket = new WebSocket(`${gatewayUrl}?v=10&encoding=json`);
  const frames: { op: number; d: unknown }[] = [];
  socket.on("message", (data) => frames.push(JSON.parse(String(data)) as { op: number; d: unknown }));
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  await new Promise((resolve) => socket.on("open", resolve));
  await emu.waitFor(() => frames.length === 1);
  expect(frames[0]).toEqual({ op: 10, d: { heartbeat_interval: 41250 }, s: null, t: null });
  socket.send(JSON.stringify({ op: 1, d: null }));
  socket.send(JSON.stringify({ op: 6, d: { token: emu.token, session_id: "x", seq: 1 } }));
  await emu.waitFor(() => frames.length === 3);
  expect(frames.slice(1).map((frame) => [frame.op, frame.d])).toEqual([
    [11, null],
    [9, false],
  ]);
  socket.send(JSON.stringify({ op: 2, d: { token: "wrong", intents: 1, properties: {} } }));
  expect(await closed).toBe(4004);
}

describe("Discord emulator driven by a real discord.js client", () => {
  it("logs in: READY then GUILD_CREATE, guild and channel cached", async () => {
    const { emu, client, channelId } = await startHarness();
    expect(client.user?.id).toBe(emu.botUser.id);
    // Each guild READY listed as unavailable arrived with its GUILD_CREATE (else discord.js waits ~15 s and gives up).
    expect(client.guilds.cache.every((g) => g.available)).toBe(true);
    expect(client.application?.id).toBe(emu.applicationId);
    const guild = client.guilds.cache.first();
    expect(guild?.name).toBe("Test");
    expect(guild?.channels.cache.get(channelId)?.name).toBe("general");
    expect(emu.connectedSessions).toBe(1);
    expect(emu.requestCounts["GET /gateway/bot"]).toBe(1);

    const second = emu.addGuild({ name: "Second", channels: ["lobby"] });
    await emu.waitFor(() => client.guilds.cache.get(second.id));
    const extra = emu.addChannel(second.id, "tables");
    await emu.waitFor(() => client.channels.cache.get(extra.id));
    expect(
      client.guilds.cache
        .get(second.id)
        ?.channels.cache.map((channel) => channel.name)
        .sort(),
    ).toEqual(["lobby", "tables"]);
    expect(emu.problems).toEqual([]);
  });

  it("gateway: HELLO, heartbeat ACK, RESUME -> INVALID_SESSION, wrong IDENTIFY token -> 4004", async () => {
    const emu = await startEmulator();
    try {
      await checkGateway(emu);
    } finally {
      await emu.close();
    }
  });

  it("refuses a wrong bot token on REST (401) so login fails", async () => {
    const emu = await startEmulator();
    const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: emu.apiBase } });
    current = { emu, client } as Harness;
    await expect(client.login("not-the-token")).rejects.toMatchObject({ code: "TokenInvalid" });
  });

  it("stores commands with Japanese localizations and refuses invalid ones (50035)", async () => {
    const { emu, client } = await startHarness();
    const [play] = emu.commands();
    expect(play?.name).toBe("play");
    expect(play?.name_localizations).toEqual({ ja: "プレイ" });
    expect(play?.description_localizations).toEqual({ ja: "テーブルを開く" });
    expect(play?.options?.[0]).toMatchObject({
      name: "game",
      description_localizations: { ja: "ゲーム" },
      required: true,
    });
    const fetched = await client.application?.commands.fetch();
    expect(fetched?.first()?.nameLocalizations).toEqual({ ja: "プレイ" });

    const invalid = [
      { name: "Play", description: "upper case name" },
      { name: "deal", description: "bad locale", name_localizations: { jp: "配る" } },
      {
        name: "order",
        description: "required after optional",
        options: [
          { type: 3, name: "a", description: "optional" },
          { type: 3, name: "b", description: "required", required: true },
        ],
      },
    ];
    const error = await client.rest
      .put(Routes.applicationCommands(emu.applicationId), { body: invalid })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect(error).toMatchObject({ code: 50035, status: 400 });
    const raw = (error as DiscordAPIError).rawError as { errors: Record<string, unknown> };
    expect(Object.keys(raw.errors).sort()).toEqual(["0", "1", "2"]);
    expect(emu.problems.join("\n")).toMatch(/0\.name: Command name is invalid/);
    expect(emu.problems.join("\n")).toMatch(/1\.name_localizations\.jp/);
    expect(emu.problems.join("\n")).toMatch(/2\.options\.1\.required/);
    expect(emu.commands().map((command) => command.name)).toEqual(["play"]);
  });

  it("slash -> ephemeral reply: typed options, locales, visibility only for the caller", async () => {
    const { emu, alice, bob, channelId, onInteraction } = await startHarness();
    const seen: unknown[] = [];
    onInteraction(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      seen.push({
        game: interaction.options.getString("game"),
        timer: interaction.options.getInteger("timer"),
        open: interaction.options.getBoolean("public"),
        locale: interaction.locale,
        guildLocale: interaction.guildLocale,
        channelId: interaction.channelId,
        manageGuild: interaction.memberPermissions?.has("ManageGuild"),
      });
      const response = await interaction.reply({
        content: "your hand: 7♠",
        flags: MessageFlags.Ephemeral,
        withResponse: true,
      });
      seen.push(response.resource?.message?.content);
    });
    const outcome = await emu.slash(
      alice,
      channelId,
      "play",
      { game: "spymaster", timer: 3, public: false },
      { locale: "ja" },
    );
    expect(outcome.type).toBe(4);
    expect(outcome.message?.visibility).toEqual({ kind: "ephemeral", userId: alice.id });
    expect(outcome.message?.flags).toBe(MessageFlags.Ephemeral);
    expect(outcome.message?.interactionId).toBe(outcome.interactionId);
    expect(outcome.latencyMs).toBeGreaterThan(0);
    await emu.waitFor(() => seen.length === 2);
    expect(seen[0]).toEqual({
      game: "spymaster",
      timer: 3,
      open: false,
      locale: "ja",
      guildLocale: "en-US",
      channelId,
      manageGuild: false,
    });
    expect(seen[1]).toBe("your hand: 7♠");
    expect(seenText(emu, alice)).toContain("your hand: 7♠");
    expect(seenText(emu, bob)).not.toContain("your hand");
    expect(emu.latencies).toHaveLength(1);
    expect(emu.latencies[0]).toMatchObject({ kind: "command", name: "play", callbackType: 4, withFiles: false });
    await expect(emu.press(bob, outcome.message ?? "", "x")).rejects.toThrow(/bob cannot see message/);
    await expect(emu.slash(alice, channelId, "play", { game: "chess" })).rejects.toBeInstanceOf(EmulatorUsageError);
    await expect(emu.slash(alice, channelId, "play", { timer: 3 })).rejects.toThrow(/needs option "game"/);
    expect(emu.problems).toEqual([]);
  });

  it("deferReply (ephemeral) then editReply with a PNG: bytes recorded, visible only to the caller", async () => {
    const { emu, alice, bob, channelId, onInteraction } = await startHarness();
    const widths: (number | null)[] = [];
    onInteraction(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.deferReply({ flags: MessageFlags.Ephemeral });
      await sleep(30);
      const message = await interaction.editReply({
        content: "your board",
        embeds: [{ title: "Board", image: { url: "attachment://board.png" } }],
        files: [new AttachmentBuilder(PNG_1X1, { name: "board.png" })],
      });
      widths.push(message.attachments.first()?.width ?? null);
    });
    const outcome = await emu.slash(alice, channelId, "play", { game: "mindmaster" });
    expect(outcome.type).toBe(5);
    expect(outcome.message?.revisions[0]?.flags).toBe(MessageFlags.Ephemeral | MessageFlags.Loading);
    const filled = await emu.waitFor(() => outcome.original()?.attachments[0] && outcome.original());
    expect(filled.content).toBe("your board");
    expect(filled.flags).toBe(MessageFlags.Ephemeral);
    expect(filled.visibility).toEqual({ kind: "ephemeral", userId: alice.id });
    const attachment = filled.attachments[0];
    expect(attachment?.filename).toBe("board.png");
    expect(attachment?.contentType).toBe("image/png");
    expect(attachment?.data.equals(PNG_1X1)).toBe(true);
    await emu.waitFor(() => widths.length === 1);
    expect(widths).toEqual([1]);
    expect(filled.embeds[0]?.image?.url).toBe(attachment?.url);

    const served = await fetch(attachment?.url ?? "");
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    const aliceSees = emu.visibleTo(alice).flatMap((revision) => revision.attachments);
    expect(aliceSees.some((seen) => seen.data.equals(PNG_1X1))).toBe(true);
    expect(emu.visibleTo(bob).flatMap((revision) => revision.attachments)).toEqual([]);
    expect(emu.problems).toEqual([]);
  });

  it("public defer + 'ephemeral' followUp: the follow-up fills the deferred message and is public", async () => {
    const { emu, alice, bob, channelId, onInteraction } = await startHarness();
    onInteraction(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.deferReply();
      await interaction.followUp({ content: "secret cards: K♥ Q♥", flags: MessageFlags.Ephemeral });
      await interaction.followUp({ content: "second: really ephemeral", flags: MessageFlags.Ephemeral });
    });
    const outcome = await emu.slash(alice, channelId, "play", { game: "spymaster" });
    await emu.waitFor(() => outcome.followUps().length === 2);
    const [first, second] = outcome.followUps();
    expect(first?.id).toBe(outcome.original()?.id);
    expect(first?.content).toBe("secret cards: K♥ Q♥");
    expect(first?.visibility).toEqual({ kind: "public" });
    expect(first?.flags).toBe(0);
    expect(second?.visibility).toEqual({ kind: "ephemeral", userId: alice.id });
    expect(seenText(emu, bob)).toContain("secret cards: K♥ Q♥");
    expect(seenText(emu, bob)).not.toContain("second: really ephemeral");
  });

  it("button press -> update (type 7) edits the component's message; select and forged presses", async () => {
    const { emu, alice, bob, channelId, onInteraction } = await startHarness();
    const pressedBy: string[] = [];
    onInteraction(async (interaction) => {
      if (interaction.isChatInputCommand()) {
        const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId("flip").setLabel("Flip").setStyle(ButtonStyle.Primary),
        );
        const select = new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
          new StringSelectMenuBuilder()
            .setCustomId("pick")
            .setMaxValues(2)
            .addOptions({ label: "A", value: "a" }, { label: "B", value: "b" }, { label: "C", value: "c" }),
        );
        await interaction.reply({ content: "table", components: [row, select] });
      } else if (interaction.isButton()) {
        pressedBy.push(`${interaction.user.username}:${interaction.customId}:${interaction.message.content}`);
        if (interaction.customId === "flip") await interaction.update({ content: "flipped", components: [] });
        else await interaction.deferUpdate();
      } else if (interaction.isStringSelectMenu()) {
        await interaction.update({ content: `picked ${interaction.values.join("+")}` });
      }
    });
    const opened = await emu.slash(alice, channelId, "play", { game: "spymaster" });
    const table = opened.message;
    if (!table) throw new Error("no table message");
    expect(table.visibility).toEqual({ kind: "public" });

    await expect(emu.press(bob, table, "nope")).rejects.toBeInstanceOf(EmulatorUsageError);
    await expect(emu.select(bob, table, "pick", ["z"])).rejects.toThrow(/offers no z/);
    const picked = await emu.select(bob, table, "pick", ["a", "c"]);
    expect(picked.type).toBe(7);
    expect(table.content).toBe("picked a+c");

    const forged = await emu.pressRaw(bob, table, "forged-id");
    expect(forged.type).toBe(6);
    expect(forged.original()?.id).toBe(table.id);

    const pressed = await emu.press(bob, table, "flip");
    expect(pressed.type).toBe(7);
    expect(pressed.message?.id).toBe(table.id);
    expect(table.content).toBe("flipped");
    expect(table.components).toEqual([]);
    expect(table.revisions.map((revision) => revision.content)).toEqual(["table", "picked a+c", "flipped"]);
    expect(pressedBy).toEqual(["bob:forged-id:picked a+c", "bob:flip:picked a+c"]);
    await expect(emu.press(bob, table, "flip")).rejects.toThrow(/no button "flip"/);
    expect(emu.problems).toEqual([]);
  });

  it("opens a modal and receives its submission", async () => {
    const { emu, alice, channelId, onInteraction } = await startHarness();
    onInteraction(async (interaction) => {
      if (interaction.isChatInputCommand()) {
        const modal = new ModalBuilder().setCustomId("deck").setTitle("Import deck");
        modal.addComponents(
          new ActionRowBuilder<TextInputBuilder>().addComponents(
            new TextInputBuilder().setCustomId("list").setLabel("Deck list").setStyle(TextInputStyle.Paragraph),
          ),
        );
        await interaction.showModal(modal);
      } else if (interaction.isModalSubmit()) {
        await interaction.reply({
          content: `got ${interaction.fields.getTextInputValue("list")}`,
          flags: MessageFlags.Ephemeral,
        });
      }
    });
    const opened = await emu.slash(alice, channelId, "play", { game: "spymaster" });
    expect(opened.type).toBe(9);
    expect(opened.modal?.custom_id).toBe("deck");
    const submitted = await emu.submitModal(alice, opened, { list: "4x Spy" });
    expect(submitted.message?.content).toBe("got 4x Spy");
    expect(submitted.message?.visibility).toEqual({ kind: "ephemeral", userId: alice.id });
    expect(emu.problems).toEqual([]);
  });

  it("a second initial response is refused with 40060", async () => {
    const { emu, alice, channelId, onInteraction } = await startHarness();
    const errors: unknown[] = [];
    onInteraction(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.reply("one");
      await interaction.client.rest
        .post(Routes.interactionCallback(interaction.id, interaction.token), {
          body: { type: 4, data: { content: "two" } },
          auth: false,
        })
        .catch((error: unknown) => errors.push(error));
    });
    await emu.slash(alice, channelId, "play", { game: "spymaster" });
    await emu.waitFor(() => errors.length === 1);
    expect(errors[0]).toBeInstanceOf(DiscordAPIError);
    expect(errors[0]).toMatchObject({
      code: 40060,
      status: 400,
      message: "Interaction has already been acknowledged.",
    });
    expect(emu.messages.map((message) => message.content)).toEqual(["one"]);
    expect(emu.problems).toEqual([expect.stringMatching(/second initial response/)]);
  });

  it("a first response later than the limit gets 10062 and is recorded", async () => {
    const { emu, alice, channelId, onInteraction, botErrors } = await startHarness({ firstResponseLimitMs: 150 });
    onInteraction(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await sleep(300);
      await interaction.reply("too late");
    });
    await expect(emu.slash(alice, channelId, "play", { game: "spymaster" })).rejects.toThrow(
      /no first response|late first response/,
    );
    await emu.waitFor(() => botErrors.length === 1);
    expect(botErrors[0]).toMatchObject({ code: 10062, status: 404, message: "Unknown interaction" });
    expect(emu.problems.some((problem) => /late first response after \d+ ms \(limit 150 ms\)/.test(problem))).toBe(
      true,
    );
    expect(emu.messages).toEqual([]);
  });

  it("channel messages with files; PATCH keeps listed attachments and drops the rest", async () => {
    const { emu, alice, channel } = await startHarness();
    const general = await channel();
    const sent = await general.send({
      content: "two files",
      files: [
        new AttachmentBuilder(PNG_1X1, { name: "a.png" }),
        new AttachmentBuilder(Buffer.from("rules text"), { name: "rules.txt" }),
      ],
    });
    const recorded = emu.messages.find((message) => message.id === sent.id);
    if (!recorded) throw new Error("not recorded");
    expect(recorded.visibility).toEqual({ kind: "public" });
    expect(recorded.attachments.map((attachment) => attachment.filename)).toEqual(["a.png", "rules.txt"]);
    expect(sent.attachments.map((attachment) => attachment.name)).toEqual(["a.png", "rules.txt"]);

    const png = sent.attachments.find((attachment) => attachment.name === "a.png");
    const kept = await sent.edit({ content: "kept the png", attachments: png ? [png] : [] });
    expect(kept.attachments.map((attachment) => attachment.name)).toEqual(["a.png"]);
    expect(recorded.attachments.map((attachment) => attachment.filename)).toEqual(["a.png"]);

    await sent.edit({
      content: "new file only",
      files: [new AttachmentBuilder(Buffer.from("v2"), { name: "notes.txt" })],
    });
    expect(recorded.attachments.map((attachment) => attachment.filename)).toEqual(["notes.txt"]);
    expect(recorded.attachments[0]?.data.toString()).toBe("v2");

    await sent.edit({ content: "text edit keeps files" });
    expect(recorded.attachments.map((attachment) => attachment.filename)).toEqual(["notes.txt"]);
    expect(recorded.revisions.map((revision) => revision.attachments.length)).toEqual([2, 1, 1, 1]);
    expect(emu.visibleTo(alice).filter((revision) => revision.messageId === sent.id)).toHaveLength(4);

    const fetched = await general.messages.fetch({ limit: 10 });
    expect(fetched.first()?.content).toBe("text edit keeps files");
    await sent.delete();
    expect(recorded.deleted).toBe(true);
    await expect(general.messages.fetch({ message: sent.id, force: true })).rejects.toMatchObject({ code: 10008 });
    expect(emu.problems).toEqual([]);
  });

  it("DMs: recorded as DMs, buttons in DMs work, closed DMs give 50007", async () => {
    const { emu, client, alice, bob, onInteraction } = await startHarness();
    const contexts: unknown[] = [];
    onInteraction(async (interaction) => {
      if (!interaction.isButton()) return;
      contexts.push([interaction.guildId, interaction.channel?.isDMBased(), interaction.user.id, interaction.context]);
      await interaction.reply({ content: "noted", flags: MessageFlags.Ephemeral });
    });
    const aliceUser = await client.users.fetch(alice.id);
    const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId("ack").setLabel("OK").setStyle(ButtonStyle.Secondary),
    );
    await aliceUser.send({ content: "your turn", components: [row] });
    const dm = emu.messages.at(-1);
    if (!dm) throw new Error("no DM recorded");
    expect(dm.visibility).toEqual({ kind: "dm", userId: alice.id });
    expect(dm.guildId).toBeNull();
    expect(dm.channelId).toBe(emu.dmChannelOf(alice).id);
    expect(seenText(emu, bob)).not.toContain("your turn");
    await expect(emu.press(bob, dm, "ack")).rejects.toThrow(/cannot see/);
    const pressed = await emu.press(alice, dm, "ack");
    expect(pressed.message?.content).toBe("noted");
    expect(contexts).toEqual([[null, true, alice.id, 1]]);

    emu.setDmsOpen(bob, false);
    const bobUser = await client.users.fetch(bob.id);
    const error = await bobUser.send("your turn").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect(error).toMatchObject({ code: 50007, status: 403, message: "Cannot send messages to this user" });
    expect(emu.messages).toHaveLength(2);
  });

  it("refuses invalid payloads like Discord and records each one", async () => {
    const { emu, channel } = await startHarness();
    const general = await channel();
    const button = (customId: string) => ({
      type: 1,
      components: [{ type: 2, style: 1, label: "x", custom_id: customId }],
    });

    const tooLong = await general.send({ content: "x".repeat(2001) }).catch((e: unknown) => e);
    expect(tooLong).toMatchObject({ code: 50035, status: 400 });
    const errors = (tooLong as DiscordAPIError).rawError as { errors: unknown };
    expect(errors.errors).toEqual({
      content: { _errors: [{ code: "BASE_TYPE_MAX_LENGTH", message: "Must be 2000 or fewer in length." }] },
    });

    const sixRows = Array.from({ length: 6 }, (_, i) => button(`b${i}`));
    await expect(general.send({ content: "rows", components: sixRows as never })).rejects.toMatchObject({
      code: 50035,
    });

    const longId = [button("c".repeat(101))];
    await expect(general.send({ content: "id", components: longId as never })).rejects.toMatchObject({ code: 50035 });

    await expect(general.send({ embeds: [] })).rejects.toMatchObject({
      code: 50006,
      message: "Cannot send an empty message",
    });

    expect(emu.messages).toEqual([]);
    await general.send({ content: "meant to be hidden", flags: MessageFlags.Ephemeral as never });
    expect(emu.messages[0]?.visibility).toEqual({ kind: "public" });
    expect(emu.problems).toHaveLength(5);
    expect(emu.problems[4]).toMatch(/ephemeral flag only exists for interaction responses/);
    expect(emu.problems[0]).toMatch(/content: Must be 2000 or fewer in length/);
    expect(emu.problems[1]).toMatch(/components: Must be 5 or fewer in length/);
    expect(emu.problems[2]).toMatch(/components\.0\.components\.0\.custom_id: Must be between 1 and 100 in length/);
    expect(emu.problems[3]).toMatch(/Cannot send an empty message/);
  });

  it("an invalid interaction reply is refused but the interaction can still be answered", async () => {
    const { emu, alice, channelId, onInteraction } = await startHarness();
    const codes: unknown[] = [];
    onInteraction(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      const duplicate = {
        type: 1,
        components: [1, 2].map(() => ({ type: 2, style: 2, label: "dup", custom_id: "same" })),
      };
      await interaction.reply({ content: "bad", components: [duplicate as never] }).catch((e: unknown) => {
        codes.push((e as DiscordAPIError).code);
      });
      interaction.replied = false;
      await interaction.reply("good");
    });
    const outcome = await emu.slash(alice, channelId, "play", { game: "spymaster" });
    expect(codes).toEqual([50035]);
    expect(outcome.message?.content).toBe("good");
    expect(emu.problems).toEqual([expect.stringMatching(/Component custom id cannot be duplicated/)]);
  });

  it("an interaction token used after 15 minutes gets 50027", async () => {
    const { emu, alice, channelId, onInteraction } = await startHarness();
    let later: (() => Promise<unknown>) | null = null;
    onInteraction(async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.reply({ content: "hand", flags: MessageFlags.Ephemeral });
      later = () => interaction.editReply("hand, later");
    });
    await emu.slash(alice, channelId, "play", { game: "spymaster" });
    const edit = await emu.waitFor(() => later);
    emu.advanceClock(16 * 60 * 1000);
    await expect(edit()).rejects.toMatchObject({ code: 50027, status: 401, message: "Invalid Webhook Token" });
    expect(emu.problems).toEqual([expect.stringMatching(/expired/)]);
  });

  it("records unhandled routes", async () => {
    const { emu, client } = await startHarness();
    await expect(client.rest.get("/guilds/1/emojis")).rejects.toMatchObject({ status: 404 });
    expect(emu.problems).toEqual(["unhandled route GET /api/v10/guilds/1/emojis"]);
  });
});
