import { InteractionContextType } from "discord.js";
import { refusalMessage } from "../games/catalog.ts";
import { t } from "../discord/strings.ts";
import { tableStrings } from "../tables/strings.ts";
import { authorityOf, described, localeOfUser, named, privateText, type Command } from "./command.ts";
import { findTable } from "./find-table.ts";
import { tableOption } from "./table.ts";

export const end: Command = {
  data: { ...named("end", "終了"), ...described("cmd.end"), contexts: [InteractionContextType.Guild], options: [tableOption] },
  async run(interaction, ctx) {
    const locale = localeOfUser(interaction);
    const found = findTable(interaction, ctx, true);
    if (!found.ok) {
      await interaction.reply(privateText(found.message));
      return;
    }
    const done = ctx.service.end(found.table.id, authorityOf(interaction));
    if (!done.ok) {
      await interaction.reply(privateText(refusalMessage(ctx.service.kindOf(found.table), done.refusal, locale, tableStrings)));
      return;
    }
    await ctx.answerThenSettle(done.change, () => interaction.reply(privateText(t("reply.ended", locale, { id: found.table.id }))));
  },
};
