import { eventFor, type GameEvent, type SeenEvent } from "../engine/index.ts";

/** What every onlooker learns from some events: their public parts, never a seat's secret. */
export function publicPart(events: readonly GameEvent[]): SeenEvent[] {
  return events.map((event) => eventFor(event, "spectator"));
}
