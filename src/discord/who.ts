/** Who sent an interaction, in the terms the services take: their language, name, authority and roles. */
import { PermissionFlagsBits, type Interaction } from "discord.js";
import { localeOf, type Locale } from "../engine/index.ts";
import type { Actor } from "../leagues/service.ts";
import type { Authority, Person } from "../tables/service.ts";

export function localeOfUser(interaction: Interaction): Locale {
  return localeOf(interaction.locale);
}

/** The locale public messages of a new table use: the server's, when Discord tells it. */
export function localeOfGuild(interaction: Interaction): Locale {
  return localeOf(interaction.guildLocale ?? interaction.locale);
}

export function personOf(interaction: Interaction): Person {
  const member = interaction.member;
  const nick = member && "nick" in member && typeof member.nick === "string" ? member.nick : null;
  const display =
    member && "displayName" in member && typeof member.displayName === "string" ? member.displayName : null;
  return { id: interaction.user.id, name: nick ?? display ?? interaction.user.globalName ?? interaction.user.username };
}

/** Who runs a league command: with their server roles, since a league may be run by a role. */
export function actorOf(interaction: Interaction): Actor {
  const roles = interaction.member?.roles;
  const ids = Array.isArray(roles) ? roles : roles ? [...roles.cache.keys()] : [];
  return {
    ...personOf(interaction),
    userId: interaction.user.id,
    canManage: authorityOf(interaction).canManage,
    roles: ids,
  };
}

export function authorityOf(interaction: Interaction): Authority {
  return {
    userId: interaction.user.id,
    canManage: interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false,
  };
}

/** What the bot must be allowed in a channel to keep a table there (README: "Invite it to a server"). */
const TABLE_PERMISSIONS = [
  PermissionFlagsBits.ViewChannel,
  PermissionFlagsBits.SendMessages,
  PermissionFlagsBits.EmbedLinks,
  PermissionFlagsBits.AttachFiles,
];

export function canKeepTable(interaction: Interaction): boolean {
  return interaction.appPermissions?.has(TABLE_PERMISSIONS) ?? false;
}

/** What the bot must be allowed in a channel to start a table's thread there and speak in it. */
const THREAD_PERMISSIONS = [
  PermissionFlagsBits.ViewChannel,
  PermissionFlagsBits.CreatePublicThreads,
  PermissionFlagsBits.SendMessagesInThreads,
];

export function canStartThread(interaction: Interaction): boolean {
  return interaction.appPermissions?.has(THREAD_PERMISSIONS) ?? false;
}
