import { freshSeed, type Locale } from "../engine/index.ts";
import { openStores, type StoreConfig } from "../db/stores.ts";
import { endLeftGame, gameHelp, leftGame, playInteractive, terminalService } from "./interactive.ts";
import { choose, printEntries, QUIT, type LineReader } from "./prompt.ts";
import { say } from "./say.ts";
import { argsFor, pickTable } from "./table-picker.ts";
import { print as printLine, terminalInput } from "./terminal-io.ts";

/**
 * `npm start` without a Discord token, at a terminal: you against the bot on the bot's own SQLite file. A game left
 * unfinished is offered again first; otherwise you pick the game, the players and the table's settings.
 */
export async function playTerminal(
  database: Omit<StoreConfig, "clock">,
  locale: Locale,
  input: { read: LineReader; close(): void } = terminalInput(),
  print: (line: string) => void = printLine,
): Promise<number> {
  const stores = await openStores(database);
  try {
    const service = terminalService(stores, freshSeed());
    const left = await leftGame(service);
    if (left?.match) {
      const kind = service.kindOf(left);
      print(say("resume.ask", locale, { game: kind.name(locale) }));
      const entries = [
        { label: say("resume.yes", locale), action: "resume" as const },
        { label: say("resume.no", locale), action: "end" as const },
      ];
      printEntries(entries, print);
      const answer = await choose(entries, { input: input.read, print, locale, help: gameHelp(kind, locale) });
      if (answer === QUIT) {
        print(say("quit-kept", locale));
        return 0;
      }
      if (answer === "resume") {
        await playInteractive(argsFor(kind, locale, left.seats.length), stores, input.read, print, left);
        return 0;
      }
      await endLeftGame(service, left);
    }
    const args = await pickTable({ input: input.read, print, locale });
    if (args === QUIT) return 0;
    await playInteractive(args, stores, input.read, print);
    return 0;
  } finally {
    input.close();
    await stores.close();
  }
}
