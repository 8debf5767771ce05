import type { ChatInputCommandInteraction } from "discord.js";
import type { Locale } from "../engine/index.ts";
import type { TableRecord } from "../db/store.ts";
import type { BotContext } from "../discord/context.ts";
import { t } from "../discord/strings.ts";
import type { TableResult } from "../tables/service.ts";
import { tableStrings } from "../tables/strings.ts";
import { localeOfUser } from "../discord/who.ts";
import { privateText } from "../discord/presenter.ts";
import { reply } from "../discord/answer.ts";
import { refusalText } from "../discord/plain-text.ts";

export type Found = { ok: true; table: TableRecord } | { ok: false; message: string };

/**
 * The table a command is about: the one named by the `table` option, else the user's own open table in this
 * channel, else the channel's only open table (when `anyInChannel`).
 */
export async function findTable(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  anyInChannel = false,
): Promise<Found> {
  const locale = localeOfUser(interaction);
  const named = interaction.options.getString("table");
  if (named) {
    const table = await ctx.service.get(named.trim().toLowerCase());
    if (table && table.channelId === interaction.channelId) return { ok: true, table };
    return { ok: false, message: t("reply.no-table", locale) };
  }
  const own = await ctx.service.tableOfUser(interaction.channelId, interaction.user.id);
  if (own) return { ok: true, table: own };
  if (anyInChannel) {
    const open = await ctx.service.tablesInChannel(interaction.channelId);
    if (open.length === 1) return { ok: true, table: open[0] as TableRecord };
    if (open.length > 1)
      return { ok: false, message: t("reply.which-table", locale, { ids: open.map((x) => `\`${x.id}\``).join(", ") }) };
  }
  return { ok: false, message: t("reply.no-table", locale) };
}

/**
 * A command that changes the table it is about: finds the table, applies the change, then answers privately with
 * the refusal or the confirmation and lets the change settle.
 */
export async function changeTable(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  anyInChannel: boolean,
  change: (table: TableRecord) => Promise<TableResult>,
  confirm: (table: TableRecord, locale: Locale) => string,
): Promise<void> {
  const locale = localeOfUser(interaction);
  const found = await findTable(interaction, ctx, anyInChannel);
  if (!found.ok) {
    await reply(interaction, privateText(found.message));
    return;
  }
  const done = await change(found.table);
  if (!done.ok) {
    await reply(
      interaction,
      privateText(refusalText(ctx.service.kindOf(found.table), done.refusal, locale, tableStrings)),
    );
    return;
  }
  const text = confirm(done.change.table, locale);
  await ctx.answerThenSettle(interaction, done.change, () => reply(interaction, privateText(text)));
}
