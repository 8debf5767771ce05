import { fuzzSuite } from "./fuzz.ts";

/** Survivor with 3 players (FUZZ_GAMES raises the count). */
fuzzSuite(3);
