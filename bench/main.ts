import { TABLE_KINDS } from "../src/games/catalog.ts";
import { gamesPerSecond, intentApplyTimes } from "./engine.ts";
import type { BenchRecord } from "./measure.ts";
import { renderTimes } from "./render.ts";

/** `npm run bench`: prints a JSON array of {name, value, unit}. Progress goes to stderr. */
const records: BenchRecord[] = [];
for (const kind of TABLE_KINDS.values()) {
  process.stderr.write(`bench: ${kind.id}\n`);
  records.push(gamesPerSecond(kind), ...intentApplyTimes(kind, 2000), ...renderTimes(kind, 200));
}
process.stdout.write(`${JSON.stringify(records, null, 2)}\n`);
