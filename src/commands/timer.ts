import { InteractionContextType } from "discord.js";
import { timerText } from "../discord/presenter.ts";
import { t } from "../discord/strings.ts";
import { described, named, type Command } from "./command.ts";
import { authorityOf } from "../discord/who.ts";
import { changeTable } from "./find-table.ts";
import { timerOption } from "./play.ts";
import { tableOption } from "./table.ts";

export const timer: Command = {
  data: {
    ...named("timer", "持ち時間"),
    ...described("cmd.timer"),
    contexts: [InteractionContextType.Guild],
    options: [timerOption(true), tableOption],
  },
  run: (interaction, ctx) =>
    changeTable(
      interaction,
      ctx,
      true,
      (table) =>
        ctx.service.setTimer(table.id, authorityOf(interaction), interaction.options.getInteger("timer", true)),
      (table, locale) => t("reply.timer", locale, { id: table.id, time: timerText(table.turnSeconds, locale) }),
    ),
};
