import { expect } from "vitest";
import {
  autoplay,
  createMatch,
  Rng,
  seedRng,
  viewToken,
  waitingFor,
  type Bot,
  type GameDefinition,
  type Intent,
  type Match,
  type Outcome,
  type Viewer,
} from "../../src/engine/index.ts";
import {
  cardCounts,
  choiceLeaksInGame,
  conservationProblem,
  leakProblem,
  legalityProblem,
  refusalProblem,
  replay,
  watchEvents,
} from "../../src/engine/testing.ts";
import { TABLE_KINDS } from "../../src/games/catalog.ts";
import { reachProblems, type ControlsOf } from "./reach.ts";

/** A deep run (FUZZ_GAMES set) checks everything the regular suite samples. */
const DEEP = Boolean(Number(process.env.FUZZ_GAMES ?? 0));

/**
 * The seeded fuzz run every game shares: games between bots must end, keep every card in exactly one place from the
 * deal on, replay exactly from their seed and decisions, and never show a viewer a card they may not see (events at
 * every step; in sampled games views, legal actions, refusals, staleness tokens, other equivalent choices, detours
 * undone and rearranged copies too).
 */
export interface FuzzSpec<S, A, V> {
  game: GameDefinition<S, A, V, unknown>;
  players: number;
  options: unknown;
  bots: readonly Bot<V, A>[];
  /** Names the failing run in errors ("world-gainer", "4 players"). */
  label: string;
  maxIntents: number;
  /** From the first step where this holds, every card is counted (the deal is done). */
  dealt(state: S): boolean;
  /** A game's own sanity check of a state, or null. */
  stateProblem(state: S): string | null;
  /** Every `leak`-th game compares views and legal actions with the hidden cards rearranged, at every step. */
  leak: number;
  /** In every `games`-th leak-checked game, every `steps`-th step tries `probes` for refusals that tell. */
  refusals: { games: number; steps: number; probes(state: S): readonly unknown[] };
  /**
   * Whether every decision's legal actions must all be reachable through the game's controls, as a person uses them,
   * and every reachable action accepted (reach.ts): checked at every step of the leak-checked games.
   */
  reach: boolean;
  /** A copy of a state with large hands (a deck dealt into the hands, see reach.ts), checked for reach too. */
  largeHands?(state: S): S;
  /**
   * In every `games`-th leak-checked game, every `every`-th decision's equivalent choices and detours are followed
   * `steps` moves, and the copies each viewer cannot see are rearranged (`copies` times) and followed too. In the
   * regular suite at most `alternatives` other choices of a decision are followed (a sample spread over them); a deep
   * run (FUZZ_GAMES) follows every one.
   */
  choices: {
    games: number;
    every: number;
    steps: number;
    copies: number;
    alternatives?: number;
    faceOf(card: string): string;
  };
}

interface FuzzGame<S, A> {
  seed: number;
  match: Match<S, A>;
  intents: Intent<A>[];
  outcome: Outcome | null;
}

