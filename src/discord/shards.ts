import { fileURLToPath } from "node:url";
import { ShardClientUtil, ShardingManager, type Client } from "discord.js";
import { errorText, type Logger } from "../log.ts";

/** The process entry every shard runs: the same `npm start` entry, which sees it was spawned by the manager. */
const SHARD_FILE = fileURLToPath(new URL("../start.ts", import.meta.url));

/**
 * Whether this process runs the shard that owns a guild's tables: their timers, restores and catch-ups. A table in a
 * guild belongs to the guild's shard (Discord's (guild_id >> 22) % shard count); one process without shards owns all.
 */
export function ownsGuild(client: Client, guildId: string | null): boolean {
  if (!client.shard) return true;
  const shard = guildId === null ? 0 : ShardClientUtil.shardIdForGuildId(guildId, client.shard.count);
  return client.shard.ids.includes(shard);
}

/** Whether this process registers the slash commands: one of them, the one running shard 0. */
export function registersCommands(client: Client): boolean {
  return !client.shard || client.shard.ids.includes(0);
}

export interface ShardOptions {
  token: string;
  /** A number, or "auto": as many as Discord's GET /gateway/bot recommends. */
  shards: number | "auto";
  /** Discord's REST base (a test's emulator), for the recommendation. */
  apiBase?: string;
  /** Wait between two shards' starts: Discord lets a bot identify about once every 5 s. */
  spawnDelayMs: number;
  log: Logger;
}

/** How many shards Discord recommends, asked where the bot's REST calls go. */
async function recommendedShards(token: string, apiBase = "https://discord.com/api"): Promise<number> {
  const response = await fetch(`${apiBase}/v10/gateway/bot`, { headers: { Authorization: `Bot ${token}` } });
  if (!response.ok) throw new Error(`GET /gateway/bot answered ${response.status}`);
  const body = (await response.json()) as { shards?: unknown };
  return typeof body.shards === "number" && body.shards >= 1 ? body.shards : 1;
}

/**
 * `SHARDS=auto|N`: one child process per shard, each the whole bot on the shared store, respawned when it exits.
 * Returns once every shard is ready.
 */
export async function runShards(options: ShardOptions): Promise<ShardingManager> {
  const totalShards =
    options.shards === "auto" ? await recommendedShards(options.token, options.apiBase) : options.shards;
  const manager = new ShardingManager(SHARD_FILE, {
    token: options.token,
    totalShards,
    respawn: true,
    mode: "process",
    execArgv: ["--import", "tsx"],
  });
  manager.on("shardCreate", (shard) => {
    options.log.info("shard spawned", { shard: shard.id, of: totalShards });
    shard.on("death", () => options.log.warn("shard exited", { shard: shard.id, respawn: manager.respawn }));
    shard.on("error", (error) => options.log.error("shard error", { shard: shard.id, error: errorText(error) }));
  });
  await manager.spawn({ amount: totalShards, delay: options.spawnDelayMs, timeout: 60_000 });
  options.log.info("shards ready", { shards: totalShards });
  return manager;
}
