import { describe, expect, it } from "vitest";
import {
  autoplay,
  cardCounts,
  choiceLeaksInGame,
  conservationProblem,
  leakProblem,
  randomBot,
  legalityProblem,
  refusalProblem,
  replay,
  Rng,
  seedRng,
  watchEvents,
  type Bot,
  type Viewer,
} from "../../../src/engine/index.ts";
import { CASTAWAYS, DECKS, faceOf, physicalCards } from "../../../src/games/survivor/cards.ts";
import { survivorBot } from "../../../src/games/survivor/bot.ts";
import { DEFAULT_OPTIONS, survivorGame } from "../../../src/games/survivor/game.ts";
import type { SurvivorAction, SurvivorOptions, SurvivorState, SurvivorView } from "../../../src/games/survivor/state.ts";

/**
 * The Survivor fuzz driver: seeded games between bots end, keep every card in exactly one place from the deal on,
 * replay exactly, and never show a viewer a card they may not see (views, legal actions, events, refusals and other
 * equivalent choices; sampled).
 */

export type SurvivorBot = Bot<SurvivorView, SurvivorAction>;

/** Games per player count in the regular suite; FUZZ_GAMES raises it for a deep run. */
export const GAMES = Number(process.env.FUZZ_GAMES ?? 0) || 40;

/** Actions naming the first copy of every card of every seat, every castaway and a few seats, legal or not. */
function probesFor(players: number): SurvivorAction[] {
  const cards = [...new Set(Array.from({ length: players }, (_, s) => DECKS.flatMap((d) => physicalCards(s, d))).flat())].filter((c) => c.endsWith(":1"));
  const castaway = CASTAWAYS[0]?.id ?? "";
  return [
    ...cards.flatMap((card): SurvivorAction[] => [
      { type: "place", card, castaway },
      { type: "play", card },
      { type: "play", card, seat: 1 },
      { type: "item", card, castaway },
      { type: "discard", cards: [card] },
    ]),
    ...CASTAWAYS.map((c): SurvivorAction => ({ type: "vote", castaway: c.id })),
    ...CASTAWAYS.slice(0, 6).map((c): SurvivorAction => ({ type: "enter", castaways: [c.id] })),
    { type: "done" },
    { type: "pass" },
  ];
}

function stateProblem(s: SurvivorState): string | null {
  if (s.phase === "over" && s.winner === null) return "over without a winner";
  if (s.winner !== null && s.outSeats.includes(s.winner)) return "the winner is out";
  for (const card of Object.keys(s.on)) {
    const owner = Number(card.split(":")[0]);
    if (!s.zones[`table${owner}`]?.cards.includes(card)) return `${card} attached but not on the table`;
  }
  if (s.outSeats.includes(s.idol) && s.phase !== "over") return "the idol holder is out";
  return null;
}

export interface FuzzFigures {
  games: number;
  intents: number;
  turns: number;
  longest: number;
  showdowns: number;
  wins: number[];
}

