/**
 * `SHARDS=2`: the real `npm start` entry as a parent process and two shard processes on one store, against
 * the emulator routing each guild's events to its shard and DMs to shard 0.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { viewMatch } from "../../src/engine/index.ts";
import type { MatchStore, TableRecord } from "../../src/db/store.ts";
import type { HealthReport } from "../../src/ops/health.ts";
import { systemClock } from "../../src/tables/clock.ts";
import { TableService } from "../../src/tables/service.ts";
import { testDatabase, type TestDatabase } from "../db/backends.ts";
import { startEmulator, type EmuChannel, type EmuUser, type Emulator } from "../emulator/index.ts";
import { shardOf } from "../emulator/gateway.ts";
import { decideLikeBot, testRng, type Driver } from "./harness.ts";

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
let emu: Emulator | null = null;
let bot: ChildProcess | null = null;
let db: TestDatabase | null = null;
afterEach(async () => {
  if (bot && bot.exitCode === null) {
    bot.kill("SIGTERM");
    await new Promise((resolve) => bot?.once("exit", resolve));
  }
  await db?.cleanup();
  await emu?.close();
  bot = null;
  emu = null;
  db = null;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function until<T>(
  probe: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  what: string,
  ms = 120_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

async function health(port: number): Promise<HealthReport | null> {
  return fetch(`http://127.0.0.1:${port}/health`)
    .then((r) => r.json() as Promise<HealthReport>)
    .catch(() => null);
}

async function metric(port: number, series: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return Number(new RegExp(`^${series.replace(/[{}"/]/g, (c) => `\\${c}`)} (\\d+)$`, "m").exec(text)?.[1] ?? 0);
}

// On PostgreSQL, the store for shards on several machines; the same race rules on one SQLite file are held by
// test/db/concurrency.test.ts (two processes committing to one table).
describe("two shards on one PostgreSQL store", () => {
  it("tables in servers of both shards play to the end, a DM press is handled by shard 0, a killed shard comes back, each timer fires once", async () => {
    emu = await startEmulator();
    const e = emu;
    // Guild ids follow the clock: make guilds until each shard owns one.
    const guilds: { shard: number; channel: EmuChannel }[] = [];
    while (!guilds.some((g) => g.shard === 0) || !guilds.some((g) => g.shard === 1)) {
      const guild = e.addGuild({ name: `Room ${guilds.length}` });
      guilds.push({ shard: shardOf(guild.id, 2), channel: guild.channels[0] as EmuChannel });
      await sleep(3);
    }
    const room = (shard: number) => (guilds.find((g) => g.shard === shard) as { channel: EmuChannel }).channel;
    const alice = e.addUser({ username: "alice" });
    const bob = e.addUser({ username: "bob", locale: "ja" });
    const carol = e.addUser({ username: "carol" });
    db = await testDatabase("postgres");
    const port = await freePort();
    bot = spawn(process.execPath, ["--import", "tsx", "src/start.ts"], {
      env: {
        ...process.env,
        DISCORD_TOKEN: e.token,
        DISCORD_API_BASE: e.apiBase,
        ...db.env,
        SHARDS: "2",
        SHARD_SPAWN_DELAY_MS: "100",
        HEALTH_PORT: String(port),
      },
      stdio: "ignore",
    });
    await until(() => e.connectedShards.length === 2 && e.commands().length > 0, "both shards");
    const store: MatchStore = (await db.open()).matches;
    const service = new TableService(store, systemClock, quiet);
    const table = async (id: string): Promise<TableRecord> => (await service.get(id)) as TableRecord;
    const driver: Driver = {
      emu: e,
      alice,
      bob,
      carol,
      bot: { ctx: { service, idle: async () => void (await sleep(30)) } },
    };

    const open = async (
      channel: EmuChannel,
      host: EmuUser,
      game: string,
      other: EmuUser | "bot",
      timer?: number,
    ): Promise<string> => {
      const opened = await e.slash(host, channel.id, "play", timer ? { game, timer } : { game });
      const id = /`([0-9a-z]+)`/.exec(opened.message?.content ?? "")?.[1] ?? "";
      const board = await until(async () => (await table(id)).messageId, "the lobby message");
      if (other === "bot") await e.press(host, board, `l:${id}:b`);
      else await e.press(other, board, `l:${id}:j`);
      await e.press(host, board, `l:${id}:s`);
      await until(async () => {
        const t = await table(id);
        return t.status === "playing" && t.boardVersion === t.version;
      }, "the started board");
      return id;
    };

    // One table per shard, played to the end through both guilds' channels.
    const tables = [await open(room(0), alice, "spymaster", bob), await open(room(1), bob, "spymaster", carol)];
    expect(await metric(port, 'bot_interactions_total{kind="/play"}')).toBe(1);
    expect(await metric(port + 1, 'bot_interactions_total{kind="/play"}')).toBe(1);
    const rng = testRng(21);
    const step = async (id: string): Promise<void> => {
      const now = await table(id);
      const seat = service.owing(now)[0];
      if (seat === undefined) return;
      const user = [alice, bob, carol].find((u) => u.id === now.seats[seat]?.userId) as EmuUser;
      await decideLikeBot(driver, id, user, rng);
      await until(async () => {
        const t = await table(id);
        return t.boardVersion === t.version || t.status !== "playing";
      }, "the board");
    };
    for (let i = 0; i < 6; i++) for (const id of tables) await step(id);

    // Shard 1 dies mid-match; the manager starts it again and its tables go on.
    const before = await until(() => health(port + 1), "shard 1's health");
    process.kill(before.pid, "SIGKILL");
    await until(async () => {
      const after = await health(port + 1);
      return after !== null && after.pid !== before.pid && after.ok && e.connectedShards.length === 2;
    }, "shard 1 back");
    const playing = async (id: string): Promise<boolean> => (await table(id)).status === "playing";
    for (let i = 0; i < 400 && ((await playing(tables[0] as string)) || (await playing(tables[1] as string))); i++)
      for (const id of tables) if (await playing(id)) await step(id);
    for (const id of tables) expect((await table(id)).status).toBe("finished");

    // After the restart, a timed table on shard 1: alice against a bot, 15 s a decision.
    const timed = await open(room(1), alice, "spymaster", "bot", 15);
    const first = await table(timed);
    const owed = service.owing(first);
    expect(owed).toEqual([0]);
    // alice answers from her DMs: the press reaches shard 0, which reads the table from the store and commits.
    const dm = await e.slash(alice, e.dmChannelOf(alice).id, "settings", { dm: "on" });
    const view = viewMatch(service.kindOf(first).game, first.match as NonNullable<TableRecord["match"]>, 0);
    const offered = service.kindOf(first).controls(view, service.legal(first, 0), "en");
    const index = offered.controls.findIndex((c) => c.type === "button");
    const choices = async () => [
      await metric(port, 'bot_interactions_total{kind="choice"}'),
      await metric(port + 1, 'bot_interactions_total{kind="choice"}'),
    ];
    const [shard0, shard1] = await choices();
    const pressed = await e.pressRaw(alice, dm.message ?? "", `c:${timed}:${service.token(first, 0)}:${index}`);
    expect(pressed.type).toBeGreaterThan(0);
    await until(async () => (await table(timed)).seq > (first.match?.seq ?? 0), "the DM move committed");
    expect(await choices()).toEqual([(shard0 ?? 0) + 1, shard1]);
    const movedAt = Date.now();

    // The timed table: after its deadline, exactly one timeout and one warning for that decision.
    const deadline = (await table(timed)).deadline ?? 0;
    const timedOut = async () => (await store.intentLog(timed)).filter((entry) => entry.source === "timeout");
    const warnings = () =>
      e.messages.filter(
        (m) => m.channelId === room(1).id && m.content.includes(timed) && /seconds left|秒/.test(m.content),
      );
    await until(async () => (await timedOut()).length > 0 && warnings().length > 0, "the timeout and its warning");
    // A second firing (each shard arming the same timer) would come with the first; the board drawn after it is later.
    await until(async () => {
      const t = await table(timed);
      return t.boardVersion === t.version || t.status !== "playing";
    }, "the board after the timeout");
    const timeouts = await timedOut();
    expect(timeouts.length).toBe(1);
    expect(timeouts[0]?.at).toBeGreaterThanOrEqual(deadline);
    expect(warnings()).toHaveLength(1);
    expect(Date.now() - movedAt).toBeGreaterThan(14_000);
  });
});
