import { localeOf } from "./engine/index.ts";
import { say } from "./cli/say.ts";
import { databasePath } from "./db/open.ts";
import { startBot } from "./discord/app.ts";
import { errorText, jsonLogger } from "./log.ts";

/** `npm start`: the Discord bot, configured from the environment and an optional `.env` file. */
try {
  process.loadEnvFile();
} catch {
  // No .env file: the environment alone configures the bot.
}

const token = process.env.DISCORD_TOKEN?.trim();
if (!token) {
  process.stderr.write(`${say("start.no-token", localeOf(process.env.LANG))}\n`);
  process.exit(1);
}

const log = jsonLogger();
// A failure outside any interaction is logged; the tables, all in SQLite, carry on.
process.on("unhandledRejection", (error) => log.error("unhandled rejection", { error: errorText(error) }));
const bot = await startBot({
  token,
  databasePath: databasePath(),
  ...(process.env.DISCORD_API_BASE ? { apiBase: process.env.DISCORD_API_BASE } : {}),
  ...(process.env.DISCORD_DEV_GUILD_ID ? { devGuildId: process.env.DISCORD_DEV_GUILD_ID } : {}),
  log,
}).catch((error: unknown) => {
  log.error("start failed", { error: errorText(error) });
  process.exit(1);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log.info("stopping", { signal });
    void bot.stop().then(() => process.exit(0));
  });
}
