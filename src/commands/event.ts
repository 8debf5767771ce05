import {
  ApplicationCommandOptionType,
  InteractionContextType,
  type APIApplicationCommandBasicOption,
  type ChatInputCommandInteraction,
} from "discord.js";
import type { League } from "../db/leagues.ts";
import type { EventRecord } from "../db/league-events.ts";
import { fold } from "../decks/parse.ts";
import { TABLE_KINDS } from "../games/catalog.ts";
import { MAX_GAME_WINS, MAX_ROUNDS, TOP_CUTS, type PairStep } from "../leagues/events.ts";
import { lt } from "../leagues/strings.ts";
import type { BotContext } from "../discord/context.ts";
import { eventStandingsText, mention, pairingsPayload } from "../discord/league-views.ts";
import { linkRows } from "../discord/components.ts";
import { plainName } from "../discord/plain-text.ts";
import { privateText, textPayload } from "../discord/presenter.ts";
import { described, named, type Command } from "./command.ts";
import { actorOf, localeOfGuild, localeOfUser } from "../discord/who.ts";
import { completeLeague, leagueOption, namedLeague, refuse } from "./league.ts";
import { reply, suggest } from "../discord/answer.ts";

const eventOption: APIApplicationCommandBasicOption = {
  type: ApplicationCommandOptionType.String,
  ...named("event", "イベント"),
  ...described("cmd.event.event"),
  required: true,
  autocomplete: true,
  max_length: 40,
};
const games = (
  name: string,
  ja: string,
  key: Parameters<typeof described>[0],
  required: boolean,
): APIApplicationCommandBasicOption => ({
  type: ApplicationCommandOptionType.Integer,
  ...named(name, ja),
  ...described(key),
  required,
  min_value: 0,
  max_value: MAX_GAME_WINS,
});
const sub = (name: string, ja: string, options: APIApplicationCommandBasicOption[]) => ({
  type: ApplicationCommandOptionType.Subcommand as const,
  ...named(name, ja),
  ...described(`cmd.event.${name}` as Parameters<typeof described>[0]),
  options: [leagueOption(), ...options],
});

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
        {
          type: ApplicationCommandOptionType.Integer,
          ...named("rounds", "ラウンド数"),
          ...described("cmd.event.rounds"),
          min_value: 1,
          max_value: MAX_ROUNDS,
        },
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
      ]),
      sub("join", "参加", [eventOption]),
      sub("leave", "退出", [eventOption]),
      sub("start", "開始", [eventOption]),
      sub("pair", "組み合わせ", [eventOption]),
      sub("report", "報告", [
        eventOption,
        games("wins", "勝ち", "cmd.event.wins", true),
        games("losses", "負け", "cmd.event.losses", true),
        games("draws", "引き分け", "cmd.event.draws", false),
        { type: ApplicationCommandOptionType.User, ...named("player", "プレイヤー"), ...described("cmd.event.player") },
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
    if (interaction.options.getFocused(true).name === "league") return completeLeague(interaction, ctx);
    const found = interaction.inGuild()
      ? await ctx.leagues.find(interaction.guildId, interaction.options.getString("league") ?? "")
      : null;
    const typed = fold(interaction.options.getFocused());
    const names = found?.ok ? (await ctx.events.eventsOf(found.value)).map((e) => e.name) : [];
    await suggest(
      interaction,
      names
        .filter((n) => fold(n).includes(typed))
        .slice(0, 25)
        .map((n) => ({ name: n, value: n })),
    );
  },
};

async function create(interaction: ChatInputCommandInteraction, ctx: BotContext, found: League): Promise<void> {
  if ((TABLE_KINDS.get(found.game)?.game.players.max ?? 0) !== 2)
    return refuse(interaction, { refusal: { code: "league-two-player" } });
  const made = await ctx.events.create(found, actorOf(interaction), {
    name: interaction.options.getString("event", true),
    rounds: interaction.options.getInteger("rounds"),
    topCut: interaction.options.getInteger("top-cut") ?? 0,
  });
  if (!made.ok) return refuse(interaction, made);
  const locale = localeOfGuild(interaction);
  const cut = made.value.topCut > 0 ? lt("event.cut", locale, { cut: made.value.topCut }) : lt("event.no-cut", locale);
  await reply(
    interaction,
    textPayload(lt("event.created", locale, { name: plainName(made.value.name), league: plainName(found.name), cut })),
  );
}

