import { localeOf } from "./engine/index.ts";
import { say } from "./cli/say.ts";
import { playTerminal } from "./cli/terminal.ts";
import { guarded } from "./cli/terminal-io.ts";
import { openStores, storeConfig } from "./db/stores.ts";
import { startBot } from "./interactions/bot.ts";
import { runShards } from "./discord/shards.ts";
import { loadEnvFile } from "./env-file.ts";
import { errorText, jsonLogger, type Logger } from "./log.ts";
import { publicUrl, webConfig } from "./web/config.ts";
import { startWebServer } from "./web/server.ts";

/**
 * `npm start`: the Discord bot, configured from the environment and an optional `.env` file. Without a token, at a
 * terminal, the terminal table against the bot on the same SQLite file; with no terminal either, what to set.
 */
loadEnvFile(".env");

const token = process.env.DISCORD_TOKEN?.trim();
if (!token) {
  const locale = localeOf(process.env.LANG);
  if (!process.stdin.isTTY) {
    process.stderr.write(`${say("start.no-token", locale)}\n`);
    process.exit(1);
  }
  process.stdout.write(`${say("start.terminal", locale)}\n\n`);
  process.exit(await guarded(() => playTerminal(storeConfig(), locale), locale));
}

/** On SIGINT or SIGTERM: `stop`, then exit. */
function onStop(stop: (signal: NodeJS.Signals) => Promise<unknown>): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => void stop(signal).then(() => process.exit(0)));
}

/**
 * The league pages, served by this process when WEB_PORT is set (with shards, by the manager's), on their own
 * connection to the database; null without WEB_PORT.
 */
async function startSite(log: Logger): Promise<{ close(): Promise<void> } | null> {
  const config = webConfig(process.env);
  if (!config) return null;
  const stores = await openStores(storeConfig());
  const server = await startWebServer(
    stores,
    { port: config.port, host: config.host },
    { ...config.options, log },
  ).catch((error: unknown) => {
    log.error("web pages not served", { error: errorText(error) });
    process.exit(1);
  });
  log.info("web pages served", { host: config.host, port: server.port, publicUrl: config.options.publicUrl ?? null });
  return {
    async close() {
      await server.close();
      await stores.close();
    },
  };
}

const log = jsonLogger();

/** PUBLIC_URL, once the web settings are known to be usable; a bad one stops the start before Discord is reached. */
function checkedPublicUrl(): string | null {
  try {
    webConfig(process.env);
    return publicUrl(process.env);
  } catch (error) {
    log.error("web settings refused", { error: errorText(error) });
    process.exit(1);
  }
}
const publicAddress = checkedPublicUrl();
// A failure outside any interaction is logged; the tables, all in SQLite, carry on.
process.on("unhandledRejection", (error) => log.error("unhandled rejection", { error: errorText(error) }));

const shards = process.env.SHARDS?.trim();
// discord.js's manager starts each shard from this same file, with SHARDING_MANAGER set (and SHARDS its shard's id).
const isShard = process.env.SHARDING_MANAGER !== undefined;
if (shards && !isShard) {
  const count = shards === "auto" ? "auto" : Number(shards);
  if (count !== "auto" && (!Number.isInteger(count) || count < 1)) {
    log.error("SHARDS must be auto or a whole number of shards", { shards });
    process.exit(1);
  }
  const manager = await runShards({
    token,
    shards: count,
    ...(process.env.DISCORD_API_BASE ? { apiBase: process.env.DISCORD_API_BASE } : {}),
    spawnDelayMs: Number(process.env.SHARD_SPAWN_DELAY_MS ?? 5500),
    log,
  }).catch((error: unknown) => {
    log.error("shards failed to start", { error: errorText(error) });
    process.exit(1);
  });
  const site = await startSite(log);
  onStop((signal) => {
    log.info("stopping shards", { signal });
    void site?.close();
    manager.respawn = false;
    for (const shard of manager.shards.values()) shard.process?.kill(signal);
    setTimeout(() => process.exit(0), 10_000).unref();
    return Promise.all(
      [...manager.shards.values()].map((shard) => new Promise((resolve) => shard.process?.once("exit", resolve))),
    );
  });
} else {
  // Each shard serves its health endpoint on its own port: HEALTH_PORT plus its shard id.
  const healthPort = process.env.HEALTH_PORT
    ? Number(process.env.HEALTH_PORT) + (isShard ? Number(process.env.SHARDS ?? 0) : 0)
    : undefined;
  const bot = await startBot({
    token,
    database: storeConfig(),
    ...(process.env.DISCORD_API_BASE ? { apiBase: process.env.DISCORD_API_BASE } : {}),
    ...(process.env.DISCORD_DEV_GUILD_ID ? { devGuildId: process.env.DISCORD_DEV_GUILD_ID } : {}),
    ...(healthPort === undefined ? {} : { healthPort }),
    ...(publicAddress ? { publicUrl: publicAddress } : {}),
    log,
  }).catch((error: unknown) => {
    log.error("start failed", { error: errorText(error) });
    process.exit(1);
  });
  const site = isShard ? null : await startSite(log);

  onStop((signal) => {
    log.info("stopping", { signal });
    return Promise.all([bot.stop(), site?.close()]);
  });
}
