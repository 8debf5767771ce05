/**
 * A child process for the cross-process race test: commits `count` intents to one table through its own
 * connection, re-reading and retrying whenever another process committed first.
 * Usage: racer.ts <file> <tableId> <seat 0|1> <count>; prints {"committed": n, "stale": m}.
 */
import { openDatabase } from "../../src/db/open.ts";
import { MatchStore } from "../../src/db/store.ts";
import { fakeMatch } from "./helpers.ts";

const [file, tableId, seatText, countText] = process.argv.slice(2);
if (!file || !tableId || !seatText || !countText) throw new Error("usage: racer.ts <file> <tableId> <seat> <count>");
const seat = Number(seatText);
const database = openDatabase(file);
const store = new MatchStore(database);
// Barrier: announce readiness through the database, then wait for the other racer, so the two really overlap.
store.setDmNotices(`racer-${seat}`, false);
while (store.dmNotices(`racer-${1 - seat}`)) await new Promise((resolve) => setTimeout(resolve, 5));
let committed = 0;
let stale = 0;
while (committed < Number(countText)) {
  const table = store.getTable(tableId);
  if (!table) throw new Error(`no table ${tableId}`);
  const seq = table.seq + 1;
  const next = fakeMatch(seq, { by: seat });
  if (store.commitIntent(tableId, { seq, seat, action: { by: seat }, source: "bot", userId: null, at: Date.now() }, next)) committed++;
  else stale++;
}
database.close();
console.log(JSON.stringify({ committed, stale }));
