import {
  ChannelType,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  PermissionFlagsBits,
  RESTJSONErrorCodes,
  type TextChannel,
  type ThreadChannel,
} from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import { startEmulator, type EmuChannel, type Emulator } from "./index.ts";

let current: { emu: Emulator; client: Client } | null = null;

afterEach(async () => {
  if (!current) return;
  await current.client.destroy();
  await current.emu.close();
  current = null;
});

async function start(): Promise<{ emu: Emulator; client: Client; general: EmuChannel }> {
  const emu = await startEmulator();
  const guild = emu.addGuild({ name: "Test", channels: ["general", "quiet"] });
  const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: emu.apiBase } });
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(emu.token);
  await ready;
  current = { emu, client };
  return { emu, client, general: guild.channels[0] as EmuChannel };
}

async function textChannel(client: Client, id: string): Promise<TextChannel> {
  const channel = await client.channels.fetch(id);
  if (channel?.type !== ChannelType.GuildText) throw new Error(`${id} is not a text channel`);
  return channel;
}

async function rest(emu: Emulator, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${emu.apiBase}/v10${path}`, {
    method,
    headers: { Authorization: `Bot ${emu.token}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function apiCode(work: Promise<unknown>): Promise<number | string> {
  try {
    await work;
    return "ok";
  } catch (error) {
    if (error instanceof DiscordAPIError) return error.code;
    throw error;
  }
}

describe("threads", () => {
  it("starts a public thread without a message: discord.js caches it from THREAD_CREATE and the answer", async () => {
    const { emu, client, general } = await start();
    const created = new Promise<{ id: string; newly: boolean }>((resolve) =>
      client.once(Events.ThreadCreate, (thread, newly) => resolve({ id: thread.id, newly })),
    );
    const thread = await (
      await textChannel(client, general.id)
    ).threads.create({
      name: "Survivor · alice",
      type: ChannelType.PublicThread,
    });
    expect(thread.type).toBe(ChannelType.PublicThread);
    expect(thread.parentId).toBe(general.id);
    expect(thread.ownerId).toBe(emu.botUser.id);
    expect(thread.archived).toBe(false);
    expect(thread.locked).toBe(false);
    expect(thread.autoArchiveDuration).toBe(4320);
    expect(await created).toEqual({ id: thread.id, newly: true });
    expect(emu.threadsOf(general.id).map((c) => [c.id, c.type, c.name])).toEqual([[thread.id, 11, "Survivor · alice"]]);

    // A fetch from the API (cache bypassed) sees the same thread; the guild's channel list does not hold threads.
    const fetched = (await client.channels.fetch(thread.id, { force: true })) as ThreadChannel;
    expect(fetched.parentId).toBe(general.id);
    const listed = (await (await rest(emu, "GET", `/guilds/${general.guildId}/channels`)).json()) as { id: string }[];
    expect(listed.map((c) => c.id)).not.toContain(thread.id);

    const message = await thread.send({ content: "in the thread" });
    expect(emu.messages.at(-1)).toMatchObject({ id: message.id, channelId: thread.id, content: "in the thread" });
    expect(emu.problems).toEqual([]);
  });

  it("validates the request: name 1-100, a known auto-archive duration, public threads only, text channels only", async () => {
    const { emu, general } = await start();
    const tooLong = await rest(emu, "POST", `/channels/${general.id}/threads`, { name: "x".repeat(101), type: 11 });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({
      code: 50035,
      errors: { name: { _errors: [{ code: "BASE_TYPE_BAD_LENGTH" }] } },
    });
    const duration = await rest(emu, "POST", `/channels/${general.id}/threads`, {
      name: "x",
      type: 11,
      auto_archive_duration: 30,
    });
    expect(await duration.json()).toMatchObject({ errors: { auto_archive_duration: { _errors: [{}] } } });
    expect(emu.problems).toEqual([]);

    // No type: Discord would start a private thread, which the emulator does not model.
    const untyped = await rest(emu, "POST", `/channels/${general.id}/threads`, { name: "x" });
    expect(untyped.status).toBe(400);
    expect(emu.problems).toHaveLength(1);
    emu.problems.length = 0;

    const thread = (await (
      await rest(emu, "POST", `/channels/${general.id}/threads`, { name: "t", type: 11 })
    ).json()) as { id: string; parent_id: string; thread_metadata: { archived: boolean } };
    expect(thread.parent_id).toBe(general.id);
    const nested = await rest(emu, "POST", `/channels/${thread.id}/threads`, { name: "x", type: 11 });
    expect(nested.status).toBe(400);
    expect(((await nested.json()) as { code: number }).code).toBe(
      RESTJSONErrorCodes.CannotExecuteActionOnThisChannelType,
    );
    expect(emu.problems).toEqual([]);
  });

  it("needs Create Public Threads in the channel: an overwrite for the bot takes it away, and discord.js sees the overwrite", async () => {
    const { emu, client, general } = await start();
    const quiet = emu.guilds[0]?.channels[1] as EmuChannel;
    emu.setBotOverwrite(quiet.id, { deny: PermissionFlagsBits.CreatePublicThreads });
    const channel = await textChannel(client, quiet.id);
    await emu.waitFor(() => channel.permissionOverwrites.cache.has(emu.botUser.id));
    expect(
      channel.permissionOverwrites.cache.get(emu.botUser.id)?.deny.has(PermissionFlagsBits.CreatePublicThreads),
    ).toBe(true);
    expect(await apiCode(channel.threads.create({ name: "no", type: ChannelType.PublicThread }))).toBe(
      RESTJSONErrorCodes.MissingPermissions,
    );
    expect(emu.threadsOf(quiet.id)).toEqual([]);
    // The other channel is untouched.
    const thread = await (
      await textChannel(client, general.id)
    ).threads.create({
      name: "yes",
      type: ChannelType.PublicThread,
    });
    expect(thread.id).toBeTruthy();
  });

  it("archives and reopens: THREAD_UPDATE, no edits while archived, a new message reopens, locking needs Manage Threads", async () => {
    const { emu, client, general } = await start();
    const thread = await (
      await textChannel(client, general.id)
    ).threads.create({
      name: "table",
      type: ChannelType.PublicThread,
    });
    const message = await thread.send({ content: "board" });
    // The bot may not lock (no Manage Threads), nor edit a text channel (no Manage Channels).
    expect(await apiCode(thread.setLocked(true))).toBe(RESTJSONErrorCodes.MissingPermissions);
    expect(await apiCode((await textChannel(client, general.id)).setName("x"))).toBe(
      RESTJSONErrorCodes.MissingPermissions,
    );
    const updated = new Promise<boolean>((resolve) =>
      client.once(Events.ThreadUpdate, (_old, next) => resolve(next.archived ?? false)),
    );
    await thread.setArchived(true);
    expect(await updated).toBe(true);
    expect(thread.archived).toBe(true);
    const emuThread = emu.threadsOf(general.id)[0];
    expect(emuThread?.thread).toMatchObject({ archived: true, locked: false });

    // Archived: the old messages cannot change, nor the thread's name, unless the same request reopens it.
    expect(await apiCode(message.edit({ content: "changed" }))).toBe(RESTJSONErrorCodes.InvalidActionOnArchivedThread);
    expect(await apiCode(message.delete())).toBe(RESTJSONErrorCodes.InvalidActionOnArchivedThread);
    expect(await apiCode(thread.setName("renamed"))).toBe(RESTJSONErrorCodes.InvalidActionOnArchivedThread);

    // A new message reopens an unlocked thread, as in Discord.
    await thread.send({ content: "again" });
    expect(emuThread?.thread?.archived).toBe(false);
    await emu.waitFor(() => !thread.archived);
    await thread.setArchived(true);
    await thread.setArchived(false);
    expect(emuThread?.thread?.archived).toBe(false);
    await message.edit({ content: "changed" });
    expect(emu.messages.find((m) => m.id === message.id)?.content).toBe("changed");
    expect(emu.problems).toEqual([]);
  });
});
