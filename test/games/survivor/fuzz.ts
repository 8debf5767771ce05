/** Survivor's side of the shared fuzz run (fuzz-kit.ts): its bots, refusal probes, state check and figures. */
import { describe, expect, it } from "vitest";
import {
  botIntent,
  CONCEDE,
  createMatch,
  physicalCards,
  randomBot,
  Rng,
  seedRng,
  waitingFor,
  type Bot,
  type Intent,
  type Viewer,
} from "../../../src/engine/index.ts";
import {
  applyIntentInPlace,
  cardCounts,
  conservationProblem,
  legalityProblem,
  replay,
  watchEvents,
} from "../../../src/engine/testing.ts";
import { CASTAWAYS, DECKS, faceOf } from "../../../src/games/survivor/cards.ts";
import { survivorBot } from "../../../src/games/survivor/bot.ts";
import { DEFAULT_OPTIONS, survivorGame } from "../../../src/games/survivor/game.ts";
import type {
  SurvivorAction,
  SurvivorOptions,
  SurvivorState,
  SurvivorView,
} from "../../../src/games/survivor/state.ts";
import { fuzzGames, type FuzzSpec } from "../fuzz-kit.ts";
import { withLargeHands } from "../reach.ts";

export type SurvivorBot = Bot<SurvivorView, SurvivorAction>;

/** Games per player count in the regular suite; FUZZ_GAMES raises it for a deep run. */
export const GAMES = Number(process.env.FUZZ_GAMES ?? 0) || 12;

/** Actions naming the first copy of every card of every seat, every castaway and a few seats, legal or not. */
function probesFor(players: number): SurvivorAction[] {
  const cards = [
    ...new Set(Array.from({ length: players }, (_, s) => DECKS.flatMap((d) => physicalCards(s, d.cards))).flat()),
  ].filter((c) => c.endsWith(":1"));
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
  const probes = probesFor(players);
  const figures: FuzzFigures = {
    games: 0,
    intents: 0,
    turns: 0,
    longest: 0,
    showdowns: 0,
    wins: Array.from({ length: players }, () => 0),
  };
  const spec: FuzzSpec<SurvivorState, SurvivorAction, SurvivorView> = {
    game: survivorGame,
    players,
    options: { ...DEFAULT_OPTIONS, ...opts.options },
    bots,
    label: `${players} players`,
    maxIntents: 20_000,
    dealt: (state) => state.phase !== "deck",
    stateProblem,
    reach: true,
    // Each seat's deck dealt into its own hand: twenty cards and more in hand at every decision.
    largeHands: (state) =>
      Array.from({ length: players }, (_, s) => s).reduce(
        (st, s) => withLargeHands(st, [`deck${s}`], [`hand${s}`]),
        state,
      ),
    leak: opts.leakEvery,
    refusals: { games: 1, steps: 5, probes: () => probes },
    choices: { games: 5, every: 3, steps: 12, copies: 1, alternatives: 24, faceOf: ownedFace },
  };
  fuzzGames(spec, games, opts.seedBase, ({ match, intents, outcome }) => {
    figures.games += 1;
    figures.intents += intents.length;
    figures.turns += match.state.turn;
    figures.longest = Math.max(figures.longest, match.state.turn);
    if (match.state.showdown) figures.showdowns += 1;
    const winner = outcome?.winners[0];
    if (winner !== undefined) figures.wins[winner] = (figures.wins[winner] ?? 0) + 1;
  });
  return figures;
}

/**
 * Bot games in which, now and then, a player still in concedes, whether or not it is asked anything: the game goes on
 * and ends, every card stays in one place, no event shows a hidden card, every legal action passes its check, and the
 * match replays exactly. Returns how many players conceded.
 */
