import { say } from "../say.ts";
import { localeOf } from "../../engine/index.ts";
import { copyToPostgres, TargetNotEmpty } from "./copy-to-postgres.ts";
import { openPostgres } from "../../db/postgres/open.ts";
import { databasePath, openDatabase } from "../../db/sqlite/open.ts";

/**
 * `npm run db:migrate-to-postgres -- [<SQLite file>] [<postgres:// URL>]`: copies every table, seat, log, deck and
 * league from the SQLite file (DATABASE_PATH by default) into the PostgreSQL database (DATABASE_URL by default),
 * which must be empty, and checks that every table has as many rows on both sides. Stop the bot first.
 */
const locale = localeOf(process.env.LANG);
const args = process.argv.slice(2);
const from = args.find((a) => !a.startsWith("postgres")) ?? databasePath();
const to = args.find((a) => a.startsWith("postgres")) ?? process.env.DATABASE_URL?.trim();
if (!to) {
  process.stderr.write(`${say("migrate.usage", locale)}\n`);
  process.exit(2);
}
const source = openDatabase(from);
const target = await openPostgres(to);
try {
  const counts = await copyToPostgres(source, target);
  for (const c of counts)
    process.stdout.write(`${say("migrate.table", locale, { table: c.table, from: c.from, to: c.to })}\n`);
  const wrong = counts.filter((c) => c.from !== c.to);
  if (wrong.length > 0) {
    process.stderr.write(`${say("migrate.mismatch", locale, { tables: wrong.map((c) => c.table).join(", ") })}\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(
      `${say("migrate.done", locale, { rows: counts.reduce((n, c) => n + c.to, 0), source: from })}\n`,
    );
  }
} catch (error) {
  if (!(error instanceof TargetNotEmpty)) throw error;
  process.stderr.write(`${say("migrate.not-empty", locale, { table: error.table })}\n`);
  process.exitCode = 1;
} finally {
  source.close();
  await target.close();
}
