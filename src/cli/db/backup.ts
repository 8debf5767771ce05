import Database from "better-sqlite3";
import { say } from "../say.ts";
import { localeOf } from "../../engine/index.ts";
import { databasePath } from "../../db/sqlite/open.ts";

/**
 * `npm run db:backup -- <file>`: a consistent copy of the live database through SQLite's online backup, safe while
 * the bot runs (WAL mode lets it keep writing).
 */
const locale = localeOf(process.env.LANG);
const target = process.argv[2];
if (!target) {
  process.stderr.write(`${say("backup.usage", locale)}\n`);
  process.exit(2);
}
const source = new Database(databasePath(), { readonly: true, fileMustExist: true });
await source.backup(target);
source.close();
process.stdout.write(`${say("backup.done", locale, { source: databasePath(), target })}\n`);
