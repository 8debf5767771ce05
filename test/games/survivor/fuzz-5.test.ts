import { fuzzSuite } from "./fuzz.ts";

/** Survivor with 5 players (FUZZ_GAMES raises the count). */
fuzzSuite(5);
