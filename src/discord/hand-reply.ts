import {
  MessageFlags,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type StringSelectMenuInteraction,
} from "discord.js";
import type { Locale, Seat } from "../engine/index.ts";
import type { TableRecord } from "../db/store.ts";
import type { BotContext } from "./context.ts";
import { handPayload } from "./presenter.ts";
import { savedDecksFor } from "./seat-controls.ts";
import { editReply, reply } from "./answer.ts";

/**
 * A player's private hand reply. Its image is drawn ahead of board redraws; when drawing must still wait its
 * turn, the reply is deferred first so Discord's 3 seconds are never at risk.
 */
export async function replyWithHand(
  interaction: ChatInputCommandInteraction | ButtonInteraction | StringSelectMenuInteraction,
  ctx: BotContext,
  table: TableRecord,
  seat: Seat,
  locale: Locale,
): Promise<void> {
  if (ctx.renders.waiting > 0) await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const saved = await savedDecksFor(ctx.decks, ctx.service, table, seat, interaction.user.id);
  const payload = await ctx.renders.run(() => handPayload(ctx.service, table, seat, locale, undefined, saved), true);
  if (interaction.deferred) await editReply(interaction, payload);
  else await reply(interaction, { ...payload, flags: MessageFlags.Ephemeral });
}
