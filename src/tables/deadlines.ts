import { viewToken, waitingFor, type AnyGame, type Match } from "../engine/index.ts";
import type { SeatRecord, TableRecord } from "../db/store.ts";

/**
 * When the current decision times out: a fresh turn for every new prompt that waits on a human; the same
 * deadline while others still answer a simultaneous prompt, and after a move only its maker saw (the next step of a
 * move walked privately), so the deadline shown tells nobody such a move was made; none when only bots are waited on.
 */
export function nextDeadline(
  now: number,
  table: Pick<TableRecord, "turnSeconds" | "deadline" | "seats">,
  before: Match<unknown, unknown> | null,
  after: Match<unknown, unknown>,
  game: AnyGame,
  seats: SeatRecord[] = table.seats,
): number | null {
  const humans = waitingFor(game, after).filter((s) => !seats[s]?.bot);
  if (humans.length === 0) return null;
  if (before && table.deadline !== null) {
    if (before.promptSeq === after.promptSeq) return table.deadline;
    // A deadline already passed is renewed: the timeout that got here was public.
    if (table.deadline > now && viewToken(game, before, "spectator") === viewToken(game, after, "spectator"))
      return table.deadline;
  }
  return now + table.turnSeconds * 1000;
}

/** How long before the deadline players are warned: a third of the turn, at most a minute. */
export function warningLead(turnSeconds: number): number {
  return Math.min(60, Math.floor(turnSeconds / 3)) * 1000;
}

export function warnAt(table: Pick<TableRecord, "deadline" | "turnSeconds">): number | null {
  return table.deadline === null ? null : table.deadline - warningLead(table.turnSeconds);
}
