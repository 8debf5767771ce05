import type {
  ApplicationCommandOptionChoiceData,
  AttachmentPayload,
  AutocompleteInteraction,
  InteractionWebhook,
  Message,
  MessageComponentInteraction,
  MessageFlags,
  MessageMentionOptions,
  RepliableInteraction,
} from "discord.js";
import { fit, fitChoices, type Fittable } from "./fit.ts";

/**
 * Every answer to an interaction goes out through these, fitted to Discord's limits (lint keeps the raw calls out of
 * the other files). Mentions follow the client's default (nobody) unless the message names whom it pings.
 */
export interface Outgoing extends Fittable {
  files?: AttachmentPayload[];
  attachments?: never[];
  flags?: MessageFlags.Ephemeral;
  allowedMentions?: MessageMentionOptions;
}

export async function reply(interaction: RepliableInteraction, message: Outgoing): Promise<void> {
  await interaction.reply(fit(message));
}

/** A reply whose message the caller keeps (a league report, answered later by its buttons). */
export async function replyForMessage(interaction: RepliableInteraction, message: Outgoing): Promise<Message | null> {
  const response = await interaction.reply({ ...fit(message), withResponse: true });
  return response.resource?.message ?? null;
}

/** What an edit may change: everything but the flags a message was created with. */
export type Edit = Omit<Outgoing, "flags">;

export async function editReply(interaction: RepliableInteraction, message: Edit): Promise<void> {
  await interaction.editReply(fit(message));
}

export async function followUp(interaction: RepliableInteraction, message: Outgoing): Promise<void> {
  await interaction.followUp(fit(message));
}

/** Changes the message the pressed component is on. */
export async function update(interaction: MessageComponentInteraction, message: Edit): Promise<void> {
  await interaction.update(fit(message));
}

/** Changes an interaction's reply through its token, after the interaction itself is gone (a watch that follows). */
export async function editWebhookReply(webhook: InteractionWebhook, message: Edit): Promise<void> {
  await webhook.editMessage("@original", fit(message));
}

/** Autocomplete's answer: at most 25 choices of at most 100 characters. */
export async function suggest(
  interaction: AutocompleteInteraction,
  choices: readonly ApplicationCommandOptionChoiceData[],
): Promise<void> {
  await interaction.respond(fitChoices(choices));
}
