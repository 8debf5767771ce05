import { InteractionContextType } from "discord.js";
import { handPayload } from "../discord/presenter.ts";
import { t } from "../discord/strings.ts";
import { described, localeOfUser, named, privately, privateText, type Command } from "./command.ts";
import { findTable } from "./find-table.ts";

export const hand: Command = {
  data: { ...named("hand", "手札"), ...described("cmd.hand"), contexts: [InteractionContextType.Guild] },
  async run(interaction, ctx) {
    const locale = localeOfUser(interaction);
    const found = findTable(interaction, ctx);
    const seat = found.ok ? ctx.service.seatOf(found.table, interaction.user.id) : null;
    if (!found.ok || seat === null || found.table.status !== "playing") {
      await interaction.reply(privateText(found.ok ? t("reply.no-table", locale) : found.message));
      return;
    }
    const { table } = found;
    await interaction.reply(privately(await ctx.renders.run(() => handPayload(ctx.service, table, seat, locale), true)));
  },
};
