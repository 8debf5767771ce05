import type { JsonObject } from "./json.ts";
import type { Seat, Viewer } from "./types.ts";

/**
 * Something that happened. `data` is what everyone learns; `secret` adds what only the named seats learn
 * (the cards a player drew, say). A viewer never receives another seat's secret part.
 */
export interface GameEvent {
  type: string;
  data: JsonObject;
  secret?: { to: Seat[]; data: JsonObject };
}

export interface SeenEvent {
  type: string;
  data: JsonObject;
}

export function eventFor(event: GameEvent, viewer: Viewer): SeenEvent {
  if (event.secret && viewer !== "spectator" && event.secret.to.includes(viewer)) {
    return { type: event.type, data: { ...event.data, ...event.secret.data } };
  }
  return { type: event.type, data: event.data };
}
