import { BOT_PERMISSIONS } from "./permissions.ts";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { GatewayDispatchEvents, GatewayIntentBits, type APIApplicationCommand } from "discord-api-types/v10";
import { registerChannelRoutes } from "./channel-routes.ts";
import { registerCommandRoutes } from "./command-routes.ts";
import type { SlashOptionValue } from "./command-options.ts";
import { EmulatorUsageError } from "./errors.ts";
import { Gateway, registerGatewayRoutes } from "./gateway.ts";
import { registerGuildRoutes } from "./guild-routes.ts";
import { registerThreadRoutes } from "./thread-routes.ts";
import { registerInteractionCallbackRoute } from "./interaction-callbacks.ts";
import { registerInteractionWebhookRoutes } from "./interaction-webhooks.ts";
import { InteractionDriver, type SlashExtras } from "./interactions.ts";
import { seenBy } from "./messages.ts";
import type {
  EmuChannel,
  EmuGuild,
  EmuUser,
  InteractionOutcome,
  LatencyRecord,
  RecordedMessage,
  SeenRevision,
} from "./model.ts";
import { apiGuildCreate, apiTextChannel } from "./objects.ts";
import { PendingResponses } from "./outcomes.ts";
import { DISCORD_RATE_LIMITS, RateLimiter, type RateLimitConfig } from "./rate-limits.ts";
import { Router } from "./router.ts";
import { createRequestListener } from "./server.ts";
import { EmulatorState, type EmulatorLimits } from "./state.ts";
import { dmChannel, registerUserRoutes } from "./user-routes.ts";

export interface EmulatorOptions {
  /** Discord's first-response limit (default 3000 ms); lower it to test late answers quickly. */
  readonly firstResponseLimitMs?: number;
  /** Interaction token lifetime (default 15 minutes). */
  readonly tokenLifetimeMs?: number;
  /** Per-file upload limit in bytes (default 10 MiB). */
  readonly attachmentSizeLimit?: number;
  /**
   * Enforce Discord's rate limits (`true`: DISCORD_RATE_LIMITS): buckets and headers, 429s, the global limit and the
   * invalid-request count; every 429 and every invalid request is recorded as a problem. Off by default.
   */
  readonly rateLimits?: boolean | RateLimitConfig;
}

export interface AddGuildOptions {
  readonly name?: string;
  /** The guild's preferred locale, sent as `guild_locale` (default "en-US"). */
  readonly locale?: string;
  /** Text channel names (default ["general"]). */
  readonly channels?: readonly string[];
  /** Default: the bot. */
  readonly ownerId?: string;
  /** The bot's permissions in the guild's channels (default: a member's plus Manage Messages). */
  readonly botPermissions?: bigint;
}

export interface AddUserOptions {
  readonly username: string;
  readonly globalName?: string | null;
  /** The user's Discord client locale (default "en-US"). */
  readonly locale?: string;
  /** Whether the user accepts DMs from the bot (default true). */
  readonly dmsOpen?: boolean;
  /** Adds MANAGE_GUILD to the user's permissions (default false). */
  readonly manageGuild?: boolean;
}

/** Waits end when their condition holds; the limit only ends a wait that never will, even on a machine under load. */
const DEFAULT_WAIT_MS = 60_000;
const POLL_MS = 5;

/** A local Discord (REST + gateway) for the bot's tests. Start it with `startEmulator()`. */
export class Emulator {
  readonly #state: EmulatorState;
  readonly #server: Server;
  readonly #gateway: Gateway;
  readonly #pending: PendingResponses;
  readonly #driver: InteractionDriver;

