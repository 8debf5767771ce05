import type { ButtonInteraction, StringSelectMenuInteraction } from "discord.js";
import { gameName } from "../games/catalog.ts";
import { leagueStrings, lt } from "../leagues/strings.ts";
import { actorOf, localeOfGuild, localeOfUser, privateText } from "../commands/command.ts";
import type { BotContext } from "./context.ts";
import { reportPayload, standingsPayload } from "./league-views.ts";
import { followUp, reply, update } from "./answer.ts";
import { plainName, refusalText } from "./plain-text.ts";

type Press = ButtonInteraction | StringSelectMenuInteraction;

/**
 * Confirm or Dispute under a reported result: only the players it names (not its reporter) may answer; the message
 * shows the new state, and the presser hears what they did.
 */
export async function answerReport(interaction: Press, ctx: BotContext, resultId: string, agree: boolean): Promise<void> {
  const locale = localeOfUser(interaction);
  const actor = actorOf(interaction);
  const answered = agree ? await ctx.leagues.confirm(resultId, actor) : await ctx.leagues.dispute(resultId, actor);
  const result = answered.ok ? answered.value : await ctx.leagues.result(resultId);
  const league = result ? await ctx.leagues.league(result.leagueId) : null;
  if (!answered.ok) {
    await reply(interaction, privateText(refusalText(undefined, answered.refusal, locale, leagueStrings)));
    // An expired report still shows its buttons until someone presses one: bring it up to date.
    if (result?.status === "expired") ctx.track(ctx.leaguePosts.refresh(result));
    return;
  }
  if (!result || !league) return;
  const game = gameName(league.game, league.locale);
  await update(interaction, reportPayload(result, league, game));
  await followUp(interaction, privateText(lt(agree ? "report.you-confirmed" : "report.you-disputed", locale, { id: result.id })));
  // A dispute is the admins' to settle: their role hears of it (an edit pings nobody).
  if (!agree && league.adminRoleId !== null) {
    const call = lt("report.call-admins", league.locale, { role: league.adminRoleId, id: result.id, league: plainName(league.name) });
    await followUp(interaction, { content: call, allowedMentions: { roles: [league.adminRoleId] } });
  }
}

/** A standings page button: the same season, another page, drawn fresh. */
export async function standingsPage(interaction: Press, ctx: BotContext, leagueId: string, season: number, page: number): Promise<void> {
  const league = await ctx.leagues.league(leagueId);
  if (!league || league.guildId !== interaction.guildId) {
    await reply(interaction, privateText(refusalText(undefined, { code: "league-unknown", params: { name: leagueId } }, localeOfUser(interaction), leagueStrings)));
    return;
  }
  const frozen = season < league.season || !league.seasonRunning;
  await update(interaction, standingsPayload(league, season, await ctx.leagues.standings(league, season), await ctx.leagues.names(league), page, frozen, localeOfGuild(interaction)));
}
