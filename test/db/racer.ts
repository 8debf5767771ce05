/**
 * A child process for the cross-process race test: commits `count` intents to one table through its own
 * connection, re-reading and retrying whenever another process committed first.
 * Usage: racer.ts <SQLite file or postgres:// URL> <tableId> <seat 0|1> <count>; prints {"committed": n, "stale": m}.
 */
import { openStores } from "../../src/db/stores.ts";
import { fakeMatch } from "./helpers.ts";

const [where, tableId, seatText, countText] = process.argv.slice(2);
if (!where || !tableId || !seatText || !countText)
  throw new Error("usage: racer.ts <file or url> <tableId> <seat> <count>");
const seat = Number(seatText);
const stores = await openStores(
  where.startsWith("postgres://") ? { databasePath: "", databaseUrl: where } : { databasePath: where },
);
const store = stores.matches;
// Barrier: announce readiness through the database, then wait for the other racer, so the two really overlap.
await store.setDmNotices(`racer-${seat}`, false);
while (await store.dmNotices(`racer-${1 - seat}`)) await new Promise((resolve) => setTimeout(resolve, 5));
let committed = 0;
let stale = 0;
while (committed < Number(countText)) {
  const table = await store.getTable(tableId);
  if (!table) throw new Error(`no table ${tableId}`);
  const seq = table.seq + 1;
  const next = fakeMatch(seq, { by: seat });
  if (
    await store.commitIntent(
      tableId,
      { seq, seat, action: { by: seat }, source: "bot", userId: null, at: Date.now() },
      next,
    )
  )
    committed++;
  else stale++;
}
await stores.close();
console.log(JSON.stringify({ committed, stale }));
