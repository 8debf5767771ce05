/** Storage: SQLite through drizzle. The rest of the bot imports from here. */
export * from "./open.ts";
export * from "./store.ts";
export { randomTableId } from "./ids.ts";
