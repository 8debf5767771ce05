import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { playTerminal } from "../../src/cli/terminal.ts";

/**
 * `npm start` without a Discord token, at a terminal: the terminal table against the bot, kept in the bot's SQLite
 * file, so a game left unfinished is offered again the next time (the TTY check itself is in src/start.ts).
 */
async function session(file: string, answers: string[]): Promise<string> {
  const lines: string[] = [];
  const queue = [...answers];
  const input = { read: async (question: string) => (lines.push(question), queue.shift() ?? null), close: () => {} };
  expect(await playTerminal({ databasePath: file }, "en", input, (line) => lines.push(line))).toBe(0);
  return lines.join("\n");
}

describe("the terminal table on the SQLite file", () => {
  it("asks for a game, keeps the game in the file when left, and takes it up again", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "terminal-")), "bot.sqlite");
    const first = await session(file, ["1", "q"]);
    expect(first).toContain("Which game would you like to play against the bot?");
    expect(first).toContain("the game is kept");
    const hand = /Your hand: .*/.exec(first)?.[0];
    expect(hand).toBeDefined();

    const second = await session(file, ["1", "q"]);
    expect(second).toContain("You have an unfinished game of Spymaster.");
    expect(second).toContain(hand);
    expect(second).not.toContain("Which game would you like");

    const third = await session(file, ["2", "2", "q"]);
    expect(third).toContain("You have an unfinished game of Spymaster.");
    expect(third).toContain("Which game would you like");
    expect(third).toMatch(/MindMaster|strikes/);
    const fourth = await session(file, ["1", "q"]);
    expect(fourth).toContain("You have an unfinished game of MindMaster.");
  });
});
