/**
 * Seeded games between bots: every game must end with every card exactly once and replay exactly; every 8th game
 * also keeps every card exactly once at every step, tells no viewer a hidden card in its events and accepts every
 * legal action at every step; every 16th offers every legal action through the controls (reach.ts) at every step
 * but the starting hand's;
 * every leakEvery-th game also compares views and legal actions with the hidden cards shuffled and checks the controls
 * again with each deck dealt into its hand, at every step
 * (the move phase and the windows before checks included), and refusals at every 10th step of every (4 x leakEvery)-th game,
 * whose every 10th decision is also tried with its equivalent choices and detours, and with the copies each viewer
 * cannot see rearranged (choiceLeaksInGame), each followed 8 moves.
 */
import {
  autoplay,
  createMatch,
  ownedFace,
  randomBot,
  Rng,
  seedRng,
  type Bot,
  type Viewer,
} from "../../../src/engine/index.ts";
import {
  cardCounts,
  choiceLeaksInGame,
  conservationProblem,
  leakProblem,
  legalityProblem,
  refusalProblem,
  replay,
  watchEvents,
} from "../../../src/engine/testing.ts";
import { tombRaiderBot } from "../../../src/games/tomb-raider/bot.ts";
import { controls } from "../../../src/games/tomb-raider/controls.ts";
import { deckCards, levelLocations } from "../../../src/games/tomb-raider/cards.ts";
import { tombRaiderGame } from "../../../src/games/tomb-raider/game.ts";
import type { TombRaiderAction, TombRaiderState, TombRaiderView } from "../../../src/games/tomb-raider/state.ts";
import { reachProblems, withLargeHands } from "../reach.ts";

export type TrBot = Bot<TombRaiderView, TombRaiderAction>;

export const random = randomBot as TrBot;

/** The Tomb Raider bot, but one decision in `every` is a random legal one: it wanders, fights, resets. */
export function erratic(every: number): TrBot {
  return {
    choose: (view, legal, rng) => (rng.int(every) === 0 ? rng.pick(legal) : tombRaiderBot.choose(view, legal, rng)),
  };
}

/**
 * Actions naming cards (legal or not), to see that no refusal depends on hidden cards. Moves and searches are left
 * out: accepted on a state whose hidden cards were shuffled at random, they would draw a location from a level deck
 * that now holds draw-deck cards.
 */
function probesFor(state: TombRaiderState): TombRaiderAction[] {
  // A sample of the draw-deck cards: every third first copy, so probing stays cheap.
  const cards = Object.values(state.zones)
    .flatMap((z) => z.cards)
    .filter((c) => c.endsWith(":1"))
    .sort()
    .filter((_, i) => i % 3 === 0);
  return [
    ...cards.flatMap((card): TombRaiderAction[] => [
      { type: "play", card },
      { type: "place", card },
      { type: "discover", card },
      { type: "discard", card },
    ]),
    { type: "hand", cards: cards.slice(0, 3) },
    { type: "save" },
  ];
}

function stateProblem(s: TombRaiderState): string | null {
  for (const r of s.raiders) {
    if (r.character && r.damage < 0) return `seat ${r.seat} has negative damage`;
    if (r.air < 0) return `seat ${r.seat} has negative air`;
    if (!s.squares[r.at] && r.character) return `seat ${r.seat} stands on an empty square`;
  }
  if (s.phase === "over" && s.winner === null) return "over without a winner";
  for (const [key, square] of Object.entries(s.squares)) {
    const zone = square.faceDown ? s.zones.facedown : s.zones.map;
    if (!zone?.cards.includes(square.card)) return `square ${key}'s card is not in its zone`;
  }
  return null;
}

export interface Figures {
  games: number;
  intents: number;
  longest: number;
  turns: number;
  leakChecked: number;
  /** Steps in the move phase whose views and legal actions were checked with the hidden cards shuffled. */
  moveStepsLeakChecked: number;
  /** The same for the windows before obstacle checks (the rival's reaction, the active raider's decision). */
  checkStepsLeakChecked: number;
  wins: number[];
}

