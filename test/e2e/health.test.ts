/** The operators' endpoint: gateway status, open tables, store latency and Prometheus metrics, on loopback only. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { RunningBot } from "../../src/discord/app.ts";
import { startBot } from "../../src/interactions/bot.ts";
import type { HealthReport } from "../../src/ops/health.ts";
import { startEmulator, type EmuChannel, type Emulator } from "../emulator/index.ts";

let emu: Emulator | null = null;
let bot: RunningBot | null = null;
let dir = "";
afterEach(async () => {
  await bot?.stop();
  await emu?.close();
  fs.rmSync(dir, { recursive: true, force: true });
  bot = null;
  emu = null;
});

describe("the health endpoint", () => {
  it("reports the shard, open tables and the store, counts interactions, commits and errors, and answers nothing else", async () => {
    emu = await startEmulator();
    const channel = emu.addGuild({ name: "Ops" }).channels[0] as EmuChannel;
    const alice = emu.addUser({ username: "alice" });
    const bob = emu.addUser({ username: "bob" });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "health-"));
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    bot = await startBot({
      token: emu.token,
      apiBase: emu.apiBase,
      database: { databasePath: path.join(dir, "bot.sqlite") },
      log: quiet,
      healthPort: 0,
    });
    const port = bot.health?.port;
    expect(port).toBeGreaterThan(0);
    const base = `http://127.0.0.1:${port}`;

    const before = (await (await fetch(`${base}/health`)).json()) as HealthReport;
    expect(before).toMatchObject({ ok: true, openTables: 0, shards: [{ id: 0, status: "Ready" }] });
    expect(before.storeLatencyMs).toBeGreaterThanOrEqual(0);

    const opened = await emu.slash(alice, channel.id, "play", { game: "world-gainer" });
    const id = /`([0-9a-z]+)`/.exec(opened.message?.content ?? "")?.[1] ?? "";
    await bot.ctx.idle();
    const board = (await bot.ctx.service.get(id))?.messageId ?? "";
    // bob cannot start alice's table (refused, not an error); alice seats a bot and starts: the bot picks its deck at once.
    await emu.press(bob, board, `l:${id}:s`);
    await emu.press(alice, board, `l:${id}:b`);
    await emu.press(alice, board, `l:${id}:s`);
    await bot.ctx.idle();

    const after = (await (await fetch(`${base}/health`)).json()) as HealthReport;
    expect(after.openTables).toBe(1);
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toContain('bot_interactions_total{kind="/play"} 1');
    expect(metrics).toContain('bot_interactions_total{kind="lobby"} 3');
    expect(metrics).toMatch(/bot_interaction_response_seconds_count 4\n/);
    const commits = Number(/bot_intents_committed_total (\d+)/.exec(metrics)?.[1]);
    expect(commits).toBe((await bot.ctx.service.get(id))?.seq);
    expect(commits).toBeGreaterThan(0);
    expect(metrics).toContain("bot_errors_total 0");
    expect(metrics).not.toContain(id);
    expect((await fetch(`${base}/nothing`)).status).toBe(404);
    expect((await fetch(`${base}/health`, { method: "POST" })).status).toBe(405);
  });
});
