import type { Interaction, ModalSubmitInteraction } from "discord.js";
import { COMMANDS } from "../commands/index.ts";
import { deckModal } from "../commands/deck.ts";
import { errorText } from "../log.ts";
import type { BotContext } from "../discord/context.ts";
import { editReply, followUp, reply, suggest } from "../discord/answer.ts";
import { decodeId, decodeModalId, type ModalId } from "../discord/codec.ts";
import { optionProblem, optionProblemText } from "../discord/option-check.ts";
import { privately, privateText, textPayload } from "../discord/presenter.ts";
import { t } from "../discord/strings.ts";
import { localeOfUser } from "../discord/who.ts";
import { handlePress } from "./presses.ts";

/** Each form the bot opens, by the type of its id: a form without a handler is a compile error. */
const MODALS: {
  [T in ModalId["type"]]: (
    interaction: ModalSubmitInteraction,
    ctx: BotContext,
    id: Extract<ModalId, { type: T }>,
  ) => Promise<void>;
} = {
  "deck-list": deckModal,
};

/** Every interaction lands here: commands and presses; a failure answers the user and never crashes the bot. */
export async function routeInteraction(interaction: Interaction, ctx: BotContext): Promise<void> {
  const started = Date.now();
  try {
    // Remembering who was here (and their language) must not delay the answer.
    if (interaction.channelId)
      ctx.track(ctx.notices.saw(interaction.user.id, interaction.channelId, localeOfUser(interaction)));
    const form = interaction.isModalSubmit() ? decodeModalId(interaction.customId) : null;
    if (interaction.isChatInputCommand()) {
      const command = COMMANDS.get(interaction.commandName);
      const problem = command ? optionProblem(command.data.options, interaction.options.data) : null;
      if (!command) await reply(interaction, privateText(t("reply.unknown-command", localeOfUser(interaction))));
      else if (problem) await reply(interaction, privateText(optionProblemText(problem, localeOfUser(interaction))));
      else await command.run(interaction, ctx);
    } else if (interaction.isAutocomplete()) {
      const command = COMMANDS.get(interaction.commandName);
      if (command?.autocomplete && !optionProblem(command.data.options, interaction.options.data, true))
        await command.autocomplete(interaction, ctx);
      else await suggest(interaction, []);
    } else if (interaction.isModalSubmit() && form) {
      await MODALS[form.type](interaction, ctx, form);
    } else if (interaction.isButton() || interaction.isStringSelectMenu()) {
      await handlePress(interaction, ctx);
    } else if (interaction.isRepliable()) {
      await reply(interaction, privateText(t("reply.no-choice", localeOfUser(interaction))));
    }
  } catch (error) {
    ctx.log.error("interaction failed", {
      interaction: interaction.id,
      user: interaction.user.id,
      error: errorText(error),
    });
    if (interaction.isRepliable()) {
      // A deferred answer is completed, a finished one followed up: the user is never left with no answer.
      const sorry = textPayload(t("reply.error", localeOfUser(interaction)));
      const answered =
        interaction.deferred && !interaction.replied
          ? editReply(interaction, sorry)
          : interaction.replied
            ? followUp(interaction, privately(sorry))
            : reply(interaction, privately(sorry));
      await answered.catch(() => undefined);
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
