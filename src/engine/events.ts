import type { Json } from "./json.ts";
import type { Seat, Viewer } from "./types.ts";

/**
 * An event's data: a JSON object. A field that does not apply to one event of a type is left out (a game's event
 * types mark it optional), never written as undefined.
 */
export type EventData = { [key: string]: Json | undefined };

/**
 * Something that happened. `data` is what everyone learns; `secret` adds what only the named seats learn
 * (the cards a player drew, say). A viewer never receives another seat's secret part. This is the engine's shape for
 * every game's events (the public/secret split, views, the leak checks, the stored log); a game declares the union of
 * its own with `EventOf`.
 */
export interface GameEvent {
  type: string;
  data: EventData;
  secret?: { to: Seat[]; data: EventData };
}

export interface SeenEvent {
  type: string;
  data: EventData;
}

/**
 * One type of a game's events, a member of the union the game declares (as its actions are): what everyone learns
 * and, for an event with a secret part, what only the named seats learn. An `emit` whose data has a field too many, a
 * field too few or a secret part it should not have fails to compile.
 */
export type EventOf<
  Type extends string,
  Data extends EventData,
  Secret extends EventData | null = null,
> = Secret extends EventData
  ? { type: Type; data: Data; secret: { to: Seat[]; data: Secret } }
  : { type: Type; data: Data };

/** A game's event as one viewer saw it (`eventFor`): its public data, with its secret part where the viewer was told it. */
export type Seen<E extends GameEvent> = E extends { secret: { data: infer Secret } }
  ? { type: E["type"]; data: E["data"] & Partial<Secret> }
  : { type: E["type"]; data: E["data"] };

/**
 * The default of a describer's switch over its game's events. Every type the game emits has a case of its own, so
 * the event is `never` here and a type left out fails to compile; at run time an event of a type this build does not
 * emit (an older build's, in a stored log) gets no line.
 */
export function unlistedEvent(_event: never): null {
  return null;
}

export function eventFor(event: GameEvent, viewer: Viewer): SeenEvent {
  if (event.secret && viewer !== "spectator" && event.secret.to.includes(viewer)) {
    return { type: event.type, data: { ...event.data, ...event.secret.data } };
  }
  return { type: event.type, data: event.data };
}
