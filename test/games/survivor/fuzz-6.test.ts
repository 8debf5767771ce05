import { fuzzSuite } from "./fuzz.ts";

/** Survivor with 6 players (FUZZ_GAMES raises the count). */
fuzzSuite(6);
