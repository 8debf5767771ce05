import { TABLE_KINDS } from "../src/games/catalog.ts";
import { autocompleteTimes, deckChecksPerSecond } from "./decks.ts";
import { firstResponseUnderLoad, intentCommitTimes, LOAD_SETUPS, startupWithOpenMatches } from "./discord.ts";
import { benchTables, gamesPerSecond, intentApplyTimes, randomGamesPerSecond, turnsPerGame } from "./engine.ts";
import { eventPairingTimes, leagueTimes } from "./leagues.ts";
import { powapowaOutcomes } from "./powapowa.ts";
import type { BenchRecord } from "./measure.ts";
import { renderTimes } from "./render.ts";
import { replayStepTimes } from "./replays.ts";

/** `npm run bench`: prints a JSON array of {name, value, unit}. Progress goes to stderr. */
const records: BenchRecord[] = [];
for (const table of benchTables(TABLE_KINDS.values())) {
  process.stderr.write(`bench: ${table.label}\n`);
  records.push(
    randomGamesPerSecond(table),
    gamesPerSecond(table),
    ...turnsPerGame(table, 200),
    ...intentApplyTimes(table, 5000),
    ...renderTimes(table, 200),
  );
  if (table.kind.id === "powapowa") records.push(...powapowaOutcomes(table, 200));
}
process.stderr.write("bench: intent commit\n");
records.push(...(await intentCommitTimes(2000, "SQLite")), ...(await intentCommitTimes(2000, "PostgreSQL")));
for (const setup of Object.keys(LOAD_SETUPS) as (keyof typeof LOAD_SETUPS)[]) {
  process.stderr.write(`bench: 100 tables through the Discord emulator with its rate limits, ${setup}\n`);
  records.push(...(await firstResponseUnderLoad(100, 15, [1000, 3000], setup)));
}
// A busy night: a thousand tables, people thinking five to fifteen seconds a move.
process.stderr.write("bench: 1,000 tables through the Discord emulator with its rate limits, 1 process on SQLite\n");
records.push(...(await firstResponseUnderLoad(1000, 15, [5000, 15000])));
process.stderr.write("bench: deck checks and card autocomplete\n");
records.push(...deckChecksPerSecond(), ...(await autocompleteTimes(300)));
process.stderr.write("bench: league standings, 1,000 players and 20,000 results\n");
records.push(...(await leagueTimes()));
process.stderr.write("bench: event pairing, 1,000 players after 5 rounds (Swiss, pods of 4)\n");
records.push(...eventPairingTimes());
process.stderr.write("bench: stepping through a long replay\n");
records.push(...(await replayStepTimes(300)));
process.stderr.write("bench: start-up with 10,000 open matches\n");
records.push(...(await startupWithOpenMatches(10_000)));
process.stdout.write(`${JSON.stringify(records, null, 2)}\n`);
