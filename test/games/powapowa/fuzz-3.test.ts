import { fuzzSuite } from "./fuzz.ts";

/** Powapowa with 3 breeders (FUZZ_GAMES raises the count). */
fuzzSuite(3);
