/** Colours, who may enter, alliances, scores and the tie-break. */
import type { Seat } from "../../engine/index.ts";
import { attachedTo, castOf, castawaysLeft, currentChallenge, seats, seatsIn } from "./board.ts";
import {
  STATS,
  castawayOf,
  cardOf,
  challengeOf,
  type ChallengeDef,
  type Color,
  type Condition,
  type Stat,
} from "./cards.ts";
import type { Alliance, CastawayId, ChallengeResult, SurvivorState } from "./state.ts";

/** A castaway's colours now: printed, then each alliance card on it in the order placed ("change" replaces all). */
export function colorsOf(state: SurvivorState, castaway: CastawayId): Color[] {
  const printed = castawayOf(castaway).color;
  let colors: Color[] = printed ? [printed] : [];
  for (const card of attachedTo(state, castaway)) {
    const def = cardOf(card);
    if (def.type !== "alliance") continue;
    colors = def.mode === "change" ? [def.color] : colors.includes(def.color) ? colors : [...colors, def.color];
  }
  return colors;
}

function meets(state: SurvivorState, castaway: CastawayId, condition: Condition | undefined): boolean {
  if (!condition) return true;
  const printed = (stat: Stat): number => castawayOf(castaway).stats[STATS.indexOf(stat)] ?? 0;
  switch (condition.type) {
    case "stat-at-least":
      return printed(condition.stat) >= condition.value;
    case "stat-at-most":
      return printed(condition.stat) <= condition.value;
    case "coloured":
      return colorsOf(state, castaway).length > 0;
    case "colourless":
      return colorsOf(state, castaway).length === 0;
  }
}

/**
 * The castaways a seat may enter: those meeting the challenge's condition, or all of its castaways when nobody at
 * the table has one that does (the condition is then ignored, so the challenge still has a winner).
 */
export function eligible(state: SurvivorState, seat: Seat): CastawayId[] {
  const challenge = challengeOf(currentChallenge(state) ?? "");
  const anyone = seatsIn(state).some((s) => castOf(state, s).some((c) => meets(state, c, challenge.condition)));
  return castOf(state, seat).filter((c) => !anyone || meets(state, c, challenge.condition));
}

/** How many castaways a seat must and may enter: from the challenge's minimum (or all it can) up to its maximum. */
export function entryRange(state: SurvivorState, seat: Seat): { min: number; max: number } {
  const challenge = challengeOf(currentChallenge(state) ?? "");
  const can = eligible(state, seat).length;
  const max = Math.min(challenge.max, can);
  return { min: Math.min(Math.max(challenge.min ?? 1, 1), max), max };
}

/**
 * Step 6: a seat forms an alliance when it entered more than one castaway and two or more of them share the
 * challenge's colour (never while 11 or more castaways remain, with that table option on).
 */
export function allianceOf(state: SurvivorState, seat: Seat, challenge: ChallengeDef): Alliance | null {
  const color = challenge.color;
  const entered = state.entered[seat] ?? [];
  if (!color || entered.length < 2) return null;
  if (state.options.noEarlyAlliances && castawaysLeft(state) >= 11) return null;
  const members = entered.filter((c) => colorsOf(state, c).includes(color));
  return members.length >= 2 ? { color, members } : null;
}

/** The castaways in a seat's alliance this turn: those it was formed with at step 6 (OP-11), while it holds. */
export function allianceMembers(state: SurvivorState, seat: Seat): CastawayId[] {
  return state.alliances[seat]?.members ?? [];
}

function modsFor(stat: Stat, mods: readonly { stat: Stat | "all"; value: number }[]): number {
  return mods.reduce((n, m) => n + (m.stat === stat || m.stat === "all" ? m.value : 0), 0);
}

/**
 * A castaway's value in one stat now: printed, plus food (unless spoiled), items turned face up and fortunes on it;
 * never below 0.
 */
