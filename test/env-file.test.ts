import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadEnvFile } from "../src/env-file.ts";

/** `npm start` reads `.env` on every Node 20 (process.loadEnvFile needs 20.12), and says what to set without a token. */
describe("the .env file", () => {
  it("sets KEY=value lines, quoted or not, skips comments, and never overrides the environment", () => {
    const dir = mkdtempSync(join(tmpdir(), "env-"));
    const file = join(dir, ".env");
    writeFileSync(
      file,
      [
        "# the bot",
        "DISCORD_TOKEN=abc.def # trailing note",
        'export DATABASE_PATH="./data/x y.sqlite"',
        "LANG='ja_JP'",
        "",
        "not a line",
      ].join("\n"),
    );
    const env: NodeJS.ProcessEnv = { LANG: "en_US.UTF-8" };
    expect(loadEnvFile(file, env)).toBe(true);
    expect(env).toEqual({ DISCORD_TOKEN: "abc.def", DATABASE_PATH: "./data/x y.sqlite", LANG: "en_US.UTF-8" });
    expect(loadEnvFile(join(dir, "missing"), env)).toBe(false);
  });

  it("without a token and without a terminal, npm start says what to set and exits 1", () => {
    const root = join(import.meta.dirname, "..");
    const run = spawnSync(join(root, "node_modules", ".bin", "tsx"), [join(root, "src", "start.ts")], {
      cwd: mkdtempSync(join(tmpdir(), "start-")),
      input: "",
      encoding: "utf8",
      env: { ...process.env, DISCORD_TOKEN: "", LANG: "en_US.UTF-8" },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("DISCORD_TOKEN is not set");
  });
});
