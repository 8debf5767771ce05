import { PermissionFlagsBits as P } from "discord-api-types/v10";

/** What @everyone gets in a freshly created Discord server. */
export const EVERYONE_PERMISSIONS =
  P.CreateInstantInvite |
  P.AddReactions |
  P.Stream |
  P.ViewChannel |
  P.SendMessages |
  P.SendTTSMessages |
  P.EmbedLinks |
  P.AttachFiles |
  P.ReadMessageHistory |
  P.MentionEveryone |
  P.UseExternalEmojis |
  P.Connect |
  P.Speak |
  P.UseVAD |
  P.ChangeNickname |
  P.UseApplicationCommands |
  P.RequestToSpeak |
  P.CreatePublicThreads |
  P.CreatePrivateThreads |
  P.UseExternalStickers |
  P.SendMessagesInThreads |
  P.UseEmbeddedActivities |
  P.UseSoundboard |
  P.UseExternalSounds |
  P.SendVoiceMessages |
  P.SendPolls |
  P.UseExternalApps;

/** The bot as invited with the usual "send messages, embed, attach" scopes. */
export const BOT_PERMISSIONS = EVERYONE_PERMISSIONS | P.ManageMessages;

/** What an app may do in a DM with a user. */
export const DM_PERMISSIONS =
  P.AddReactions |
  P.ViewChannel |
  P.SendMessages |
  P.EmbedLinks |
  P.AttachFiles |
  P.ReadMessageHistory |
  P.UseExternalEmojis |
  P.UseApplicationCommands |
  P.UseExternalStickers |
  P.SendVoiceMessages |
  P.SendPolls;

export function memberPermissions(manageGuild: boolean): bigint {
  return manageGuild ? EVERYONE_PERMISSIONS | P.ManageGuild : EVERYONE_PERMISSIONS;
}

export function hasAll(granted: bigint, required: bigint): boolean {
  return (granted & required) === required;
}
