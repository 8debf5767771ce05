import { InteractionContextType } from "discord.js";
import { t } from "../discord/strings.ts";
import { described, named, type Command } from "./command.ts";
import { changeTable } from "./find-table.ts";

export const concede: Command = {
  data: { ...named("concede", "投了"), ...described("cmd.concede"), contexts: [InteractionContextType.Guild] },
  run: (interaction, ctx) =>
    changeTable(
      interaction,
      ctx,
      false,
      (table) => ctx.service.concede(table.id, interaction.user.id),
      (table, locale) => t("reply.conceded", locale, { id: table.id }),
    ),
};
