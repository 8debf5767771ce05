/** Builders for the Discord objects the emulator hands out, shaped as discord-api-types describes them. */
import {
  ChannelType,
  GuildDefaultMessageNotifications,
  GuildExplicitContentFilter,
  GuildMFALevel,
  GuildNSFWLevel,
  GuildPremiumTier,
  GuildSystemChannelFlags,
  GuildVerificationLevel,
  type APIChannel,
  type ChannelFlags,
  type GuildMemberFlags,
  type RoleFlags,
  type UserFlags,
  type APIDMChannel,
  type APIGuildMember,
  type APIInteractionGuildMember,
  type APIRole,
  type APITextChannel,
  type APIThreadChannel,
  type ThreadAutoArchiveDuration,
  type APIUser,
  type GatewayGuildCreateDispatchData,
} from "discord-api-types/v10";
import type { EmuChannel, EmuGuild, EmuUser } from "./model.ts";
import {
  BOT_PERMISSIONS,
  DM_PERMISSIONS,
  EVERYONE_PERMISSIONS,
  memberPermissions,
  withOverwrites,
} from "./permissions.ts";
import type { EmulatorState } from "./state.ts";

const NO_FLAGS = 0;

export function apiUser(user: EmuUser): APIUser {
  return {
    id: user.id,
    username: user.username,
    discriminator: "0",
    global_name: user.globalName,
    avatar: null,
    bot: user.bot || undefined,
    public_flags: NO_FLAGS as UserFlags,
    flags: NO_FLAGS as UserFlags,
    banner: null,
    accent_color: null,
    avatar_decoration_data: null,
  };
}

export function permissionsOf(state: EmulatorState, user: EmuUser): bigint {
  return user.id === state.botUser.id ? BOT_PERMISSIONS : memberPermissions(user.manageGuild);
}

export function apiMember(state: EmulatorState, user: EmuUser, guild: EmuGuild): APIGuildMember {
  return {
    user: apiUser(user),
    nick: null,
    avatar: null,
    banner: null,
    roles: user.roles.filter((id) => guild.roles.some((r) => r.id === id)),
    joined_at: guild.joinedAt,
    premium_since: null,
    deaf: false,
    mute: false,
    flags: NO_FLAGS as GuildMemberFlags,
    pending: false,
    communication_disabled_until: null,
  };
}

export function apiInteractionMember(state: EmulatorState, user: EmuUser, guild: EmuGuild): APIInteractionGuildMember {
  return { ...apiMember(state, user, guild), user: apiUser(user), permissions: permissionsOf(state, user).toString() };
}

export function apiEveryoneRole(guild: EmuGuild): APIRole {
  return apiRole(guild, { id: guild.id, name: "@everyone" });
}

/** A role of the guild as the API shows it; every role carries @everyone's permissions here. */
export function apiRole(guild: EmuGuild, role: { id: string; name: string }): APIRole {
  return {
    id: role.id,
    name: role.name,
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position: 0,
    permissions: EVERYONE_PERMISSIONS.toString(),
    managed: false,
    mentionable: false,
    flags: NO_FLAGS as RoleFlags,
  };
}

export function apiTextChannel(channel: EmuChannel): APITextChannel {
  return {
    id: channel.id,
    type: ChannelType.GuildText,
    guild_id: channel.guildId ?? undefined,
    name: channel.name,
    position: channel.position,
    permission_overwrites: channel.overwrites.map((o) => ({
      id: o.id,
      type: o.type,
      allow: o.allow.toString(),
      deny: o.deny.toString(),
    })),
    nsfw: false,
    topic: null,
    last_message_id: channel.lastMessageId,
    rate_limit_per_user: 0,
    parent_id: null,
    last_pin_timestamp: null,
    flags: NO_FLAGS as ChannelFlags,
  };
}

export function apiDmChannel(state: EmulatorState, channel: EmuChannel): APIDMChannel {
  const recipient = channel.recipientId ? state.users.get(channel.recipientId) : undefined;
  return {
    id: channel.id,
    type: ChannelType.DM,
    name: null,
    last_message_id: channel.lastMessageId,
    flags: NO_FLAGS as ChannelFlags,
    recipients: recipient ? [apiUser(recipient)] : [],
  };
}

