import { createHash } from "node:crypto";
import type { GameDefinition, Match, Viewer } from "./types.ts";
import { viewMatch, type MatchView } from "./view.ts";

/** How many characters of the digest a token keeps: 72 bits, so two moments never share one by chance. */
const TOKEN_CHARS = 12;

/**
 * The moment a viewer's choices were offered at, for a press to name instead of the match's `seq` (which counts moves
 * only their maker saw): a short digest of that viewer's view and legal actions, so a function of what the viewer may
 * know and nothing else. A press is stale exactly when its token is no longer the presser's (or the public) one.
 *
 * A seat still answering a decision that several seats answer each on their own (a simultaneous pick, a drafting
 * plan) is not hurried by the others: its token then leaves out what everyone sees (who has answered, who is done)
 * and keeps the decision, its legal actions and the part of its view nobody else has, so only its own steps change it.
 * The spectator's token is the public one: the table message's own choices carry it.
 */
export function viewToken<S, A>(
  game: GameDefinition<S, A, unknown, unknown>,
  match: Match<S, A>,
  viewer: Viewer,
): string {
  const view = viewMatch(game, match, viewer);
  return tokenOf(game, match, view, viewer === "spectator" ? [] : game.legalActions(match.state, viewer));
}

/** `viewToken` from the viewer's view and legal actions, already built. */
export function tokenOf<S, A>(
  game: GameDefinition<S, A, unknown, unknown>,
  match: Match<S, A>,
  view: MatchView<unknown, A>,
  legal: readonly A[],
): string {
  if (view.viewer === "spectator") return digest(view);
  const prompt = game.prompt(match.state);
  const sharedDecision = prompt !== null && (prompt.simultaneous || prompt.drafting === true) && view.mustAnswer;
  if (!sharedDecision) return digest([view, legal]);
  const own = differing(view, viewMatch(game, match, "spectator"));
  return digest([prompt.decision, prompt.detail ?? null, legal, own ?? null]);
}

function digest(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("base64url").slice(0, TOKEN_CHARS);
}

type Difference = { is: unknown } | { at: [number, Difference][] } | { keys: [string, Difference][] };

/** Where `mine` differs from `theirs`, path by path (undefined where they agree): what one view has beyond another. */
function differing(mine: unknown, theirs: unknown): Difference | undefined {
  if (mine === theirs) return undefined;
  if (Array.isArray(mine) && Array.isArray(theirs) && mine.length === theirs.length) {
    const at = mine.flatMap((value, i): [number, Difference][] => {
      const d = differing(value, theirs[i]);
      return d === undefined ? [] : [[i, d]];
    });
    return at.length > 0 ? { at } : undefined;
  }
  if (isRecord(mine) && isRecord(theirs)) {
    const keys = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])].flatMap((key): [string, Difference][] => {
      const d = Object.hasOwn(mine, key) ? differing(mine[key], theirs[key]) : { is: "absent" };
      return d === undefined ? [] : [[key, d]];
    });
    return keys.length > 0 ? { keys } : undefined;
  }
  return JSON.stringify(mine) === JSON.stringify(theirs) ? undefined : { is: mine ?? null };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
