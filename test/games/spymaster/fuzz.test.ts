/**
 * Seeded games between bots, both variants: every game must end within the cap, keep all 21 cards (each once) at
 * every step, offer every legal action through its controls (reach.ts; in the leak-checked games with the deck dealt
 * into the hands too), replay exactly from its seed and intents, and never show a viewer a card they may not see. In
 * the leak-checked games every decision is also tried with each choice that looks the same to the other viewers, and
 * after a step its maker took back (choiceLeakProblem): nothing they see, then or in the 25 moves after, may tell which
 * was made; in every 20th of them the copies each viewer cannot see also trade places (copyLeakProblem), so that no
 * copy turning face up tells where the others are.
 */
import { describe, expect, it } from "vitest";
import { autoplay, createMatch, randomBot, Rng, seedRng, type Bot, type Viewer } from "../../../src/engine/index.ts";
import {
  cardCounts,
  choiceLeaksInGame,
  conservationProblem,
  leakProblem,
  legalityProblem,
  replay,
  refusalProblem,
  watchEvents,
} from "../../../src/engine/testing.ts";
import { spymasterBot } from "../../../src/games/spymaster/bot.ts";
import { controls } from "../../../src/games/spymaster/controls.ts";
import { deckOf, faceOf, type Variant } from "../../../src/games/spymaster/cards.ts";
import { spymasterGame } from "../../../src/games/spymaster/index.ts";
import type { SpymasterAction, SpymasterState, SpymasterView } from "../../../src/games/spymaster/state.ts";
import { reachProblems, withLargeHands } from "../reach.ts";

type SpyBot = Bot<SpymasterView, SpymasterAction>;

const VIEWERS: readonly Viewer[] = [0, 1, "spectator"];
const MAX_INTENTS = 3000;
const random = randomBot as SpyBot;
const sameFace = { faceOf: (id: string) => JSON.stringify(faceOf(id)), every: 1, steps: 25 };

/** Actions naming every card and every type, legal or not, to see that no refusal depends on hidden cards. */
function probesFor(cards: readonly string[]): SpymasterAction[] {
  const kinds = ["spy", "forces", "hacker", "spade", "heart", "diamond"] as const;
  return [
    ...cards.flatMap((card): SpymasterAction[] => [
      { type: "play", card },
      { type: "tuck", card },
      { type: "pick", card },
      { type: "discard", cards: [card] },
    ]),
    ...cards.map((card, i): SpymasterAction => ({
      type: "strike",
      cards: [card, cards[(i + 1) % cards.length] as string],
    })),
    ...kinds.map((kind): SpymasterAction => ({ type: "guess", kind })),
  ];
}

/** Table invariants of this game beyond card conservation. */
function stateProblem(s: SpymasterState): string | null {
  const z = s.zones;
  if (z.played.cards.length !== (s.phase === "guess" ? 1 : 0))
    return `played zone holds ${z.played.cards.length} in ${s.phase}`;
  if (s.variant === "mindmaster") {
    if (z.row0.cards.length + z.row1.cards.length > 0) return "a MindMaster row holds cards";
    if (s.strikes.some((n) => n > 2)) return `strikes ${s.strikes.join("/")}`;
    if (s.outs.some((n) => n > 3)) return `outs ${s.outs.join("/")}`;
  } else {
    if (s.documents.some((n) => n > 3)) return `documents ${s.documents.join("/")}`;
    // Between rounds (the hand-size discard) a just-turned spy already heads the next attacker's row.
    const between = s.phase === "discard";
    const defenderRow = (s.attacker === 0 ? z.row1 : z.row0).cards;
    const attackerRow = (s.attacker === 0 ? z.row0 : z.row1).cards;
    const expected = between && s.turned !== null ? [s.turned] : [];
    if (s.phase !== "over" && JSON.stringify(defenderRow) !== JSON.stringify(expected)) {
      return `the defender's row holds ${defenderRow.join(",")}`;
    }
    if (between && attackerRow.length > 0) return "the attacker's row was not discarded at the round's end";
    if (s.phase === "attack" || s.phase === "guess") {
      if (s.turned !== null && attackerRow[0] !== s.turned) return "the turned spy is not the row's head";
    }
  }
  if (s.phase === "over" && s.winner === null) return "over without a winner";
  return null;
}

interface Figures {
  games: number;
  intents: number;
  longest: number;
  leakChecked: number;
  wins: [number, number];
}

