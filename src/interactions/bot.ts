import { COMMANDS } from "../commands/index.ts";
import { startClient, type BotOptions, type RunningBot } from "../discord/app.ts";
import { routeInteraction } from "./router.ts";

/** The Discord bot: the client, answering the slash commands and every press through the router. */
export function startBot(options: BotOptions): Promise<RunningBot> {
  return startClient(options, { commands: [...COMMANDS.values()].map((c) => c.data), route: routeInteraction });
}
