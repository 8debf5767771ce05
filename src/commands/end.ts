import { InteractionContextType } from "discord.js";
import { t } from "../discord/strings.ts";
import { described, named, type Command } from "./command.ts";
import { authorityOf } from "../discord/who.ts";
import { changeTable } from "./find-table.ts";
import { tableOption } from "./table.ts";

export const end: Command = {
  data: {
    ...named("end", "終了"),
    ...described("cmd.end"),
    contexts: [InteractionContextType.Guild],
    options: [tableOption],
  },
  run: (interaction, ctx) =>
    changeTable(
      interaction,
      ctx,
      true,
      (table) => ctx.service.end(table.id, authorityOf(interaction)),
      (table, locale) => t("reply.ended", locale, { id: table.id }),
    ),
};
