/** Replays, consent to show every hand in them, and watching: presses on a table's message and on their own replies. */
import type { Locale } from "../engine/index.ts";
import type { TableRecord } from "../db/store.ts";
import { reply, update } from "../discord/answer.ts";
import { button, buttonRows } from "../discord/components.ts";
import { privately, privateText, type Payload } from "../discord/presenter.ts";
import { replayAnswer } from "../discord/replay-answer.ts";
import { t } from "../discord/strings.ts";
import type { ReplayStepId } from "../discord/codec.ts";
import { Replays } from "../tables/replays.ts";
import type { Seat } from "../engine/index.ts";
import { onHandReply } from "./own-message.ts";
import type { AtTable, PressInteraction, Pressed } from "./press.ts";

/** Where a press came from: the table's public message (the answer is a new private reply) or the presser's own. */
function origin(interaction: PressInteraction, table: TableRecord): "table" | "own" | null {
  if (interaction.message.id === table.messageId) return "table";
  return onHandReply(interaction, table.id) ? "own" : null;
}

function stepIndex(interaction: PressInteraction, step: ReplayStepId): number | null {
  if (step === "first") return 0;
  if (step === "last") return Number.MAX_SAFE_INTEGER;
  if (step !== "jump") return step;
  const value = interaction.isStringSelectMenu() ? Number(interaction.values[0]) : Number.NaN;
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

export async function stepReplay(press: Pressed<"replay"> & AtTable): Promise<void> {
  const { interaction, ctx, id, table, kind, seat, locale } = press;
  const from = origin(interaction, table);
  if (from === null) return reply(interaction, privateText(t("reply.wrong-message", locale)));
  const index = stepIndex(interaction, id.step);
  if (index === null) return press.refuse({ code: "malformed" });
  const answer = await replayAnswer(ctx, kind, table, seat, index, id.lens, locale);
  if (typeof answer === "string") return reply(interaction, privateText(answer));
  if (from === "table") await reply(interaction, privately(answer));
  else await update(interaction, answer);
}

function consentPayload(table: TableRecord, counts: Awaited<ReturnType<Replays["consent"]>>, locale: Locale): Payload {
  const text = counts.all
    ? t("consent.all", locale, { id: table.id })
    : t("consent.ask", locale, {
        id: table.id,
        agreed: counts.agreed,
        people: counts.people,
        refused: counts.refused > 0 ? t("consent.refused", locale, { count: counts.refused }) : "",
      });
  const buttons = [
    button(t("button.agree", locale), { type: "consent", table: table.id, agree: true }),
    button(t("button.refuse", locale), { type: "consent", table: table.id, agree: false }),
  ];
  if (counts.all)
    buttons.push(button(t("button.replay", locale), { type: "replay", table: table.id, step: "first", lens: "all" }));
  return { content: text, embeds: [], components: buttonRows(buttons), files: [] };
}

/** Asks a seated person whether every hand may be shown in the replays, and records their answer. */
export async function answerConsent(press: Pressed<"consent"> & AtTable & { seat: Seat }): Promise<void> {
  const { interaction, ctx, id, table, locale } = press;
  const from = origin(interaction, table);
  if (from === null || (from === "table") !== (id.agree === null))
    return reply(interaction, privateText(t("reply.wrong-message", locale)));
  if (!Replays.replayable(table))
    return reply(interaction, privateText(t("replay.not-ended", locale, { id: table.id })));
  if (id.agree !== null) await ctx.replays.answer(table, interaction.user.id, id.agree);
  const payload = consentPayload(table, await ctx.replays.consent(table), locale);
  if (from === "table") await reply(interaction, privately(payload));
  else await update(interaction, payload);
}

/** A private spectator view that follows the table from now on (or shows how it ended). */
export async function startWatching(press: Pressed<"watch"> & AtTable): Promise<void> {
  const { interaction, ctx, table, locale } = press;
  if (origin(interaction, table) === null) return reply(interaction, privateText(t("reply.wrong-message", locale)));
  if (table.status === "lobby" || !table.match) return press.refuse({ code: "not-started" });
  const { payload, until } = await ctx.watchers.view(table, locale);
  await reply(interaction, privately(payload));
  await ctx.watchers.begin(table, interaction.user.id, interaction.token, locale, until);
}
