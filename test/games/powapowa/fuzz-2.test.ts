import { fuzzSuite } from "./fuzz.ts";

/** Powapowa with 2 breeders (FUZZ_GAMES raises the count). */
fuzzSuite(2);
