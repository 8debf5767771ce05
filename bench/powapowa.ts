import { autoplay, type Seat } from "../src/engine/index.ts";
import { moverActions } from "../src/games/powapowa/actions.ts";
import { seatZone } from "../src/games/powapowa/board.ts";
import { powapowaBot } from "../src/games/powapowa/bot.ts";
import { cardOf, faceOf } from "../src/games/powapowa/cards.ts";
import { fightTargets } from "../src/games/powapowa/fight.ts";
import { DEFAULT_OPTIONS, powapowaGame } from "../src/games/powapowa/game.ts";
import type { PowapowaState } from "../src/games/powapowa/state.ts";
import type { BenchTable } from "./engine.ts";
import { round, type BenchRecord } from "./measure.ts";

/**
 * How Powapowa plays out between bots (issue 28): how many games a contest decides (rather than decks running out),
 * how long they last, and how often a breeder is stuck, holding cards of which none has a use in the turn.
 */
export interface PowapowaFigures {
  games: number;
  /** Turns of each game, shortest first. */
  turns: number[];
  contests: number;
  /** Breeder actions seen, and those at which the breeder was stuck. */
  breederTurns: number;
  stuck: number;
}

/**
 * Stuck: at the breeder action, 4 cards or more in hand and none of them playable this turn, by the breeder or any
 * able nekomimi; fight cards and fight events count as playable when one of the breeder's nekomimi could start a fight.
 */
export function stuckAt(state: PowapowaState, seat: Seat): boolean {
  const hand = seatZone(state, seat, "hand").cards;
  if (hand.length < 4) return false;
  const played = new Set<string>();
  for (const a of [...moverActions(state, seat, "breeder"), ...moverActions(state, seat, "nekomimi", true)])
    if (a.type === "play") played.add(faceOf(a.card));
  const canFight = seatZone(state, seat, "field").cards.some((n) => fightTargets(state, n).length > 0);
  const inFights = (card: string): boolean => {
    const def = cardOf(card);
    return def.type === "fight" || (def.type === "event" && def.when === "fight");
  };
  return !hand.some((card) => played.has(faceOf(card)) || (canFight && inFights(card)));
}

/** `games` bot games of `players` breeders from `seedBase`, with the figures above. */
export function playPowapowa(players: number, games: number, seedBase: number): PowapowaFigures {
  const figures: PowapowaFigures = { games, turns: [], contests: 0, breederTurns: 0, stuck: 0 };
  for (let seed = seedBase; seed < seedBase + games; seed++) {
    let seen = -1;
    const played = autoplay(
      powapowaGame,
      { seed, players, options: DEFAULT_OPTIONS },
      {
        bots: Array.from({ length: players }, () => powapowaBot),
        botSeed: seed,
        maxIntents: 20_000,
        onStep: (match) => {
          const s = match.state;
          if (s.turn === seen || powapowaGame.prompt(s)?.decision !== "breeder") return;
          seen = s.turn;
          figures.breederTurns += 1;
          if (stuckAt(s, s.active)) figures.stuck += 1;
        },
      },
    );
    figures.turns.push(played.match.state.turn);
    if (played.match.state.reason === "contest") figures.contests += 1;
  }
  figures.turns.sort((a, b) => a - b);
  return figures;
}

/** The bench's records of those figures for one table size (its game length is `turnsPerGame`'s). */
export function powapowaOutcomes({ players, label }: BenchTable, games: number): BenchRecord[] {
  const f = playPowapowa(players, games, 1);
  return [
    { name: `${label}.contest_win_share`, value: round(f.contests / f.games), unit: "share" },
    { name: `${label}.stuck_turn_share`, value: round(f.stuck / f.breederTurns), unit: "share" },
  ];
}
