/** The bot plays to win from its own view: it beats random play, grows nekomimi and wins contests. */
import { describe, expect, it } from "vitest";
import { autoplay, randomBot, type Bot } from "../../../src/engine/index.ts";
import { powapowaBot } from "../../../src/games/powapowa/bot.ts";
import { powapowaGame } from "../../../src/games/powapowa/game.ts";
import type { PowapowaAction, PowapowaView } from "../../../src/games/powapowa/state.ts";

const random = randomBot as Bot<PowapowaView, PowapowaAction>;

function play(games: number, players: number, bots: (seat: number) => Bot<PowapowaView, PowapowaAction>) {
  const wins = Array.from({ length: players }, () => 0);
  let contests = 0;
  let stage4 = 0;
  for (let seed = 1; seed <= games; seed++) {
    const played = autoplay(
      powapowaGame,
      { seed: 900 + seed, players, options: { nekomimi: 4 } },
      {
        bots: Array.from({ length: players }, (_, s) => bots(s)),
        botSeed: seed,
        maxIntents: 20_000,
      },
    );
    const state = played.match.state;
    if (state.winner !== null) wins[state.winner] = (wins[state.winner] ?? 0) + 1;
    if (state.reason === "contest") contests += 1;
    if (Object.values(state.neko).some((n) => n.stage === 4)) stage4 += 1;
  }
  return { wins, contests, stage4 };
}

describe("Powapowa bot", () => {
  it("wins most games against random play, seated first or second", () => {
    const first = play(30, 2, (s) => (s === 0 ? powapowaBot : random));
    const second = play(30, 2, (s) => (s === 1 ? powapowaBot : random));
    expect(first.wins[0]).toBeGreaterThan(18);
    expect(second.wins[1]).toBeGreaterThan(18);
  });

  it("raises nekomimi to stage 4 and wins by contest among bots, at 4 breeders too", () => {
    const two = play(20, 2, () => powapowaBot);
    expect(two.stage4).toBeGreaterThan(15);
    expect(two.contests).toBeGreaterThan(12);
    const four = play(10, 4, () => powapowaBot);
    expect(four.contests).toBeGreaterThan(6);
  });
});
