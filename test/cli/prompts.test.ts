/**
 * Help is never an answer (issue 28, points 1-3): at every kind of prompt of every game (pick one, "Press 1", pick
 * several, the game picker, the player count, the settings, taking a game up again) `rules`, `?`, `help`, `card NAME`
 * and junk show help or say what to type and ask again, and nothing of the game is lost; `q` leaves at any of them.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TABLE_KINDS } from "../../src/games/catalog.ts";
import { drivePlay, driveTerminal, typing, type Policy } from "./driver.ts";

const NOISE = ["rules", "?", "help", "rules 2", "card a", "zzz", "0", "99", "ルール"];
const REAL_ANSWERS = 45;

/** A seeded choice of numbers, the same in every run with the same seed. */
function numbers(seed: number): (max: number) => number {
  let state = seed;
  return (max) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return 1 + (state % max);
  };
}

/** The real answer to a question: a choice on the list, or a few different items of a pick, or nothing to keep. */
function realAnswer(screen: string, question: string, pick: (max: number) => number): string {
  const many = /numbers of (\d+)(?:-(\d+))? items/.exec(question);
  if (many) {
    if (/Type \S+ different numbers/.test(screen)) return "";
    const items = [...screen.matchAll(/^ {4}(\d+)\. /gm)].length;
    const count = Math.min(items, Number(many[1]));
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(pick(items));
    return [...chosen].join(" ");
  }
  const max = /Choose 1-(\d+)/.exec(question);
  // A list to pick several from is taken every other time it is offered, so each game's such prompts are reached.
  const several = /^ {2}(\d+)\. .*from a list\)$/m.exec(screen)?.[1];
  if (max && several && pick(2) === 1) return several;
  if (max) return String(pick(Number(max[1])));
  return /Press 1/.test(question) ? "1" : "";
}

interface Run {
  policy: Policy;
  /** Problems seen: help that showed nothing, or a help word that changed the stored game or moved on. */
  problems: string[];
  real: number;
}

/**
 * Answers like a person, a seeded choice each time; with noise, first types every help word and some junk at each
 * question, checking after each that the question is asked again and the stored game has not changed.
 */
function player(seed: number, noisy: boolean, rulesHeading: string, firstAnswers: readonly string[] = []): Run {
  const pick = numbers(seed);
  const run: Run = { policy: () => null, problems: [], real: 0 };
  const opening = [...firstAnswers];
  let queue: string[] = [];
  let asked: { question: string; screen: string; stored: string | undefined } | null = null;
  let lastNoise: string | null = null;
  run.policy = (screen, question, stored) => {
    if (lastNoise !== null && asked) {
      if (question !== asked.question)
        run.problems.push(`"${lastNoise}" moved on from "${asked.question}" to "${question}"`);
      if (stored !== asked.stored) run.problems.push(`"${lastNoise}" at "${asked.question}" changed the stored game`);
      if (
        lastNoise === "rules" &&
        !screen.includes(rulesHeading) &&
        !screen.includes("Pick a game by its number first")
      ) {
        run.problems.push(`rules showed no rules at "${question}"`);
      }
    }
    if (lastNoise === null) {
      asked = { question, screen, stored };
      if (noisy)
        queue =
          question.includes("numbers of") || question.includes("value") ? NOISE.filter((n) => n !== "0") : [...NOISE];
    }
    const noise = queue.shift();
    if (noise !== undefined) {
      lastNoise = noise;
      return noise;
    }
    lastNoise = null;
    const first = opening.shift();
    if (first !== undefined) return first;
    if (run.real === REAL_ANSWERS) return "q";
    run.real += 1;
    return realAnswer(asked?.screen ?? "", question, pick);
  };
  return run;
}

