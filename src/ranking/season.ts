import { conservative, decayed, FRESH, rateGame, type Skill } from "./rating.ts";

/** A player's finishing place in one game (1 is best; equal places tie). */
export interface Placing {
  userId: string;
  place: number;
}

/** A result as the ratings see it: who placed where, and when it counted (inactivity is measured to it). */
export interface CountedResult {
  at: number;
  players: readonly Placing[];
}

/** What one result did to one player's rating; `before` already carries any inactivity decay. */
export interface RatingChange {
  userId: string;
  place: number;
  before: Skill;
  after: Skill;
}

/** Games a trend looks back over. */
export const TREND_GAMES = 5;

/** One player's season so far. */
export interface PlayerRecord {
  userId: string;
  skill: Skill;
  games: number;
  wins: number;
  losses: number;
  draws: number;
  /** When their latest counted game counted. */
  lastAt: number;
  /** Conservative-rating change of each of their latest games, oldest first (at most TREND_GAMES). */
  recent: number[];
}

export type GameScore = "win" | "loss" | "draw";

/** Everyone sharing one place is a draw; otherwise first place wins (shared or not) and every other place loses. */
export function scoreOf(players: readonly Placing[], place: number): GameScore {
  const best = Math.min(...players.map((p) => p.place));
  if (players.every((p) => p.place === best)) return "draw";
  return place === best ? "win" : "loss";
}

export function freshRecord(userId: string, at: number): PlayerRecord {
  return { userId, skill: FRESH, games: 0, wins: 0, losses: 0, draws: 0, lastAt: at, recent: [] };
}

/**
 * What counting one result does to the ratings: rates it against the season so far (`records`, updated in place) and
 * returns the changes to record with it. The stores run the one they are given inside the transaction that counts the
 * result, against the records stored there.
 */
export type RatingStep = (
  records: Map<string, PlayerRecord>,
  result: CountedResult,
  graceDays: number,
) => RatingChange[];

/**
 * The rating step: rates one result against the season so far and updates `records` in place; returns the changes to
 * record with the result. The one function both the live count and a recomputation from scratch run.
 */
export function applyResult(
  records: Map<string, PlayerRecord>,
  result: CountedResult,
  graceDays: number,
): RatingChange[] {
  const current = result.players.map((p) => records.get(p.userId) ?? freshRecord(p.userId, result.at));
  const before = current.map((r) => (r.games === 0 ? r.skill : decayed(r.skill, r.lastAt, result.at, graceDays)));
  const after = rateGame(
    before,
    result.players.map((p) => p.place),
  );
  return result.players.map((p, i) => {
    const was = before[i] as Skill;
    const now = after[i] as Skill;
    const record = current[i] as PlayerRecord;
    const score = scoreOf(result.players, p.place);
    records.set(p.userId, {
      userId: p.userId,
      skill: now,
      games: record.games + 1,
      wins: record.wins + (score === "win" ? 1 : 0),
      losses: record.losses + (score === "loss" ? 1 : 0),
      draws: record.draws + (score === "draw" ? 1 : 0),
      lastAt: result.at,
      recent: [...record.recent, conservative(now) - conservative(was)].slice(-TREND_GAMES),
    });
    return { userId: p.userId, place: p.place, before: was, after: now };
  });
}

/** A whole season from its results in counting order: every player's record and every result's changes. */
export function replaySeason(
  results: readonly CountedResult[],
  graceDays: number,
): { records: Map<string, PlayerRecord>; changes: RatingChange[][] } {
  const records = new Map<string, PlayerRecord>();
  const changes = results.map((r) => applyResult(records, r, graceDays));
  return { records, changes };
}

/** One line of the standings. */
export interface Standing {
  rank: number;
  userId: string;
  rating: number;
  skill: Skill;
  games: number;
  wins: number;
  losses: number;
  draws: number;
  /** Sum of the latest games' rating changes. */
  trend: number;
}

/**
 * Standings at `now`: ranked players (at least `minGames` games) by conservative rating after inactivity decay, then
 * games played, then id for a stable order; the others listed apart in the same order, unranked.
 */
export function standings(
  records: Iterable<PlayerRecord>,
  options: { now: number; graceDays: number; minGames: number },
): { ranked: Standing[]; provisional: Standing[] } {
  const rows = [...records].map((r) => {
    const skill = decayed(r.skill, r.lastAt, options.now, options.graceDays);
    return {
      rank: 0,
      userId: r.userId,
      rating: conservative(skill),
      skill,
      games: r.games,
      wins: r.wins,
      losses: r.losses,
      draws: r.draws,
      trend: r.recent.reduce((a, b) => a + b, 0),
    };
  });
  rows.sort(
    (a, b) => b.rating - a.rating || b.games - a.games || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
  );
  const ranked = rows.filter((r) => r.games >= options.minGames).map((r, i) => ({ ...r, rank: i + 1 }));
  const provisional = rows.filter((r) => r.games < options.minGames);
  return { ranked, provisional };
}
