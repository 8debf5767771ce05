import { MessageFlags, type Interaction } from "discord.js";
import { COMMANDS } from "../commands/index.ts";
import { localeOfUser } from "../commands/command.ts";
import { deckModal } from "../commands/deck.ts";
import { errorText } from "../log.ts";
import type { BotContext } from "./context.ts";
import { handlePress } from "./presses.ts";
import { t } from "./strings.ts";

/** Every interaction lands here: commands and presses; a failure answers the user and never crashes the bot. */
export async function routeInteraction(interaction: Interaction, ctx: BotContext): Promise<void> {
  const started = Date.now();
  try {
    if (interaction.channelId) ctx.notices.saw(interaction.user.id, interaction.channelId, localeOfUser(interaction));
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
    // A choice's position is left out of the log: with the hand it would name the card.
    const name = interaction.isChatInputCommand() || interaction.isAutocomplete()
      ? `/${interaction.commandName}`
      : interaction.isMessageComponent()
        ? interaction.customId.split(":").slice(0, 2).join(":")
        : String(interaction.type);
    ctx.log.info("interaction", { name, user: interaction.user.id, ms: Date.now() - started });
  }
}