export function fuzz(
  players: 1 | 2,
  seeds: number,
  bots: TrBot[],
  leakEvery: number,
  seedBase: number,
  maxIntents = 4000,
): Figures {
  const viewers: Viewer[] = players === 1 ? [0, "spectator"] : [0, 1, "spectator"];
  const { game, eventLeak } = watchEvents(tombRaiderGame, viewers);
  const figures: Figures = {
    games: 0,
    intents: 0,
    longest: 0,
    turns: 0,
    leakChecked: 0,
    moveStepsLeakChecked: 0,
    checkStepsLeakChecked: 0,
    wins: [0, 0],
  };
  for (let i = 0; i < seeds; i++) {
    const seed = seedBase + i;
    const setup = { seed, players, options: {} };
    // Every 8th game checks events, card counts and legal actions at every step; every leakEvery-th views and refusals.
    const sampled = i % 8 === 0;
    const checkLeaks = i % leakEvery === 0;
    const refusalChecks = i % (leakEvery * 4) === 0;
    const leakRng = new Rng(seedRng(seed ^ 0x5eed));
    let step = 0;
    let cards: Map<string, number> | null = null;
    const fail = (what: string): never => {
      throw new Error(`${players}p seed ${seed} step ${step}: ${what}`);
    };
    // The cards exist from the deck pick on; from then on each stays exactly once somewhere.
    const conserved = (state: TombRaiderState): void => {
      if (state.phase === "deck" || state.phase === "level") return;
      const counts = cardCounts(tombRaiderGame, state);
      if (cards === null) cards = counts;
      const lost = conservationProblem(cards, counts);
      if (lost) fail(lost);
      if ([...counts.values()].some((n) => n !== 1)) fail("a card is in two places");
    };
    let stepEvents = 0;
    const played = autoplay(sampled ? game : tombRaiderGame, setup, {
      bots,
      botSeed: seed * 7 + 1,
      maxIntents,
      onStep: (match, events) => {
        step += 1;
        stepEvents += events.length;
        const odd = stateProblem(match.state);
        if (odd) fail(odd);
        if (sampled) {
          // The starting hand (thousands of hands, card by card) is walked whole for every deck in words.test.ts.
          const unreachable =
            i % 16 === 0 &&
            match.state.phase !== "hand" &&
            reachProblems(tombRaiderGame, controls, match, i % 32 === 0 ? "en" : "ja");
          if (unreachable) fail(unreachable);
          conserved(match.state);
          for (const event of events) {
            const leak = eventLeak(event);
            if (leak) fail(leak);
          }
          const illegal = legalityProblem(tombRaiderGame, match.state, players);
          if (illegal) fail(illegal);
        }
        if (!checkLeaks) return;
        const crowded =
          !["level", "deck", "hand"].includes(match.state.phase) &&
          reachProblems(tombRaiderGame, controls, {
            ...match,
            state: withLargeHands(match.state, ["deck0", "deck1"], ["hand0", "hand1"]),
          });
        if (crowded) fail(`with large hands: ${crowded}`);
        // Views and legal actions with the hidden cards shuffled at random, at every step (the move phase included).
        if (match.state.phase === "move") figures.moveStepsLeakChecked += 1;
        if (match.state.phase === "tackle") figures.checkStepsLeakChecked += 1;
        for (const viewer of viewers) {
          const leak = leakProblem(tombRaiderGame, match, viewer, leakRng, 1);
          if (leak) fail(leak);
        }
        if (refusalChecks && step % 10 === 0) {
          for (let seat = 0; seat < players; seat++) {
            const leak = refusalProblem(tombRaiderGame, match, seat, probesFor(match.state), leakRng);
            if (leak) fail(leak);
          }
        }
      },
    });
    if (!played.finished) fail(`not finished after ${played.intents.length} intents`);
    if (!sampled) {
      // Every location of the level and every card of the decks chosen, each exactly once, at the end.
      const end = played.match.state;
      const expected = [
        ...(end.level
          ? levelLocations(end.level)
              .filter((l) => l.role !== "entrance")
              .map((l) => l.id)
          : []),
        ...(end.level
          ? levelLocations(end.level)
              .filter((l) => l.role === "entrance")
              .slice(0, players)
              .map((l) => l.id)
          : []),
        ...end.raiders.flatMap((r) => (r.deck ? deckCards(r.seat, r.deck) : [])),
      ];
      const lost = conservationProblem(new Map(expected.map((c) => [c, 1])), cardCounts(tombRaiderGame, end));
      if (lost) fail(lost);
    }
    if (sampled) {
      // The set-up's own events (the steps' were checked as they came).
      for (const event of played.events.slice(0, played.events.length - stepEvents)) {
        const leak = eventLeak(event);
        if (leak) fail(leak);
      }
    }
    if (checkLeaks) {
      const created = createMatch(tombRaiderGame, setup);
      if (!created.ok) fail("setup refused");
      else
        for (const viewer of viewers) {
          const leak = leakProblem(tombRaiderGame, created.match, viewer, leakRng);
          if (leak) fail(`first state: ${leak}`);
        }
    }
    if (refusalChecks) {
      const leak = choiceLeaksInGame(tombRaiderGame, setup, played.intents, {
        faceOf: ownedFace,
        every: 10,
        steps: 8,
        copies: { tries: 1, steps: 8 },
      });
      if (leak) fail(leak);
    }
    const again = replay(tombRaiderGame, setup, played.intents);
    if (JSON.stringify(again) !== JSON.stringify(played.match)) fail("the replay differs");
    figures.games += 1;
    figures.intents += played.intents.length;
    figures.turns += played.match.state.turn;
    figures.longest = Math.max(figures.longest, played.intents.length);
    if (checkLeaks) figures.leakChecked += 1;
    const winner = played.outcome?.winners[0];
    if (winner !== undefined) figures.wins[winner] = (figures.wins[winner] ?? 0) + 1;
  }
  return figures;
}
