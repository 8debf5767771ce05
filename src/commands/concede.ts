import { InteractionContextType } from "discord.js";
import { refusalMessage } from "../games/catalog.ts";
import { t } from "../discord/strings.ts";
import { tableStrings } from "../tables/strings.ts";
import { described, localeOfUser, named, privateText, type Command } from "./command.ts";
import { findTable } from "./find-table.ts";

export const concede: Command = {
  data: { ...named("concede", "投了"), ...described("cmd.concede"), contexts: [InteractionContextType.Guild] },
  async run(interaction, ctx) {
    const locale = localeOfUser(interaction);
    const found = findTable(interaction, ctx);
    if (!found.ok) {
      await interaction.reply(privateText(found.message));
      return;
    }
    const done = ctx.service.concede(found.table.id, interaction.user.id);
    if (!done.ok) {
      await interaction.reply(privateText(refusalMessage(ctx.service.kindOf(found.table), done.refusal, locale, tableStrings)));
      return;
    }
    await ctx.answerThenSettle(done.change, () => interaction.reply(privateText(t("reply.conceded", locale, { id: found.table.id }))));
  },
};
