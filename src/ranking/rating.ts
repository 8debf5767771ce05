import { ordinal, predictWin, rate } from "openskill";

/** A Weng-Lin (openskill) skill estimate: mean and uncertainty. */
export interface Skill {
  mu: number;
  sigma: number;
}

/** openskill's defaults: every season starts everyone here (ordinal 0). */
export const FRESH: Skill = { mu: 25, sigma: 25 / 3 };

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
/** Uncertainty added per whole week of inactivity past the league's grace period (as variance, so it adds up like noise). */
export const DECAY_SIGMA_PER_WEEK = 0.8;

/** The conservative rating standings rank by: mu - 3 sigma. */
export function conservative(skill: Skill): number {
  return ordinal(skill);
}

/** openskill's default β, the spread of performance around skill in one game. */
const BETA = 25 / 6;

/** The chance that `skill` beats `other` in a game of two, as openskill predicts it. */
export function winChance(skill: Skill, other: Skill): number {
  return predictWin([[skill], [other]])[0] ?? 0.5;
}

/**
 * How far `skill` is ahead of `other` in a game of two, in the units openskill's prediction measures it: winChance
 * is the normal distribution at this point, so the two order players alike, and this one is cheap for a whole league.
 */
export function winEdge(skill: Skill, other: Skill): number {
  return (skill.mu - other.mu) / Math.sqrt(2 * BETA ** 2 + skill.sigma ** 2 + other.sigma ** 2);
}

/** A player of the field's average skill: the mean of its means and of its uncertainties (a fresh player alone). */
export function averageSkill(skills: readonly Skill[]): Skill {
  if (skills.length === 0) return FRESH;
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return { mu: mean(skills.map((s) => s.mu)), sigma: mean(skills.map((s) => s.sigma)) };
}

/**
 * A game's new skills. `places` gives each player's finishing place (1 is best; equal places are a tie); one player
 * per team, so a two-player game is 1 v 1 and more players are a free-for-all with placements.
 */
export function rateGame(skills: readonly Skill[], places: readonly number[]): Skill[] {
  if (skills.length !== places.length || skills.length < 2)
    throw new Error("a rated game needs two or more players, each with a place");
  const teams = skills.map((s) => [{ mu: s.mu, sigma: s.sigma }]);
  return rate(teams, { rank: [...places] }).map(([s]) => ({ mu: (s as Skill).mu, sigma: (s as Skill).sigma }));
}

/**
 * The skill after inactivity: with decay on (`graceDays` > 0), each whole week past the grace period since the last
 * counted game adds uncertainty, never past a fresh player's. The mean is left alone: the conservative rating falls
 * because the bot is less sure, and one game brings it back.
 */
export function decayed(skill: Skill, lastAt: number, now: number, graceDays: number): Skill {
  if (graceDays <= 0) return skill;
  const weeks = Math.floor((now - lastAt - graceDays * DAY_MS) / WEEK_MS);
  if (weeks <= 0) return skill;
  const sigma = Math.min(FRESH.sigma, Math.sqrt(skill.sigma ** 2 + weeks * DECAY_SIGMA_PER_WEEK ** 2));
  return sigma <= skill.sigma ? skill : { mu: skill.mu, sigma };
}
