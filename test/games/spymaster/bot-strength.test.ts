import { describe, expect, it } from "vitest";
import {
  autoplay,
  cloneJson,
  randomBot,
  Rng,
  seedRng,
  viewMatch,
  waitingFor,
  type Bot,
  type Match,
} from "../../../src/engine/index.ts";
import { permuteHidden } from "../../../src/engine/testing.ts";
import { spymasterBot } from "../../../src/games/spymaster/bot.ts";
import { card, type Variant } from "../../../src/games/spymaster/cards.ts";
import { spymasterGame } from "../../../src/games/spymaster/index.ts";
import type { SpymasterAction, SpymasterState, SpymasterView } from "../../../src/games/spymaster/state.ts";
import { handOf } from "../../../src/games/spymaster/board.ts";

const random = randomBot as Bot<SpymasterView, SpymasterAction>;

/** A simpler player to beat: guesses the type it has seen least of, attacks with a random card. */
const counting: Bot<SpymasterView, SpymasterAction> = {
  choose(matchView, legal, rng) {
    const guesses = legal.filter((a): a is Extract<SpymasterAction, { type: "guess" }> => a.type === "guess");
    if (guesses.length === 0) return rng.pick(legal);
    const { table, viewer } = matchView;
    const mine = viewer === "spectator" ? [] : (table.seats[viewer]?.hand.cards ?? []);
    const seen = [...table.discard, ...table.seats[0].row, ...table.seats[1].row, ...mine].map((c) => card(c).kind);
    const unseen = (g: (typeof guesses)[number]) => 7 - seen.filter((k) => k === g.kind).length;
    const most = Math.max(...guesses.map(unseen));
    return rng.pick(guesses.filter((g) => unseen(g) === most));
  },
};

function winRate(
  bot: Bot<SpymasterView, SpymasterAction>,
  against: Bot<SpymasterView, SpymasterAction>,
  variant: Variant,
): number {
  let wins = 0;
  for (let seed = 0; seed < 400; seed++) {
    const botSeat = seed % 2;
    const bots = botSeat === 0 ? [bot, against] : [against, bot];
    const game = autoplay(
      spymasterGame,
      { seed, players: 2, options: { variant } },
      { bots, botSeed: seed, maxIntents: 5000 },
    );
    expect(game.finished).toBe(true);
    if (game.outcome?.winners[0] === botSeat) wins++;
  }
  return wins / 400;
}
const variants: Variant[] = ["spymaster", "mindmaster"];

describe.each(variants)("the %s bot", (variant) => {
  it("beats a random player clearly over 400 seeded games, from either seat", () => {
    expect(winRate(spymasterBot, random, variant)).toBeGreaterThan(0.7);
  });

  it("beats a card-counting guesser clearly over 400 seeded games, from either seat", () => {
    expect(winRate(spymasterBot, counting, variant)).toBeGreaterThan(0.68);
  });

  it("decides from its own view only: rearranging the cards it cannot see never changes its choice", () => {
    let checked = 0;
    for (let seed = 0; seed < 60; seed++) {
      autoplay(
        spymasterGame,
        { seed, players: 2, options: { variant } },
        {
          bots: [spymasterBot, spymasterBot],
          botSeed: seed,
          maxIntents: 5000,
          onStep: (match) => {
            const seat = waitingFor(spymasterGame, match)[0];
            if (seat === undefined) return;
            const choose = (state: typeof match.state) =>
              spymasterBot.choose(
                viewMatch(spymasterGame, { ...match, state }, seat),
                spymasterGame.legalActions(state, seat),
                new Rng(seedRng(seed * 1000 + match.seq)),
              );
            const other = permuteHidden(spymasterGame, match.state, seat, new Rng(seedRng(match.seq)));
            expect(choose(other)).toEqual(choose(match.state));
            checked++;
          },
        },
      );
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("does not always attack with the same card from the same position", () => {
    const positions: Match<SpymasterState, SpymasterAction>[] = [];
    autoplay(
      spymasterGame,
      { seed: 11, players: 2, options: { variant } },
      {
        bots: [spymasterBot, spymasterBot],
        botSeed: 1,
        maxIntents: 5000,
        onStep: (match) => {
          if (spymasterGame.prompt(match.state)?.decision === "attack") positions.push(cloneJson(match));
        },
      },
    );
    const match = positions.find(
      (m) => new Set(handOf(m.state, m.state.attacker).cards.map((c) => card(c).kind)).size === 3,
    );
    if (!match) throw new Error("no attack position with all three types in hand");
    const seat = match.state.attacker;
    const choices = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const action = spymasterBot.choose(
        viewMatch(spymasterGame, match, seat),
        spymasterGame.legalActions(match.state, seat),
        new Rng(seedRng(i)),
      );
      choices.add(JSON.stringify(action));
    }
    expect(choices.size).toBeGreaterThan(1);
  });
});
