import { freshSeed, type Locale } from "../engine/index.ts";
import { openStores, type StoreConfig } from "../db/stores.ts";
import { TABLE_KINDS, type AnyTableKind } from "../games/catalog.ts";
import type { CliArgs } from "./args.ts";
import { choose, endLeftGame, leftGame, playInteractive, QUIT, terminalService, type LineReader } from "./interactive.ts";
import { say } from "./say.ts";
import { print as printLine, terminalInput } from "./terminal-io.ts";

/**
 * `npm start` without a Discord token, at a terminal: you against the bot on the bot's own SQLite file. A game left
 * unfinished is offered again first; otherwise you pick the game.
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
        { label: say("resume.yes", locale), action: true },
        { label: say("resume.no", locale), action: false },
      ];
      entries.forEach((entry, i) => print(`  ${i + 1}. ${entry.label}`));
      const answer = await choose(entries, input.read, print, locale, kind);
      if (answer === QUIT) return 0;
      if (answer === true) {
        await playInteractive(argsFor(kind, locale, left.seats.length), stores, input.read, print, left);
        return 0;
      }
      await endLeftGame(service, left);
    }
    const kinds = [...TABLE_KINDS.values()];
    print(say("terminal.pick-game", locale));
    kinds.forEach((kind, i) => print(`  ${i + 1}. ${kind.name(locale)}`));
    const first = kinds[0] as AnyTableKind;
    const picked = await choose(kinds.map((kind) => ({ label: kind.name(locale), action: kind })), input.read, print, locale, first);
    if (picked === QUIT) return 0;
    const kind = picked as AnyTableKind;
    const { min, max } = kind.game.players;
    await playInteractive(argsFor(kind, locale, Math.min(max, Math.max(min, 2))), stores, input.read, print);
    return 0;
  } finally {
    input.close();
    await stores.close();
  }
}

function argsFor(kind: AnyTableKind, locale: Locale, players: number): CliArgs {
  return { kind, seed: freshSeed(), players, bots: players - 1, json: false, png: null, rules: false, locale, settings: {}, options: kind.options };
}
