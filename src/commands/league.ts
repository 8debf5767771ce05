import {
  ApplicationCommandOptionType,
  InteractionContextType,
  type APIApplicationCommandBasicOption,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
} from "discord.js";
import type { Refusal } from "../engine/index.ts";
import type { League } from "../db/leagues.ts";
import { gameName, TABLE_KINDS } from "../games/catalog.ts";
import { fold } from "../decks/parse.ts";
import { conservative } from "../ranking/rating.ts";
import { LEAGUE_LIMITS, MAX_PLACES } from "../leagues/service.ts";
import { leagueStrings, lt } from "../leagues/strings.ts";
import { seasonCsv } from "../leagues/csv.ts";
import type { BotContext } from "../discord/context.ts";
import { mention, reportPayload, skillText, standingsPayload, webLine } from "../discord/league-views.ts";
import { rating, recordText, signed } from "../leagues/format.ts";
import { linkRows } from "../discord/components.ts";
import { plainName, refusalText } from "../discord/plain-text.ts";
import { seasonQuery } from "../web/links.ts";
import { privateText, privately, textPayload } from "../discord/presenter.ts";
import { paintRatingChart } from "../render/league.ts";
import { described, named, type Command } from "./command.ts";
import { actorOf, localeOfGuild, localeOfUser } from "../discord/who.ts";
import { reply, replyForMessage, suggest } from "../discord/answer.ts";

const PLACE_OPTIONS = [
  ["first", "1位"],
  ["second", "2位"],
  ["third", "3位"],
  ["fourth", "4位"],
  ["fifth", "5位"],
  ["sixth", "6位"],
] as const;
const HISTORY_LINES = 15;
const MESSAGE_CHARS = 1900;

export const leagueOption = (required = true): APIApplicationCommandBasicOption => ({
  type: ApplicationCommandOptionType.String,
  ...named("league", "リーグ"),
  ...described("cmd.league.league"),
  required,
  autocomplete: true,
  max_length: 40,
});
const seasonOption: APIApplicationCommandBasicOption = {
  type: ApplicationCommandOptionType.Integer,
  ...named("season", "シーズン"),
  ...described("cmd.league.season-number"),
  min_value: 1,
  max_value: 10_000,
};
const userOption: APIApplicationCommandBasicOption = {
  type: ApplicationCommandOptionType.User,
  ...named("user", "ユーザー"),
  ...described("cmd.league.user"),
};
const intOption = (
  name: string,
  ja: string,
  key: Parameters<typeof described>[0],
  limits: { min: number; max: number },
): APIApplicationCommandBasicOption => ({
  type: ApplicationCommandOptionType.Integer,
  ...named(name, ja),
  ...described(key),
  min_value: limits.min,
  max_value: limits.max,
});
const sub = (name: string, ja: string, options: APIApplicationCommandBasicOption[], key = `cmd.league.${name}`) => ({
  type: ApplicationCommandOptionType.Subcommand as const,
  ...named(name, ja),
  ...described(key as Parameters<typeof described>[0]),
  options,
});

/** A refusal in the user's words, only to them. */
export async function refuse(interaction: ChatInputCommandInteraction, refused: { refusal: Refusal }): Promise<void> {
  await reply(
    interaction,
    privateText(refusalText(undefined, refused.refusal, localeOfUser(interaction), leagueStrings)),
  );
}

