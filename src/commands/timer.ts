import { InteractionContextType } from "discord.js";
import { refusalMessage } from "../games/catalog.ts";
import { timerText } from "../discord/presenter.ts";
import { t } from "../discord/strings.ts";
import { tableStrings } from "../tables/strings.ts";
import { authorityOf, described, localeOfUser, named, privateText, type Command } from "./command.ts";
import { findTable } from "./find-table.ts";
import { timerOption } from "./play.ts";
import { tableOption } from "./table.ts";

export const timer: Command = {
  data: {
    ...named("timer", "持ち時間"),
    ...described("cmd.timer"),
    contexts: [InteractionContextType.Guild],
    options: [timerOption(true), tableOption],
  },
  async run(interaction, ctx) {
    const locale = localeOfUser(interaction);
    const found = findTable(interaction, ctx, true);
    if (!found.ok) {
      await interaction.reply(privateText(found.message));
      return;
    }
    const seconds = interaction.options.getInteger("timer", true);
    const done = ctx.service.setTimer(found.table.id, authorityOf(interaction), seconds);
    if (!done.ok) {
      await interaction.reply(privateText(refusalMessage(ctx.service.kindOf(found.table), done.refusal, locale, tableStrings)));
      return;
    }
    const { table } = done.change;
    const text = t("reply.timer", locale, { id: table.id, time: timerText(table.turnSeconds, locale) });
    await ctx.answerThenSettle(done.change, () => interaction.reply(privateText(text)));
  },
};
