import type { ApplyContext, JsonObject, Json, Seat } from "../../engine/index.ts";
import { faceOf } from "./cards.ts";
import type { PowapowaState } from "./state.ts";

/** Card and nekomimi ids as their printed faces: a card seen played may be hidden again later (a breeder's cards leave with them). */
function faces(value: Json): Json {
  if (typeof value === "string") return /^\d:[a-z]/.test(value) ? faceOf(value) : value;
  if (Array.isArray(value)) return value.map(faces);
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, faces(v)]));
  return value;
}

/**
 * Emits an event and keeps its public part among the latest move's happenings (the table's status shows them),
 * naming printed faces there.
 */
export function tell(state: PowapowaState, ctx: Pick<ApplyContext, "emit">, type: string, data: JsonObject, secret?: { to: Seat[]; data: JsonObject }): void {
  state.recent.push({ type, data: faces(data) as JsonObject });
  ctx.emit(secret ? { type, data, secret } : { type, data });
}
