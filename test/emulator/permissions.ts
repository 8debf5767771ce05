import { PermissionFlagsBits as P } from "discord-api-types/v10";
import type { EmuOverwrite } from "./model.ts";

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

/**
 * What `base` (a member's server-wide permissions) leaves in a channel: the @everyone overwrite (whose id is the
 * guild's), then the member's own, as Discord applies them. Role overwrites are not modelled (roles carry nothing here).
 */
export function withOverwrites(
  base: bigint,
  overwrites: readonly EmuOverwrite[],
  guildId: string,
  userId: string,
): bigint {
  if (base & P.Administrator) return base;
  let permissions = base;
  for (const target of [
    { id: guildId, type: 0 },
    { id: userId, type: 1 },
  ]) {
    const overwrite = overwrites.find((o) => o.id === target.id && o.type === target.type);
    if (overwrite) permissions = (permissions & ~overwrite.deny) | overwrite.allow;
  }
  return permissions;
}