/** A public thread as the API shows it, with Discord's thread metadata. */
export function apiThreadChannel(state: EmulatorState, channel: EmuChannel): APIThreadChannel {
  const thread = channel.thread;
  if (channel.type !== 11 || !thread) throw new Error(`channel ${channel.id} is not a thread`);
  const messages = state.messages.filter((m) => m.channelId === channel.id && m.visibility.kind === "public");
  return {
    id: channel.id,
    type: ChannelType.PublicThread,
    guild_id: channel.guildId ?? undefined,
    parent_id: thread.parentId,
    owner_id: thread.ownerId,
    name: channel.name,
    last_message_id: channel.lastMessageId,
    last_pin_timestamp: null,
    rate_limit_per_user: 0,
    message_count: messages.filter((m) => !m.deleted).length,
    total_message_sent: messages.length,
    member_count: 1,
    flags: NO_FLAGS as ChannelFlags,
    thread_metadata: {
      archived: thread.archived,
      auto_archive_duration: thread.autoArchiveDuration as ThreadAutoArchiveDuration,
      archive_timestamp: thread.archiveTimestamp,
      locked: thread.locked,
      create_timestamp: thread.createdAt,
    },
  };
}

export function apiChannel(state: EmulatorState, channel: EmuChannel): APIChannel {
  if (channel.type === 1) return apiDmChannel(state, channel);
  return channel.type === 11 ? apiThreadChannel(state, channel) : apiTextChannel(channel);
}

/** What the bot may do in a channel: its server permissions with the channel's overwrites (a thread's parent's). */
export function botPermissionsIn(state: EmulatorState, channel: EmuChannel): bigint {
  const guild = channel.guildId ? state.guilds.get(channel.guildId) : undefined;
  if (!guild) return DM_PERMISSIONS;
  const parent = channel.thread ? state.channels.get(channel.thread.parentId) : channel;
  return withOverwrites(guild.botPermissions, parent?.overwrites ?? [], guild.id, state.botUser.id);
}

export function apiGuildCreate(state: EmulatorState, guild: EmuGuild): GatewayGuildCreateDispatchData {
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    splash: null,
    discovery_splash: null,
    owner_id: guild.ownerId,
    region: "",
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: GuildVerificationLevel.None,
    default_message_notifications: GuildDefaultMessageNotifications.OnlyMentions,
    explicit_content_filter: GuildExplicitContentFilter.Disabled,
    roles: [apiEveryoneRole(guild)],
    emojis: [],
    features: [],
    mfa_level: GuildMFALevel.None,
    application_id: null,
    system_channel_id: guild.channels[0]?.id ?? null,
    system_channel_flags: GuildSystemChannelFlags.SuppressJoinNotifications,
    rules_channel_id: null,
    vanity_url_code: null,
    description: null,
    banner: null,
    premium_tier: GuildPremiumTier.None,
    premium_subscription_count: 0,
    preferred_locale: guild.locale as GatewayGuildCreateDispatchData["preferred_locale"],
    public_updates_channel_id: null,
    nsfw_level: GuildNSFWLevel.Default,
    stickers: [],
    premium_progress_bar_enabled: false,
    safety_alerts_channel_id: null,
    hub_type: null,
    incidents_data: null,
    joined_at: guild.joinedAt,
    large: false,
    unavailable: false,
    member_count: state.humans().length + 1,
    voice_states: [],
    // Without the privileged GuildMembers intent Discord only sends the bot's own member.
    members: [apiMember(state, state.botUser, guild)],
    channels: guild.channels.map(apiTextChannel),
    // Discord lists the guild's active threads; archived ones are fetched when wanted.
    threads: [...state.channels.values()]
      .filter((c) => c.guildId === guild.id && c.thread && !c.thread.archived)
      .map((c) => apiThreadChannel(state, c)),
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}
