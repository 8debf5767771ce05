import type { ApplyContext, JsonObject, Seat } from "../../engine/index.ts";
import type { PowapowaState } from "./state.ts";

/** Emits an event and keeps its public part among the latest move's happenings (the table's status shows them). */
export function tell(state: PowapowaState, ctx: Pick<ApplyContext, "emit">, type: string, data: JsonObject, secret?: { to: Seat[]; data: JsonObject }): void {
  state.recent.push({ type, data });
  ctx.emit(secret ? { type, data, secret } : { type, data });
}
