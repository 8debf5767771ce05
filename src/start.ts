import { localeOf } from "./engine/index.ts";
import { say } from "./cli/say.ts";

/**
 * `npm start`. The Discord client arrives with the Discord table issue; until then this explains how to play
 * locally, and it always exits non-zero so no one mistakes it for a running bot.
 */
const locale = localeOf(process.env.LANG);
process.stderr.write(`${say(process.env.DISCORD_TOKEN ? "start.not-yet" : "start.no-token", locale)}\n`);
process.exitCode = 1;
