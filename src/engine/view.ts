import type { JsonObject } from "./json.ts";
import type { GameDefinition, Match, Outcome, Seat, Viewer } from "./types.ts";

export interface PromptView {
  decision: string;
  seats: Seat[];
  simultaneous: boolean;
  /** Seats that already answered a simultaneous prompt; what they answered stays secret. */
  answered: Seat[];
  detail: JsonObject | null;
}

/**
 * Everything one viewer may know about a match: the engine's part plus the game's own view. It carries no move
 * counter: the match's `seq` also counts moves only their maker saw (a plan built card by card), so it would tell the
 * others what those were. A press names the moment it was offered at by `viewToken` instead.
 */
export interface MatchView<V, A = unknown> {
  game: string;
  viewer: Viewer;
  players: number;
  prompt: PromptView | null;
  /** True when the viewer is prompted and has not answered yet. */
  mustAnswer: boolean;
  /** The viewer's own answer to a simultaneous prompt while the others decide; nobody else sees it. */
  ownAnswer: A | null;
  outcome: Outcome | null;
  table: V;
}

/** Whether a seat still owes an answer to the prompt a view shows (any seat's, not only the viewer's). */
export function stillToAnswer(prompt: PromptView | null, seat: Seat): boolean {
  return prompt !== null && prompt.seats.includes(seat) && !prompt.answered.includes(seat);
}

export function viewMatch<S, A, V>(
  game: GameDefinition<S, A, V, unknown>,
  match: Match<S, A>,
  viewer: Viewer,
): MatchView<V, A> {
  const prompt = game.prompt(match.state);
  const answered = match.pending.map((p) => p.seat);
  return {
    game: match.game,
    viewer,
    players: match.setup.players,
    prompt: prompt
      ? {
          decision: prompt.decision,
          seats: [...prompt.seats],
          simultaneous: prompt.simultaneous,
          answered,
          detail: prompt.detail ?? null,
        }
      : null,
    mustAnswer:
      prompt !== null && viewer !== "spectator" && prompt.seats.includes(viewer) && !answered.includes(viewer),
    ownAnswer: match.pending.find((p) => p.seat === viewer)?.action ?? null,
    outcome: game.outcome(match.state),
    table: game.view(match.state, viewer),
  };
}