/** The league the command names, in this server; null after telling the user why not. */
export async function namedLeague(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<League | null> {
  if (!interaction.inGuild()) {
    await reply(
      interaction,
      privateText(refusalText(undefined, { code: "league-none" }, localeOfUser(interaction), leagueStrings)),
    );
    return null;
  }
  const found = await ctx.leagues.find(interaction.guildId, interaction.options.getString("league", true));
  if (!found.ok) {
    await refuse(interaction, found);
    return null;
  }
  return found.value;
}

/** The season asked for (the current one by default); null after saying there is no such season. */
async function seasonOf(interaction: ChatInputCommandInteraction, league: League): Promise<number | null> {
  const season = interaction.options.getInteger("season") ?? league.season;
  if (season <= league.season) return season;
  await refuse(interaction, { refusal: { code: "league-no-season-number", params: { league: league.name, season } } });
  return null;
}

export const league: Command = {
  data: {
    ...named("league", "リーグ"),
    ...described("cmd.league"),
    contexts: [InteractionContextType.Guild],
    options: [
      sub("create", "作成", [
        {
          type: ApplicationCommandOptionType.String,
          ...named("name", "名前"),
          ...described("cmd.league.name"),
          required: true,
          max_length: 40,
        },
        {
          type: ApplicationCommandOptionType.String,
          ...named("game", "ゲーム"),
          ...described("cmd.league.game"),
          required: true,
          choices: [...TABLE_KINDS.values()]
            .filter((k) => k.game.players.max >= 2)
            .map((k) => ({ name: k.name("en"), name_localizations: { ja: k.name("ja") }, value: k.id })),
        },
        {
          type: ApplicationCommandOptionType.Role,
          ...named("admin-role", "管理ロール"),
          ...described("cmd.league.admin-role"),
        },
        intOption("min-games", "最低対戦数", "cmd.league.min-games", LEAGUE_LIMITS.minGames),
        intOption("decay-days", "減衰日数", "cmd.league.decay-days", LEAGUE_LIMITS.decayDays),
        intOption("report-hours", "確認期限", "cmd.league.report-hours", LEAGUE_LIMITS.reportHours),
      ]),
      sub("settings", "設定", [
        leagueOption(),
        intOption("min-games", "最低対戦数", "cmd.league.min-games", LEAGUE_LIMITS.minGames),
        intOption("report-hours", "確認期限", "cmd.league.report-hours", LEAGUE_LIMITS.reportHours),
        {
          type: ApplicationCommandOptionType.Role,
          ...named("admin-role", "管理ロール"),
          ...described("cmd.league.admin-role"),
        },
        {
          type: ApplicationCommandOptionType.Boolean,
          ...named("no-admin-role", "管理ロールなし"),
          ...described("cmd.league.no-admin-role"),
        },
        { type: ApplicationCommandOptionType.Boolean, ...named("public", "公開"), ...described("cmd.league.public") },
      ]),
      sub("remove", "除外", [
        leagueOption(),
        {
          type: ApplicationCommandOptionType.User,
          ...named("user", "ユーザー"),
          ...described("cmd.league.member"),
          required: true,
        },
      ]),
      sub("join", "参加", [leagueOption()]),
      sub("leave", "退出", [leagueOption()]),
      {
        type: ApplicationCommandOptionType.SubcommandGroup,
        ...named("season", "シーズン"),
        ...described("cmd.league.season"),
        options: [
          sub("start", "開始", [leagueOption()], "cmd.league.season.start"),
          sub("end", "終了", [leagueOption()], "cmd.league.season.end"),
        ],
      },
      sub("info", "情報", [leagueOption(false)]),
      sub("report", "報告", [
        leagueOption(),
        ...PLACE_OPTIONS.map(([name, ja], i) => ({
          type: ApplicationCommandOptionType.User as const,
          ...named(name, ja),
          ...described("cmd.league.place"),
          required: i < 2,
        })),
        { type: ApplicationCommandOptionType.Boolean, ...named("draw", "引き分け"), ...described("cmd.league.draw") },
      ]),
      sub("resolve", "裁定", [
        leagueOption(),
        {
          type: ApplicationCommandOptionType.String,
          ...named("report", "報告"),
          ...described("cmd.league.report-id"),
          required: true,
          max_length: 16,
        },
        {
          type: ApplicationCommandOptionType.String,
          ...named("decision", "判断"),
          ...described("cmd.league.decision"),
          required: true,
          choices: [
            { name: "count", name_localizations: { ja: "記録する" }, value: "count" },
            { name: "reject", name_localizations: { ja: "却下する" }, value: "reject" },
          ],
        },
      ]),
      sub("standings", "順位", [leagueOption(), seasonOption]),
      sub("profile", "プロフィール", [leagueOption(), userOption, seasonOption]),
      sub("history", "履歴", [leagueOption(), userOption, seasonOption]),
      sub("export", "書き出し", [leagueOption(), seasonOption]),
    ],
  },
  async run(interaction, ctx) {
    const name = interaction.options.getSubcommand();
    if (name === "create") return create(interaction, ctx);
    if (name === "info" && interaction.options.getString("league") === null) return listLeagues(interaction, ctx);
    const found = await namedLeague(interaction, ctx);
    if (!found) return;
    const group = interaction.options.getSubcommandGroup();
    return (group === "season" ? SEASON : SUBCOMMANDS)[name]?.(interaction, ctx, found);
  },
  autocomplete: completeLeague,
};

/** League names of this server matching what the user typed (of the chosen game, when the command has one). */
export async function completeLeague(interaction: AutocompleteInteraction, ctx: BotContext): Promise<void> {
  if (!interaction.inGuild()) return void (await suggest(interaction, []));
  const game = interaction.commandName === "play" ? (interaction.options.getString("game") ?? undefined) : undefined;
  await suggestNames(
    interaction,
    (await ctx.leagues.leaguesIn(interaction.guildId, game)).map((l) => l.name),
  );
}

/** The names that contain what the user typed (case and width aside), at most Discord's 25. */
export async function suggestNames(interaction: AutocompleteInteraction, names: readonly string[]): Promise<void> {
  const typed = fold(interaction.options.getFocused());
  await suggest(
    interaction,
    names
      .filter((n) => fold(n).includes(typed))
      .slice(0, 25)
      .map((n) => ({ name: n, value: n })),
  );
}

type Handler = (interaction: ChatInputCommandInteraction, ctx: BotContext, league: League) => Promise<void>;

async function create(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  if (!interaction.inGuild()) return;
  const locale = localeOfGuild(interaction);
  const game = interaction.options.getString("game", true);
  const made = await ctx.leagues.create(
    {
      guildId: interaction.guildId,
      game,
      name: interaction.options.getString("name", true),
      locale,
      adminRoleId: interaction.options.getRole("admin-role")?.id ?? null,
      minGames: interaction.options.getInteger("min-games") ?? LEAGUE_LIMITS.minGames.default,
      decayDays: interaction.options.getInteger("decay-days") ?? LEAGUE_LIMITS.decayDays.default,
      reportHours: interaction.options.getInteger("report-hours") ?? LEAGUE_LIMITS.reportHours.default,
    },
    actorOf(interaction),
  );
  if (!made.ok) return refuse(interaction, made);
  await reply(
    interaction,
    textPayload(lt("created", locale, { name: plainName(made.value.name), game: gameName(game, locale) })),
  );
}

async function listLeagues(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const locale = localeOfUser(interaction);
  const all = interaction.inGuild() ? await ctx.leagues.leaguesIn(interaction.guildId) : [];
  if (all.length === 0) return refuse(interaction, { refusal: { code: "league-none" } });
  const list = all.map((l) => `**${plainName(l.name)}** (${gameName(l.game, locale)})`).join(", ");
  await reply(interaction, privateText(lt("info.list", locale, { leagues: list })));
}

const SEASON: Record<string, Handler> = {
  async start(interaction, ctx, found) {
    const started = await ctx.leagues.startSeason(found, actorOf(interaction));
    if (!started.ok) return refuse(interaction, started);
    await reply(
      interaction,
      textPayload(lt("season-started", found.locale, { league: plainName(found.name), season: started.value.season })),
    );
  },
  async end(interaction, ctx, found) {
    const ended = await ctx.leagues.endSeason(found, actorOf(interaction));
    if (!ended.ok) return refuse(interaction, ended);
    await reply(
      interaction,
      textPayload(lt("season-ended", found.locale, { league: plainName(found.name), season: found.season })),
    );
  },
};

const SUBCOMMANDS: Record<string, Handler> = {
  async settings(interaction, ctx, found) {
    const role = interaction.options.getRole("admin-role")?.id;
    const changes = {
      ...(interaction.options.getInteger("min-games") === null
        ? {}
        : { minGames: interaction.options.getInteger("min-games", true) }),
      ...(interaction.options.getInteger("report-hours") === null
        ? {}
        : { reportHours: interaction.options.getInteger("report-hours", true) }),
      ...(interaction.options.getBoolean("no-admin-role") ? { adminRoleId: null } : role ? { adminRoleId: role } : {}),
      ...(interaction.options.getBoolean("public") === null
        ? {}
        : { public: interaction.options.getBoolean("public", true) }),
    };
    const saved = await ctx.leagues.settings(found, actorOf(interaction), changes);
    if (!saved.ok) return refuse(interaction, saved);
    const locale = localeOfUser(interaction);
    const league = saved.value;
    const roleText = league.adminRoleId ? lt("info.role", locale, { role: league.adminRoleId }) : "";
    const summary = lt("settings-saved", locale, {
      league: plainName(league.name),
      min: league.minGames,
      hours: league.reportHours,
      role: roleText,
    });
    await reply(interaction, privateText(`${summary}\n${webLine(league, ctx.links?.of(league) ?? null, locale)}`));
  },
  async remove(interaction, ctx, found) {
    const user = interaction.options.getUser("user", true);
    const removed = await ctx.leagues.remove(found, actorOf(interaction), user.id);
    if (!removed.ok) return refuse(interaction, removed);
    await reply(
      interaction,
      privateText(lt("removed", localeOfUser(interaction), { user: mention(user.id), league: plainName(found.name) })),
    );
  },
  async join(interaction, ctx, found) {
    const joined = await ctx.leagues.join(found, actorOf(interaction));
    if (!joined.ok) return refuse(interaction, joined);
    await reply(interaction, privateText(lt("joined", localeOfUser(interaction), { league: plainName(found.name) })));
  },
  async leave(interaction, ctx, found) {
    const left = await ctx.leagues.leave(found, actorOf(interaction));
    if (!left.ok) return refuse(interaction, left);
    await reply(interaction, privateText(lt("left", localeOfUser(interaction), { league: plainName(found.name) })));
  },
  async info(interaction, ctx, found) {
    const locale = localeOfUser(interaction);
    const dates = await ctx.leagues.seasonDates(found, found.season);
    const open = await ctx.leagues.openReports(found);
    const disputed = open.filter((r) => r.status === "disputed");
    const events = await ctx.events.eventsOf(found);
    const lines = [
      lt("info.title", locale, { league: plainName(found.name), game: gameName(found.game, locale) }),
      lt("info.season", locale, {
        season: found.season,
        state: lt(found.seasonRunning ? "info.running" : "info.ended", locale),
        since: `<t:${Math.floor((dates?.startedAt ?? 0) / 1000)}:d>`,
      }),
      lt("info.members", locale, {
        count: (await ctx.leagues.members(found)).filter((m) => m.leftAt === null).length,
        results: await ctx.leagues.countedCount(found, found.season),
      }),
      lt("info.settings", locale, {
        min: found.minGames,
        decay:
          found.decayDays > 0 ? lt("info.decay-on", locale, { days: found.decayDays }) : lt("info.decay-off", locale),
        hours: found.reportHours,
      }),
      lt("info.admins", locale, {
        role: found.adminRoleId ? lt("info.role", locale, { role: found.adminRoleId }) : "",
      }),
      webLine(found, ctx.links?.of(found) ?? null, locale),
      lt("info.open", locale, { pending: open.length - disputed.length, disputed: disputed.length }),
      ...disputed.map((r) =>
        lt("info.dispute-line", locale, {
          id: r.id,
          by: mention(r.reportedBy ?? ""),
          places: r.players.map((p) => `${p.place}. ${mention(p.userId)}`).join(" "),
        }),
      ),
      ...(events.length > 0
        ? [lt("info.events", locale, { events: events.map((e) => plainName(e.name)).join(", ") })]
        : []),
    ];
    await reply(interaction, privateText(lines.join("\n").slice(0, MESSAGE_CHARS)));
  },
  async report(interaction, ctx, found) {
    const order = PLACE_OPTIONS.map(([name]) => interaction.options.getUser(name)?.id).filter(
      (u): u is string => u !== undefined,
    );
    const kind = TABLE_KINDS.get(found.game);
    const players = kind ? kind.game.players : { min: 2, max: MAX_PLACES };
    const reported = await ctx.leagues.report(
      found,
      actorOf(interaction),
      order,
      interaction.options.getBoolean("draw") ?? false,
      players,
      interaction.channelId,
    );
    if (!reported.ok) return refuse(interaction, reported);
    const result = reported.value;
    const post = reportPayload(result, found, gameName(found.game, found.locale));
    const waiting = result.players.filter((p) => !p.confirmed).map((p) => p.userId);
    const message = await replyForMessage(interaction, { ...post, allowedMentions: { users: waiting } });
    if (message) await ctx.leagues.setReportMessage(result.id, message.channelId, message.id);
  },
  async resolve(interaction, ctx, found) {
    const count = interaction.options.getString("decision", true) === "count";
    const id = interaction.options.getString("report", true).trim().toLowerCase();
    const resolved = await ctx.leagues.resolve(found, id, count, actorOf(interaction));
    if (!resolved.ok) return refuse(interaction, resolved);
    await reply(
      interaction,
      privateText(lt(count ? "resolved.counted" : "resolved.rejected", localeOfUser(interaction), { id })),
    );
    ctx.track(ctx.leaguePosts.refresh(resolved.value));
  },
  async standings(interaction, ctx, found) {
    const season = await seasonOf(interaction, found);
    if (season === null) return;
    const frozen = season < found.season || !found.seasonRunning;
    const payload = standingsPayload(
      found,
      season,
      await ctx.leagues.standings(found, season),
      await ctx.leagues.names(found),
      0,
      frozen,
      localeOfGuild(interaction),
      ctx.links?.of(found) ?? null,
    );
    await reply(interaction, payload);
  },
  async profile(interaction, ctx, found) {
    const season = await seasonOf(interaction, found);
    if (season === null) return;
    const locale = localeOfUser(interaction);
    const user = interaction.options.getUser("user") ?? interaction.user;
    const names = await ctx.leagues.names(found);
    const name = names.get(user.id) ?? user.displayName;
    const profile = await ctx.leagues.profile(found, user.id, season);
    if (!profile.standing)
      return void (await reply(interaction, privateText(lt("profile.none", locale, { name: plainName(name) }))));
    const s = profile.standing;
    const lines = [
      `**${plainName(lt("profile.title", locale, { name, league: found.name, season }))}**`,
      lt(s.rank > 0 ? "profile.standing" : "profile.provisional", locale, {
        rank: s.rank,
        rating: rating(s.rating),
        ...skillText(s.skill),
        record: recordText(s, locale),
        games: s.games,
      }),
      lt("profile.recent", locale),
      ...profile.recent.map((r) => {
        const me = r.players.find((p) => p.userId === user.id);
        const delta = me?.before && me.after ? conservative(me.after) - conservative(me.before) : 0;
        const opponents = r.players
          .filter((p) => p.userId !== user.id)
          .map((p) => plainName(names.get(p.userId) ?? p.userId))
          .join(", ");
        return lt("profile.result", locale, {
          place: me?.place ?? 0,
          players: r.players.length,
          opponents,
          delta: signed(delta),
        });
      }),
      lt("profile.rivals", locale),
      ...profile.rivals.slice(0, 5).map((h) =>
        lt("profile.rival", locale, {
          name: plainName(names.get(h.userId) ?? h.userId),
          record: recordText(h, locale),
        }),
      ),
    ];
    const chart = paintRatingChart(
      lt("profile.title", locale, { name, league: found.name, season }),
      lt("profile.chart", locale),
      profile.points.map((p) => p.rating),
    );
    await reply(
      interaction,
      privately({
        ...textPayload(lines.join("\n").slice(0, MESSAGE_CHARS)),
        components: linkRows(
          lt("web.profile", locale),
          ctx.links?.of(found)?.player(user.id, seasonQuery(found, season)),
        ),
        files: [{ attachment: chart, name: "rating.png" }],
      }),
    );
  },
  async history(interaction, ctx, found) {
    const season = await seasonOf(interaction, found);
    if (season === null) return;
    const locale = localeOfUser(interaction);
    const user = interaction.options.getUser("user");
    const names = await ctx.leagues.names(found);
    const results = await ctx.leagues.history(found, season, {
      limit: HISTORY_LINES,
      ...(user ? { userId: user.id } : {}),
    });
    const lines = results.map((r) =>
      lt("history.line", locale, {
        seq: r.seq ?? 0,
        source: lt(`source.${r.source}`, locale),
        players: r.players
          .map((p) =>
            lt("history.player", locale, {
              place: p.place,
              name: plainName(names.get(p.userId) ?? p.userId),
              before: rating(p.before ? conservative(p.before) : 0),
              after: rating(p.after ? conservative(p.after) : 0),
            }),
          )
          .join(" · "),
      }),
    );
    const title = lt("history.title", locale, { league: plainName(found.name), season });
    await reply(
      interaction,
      privateText(
        [title, ...(lines.length > 0 ? lines : [lt("history.empty", locale)])].join("\n").slice(0, MESSAGE_CHARS),
      ),
    );
  },
  async export(interaction, ctx, found) {
    const season = await seasonOf(interaction, found);
    if (season === null) return;
    const locale = localeOfUser(interaction);
    const results = await ctx.leagues.counted(found, season);
    const csv = seasonCsv(results, await ctx.leagues.standings(found, season), await ctx.leagues.names(found));
    await reply(
      interaction,
      privately({
        ...textPayload(lt("export.done", locale, { league: plainName(found.name), season, results: results.length })),
        files: [
          { attachment: Buffer.from(csv.results, "utf8"), name: `league-season-${season}-results.csv` },
          { attachment: Buffer.from(csv.standings, "utf8"), name: `league-season-${season}-standings.csv` },
        ],
      }),
    );
  },
};
