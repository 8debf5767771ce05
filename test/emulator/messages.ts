import {
  MessageFlags,
  type APIAttachment,
  type APIMessage,
  type APIMessageInteraction,
  type APIMessageInteractionMetadata,
  type MessageType,
} from "discord-api-types/v10";
import type { MessageWrite } from "./message-payload.ts";
import type { EmuChannel, RecordedAttachment, RecordedMessage, SeenRevision, Visibility } from "./model.ts";
import { apiUser } from "./objects.ts";
import type { EmulatorState } from "./state.ts";

export interface NewMessage {
  readonly channel: EmuChannel;
  readonly authorId: string;
  readonly visibility: Visibility;
  readonly type: MessageType;
  readonly interactionId?: string;
  readonly webhookId?: string;
  readonly interactionMetadata?: APIMessageInteractionMetadata;
  readonly legacyInteraction?: APIMessageInteraction;
}

/** Records a new message (its first revision is the state it was created with). */
export function recordMessage(state: EmulatorState, init: NewMessage, write: MessageWrite): RecordedMessage {
  const at = state.clock.now();
  const message: RecordedMessage = {
    id: state.ids.next(),
    channelId: init.channel.id,
    guildId: init.channel.guildId,
    authorId: init.authorId,
    visibility: init.visibility,
    type: init.type,
    webhookId: init.webhookId ?? null,
    createdAt: at,
    editedAt: null,
    deleted: false,
    ...write.snapshot,
    revisions: [{ ...write.snapshot, at }],
    ...(init.interactionId !== undefined ? { interactionId: init.interactionId } : {}),
    ...(init.interactionMetadata ? { interactionMetadata: init.interactionMetadata } : {}),
    ...(init.legacyInteraction ? { legacyInteraction: init.legacyInteraction } : {}),
  };
  registerAttachments(state, write.newAttachments);
  state.messages.push(message);
  state.messagesById.set(message.id, message);
  if (message.visibility.kind !== "ephemeral") init.channel.lastMessageId = message.id;
  return message;
}

/** Applies an edit and appends it as a revision. */
export function applyEdit(state: EmulatorState, message: RecordedMessage, write: MessageWrite): void {
  const at = state.clock.now();
  Object.assign(message, write.snapshot, { editedAt: at });
  message.revisions.push({ ...write.snapshot, at });
  registerAttachments(state, write.newAttachments);
}

function registerAttachments(state: EmulatorState, attachments: readonly RecordedAttachment[]): void {
  for (const attachment of attachments) state.attachmentsById.set(attachment.id, attachment);
}

export function isEphemeral(message: RecordedMessage): boolean {
  return (message.flags & MessageFlags.Ephemeral) !== 0;
}

export function canSee(message: RecordedMessage, userId: string): boolean {
  return message.visibility.kind === "public" || message.visibility.userId === userId;
}

/** Every revision of every message this user could see at some point (deleted ones included). */
export function seenBy(state: EmulatorState, userId: string): SeenRevision[] {
  return state.messages
    .filter((message) => canSee(message, userId))
    .flatMap((message) =>
      message.revisions.map((revision, revisionIndex) => ({
        ...revision,
        messageId: message.id,
        channelId: message.channelId,
        visibility: message.visibility,
        revisionIndex,
      })),
    );
}

/** The message as Discord's REST API returns it. */
export function apiMessage(state: EmulatorState, message: RecordedMessage): APIMessage {
  const author = state.users.get(message.authorId) ?? state.botUser;
  const ephemeral = isEphemeral(message);
  const body: APIMessage = {
    id: message.id,
    channel_id: message.channelId,
    author: apiUser(author),
    content: message.content,
    timestamp: state.clock.iso(message.createdAt),
    edited_timestamp: message.editedAt === null ? null : state.clock.iso(message.editedAt),
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: message.attachments.map((attachment) => apiAttachment(attachment, ephemeral)),
    embeds: message.embeds,
    pinned: false,
    type: message.type,
    flags: message.flags,
    components: message.components,
  };
  if (message.webhookId) {
    body.webhook_id = message.webhookId;
    body.application_id = state.applicationId;
  }
  if (message.interactionMetadata) body.interaction_metadata = message.interactionMetadata;
  if (message.legacyInteraction) body.interaction = message.legacyInteraction;
  return body;
}

export function apiAttachment(attachment: RecordedAttachment, ephemeral: boolean): APIAttachment {
  const body: APIAttachment = {
    id: attachment.id,
    filename: attachment.filename,
    size: attachment.data.length,
    url: attachment.url,
    proxy_url: attachment.url,
    content_type: attachment.contentType,
  };
  if (attachment.description !== null) body.description = attachment.description;
  if (ephemeral) body.ephemeral = true;
  const size = pngSize(attachment.data);
  if (size) {
    body.width = size.width;
    body.height = size.height;
  }
  return body;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(data: Buffer): { width: number; height: number } | null {
  if (data.length < 24 || !data.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}