export function statValue(state: SurvivorState, castaway: CastawayId, stat: Stat): number {
  const printed = castawayOf(castaway).stats[STATS.indexOf(stat)] ?? 0;
  const spoiled = state.standing.some((s) => s.type === "food-spoils");
  let total = printed;
  for (const card of attachedTo(state, castaway)) {
    const def = cardOf(card);
    if (def.type === "item" || (def.type === "food" && !spoiled)) total += modsFor(stat, def.mods);
  }
  for (const s of state.standing)
    if (s.type === "mod" && s.castaway === castaway) total += modsFor(stat, [{ stat: s.stat, value: s.amount }]);
  return Math.max(0, total);
}

/** A seat's score in the current challenge, or null when it entered nobody (it cannot win). */
function scoreOf(state: SurvivorState, seat: Seat): number | null {
  const entered = state.entered[seat] ?? [];
  if (entered.length === 0 || state.outSeats.includes(seat)) return null;
  const challenge = challengeOf(currentChallenge(state) ?? "");
  let score = 0;
  for (const c of entered) for (const stat of challenge.stats) score += statValue(state, c, stat);
  for (const s of state.standing) {
    if (s.type === "score" && s.seat === seat) score += s.amount;
    if (s.type === "ally-bonus" && s.seat === seat) score += s.amount * allianceMembers(state, seat).length;
  }
  return score;
}

export function scores(state: SurvivorState): (number | null)[] {
  return seats(state).map((seat) => scoreOf(state, seat));
}

/** The tie-break order for a challenge: its stats in card order, then the stats it does not use, from the top. */
function tieBreakOrder(challenge: ChallengeDef): Stat[] {
  return [...challenge.stats, ...STATS.filter((s) => !challenge.stats.includes(s))];
}

/**
 * The challenge's winner: the best score among the seats that entered castaways. A tie is broken castaway by
 * castaway on printed values only: each entered castaway of the tied seats gets a key (the challenge's stats, then
 * the others, in card order); the greatest key wins for its owner. Stat lines are unique in a game, so it always ends.
 * When everyone who entered has conceded, nobody wins and the idol stays with its holder.
 */
export function challengeResult(state: SurvivorState): ChallengeResult {
  const all = scores(state);
  if (all.every((s) => s === null)) return { winner: state.idol, scores: all, tied: [], decidedBy: null, kept: true };
  const best = Math.max(...all.filter((s): s is number => s !== null));
  const tied = all.flatMap((s, seat) => (s === best ? [seat] : []));
  if (tied.length === 1) return { winner: tied[0] as Seat, scores: all, tied: [], decidedBy: null };
  const order = tieBreakOrder(challengeOf(currentChallenge(state) ?? ""));
  const key = (c: CastawayId): number[] => order.map((s) => castawayOf(c).stats[STATS.indexOf(s)] ?? 0);
  const contenders = tied.flatMap((seat) =>
    (state.entered[seat] ?? []).map((castaway) => ({ seat, castaway, key: key(castaway) })),
  );
  const compare = (a: number[], b: number[]): number => {
    for (let i = 0; i < a.length; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (b[i] ?? 0) - (a[i] ?? 0);
    return 0;
  };
  contenders.sort((a, b) => compare(a.key, b.key));
  const top = contenders[0];
  if (!top) throw new Error("a tie without entered castaways");
  // What decided it: the first stat where the winner's castaway beats the best castaway of another tied seat.
  const rival = contenders.find((c) => c.seat !== top.seat);
  let decidedBy: ChallengeResult["decidedBy"] = null;
  if (rival) {
    const at = top.key.findIndex((v, i) => v !== rival.key[i]);
    const stat = order[at] as Stat;
    decidedBy = {
      castaway: top.castaway,
      stat,
      value: top.key[at] ?? 0,
      against: rival.castaway,
      theirs: rival.key[at] ?? 0,
    };
  }
  return { winner: top.seat, scores: all, tied, decidedBy };
}
