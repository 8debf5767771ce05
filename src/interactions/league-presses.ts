import { gameName } from "../games/catalog.ts";
import { leagueStrings, lt } from "../leagues/strings.ts";
import { reportPayload, standingsPayload } from "../discord/league-views.ts";
import { privateText } from "../discord/presenter.ts";
import { followUp, reply, update } from "../discord/answer.ts";
import { plainName, refusalText } from "../discord/plain-text.ts";
import { actorOf, localeOfGuild } from "../discord/who.ts";
import type { Pressed } from "./press.ts";

/**
 * Confirm or Dispute under a reported result: only the players it names (not its reporter) may answer; the message
 * shows the new state, and the presser hears what they did.
 */
export async function answerReport({ interaction, ctx, id, locale }: Pressed<"verdict">): Promise<void> {
  const actor = actorOf(interaction);
  const answered = id.agree ? await ctx.leagues.confirm(id.result, actor) : await ctx.leagues.dispute(id.result, actor);
  const result = answered.ok ? answered.value : await ctx.leagues.result(id.result);
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
  await followUp(
    interaction,
    privateText(lt(id.agree ? "report.you-confirmed" : "report.you-disputed", locale, { id: result.id })),
  );
  // A dispute is the admins' to settle: their role hears of it (an edit pings nobody).
  if (!id.agree && league.adminRoleId !== null) {
    const call = lt("report.call-admins", league.locale, {
      role: league.adminRoleId,
      id: result.id,
      league: plainName(league.name),
    });
    await followUp(interaction, { content: call, allowedMentions: { roles: [league.adminRoleId] } });
  }
}

/** A standings page button: the same season, another page, drawn fresh. */
export async function standingsPage({ interaction, ctx, id, locale }: Pressed<"standings">): Promise<void> {
  const league = await ctx.leagues.league(id.league);
  if (!league || league.guildId !== interaction.guildId) {
    await reply(
      interaction,
      privateText(
        refusalText(undefined, { code: "league-unknown", params: { name: id.league } }, locale, leagueStrings),
      ),
    );
    return;
  }
  const frozen = id.season < league.season || !league.seasonRunning;
  await update(
    interaction,
    standingsPayload(
      league,
      id.season,
      await ctx.leagues.standings(league, id.season),
      await ctx.leagues.names(league),
      id.page,
      frozen,
      localeOfGuild(interaction),
      ctx.links?.of(league) ?? null,
    ),
  );
}
