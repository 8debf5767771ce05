/**
 * Node's options that run a TypeScript entry point (from the project's root) in one process: the `tsx` command that
 * `npm run` uses wraps the same in a second process, half a second more for every run a test makes.
 */
export const TS_ENTRY = ["--import", "tsx"] as const;
