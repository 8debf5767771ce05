import { ApplicationCommandOptionType, InteractionContextType } from "discord.js";
import { t } from "../discord/strings.ts";
import { errorText } from "../log.ts";
import { described, named, type Command } from "./command.ts";
import { localeOfUser } from "../discord/who.ts";
import { privateText } from "../discord/presenter.ts";
import { findTable } from "./find-table.ts";
import { reply } from "../discord/answer.ts";

export const tableOption = {
  type: ApplicationCommandOptionType.String,
  ...named("table", "卓"),
  ...described("cmd.end.table"),
  required: false,
  max_length: 16,
} as const;

export const table: Command = {
  data: {
    ...named("table", "卓"),
    ...described("cmd.table"),
    contexts: [InteractionContextType.Guild],
    options: [tableOption],
  },
  async run(interaction, ctx) {
    const found = await findTable(interaction, ctx, true);
    if (!found.ok) {
      await reply(interaction, privateText(found.message));
      return;
    }
    await reply(interaction, privateText(t("reply.reposted", localeOfUser(interaction), { id: found.table.id })));
    await ctx.boards.repost(found.table.id).catch((error: unknown) => {
      ctx.log.warn("table not reposted", { table: found.table.id, error: errorText(error) });
    });
  },
};
