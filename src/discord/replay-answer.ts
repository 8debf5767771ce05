/** A replay step for someone who asked: the lenses open to them, the step, and its private payload. */
import type { Locale, Seat } from "../engine/index.ts";
import type { AnyTableKind } from "../games/catalog.ts";
import type { TableRecord } from "../db/store.ts";
import { Replays, type ReplayLens } from "../tables/replays.ts";
import type { BotContext } from "./context.ts";
import type { Payload } from "./presenter.ts";
import { replayPayload } from "./replay-view.ts";
import { t } from "./strings.ts";

/** The lenses a person may use on a table's replay: their own seat if they sat there, every seat once all agreed. */
async function lensesFor(ctx: BotContext, table: TableRecord, seat: Seat | null): Promise<ReplayLens[]> {
  const all = (await ctx.replays.consent(table)).all;
  return ["public", ...(seat !== null ? (["own"] as const) : []), ...(all ? (["all"] as const) : [])];
}

/**
 * A replay step as a private payload, or the reason there is none, in the asker's words. `step` is a position,
 * clamped to the match's steps.
 */
export async function replayAnswer(
  ctx: BotContext,
  kind: AnyTableKind,
  table: TableRecord,
  seat: Seat | null,
  step: number,
  lens: ReplayLens,
  locale: Locale,
): Promise<Payload | string> {
  if (!Replays.replayable(table)) return t("replay.not-ended", locale, { id: table.id });
  const lenses = await lensesFor(ctx, table, seat);
  if (!lenses.includes(lens))
    return t(lens === "own" ? "replay.not-seated" : "replay.not-agreed", locale, { id: table.id });
  const at = await ctx.replays.at(kind, table, step, lens, seat);
  if (!at) return t("replay.not-ended", locale, { id: table.id });
  return ctx.renders.run(() => replayPayload(kind, table, at, lens, lenses, locale), true);
}
