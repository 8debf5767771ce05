import { describe, expect, it } from "vitest";
import {
  autoplay,
  canSee,
  cardCounts,
  conservationProblem,
  createMatch,
  eventFor,
  findHiddenCard,
  leakProblem,
  randomBot,
  replay,
  Rng,
  seedRng,
  type Bot,
  type GameDefinition,
  type GameEvent,
  type Viewer,
} from "../../../src/engine/index.ts";
import { spymasterBot } from "../../../src/games/spymaster/bot.ts";
import { deckOf, type Variant } from "../../../src/games/spymaster/cards.ts";
import { spymasterGame } from "../../../src/games/spymaster/index.ts";
import type { SpymasterOptions } from "../../../src/games/spymaster/setup.ts";
import type { SpymasterAction, SpymasterState, SpymasterView } from "../../../src/games/spymaster/state.ts";

/**
 * Seeded games between bots, both variants: every game must end within the cap, keep all 21 cards (each once) at
 * every step, replay exactly from its seed and intents, and never show a viewer a card they may not see.
 */

type Game = GameDefinition<SpymasterState, SpymasterAction, SpymasterView, SpymasterOptions>;
type SpyBot = Bot<SpymasterView, SpymasterAction>;

const VIEWERS: readonly Viewer[] = [0, 1, "spectator"];
const MAX_INTENTS = 3000;
const random = randomBot as SpyBot;

/** Which cards each viewer can see, as one bit per card (21 cards fit an int). */
type Visible = [number, number, number];

function cardIndex(variant: Variant): Map<string, number> {
  return new Map(deckOf(variant).map((c, i) => [c.id, i]));
}

function visibleMasks(state: SpymasterState, index: Map<string, number>): Visible {
  const masks: Visible = [0, 0, 0];
  VIEWERS.forEach((viewer, v) => {
    for (const z of Object.values(state.zones)) {
      if (canSee(z, viewer)) for (const c of z.cards) masks[v] = (masks[v] as number) | (1 << (index.get(c) as number));
    }
  });
  return masks;
}

/**
 * The game, with each event the rules emit remembered together with what every viewer can see from that moment
 * to the end of the intent. A card an event names must be visible to its reader at some point in that span (a
 * revealed card is announced a moment before it is moved face up; a card revealed and then reshuffled into the
 * deck in the same intent was public in between).
 */
function watched(): { game: Game; visibleAfter: Map<GameEvent, Visible> } {
  const visibleAfter = new Map<GameEvent, Visible>();
  const game: Game = {
    ...spymasterGame,
    apply(state, answers, ctx) {
      const index = cardIndex(state.variant);
      const emitted: GameEvent[] = [];
      const snapshots: Visible[] = [];
      spymasterGame.apply(state, answers, {
        rng: ctx.rng,
        emit: (event) => {
          snapshots.push(visibleMasks(state, index));
          emitted.push(event);
          ctx.emit(event);
        },
      });
      const union = visibleMasks(state, index);
      for (let i = emitted.length - 1; i >= 0; i--) {
        const snap = snapshots[i] as Visible;
        for (let v = 0; v < 3; v++) union[v] = (union[v] as number) | (snap[v] as number);
        visibleAfter.set(emitted[i] as GameEvent, [...union]);
      }
    },
  };
  return { game, visibleAfter };
}

/** The cards outside a visibility mask, cached per mask. */
function hiddenByMask(all: readonly string[]): (mask: number) => Set<string> {
  const cache = new Map<number, Set<string>>();
  return (mask) => {
    let hidden = cache.get(mask);
    if (!hidden) {
      hidden = new Set(all.filter((_, i) => (mask & (1 << i)) === 0));
      cache.set(mask, hidden);
    }
    return hidden;
  };
}

function eventLeak(event: GameEvent, visible: Visible, hiddenOf: (mask: number) => Set<string>): string | null {
  for (const [v, viewer] of VIEWERS.entries()) {
    const found = findHiddenCard(eventFor(event, viewer), hiddenOf(visible[v] as number));
    if (found) return `event ${event.type} shows viewer ${viewer} a hidden card at ${found}`;
  }
  return null;
}

/** Table invariants of this game beyond card conservation. */
function stateProblem(s: SpymasterState): string | null {
  const z = s.zones;
  if (z.played.cards.length !== (s.phase === "guess" ? 1 : 0)) return `played zone holds ${z.played.cards.length} in ${s.phase}`;
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
  const index = cardIndex(variant);
  const hiddenOf = hiddenByMask(all);
  const { game, visibleAfter } = watched();
  const everyCardOnce = new Map(all.map((c) => [c, 1]));
  const figures: Figures = { games: 0, intents: 0, longest: 0, leakChecked: 0, wins: [0, 0] };
  for (let i = 0; i < seeds; i++) {
    const seed = seedBase + i;
    const setup = { seed, players: 2, options: { variant } };
    const checkLeaks = i % leakEvery === 0;
    const leakRng = new Rng(seedRng(seed ^ 0x5eed));
    let step = 0;
    const fail = (what: string): never => {
      throw new Error(`${variant} seed ${seed} step ${step}: ${what}`);
    };
    const played = autoplay(game, setup, {
      bots,
      botSeed: seed * 7 + 1,
      maxIntents: MAX_INTENTS,
      onStep: (match, events) => {
        step += 1;
        const lost = conservationProblem(everyCardOnce, cardCounts(spymasterGame, match.state));
        if (lost) fail(lost);
        const odd = stateProblem(match.state);
        if (odd) fail(odd);
        const endVisible = visibleMasks(match.state, index);
        for (const event of events) {
          const leak = eventLeak(event, visibleAfter.get(event) ?? endVisible, hiddenOf);
          if (leak) fail(leak);
        }
        visibleAfter.clear();
        if (checkLeaks) {
          for (const viewer of VIEWERS) {
            const leak = leakProblem(spymasterGame, match, viewer, leakRng);
            if (leak) fail(leak);
          }
          const prompted = spymasterGame.prompt(match.state)?.seats ?? [];
          for (const seat of [0, 1]) {
            const legal = spymasterGame.legalActions(match.state, seat);
            if (!prompted.includes(seat) && legal.length > 0) fail(`seat ${seat} is not prompted but has legal actions`);
            for (const action of legal) {
              const refusal = spymasterGame.check(match.state, seat, action);
              if (refusal) fail(`legal action ${JSON.stringify(action)} refused: ${refusal.code}`);
            }
          }
        }
      },
    });
    if (!played.finished) fail(`not finished after ${played.intents.length} intents`);
    // The setup's own events (the shuffle, the deal, the first attacker) against the first state.
    const created = createMatch(spymasterGame, setup);
    if (!created.ok) return fail("setup refused");
    for (const event of created.events) {
      const leak = eventLeak(event, visibleMasks(created.match.state, index), hiddenOf);
      if (leak) fail(`setup: ${leak}`);
    }
    if (checkLeaks) {
      for (const viewer of VIEWERS) {
        const leak = leakProblem(spymasterGame, created.match, viewer, leakRng);
        if (leak) fail(`first state: ${leak}`);
      }
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

describe("fuzz: random bots", () => {
  for (const variant of ["spymaster", "mindmaster"] as const) {
    it(`${variant}: 2000 seeded games end, conserve the cards, replay exactly and never leak`, () => {
      const f = fuzz(variant, 2000, [random, random], 10, 1);
      expect(f.games).toBe(2000);
      expect(f.leakChecked).toBe(200);
      expect(f.wins[0] + f.wins[1]).toBe(2000);
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
