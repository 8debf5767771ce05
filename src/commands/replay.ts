/** /replay view and /replay export: finished tables of the server, found by game, player or date as one types. */
import {
  ApplicationCommandOptionType,
  InteractionContextType,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
} from "discord.js";
import type { Locale } from "../engine/index.ts";
import { fold } from "../decks/parse.ts";
import { gameName } from "../games/catalog.ts";
import type { BotContext } from "../discord/context.ts";
import { reply, suggest } from "../discord/answer.ts";
import { privately, privateText } from "../discord/presenter.ts";
import { t } from "../discord/strings.ts";
import { localeOfUser } from "../discord/who.ts";
import { replayAnswer } from "../discord/replay-answer.ts";
import { buildReplayFile } from "../tables/replay-file.ts";
import { Replays } from "../tables/replays.ts";
import { described, named, type Command } from "./command.ts";

/** How many of the latest ended tables autocomplete looks through. */
const SEARCHED = 200;
const CHOICES = 25;

const tableOption = {
  type: ApplicationCommandOptionType.String,
  ...named("table", "卓"),
  ...described("cmd.replay.table"),
  required: true,
  autocomplete: true,
  max_length: 100,
} as const;

function day(at: number): string {
  return new Date(at).toISOString().slice(0, 16).replace("T", " ");
}

/** Ended tables of the server whose game, players, date or id contain what was typed, latest first. */
async function tableChoices(interaction: AutocompleteInteraction, ctx: BotContext): Promise<void> {
  const locale = localeOfUser(interaction);
  const typed = fold(String(interaction.options.getFocused()));
  const ended = interaction.guildId ? await ctx.replays.finished(interaction.guildId, SEARCHED) : [];
  const choices = ended
    .map((table) => ({
      table,
      label: `${gameName(table.kind, locale)} · ${table.names.join(", ")} · ${day(table.endedAt)} · ${table.id}`,
    }))
    .filter(({ table, label }) => typed === "" || fold(`${label} ${gameName(table.kind, "en")}`).includes(typed))
    .slice(0, CHOICES)
    .map(({ table, label }) => ({ name: label, value: table.id }));
  await suggest(interaction, choices);
}

/** The ended table of this server named by the option, or the reason there is none, in the asker's words. */
async function endedTable(interaction: ChatInputCommandInteraction, ctx: BotContext, locale: Locale) {
  const id = interaction.options.getString("table", true).trim();
  const table = await ctx.service.get(id);
  if (!table || table.guildId !== interaction.guildId) return t("replay.unknown", locale, { id: id.slice(0, 20) });
  if (!Replays.replayable(table)) return t("replay.not-ended", locale, { id: table.id });
  return table;
}

async function view(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const locale = localeOfUser(interaction);
  const table = await endedTable(interaction, ctx, locale);
  if (typeof table === "string") return reply(interaction, privateText(table));
  const step = (interaction.options.getInteger("step") ?? 1) - 1;
  const seat = ctx.service.seatOf(table, interaction.user.id);
  const answer = await replayAnswer(ctx, ctx.service.kindOf(table), table, seat, step, "public", locale);
  await reply(interaction, typeof answer === "string" ? privateText(answer) : privately(answer));
}

/** The replay as a JSON file to keep: public steps only, every hand too once every player agreed. */
async function exportFile(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const locale = localeOfUser(interaction);
  const table = await endedTable(interaction, ctx, locale);
  if (typeof table === "string") return reply(interaction, privateText(table));
  const everyoneAgreed = (await ctx.replays.consent(table)).all;
  const file = await buildReplayFile(ctx.replays, ctx.service.kindOf(table), table, { locale, everyoneAgreed });
  const json = Buffer.from(`${JSON.stringify(file, null, 1)}\n`, "utf8");
  const content = t(everyoneAgreed ? "replay.export-all" : "replay.export", locale, { id: table.id });
  await reply(
    interaction,
    privately({ content, embeds: [], components: [], files: [{ attachment: json, name: `replay-${table.id}.json` }] }),
  );
}

export const replay: Command = {
  data: {
    ...named("replay", "リプレイ"),
    ...described("cmd.replay"),
    contexts: [InteractionContextType.Guild],
    options: [
      {
        type: ApplicationCommandOptionType.Subcommand,
        ...named("view", "見る"),
        ...described("cmd.replay.view"),
        options: [
          tableOption,
          {
            type: ApplicationCommandOptionType.Integer,
            ...named("step", "手"),
            ...described("cmd.replay.step"),
            min_value: 1,
            max_value: 100_000,
          },
        ],
      },
      {
        type: ApplicationCommandOptionType.Subcommand,
        ...named("export", "書き出し"),
        ...described("cmd.replay.export"),
        options: [tableOption],
      },
    ],
  },
  async run(interaction, ctx) {
    if (interaction.options.getSubcommand() === "export") await exportFile(interaction, ctx);
    else await view(interaction, ctx);
  },
  autocomplete: tableChoices,
};
