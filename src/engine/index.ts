/** The game-agnostic rules engine: the only module games import. It knows nothing of Discord or storage. */
export * from "./types.ts";
export * from "./json.ts";
export * from "./rng.ts";
export * from "./zones.ts";
export * from "./copies.ts";
export * from "./events.ts";
export * from "./schema.ts";
export * from "./match.ts";
export * from "./view.ts";
export * from "./pass-window.ts";
export * from "./bot.ts";
export * from "./replay.ts";
export * from "./autoplay.ts";
export * from "./invariants.ts";
export * from "./choices.ts";
export * from "./i18n.ts";
export * from "./strings.ts";
