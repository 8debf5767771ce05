import {
  ApplicationCommandOptionType,
  InteractionContextType,
  type APIApplicationCommandBasicOption,
  type ChatInputCommandInteraction,
} from "discord.js";
import type { League } from "../db/leagues.ts";
import type { EventRecord, RegisteredDeck } from "../db/league-events.ts";
import { checkList } from "../decks/check.ts";
import { DECK_FORMATS } from "../decks/formats.ts";
import { cardWords } from "../decks/report.ts";
import { EVENT_MINUTES, type SettingsInput } from "../leagues/event-settings.ts";
import { MAX_EXTENSION, MAX_GAME_WINS, MAX_ROUNDS, TOP_CUTS, type PairStep } from "../leagues/events.ts";
import { lt } from "../leagues/strings.ts";
import type { BotContext } from "../discord/context.ts";
import { roundPayload, settingsLines, standingsImagePayload } from "../discord/event-views.ts";
import { mention } from "../discord/league-views.ts";
import { linkRows } from "../discord/components.ts";
import { plainName } from "../discord/plain-text.ts";
import { privateText, privately, textPayload } from "../discord/presenter.ts";
import { described, named, type Command } from "./command.ts";
import { deckReportPayload } from "./deck.ts";
import { timerOption } from "./play.ts";
import { actorOf, localeOfGuild, localeOfUser } from "../discord/who.ts";
import { completeLeague, leagueOption, namedLeague, refuse, suggestNames } from "./league.ts";
import { reply } from "../discord/answer.ts";

type Key = Parameters<typeof described>[0];

const eventOption: APIApplicationCommandBasicOption = {
  type: ApplicationCommandOptionType.String,
  ...named("event", "イベント"),
  ...described("cmd.event.event"),
  required: true,
  autocomplete: true,
  max_length: 40,
};
const integer = (name: string, ja: string, key: Key, min: number, max: number, required = false) =>
  ({
    type: ApplicationCommandOptionType.Integer,
    ...named(name, ja),
    ...described(key),
    required,
    min_value: min,
    max_value: max,
  }) as const;
const choice = (name: string, ja: string, key: Key, values: readonly { value: string; en: string; ja: string }[]) =>
  ({
    type: ApplicationCommandOptionType.String,
    ...named(name, ja),
    ...described(key),
    choices: values.map((v) => ({ name: v.en, name_localizations: { ja: v.ja }, value: v.value })),
  }) as const;
const sub = (name: string, ja: string, options: APIApplicationCommandBasicOption[]) => ({
  type: ApplicationCommandOptionType.Subcommand as const,
  ...named(name, ja),
  ...described(`cmd.event.${name}` as Key),
  options: [leagueOption(), ...options],
});

/** The settings an admin may give at creation and change before the start; each is optional. */
const SETTING_OPTIONS: APIApplicationCommandBasicOption[] = [
  choice("format", "形式", "cmd.event.format", [
    { value: "swiss", en: "Swiss", ja: "スイス式" },
    { value: "pods", en: "Pods", ja: "ポッド" },
  ]),
  integer("pod-size", "ポッド人数", "cmd.event.pod-size", 3, 6),
  {
    type: ApplicationCommandOptionType.Integer,
    ...named("best-of", "ゲーム数"),
    ...described("cmd.event.best-of"),
    choices: [
      { name: "best of 1", name_localizations: { ja: "1本勝負" }, value: 1 },
      { name: "best of 3", name_localizations: { ja: "3本勝負" }, value: 3 },
    ],
  },
  choice("play", "対戦場所", "cmd.event.play", [
    { value: "tables", en: "at the bot's tables", ja: "ボットの卓" },
    { value: "reported", en: "elsewhere, reported", ja: "別の場所(報告)" },
  ]),
  integer("round-minutes", "ラウンド分数", "cmd.event.round-minutes", 0, EVENT_MINUTES.roundMinutes.max),
  integer("no-show-minutes", "不在判定分数", "cmd.event.no-show-minutes", 1, EVENT_MINUTES.noShowMinutes.max),
  integer("ready-minutes", "自動開始分数", "cmd.event.ready-minutes", 1, EVENT_MINUTES.readyMinutes.max),
  integer("check-in-minutes", "チェックイン分数", "cmd.event.check-in-minutes", 0, EVENT_MINUTES.checkInMinutes.max),
  {
    type: ApplicationCommandOptionType.Boolean,
    ...named("late-entry", "途中参加"),
    ...described("cmd.event.late-entry"),
  },
  choice("decks", "デッキ", "cmd.event.decks", [
    { value: "registered", en: "registered saved decks", ja: "登録デッキ" },
    { value: "preconstructed", en: "preconstructed only", ja: "構築済みのみ" },
  ]),
  choice("lists", "リスト公開", "cmd.event.lists", [
    { value: "end", en: "at the end", ja: "終了時" },
    { value: "cut", en: "at the top cut", ja: "決勝進出時" },
  ]),
  { ...timerOption(false), ...described("cmd.event.timer") },
];

