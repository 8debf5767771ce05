import { fuzzSuite } from "./fuzz.ts";

/** Powapowa with 4 breeders (FUZZ_GAMES raises the count). */
fuzzSuite(4);
