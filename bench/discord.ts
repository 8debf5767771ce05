import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { setTimeout as sleep } from "node:timers/promises";
import { Rng, seedRng } from "../src/engine/index.ts";
import { openStores } from "../src/db/stores.ts";
import { startBot } from "../src/interactions/bot.ts";
import { TABLE_KINDS } from "../src/games/catalog.ts";
import type { Logger } from "../src/log.ts";
import { systemClock } from "../src/tables/clock.ts";
import { TableService } from "../src/tables/service.ts";
import {
  startEmulator,
  type EmuChannel,
  type EmuUser,
  type Emulator,
  type RecordedMessage,
} from "../test/emulator/index.ts";
import { shardOf } from "../test/emulator/gateway.ts";
import { startPgServer } from "../test/pg/server.ts";
import { customIds } from "../test/e2e/harness.ts";
import { percentile, round, type BenchRecord } from "./measure.ts";

const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A silent logger that keeps the bot's own handling time of each interaction (its "interaction" log line). */
function handlingTimes(): { log: Logger; times: number[] } {
  const times: number[] = [];
  const keep = (msg: string, fields?: Record<string, unknown>): void => {
    if (msg === "interaction" && typeof fields?.["ms"] === "number") times.push(fields["ms"]);
  };
  return { log: { info: keep, warn: () => undefined, error: () => undefined }, times };
}

function tempDatabase(): { file: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  return { file: path.join(dir, "bot.sqlite"), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Two players per table, in a channel of its own, in as many guilds as shards, each shard owning one. */
async function seatPlayers(
  emu: Emulator,
  tables: number,
  shards = 1,
): Promise<{ channels: EmuChannel[]; pairs: [EmuUser, EmuUser][] }> {
  const guilds: string[] = [];
  // Guild ids follow the clock: make guilds until every shard owns one.
  for (let made = 0; guilds.length < shards; made++) {
    const guild = emu.addGuild({ name: `Bench ${made}`, channels: [] });
    if (!guilds.some((g) => shardOf(g, shards) === shardOf(guild.id, shards))) guilds.push(guild.id);
    else await sleep(2);
  }
  const channels = Array.from({ length: tables }, (_, i) => emu.addChannel(guilds[i % shards] as string, `table-${i}`));
  const pairs = channels.map((_, i): [EmuUser, EmuUser] => [
    emu.addUser({ username: `a${i}`, dmsOpen: false }),
    emu.addUser({ username: `b${i}`, dmsOpen: false }),
  ]);
  return { channels, pairs };
}

/** The tables of the load run cycle through every game the bot offers. */
const GAMES = [...TABLE_KINDS.keys()];

/** A bot under load: how the players read a table (as the store has it), and how it is stopped. */
interface LoadedBot {
  service: TableService;
  /** The bot's own handling time of each interaction, from arrival to the end of its handler (ms). */
  handling: number[];
  /** Waits until the bot has answered everything it was sent. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

/** One process on an SQLite file: the default deployment. */
async function inProcessOnSqlite(emu: Emulator): Promise<LoadedBot> {
  const db = tempDatabase();
  const { log, times } = handlingTimes();
  const bot = await startBot({ token: emu.token, apiBase: emu.apiBase, database: { databasePath: db.file }, log });
  return {
    service: bot.ctx.service,
    handling: times,
    settle: () => bot.ctx.idle(),
    async stop() {
      await bot.stop();
      db.remove();
    },
  };
}

/** `npm start` with SHARDS=2 and DATABASE_URL: a manager and two shard processes on a PostgreSQL server of its own. */
async function twoShardsOnPostgres(emu: Emulator): Promise<LoadedBot> {
  const server = await startPgServer();
  const url = await server.createDatabase();
  const child = spawn(process.execPath, ["--import", "tsx", "src/start.ts"], {
    // The project's root, wherever the bench was started from.
    cwd: path.dirname(path.dirname(new URL(import.meta.url).pathname)),
    env: {
      ...process.env,
      DISCORD_TOKEN: emu.token,
      DISCORD_API_BASE: emu.apiBase,
      DATABASE_URL: url,
      SHARDS: "2",
      SHARD_SPAWN_DELAY_MS: "100",
    },
    stdio: ["ignore", "pipe", "ignore"],
  });
  // The shards log one JSON object per line; their "interaction" lines carry the handling time.
  const handling: number[] = [];
  let partial = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    const lines = (partial + chunk).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines.filter((l) => l.startsWith("{"))) {
      const entry = JSON.parse(line) as { msg?: string; ms?: number };
      if (entry.msg === "interaction" && typeof entry.ms === "number") handling.push(entry.ms);
    }
  });
  let exited: number | null = null;
  child.once("exit", (code) => (exited = code ?? -1));
  while (emu.connectedShards.length < 2 || emu.commands().length === 0) {
    if (exited !== null) throw new Error(`the sharded bot exited with ${exited} before its shards connected`);
    await sleep(50);
  }
  const stores = await openStores({ databasePath: "", databaseUrl: url });
  const requests = (): number => Object.values(emu.requestCounts).reduce((a, b) => a + b, 0);
  return {
    service: new TableService(stores.matches, systemClock, silent),
    handling,
    async settle() {
      for (let last = -1; last !== requests();) {
        last = requests();
        await sleep(200);
      }
    },
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      await stores.close();
      await server.stop();
    },
  };
}

