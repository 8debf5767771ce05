import { MessageFlags } from "discord.js";
import type { Locale, Seat } from "../engine/index.ts";
import { controlAt } from "../games/controls.ts";
import type { TableRecord } from "../db/store.ts";
import type { SavedDeck } from "../db/decks.ts";
import type { BotContext } from "../discord/context.ts";
import { handPayload, privately, privateText } from "../discord/presenter.ts";
import type { Draft } from "../discord/render-queue.ts";
import { offersSavedDecks, savedDecksFor, seatControls } from "../discord/seat-controls.ts";
import { t } from "../discord/strings.ts";
import { editReply, reply, update } from "../discord/answer.ts";
import { onHandReply } from "./own-message.ts";
import type { AtTable, PressInteraction, Pressed } from "./press.ts";

/**
 * A choice in the match. The press names the staleness token it was offered under and its position among the seat's
 * controls (or, for the table's one-press pass, the window's pass); both are checked against the stored match before
 * the engine checks the action itself.
 */
export async function choose(press: Pressed<"choice" | "pass"> & AtTable & { seat: Seat }): Promise<void> {
  const { interaction, ctx, id, table, kind, seat, locale, refuse } = press;
  const stale = ctx.service.staleness(table, seat, id.token);
  if (stale) return refuse(stale);
  const view = ctx.service.view(table, seat);
  if (!view?.mustAnswer) {
    const answered = view?.prompt?.seats.includes(seat) ?? false;
    return refuse({ code: answered ? "already-answered" : "not-your-turn" });
  }
  const saved = offersSavedDecks(kind, table, view) ? await ctx.decks.of(interaction.user.id, kind.game.id) : [];
  const offered = seatControls(kind, table, seat, view, ctx.service.legal(table, seat), locale, saved);
  const control = id.type === "pass" ? offered.controls[offered.pass ?? -1] : controlAt(offered.controls, id.path);
  if (control?.type === "group" && id.type === "choice" && interaction.isStringSelectMenu()) {
    const option = Number(interaction.values[0]);
    if (interaction.values.length === 1 && control.options[option])
      return showOpened(interaction, ctx, table, seat, locale, [...id.path, option], saved);
  }
  const action =
    control?.type === "button"
      ? control.action
      : control?.type === "pick" && interaction.isStringSelectMenu()
        ? control.action(interaction.values)
        : null;
  if (action === null || action === undefined) {
    await reply(interaction, privateText(t("reply.no-choice", locale)));
    return;
  }
  const result = await ctx.service.press(table.id, interaction.user.id, id.token, action);
  if (!result.ok) return refuse(result.refusal);
  const note = t("hand.done", locale, { action: kind.describeAction(action, locale, seat) });
  const after = await savedDecksFor(ctx.decks, ctx.service, result.change.table, seat, interaction.user.id);
  await ctx.answerThenSettle(interaction, result.change, async () => {
    // Pressed on a public message (the table's, a turn notice), the table message shows the move.
    if (!interaction.message.flags.has(MessageFlags.Ephemeral)) return void (await interaction.deferUpdate());
    await answerWithHand(interaction, ctx, onHandReply(interaction, table.id), () =>
      handPayload(ctx.service, result.change.table, seat, locale, note, after),
    );
  });
}

/** The seat's controls with the groups the press names opened; offered before the position moved on, the decision's own. */
export async function openGroups(press: Pressed<"open"> & AtTable & { seat: Seat }): Promise<void> {
  const { interaction, ctx, id, table, seat, locale } = press;
  const open = ctx.service.staleness(table, seat, id.token) === null ? id.path : [];
  await showOpened(interaction, ctx, table, seat, locale, open);
}

/**
 * The player's choices with groups opened (or closed again): their hand reply updated in place, or, pressed
 * anywhere else (the table message), a new private reply.
 */
async function showOpened(
  interaction: PressInteraction,
  ctx: BotContext,
  table: TableRecord,
  seat: Seat,
  locale: Locale,
  open: readonly number[],
  saved?: readonly SavedDeck[],
): Promise<void> {
  const decks = saved ?? (await savedDecksFor(ctx.decks, ctx.service, table, seat, interaction.user.id));
  await answerWithHand(interaction, ctx, onHandReply(interaction, table.id), () =>
    handPayload(ctx.service, table, seat, locale, undefined, decks, open),
  );
}

/**
 * The presser's hand: in place of the reply pressed on, or as a new private reply. When drawing has to wait its
 * turn, the press is acknowledged first so Discord's 3 seconds are never at risk.
 */
async function answerWithHand(
  interaction: PressInteraction,
  ctx: BotContext,
  inPlace: boolean,
  draw: () => Draft,
): Promise<void> {
  if (ctx.renders.waiting > 0)
    await (inPlace ? interaction.deferUpdate() : interaction.deferReply({ flags: MessageFlags.Ephemeral }));
  const payload = await ctx.renders.run(draw, true);
  if (interaction.deferred) await editReply(interaction, { ...payload, attachments: [] });
  else if (inPlace) await update(interaction, { ...payload, attachments: [] });
  else await reply(interaction, privately(payload));
}
