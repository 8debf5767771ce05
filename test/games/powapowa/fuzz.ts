/** Powapowa's side of the shared fuzz run (fuzz-kit.ts): its bots, refusal probes, state check and figures. */
import { describe, expect, it } from "vitest";
import { physicalCards, randomBot, type Bot } from "../../../src/engine/index.ts";
import { attachedTo, seatZone, territoriesInPlay } from "../../../src/games/powapowa/board.ts";
import { cardOf, CARDS, DECKS, faceOf, NEKOMIMI } from "../../../src/games/powapowa/cards.ts";
import { powapowaBot } from "../../../src/games/powapowa/bot.ts";
import { DEFAULT_OPTIONS, powapowaGame } from "../../../src/games/powapowa/game.ts";
import type { PowapowaAction, PowapowaState, PowapowaView } from "../../../src/games/powapowa/state.ts";
import { fuzzGames, type FuzzSpec } from "../fuzz-kit.ts";
import { withLargeHands } from "../reach.ts";

type PowapowaBot = Bot<PowapowaView, PowapowaAction>;

/** Games per player count in the regular suite; FUZZ_GAMES raises it for a deep run. */
export const GAMES = Number(process.env.FUZZ_GAMES ?? 0) || 24;

/** Actions naming the first copy of every card of every seat and every nekomimi, legal or not. */
function probesFor(players: number): PowapowaAction[] {
  const seats = Array.from({ length: players }, (_, s) => s);
  const cards = [...new Set(seats.flatMap((s) => DECKS.flatMap((d) => physicalCards(s, d.cards))))].filter((c) =>
    c.endsWith(":1"),
  );
  const nekomimi = seats.flatMap((s) => NEKOMIMI.slice(0, 6).map((n) => `${s}:${n.id}`));
  const some = nekomimi[0] ?? "0:mochi";
  return [
    ...cards.flatMap((card): PowapowaAction[] => [
      { type: "play", card, nekomimi: some },
      { type: "play", card, by: some, nekomimi: some },
      { type: "commit", card },
      { type: "discard", card },
      { type: "back", nekomimi: some, card },
    ]),
    ...nekomimi.flatMap((n): PowapowaAction[] => [
      { type: "first", nekomimi: n },
      { type: "choose", nekomimi: n },
      { type: "search", nekomimi: n },
      { type: "fight", by: some, target: n },
      { type: "enter", nekomimi: n },
    ]),
    { type: "draw" },
    { type: "skip" },
    { type: "declare" },
    { type: "done" },
    { type: "pass" },
    { type: "mulligan", take: true },
  ];
}

/** Attachments sit on something in play, the cap holds, and nothing outlives a finished game's winner. */
function stateProblem(s: PowapowaState): string | null {
  if (s.phase === "over" && s.winner === null) return "over without a winner";
  if (s.winner !== null && s.outSeats.includes(s.winner)) return "the winner is out";
  for (const [card, host] of Object.entries(s.on)) {
    const owner = Number(card.split(":")[0]);
    if (!seatZone(s, owner, "attached").cards.includes(card))
      return `${card} attached but not in its owner's attached cards`;
    const onCard = host.split(":").length === 3;
    if (onCard && cardOf(host).type !== "territory") return `${card} sits on ${host}, not a territory`;
    if (onCard && attachedTo(s, host).length > 1) return `${host} holds two items`;
  }
  if (territoriesInPlay(s) > s.cap) return `territories over the cap: ${territoriesInPlay(s)}`;
  if (s.phase === "turn" && s.outSeats.includes(s.active)) return "the active breeder is out";
  const hidden = hiddenNamedOutsideZones(s);
  if (hidden) return `${hidden} is named outside the zones while face down (reveal renames only the zones)`;
  return null;
}

