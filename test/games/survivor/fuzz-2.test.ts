import { fuzzSuite } from "./fuzz.ts";

/** Survivor with 2 players (FUZZ_GAMES raises the count). */
fuzzSuite(2);
