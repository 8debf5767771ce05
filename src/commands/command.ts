import {
  MessageFlags,
  PermissionFlagsBits,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  type Interaction,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from "discord.js";
import { localeOf, type Locale } from "../engine/index.ts";
import type { BotContext } from "../discord/context.ts";
import { textPayload, type Payload } from "../discord/presenter.ts";
import { t, type DiscordStringKey } from "../discord/strings.ts";
import type { Actor } from "../leagues/service.ts";
import type { Authority, Person } from "../tables/service.ts";

/** A slash command: what Discord registers, and what runs when someone uses it. */
export interface Command {
  data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  run(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void>;
  /** Choices while the user types into an option marked `autocomplete`. */
  autocomplete?(interaction: AutocompleteInteraction, ctx: BotContext): Promise<void>;
}

/** A name with its Japanese form, for commands, options and choices. */
export function named(name: string, ja: string): { name: string; name_localizations: { ja: string } } {
  return { name, name_localizations: { ja } };
}

export function described(key: DiscordStringKey): { description: string; description_localizations: { ja: string } } {
  return { description: t(key, "en"), description_localizations: { ja: t(key, "ja") } };
}

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
  const display = member && "displayName" in member && typeof member.displayName === "string" ? member.displayName : null;
  return { id: interaction.user.id, name: nick ?? display ?? interaction.user.globalName ?? interaction.user.username };
}

/** Who runs a league command: with their server roles, since a league may be run by a role. */
export function actorOf(interaction: Interaction): Actor {
  const roles = interaction.member?.roles;
  const ids = Array.isArray(roles) ? roles : roles ? [...roles.cache.keys()] : [];
  return { ...personOf(interaction), userId: interaction.user.id, canManage: authorityOf(interaction).canManage, roles: ids };
}

export function authorityOf(interaction: Interaction): Authority {
  return { userId: interaction.user.id, canManage: interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false };
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

/** An answer only the user sees. */
export function privately(payload: Payload): Payload & { flags: MessageFlags.Ephemeral } {
  return { ...payload, flags: MessageFlags.Ephemeral };
}

export function privateText(content: string): Payload & { flags: MessageFlags.Ephemeral } {
  return privately(textPayload(content));
}
