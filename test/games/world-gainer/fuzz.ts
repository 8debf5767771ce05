import { expect } from "vitest";
import {
  autoplay,
  cardCounts,
  conservationProblem,
  leakProblem,
  legalityProblem,
  randomBot,
  refusalProblem,
  replay,
  Rng,
  seedRng,
  watchEvents,
  type Bot,
  type Viewer,
} from "../../../src/engine/index.ts";
import { DECKS, physicalCards } from "../../../src/games/world-gainer/cards.ts";
import { worldGainerGame } from "../../../src/games/world-gainer/game.ts";
import type { WorldGainerAction, WorldGainerState, WorldGainerView } from "../../../src/games/world-gainer/state.ts";

/**
 * The fuzz driver shared by the fuzz test files. Seeded games between bots: every game ends, keeps every card in exactly one place from the deal on, replays
 * exactly, and never shows a viewer a card they may not see (views, legal actions, events, refusals; sampled).
 */

type WgBot = Bot<WorldGainerView, WorldGainerAction>;
const VIEWERS: readonly Viewer[] = [0, 1, "spectator"];
export const random = randomBot as WgBot;
/** A random player in a hurry: picks at random among the moves that go forward (no back, no end) when there are any. */
export const eager: WgBot = {
  choose(_view, legal, rng) {
    const forward = legal.filter((a) => a.type !== "back" && a.type !== "end");
    return rng.pick(forward.length > 0 && rng.next() < 0.9 ? forward : legal);
  },
};

/** Actions naming the first copy of every card of both seats, legal or not. */
function probesFor(): WorldGainerAction[] {
  const cards = [0, 1].flatMap((seat) => DECKS.flatMap((d) => physicalCards(seat, d))).filter((c) => c.endsWith(":1"));
  const unique = [...new Set(cards)];
  return [
    ...unique.flatMap((card): WorldGainerAction[] => [
      { type: "stun", card },
      { type: "choose", card },
      { type: "activate", card },
      { type: "pay", exhaust: [card], breakStuns: [], breakField: [] },
      { type: "pay", exhaust: [], breakStuns: [], breakField: [card] },
    ]),
    ...([0, 4, 8] as const).map((square): WorldGainerAction => ({ type: "square", square })),
    { type: "skip-stun" },
    { type: "end" },
    { type: "back" },
  ];
}

function stateProblem(s: WorldGainerState): string | null {
  if (s.zones.standby0.cards.length > 5 || s.zones.standby1.cards.length > 5) return "more than 5 stuns";
  for (let i = 0; i < 9; i++) {
    const z = s.zones[`square${i as 0}`];
    if (z.cards.some((c) => !c.startsWith(`${z.owner}:`))) return `square ${i} mixes cards of both seats`;
  }
  if (s.exhausted.some((c) => !s.zones.standby0.cards.includes(c) && !s.zones.standby1.cards.includes(c))) return "an exhausted card outside standby";
  if (s.phase === "over" && s.winner === null) return "over without a winner";
  return null;
}

export function fuzz(games: number, bots: [WgBot, WgBot], leakEvery: number, seedBase: number): { games: number; intents: number; wins: [number, number] } {
  const { game, eventLeak } = watchEvents(worldGainerGame, VIEWERS);
  const probes = probesFor();
  const figures = { games: 0, intents: 0, wins: [0, 0] as [number, number] };
  for (let i = 0; i < games; i++) {
    const seed = seedBase + i;
    const setup = { seed, players: 2, options: {} };
    const checkLeaks = i % leakEvery === 0;
    const refusalChecks = i % (leakEvery * 4) === 0;
    const leakRng = new Rng(seedRng(seed ^ 0x5eed));
    let dealt: Map<string, number> | null = null;
    let step = 0;
    const fail = (what: string): never => {
      throw new Error(`seed ${seed} step ${step}: ${what}`);
    };
    let stepEvents = 0;
    const played = autoplay(game, setup, {
      bots,
      botSeed: seed * 7 + 1,
      maxIntents: 3000,
      onStep: (match, events) => {
        step += 1;
        stepEvents += events.length;
        const counts = cardCounts(worldGainerGame, match.state);
        if (match.state.phase !== "deck") {
          dealt ??= counts;
          const lost = conservationProblem(dealt, counts);
          if (lost) fail(lost);
          if (counts.size !== 80 || [...counts.values()].some((n) => n !== 1)) fail("not 80 distinct cards");
        }
        const odd = stateProblem(match.state);
        if (odd) fail(odd);
        for (const event of events) {
          const leak = eventLeak(event);
          if (leak) fail(leak);
        }
        if (!checkLeaks) return;
        for (const viewer of VIEWERS) {
          const leak = leakProblem(worldGainerGame, match, viewer, leakRng, 2);
          if (leak) fail(leak);
        }
        // Refusal probes try some 350 actions per seat: every 4th step of the sampled games is enough.
        if (refusalChecks && step % 4 === 0) {
          for (const seat of [0, 1]) {
            const leak = refusalProblem(worldGainerGame, match, seat, probes, leakRng);
            if (leak) fail(leak);
          }
        }
        const illegal = legalityProblem(worldGainerGame, match.state, 2);
        if (illegal) fail(illegal);
      },
    });
    if (!played.finished) fail(`not finished after ${played.intents.length} intents`);
    // The set-up's own events (the steps' were checked as they came).
    for (const event of played.events.slice(0, played.events.length - stepEvents)) {
      const leak = eventLeak(event);
      if (leak) fail(leak);
    }
    const again = replay(worldGainerGame, setup, played.intents);
    if (JSON.stringify(again) !== JSON.stringify(played.match)) expect(again).toEqual(played.match);
    figures.games += 1;
    figures.intents += played.intents.length;
    const winner = played.outcome?.winners[0];
    if (winner === 0 || winner === 1) figures.wins[winner] += 1;
  }
  console.log(`world-gainer fuzz: ${JSON.stringify(figures)}`);
  return figures;
}

