import { fuzzSuite } from "./fuzz.ts";

/** Survivor with 4 players (FUZZ_GAMES raises the count). */
fuzzSuite(4);
