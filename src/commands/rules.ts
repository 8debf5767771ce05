import { ApplicationCommandOptionType } from "discord.js";
import { TABLE_KINDS, type AnyTableKind } from "../games/catalog.ts";
import { privately, rulesPayload } from "../discord/presenter.ts";
import { described, named, type Command } from "./command.ts";
import { localeOfUser } from "../discord/who.ts";
import { reply } from "../discord/answer.ts";

export const rules: Command = {
  data: {
    ...named("rules", "ルール"),
    ...described("cmd.rules"),
    options: [
      {
        type: ApplicationCommandOptionType.String,
        ...named("game", "ゲーム"),
        ...described("cmd.rules.game"),
        required: true,
        choices: [...TABLE_KINDS.values()].map((kind) => ({
          name: kind.name("en"),
          name_localizations: { ja: kind.name("ja") },
          value: kind.id,
        })),
      },
    ],
  },
  async run(interaction) {
    const kind =
      TABLE_KINDS.get(interaction.options.getString("game", true)) ?? ([...TABLE_KINDS.values()][0] as AnyTableKind);
    await reply(interaction, privately(rulesPayload(kind, localeOfUser(interaction))));
  },
};
