import { t } from "../discord/strings.ts";
import { described, named, type Command } from "./command.ts";
import { localeOfUser } from "../discord/who.ts";
import { privately } from "../discord/presenter.ts";
import { reply } from "../discord/answer.ts";

export const help: Command = {
  data: { ...named("help", "ヘルプ"), ...described("cmd.help") },
  async run(interaction) {
    const locale = localeOfUser(interaction);
    await reply(
      interaction,
      privately({
        content: "",
        embeds: [{ title: t("help.title", locale), description: t("help.body", locale) }],
        components: [],
        files: [],
      }),
    );
  },
};
