import { MessageFlags, MessageType } from "discord-api-types/v10";
import { cannotEditOthersMessage, cannotSendToUser, unknownMessage } from "./errors.ts";
import { prepareMessageWrite } from "./message-payload.ts";
import { apiMessage, applyEdit, isEphemeral, recordMessage } from "./messages.ts";
import type { EmuChannel, RecordedMessage, Visibility } from "./model.ts";
import { apiChannel } from "./objects.ts";
import { param, type RouteRequest, type Router } from "./router.ts";
import type { EmulatorState } from "./state.ts";
import type { Gateway } from "./gateway.ts";
import { assertThreadWritable } from "./thread-routes.ts";

/** Channel reads and the bot's own channel messages (guild channels, threads and DMs). */
export function registerChannelRoutes(router: Router, state: EmulatorState, gateway: Gateway): void {
  router.add("GET", "/channels/:channelId", "bot", (request) => ({
    status: 200,
    body: apiChannel(state, state.channel(param(request, "channelId"))),
  }));

  router.add("POST", "/channels/:channelId/typing", "bot", (request) => {
    state.channel(param(request, "channelId"));
    return { status: 204 };
  });

  router.add("POST", "/channels/:channelId/messages", "bot", (request) => {
    const channel = state.channel(param(request, "channelId"));
    assertCanSend(state, channel);
    assertThreadWritable(state, gateway, channel, "post");
    const where = `POST /channels/${channel.id}/messages`;
    const write = prepareMessageWrite(state, where, request.body, null);
    if (write.snapshot.flags & MessageFlags.Ephemeral) {
      state.problem(`${where}: the ephemeral flag only exists for interaction responses; the message went out public`);
      write.snapshot.flags &= ~MessageFlags.Ephemeral;
    }
    const message = recordMessage(
      state,
      { channel, authorId: state.botUser.id, visibility: channelVisibility(channel), type: MessageType.Default },
      write,
    );
    return { status: 200, body: apiMessage(state, message) };
  });

  router.add("GET", "/channels/:channelId/messages", "bot", (request) => {
    const channel = state.channel(param(request, "channelId"));
    return { status: 200, body: listMessages(state, channel, request).map((message) => apiMessage(state, message)) };
  });

  router.add("GET", "/channels/:channelId/messages/:messageId", "bot", (request) => ({
    status: 200,
    body: apiMessage(state, channelMessage(state, request)),
  }));

  router.add("PATCH", "/channels/:channelId/messages/:messageId", "bot", (request) => {
    const message = channelMessage(state, request);
    if (message.authorId !== state.botUser.id) throw cannotEditOthersMessage();
    assertThreadWritable(state, gateway, state.channel(message.channelId), "change");
    const write = prepareMessageWrite(
      state,
      `PATCH /channels/${message.channelId}/messages/${message.id}`,
      request.body,
      message,
    );
    applyEdit(state, message, write);
    return { status: 200, body: apiMessage(state, message) };
  });

  router.add("DELETE", "/channels/:channelId/messages/:messageId", "bot", (request) => {
    const message = channelMessage(state, request);
    assertThreadWritable(state, gateway, state.channel(message.channelId), "change");
    message.deleted = true;
    return { status: 204 };
  });
}

export function channelVisibility(channel: EmuChannel): Visibility {
  return channel.type === 1 && channel.recipientId ? { kind: "dm", userId: channel.recipientId } : { kind: "public" };
}

/** A DM to a user who does not accept DMs from server members is refused with 50007. */
export function assertCanSend(state: EmulatorState, channel: EmuChannel): void {
  if (channel.type !== 1 || !channel.recipientId) return;
  const recipient = state.users.get(channel.recipientId);
  if (!recipient || !recipient.dmsOpen) throw cannotSendToUser();
}

/** Ephemeral messages cannot be reached through channel routes. */
function channelMessage(state: EmulatorState, request: RouteRequest): RecordedMessage {
  const message = state.message(state.channel(param(request, "channelId")).id, param(request, "messageId"));
  if (isEphemeral(message)) throw unknownMessage();
  return message;
}

function listMessages(state: EmulatorState, channel: EmuChannel, request: RouteRequest): RecordedMessage[] {
  const limit = Math.min(100, Math.max(1, Number(request.query.get("limit") ?? 50) || 50));
  const before = snowflakeQuery(request, "before");
  const after = snowflakeQuery(request, "after");
  const visible = state.messages.filter(
    (message) =>
      message.channelId === channel.id &&
      !message.deleted &&
      !isEphemeral(message) &&
      (before === null || BigInt(message.id) < BigInt(before)) &&
      (after === null || BigInt(message.id) > BigInt(after)),
  );
  const newestFirst = [...visible].reverse();
  return after !== null ? visible.slice(0, limit).reverse() : newestFirst.slice(0, limit);
}

function snowflakeQuery(request: RouteRequest, name: string): string | null {
  const value = request.query.get(name);
  return value !== null && /^\d+$/.test(value) ? value : null;
}