/** Plays `games` seeded games from `seedBase` under every check, handing each finished game to `onGame`. */
export function fuzzGames<S, A, V>(
  spec: FuzzSpec<S, A, V>,
  games: number,
  seedBase: number,
  onGame: (played: FuzzGame<S, A>) => void,
): void {
  const viewers: Viewer[] = [...Array.from({ length: spec.players }, (_, s) => s), "spectator"];
  const watched = watchEvents(spec.game, viewers);
  const kind = [...TABLE_KINDS.values()].find((k) => k.game.id === spec.game.id);
  const controls = spec.reach && kind ? (kind.controls as ControlsOf<A, V>) : null;
  for (let i = 0; i < games; i++) {
    const seed = seedBase + i;
    const setup = { seed, players: spec.players, options: spec.options };
    const checkLeaks = i % spec.leak === 0;
    const refusals = checkLeaks && i % (spec.leak * spec.refusals.games) === 0;
    const leakRng = new Rng(seedRng(seed ^ 0x5eed));
    let dealt: Map<string, number> | null = null;
    let step = 0;
    let stepEvents = 0;
    let tokens: string[] | null = null;
    const fail = (what: string): never => {
      throw new Error(`${spec.label}, seed ${seed} step ${step}: ${what}`);
    };
    if (controls && checkLeaks) {
      const created = createMatch(spec.game, setup);
      const unreachable = created.ok ? reachProblems(spec.game, controls, created.match) : "setup refused";
      if (unreachable) fail(`first decision: ${unreachable}`);
    }
    const played = autoplay(watched.game, setup, {
      bots: [...spec.bots],
      botSeed: seed * 7 + 1,
      maxIntents: spec.maxIntents,
      onStep: (match, events, intent) => {
        step += 1;
        stepEvents += events.length;
        if (spec.dealt(match.state)) {
          const counts = cardCounts(spec.game, match.state);
          dealt ??= counts;
          const lost = conservationProblem(dealt, counts);
          if (lost) fail(lost);
          const twice = [...counts].find(([, n]) => n !== 1);
          if (twice) fail(`card ${twice[0]} is in ${twice[1]} places`);
        }
        const odd = spec.stateProblem(match.state);
        if (odd) fail(odd);
        for (const event of events) {
          const leak = watched.eventLeak(event);
          if (leak) fail(leak);
        }
        if (!checkLeaks) return;
        const locale = i % (2 * spec.leak) === 0 ? "en" : "ja";
        const unreachable = controls && reachProblems(spec.game, controls, match, locale);
        if (unreachable) fail(unreachable);
        const crowded =
          controls &&
          spec.largeHands &&
          reachProblems(spec.game, controls, { ...match, state: spec.largeHands(match.state) }, locale);
        if (crowded) fail(`with large hands: ${crowded}`);
        for (const viewer of viewers) {
          const leak = leakProblem(spec.game, match, viewer, leakRng, 2);
          if (leak) fail(leak);
        }
        if (refusals && step % spec.refusals.steps === 0) {
          const probes = spec.refusals.probes(match.state);
          for (let seat = 0; seat < spec.players; seat++) {
            const leak = refusalProblem(spec.game, match, seat, probes, leakRng);
            if (leak) fail(leak);
          }
        }
        const illegal = legalityProblem(spec.game, match.state, spec.players);
        if (illegal) fail(illegal);
        // A move changes what its maker sees, or ends its part: else a second press of the same button would count.
        const now = viewers.slice(0, spec.players).map((seat) => viewToken(spec.game, match, seat));
        if (tokens && waitingFor(spec.game, match).includes(intent.seat) && now[intent.seat] === tokens[intent.seat]) {
          fail(`seat ${intent.seat}'s staleness token did not change with its own move`);
        }
        tokens = now;
      },
    });
    if (!played.finished) fail(`not finished after ${played.intents.length} intents`);
    // The set-up's own events (the steps' were checked as they came).
    for (const event of played.events.slice(0, played.events.length - stepEvents)) {
      const leak = watched.eventLeak(event);
      if (leak) fail(leak);
    }
    const again = replay(spec.game, setup, played.intents);
    if (JSON.stringify(again) !== JSON.stringify(played.match)) expect(again).toEqual(played.match);
    const choices = spec.choices;
    if (checkLeaks && i % (spec.leak * choices.games) === 0) {
      const copies = { tries: choices.copies, steps: choices.steps };
      const leak = choiceLeaksInGame(spec.game, setup, played.intents, {
        faceOf: choices.faceOf,
        every: choices.every,
        steps: choices.steps,
        copies,
        ...(choices.alternatives === undefined || DEEP ? {} : { alternatives: choices.alternatives }),
      });
      if (leak) fail(leak);
    }
    onGame({ seed, match: played.match, intents: played.intents, outcome: played.outcome });
  }
}
