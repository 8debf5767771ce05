import { ApplicationCommandOptionType, InteractionContextType, PermissionFlagsBits } from "discord.js";
import { t } from "../discord/strings.ts";
import { described, named, type Command } from "./command.ts";
import { authorityOf, localeOfUser } from "../discord/who.ts";
import { privateText } from "../discord/presenter.ts";
import { reply } from "../discord/answer.ts";

/** `/server`: the server's own settings; without an option it shows them. */
export const server: Command = {
  data: {
    ...named("server", "サーバー"),
    ...described("cmd.server"),
    contexts: [InteractionContextType.Guild],
    default_member_permissions: String(PermissionFlagsBits.ManageGuild),
    options: [
      {
        type: ApplicationCommandOptionType.Boolean,
        ...named("threads", "スレッド"),
        ...described("cmd.server.threads"),
      },
    ],
  },
  async run(interaction, ctx) {
    const locale = localeOfUser(interaction);
    if (!interaction.inGuild()) {
      await reply(interaction, privateText(t("reply.not-in-guild", locale)));
      return;
    }
    // Discord hides the command from others by default, but a server may grant it to anyone.
    if (!authorityOf(interaction).canManage) {
      await reply(interaction, privateText(t("server.not-manager", locale)));
      return;
    }
    const threads = interaction.options.getBoolean("threads");
    if (threads !== null) await ctx.store.setTableThreads(interaction.guildId, threads, interaction.user.id);
    const on = threads ?? (await ctx.store.tableThreads(interaction.guildId));
    await reply(interaction, privateText(t(on ? "server.threads-on" : "server.threads-off", locale)));
  },
};