export function fuzz(
  games: number,
  players: number,
  bots: SurvivorBot[],
  opts: { leakEvery: number; seedBase: number; options?: Partial<SurvivorOptions> },
): FuzzFigures {
  const viewers: Viewer[] = [...Array.from({ length: players }, (_, s) => s), "spectator"];
  const { game, eventLeak } = watchEvents(survivorGame, viewers);
  const probes = probesFor(players);
  const options: SurvivorOptions = { ...DEFAULT_OPTIONS, ...opts.options };
  const figures: FuzzFigures = { games: 0, intents: 0, turns: 0, longest: 0, showdowns: 0, wins: Array.from({ length: players }, () => 0) };
  const total = (counts: Map<string, number>): number => [...counts.values()].reduce((a, b) => a + b, 0);
  for (let i = 0; i < games; i++) {
    const seed = opts.seedBase + i;
    const setup = { seed, players, options };
    const checkLeaks = i % opts.leakEvery === 0;
    const leakRng = new Rng(seedRng(seed ^ 0x5eed));
    let dealt: Map<string, number> | null = null;
    let step = 0;
    let stepEvents = 0;
    const fail = (what: string): never => {
      throw new Error(`${players} players, seed ${seed} step ${step}: ${what}`);
    };
    const played = autoplay(game, setup, {
      bots,
      botSeed: seed * 7 + 1,
      maxIntents: 20_000,
      onStep: (match, events) => {
        step += 1;
        stepEvents += events.length;
        const counts = cardCounts(survivorGame, match.state);
        if (match.state.phase !== "deck") {
          dealt ??= counts;
          const lost = conservationProblem(dealt, counts);
          if (lost) fail(lost);
          if (counts.size !== total(counts)) fail("a card is in two places");
        }
        const odd = stateProblem(match.state);
        if (odd) fail(odd);
        for (const event of events) {
          const leak = eventLeak(event);
          if (leak) fail(leak);
        }
        if (!checkLeaks) return;
        for (const viewer of viewers) {
          const leak = leakProblem(survivorGame, match, viewer, leakRng, 2);
          if (leak) fail(leak);
        }
        if (step % 5 === 0) {
          for (const seat of Array.from({ length: players }, (_, s) => s)) {
            const leak = refusalProblem(survivorGame, match, seat, probes, leakRng);
            if (leak) fail(leak);
          }
        }
        const illegal = legalityProblem(survivorGame, match.state, players);
        if (illegal) fail(illegal);
      },
    });
    if (!played.finished) fail(`not finished after ${played.intents.length} intents`);
    for (const event of played.events.slice(0, played.events.length - stepEvents)) {
      const leak = eventLeak(event);
      if (leak) fail(leak);
    }
    const again = replay(survivorGame, setup, played.intents);
    if (JSON.stringify(again) !== JSON.stringify(played.match)) expect(again).toEqual(played.match);
    if (checkLeaks && i % (opts.leakEvery * 5) === 0) {
      const leak = choiceLeaksInGame(survivorGame, setup, played.intents, { faceOf: ownedFace, every: 3, steps: 12 });
      if (leak) fail(leak);
    }
    figures.games += 1;
    figures.intents += played.intents.length;
    figures.turns += played.match.state.turn;
    figures.longest = Math.max(figures.longest, played.match.state.turn);
    if (played.match.state.showdown) figures.showdowns += 1;
    const winner = played.outcome?.winners[0];
    if (winner !== undefined) figures.wins[winner] = (figures.wins[winner] ?? 0) + 1;
  }
  return figures;
}

/** Copies of one face in one owner's cards are interchangeable. */
function ownedFace(card: string): string {
  return card.includes(":") ? `${card.split(":")[0] ?? ""}:${faceOf(card)}` : card;
}


/**
 * The fuzz suite for one player count: the bot in every other seat against random players, a quarter as many games
 * with 40-card decks and the 11+ option, and for two players a quarter with the small cast. Seeds differ per count.
 */
export function fuzzSuite(players: number): void {
  describe(`fuzz: Survivor, ${players} players`, () => {
    it("seeded games end, conserve the cards, replay exactly and never leak", () => {
      const bots = Array.from({ length: players }, (_, s) => (s % 2 === 0 ? survivorBot : (randomBot as SurvivorBot)));
      const extra = Math.ceil(GAMES / 4);
      const mixed = fuzz(GAMES, players, bots, { leakEvery: 20, seedBase: players * 100_000 });
      const forty = fuzz(extra, players, bots, { leakEvery: 10, seedBase: players * 100_000 + 10_000, options: { deckSize: 40, noEarlyAlliances: true } });
      const small = players === 2 ? [fuzz(extra, 2, bots, { leakEvery: 10, seedBase: 220_000, options: { smallCast: true } })] : [];
      console.log(`survivor fuzz ${players} players: ${JSON.stringify({ mixed, forty, ...(small[0] ? { small: small[0] } : {}) })}`);
      expect([mixed, forty, ...small].reduce((n, f) => n + f.games, 0)).toBe(GAMES + extra * (1 + small.length));
    }, 300_000 * Math.max(1, GAMES / 40));
  });
}