/** A card id named outside the zones (as a value or a key) that no public zone holds: reveal would not rename it. */
function hiddenNamedOutsideZones(s: PowapowaState): string | null {
  const faceUp = new Set(Object.values(s.zones).flatMap((z) => (z.visibility === "public" ? z.cards : [])));
  const isCard = (text: string): boolean => /^\d+:[^:]+:\d+$/.test(text);
  const look = (value: unknown): string | null => {
    if (typeof value === "string") return isCard(value) && !faceUp.has(value) ? value : null;
    if (typeof value !== "object" || value === null) return null;
    for (const [key, v] of Object.entries(value)) {
      const found = (isCard(key) && !faceUp.has(key) ? key : null) ?? look(v);
      if (found) return found;
    }
    return null;
  };
  const { zones: _zones, ...rest } = s;
  return look(rest);
}

export interface FuzzFigures {
  games: number;
  intents: number;
  turns: number;
  longest: number;
  contests: number;
  wins: number[];
}

export function fuzz(
  games: number,
  players: number,
  bots: PowapowaBot[],
  opts: { leakEvery: number; seedBase: number; nekomimi?: number },
): FuzzFigures {
  const probes = probesFor(players);
  const figures: FuzzFigures = {
    games: 0,
    intents: 0,
    turns: 0,
    longest: 0,
    contests: 0,
    wins: Array.from({ length: players }, () => 0),
  };
  const spec: FuzzSpec<PowapowaState, PowapowaAction, PowapowaView> = {
    game: powapowaGame,
    players,
    options: { ...DEFAULT_OPTIONS, nekomimi: opts.nekomimi ?? DEFAULT_OPTIONS.nekomimi },
    bots,
    label: `${players} breeders`,
    maxIntents: 20_000,
    dealt: (state) => state.phase !== "deck" && state.phase !== "prepare",
    stateProblem,
    reach: true,
    // Each breeder's deck dealt into their own hand: their cards stay theirs.
    largeHands: (state) =>
      Array.from({ length: players }, (_, s) => s).reduce(
        (st, s) => withLargeHands(st, [`deck${s}`], [`hand${s}`]),
        state,
      ),
    leak: opts.leakEvery,
    refusals: { games: 1, steps: 7, probes: () => probes },
    choices: { games: 4, every: 5, steps: 10, copies: 2, alternatives: 24, faceOf: ownedFace },
  };
  fuzzGames(spec, games, opts.seedBase, ({ match, intents, outcome }) => {
    figures.games += 1;
    figures.intents += intents.length;
    figures.turns += match.state.turn;
    figures.longest = Math.max(figures.longest, match.state.turn);
    if (match.state.reason === "contest") figures.contests += 1;
    const winner = outcome?.winners[0];
    if (winner !== undefined) figures.wins[winner] = (figures.wins[winner] ?? 0) + 1;
  });
  return figures;
}

/** Copies of one face in one owner's cards are interchangeable. */
function ownedFace(card: string): string {
  return `${card.split(":")[0] ?? ""}:${faceOf(card)}`;
}

/** Every card face of the set is reachable in some preconstructed deck (the fuzz then plays it). */
export const UNUSED_CARDS = CARDS.filter((c) => !DECKS.some((d) => d.cards.some((e) => e.card === c.id))).map(
  (c) => c.id,
);

/**
 * The fuzz suite for one player count: the bot in every other seat against random players, and a quarter as many
 * games with two nekomimi each. Seeds differ per count.
 */
export function fuzzSuite(players: number): void {
  describe(`fuzz: Powapowa, ${players} breeders`, () => {
    it(
      "seeded games end, conserve the cards, replay exactly and never leak",
      () => {
        const bots = Array.from({ length: players }, (_, s) =>
          s % 2 === 0 ? powapowaBot : (randomBot as PowapowaBot),
        );
        const extra = Math.ceil(GAMES / 4);
        const mixed = fuzz(GAMES, players, bots, { leakEvery: 20, seedBase: players * 100_000 });
        const pairs = fuzz(extra, players, bots, { leakEvery: 10, seedBase: players * 100_000 + 50_000, nekomimi: 2 });
        console.log(`powapowa fuzz ${players} breeders: ${JSON.stringify({ mixed, pairs })}`);
        expect(mixed.games + pairs.games).toBe(GAMES + extra);
        expect(UNUSED_CARDS).toEqual([]);
      },
      300_000 * Math.max(1, GAMES / 40),
    );
  });
}
