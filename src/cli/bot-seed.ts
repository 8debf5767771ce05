import type { Seed } from "../engine/index.ts";

/** The bots' own random choices derive from the match seed, so a seed replays a whole terminal game. */
export function botSeedOf(seed: Seed): Seed {
  if (typeof seed === "number") return (seed ^ 0x5eed) >>> 0;
  return [...seed].reverse().join("");
}
