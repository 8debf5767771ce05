import { ApplicationCommandOptionType } from "discord.js";
import { t } from "../discord/strings.ts";
import { described, named, type Command } from "./command.ts";
import { localeOfUser } from "../discord/who.ts";
import { privateText } from "../discord/presenter.ts";
import { reply } from "../discord/answer.ts";

export const settings: Command = {
  data: {
    ...named("settings", "設定"),
    ...described("cmd.settings"),
    options: [
      {
        type: ApplicationCommandOptionType.String,
        ...named("dm", "dm"),
        ...described("cmd.settings.dm"),
        required: true,
        choices: [
          { name: t("choice.on", "en"), name_localizations: { ja: t("choice.on", "ja") }, value: "on" },
          { name: t("choice.off", "en"), name_localizations: { ja: t("choice.off", "ja") }, value: "off" },
        ],
      },
    ],
  },
  async run(interaction, ctx) {
    const on = interaction.options.getString("dm", true) === "on";
    await ctx.store.setDmNotices(interaction.user.id, on);
    await reply(interaction, privateText(t(on ? "reply.dm-on" : "reply.dm-off", localeOfUser(interaction))));
  },
};
