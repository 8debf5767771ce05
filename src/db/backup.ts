import Database from "better-sqlite3";
import { databasePath } from "./open.ts";

/**
 * `npm run db:backup -- <file>`: a consistent copy of the live database through SQLite's online backup, safe while
 * the bot runs (WAL mode lets it keep writing).
 */
const target = process.argv[2];
if (!target) {
  process.stderr.write("Usage: npm run db:backup -- <backup file>\n");
  process.exit(2);
}
const source = new Database(databasePath(), { readonly: true, fileMustExist: true });
await source.backup(target);
source.close();
process.stdout.write(`${databasePath()} backed up to ${target}\n`);
