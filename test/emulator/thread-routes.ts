import { ChannelType, GatewayDispatchEvents, GatewayIntentBits, PermissionFlagsBits as P } from "discord-api-types/v10";
import { archivedThread, invalidFormBody, missingPermissions, wrongChannelType } from "./errors.ts";
import { FieldChecks } from "./field-checks.ts";
import type { Gateway } from "./gateway.ts";
import { has, isObject, type JsonObject } from "./json.ts";
import type { EmuChannel, EmuThread } from "./model.ts";
import { apiThreadChannel, botPermissionsIn } from "./objects.ts";
import { hasAll } from "./permissions.ts";
import { param, type Router } from "./router.ts";
import type { EmulatorState } from "./state.ts";

/** The durations Discord accepts for auto-archiving a thread, in minutes. */
const AUTO_ARCHIVE_MINUTES = [60, 1440, 4320, 10080] as const;
/** What a thread started without a message gets when the request names no duration (a channel's default). */
const DEFAULT_AUTO_ARCHIVE_MINUTES = 4320;
const NAME_MAX = 100;
const SLOWMODE_MAX = 21600;

/**
 * Public threads: started without a message in a guild text channel (POST /channels/:id/threads), renamed, archived
 * and reopened (PATCH /channels/:id). Only public threads (type 11) are modelled: a request for another type is
 * refused and recorded as a problem. Each change reaches the gateway as THREAD_CREATE or THREAD_UPDATE.
 */
export function registerThreadRoutes(router: Router, state: EmulatorState, gateway: Gateway): void {
  router.add("POST", "/channels/:channelId/threads", "bot", (request) => {
    const parent = state.channel(param(request, "channelId"));
    const where = `POST /channels/${parent.id}/threads`;
    if (parent.type !== 0 || !parent.guildId) throw wrongChannelType();
    const body = isObject(request.body.json) ? request.body.json : {};
    const checks = new FieldChecks();
    checks.text(["name"], body["name"], 1, NAME_MAX, true);
    if (has(body, "auto_archive_duration"))
      checks.oneOf(["auto_archive_duration"], body["auto_archive_duration"], AUTO_ARCHIVE_MINUTES);
    checks.integer(["rate_limit_per_user"], body["rate_limit_per_user"], 0, SLOWMODE_MAX);
    if (has(body, "type"))
      checks.oneOf(["type"], body["type"], [
        ChannelType.AnnouncementThread,
        ChannelType.PublicThread,
        ChannelType.PrivateThread,
      ]);
    if (checks.errors.length > 0) throw invalidFormBody(checks.errors);
    if (body["type"] !== ChannelType.PublicThread) {
      // Without a type Discord (API v10) starts a private thread, which only its members see.
      state.problem(`${where}: type ${String(body["type"] ?? "(none: private)")}; only public threads are emulated`);
      throw wrongChannelType();
    }
    const granted = botPermissionsIn(state, parent);
    if (!hasAll(granted, P.ViewChannel | P.CreatePublicThreads)) throw missingPermissions();
    const now = state.clock.iso();
    const thread: EmuThread = {
      parentId: parent.id,
      ownerId: state.botUser.id,
      createdAt: now,
      archived: false,
      locked: false,
      autoArchiveDuration:
        typeof body["auto_archive_duration"] === "number"
          ? body["auto_archive_duration"]
          : DEFAULT_AUTO_ARCHIVE_MINUTES,
      archiveTimestamp: now,
    };
    const channel: EmuChannel = {
      id: state.ids.next(),
      name: body["name"] as string,
      type: 11,
      guildId: parent.guildId,
      recipientId: null,
      position: 0,
      lastMessageId: null,
      overwrites: [],
      thread,
    };
    state.channels.set(channel.id, channel);
    gateway.dispatch(
      GatewayDispatchEvents.ThreadCreate,
      { ...apiThreadChannel(state, channel), newly_created: true },
      GatewayIntentBits.Guilds,
      channel.guildId,
    );
    return { status: 201, body: apiThreadChannel(state, channel) };
  });

  router.add("PATCH", "/channels/:channelId", "bot", (request) => {
    const channel = state.channel(param(request, "channelId"));
    // The bot is never given Manage Channels here: editing a text channel or a DM is refused as Discord would.
    if (!channel.thread) throw missingPermissions();
    const body = isObject(request.body.json) ? request.body.json : {};
    checkThreadEdit(body);
    editThread(state, channel, channel.thread, body);
    threadUpdated(state, gateway, channel);
    return { status: 200, body: apiThreadChannel(state, channel) };
  });
}

