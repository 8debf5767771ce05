import type { Locale, MatchView } from "../engine/index.ts";
import { paintOwnHand, paintTable } from "./index.ts";

/** A drawing as plain data, so that it can be sent to a painter thread: a board from a view, or a player's hand. */
export type PaintJob =
  | { kind: "board"; game: string; view: MatchView<unknown>; locale: Locale; names: readonly string[] }
  | { kind: "hand"; game: string; cards: readonly string[]; locale: Locale };

export function paintJob(job: PaintJob): Buffer {
  return job.kind === "board"
    ? paintTable(job.game, job.view, job.locale, job.names)
    : paintOwnHand(job.game, job.cards, job.locale);
}