export const event: Command = {
  data: {
    ...named("event", "イベント"),
    ...described("cmd.event"),
    contexts: [InteractionContextType.Guild],
    options: [
      sub("create", "作成", [
        {
          type: ApplicationCommandOptionType.String,
          ...named("event", "イベント"),
          ...described("cmd.event.event"),
          required: true,
          max_length: 40,
        },
        integer("rounds", "ラウンド数", "cmd.event.rounds", 1, MAX_ROUNDS),
        {
          type: ApplicationCommandOptionType.Integer,
          ...named("top-cut", "決勝トーナメント"),
          ...described("cmd.event.top-cut"),
          choices: TOP_CUTS.map((cut) => ({
            name: cut === 0 ? "none" : `top ${cut}`,
            name_localizations: { ja: cut === 0 ? "なし" : `上位${cut}人` },
            value: cut,
          })),
        },
        ...SETTING_OPTIONS,
      ]),
      sub("settings", "設定", [eventOption, ...SETTING_OPTIONS]),
      sub("info", "情報", [eventOption]),
      sub("join", "参加", [
        eventOption,
        {
          type: ApplicationCommandOptionType.String,
          ...named("deck", "デッキ"),
          ...described("cmd.event.deck"),
          autocomplete: true,
          max_length: 32,
        },
      ]),
      sub("leave", "退出", [eventOption]),
      sub("check-in", "チェックイン", [eventOption]),
      sub("start", "開始", [eventOption]),
      sub("pair", "組み合わせ", [eventOption]),
      sub("report", "報告", [
        eventOption,
        integer("wins", "勝ち", "cmd.event.wins", 0, MAX_GAME_WINS),
        integer("losses", "負け", "cmd.event.losses", 0, MAX_GAME_WINS),
        integer("draws", "引き分け", "cmd.event.draws", 0, MAX_GAME_WINS),
        { type: ApplicationCommandOptionType.User, ...named("player", "プレイヤー"), ...described("cmd.event.player") },
        integer("place", "順位", "cmd.event.place", 1, 6),
      ]),
      sub("extend", "延長", [
        eventOption,
        integer("table", "卓", "cmd.event.table", 1, 500, true),
        integer("minutes", "分", "cmd.event.minutes", 1, MAX_EXTENSION, true),
      ]),
      sub("decklist", "デッキリスト", [
        eventOption,
        { type: ApplicationCommandOptionType.User, ...named("player", "プレイヤー"), ...described("cmd.event.whose") },
      ]),
      sub("standings", "順位", [eventOption]),
    ],
  },
  async run(interaction, ctx) {
    const found = await namedLeague(interaction, ctx);
    if (!found) return;
    const name = interaction.options.getSubcommand();
    if (name === "create") return create(interaction, ctx, found);
    const picked = await ctx.events.find(found, interaction.options.getString("event", true));
    if (!picked.ok) return refuse(interaction, picked);
    return HANDLERS[name]?.(interaction, ctx, found, picked.value);
  },
  async autocomplete(interaction, ctx) {
    const focused = interaction.options.getFocused(true).name;
    if (focused === "league") return completeLeague(interaction, ctx);
    const found = interaction.inGuild()
      ? await ctx.leagues.find(interaction.guildId, interaction.options.getString("league") ?? "")
      : null;
    const names = !found?.ok
      ? []
      : focused === "deck"
        ? (await ctx.decks.of(interaction.user.id, found.value.game)).map((d) => d.name)
        : (await ctx.events.eventsOf(found.value)).map((e) => e.name);
    await suggestNames(interaction, names);
  },
};

