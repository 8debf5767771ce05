import { autoplay, cloneJson, createMatch, eventFor, type Match, type Seed } from "../engine/index.ts";
import type { CliArgs } from "./args.ts";
import { botSeedOf } from "./bot-seed.ts";

/** How many intents a bot match may take before it counts as stuck (far above any real game). */
export const MOVE_LIMIT = 20_000;

export interface BotMatchSummary {
  game: string;
  seed: Seed;
  players: number;
  winner: number | null;
  reason: string | null;
  turns: number;
  intents: number;
  events: number;
  finished: boolean;
}

/**
 * Plays every seat with the game's bot. Same seed, same match: the bots' own seed derives from it. With `--png-at N`,
 * `drawn` is the match as it stood after N moves (null when it ended sooner); otherwise the final match.
 */
export function playBotMatch(
  args: CliArgs,
  print: (line: string) => void,
): { summary: BotMatchSummary; match: Match<unknown, unknown>; drawn: Match<unknown, unknown> | null } {
  const { kind, seed, locale, players } = args;
  const names = kind.defaultNames(locale);
  const setup = { seed, players, options: args.options };
  const opening = createMatch(kind.game, setup);
  let drawn: Match<unknown, unknown> | null = args.pngAt === 0 && opening.ok ? opening.match : null;
  let moves = 0;
  const played = autoplay(kind.game, setup, {
    bots: Array.from({ length: players }, () => kind.bot),
    botSeed: botSeedOf(seed),
    maxIntents: MOVE_LIMIT,
    onStep: (match) => {
      moves += 1;
      if (moves === args.pngAt) drawn = cloneJson(match);
    },
  });
  if (!args.json) {
    for (const event of played.events) {
      const line = kind.describeEvent(eventFor(event, "spectator"), locale, names);
      if (line) print(line);
    }
  }
  const summary: BotMatchSummary = {
    game: kind.id,
    seed,
    players,
    winner: played.outcome?.winners[0] ?? null,
    reason: played.outcome?.reason ?? null,
    turns: kind.turns(played.match.state),
    intents: played.intents.length,
    events: played.events.length,
    finished: played.finished,
  };
  return { summary, match: played.match, drawn: args.pngAt === null ? played.match : drawn };
}
