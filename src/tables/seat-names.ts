import { translate, type Locale } from "../engine/index.ts";
import type { TableRecord } from "../db/store.ts";
import { tableStrings } from "./strings.ts";

/**
 * Player names as a table shows them (its image, alt text, log and replays), by seat: the names chosen, with a
 * person's seat that the bot took over marked as the bot's (a bot's own seat is named as a bot already).
 */
export function seatNames(table: TableRecord, locale: Locale): string[] {
  return table.seats.map((s) =>
    s.bot && s.userId !== null ? translate(tableStrings, "bot.suffix", locale, { name: s.name }) : s.name,
  );
}