/** The settings the command gives (those left out keep their value). */
function settingsFrom(interaction: ChatInputCommandInteraction): SettingsInput {
  const o = interaction.options;
  const input: SettingsInput = {};
  const format = o.getString("format");
  if (format === "swiss" || format === "pods") input.format = format;
  const podSize = o.getInteger("pod-size");
  if (podSize !== null) input.podSize = podSize;
  const bestOf = o.getInteger("best-of");
  if (bestOf === 1 || bestOf === 3) input.bestOf = bestOf;
  const play = o.getString("play");
  if (play === "tables" || play === "reported") input.play = play;
  const minutes = [
    ["round-minutes", "roundMinutes"],
    ["no-show-minutes", "noShowMinutes"],
    ["ready-minutes", "readyMinutes"],
    ["check-in-minutes", "checkInMinutes"],
  ] as const;
  for (const [option, key] of minutes) {
    const value = o.getInteger(option);
    if (value !== null) input[key] = value;
  }
  const late = o.getBoolean("late-entry");
  if (late !== null) input.lateEntry = late;
  const decks = o.getString("decks");
  if (decks === "registered" || decks === "preconstructed") input.decks = decks;
  const lists = o.getString("lists");
  if (lists === "end" || lists === "cut") input.lists = lists;
  const timer = o.getInteger("timer");
  if (timer !== null) input.turnSeconds = timer;
  return input;
}

async function create(interaction: ChatInputCommandInteraction, ctx: BotContext, found: League): Promise<void> {
  const made = await ctx.events.create(found, actorOf(interaction), {
    name: interaction.options.getString("event", true),
    rounds: interaction.options.getInteger("rounds"),
    topCut: interaction.options.getInteger("top-cut") ?? 0,
    channelId: interaction.channelId,
    settings: settingsFrom(interaction),
  });
  if (!made.ok) return refuse(interaction, made);
  const locale = localeOfUser(interaction);
  const lines = [
    lt("event.created", locale, { name: plainName(made.value.name), league: plainName(found.name) }),
    ...settingsLines(made.value, found, locale),
  ];
  await reply(interaction, privateText(lines.join("\n")));
  ctx.track(ctx.eventRunner.refreshPost(made.value, found));
}

type Handler = (
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  league: League,
  event: EventRecord,
) => Promise<void>;

/**
 * A new round's pairings (after the standings of the round just closed), or the event's end, in the channel; the
 * event's tables then open.
 */
async function postStep(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  league: League,
  step: PairStep,
  closed: EventRecord | null,
): Promise<void> {
  const locale = localeOfGuild(interaction);
  const web = ctx.links?.of(league) ?? null;
  const names = await ctx.leagues.names(league);
  const standings = closed ? standingsImagePayload(closed, ctx.events, names, locale) : null;
  if ("finished" in step) {
    const champion = step.event.champion;
    const text = champion
      ? lt("event.finished", locale, { name: plainName(step.event.name), champion: mention(champion) })
      : lt("event.finished-none", locale, { name: plainName(step.event.name) });
    const published = step.event.settings.decks === "registered" ? `\n${lt("event.lists-published", locale)}` : "";
    await reply(interaction, {
      ...textPayload(text + published),
      components: linkRows(lt("web.event", locale), web?.event(step.event.id)),
      files: standings?.files ?? [],
      allowedMentions: { users: [] },
    });
  } else {
    const round = roundPayload(step.event, names, locale, web);
    await reply(interaction, { ...round, files: [...(standings?.files ?? []), ...round.files] });
  }
  ctx.track(ctx.eventRunner.reconcile(step.event.id));
}

