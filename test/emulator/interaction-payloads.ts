import {
  ApplicationIntegrationType,
  InteractionContextType,
  InteractionType,
  MessageType,
  type APIBaseInteraction,
  type APIMessageInteraction,
  type APIMessageInteractionMetadata,
  type Locale,
} from "discord-api-types/v10";
import type { NewMessage } from "./messages.ts";
import type { EmuChannel, EmuGuild, EmuUser, InteractionRecord, Visibility } from "./model.ts";
import { apiChannel, apiInteractionMember, apiUser, botPermissionsIn, permissionsOf } from "./objects.ts";
import type { EmulatorState } from "./state.ts";

export interface InteractionScene {
  readonly user: EmuUser;
  readonly channel: EmuChannel;
  readonly guild: EmuGuild | null;
  readonly locale: string;
}

/** Where a user acts: a guild text channel, or their DM with the bot. */
export function sceneFor(state: EmulatorState, user: EmuUser, channel: EmuChannel, locale?: string): InteractionScene {
  const guild = channel.guildId ? (state.guilds.get(channel.guildId) ?? null) : null;
  return { user, channel, guild, locale: locale ?? user.locale };
}

/** The fields every INTERACTION_CREATE carries, as Discord sends them (and discord.js needs them). */
export function baseInteraction<Type extends InteractionType, Data>(
  state: EmulatorState,
  scene: InteractionScene,
  ids: { id: string; token: string },
  type: Type,
  data: Data,
): APIBaseInteraction<Type, Data> {
  const { user, channel, guild } = scene;
  const payload: APIBaseInteraction<Type, Data> = {
    id: ids.id,
    application_id: state.applicationId,
    type,
    data,
    channel: {
      ...apiChannel(state, channel),
      ...(guild ? { permissions: permissionsOf(state, user).toString() } : {}),
    },
    channel_id: channel.id,
    token: ids.token,
    version: 1,
    app_permissions: botPermissionsIn(state, channel).toString(),
    locale: scene.locale as Locale,
    entitlements: [],
    // For a guild install the owner is the guild, or "0" when the interaction happens in the bot's DM.
    authorizing_integration_owners: { [ApplicationIntegrationType.GuildInstall]: guild ? guild.id : "0" },
    context: guild ? InteractionContextType.Guild : InteractionContextType.BotDM,
    attachment_size_limit: state.limits.attachmentSizeLimit,
  };
  if (guild) {
    payload.guild_id = guild.id;
    payload.guild = { id: guild.id, locale: guild.locale as Locale, features: [] };
    payload.guild_locale = guild.locale as Locale;
    payload.member = apiInteractionMember(state, user, guild);
  } else {
    payload.user = apiUser(user);
  }
  return payload;
}

/** How a message created for this interaction is described (author, metadata, visibility). */
export function interactionMessage(
  state: EmulatorState,
  record: InteractionRecord,
  channel: EmuChannel,
  visibility: Visibility,
  isFollowUp: boolean,
): NewMessage {
  const user = state.user(record.userId);
  const metadata = interactionMetadata(state, record);
  if (isFollowUp && record.originalMessageId) metadata.original_response_message_id = record.originalMessageId;
  const legacy: APIMessageInteraction | undefined =
    record.commandName !== null
      ? { id: record.id, type: record.type, name: record.commandName, user: apiUser(user) }
      : undefined;
  return {
    channel,
    authorId: state.botUser.id,
    visibility,
    type: record.type === InteractionType.ApplicationCommand ? MessageType.ChatInputCommand : MessageType.Default,
    interactionId: record.id,
    webhookId: state.applicationId,
    interactionMetadata: metadata,
    ...(legacy ? { legacyInteraction: legacy } : {}),
  };
}

function interactionMetadata(state: EmulatorState, record: InteractionRecord): APIMessageInteractionMetadata {
  const user = apiUser(state.user(record.userId));
  const owners = { [ApplicationIntegrationType.GuildInstall]: record.guildId ?? "0" };
  if (record.type === InteractionType.MessageComponent)
    return {
      id: record.id,
      type: record.type,
      user,
      authorizing_integration_owners: owners,
      interacted_message_id: record.sourceMessageId ?? "0",
    };
  if (record.type === InteractionType.ModalSubmit) {
    const trigger = record.triggeringInteractionId ? state.interactions.get(record.triggeringInteractionId) : undefined;
    const triggering =
      trigger && trigger.type !== InteractionType.ModalSubmit ? interactionMetadata(state, trigger) : undefined;
    return {
      id: record.id,
      type: record.type,
      user,
      authorizing_integration_owners: owners,
      triggering_interaction_metadata: (triggering ?? {
        id: record.triggeringInteractionId ?? "0",
        type: InteractionType.ApplicationCommand,
        user,
        authorizing_integration_owners: owners,
      }) as Extract<
        APIMessageInteractionMetadata,
        { type: InteractionType.ApplicationCommand | InteractionType.MessageComponent }
      >,
    };
  }
  return { id: record.id, type: InteractionType.ApplicationCommand, user, authorizing_integration_owners: owners };
}