export function concessionFuzz(games: number, players: number, bots: SurvivorBot[], seedBase: number): number {
  const viewers: Viewer[] = [...Array.from({ length: players }, (_, s) => s), "spectator"];
  const watched = watchEvents(survivorGame, viewers);
  let conceded = 0;
  for (let i = 0; i < games; i++) {
    const setup = { seed: seedBase + i, players, options: DEFAULT_OPTIONS };
    const created = createMatch(watched.game, setup);
    if (!created.ok) throw new Error("setup refused");
    const match = created.match;
    const rng = new Rng(seedRng(seedBase + i));
    const intents: Intent<SurvivorAction>[] = [];
    let dealt: Map<string, number> | null = null;
    const fail = (what: string): never => {
      throw new Error(`concessions, ${players} players, seed ${setup.seed} intent ${intents.length}: ${what}`);
    };
    while (survivorGame.outcome(match.state) === null && intents.length < 20_000) {
      const still = Array.from({ length: players }, (_, s) => s).filter((s) => !match.state.outSeats.includes(s));
      const seat = waitingFor(survivorGame, match)[0];
      if (seat === undefined)
        fail(`nobody is asked in phase ${match.state.phase} (${JSON.stringify(survivorGame.prompt(match.state))})`);
      const intent: Intent<SurvivorAction> =
        rng.next() < 0.01
          ? { seat: rng.pick(still), seq: match.seq, action: CONCEDE as never }
          : botIntent(survivorGame, match, seat as number, bots[seat as number] as SurvivorBot, rng);
      const applied = applyIntentInPlace(watched.game, match, intent);
      if (!applied.ok) fail(`${JSON.stringify(intent.action)} refused: ${applied.refusal.code}`);
      intents.push(intent);
      if (intent.action === (CONCEDE as never)) conceded += 1;
      for (const event of applied.ok ? applied.events : []) {
        const leak = watched.eventLeak(event);
        if (leak) fail(leak);
      }
      if (match.state.phase !== "deck") {
        const counts = cardCounts(survivorGame, match.state);
        dealt ??= counts;
        const lost = conservationProblem(dealt, counts);
        if (lost) fail(lost);
      }
      const odd = stateProblem(match.state) ?? legalityProblem(survivorGame, match.state, players);
      if (odd) fail(odd);
    }
    if (survivorGame.outcome(match.state) === null) fail("not finished");
    expect(replay(survivorGame, setup, intents)).toEqual(match);
  }
  return conceded;
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
    it(
      "seeded games end, conserve the cards, replay exactly and never leak",
      () => {
        const bots = Array.from({ length: players }, (_, s) =>
          s % 2 === 0 ? survivorBot : (randomBot as SurvivorBot),
        );
        const extra = Math.ceil(GAMES / 4);
        const mixed = fuzz(GAMES, players, bots, { leakEvery: 20, seedBase: players * 100_000 });
        const forty = fuzz(extra, players, bots, {
          leakEvery: 10,
          seedBase: players * 100_000 + 10_000,
          options: { deckSize: 40, noEarlyAlliances: true },
        });
        const small =
          players === 2
            ? [fuzz(extra, 2, bots, { leakEvery: 10, seedBase: 220_000, options: { smallCast: true } })]
            : [];
        console.log(
          `survivor fuzz ${players} players: ${JSON.stringify({ mixed, forty, ...(small[0] ? { small: small[0] } : {}) })}`,
        );
        expect([mixed, forty, ...small].reduce((n, f) => n + f.games, 0)).toBe(GAMES + extra * (1 + small.length));
      },
      300_000 * Math.max(1, GAMES / 40),
    );

    it(
      "seeded games where players concede at any moment go on, end, conserve the cards and replay exactly",
      () => {
        const bots = Array.from({ length: players }, (_, s) =>
          s % 2 === 0 ? survivorBot : (randomBot as SurvivorBot),
        );
        const conceded = concessionFuzz(Math.ceil(GAMES / 4), players, bots, players * 100_000 + 50_000);
        expect(conceded).toBeGreaterThan(0);
      },
      300_000 * Math.max(1, GAMES / 40),
    );
  });
}