function checkThreadEdit(body: JsonObject): void {
  const checks = new FieldChecks();
  checks.text(["name"], body["name"], 1, NAME_MAX);
  for (const flag of ["archived", "locked"])
    if (has(body, flag) && typeof body[flag] !== "boolean")
      checks.add([flag], "BASE_TYPE_BOOLEAN", "Must be either true or false.");
  if (has(body, "auto_archive_duration"))
    checks.oneOf(["auto_archive_duration"], body["auto_archive_duration"], AUTO_ARCHIVE_MINUTES);
  checks.integer(["rate_limit_per_user"], body["rate_limit_per_user"], 0, SLOWMODE_MAX);
  if (checks.errors.length > 0) throw invalidFormBody(checks.errors);
}

/**
 * Discord's rules for the bot editing a thread: locking needs Manage Threads; reopening an unlocked thread needs
 * Send Messages in Threads; anything else is for the thread's creator (or Manage Threads), and an archived thread
 * takes no other change unless the same request reopens it.
 */
function editThread(state: EmulatorState, channel: EmuChannel, thread: EmuThread, body: JsonObject): void {
  const granted = botPermissionsIn(state, channel);
  const manages = hasAll(granted, P.ManageThreads);
  const owns = thread.ownerId === state.botUser.id;
  const archived = typeof body["archived"] === "boolean" ? body["archived"] : undefined;
  const others = ["name", "auto_archive_duration", "rate_limit_per_user", "locked"].filter((key) => has(body, key));
  if (thread.archived && archived !== false && others.length > 0) throw archivedThread();
  if (has(body, "locked") && !manages) throw missingPermissions();
  if (archived === false && thread.archived) {
    if (thread.locked && !manages) throw missingPermissions();
    if (!hasAll(granted, P.SendMessagesInThreads)) throw missingPermissions();
  }
  if ((archived === true || others.some((key) => key !== "locked")) && !owns && !manages) throw missingPermissions();
  if (typeof body["name"] === "string") channel.name = body["name"];
  if (typeof body["auto_archive_duration"] === "number") thread.autoArchiveDuration = body["auto_archive_duration"];
  if (typeof body["locked"] === "boolean") thread.locked = body["locked"];
  if (archived !== undefined && archived !== thread.archived) {
    thread.archived = archived;
    thread.archiveTimestamp = state.clock.iso();
  }
}

/** Tells the gateway a thread changed (archived, reopened, renamed). */
export function threadUpdated(state: EmulatorState, gateway: Gateway, channel: EmuChannel): void {
  gateway.dispatch(
    GatewayDispatchEvents.ThreadUpdate,
    apiThreadChannel(state, channel),
    GatewayIntentBits.Guilds,
    channel.guildId,
  );
}

/**
 * Before the bot writes in a channel: in a thread a new message needs Send Messages in Threads, and reopens an
 * archived thread that is not locked, as in Discord; editing or deleting a message of an archived thread is refused.
 */
export function assertThreadWritable(
  state: EmulatorState,
  gateway: Gateway,
  channel: EmuChannel,
  write: "post" | "change",
): void {
  const thread = channel.thread;
  if (!thread) return;
  if (write === "post" && !hasAll(botPermissionsIn(state, channel), P.ViewChannel | P.SendMessagesInThreads))
    throw missingPermissions();
  if (!thread.archived) return;
  if (write === "change" || thread.locked) throw archivedThread();
  thread.archived = false;
  thread.archiveTimestamp = state.clock.iso();
  threadUpdated(state, gateway, channel);
}