  /** @internal use startEmulator */
  constructor(state: EmulatorState, server: Server) {
    this.#state = state;
    this.#server = server;
    this.#gateway = new Gateway(state, server);
    this.#pending = new PendingResponses();
    this.#driver = new InteractionDriver(state, this.#gateway, this.#pending);
    const router = new Router();
    registerGatewayRoutes(router, this.#gateway);
    registerCommandRoutes(router, state);
    registerInteractionCallbackRoute(router, state, this.#pending);
    registerInteractionWebhookRoutes(router, state);
    registerChannelRoutes(router, state, this.#gateway);
    registerThreadRoutes(router, state, this.#gateway);
    registerUserRoutes(router, state);
    registerGuildRoutes(router, state);
    server.on("request", createRequestListener(state, router));
  }

  /** For `new Client({ rest: { api: emu.apiBase } })`; discord.js appends /v10. */
  get apiBase(): string {
    return `${this.#state.origin}/api`;
  }
  get origin(): string {
    return this.#state.origin;
  }
  get token(): string {
    return this.#state.token;
  }
  get applicationId(): string {
    return this.#state.applicationId;
  }
  get botUser(): EmuUser {
    return this.#state.botUser;
  }
  /** Every message ever created, in creation order, with its revisions. */
  /** The message with this id, if the bot made it (deleted ones included). */
  message(id: string): RecordedMessage | undefined {
    return this.#state.messagesById.get(id);
  }
  get messages(): readonly RecordedMessage[] {
    return this.#state.messages;
  }
  /** Everything Discord would have refused or a user would have noticed; tests expect it empty. */
  get problems(): string[] {
    return this.#state.problems;
  }
  get latencies(): readonly LatencyRecord[] {
    return this.#state.latencies;
  }
  /**
   * The next request the bot makes that `matches` (its method and route pattern, such as "PATCH" and
   * "/channels/:channelId/messages/:messageId") runs `hold` and is never served: a test kills the bot in `hold`, to
   * crash it just before that request would have taken effect. Resolves once the request has arrived.
   */
  trapRequest(matches: (method: string, route: string) => boolean, hold: () => Promise<void>): Promise<void> {
    return new Promise((arrived) => {
      this.#state.traps.push({
        matches,
        async hold() {
          arrived();
          await hold();
        },
      });
    });
  }
  /**
   * Holds every request the bot makes that `matches` until the returned function is called; then they are served in
   * the order they came (a slow Discord, without the clock).
   */
  holdRequests(matches: (method: string, route: string) => boolean): () => void {
    let open = (): void => undefined;
    const gate = { matches, opened: new Promise<void>((resolve) => (open = resolve)) };
    this.#state.gates.add(gate);
    return () => {
      this.#state.gates.delete(gate);
      open();
    };
  }
  /** Requests per "METHOD /route/pattern". */
  get requestCounts(): Readonly<Record<string, number>> {
    return this.#state.requestCounts;
  }
  get guilds(): readonly EmuGuild[] {
    return [...this.#state.guilds.values()];
  }
  get users(): readonly EmuUser[] {
    return this.#state.humans();
  }
  /** Bot clients currently identified on the gateway. */
  get connectedSessions(): number {
    return this.#gateway.sessionCount;
  }
  /** The shard id of each identified session. */
  get connectedShards(): number[] {
    return this.#gateway.shards;
  }
  /** The shard count GET /gateway/bot recommends. */
  set recommendedShards(count: number) {
    this.#gateway.recommendedShards = count;
  }

  addGuild(options: AddGuildOptions = {}): EmuGuild {
    const state = this.#state;
    const guild: EmuGuild = {
      id: state.ids.next(),
      name: options.name ?? "Test Guild",
      ownerId: options.ownerId ?? state.botUser.id,
      joinedAt: state.clock.iso(),
      locale: options.locale ?? "en-US",
      channels: [],
      botPermissions: options.botPermissions ?? BOT_PERMISSIONS,
      roles: [],
    };
    state.guilds.set(guild.id, guild);
    for (const name of options.channels ?? ["general"]) this.#createChannel(guild, name);
    this.#gateway.dispatch(
      GatewayDispatchEvents.GuildCreate,
      apiGuildCreate(state, guild),
      GatewayIntentBits.Guilds,
      guild.id,
    );
    return guild;
  }

  addChannel(guildId: string, name: string): EmuChannel {
    const guild = this.#state.guilds.get(guildId);
    if (!guild) throw new EmulatorUsageError(`unknown guild ${guildId}`);
    const channel = this.#createChannel(guild, name);
    this.#gateway.dispatch(
      GatewayDispatchEvents.ChannelCreate,
      apiTextChannel(channel),
      GatewayIntentBits.Guilds,
      guild.id,
    );
    return channel;
  }

  /** A user who is a member of every guild. */
  addUser(options: AddUserOptions): EmuUser {
    const user: EmuUser = {
      id: this.#state.ids.next(),
      username: options.username,
      globalName: options.globalName ?? null,
      bot: false,
      locale: options.locale ?? "en-US",
      dmsOpen: options.dmsOpen ?? true,
      manageGuild: options.manageGuild ?? false,
      roles: [],
    };
    this.#state.users.set(user.id, user);
    return user;
  }

  /** A new role in the guild; returns its id. */
  addRole(guildId: string, name: string): string {
    const guild = this.#state.guilds.get(guildId);
    if (!guild) throw new EmulatorUsageError(`unknown guild ${guildId}`);
    const id = this.#state.ids.next();
    guild.roles.push({ id, name });
    return id;
  }

  /** Gives the user a role (of any guild: role ids are unique). */
  giveRole(user: EmuUser | string, roleId: string): void {
    const holder = this.#user(user);
    if (!holder.roles.includes(roleId)) holder.roles.push(roleId);
  }

  /**
   * A permission overwrite for the bot in a guild text channel (its threads follow it): `deny` is taken away and
   * `allow` given on top of the bot's server permissions, in interactions' `app_permissions` and in what Discord lets
   * the bot do there.
   */
  setBotOverwrite(channelId: string, overwrite: { allow?: bigint; deny?: bigint }): void {
    const channel = this.#state.channels.get(channelId);
    if (!channel || channel.type !== 0) throw new EmulatorUsageError(`${channelId} is not a guild text channel`);
    const botId = this.#state.botUser.id;
    const rest = channel.overwrites.filter((o) => !(o.type === 1 && o.id === botId));
    channel.overwrites.splice(0, channel.overwrites.length, ...rest, {
      id: botId,
      type: 1,
      allow: overwrite.allow ?? 0n,
      deny: overwrite.deny ?? 0n,
    });
    this.#gateway.dispatch(
      GatewayDispatchEvents.ChannelUpdate,
      apiTextChannel(channel),
      GatewayIntentBits.Guilds,
      channel.guildId,
    );
  }

