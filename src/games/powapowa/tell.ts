import type { JsonObject, Json } from "../../engine/index.ts";
import { faceOf } from "./cards.ts";
import type { PowapowaContext, PowapowaEvent, PowapowaState } from "./state.ts";

/** Card and nekomimi ids as their printed faces: a card seen played may be hidden again later (a breeder's cards leave with them). */
function faces(value: Json): Json {
  if (typeof value === "string") return isPieceId(value) ? faceOf(value) : value;
  if (Array.isArray(value)) return value.map(faces);
  if (typeof value === "object" && value !== null) {
    const out: JsonObject = {};
    for (const key in value) out[key] = faces(value[key] as Json);
    return out;
  }
  return value;
}

/** A seat's card or nekomimi (`<digit>:<lowercase>…`), as opposed to any other text. */
function isPieceId(text: string): boolean {
  const seat = text.charCodeAt(0);
  const first = text.charCodeAt(2);
  return seat >= 48 && seat <= 57 && text.charCodeAt(1) === 58 && first >= 97 && first <= 122;
}

/**
 * Emits an event and keeps its public part among the latest move's happenings (the table's status shows them),
 * naming printed faces there.
 */
export function tell(state: PowapowaState, ctx: Pick<PowapowaContext, "emit">, event: PowapowaEvent): void {
  state.recent.push({ type: event.type, data: faces(event.data as JsonObject) as JsonObject });
  ctx.emit(event);
}