type Handler = (
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  league: League,
  event: EventRecord,
) => Promise<void>;

/** A new round's pairings, or the event's end, in the channel. */
async function postStep(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  league: League,
  step: PairStep,
): Promise<void> {
  const locale = localeOfGuild(interaction);
  const web = ctx.links?.of(league) ?? null;
  if ("finished" in step) {
    const champion = step.event.champion;
    const text = champion
      ? lt("event.finished", locale, { name: plainName(step.event.name), champion: mention(champion) })
      : lt("event.finished-none", locale, { name: plainName(step.event.name) });
    const link = linkRows(lt("web.event", locale), web?.event(step.event.id));
    await reply(interaction, { ...textPayload(text), components: link, allowedMentions: { users: [] } });
    return;
  }
  await reply(interaction, pairingsPayload(step.event, step.round, await ctx.leagues.names(league), locale, web));
}

const HANDLERS: Record<string, Handler> = {
  async join(interaction, ctx, found, picked) {
    const joined = await ctx.events.join(found, picked, actorOf(interaction));
    if (!joined.ok) return refuse(interaction, joined);
    await reply(
      interaction,
      privateText(
        lt("event.joined", localeOfUser(interaction), {
          name: plainName(picked.name),
          count: joined.value.players.length,
        }),
      ),
    );
  },
  async leave(interaction, ctx, _found, picked) {
    const left = await ctx.events.leave(picked, actorOf(interaction));
    if (!left.ok) return refuse(interaction, left);
    await reply(
      interaction,
      privateText(lt("event.left", localeOfUser(interaction), { name: plainName(picked.name) })),
    );
  },
  async start(interaction, ctx, found, picked) {
    const started = await ctx.events.start(found, picked, actorOf(interaction));
    if (!started.ok) return refuse(interaction, started);
    await postStep(interaction, ctx, found, started.value);
  },
  async pair(interaction, ctx, found, picked) {
    const paired = await ctx.events.pair(found, picked, actorOf(interaction));
    if (!paired.ok) return refuse(interaction, paired);
    await postStep(interaction, ctx, found, paired.value);
  },
  async report(interaction, ctx, found, picked) {
    const games = {
      wins: interaction.options.getInteger("wins", true),
      losses: interaction.options.getInteger("losses", true),
      draws: interaction.options.getInteger("draws") ?? 0,
    };
    const reported = await ctx.events.report(
      found,
      picked,
      actorOf(interaction),
      games,
      interaction.options.getUser("player")?.id ?? null,
    );
    if (!reported.ok) return refuse(interaction, reported);
    const m = reported.value;
    const names = await ctx.leagues.names(found);
    const name = (u: string | null) => plainName(names.get(u ?? "") ?? u ?? "");
    const score = m.draws > 0 ? `${m.aWins}-${m.bWins}-${m.draws}` : `${m.aWins}-${m.bWins}`;
    await reply(
      interaction,
      textPayload(
        lt("event.reported", localeOfGuild(interaction), {
          table: m.number,
          round: m.round,
          a: name(m.a),
          b: name(m.b),
          score,
        }),
      ),
    );
  },
  async standings(interaction, ctx, found, picked) {
    const locale = localeOfGuild(interaction);
    if (picked.status === "open")
      return void (await reply(
        interaction,
        textPayload(lt("event.entries", locale, { name: plainName(picked.name), count: picked.players.length })),
      ));
    await reply(
      interaction,
      textPayload(
        eventStandingsText(picked, ctx.events.standings(picked), await ctx.leagues.names(found), locale).slice(0, 1900),
      ),
    );
  },
};