describe("help at a prompt never counts as an answer, in every game", () => {
  const ids = [...TABLE_KINDS.keys()];
  for (const kind of TABLE_KINDS.values()) {
    it(`${kind.id}: rules, ?, help, card and junk at every prompt change nothing; q keeps the game`, async () => {
      const file = join(mkdtempSync(join(tmpdir(), "prompts-")), "bot.sqlite");
      const players = kind.game.players.min === kind.game.players.max ? [] : [String(2 - kind.game.players.min + 1)];
      const settings = kind.settings ? ["1"] : [];
      const run = player(7, true, kind.guide("en", "terminal").title, [
        String(ids.indexOf(kind.id) + 1),
        ...players,
        ...settings,
      ]);
      const played = await driveTerminal(file, run.policy);
      expect(played.code).toBe(0);
      expect(run.problems).toEqual([]);
      expect(played.out).not.toContain("Something went wrong");
      // npm start deals a fresh game each run, so it may end on the last real answer before q is typed.
      if (!/Game over after \d+/.test(played.out)) {
        expect(run.real).toBe(REAL_ANSWERS);
        expect(played.out).toContain("the game is kept");
        const again = await driveTerminal(file, player(8, true, kind.guide("en", "terminal").title).policy);
        expect(again.out).toContain(`You have an unfinished game of ${kind.name("en")}.`);
      }
    });
  }

  it("npm run play: a whole game with help and junk before every answer, to its end", async () => {
    const run = player(5, true, "Spymaster: how to play");
    const played = await drivePlay(["spymaster", "--seed", "9"], run.policy);
    expect(played.err).toBe("");
    expect(played.code).toBe(0);
    expect(run.problems).toEqual([]);
    expect(played.out).toMatch(/Game over after \d+ rounds|You left the table\./);
  });

  it("q leaves at a prompt that asks for several numbers, and rules and card there show help", async () => {
    // Powapowa's own nekomimi, prepared in secret: pick 1 to 4 from a list.
    const run = await drivePlay(
      ["powapowa", "--seed", "3", "--bots", "1"],
      typing(["1", "2", "rules", "card scratch", "q"]),
    );
    expect(run.code).toBe(0);
    expect(run.out).toContain("Type the numbers of 1-4 items");
    expect(run.out).toContain("Powapowa: how to play");
    expect(run.out).toContain("Scratch (ひっかき)");
    expect(run.out).toContain("You left the table.");
    expect(run.out).not.toContain("Type 1-4 different numbers");
  });
});

describe("npm start's terminal table: help and q at the game picker, the player count, the settings and the resume prompt", () => {
  it("shows help at the game picker instead of crashing, and keeps an unfinished game through help and junk", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "prompts-")), "bot.sqlite");
    const first = await driveTerminal(file, typing(["rules", "?", "help", "card spy", "zz", "1", "q"]));
    expect(first.code).toBe(0);
    expect(first.out).toContain("Pick a game by its number first");
    expect(first.out).toContain("the game is kept");
    const hand = /Your hand: .*/.exec(first.out)?.[0] ?? "no hand";

    const second = await driveTerminal(file, typing(["rules", "?", "help", "card spy", "junk", "3", "q"]));
    expect(second.out).toContain("Spymaster: how to play");
    expect(second.out).toContain("Spy (スパイ)");
    expect(second.out).toContain("the game is kept");
    expect(second.out).not.toContain("Which game would you like");

    const third = await driveTerminal(file, typing(["1", "q"]));
    expect(third.out).toContain("You have an unfinished game of Spymaster.");
    expect(third.out).toContain(hand);
  });

  it("asks Survivor's player count and settings, with help and q at each", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "prompts-")), "bot.sqlite");
    const survivor = String([...TABLE_KINDS.keys()].indexOf("survivor") + 1);
    const quit = await driveTerminal(file, typing([survivor, "rules", "card rope", "zz", "q"]));
    expect(quit.code).toBe(0);
    expect(quit.out).toContain("How many players, you and the bots?");
    expect(quit.out).toContain("Survivor: how to play");
    expect(quit.out).not.toContain("You are Player 1");

    const four = await driveTerminal(file, typing([survivor, "3", "rules", "3", "2", "4", "rules", "Nope", "1", "q"]));
    expect(four.out).toContain("4 players: you and 3 bots");
    expect(four.out).toContain("Table settings");
    expect(four.out).toContain("No early alliances: on");
    expect(four.out).toContain("There is no challenge Nope in this set.");
    expect(four.out).not.toContain("Small cast");
    expect(four.out).toContain("Player 4 (bot)");
    expect(four.out).toContain("the game is kept");
    const resumed = await driveTerminal(file, typing(["1", "q"]));
    expect(resumed.out).toContain("You have an unfinished game of Survivor.");
    expect(resumed.out).toContain("Player 4 (bot)");
  });
});
