import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TABLE_KINDS } from "../../src/games/catalog.ts";
import { TS_ENTRY } from "./launch.ts";

const root = join(import.meta.dirname, "..", "..");
const tsx = join(root, "node_modules", ".bin", "tsx");

function play(args: string[], input = "") {
  const run = spawnSync(process.execPath, [...TS_ENTRY, "src/cli/main.ts", ...args], {
    cwd: root,
    input,
    encoding: "utf8",
    env: { ...process.env, LANG: "en_US.UTF-8" },
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe("npm run play", () => {
  it("plays a bot match to the end and prints one JSON summary; the same seed gives the same output", () => {
    const first = play(["spymaster", "--bots", "2", "--seed", "42", "--json"]);
    expect(first.code).toBe(0);
    const summary = JSON.parse(first.out) as Record<string, unknown>;
    expect(summary).toMatchObject({ game: "spymaster", seed: 42, players: 2, finished: true });
    expect([0, 1]).toContain(summary.winner);
    expect(summary.turns).toBeGreaterThan(0);
    expect(summary.intents).toBeGreaterThan(0);
    expect(play(["spymaster", "--bots", "2", "--seed", "42", "--json"]).out).toBe(first.out);
    expect(play(["spymaster", "--bots", "2", "--seed", "43", "--json"]).out).not.toBe(first.out);
  });

  it("accepts a 128-bit hex seed and replays it exactly", () => {
    const seed = "0123456789abcdef0123456789ABCDEF";
    const first = play(["mindmaster", "--bots", "2", "--seed", seed, "--json"]);
    expect(first.code).toBe(0);
    expect(JSON.parse(first.out)).toMatchObject({ seed: seed.toLowerCase(), finished: true });
    expect(play(["mindmaster", "--bots", "2", "--seed", seed, "--json"]).out).toBe(first.out);
  });

  it("writes the final table image with --png", () => {
    const file = join(mkdtempSync(join(tmpdir(), "cli-")), "final.png");
    const run = play(["mindmaster", "--bots", "2", "--seed", "7", "--json", "--png", file]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.out)).toMatchObject({ game: "mindmaster", reason: "outs" });
    expect(readFileSync(file).subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });

  it("lets a person play against the bot through numbered choices, showing only their own view", () => {
    const run = play(["spymaster", "--seed", "5"], "1\n".repeat(400));
    expect(run.code).toBe(0);
    expect(run.out).toContain("Your hand:");
    expect(run.out).toMatch(/Game over after \d+ rounds\./);
    // The seed would give the deck order away: it is only shown once the game is over.
    const seedAt = run.out.indexOf("Seed 5:");
    expect(seedAt).toBeGreaterThan(run.out.indexOf("Game over"));
    expect(run.out).toMatch(/Player 2 \(bot\) draws \d+\./);
    expect(run.out).not.toMatch(/Player 2 \(bot\) draws \d+: /);
    // The winner is told once, not again by the final table (issue 28, point 17).
    expect(run.out.match(/ wins: /g)).toHaveLength(1);
  });

  it("plays in Japanese with --lang ja", () => {
    const run = play(["mindmaster", "--seed", "3", "--lang", "ja"], "1\n".repeat(400));
    expect(run.code).toBe(0);
    expect(run.out).toContain("あなたの手札");
  });

  it("leaves quietly when the player quits", () => {
    const run = play(["spymaster", "--seed", "5"], "q\n");
    expect(run.code).toBe(0);
    expect(run.out).toContain("You left the table.");
  });

  it("checks the --png path before playing: a missing folder or a folder name is refused at once, exit 2", () => {
    const missing = play(["spymaster", "--bots", "2", "--seed", "1", "--json", "--png", "/nonexistent/dir/x.png"]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('Cannot write "/nonexistent/dir/x.png": there is no folder "/nonexistent/dir".');
    expect(missing.out).toBe("");
    const folder = mkdtempSync(join(tmpdir(), "cli-png-"));
    const isFolder = play(["spymaster", "--bots", "2", "--seed", "1", "--json", "--png", `${folder}/`]);
    expect(isFolder.code).toBe(2);
    expect(isFolder.err).toContain("is a folder");
    expect(`${missing.err}${isFolder.err}`).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it("takes full-width digits (what Japanese keyboards type) and never says 'Choose 1-1'", () => {
    const run = play(["world-gainer", "--seed", "4", "--lang", "ja"], "１\n".repeat(600));
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/\d+ターンで終了しました。/);
    expect(run.out).not.toContain("1～1");
    const en = play(["world-gainer", "--seed", "4"], "1\n".repeat(600));
    expect(en.out).toMatch(/Game over after \d+ turns\./);
    expect(en.out).not.toContain("Choose 1-1 ");
  });

  it("lists with --help every table setting of every game, under the game's name, in both languages", () => {
    for (const locale of ["en", "ja"] as const) {
      const help = spawnSync(process.execPath, [...TS_ENTRY, "src/cli/main.ts", "--help"], {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, LANG: locale === "ja" ? "ja_JP.UTF-8" : "en_US.UTF-8" },
      });
      expect(help.status).toBe(0);
      for (const kind of TABLE_KINDS.values()) {
        if (!kind.settings?.length) continue;
        const section = help.stdout.slice(help.stdout.indexOf(kind.name(locale)));
        for (const setting of kind.settings)
          expect(section, `${kind.id} --${setting.option} (${locale})`).toContain(`  --${setting.option} `);
      }
    }
  });

  it("prints the rules with --rules, and at any prompt when the player types rules", () => {
    const rules = play(["spymaster", "--rules"]);
    expect(rules.code).toBe(0);
    expect(rules.out).toContain("Spymaster: how to play");
    expect(rules.out).not.toContain("**");
    const during = play(["spymaster", "--seed", "5"], "rules\nq\n");
    expect(during.out).toContain("Spymaster: how to play");
    expect(during.out).toContain("You left the table.");
  });

  it("lets a player choose their own cards one by one, going back a step on the way (Tomb Raider's starting hand)", () => {
    const run = play(["tomb-raider", "--seed", "3", "--players", "2", "--bots", "1"], "1\n1\n2\n1\n24\n22\n1\n2\nq\n");
    expect(run.out).toContain("2. Or choose your own 3 cards…");
    expect(run.out).toContain("Your hand so far: Seasoned Climber.\n  Card 2 of 3");
    expect(run.out).toContain("Your hand so far: Sprint, Sprint.\n  Card 3 of 3");
    expect(run.out).toContain("Player 1 (you) chose a starting hand: Sprint, Sprint, Bandage.");
  });

  it("ends quietly when its output is piped into a program that stops reading", () => {
    const run = spawnSync("bash", ["-c", `"${tsx}" src/cli/main.ts spymaster --bots 2 --seed 1 | head -n 1`], {
      cwd: root,
      encoding: "utf8",
    });
    expect(run.status).toBe(0);
    expect(run.stdout.split("\n").filter(Boolean)).toHaveLength(1);
    expect(run.stderr).not.toMatch(/EPIPE|Error/);
  });

  it.each([
    [["tetris"], 'Unknown game "tetris"'],
    [[], "Name a game to play."],
    [["spymaster", "--seed", "-1"], 'Bad seed "-1"'],
    [["spymaster", "--seed", "4294967296"], 'Bad seed "4294967296"'],
    [["spymaster", "--seed", "abc"], 'Bad seed "abc"'],
    [["spymaster", "--seed", "0123456789abcdef"], 'Bad seed "0123456789abcdef"'],
    [["spymaster", "--seed"], "--seed needs a value."],
    [["spymaster", "--bots", "3"], 'Bad bot count "3": use 1 to play yourself, or 2 to watch the bots.'],
    [["spymaster", "--bots", "0"], 'Bad bot count "0"'],
    [["spymaster", "--players", "3"], 'Bad player count "3": this game seats 2 to 2.'],
    [["spymaster", "--players", "two"], 'Bad player count "two"'],
    [["spymaster", "--json"], "--json needs every seat played by bots"],
    [["spymaster", "--lang", "fr"], 'Unknown language "fr"'],
    [["spymaster", "--fast"], 'Unknown option "--fast"'],
    [
      ["survivor", "--nekomimi", "2"],
      "--nekomimi is not a setting of survivor; its settings are --deck-size, --small-cast, --no-early-alliances, --challenges, --castaways.",
    ],
    [["spymaster", "--nekomimi", "2"], "--nekomimi is not a setting of spymaster, which has no table settings."],
    [["survivor", "--deck-size", "30"], '--deck-size takes one of: 20, 40 (not "30").'],
    [["survivor", "--bots", "3", "--small-cast", "true"], "--small-cast applies only to a table of 2 players"],
    [
      ["survivor", "--bots", "4", "--seed", "1", "--json", "--png-at", "3"],
      "--png-at, --seat and --hand say how to draw the --png image",
    ],
    [["survivor", "--bots", "3", "--png", "x.png", "--png-at", "3"], "--png-at replays a bot match: use --bots 4."],
    [["survivor", "--bots", "4", "--json", "--png", "x.png", "--seat", "5"], 'Bad seat "5": use 1 to 4.'],
    [
      ["survivor", "--bots", "4", "--json", "--png", "x.png", "--hand"],
      "--hand draws a seat's hand: say whose with --seat.",
    ],
  ])(
    "refuses %j with a clear message and a non-zero status, the cause first and a short usage under it",
    (args, message) => {
      const run = play(args);
      expect(run.code).toBe(2);
      const lines = run.err.trim().split("\n");
      expect(lines[0]).toContain(message);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain("Usage: npm run play -- <game> [options]");
    },
  );

  it("accepts a setting left as it is by default even where it means nothing (--small-cast false at 4 players)", () => {
    const run = play(["survivor", "--bots", "4", "--seed", "2", "--json", "--small-cast", "false"]);
    expect(run.code).toBe(0);
  });

  it("draws the table after N moves from a seat's side, and that seat's hand, with --png-at, --seat and --hand", () => {
    const dir = mkdtempSync(join(tmpdir(), "cli-"));
    const file = join(dir, "board.png");
    const run = play([
      "survivor",
      "--players",
      "4",
      "--bots",
      "4",
      "--seed",
      "3",
      "--png",
      file,
      "--png-at",
      "40",
      "--seat",
      "2",
      "--hand",
    ]);
    expect(run.code).toBe(0);
    expect(run.out).toContain(`Table image written to ${file}.`);
    expect(run.out).toContain(`Hand image written to ${join(dir, "board-hand.png")}.`);
    const png = [0x89, 0x50, 0x4e, 0x47];
    expect([...readFileSync(file).subarray(0, 4)]).toEqual(png);
    expect([...readFileSync(join(dir, "board-hand.png")).subarray(0, 4)]).toEqual(png);
    // The same move drawn twice is the same image; another move is another.
    const again = join(dir, "again.png");
    play([
      "survivor",
      "--players",
      "4",
      "--bots",
      "4",
      "--seed",
      "3",
      "--json",
      "--png",
      again,
      "--png-at",
      "40",
      "--seat",
      "2",
    ]);
    expect(readFileSync(again).equals(readFileSync(file))).toBe(true);
    const past = play([
      "spymaster",
      "--bots",
      "2",
      "--seed",
      "3",
      "--json",
      "--png",
      join(dir, "x.png"),
      "--png-at",
      "9999",
    ]);
    expect(past.code).toBe(2);
    expect(past.err).toMatch(/The match ended after \d+ moves: use --png-at \d+ or less\./);
  });
});
