import { ApplicationCommandOptionType, InteractionContextType } from "discord.js";
import { TABLE_KINDS, TABLE_SETTINGS, type TableSetting } from "../games/catalog.ts";
import { translate } from "../engine/index.ts";
import { t } from "../discord/strings.ts";
import { privateText, timerText } from "../discord/presenter.ts";
import { TURN_SECONDS } from "../tables/service.ts";
import { tableStrings } from "../tables/strings.ts";
import { completeLeague, leagueOption, refuse } from "./league.ts";
import { described, named, type Command } from "./command.ts";
import { canKeepTable, canStartThread, localeOfGuild, localeOfUser, personOf } from "../discord/who.ts";
import { reply } from "../discord/answer.ts";
import { plainTitle, refusalText } from "../discord/plain-text.ts";
import type { BotContext } from "../discord/context.ts";
import type { Locale } from "../engine/index.ts";
import type { Person } from "../tables/service.ts";
import { errorText } from "../log.ts";

/** Discord's longest thread name. */
const THREAD_NAME_MAX = 100;

const TIMER_CHOICES = [15, 30, 60, 120, 300, 600, 1800, 3600];
/** Longest free-text table setting /play takes (a list of challenge names). */
const SETTING_TEXT_MAX = 1000;

/** The time per decision, as /play and /timer offer it. */
export function timerOption(required: boolean) {
  return {
    type: ApplicationCommandOptionType.Integer,
    ...named("timer", "持ち時間"),
    ...described("cmd.play.timer"),
    required,
    choices: TIMER_CHOICES.map((seconds) => ({
      name: timerText(seconds, "en"),
      name_localizations: { ja: timerText(seconds, "ja") },
      value: seconds,
    })),
  } as const;
}

/** A game's table setting as an optional /play option, in the words of the game that offers it. */
function settingOption(setting: TableSetting) {
  const strings = [...TABLE_KINDS.values()].find((k) => k.settings?.includes(setting))?.strings ?? {};
  const words = (key: string) => ({ en: translate(strings, key, "en"), ja: translate(strings, key, "ja") });
  const description = words(setting.description);
  const common = {
    type: ApplicationCommandOptionType.String,
    name: setting.option,
    name_localizations: { ja: words(setting.label).ja },
    description: description.en,
    description_localizations: { ja: description.ja },
    required: false,
  } as const;
  if ("parse" in setting) return { ...common, max_length: SETTING_TEXT_MAX };
  return {
    ...common,
    choices: setting.choices.map((c) => ({
      name: words(c.label).en,
      name_localizations: { ja: words(c.label).ja },
      value: String(c.value),
    })),
  };
}

export const play: Command = {
  data: {
    ...named("play", "プレイ"),
    ...described("cmd.play"),
    contexts: [InteractionContextType.Guild],
    options: [
      {
        type: ApplicationCommandOptionType.String,
        ...named("game", "ゲーム"),
        ...described("cmd.play.game"),
        required: true,
        choices: [...TABLE_KINDS.values()].map((kind) => ({
          name: kind.name("en"),
          name_localizations: { ja: kind.name("ja") },
          value: kind.id,
        })),
      },
      timerOption(false),
      { ...leagueOption(false), ...described("cmd.play.league") },
      {
        type: ApplicationCommandOptionType.Boolean,
        ...named("thread", "スレッド"),
        ...described("cmd.play.thread"),
        required: false,
      },
      ...TABLE_SETTINGS.map(settingOption),
    ],
  },
  autocomplete: completeLeague,
  async run(interaction, ctx) {
    const locale = localeOfUser(interaction);
    if (!interaction.inGuild()) {
      await reply(interaction, privateText(t("reply.not-in-guild", locale)));
      return;
    }
    if (!canKeepTable(interaction)) {
      await reply(interaction, privateText(t("reply.missing-permissions", locale)));
      return;
    }
    const game = interaction.options.getString("game", true);
    const leagueName = interaction.options.getString("league");
    let leagueId: string | null = null;
    if (leagueName !== null) {
      const found = await ctx.leagues.find(interaction.guildId, leagueName);
      const refusal = found.ok ? await ctx.leagues.canHost(found.value, game, interaction.user.id) : found.refusal;
      if (refusal) return refuse(interaction, { refusal });
      leagueId = found.ok ? found.value.id : null;
    }
    const kind = TABLE_KINDS.get(game);
    const tableLocale = localeOfGuild(interaction);
    const host = personOf(interaction);
    const asked = interaction.options.getBoolean("thread");
    const place: TablePlace = !(asked ?? (await ctx.store.tableThreads(interaction.guildId)))
      ? { channelId: interaction.channelId, note: null }
      : interaction.channel?.isThread()
        ? { channelId: interaction.channelId, note: asked ? "thread.in-thread" : null }
        : canStartThread(interaction)
          ? await openThread(ctx, interaction.channelId, threadName(kind?.name(tableLocale) ?? game, host, tableLocale))
          : { channelId: interaction.channelId, note: "thread.no-permission" };
    const opened = await ctx.service.open({
      guildId: interaction.guildId,
      channelId: place.channelId,
      host,
      kind: game,
      locale: tableLocale,
      leagueId,
      turnSeconds: interaction.options.getInteger("timer") ?? TURN_SECONDS.default,
      settings: Object.fromEntries(
        TABLE_SETTINGS.flatMap((s) => {
          const value = interaction.options.getString(s.option);
          return value === null ? [] : [[s.option, value]];
        }),
      ),
    });
    if (!opened.ok) {
      // A thread started for a table that was not opened is left archived, empty.
      if (place.channelId !== interaction.channelId)
        await ctx.channels.archiveThread(place.channelId).catch(() => false);
      await reply(interaction, privateText(refusalText(kind, opened.refusal, locale, tableStrings)));
      return;
    }
    const { table } = opened.change;
    const name = ctx.service.kindOf(table).name(locale);
    const text =
      table.channelId === interaction.channelId
        ? t("reply.opened", locale, { game: name, id: table.id })
        : t("reply.opened-thread", locale, { game: name, id: table.id, thread: `<#${table.channelId}>` });
    const lines = place.note ? [t(place.note, locale), text] : [text];
    await ctx.answerThenSettle(interaction, opened.change, () => reply(interaction, privateText(lines.join("\n"))));
  },
};

/** Where /play opens the table: its own thread, or the channel itself, with a note saying why not in a thread. */
interface TablePlace {
  channelId: string;
  note: "thread.no-permission" | "thread.in-thread" | "thread.failed" | null;
}

/** "Survivor · alice", within Discord's limit for a thread name. */
function threadName(game: string, host: Person, locale: Locale): string {
  return plainTitle(t("thread.name", locale, { game, host: plainTitle(host.name, THREAD_NAME_MAX) }), THREAD_NAME_MAX);
}

/** A public thread of the channel for the table; the channel itself when it takes none or Discord refuses. */
async function openThread(ctx: BotContext, channelId: string, name: string): Promise<TablePlace> {
  try {
    const threadId = await ctx.channels.openThread(channelId, name);
    return threadId ? { channelId: threadId, note: null } : { channelId, note: "thread.in-thread" };
  } catch (error) {
    ctx.log.warn("table thread not started", { channel: channelId, error: errorText(error) });
    return { channelId, note: "thread.failed" };
  }
}
