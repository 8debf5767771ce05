import { MessageFlags, type ButtonInteraction, type StringSelectMenuInteraction } from "discord.js";
import type { Locale, Refusal, Seat } from "../engine/index.ts";
import { TABLE_KINDS, type AnyTableKind } from "../games/catalog.ts";
import { controlAt } from "../games/controls.ts";
import type { TableRecord } from "../db/store.ts";
import type { SavedDeck } from "../db/decks.ts";
import type { TableResult } from "../tables/service.ts";
import { tableStrings } from "../tables/strings.ts";
import { authorityOf, canKeepTable, localeOfUser, personOf, privately, privateText } from "../commands/command.ts";
import { postReport } from "../commands/deck.ts";
import { decodeId, type ComponentId } from "./codec.ts";
import type { BotContext } from "./context.ts";
import { replyWithHand } from "./hand-reply.ts";
import { answerReport, standingsPage } from "./league-presses.ts";
import { handPayload, rulesPayload } from "./presenter.ts";
import { seatControls } from "./seat-controls.ts";
import { t } from "./strings.ts";
import { editReply, reply, update } from "./answer.ts";
import { refusalText } from "./plain-text.ts";

type Press = ButtonInteraction | StringSelectMenuInteraction;

/** Buttons and menus: lobby seats, the private hand, the rules, and choices in the match. */
export async function handlePress(interaction: Press, ctx: BotContext): Promise<void> {
  const locale = localeOfUser(interaction);
  const id = decodeId(interaction.customId);
  if (id?.type === "report") {
    await postReport(interaction, id.key);
    return;
  }
  if (id?.type === "verdict") return answerReport(interaction, ctx, id.result, id.agree);
  if (id?.type === "standings") return standingsPage(interaction, ctx, id.league, id.season, id.page);
  // The rules' parts belong to a game, not to a table: they open from /rules too.
  if (id?.type === "guide") {
    const kind = TABLE_KINDS.get(id.kind);
    if (kind) await update(interaction, rulesPayload(kind, locale, id.section));
    else await reply(interaction, privateText(refusalText(undefined, { code: "unknown-game", params: { game: id.kind } }, locale, tableStrings)));
    return;
  }
  const table = id ? await ctx.service.get(id.table) : null;
  if (!id || !table) {
    await reply(interaction, privateText(refusalText(undefined, { code: id ? "unknown-table" : "malformed" }, locale, tableStrings)));
    return;
  }
  const kind = ctx.service.kindOf(table);
  const refuse = (refusal: Refusal): Promise<unknown> =>
    reply(interaction, privateText(refusalText(kind, refusal, locale, tableStrings)));

  switch (id.type) {
    case "rules":
      await reply(interaction, privately(rulesPayload(kind, locale)));
      return;
    case "again": {
      if (!canKeepTable(interaction)) return void (await reply(interaction, privateText(t("reply.missing-permissions", locale))));
      const opened = await ctx.service.again(table.id, personOf(interaction));
      if (!opened.ok) return void (await refuse(opened.refusal));
      const text = t("reply.opened", locale, { game: kind.name(locale), id: opened.change.table.id });
      await ctx.answerThenSettle(interaction, opened.change, () => reply(interaction, privateText(text)));
      return;
    }
    case "hand": {
      const seat = ctx.service.seatOf(table, interaction.user.id);
      if (seat === null) await refuse({ code: "not-seated" });
      else if (table.status !== "playing") await refuse({ code: table.status === "lobby" ? "not-started" : "table-closed" });
      else await replyWithHand(interaction, ctx, table, seat, locale);
      return;
    }
    case "lobby": {
      const result = await lobbyAction(interaction, ctx, id, table);
      if (!result.ok) {
        await refuse(result.refusal);
        return;
      }
      await ctx.answerThenSettle(interaction, result.change, () => interaction.deferUpdate());
      return;
    }
    case "choice":
    case "pass":
      await choose(interaction, ctx, table, kind, id, locale);
      return;
    case "open": {
      const seat = ctx.service.seatOf(table, interaction.user.id);
      if (seat === null) return void (await refuse({ code: "not-seated" }));
      // Offered before the position moved on, the groups it names may be gone: the decision's own controls then.
      const open = ctx.service.staleness(table, seat, id.token) === null ? id.path : [];
      await showOpened(interaction, ctx, table, seat, locale, open);
      return;
    }
    case "autopass": {
      const set = await ctx.service.setAutoPass(table.id, interaction.user.id, id.on);
      if (!set.ok) return void (await refuse(set.refusal));
      const seat = ctx.service.seatOf(set.change.table, interaction.user.id) ?? 0;
      const note = t(id.on ? "hand.autopass-on" : "hand.autopass-off", locale);
      await ctx.answerThenSettle(interaction, set.change, async () => {
        const payload = await ctx.renders.run(() => handPayload(ctx.service, set.change.table, seat, locale, note), true);
        await update(interaction, { ...payload, attachments: [] });
      });
      return;
    }
    case "back": {
      const back = await ctx.service.comeBack(table.id, interaction.user.id);
      if (!back.ok) return void (await refuse(back.refusal));
      const seat = ctx.service.seatOf(back.change.table, interaction.user.id) ?? 0;
      await ctx.answerThenSettle(interaction, back.change, async () => {
        const payload = await ctx.renders.run(() => handPayload(ctx.service, back.change.table, seat, locale, t("hand.back", locale)), true);
        await update(interaction, { ...payload, attachments: [] });
      });
      return;
    }
  }
}

