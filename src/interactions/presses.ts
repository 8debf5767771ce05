/** Buttons and menus: lobby seats, the private hand, the rules, choices in the match, league reports and pages. */
import type { Locale } from "../engine/index.ts";
import { TABLE_KINDS } from "../games/catalog.ts";
import { tableStrings } from "../tables/strings.ts";
import { postReport } from "../commands/deck.ts";
import { decodeId } from "../discord/codec.ts";
import type { BotContext } from "../discord/context.ts";
import { replyWithHand } from "../discord/hand-reply.ts";
import { privately, privateText, rulesPayload } from "../discord/presenter.ts";
import { t } from "../discord/strings.ts";
import { reply, update } from "../discord/answer.ts";
import { refusalText } from "../discord/plain-text.ts";
import { canKeepTable, localeOfUser } from "../discord/who.ts";
import { choose, openGroups } from "./choices.ts";
import { checkIn } from "./event-presses.ts";
import { answerReport, standingsPage } from "./league-presses.ts";
import { onOwnMessage } from "./own-message.ts";
import {
  otherHandlers,
  tableHandlers,
  type AtTable,
  type IdOf,
  type OtherIdType,
  type PressInteraction,
  type Pressed,
  type TableIdType,
  type TableNeed,
} from "./press.ts";
import { answerConsent, startWatching, stepReplay } from "./replay-presses.ts";
import { comeBack, lobbyPress, playAgain, setAutoPass } from "./table-presses.ts";

const TABLE_PRESSES = tableHandlers({
  lobby: { needs: [], run: lobbyPress },
  hand: {
    needs: ["seat", "playing"],
    run: ({ interaction, ctx, table, seat, locale }) => replyWithHand(interaction, ctx, table, seat, locale),
  },
  rules: {
    needs: [],
    run: ({ interaction, kind, locale }) => reply(interaction, privately(rulesPayload(kind, locale))),
  },
  again: { needs: ["table-permissions"], run: playAgain },
  choice: { needs: ["seat", "playing"], run: choose },
  pass: { needs: ["seat", "playing"], run: choose },
  open: { needs: ["seat"], run: openGroups },
  autopass: { needs: ["own-message"], run: setAutoPass },
  back: { needs: ["own-message"], run: comeBack },
  // These answer on the table's message as well as in their own replies, and check which themselves.
  replay: { needs: [], run: stepReplay },
  consent: { needs: ["seat"], run: answerConsent },
  watch: { needs: [], run: startWatching },
});

const OTHER_PRESSES = otherHandlers({
  guide: { needs: ["own-message"], run: showGuide },
  report: { needs: [], run: ({ interaction, id }) => postReport(interaction, id.key) },
  verdict: { needs: ["own-message"], run: answerReport },
  standings: { needs: ["own-message"], run: standingsPage },
  checkin: { needs: [], run: checkIn },
});

export async function handlePress(interaction: PressInteraction, ctx: BotContext): Promise<void> {
  const locale = localeOfUser(interaction);
  const id = decodeId(interaction.customId);
  if (!id) return refuseText(interaction, refusalText(undefined, { code: "malformed" }, locale, tableStrings));
  if ("table" in id) return pressTable(interaction, ctx, locale, id.type, id);
  return pressOther(interaction, ctx, locale, id.type, id);
}

async function pressTable<T extends TableIdType>(
  interaction: PressInteraction,
  ctx: BotContext,
  locale: Locale,
  type: T,
  id: IdOf<T>,
): Promise<void> {
  const table = await ctx.service.get(id.table);
  if (!table) return refuseText(interaction, refusalText(undefined, { code: "unknown-table" }, locale, tableStrings));
  const kind = ctx.service.kindOf(table);
  const refuse = (refusal: Parameters<AtTable["refuse"]>[0]): Promise<void> =>
    refuseText(interaction, refusalText(kind, refusal, locale, tableStrings));
  const press: Pressed<T> & AtTable = {
    interaction,
    ctx,
    id,
    locale,
    table,
    kind,
    seat: ctx.service.seatOf(table, interaction.user.id),
    refuse,
  };
  const handler = TABLE_PRESSES[type];
  for (const need of handler.needs) {
    const unmet = await tableNeedUnmet(need, press);
    if (unmet !== null) return refuseText(interaction, unmet);
  }
  await handler.run(press);
}

/** Why a table press's need does not hold, in the presser's words; null when it holds. */
async function tableNeedUnmet(need: TableNeed, press: Pressed<TableIdType> & AtTable): Promise<string | null> {
  const { interaction, ctx, id, table, kind, seat, locale } = press;
  switch (need) {
    case "seat":
      return seat === null ? refusalText(kind, { code: "not-seated" }, locale, tableStrings) : null;
    case "playing":
      return table.status === "playing" && table.match
        ? null
        : refusalText(kind, { code: table.status === "lobby" ? "not-started" : "table-closed" }, locale, tableStrings);
    case "table-permissions":
      return canKeepTable(interaction) ? null : t("reply.missing-permissions", locale);
    case "own-message":
      return (await onOwnMessage(interaction, ctx, id)) ? null : t("reply.wrong-message", locale);
  }
}

async function pressOther<T extends OtherIdType>(
  interaction: PressInteraction,
  ctx: BotContext,
  locale: Locale,
  type: T,
  id: IdOf<T>,
): Promise<void> {
  const handler = OTHER_PRESSES[type];
  for (const need of handler.needs) {
    if (need === "own-message" && !(await onOwnMessage(interaction, ctx, id))) {
      return refuseText(interaction, t("reply.wrong-message", locale));
    }
  }
  await handler.run({ interaction, ctx, id, locale });
}

/** A part of a game's rules, in the rules reply pressed on: by game, so /rules works with no table at all. */
async function showGuide({ interaction, id, locale }: Pressed<"guide">): Promise<void> {
  const kind = TABLE_KINDS.get(id.kind);
  if (kind) await update(interaction, rulesPayload(kind, locale, id.section));
  else
    await refuseText(
      interaction,
      refusalText(undefined, { code: "unknown-game", params: { game: id.kind } }, locale, tableStrings),
    );
}

async function refuseText(interaction: PressInteraction, text: string): Promise<void> {
  await reply(interaction, privateText(text));
}