function fuzz(variant: Variant, seeds: number, bots: [SpyBot, SpyBot], leakEvery: number, seedBase: number): Figures {
  const all = deckOf(variant).map((c) => c.id);
  const { game, eventLeak } = watchEvents(spymasterGame, VIEWERS);
  const probes = probesFor(all);
  const everyCardOnce = new Map(all.map((c) => [c, 1]));
  const figures: Figures = { games: 0, intents: 0, longest: 0, leakChecked: 0, wins: [0, 0] };
  for (let i = 0; i < seeds; i++) {
    const seed = seedBase + i;
    const setup = { seed, players: 2, options: { variant } };
    const checkLeaks = i % leakEvery === 0;
    const refusalChecks = i % (leakEvery * 4) === 0;
    const leakRng = new Rng(seedRng(seed ^ 0x5eed));
    let step = 0;
    const fail = (what: string): never => {
      throw new Error(`${variant} seed ${seed} step ${step}: ${what}`);
    };
    let stepEvents = 0;
    const played = autoplay(game, setup, {
      bots,
      botSeed: seed * 7 + 1,
      maxIntents: MAX_INTENTS,
      onStep: (match, events) => {
        step += 1;
        stepEvents += events.length;
        const lost = conservationProblem(everyCardOnce, cardCounts(spymasterGame, match.state));
        if (lost) fail(lost);
        const odd = stateProblem(match.state);
        if (odd) fail(odd);
        const unreachable = reachProblems(spymasterGame, controls, match, i % 2 === 0 ? "en" : "ja");
        if (unreachable) fail(unreachable);
        const crowded =
          checkLeaks &&
          reachProblems(spymasterGame, controls, {
            ...match,
            state: withLargeHands(match.state, ["deck"], ["hand0", "hand1"]),
          });
        if (crowded) fail(`with large hands: ${crowded}`);
        for (const event of events) {
          const leak = eventLeak(event);
          if (leak) fail(leak);
        }
        if (checkLeaks) {
          for (const viewer of VIEWERS) {
            const leak = leakProblem(spymasterGame, match, viewer, leakRng);
            if (leak) fail(leak);
          }
          if (refusalChecks) {
            for (const seat of [0, 1]) {
              const leak = refusalProblem(spymasterGame, match, seat, probes, leakRng);
              if (leak) fail(leak);
            }
          }
          const illegal = legalityProblem(spymasterGame, match.state, 2);
          if (illegal) fail(illegal);
        }
      },
    });
    if (!played.finished) fail(`not finished after ${played.intents.length} intents`);
    // The set-up's own events (the shuffle, the deal, the first attacker); the steps' were checked as they came.
    for (const event of played.events.slice(0, played.events.length - stepEvents)) {
      const leak = eventLeak(event);
      if (leak) fail(leak);
    }
    const created = createMatch(spymasterGame, setup);
    if (!created.ok) return fail("setup refused");
    if (checkLeaks) {
      for (const viewer of VIEWERS) {
        const leak = leakProblem(spymasterGame, created.match, viewer, leakRng);
        if (leak) fail(`first state: ${leak}`);
      }
    }
    if (checkLeaks) {
      // Every 20th of those also rearranges the copies each viewer cannot see at every decision (lowest first, then last), and follows the game.
      const leak = choiceLeaksInGame(spymasterGame, setup, played.intents, {
        ...sameFace,
        copies: { tries: i % (leakEvery * 20) === 0 ? 2 : 0, steps: 8 },
      });
      if (leak) fail(leak);
    }
    const again = replay(spymasterGame, setup, played.intents);
    if (JSON.stringify(again) !== JSON.stringify(played.match)) expect(again).toEqual(played.match);
    figures.games += 1;
    figures.intents += played.intents.length;
    figures.longest = Math.max(figures.longest, played.intents.length);
    if (checkLeaks) figures.leakChecked += 1;
    const winner = played.outcome?.winners[0];
    if (winner === 0 || winner === 1) figures.wins[winner] += 1;
  }
  console.log(`spymaster fuzz ${variant}: ${JSON.stringify(figures)}`);
  return figures;
}

/** Random games per variant in the regular suite; FUZZ_GAMES raises it for a deep run (a multiple of 10). */
const RANDOM_GAMES = Math.ceil((Number(process.env.FUZZ_GAMES ?? 0) || 500) / 10) * 10;

describe("fuzz: random bots", () => {
  for (const variant of ["spymaster", "mindmaster"] as const) {
    it(`${variant}: ${RANDOM_GAMES} seeded games end, conserve the cards, replay exactly and never leak`, () => {
      const f = fuzz(variant, RANDOM_GAMES, [random, random], 10, 1);
      expect(f.games).toBe(RANDOM_GAMES);
      expect(f.leakChecked).toBe(RANDOM_GAMES / 10);
      expect(f.wins[0] + f.wins[1]).toBe(RANDOM_GAMES);
      expect(f.wins[0]).toBeGreaterThan(0);
      expect(f.wins[1]).toBeGreaterThan(0);
    });
  }
});

describe("fuzz: the Spymaster bot", () => {
  for (const variant of ["spymaster", "mindmaster"] as const) {
    it(`${variant}: 300 games, bot against bot and against a random player`, () => {
      const f = fuzz(variant, 100, [spymasterBot, spymasterBot], 5, 100_000);
      const g = fuzz(variant, 100, [spymasterBot, random], 5, 200_000);
      const h = fuzz(variant, 100, [random, spymasterBot], 5, 300_000);
      expect(f.games + g.games + h.games).toBe(300);
    });
  }
});
