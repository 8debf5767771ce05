import { MessageFlags, type Interaction } from "discord.js";
import { COMMANDS } from "../commands/index.ts";
import { localeOfUser } from "../commands/command.ts";
import { deckModal } from "../commands/deck.ts";
import { errorText } from "../log.ts";
import type { BotContext } from "./context.ts";
import { decodeId } from "./codec.ts";
import { handlePress } from "./presses.ts";
import { t } from "./strings.ts";

/** Every interaction lands here: commands and presses; a failure answers the user and never crashes the bot. */
export async function routeInteraction(interaction: Interaction, ctx: BotContext): Promise<void> {
  const started = Date.now();
  try {
    // Remembering who was here (and their language) must not delay the answer.
    if (interaction.channelId) ctx.track(ctx.notices.saw(interaction.user.id, interaction.channelId, localeOfUser(interaction)));
    if (interaction.isChatInputCommand()) {
      const command = COMMANDS.get(interaction.commandName);
      if (command) await command.run(interaction, ctx);
    } else if (interaction.isAutocomplete()) {
      await COMMANDS.get(interaction.commandName)?.autocomplete?.(interaction, ctx);
    } else if (interaction.isModalSubmit() && interaction.customId.startsWith("deck:")) {
      await deckModal(interaction, ctx);
    } else if (interaction.isButton() || interaction.isStringSelectMenu()) {
      await handlePress(interaction, ctx);
    }
  } catch (error) {
    ctx.log.error("interaction failed", { interaction: interaction.id, user: interaction.user.id, error: errorText(error) });
    if (interaction.isRepliable() && !interaction.replied && !interaction.deferred) {
      await interaction
        .reply({ content: t("reply.error", localeOfUser(interaction)), flags: MessageFlags.Ephemeral })
        .catch(() => undefined);
    }
  } finally {
    const ms = Date.now() - started;
    ctx.log.info("interaction", { name: logName(interaction), user: interaction.user.id, ms });
    ctx.metrics.interaction(kindOf(interaction), ms);
  }
}

/** A command's name, or a component's type and table: a choice's position is left out, with the hand it would name the card. */
function logName(interaction: Interaction): string {
  if (interaction.isChatInputCommand() || interaction.isAutocomplete()) return `/${interaction.commandName}`;
  if (interaction.isMessageComponent()) return interaction.customId.split(":").slice(0, 2).join(":");
  return String(interaction.type);
}

/** The metrics' label: the kind only (a table's id would make a series per table). */
function kindOf(interaction: Interaction): string {
  if (interaction.isChatInputCommand()) return `/${interaction.commandName}`;
  if (interaction.isAutocomplete()) return `/${interaction.commandName} autocomplete`;
  if (interaction.isMessageComponent()) return decodeId(interaction.customId)?.type ?? "unknown";
  return interaction.isModalSubmit() ? "modal" : "other";
}
