import type {
  APIEmbed,
  APIMessageInteraction,
  APIMessageInteractionMetadata,
  APIMessageTopLevelComponent,
  APIModalInteractionResponseCallbackData,
  InteractionResponseType,
  InteractionType,
  MessageType,
} from "discord-api-types/v10";

/** A Discord account the emulator knows: the bot itself or a test user. Mutable fields are test knobs. */
export interface EmuUser {
  readonly id: string;
  readonly username: string;
  readonly globalName: string | null;
  readonly bot: boolean;
  locale: string;
  dmsOpen: boolean;
  manageGuild: boolean;
  /** Ids of the server roles the user holds (roles carry no permissions here; apps read them by id). */
  roles: string[];
}

/** A channel's permission overwrite: for a role (type 0, @everyone's id is the guild's) or a member (type 1). */
export interface EmuOverwrite {
  readonly id: string;
  readonly type: 0 | 1;
  allow: bigint;
  deny: bigint;
}

/** What only a thread has (Discord's thread metadata, and who started it). */
export interface EmuThread {
  readonly parentId: string;
  readonly ownerId: string;
  readonly createdAt: string;
  archived: boolean;
  locked: boolean;
  /** Minutes without activity before Discord archives it: 60, 1440, 4320 or 10080. */
  autoArchiveDuration: number;
  archiveTimestamp: string;
}

export interface EmuChannel {
  readonly id: string;
  name: string;
  /** 0 guild text, 1 DM, 11 public thread. */
  readonly type: 0 | 1 | 11;
  readonly guildId: string | null;
  /** For a DM channel, the user on the other side. */
  readonly recipientId: string | null;
  readonly position: number;
  lastMessageId: string | null;
  /** A guild text channel's overwrites (a thread follows its parent's). */
  readonly overwrites: EmuOverwrite[];
  /** Set for a thread (type 11). */
  readonly thread: EmuThread | null;
}

export interface EmuGuild {
  readonly id: string;
  readonly name: string;
  readonly ownerId: string;
  readonly joinedAt: string;
  locale: string;
  readonly channels: EmuChannel[];
  /** What the bot may do in this guild's channels, as interactions report it in `app_permissions`. */
  botPermissions: bigint;
  /** Roles besides @everyone (whose id is the guild's). */
  readonly roles: { id: string; name: string }[];
}

export type Visibility = { kind: "public" } | { kind: "ephemeral"; userId: string } | { kind: "dm"; userId: string };

export interface RecordedAttachment {
  readonly id: string;
  readonly filename: string;
  readonly contentType: string;
  readonly data: Buffer;
  readonly description: string | null;
  readonly url: string;
}

/** What a message shows at one point in time. */
export interface MessageSnapshot {
  content: string;
  embeds: APIEmbed[];
  components: APIMessageTopLevelComponent[];
  attachments: RecordedAttachment[];
  flags: number;
}

export interface Revision extends MessageSnapshot {
  /** Emulator clock, ms. */
  readonly at: number;
}

export interface RecordedMessage extends MessageSnapshot {
  readonly id: string;
  readonly channelId: string;
  readonly guildId: string | null;
  readonly authorId: string;
  readonly visibility: Visibility;
  /** The interaction whose response or follow-up created this message. */
  readonly interactionId?: string;
  readonly type: MessageType;
  readonly webhookId: string | null;
  readonly interactionMetadata?: APIMessageInteractionMetadata;
  readonly legacyInteraction?: APIMessageInteraction;
  readonly createdAt: number;
  editedAt: number | null;
  deleted: boolean;
  /** revisions[0] is the message as created; every edit appends one. The message itself holds the latest state. */
  readonly revisions: Revision[];
}

/** One revision of a message as one user saw it, for leak checks. */
export interface SeenRevision extends Revision {
  readonly messageId: string;
  readonly channelId: string;
  readonly visibility: Visibility;
  readonly revisionIndex: number;
}

export type InteractionKind = "command" | "button" | "select" | "modal" | "autocomplete";

export interface LatencyRecord {
  readonly interactionId: string;
  readonly kind: InteractionKind;
  /** Command path ("play", "deck add") or custom_id. */
  readonly name: string;
  readonly callbackType: InteractionResponseType;
  readonly ms: number;
  readonly withFiles: boolean;
}

/** What a test gets back once the bot gave an interaction its first response. */
export interface InteractionOutcome {
  readonly interactionId: string;
  /** The callback type of the first response (4 reply, 5 defer, 6 deferred update, 7 update, 9 modal). */
  readonly type: InteractionResponseType;
  /** The message the callback created (4), its placeholder (5), or the component message it edited (7). */
  readonly message?: RecordedMessage;
  /** The modal the bot opened (type 9). */
  readonly modal?: APIModalInteractionResponseCallbackData;
  /** The choices the bot offered an autocomplete (type 8). */
  readonly choices?: readonly { name: string; value: string | number; name_localizations?: Record<string, string> }[];
  readonly latencyMs: number;
  /** Messages returned by follow-up calls, in order (a follow-up that filled a deferred reply is listed too). */
  followUps(): RecordedMessage[];
  /** What `@original` refers to now, if anything. */
  original(): RecordedMessage | null;
}

export interface InteractionRecord {
  readonly id: string;
  readonly token: string;
  readonly type: InteractionType;
  readonly kind: InteractionKind;
  readonly name: string;
  readonly userId: string;
  readonly channelId: string;
  readonly guildId: string | null;
  /** Emulator clock at dispatch; the 3 s and 15 min limits count from here. */
  readonly createdAt: number;
  /** performance.now() at dispatch, for latency figures. */
  readonly dispatchedPerf: number;
  /** For components and modals opened from a component: the message the component sits on. */
  readonly sourceMessageId: string | null;
  /** Command name for message metadata. */
  readonly commandName: string | null;
  /** The interaction that opened the modal, for a modal submit. */
  readonly triggeringInteractionId: string | null;
  state: "pending" | "acknowledged" | "dead";
  callbackType: InteractionResponseType | null;
  originalMessageId: string | null;
  /** A deferred reply whose placeholder is still "thinking". */
  originalLoading: boolean;
  readonly followUpIds: string[];
  modal: APIModalInteractionResponseCallbackData | null;
}
