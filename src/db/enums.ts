import type { Forfeit } from "../ranking/swiss.ts";

/** The values of the columns that take one of a few words, the same in both schemas. */

export const TABLE_STATUSES = ["lobby", "playing", "finished", "cancelled"] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];

export const INTENT_SOURCES = ["player", "bot", "timeout", "auto-pass", "registered"] as const;
export type IntentSource = (typeof INTENT_SOURCES)[number];

export const RESULT_SOURCES = ["table", "report", "event"] as const;
export type ResultSource = (typeof RESULT_SOURCES)[number];
export const RESULT_STATUSES = ["pending", "counted", "disputed", "rejected", "expired"] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];
export const EVENT_STATUSES = ["open", "swiss", "cut", "finished"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const FORFEITS = ["no-show", "both", "missed"] as const satisfies readonly Forfeit[];
