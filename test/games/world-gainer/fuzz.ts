/** World Gainer's side of the shared fuzz run (fuzz-kit.ts): its bots, refusal probes and state check. */
import { ownedFace, physicalCards, randomBot, type Bot } from "../../../src/engine/index.ts";
import { DECKS } from "../../../src/games/world-gainer/cards.ts";
import { worldGainerGame } from "../../../src/games/world-gainer/game.ts";
import type { WorldGainerAction, WorldGainerState, WorldGainerView } from "../../../src/games/world-gainer/state.ts";
import { fuzzGames, type FuzzSpec } from "../fuzz-kit.ts";
import { withLargeHands } from "../reach.ts";

type WgBot = Bot<WorldGainerView, WorldGainerAction>;
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
  const cards = [0, 1]
    .flatMap((seat) => DECKS.flatMap((d) => physicalCards(seat, d.cards)))
    .filter((c) => c.endsWith(":1"));
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
  if (s.phase !== "deck" && Object.values(s.zones).reduce((n, z) => n + z.cards.length, 0) !== 80)
    return "not 80 cards";
  if (s.zones.standby0.cards.length > 5 || s.zones.standby1.cards.length > 5) return "more than 5 stuns";
  for (let i = 0; i < 9; i++) {
    const z = s.zones[`square${i as 0}`];
    if (z.cards.some((c) => !c.startsWith(`${z.owner}:`))) return `square ${i} mixes cards of both seats`;
  }
  if (s.exhausted.some((c) => !s.zones.standby0.cards.includes(c) && !s.zones.standby1.cards.includes(c)))
    return "an exhausted card outside standby";
  if (s.phase === "over" && s.winner === null) return "over without a winner";
  return null;
}

export function fuzz(
  games: number,
  bots: [WgBot, WgBot],
  leakEvery: number,
  seedBase: number,
): { games: number; intents: number; wins: [number, number] } {
  const probes = probesFor();
  const figures = { games: 0, intents: 0, wins: [0, 0] as [number, number] };
  const spec: FuzzSpec<WorldGainerState, WorldGainerAction, WorldGainerView> = {
    game: worldGainerGame,
    players: 2,
    options: {},
    bots,
    label: "world-gainer",
    maxIntents: 3000,
    dealt: (state) => state.phase !== "deck",
    stateProblem,
    reach: true,
    largeHands: (state) =>
      state.phase === "deck" ? state : withLargeHands(state, ["deck0", "deck1"], ["hand0", "hand1"]),
    leak: leakEvery,
    // Refusal probes try some 350 actions per seat: every 4th step of every 4th sampled game is enough.
    refusals: { games: 4, steps: 4, probes: () => probes },
    choices: { games: 4, every: 3, steps: 10, copies: 2, faceOf: ownedFace },
  };
  fuzzGames(spec, games, seedBase, (played) => {
    figures.games += 1;
    figures.intents += played.intents.length;
    const winner = played.outcome?.winners[0];
    if (winner === 0 || winner === 1) figures.wins[winner] += 1;
  });
  console.log(`world-gainer fuzz: ${JSON.stringify(figures)}`);
  return figures;
}
