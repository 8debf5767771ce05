import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from "discord.js";
import type { BotContext } from "../discord/context.ts";
import { t, type DiscordStringKey } from "../discord/strings.ts";

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
