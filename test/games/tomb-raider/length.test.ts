/**
 * How long ordinary games last: 1,000 bot games of each size (issue 10). The starter set must not end on turn 1
 * (under 5 %), the median game must last at least 4 turns, and the parts of the game that need time (saves,
 * reloads, raider fights, flooding) must come up. The figures are printed for the issue notes.
 */
import { describe, expect, it } from "vitest";
import { autoplay, type GameEvent } from "../../../src/engine/index.ts";
import { tombRaiderBot } from "../../../src/games/tomb-raider/bot.ts";
import { tombRaiderGame } from "../../../src/games/tomb-raider/game.ts";

const GAMES = 1000;
const PARTS = ["save", "reload", "fight", "flood", "discover"] as const;

function lengths(players: number): { turns: number[]; parts: Record<string, number> } {
  const turns: number[] = [];
  const parts: Record<string, number> = Object.fromEntries(PARTS.map((p) => [p, 0]));
  for (let seed = 1; seed <= GAMES; seed++) {
    const played = autoplay(
      tombRaiderGame,
      { seed, players, options: {} },
      { bots: Array(players).fill(tombRaiderBot), botSeed: seed, maxIntents: 20_000 },
    );
    expect(played.finished, `seed ${seed}`).toBe(true);
    turns.push(played.match.state.turn);
    const seen = new Set(played.events.map((e: GameEvent) => e.type));
    for (const part of PARTS) if (seen.has(part)) parts[part] = (parts[part] ?? 0) + 1;
  }
  return { turns: turns.sort((a, b) => a - b), parts };
}

describe("game length with the starter set (1,000 bot games of each size)", () => {
  for (const players of [1, 2]) {
    it(`${players === 1 ? "solo" : "two players"}: under 5 % end on turn 1, the median lasts at least 4 turns`, () => {
      const { turns, parts } = lengths(players);
      const share = (n: number): string => `${((100 * n) / GAMES).toFixed(1)} %`;
      const byTurn = new Map<number, number>();
      for (const t of turns) byTurn.set(t, (byTurn.get(t) ?? 0) + 1);
      const median = turns[Math.floor(turns.length / 2)] as number;
      const firstTurn = byTurn.get(1) ?? 0;
      console.log(
        `tomb-raider ${players}p: turn 1 ${share(firstTurn)}, median ${median}, p90 ${turns[Math.floor(turns.length * 0.9)]}, max ${turns.at(-1)};`,
        `games ending on each turn: ${[...byTurn].map(([t, n]) => `${t}:${n}`).join(" ")};`,
        `games with ${PARTS.map((p) => `${p} ${share(parts[p] ?? 0)}`).join(", ")}`,
      );
      expect(firstTurn / GAMES).toBeLessThan(0.05);
      expect(median).toBeGreaterThanOrEqual(4);
      for (const part of PARTS) if (players === 2 || part !== "fight") expect(parts[part], part).toBeGreaterThan(0);
    });
  }
});