export const LOAD_SETUPS = {
  "1 process on SQLite": { shards: 1, start: inProcessOnSqlite },
  "2 shards on PostgreSQL": { shards: 2, start: twoShardsOnPostgres },
} as const;

/** How often a bench player looks at the table message again, and how long before they give up on it. */
const BOARD_POLL_MS = 100;
const BOARD_PATIENCE_MS = 120_000;

/**
 * First-response latency with `tables` tables playing at once (every game in turn, two players each) against an
 * emulator that enforces Discord's rate limits: the tables open over the first `tables × 20` ms, then every table's
 * players play their decisions, pausing between clicks for a random think time. The emulator times each interaction
 * from its dispatch to the bot's first answer; the bot's own handling time (its log) is printed beside it, the rest
 * being the way there and back (gateway, REST, and for shards the manager's process).
 */
export async function firstResponseUnderLoad(
  tables: number,
  decisionsPerTable: number,
  thinkMs: [number, number],
  setup: keyof typeof LOAD_SETUPS = "1 process on SQLite",
): Promise<BenchRecord[]> {
  const emu = await startEmulator({ rateLimits: true });
  const { channels, pairs } = await seatPlayers(emu, tables, LOAD_SETUPS[setup].shards);
  const bot = await LOAD_SETUPS[setup].start(emu);
  const service = bot.service;

  const playTable = async (i: number): Promise<void> => {
    const rng = new Rng(seedRng(i));
    const [host, guest] = pairs[i] as [EmuUser, EmuUser];
    // Hosts open their tables over the first few seconds, as people do, not all in one millisecond.
    await sleep(rng.int(Math.max(5000, tables * 20)));
    const opened = await emu.slash(host, (channels[i] as EmuChannel).id, "play", {
      game: GAMES[i % GAMES.length] as string,
    });
    const id = /`([0-9a-z]+)`/.exec(opened.message?.content ?? "")?.[1] as string;
    // People look again now and then, not in a busy loop that would take the bot's own time in this process.
    const board = async (): Promise<RecordedMessage> => {
      for (let waited = 0; ; waited += BOARD_POLL_MS) {
        const messageId = (await service.get(id))?.messageId;
        const message = messageId ? emu.message(messageId) : undefined;
        if (message) return message;
        if (waited > BOARD_PATIENCE_MS) throw new Error(`table ${id}: its message never appeared`);
        await sleep(BOARD_POLL_MS);
      }
    };
    await emu.press(guest, await board(), `l:${id}:j`);
    await emu.press(host, await board(), `l:${id}:s`);
    for (let n = 0; n < decisionsPerTable; n++) {
      await sleep(thinkMs[0] + rng.int(thinkMs[1] - thinkMs[0]));
      const table = await service.get(id);
      if (!table || table.status !== "playing" || !table.match) return;
      const seat = service.owing(table)[0];
      if (seat === undefined) continue;
      const user = table.seats[seat]?.userId === host.id ? host : guest;
      const message = await board();
      // The public message catches up a moment after a move; a player clicks what they see once it has.
      if (!customIds(message).some((c) => c.id === `h:${id}`)) continue;
      const current = `:${service.token(table, "spectator")}:`;
      const onTable = customIds(message).filter((c) => c.id.startsWith(`c:${id}${current}`) && !c.disabled);
      if (onTable.length > 0) {
        await emu.press(user, message, rng.pick(onTable).id);
        continue;
      }
      const hand = await emu.press(user, message, `h:${id}`);
      if (!hand.message) continue;
      const choices = customIds(hand.message).filter((c) => c.id.startsWith("c:") && !c.disabled);
      if (choices.length === 0) continue;
      const choice = rng.pick(choices);
      await (choice.menu
        ? emu.select(user, hand.message, choice.id, rng.shuffle([...choice.values]).slice(0, choice.count))
        : emu.press(user, hand.message, choice.id));
    }
  };
  // A press answered too late fails at the emulator as at Discord; the table stops there and the count says so.
  let done = 0;
  const stopped: string[] = [];
  const progress = setInterval(() => {
    const pending = Object.values(emu.requestCounts).reduce((a, b) => a + b, 0);
    process.stderr.write(`bench: ${done}/${tables} tables done, ${pending} requests so far\n`);
  }, 30_000);
  await Promise.all(
    pairs.map((_, i) =>
      playTable(i)
        .catch(() => undefined)
        .finally(() => done++),
    ),
  );
  clearInterval(progress);
  const busiest = Object.entries(emu.requestCounts).sort((a, b) => b[1] - a[1]);
  process.stderr.write(`bench: requests by route ${JSON.stringify(Object.fromEntries(busiest.slice(0, 8)))}\n`);
  const kinds = new Map<string, number>();
  for (const problem of emu.problems) {
    const kind = problem.replace(/\d{5,}/g, ":id").slice(0, 90);
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  if (kinds.size > 0) process.stderr.write(`bench: problems by kind ${JSON.stringify(Object.fromEntries(kinds))}\n`);
  if (stopped.length > 0) process.stderr.write(`bench: first tables stopped: ${stopped.slice(0, 3).join("; ")}\n`);
  await bot.settle();

  const plain = emu.latencies
    .filter((l) => !l.withFiles)
    .map((l) => l.ms)
    .sort((a, b) => a - b);
  const withImage = emu.latencies
    .filter((l) => l.withFiles)
    .map((l) => l.ms)
    .sort((a, b) => a - b);
  const late = emu.problems.filter((p) => p.includes("late first response")).length;
  const limited = emu.problems.filter((p) => p.startsWith("invalid request: 429")).length;
  const invalid = emu.problems.filter((p) => p.startsWith("invalid request:")).length;
  const problems = emu.problems.length;
  const handling = [...bot.handling].sort((a, b) => a - b);
  await bot.stop();
  await emu.close();
  const label = `discord ${tables} tables, ${setup}`;
  return [
    { name: `${label}: first responses without an image`, value: plain.length, unit: "count" },
    { name: `${label}: first response without an image, median`, value: round(percentile(plain, 50)), unit: "ms" },
    { name: `${label}: first response without an image, p99`, value: round(percentile(plain, 99)), unit: "ms" },
    { name: `${label}: first responses with an image`, value: withImage.length, unit: "count" },
    { name: `${label}: first response with an image, median`, value: round(percentile(withImage, 50)), unit: "ms" },
    { name: `${label}: first response with an image, p99`, value: round(percentile(withImage, 99)), unit: "ms" },
    {
      name: `${label}: the bot's handling of an interaction to its handler's end, median`,
      value: round(percentile(handling, 50)),
      unit: "ms",
    },
    {
      name: `${label}: the bot's handling of an interaction to its handler's end, p99`,
      value: round(percentile(handling, 99)),
      unit: "ms",
    },
    { name: `${label}: first responses later than Discord's 3 s`, value: late, unit: "count" },
    { name: `${label}: tables stopped before their decisions were made`, value: stopped.length, unit: "count" },
    { name: `${label}: 429 responses (rate limited)`, value: limited, unit: "count" },
    { name: `${label}: invalid requests (401, 403, 429)`, value: invalid, unit: "count" },
    { name: `${label}: problems Discord would flag`, value: problems, unit: "count" },
  ];
}

/** A player's move from click to committed: the engine's check and apply plus the store's transaction. */
export async function intentCommitTimes(moves: number, backend: "SQLite" | "PostgreSQL"): Promise<BenchRecord[]> {
  const db = tempDatabase();
  const server = backend === "PostgreSQL" ? await startPgServer() : null;
  const stores = await openStores(
    server ? { databasePath: "", databaseUrl: await server.createDatabase() } : { databasePath: db.file },
  );
  const service = new TableService(stores.matches, systemClock, silent);
  const rng = new Rng(seedRng(1));
  const times: number[] = [];
  let table = 0;
  while (times.length < moves) {
    const opened = await service.open({
      guildId: "g",
      channelId: `c${table}`,
      host: { id: `a${table}`, name: "a" },
      kind: "spymaster",
      locale: "en",
      turnSeconds: 300,
    });
    if (!opened.ok) throw new Error(opened.refusal.code);
    const id = opened.change.table.id;
    await service.join(id, { id: `b${table}`, name: "b" });
    await service.start(id, { userId: `a${table}`, canManage: false });
    table++;
    for (;;) {
      const current = await service.get(id);
      if (!current?.match || current.status !== "playing") break;
      const seat = service.owing(current)[0] as number;
      const action = rng.pick(service.legal(current, seat));
      const start = performance.now();
      const result = await service.act(id, current.seats[seat]?.userId as string, current.match.seq, action);
      times.push(performance.now() - start);
      if (!result.ok) throw new Error(result.refusal.code);
    }
  }
  await stores.close();
  await server?.stop();
  db.remove();
  times.sort((a, b) => a - b);
  return [
    {
      name: `intent commit (check, apply, ${backend} transaction), median`,
      value: round(percentile(times, 50)),
      unit: "ms",
    },
    {
      name: `intent commit (check, apply, ${backend} transaction), p99`,
      value: round(percentile(times, 99)),
      unit: "ms",
    },
  ];
}

/** The heap in use after a full collection (the bench's own `gc`, exposed for this). */
function settledHeap(): number {
  v8.setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
  return process.memoryUsage().heapUsed;
}

/**
 * From start to a logged-in bot that has restored `open` matches in the middle of play; and the memory a restored
 * table holds at rest: the heap of the bot started on them less that of the same bot started on an empty database.
 */
export async function startupWithOpenMatches(open: number): Promise<BenchRecord[]> {
  const emu = await startEmulator();
  const { channels, pairs } = await seatPlayers(emu, open);
  const db = tempDatabase();
  const empty = tempDatabase();
  const stores = await openStores({ databasePath: db.file });
  const service = new TableService(stores.matches, systemClock, silent);
  const rng = new Rng(seedRng(2));
  for (const [i, [host, guest]] of pairs.entries()) {
    const opened = await service.open({
      guildId: "g",
      channelId: (channels[i] as EmuChannel).id,
      host: { id: host.id, name: host.username },
      kind: i % 2 ? "mindmaster" : "spymaster",
      locale: "en",
      turnSeconds: 300,
    });
    if (!opened.ok) throw new Error(opened.refusal.code);
    const id = opened.change.table.id;
    await service.join(id, { id: guest.id, name: guest.username });
    await service.start(id, { userId: host.id, canManage: false });
    for (let move = 0; move < 4; move++) {
      const table = await service.get(id);
      if (!table?.match || table.status !== "playing") break;
      const seat = service.owing(table)[0] as number;
      await service.act(id, table.seats[seat]?.userId as string, table.match.seq, rng.pick(service.legal(table, seat)));
    }
    // As a running bot leaves them: each table's message drawn at its latest move.
    await service.boardShown(id, `message-${i}`, (await service.get(id))?.version ?? 0);
  }
  const stillOpen = (await service.openTables()).length;
  await stores.close();
  const start = (file: string): ReturnType<typeof startBot> =>
    startBot({ token: emu.token, apiBase: emu.apiBase, database: { databasePath: file }, log: silent });
  const idle = await start(empty.file);
  const idleHeap = settledHeap();
  await idle.stop();
  const bot = await start(db.file);
  const startupMs = bot.startupMs;
  const armed = bot.ctx.scheduler.size;
  const perTable = (settledHeap() - idleHeap) / Math.max(1, stillOpen);
  await bot.stop();
  await emu.close();
  db.remove();
  empty.remove();
  return [
    {
      name: `start-up with ${stillOpen} open matches (login, commands, restore)`,
      value: round(startupMs, 1),
      unit: "ms",
    },
    { name: `turn timers re-armed at start-up`, value: armed, unit: "count" },
    {
      name: `memory per open table at rest (heap with ${stillOpen} restored, less an empty bot's)`,
      value: round(perTable / 1024, 1),
      unit: "KiB",
    },
  ];
}
