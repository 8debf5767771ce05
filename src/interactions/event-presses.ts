import { leagueStrings, lt } from "../leagues/strings.ts";
import { privateText } from "../discord/presenter.ts";
import { reply } from "../discord/answer.ts";
import { plainName, refusalText } from "../discord/plain-text.ts";
import { actorOf } from "../discord/who.ts";
import type { Pressed } from "./press.ts";

/** Check in on an event's post: only its players, only while the window is open; the post shows the new count. */
export async function checkIn({ interaction, ctx, id, locale }: Pressed<"checkin">): Promise<void> {
  const event = await ctx.events.byId(id.event);
  const league = event ? await ctx.leagues.league(event.leagueId) : null;
  if (!event || !league)
    return void (await reply(
      interaction,
      privateText(refusalText(undefined, { code: "event-gone" }, locale, leagueStrings)),
    ));
  const checked = await ctx.events.checkIn(event, actorOf(interaction));
  if (!checked.ok)
    return void (await reply(interaction, privateText(refusalText(undefined, checked.refusal, locale, leagueStrings))));
  await reply(interaction, privateText(lt("event.checked-in", locale, { name: plainName(event.name) })));
  ctx.track(ctx.eventRunner.refreshPost(checked.value, league));
}
