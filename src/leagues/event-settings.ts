import type { Parsed } from "../engine/index.ts";
import type { EventSettings } from "../db/league-events.ts";
import { DECK_FORMATS } from "../decks/formats.ts";
import { TABLE_KINDS } from "../games/catalog.ts";
import { TURN_SECONDS } from "../tables/service.ts";
import { no, yes } from "./service.ts";

/** What an admin may set: every setting but the channel, which is where the event was created. */
export type SettingsInput = Partial<Omit<EventSettings, "channelId">>;

export const EVENT_MINUTES = {
  roundMinutes: { min: 0, default: 50, max: 240 },
  noShowMinutes: { min: 1, default: 10, max: 60 },
  readyMinutes: { min: 1, default: 5, max: 60 },
  checkInMinutes: { min: 0, default: 0, max: 240 },
} as const;
/** The smallest pod: a pod event is for games of three or more. */
const MIN_POD = 3;
const DEFAULT_POD = 4;

/** The seats a game's table takes (the table kind's game), or null for a game this build does not know. */
function seatsOf(game: string): { min: number; max: number } | null {
  return TABLE_KINDS.get(game)?.game.players ?? null;
}

/** Whether the game has deck lists players can register. */
function hasDeckLists(game: string): boolean {
  return DECK_FORMATS.has(game);
}

/** A new event's settings for a game: Swiss for two seats, pods of four (or fewer) for more, played at the bot's tables. */
export function defaultSettings(game: string, channelId: string): EventSettings {
  const max = seatsOf(game)?.max ?? 2;
  return {
    format: max === 2 ? "swiss" : "pods",
    podSize: max === 2 ? 2 : Math.min(DEFAULT_POD, max),
    bestOf: 1,
    play: "tables",
    roundMinutes: EVENT_MINUTES.roundMinutes.default,
    noShowMinutes: EVENT_MINUTES.noShowMinutes.default,
    readyMinutes: EVENT_MINUTES.readyMinutes.default,
    checkInMinutes: EVENT_MINUTES.checkInMinutes.default,
    lateEntry: false,
    decks: hasDeckLists(game) ? "registered" : "preconstructed",
    lists: "end",
    turnSeconds: TURN_SECONDS.default,
    channelId,
  };
}

/**
 * Settings with the admin's changes, checked against the game: Swiss only for two-seat games, pods (of 3 up to the
 * game's seats) only for more; best of three only for Swiss; registered decks only where the game has deck lists; a
 * table starts by itself no later than a no-show loses.
 */
export function withChanges(game: string, current: EventSettings, input: SettingsInput): Parsed<EventSettings> {
  const seats = seatsOf(game);
  if (!seats) return no("event-unknown-game");
  const format = input.format ?? current.format;
  if (format === "swiss" && seats.max !== 2) return no("event-swiss-two-player");
  if (format === "pods" && seats.max < MIN_POD) return no("event-pods-multiplayer");
  const podSize = format === "swiss" ? 2 : (input.podSize ?? (current.format === "pods" ? current.podSize : null));
  const settled = { ...current, ...input, format, podSize: podSize ?? Math.min(DEFAULT_POD, seats.max) };
  if (format === "pods" && (settled.podSize < MIN_POD || settled.podSize > seats.max))
    return no("event-pod-size", { min: MIN_POD, max: seats.max });
  if (format === "pods" && settled.bestOf !== 1) return no("event-pods-best-of");
  if (settled.decks === "registered" && !hasDeckLists(game)) return no("event-no-deck-lists");
  for (const key of Object.keys(EVENT_MINUTES) as (keyof typeof EVENT_MINUTES)[]) {
    const { min, max } = EVENT_MINUTES[key];
    const value = settled[key];
    if (!Number.isInteger(value) || value < min || value > max) return no("event-bad-minutes", { min, max });
  }
  if (settled.readyMinutes > settled.noShowMinutes) return no("event-ready-after-no-show");
  if (
    !Number.isInteger(settled.turnSeconds) ||
    settled.turnSeconds < TURN_SECONDS.min ||
    settled.turnSeconds > TURN_SECONDS.max
  )
    return no("event-bad-timer");
  return yes(settled);
}