/** The saved deck a join names, checked by the game's construction check; null after saying why it cannot be used. */
async function savedDeck(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  league: League,
): Promise<RegisteredDeck | null | "refused"> {
  const name = interaction.options.getString("deck");
  const format = DECK_FORMATS.get(league.game);
  if (name === null || !format) return null;
  const locale = localeOfUser(interaction);
  const saved = await ctx.decks.get(interaction.user.id, league.game, name);
  if (!saved) {
    await refuse(interaction, { refusal: { code: "event-no-saved-deck", params: { deck: name } } });
    return "refused";
  }
  const report = checkList(format, saved.list);
  if (!report.legal) {
    const lead = `${lt("event-deck-illegal", locale, { deck: plainName(saved.name) })}\n`;
    await reply(interaction, privately(deckReportPayload(format, report, locale, lead)));
    return "refused";
  }
  return { name: saved.name, list: saved.list };
}

const HANDLERS: Record<string, Handler> = {
  async settings(interaction, ctx, found, picked) {
    const changed = await ctx.events.configure(found, picked, actorOf(interaction), settingsFrom(interaction));
    if (!changed.ok) return refuse(interaction, changed);
    const locale = localeOfUser(interaction);
    const lines = [
      lt("event.settings-saved", locale, { name: plainName(picked.name) }),
      ...settingsLines(changed.value, found, locale),
    ];
    await reply(interaction, privateText(lines.join("\n")));
    ctx.track(ctx.eventRunner.refreshPost(changed.value, found));
  },
  async info(interaction, _ctx, found, picked) {
    const locale = localeOfUser(interaction);
    const lines = [`**${plainName(picked.name)}**`, ...settingsLines(picked, found, locale)];
    await reply(interaction, privateText(lines.join("\n")));
  },
  async join(interaction, ctx, found, picked) {
    const deck = await savedDeck(interaction, ctx, found);
    if (deck === "refused") return;
    const joined = await ctx.events.join(found, picked, actorOf(interaction), deck);
    if (!joined.ok) return refuse(interaction, joined);
    const locale = localeOfUser(interaction);
    const { event: entered, how } = joined.value;
    const key = how === "late" ? "event.joined-late" : how === "deck-changed" ? "event.deck-changed" : "event.joined";
    const text = lt(key, locale, {
      name: plainName(picked.name),
      count: entered.players.length,
      round: entered.round,
      deck: plainName(deck?.name ?? ""),
    });
    await reply(interaction, privateText(text));
    ctx.track(ctx.eventRunner.refreshPost(entered, found));
  },
  async leave(interaction, ctx, found, picked) {
    const left = await ctx.events.leave(picked, actorOf(interaction));
    if (!left.ok) return refuse(interaction, left);
    await reply(
      interaction,
      privateText(lt("event.left", localeOfUser(interaction), { name: plainName(picked.name) })),
    );
    if (left.value.status === "open") ctx.track(ctx.eventRunner.refreshPost(left.value, found));
    else ctx.track(ctx.eventRunner.dropped(picked.id, interaction.user.id));
  },
  async "check-in"(interaction, ctx, found, picked) {
    const opened = await ctx.events.openCheckIn(found, picked, actorOf(interaction));
    if (!opened.ok) return refuse(interaction, opened);
    await reply(
      interaction,
      privateText(
        lt("event.check-in-opened", localeOfUser(interaction), {
          name: plainName(picked.name),
          ends: `<t:${Math.ceil((opened.value.checkInEndsAt ?? 0) / 1000)}:R>`,
        }),
      ),
    );
    ctx.track(ctx.eventRunner.refreshPost(opened.value, found));
  },
  async start(interaction, ctx, found, picked) {
    const started = await ctx.events.start(found, picked, actorOf(interaction));
    if (!started.ok) return refuse(interaction, started);
    await postStep(interaction, ctx, found, started.value, null);
  },
  async pair(interaction, ctx, found, picked) {
    const before = await ctx.events.byId(picked.id);
    const paired = await ctx.events.pair(found, picked, actorOf(interaction));
    if (!paired.ok) return refuse(interaction, paired);
    await postStep(interaction, ctx, found, paired.value, before);
  },
  async report(interaction, ctx, found, picked) {
    const actor = actorOf(interaction);
    const player = interaction.options.getUser("player")?.id ?? null;
    const locale = localeOfGuild(interaction);
    const names = await ctx.leagues.names(found);
    const name = (u: string | null) => plainName(names.get(u ?? "") ?? u ?? "");
    if (picked.settings.format === "pods") {
      const place = interaction.options.getInteger("place");
      if (place === null || player === null) return refuse(interaction, { refusal: { code: "event-report-place" } });
      const placed = await ctx.events.reportPlace(found, picked, actor, player, place);
      if (!placed.ok) return refuse(interaction, placed);
      await reply(
        interaction,
        textPayload(
          lt("event.placed", locale, {
            table: placed.value.number,
            round: placed.value.round,
            name: name(player),
            place,
          }),
        ),
      );
      ctx.track(ctx.eventRunner.corrected(picked.id, placed.value));
      return;
    }
    const games = {
      wins: interaction.options.getInteger("wins") ?? 0,
      losses: interaction.options.getInteger("losses") ?? 0,
      draws: interaction.options.getInteger("draws") ?? 0,
    };
    const reported = await ctx.events.report(found, picked, actor, games, player);
    if (!reported.ok) return refuse(interaction, reported);
    const m = reported.value;
    const score = m.draws > 0 ? `${m.aWins}-${m.bWins}-${m.draws}` : `${m.aWins}-${m.bWins}`;
    await reply(
      interaction,
      textPayload(lt("event.reported", locale, { table: m.number, round: m.round, a: name(m.a), b: name(m.b), score })),
    );
    ctx.track(ctx.eventRunner.corrected(picked.id, m));
  },
  async extend(interaction, ctx, found, picked) {
    const table = interaction.options.getInteger("table", true);
    const minutes = interaction.options.getInteger("minutes", true);
    const extended = await ctx.events.extend(found, picked, actorOf(interaction), table, minutes);
    if (!extended.ok) return refuse(interaction, extended);
    await reply(
      interaction,
      textPayload(lt("event.extended", localeOfGuild(interaction), { table, minutes, round: extended.value.round })),
    );
    ctx.track(ctx.eventRunner.extended(picked.id, table));
  },
  async decklist(interaction, ctx, found, picked) {
    const whose = interaction.options.getUser("player")?.id ?? interaction.user.id;
    const shown = await ctx.events.deckList(found, picked, actorOf(interaction), whose);
    if (!shown.ok) return refuse(interaction, shown);
    const format = DECK_FORMATS.get(found.game);
    if (!format) return;
    const locale = localeOfUser(interaction);
    const cardName = cardWords(format, locale);
    const lead = [
      lt("event.decklist", locale, {
        name: plainName(picked.name),
        player: plainName((await ctx.leagues.names(found)).get(whose) ?? whose),
        deck: plainName(shown.value.name),
      }),
      ...shown.value.list.map((l) => `${l.copies} ${plainName(cardName(l.card))}`),
      "",
    ].join("\n");
    await reply(interaction, privately(deckReportPayload(format, checkList(format, shown.value.list), locale, lead)));
  },
  async standings(interaction, ctx, found, picked) {
    const locale = localeOfGuild(interaction);
    if (picked.status === "open")
      return void (await reply(
        interaction,
        textPayload(lt("event.entries", locale, { name: plainName(picked.name), count: picked.players.length })),
      ));
    await reply(interaction, standingsImagePayload(picked, ctx.events, await ctx.leagues.names(found), locale));
  },
};
