import { moveCard } from "../../engine/index.ts";
import { castOf, ownerOf, seatZone, seatsIn } from "./board.ts";
import type { Color } from "./cards.ts";
import type { CastawayId, SurvivorContext, SurvivorState } from "./state.ts";
import { afterWindow, endTurn, openPassWindow } from "./turn.ts";

/** Step 12, Tribal Council: the vote, extra vote-offs and the castaways voted off. */

/** Castaways the idol holder may name: any still in the game of any other player. */
export function voteCandidates(state: SurvivorState): CastawayId[] {
  return seatsIn(state).flatMap((s) => (s === state.idol ? [] : castOf(state, s)));
}

/** The idol holder names the castaway; with a single candidate it is named at once. */
export function beginVote(state: SurvivorState, ctx: SurvivorContext): void {
  state.phase = "vote";
  const candidates = voteCandidates(state);
  if (candidates.length === 1) nameForVote(state, candidates[0] as CastawayId, ctx);
}

export function nameForVote(state: SurvivorState, castaway: CastawayId, ctx: SurvivorContext): void {
  state.targets = [castaway];
  state.recent.push({ type: "vote", seat: state.idol, castaway });
  ctx.emit({ type: "vote", data: { seat: state.idol, castaway } });
  openPassWindow(state, "council");
}

/**
 * What an extra vote-off may add (OP-14): a castaway of a player other than the idol holder, not named yet, never of
 * a player whose alliance the card's restriction icon spares (OP-12).
 */
export function extraCandidates(state: SurvivorState, icon: Color | null): CastawayId[] {
  return seatsIn(state)
    .filter((s) => s !== state.idol && (icon === null || state.alliances[s]?.color !== icon))
    .flatMap((s) => castOf(state, s).filter((c) => !state.targets.includes(c)));
}

/**
 * An extra vote-off card was played: the idol holder chooses the castaway, at once when there is only one (none is
 * left only when a player conceded meanwhile: the card then adds nobody).
 */
export function askForExtra(state: SurvivorState, icon: Color | null, ctx: SurvivorContext): void {
  state.extraVote = { icon };
  state.phase = "extra";
  const candidates = extraCandidates(state, icon);
  if (candidates.length === 1) nameExtra(state, candidates[0] as CastawayId, ctx);
  if (candidates.length === 0) {
    state.extraVote = null;
    state.phase = "council";
    afterWindow(state, ctx);
  }
}

/** The idol holder's choice for the extra vote-off; Tribal Council's window goes on. */
export function nameExtra(state: SurvivorState, castaway: CastawayId, ctx: SurvivorContext): void {
  state.targets.push(castaway);
  state.extraVote = null;
  state.phase = "council";
  state.recent.push({ type: "extra", seat: state.idol, castaway });
  ctx.emit({ type: "extra", data: { seat: state.idol, castaway } });
  afterWindow(state, ctx);
}

/** After the Tribal Council window: every castaway still named is voted off and turned face down. */
export function resolveCouncil(state: SurvivorState, ctx: SurvivorContext): void {
  const gone: CastawayId[] = [];
  for (const castaway of state.targets) {
    const seat = ownerOf(state, castaway);
    if (seat < 0) continue;
    moveCard(seatZone(state, seat, "cast"), seatZone(state, seat, "out"), castaway);
    gone.push(castaway);
  }
  state.targets = [];
  state.recent.push({ type: "voted-off", castaways: gone });
  ctx.emit({ type: "voted-off", data: { castaways: gone } });
  endTurn(state, ctx);
}
