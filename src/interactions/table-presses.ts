/** Presses on a table outside the match's choices: the lobby's buttons, Play again, auto-pass, and coming back. */
import type { TableResult } from "../tables/service.ts";
import { handPayload, privateText } from "../discord/presenter.ts";
import { t } from "../discord/strings.ts";
import { reply, update } from "../discord/answer.ts";
import { authorityOf, personOf } from "../discord/who.ts";
import type { AtTable, Pressed } from "./press.ts";

export async function lobbyPress(press: Pressed<"lobby"> & AtTable): Promise<void> {
  const { interaction, ctx, refuse } = press;
  const result = await lobbyAction(press);
  if (!result.ok) return refuse(result.refusal);
  await ctx.answerThenSettle(interaction, result.change, () => interaction.deferUpdate());
}

function lobbyAction({ interaction, ctx, id, table }: Pressed<"lobby"> & AtTable): Promise<TableResult> {
  switch (id.verb) {
    case "join":
      return ctx.service.join(id.table, personOf(interaction));
    case "leave":
      return ctx.service.leave(id.table, interaction.user.id);
    case "bot":
      return ctx.service.addBot(
        id.table,
        authorityOf(interaction),
        t("bot.name", table.locale, { n: table.seats.length }),
      );
    case "start":
      return ctx.service.start(id.table, authorityOf(interaction));
    case "cancel":
      return ctx.service.cancel(id.table, authorityOf(interaction));
    case "ready":
      return ctx.service.ready(id.table, interaction.user.id);
  }
}

/** Play again: a new lobby with the same game and timer (and bots), hosted by the presser. */
export async function playAgain({
  interaction,
  ctx,
  table,
  kind,
  locale,
  refuse,
}: Pressed<"again"> & AtTable): Promise<void> {
  const opened = await ctx.service.again(table.id, personOf(interaction));
  if (!opened.ok) return refuse(opened.refusal);
  const text = t("reply.opened", locale, { game: kind.name(locale), id: opened.change.table.id });
  await ctx.answerThenSettle(interaction, opened.change, () => reply(interaction, privateText(text)));
}

/** The seat's auto-pass turned on or off; the hand reply pressed on says so. */
export async function setAutoPass({
  interaction,
  ctx,
  id,
  table,
  locale,
  refuse,
}: Pressed<"autopass"> & AtTable): Promise<void> {
  const set = await ctx.service.setAutoPass(table.id, interaction.user.id, id.on);
  if (!set.ok) return refuse(set.refusal);
  const seat = ctx.service.seatOf(set.change.table, interaction.user.id) ?? 0;
  const note = t(id.on ? "hand.autopass-on" : "hand.autopass-off", locale);
  await ctx.answerThenSettle(interaction, set.change, async () => {
    const payload = await ctx.renders.run(() => handPayload(ctx.service, set.change.table, seat, locale, note), true);
    await update(interaction, { ...payload, attachments: [] });
  });
}

/** I'm back: the seat a bot took over after repeated timeouts is the player's again; the hand reply pressed on says so. */
export async function comeBack({ interaction, ctx, table, locale, refuse }: Pressed<"back"> & AtTable): Promise<void> {
  const back = await ctx.service.comeBack(table.id, interaction.user.id);
  if (!back.ok) return refuse(back.refusal);
  const seat = ctx.service.seatOf(back.change.table, interaction.user.id) ?? 0;
  await ctx.answerThenSettle(interaction, back.change, async () => {
    const payload = await ctx.renders.run(
      () => handPayload(ctx.service, back.change.table, seat, locale, t("hand.back", locale)),
      true,
    );
    await update(interaction, { ...payload, attachments: [] });
  });
}