function lobbyAction(interaction: Press, ctx: BotContext, id: Extract<ComponentId, { type: "lobby" }>, table: TableRecord): Promise<TableResult> {
  switch (id.verb) {
    case "join":
      return ctx.service.join(id.table, personOf(interaction));
    case "leave":
      return ctx.service.leave(id.table, interaction.user.id);
    case "bot":
      return ctx.service.addBot(id.table, authorityOf(interaction), t("bot.name", table.locale, { n: table.seats.length }));
    case "start":
      return ctx.service.start(id.table, authorityOf(interaction));
    case "cancel":
      return ctx.service.cancel(id.table, authorityOf(interaction));
  }
}

/**
 * A choice in the match. The press names the staleness token it was offered under and its position among the seat's
 * controls (or, for the table's one-press pass, the window's pass); both are checked against the stored match before
 * the engine checks the action itself.
 */
async function choose(
  interaction: Press,
  ctx: BotContext,
  table: TableRecord,
  kind: AnyTableKind,
  id: Extract<ComponentId, { type: "choice" | "pass" }>,
  locale: Locale,
): Promise<void> {
  const refuse = (refusal: Refusal): Promise<unknown> =>
    reply(interaction, privateText(refusalText(kind, refusal, locale, tableStrings)));
  const seat = ctx.service.seatOf(table, interaction.user.id);
  if (seat === null) return void (await refuse({ code: "not-seated" }));
  if (table.status !== "playing" || !table.match) {
    return void (await refuse({ code: table.status === "lobby" ? "not-started" : "table-closed" }));
  }
  const stale = ctx.service.staleness(table, seat, id.token);
  if (stale) return void (await refuse(stale));
  const view = ctx.service.view(table, seat);
  if (!view?.mustAnswer) {
    const answered = view?.prompt?.seats.includes(seat) ?? false;
    return void (await refuse({ code: answered ? "already-answered" : "not-your-turn" }));
  }
  const saved = await ctx.decks.of(interaction.user.id, kind.game.id);
  const offered = seatControls(kind, table, seat, view, ctx.service.legal(table, seat), locale, saved);
  const control = id.type === "pass" ? offered.controls[offered.pass ?? -1] : controlAt(offered.controls, id.path);
  if (control?.type === "group" && id.type === "choice" && interaction.isStringSelectMenu()) {
    const option = Number(interaction.values[0]);
    if (interaction.values.length === 1 && control.options[option]) return showOpened(interaction, ctx, table, seat, locale, [...id.path, option], saved);
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
  if (!result.ok) return void (await refuse(result.refusal));
  const note = t("hand.done", locale, { action: kind.describeAction(action, locale, seat) });
  await ctx.answerThenSettle(interaction, result.change, async () => {
    if (!interaction.message.flags.has(MessageFlags.Ephemeral)) return void (await interaction.deferUpdate());
    // The player's hand reply is redrawn in place; when drawing has to wait its turn, acknowledge first.
    if (ctx.renders.waiting > 0) await interaction.deferUpdate();
    const payload = await ctx.renders.run(() => handPayload(ctx.service, result.change.table, seat, locale, note, saved), true);
    if (interaction.deferred) await editReply(interaction, { ...payload, attachments: [] });
    else await update(interaction, { ...payload, attachments: [] });
  });
}

/**
 * The player's choices with groups opened (or closed again): their hand reply updated in place, or, pressed on the
 * table message, a new private reply.
 */
async function showOpened(interaction: Press, ctx: BotContext, table: TableRecord, seat: Seat, locale: Locale, open: readonly number[], saved?: readonly SavedDeck[]): Promise<void> {
  const decks = saved ?? (await ctx.decks.of(interaction.user.id, ctx.service.kindOf(table).game.id));
  const inPlace = interaction.message.flags.has(MessageFlags.Ephemeral);
  if (ctx.renders.waiting > 0) await (inPlace ? interaction.deferUpdate() : interaction.deferReply({ flags: MessageFlags.Ephemeral }));
  const payload = await ctx.renders.run(() => handPayload(ctx.service, table, seat, locale, undefined, decks, open), true);
  if (interaction.deferred) await editReply(interaction, { ...payload, attachments: [] });
  else if (inPlace) await update(interaction, { ...payload, attachments: [] });
  else await reply(interaction, privately(payload));
}
