import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { viewMatch } from "../../src/engine/index.ts";
import { paintTable } from "../../src/render/index.ts";
import type { ReplayFile } from "../../src/tables/replay-file-format.ts";
import { buildReplayFile } from "../../src/tables/replay-file.ts";
import { replayCommand } from "../../src/cli/replay-command.ts";
import { Replays } from "../../src/tables/replays.ts";
import { seatNames } from "../../src/tables/seat-names.ts";
import { playedByBots, rig, tempFiles } from "../tables/helpers.ts";
import { TS_ENTRY } from "./launch.ts";

const root = join(import.meta.dirname, "..", "..");
const temp = tempFiles("bot-replay-cli-");
afterAll(() => temp.cleanup());

/** The command as `npm run replay` runs it, in a process of its own. */
function spawned(args: string[], lang = "en_US.UTF-8") {
  const run = spawnSync(process.execPath, [...TS_ENTRY, "src/cli/replay.ts", ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, LANG: lang },
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/** The same command in this process: what it prints and its exit code. */
function replay(args: string[], lang = "en_US.UTF-8") {
  let out = "";
  let err = "";
  const code = replayCommand(args, lang, { out: (line) => (out += `${line}\n`), err: (text) => (err += text) });
  return { code, out, err };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("npm run replay", () => {
  let file: ReplayFile;
  let path: string;
  /** The board of a step as the stored match showed it, drawn the way the table draws it. */
  let storedBoard: (seq: number) => Promise<Buffer>;
  beforeAll(async () => {
    const r = rig(temp);
    const table = await playedByBots(r.service, "mindmaster");
    const kind = r.service.kindOf(table);
    file = await buildReplayFile(new Replays(r.store), kind, table, { locale: "en", everyoneAgreed: false });
    path = join(temp.dir, "match.replay.json");
    writeFileSync(path, JSON.stringify(file));
    storedBoard = async (seq) => {
      const match = await r.store.snapshot(table.id, seq);
      if (!match) throw new Error(`no snapshot at ${seq}`);
      return paintTable(kind.game.id, viewMatch(kind.game, match, "spectator"), "en", seatNames(table, "en"));
    };
  });

  it("prints the header and the whole public log, step by step, in the file's language", () => {
    const run = spawned([path], "ja_JP.UTF-8");
    expect(run).toMatchObject({ code: 0, err: "" });
    const count = file.steps.length;
    expect(run.out).toContain("Replay of MindMaster\n");
    expect(run.out).toContain("Players: Host, Bot 1 (bot)\n");
    expect(run.out).toContain(`Hands stay hidden: the file holds only what everyone saw. ${count} steps.\n`);
    expect(run.out).toMatch(/^Won by (Host|Bot 1) \(\w+\)\.$/m);
    // Every step under its number, its log lines in order, nothing else between them.
    const body = file.steps.map((step, i) => [
      `Step ${i + 1}/${count}`,
      ...(step.log.length > 0 ? step.log.map((l) => `  ${l}`) : ["  (nothing to tell)"]),
    ]);
    const printed = run.out.split("\n\n").slice(1);
    expect(printed.map((part) => part.split("\n").filter((l) => l !== ""))).toEqual(
      body.map((lines, i) => (i === count - 1 ? [...lines, expect.any(String)] : lines)),
    );
  });

  it("prints one step with --step, in another language with --lang", () => {
    const run = replay([path, "--step", "2", "--lang", "ja"]);
    expect(run.code).toBe(0);
    expect(run.out).toContain("マインドマスターのリプレイ");
    expect(run.out).toContain("プレイヤー:Host、Bot 1(ボット)");
    expect(run.out).toContain(`ステップ2/${file.steps.length}`);
    expect(run.out).not.toContain("ステップ1/");
    expect(run.out).not.toContain("ステップ3/");
  });

  it("draws step N's board into a PNG, the same image the stored match gives", async () => {
    const out = join(temp.dir, "step.png");
    const run = replay([path, "--step", "3", "--png", out]);
    expect(run).toMatchObject({ code: 0, out: `Table image written to ${out}.\n` });
    const png = readFileSync(out);
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(png.length).toBeGreaterThan(1000);
    const step = file.steps[2];
    if (!step) throw new Error("no third step");
    expect(png.equals(await storedBoard(step.seq))).toBe(true);
    // Without --step, the last step: the final table.
    const final = join(temp.dir, "final.png");
    expect(replay([path, "--png", final]).code).toBe(0);
    expect(readFileSync(final).equals(await storedBoard(file.steps.at(-1)?.seq ?? -1))).toBe(true);
  });

  it("exits 2 with one clear line for a missing file, a bad file, a step out of range and bad arguments", () => {
    const missing = join(temp.dir, "missing.json");
    expect(replay([missing])).toMatchObject({ code: 2, out: "", err: `There is no file ${missing}.\n` });
    const folder = join(temp.dir, "folder");
    mkdirSync(folder);
    expect(replay([folder])).toMatchObject({ code: 2, err: `${folder} is a folder: name the replay file.\n` });
    const garbage = join(temp.dir, "garbage.json");
    writeFileSync(garbage, "not a replay at all");
    expect(replay([garbage])).toMatchObject({
      code: 2,
      err: `${garbage}: This is not a replay file: it is not JSON.\n`,
    });
    const newer = join(temp.dir, "newer.json");
    writeFileSync(newer, JSON.stringify({ ...file, header: { ...file.header, version: 9 } }));
    expect(replay([newer], "ja_JP.UTF-8")).toMatchObject({
      code: 2,
      err: `${newer}:このリプレイファイルの形式はバージョン9です。このビルドが読めるのはバージョン1です。\n`,
    });
    const count = file.steps.length;
    expect(replay([path, "--step", String(count + 1)])).toMatchObject({
      code: 2,
      err: `There is no step ${count + 1}: this replay has steps 1 to ${count}.\n`,
    });
    expect(replay([path, "--step", "0", "--png", join(temp.dir, "zero.png")])).toMatchObject({ code: 2 });
    expect(replay([path, "--step", "two"])).toMatchObject({
      code: 2,
      err: expect.stringContaining('Bad step "two"'),
    });
    expect(replay([])).toMatchObject({ code: 2, err: expect.stringContaining("Name the replay file.") });
    expect(replay([path, "--fast"])).toMatchObject({ code: 2, err: expect.stringContaining('"--fast"') });
    expect(replay([path, "--png", folder])).toMatchObject({ code: 2, err: expect.stringContaining("is a folder") });
  });
});
