import { localeOf } from "./engine/index.ts";
import { say } from "./cli/say.ts";
import { playTerminal } from "./cli/terminal.ts";
import { guarded } from "./cli/terminal-io.ts";
import { databasePath } from "./db/open.ts";
import { startBot } from "./discord/app.ts";
import { loadEnvFile } from "./env-file.ts";
import { errorText, jsonLogger } from "./log.ts";

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
  process.exit(await guarded(() => playTerminal(databasePath(), locale), locale));
}

const log = jsonLogger();
// A failure outside any interaction is logged; the tables, all in SQLite, carry on.
process.on("unhandledRejection", (error) => log.error("unhandled rejection", { error: errorText(error) }));
const bot = await startBot({
  token,
  databasePath: databasePath(),
  ...(process.env.DISCORD_API_BASE ? { apiBase: process.env.DISCORD_API_BASE } : {}),
  ...(process.env.DISCORD_DEV_GUILD_ID ? { devGuildId: process.env.DISCORD_DEV_GUILD_ID } : {}),
  ...(process.env.HEALTH_PORT ? { healthPort: Number(process.env.HEALTH_PORT) } : {}),
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