  /** The threads started in a channel, oldest first. */
  threadsOf(channelId: string): EmuChannel[] {
    return [...this.#state.channels.values()].filter((c) => c.thread?.parentId === channelId);
  }

  setDmsOpen(user: EmuUser | string, open: boolean): void {
    this.#user(user).dmsOpen = open;
  }

  setGuildLocale(guildId: string, locale: string): void {
    const guild = this.#state.guilds.get(guildId);
    if (!guild) throw new EmulatorUsageError(`unknown guild ${guildId}`);
    guild.locale = locale;
  }

  /** The bot's DM channel with this user (opened if needed), e.g. to run a slash command in DMs. */
  dmChannelOf(user: EmuUser | string): EmuChannel {
    return dmChannel(this.#state, this.#user(user));
  }

  /** Registered commands: global ones, or one guild's. */
  commands(guildId?: string): readonly APIApplicationCommand[] {
    return this.#state.commands.get(guildId ?? "global") ?? [];
  }

  /** Runs a slash command as `user`; "deck add" selects a subcommand. Resolves on the bot's first response. */
  async slash(
    user: EmuUser,
    channelId: string,
    command: string,
    options: Readonly<Record<string, SlashOptionValue>> = {},
    extras: SlashExtras = {},
  ): Promise<InteractionOutcome> {
    return this.#driver.slash(user, channelId, command, options, extras);
  }

  /** Presses a button the user can see on `message`. */
  async press(user: EmuUser, message: RecordedMessage | string, customId: string): Promise<InteractionOutcome> {
    return this.#driver.press(user, message, customId, true);
  }

  /** Sends a button interaction for any custom_id on a message the user can see (a forged or stale press). */
  async pressRaw(user: EmuUser, message: RecordedMessage | string, customId: string): Promise<InteractionOutcome> {
    return this.#driver.press(user, message, customId, false);
  }

  async select(
    user: EmuUser,
    message: RecordedMessage | string,
    customId: string,
    values: readonly string[],
  ): Promise<InteractionOutcome> {
    return this.#driver.select(user, message, customId, values);
  }

  /** Fills and submits the modal the bot opened in answer to `opened`. */
  async submitModal(
    user: EmuUser,
    opened: InteractionOutcome,
    values: Readonly<Record<string, string>> = {},
  ): Promise<InteractionOutcome> {
    return this.#driver.submitModal(user, opened, values);
  }

  /** A user typing `focused` into an autocomplete option of a slash command; the outcome carries the choices. */
  async autocomplete(
    user: EmuUser,
    channelId: string,
    commandLine: string,
    options: Readonly<Record<string, SlashOptionValue>>,
    focused: string,
  ): Promise<InteractionOutcome> {
    return this.#driver.autocomplete(user, channelId, commandLine, options, focused);
  }

  /** Resolves with the first message (latest state) matching `predicate`, polling until `timeoutMs`. */
  waitForMessage(
    predicate: (message: RecordedMessage) => boolean,
    timeoutMs = DEFAULT_WAIT_MS,
  ): Promise<RecordedMessage> {
    return this.waitFor((emu) => emu.messages.find((message) => !message.deleted && predicate(message)), timeoutMs);
  }

  /** Resolves with the first truthy value `probe` returns, polling until `timeoutMs`. */
  async waitFor<T>(
    probe: (emu: Emulator) => T | null | undefined | false | Promise<T | null | undefined | false>,
    timeoutMs = DEFAULT_WAIT_MS,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe(this);
      if (value !== null && value !== undefined && value !== false) return value;
      if (Date.now() >= deadline) throw new Error(`emulator: condition not met within ${timeoutMs} ms`);
      await sleep(POLL_MS);
    }
  }

  /** Every revision of every message this user could ever see (public, their ephemerals, their DMs). */
  visibleTo(user: EmuUser | string): SeenRevision[] {
    return seenBy(this.#state, typeof user === "string" ? user : user.id);
  }

  /** Moves the emulator clock forward (ages interaction tokens, message timestamps). */
  advanceClock(ms: number): void {
    this.#state.clock.advance(ms);
  }

  now(): number {
    return this.#state.clock.now();
  }

  async close(): Promise<void> {
    this.#pending.close();
    await this.#gateway.close();
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #createChannel(guild: EmuGuild, name: string): EmuChannel {
    const channel: EmuChannel = {
      id: this.#state.ids.next(),
      name,
      type: 0,
      guildId: guild.id,
      recipientId: null,
      position: guild.channels.length,
      lastMessageId: null,
      overwrites: [],
      thread: null,
    };
    guild.channels.push(channel);
    this.#state.channels.set(channel.id, channel);
    return channel;
  }

  #user(user: EmuUser | string): EmuUser {
    const found = this.#state.users.get(typeof user === "string" ? user : user.id);
    if (!found) throw new EmulatorUsageError(`unknown user ${typeof user === "string" ? user : user.id}`);
    return found;
  }
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const limits: EmulatorLimits = {
    firstResponseLimitMs: options.firstResponseLimitMs ?? 3000,
    tokenLifetimeMs: options.tokenLifetimeMs ?? 15 * 60 * 1000,
    attachmentSizeLimit: options.attachmentSizeLimit ?? 10 * 1024 * 1024,
    rates: options.rateLimits
      ? new RateLimiter(options.rateLimits === true ? DISCORD_RATE_LIMITS : options.rateLimits)
      : null,
  };
  const state = new EmulatorState(limits);
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return new Emulator(state, server);
}
