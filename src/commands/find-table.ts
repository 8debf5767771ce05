import type { ChatInputCommandInteraction } from "discord.js";
import type { TableRecord } from "../db/store.ts";
import type { BotContext } from "../discord/context.ts";
import { t } from "../discord/strings.ts";
import { localeOfUser } from "./command.ts";

export type Found = { ok: true; table: TableRecord } | { ok: false; message: string };

/**
 * The table a command is about: the one named by the `table` option, else the user's own open table in this
 * channel, else the channel's only open table (when `anyInChannel`).
 */
export function findTable(interaction: ChatInputCommandInteraction, ctx: BotContext, anyInChannel = false): Found {
  const locale = localeOfUser(interaction);
  const named = interaction.options.getString("table");
  if (named) {
    const table = ctx.service.get(named.trim().toLowerCase());
    if (table && table.channelId === interaction.channelId) return { ok: true, table };
    return { ok: false, message: t("reply.no-table", locale) };
  }
  const own = ctx.service.tableOfUser(interaction.channelId, interaction.user.id);
  if (own) return { ok: true, table: own };
  if (anyInChannel) {
    const open = ctx.service.tablesInChannel(interaction.channelId);
    if (open.length === 1) return { ok: true, table: open[0] as TableRecord };
    if (open.length > 1) return { ok: false, message: t("reply.which-table", locale, { ids: open.map((x) => `\`${x.id}\``).join(", ") }) };
  }
  return { ok: false, message: t("reply.no-table", locale) };
}
