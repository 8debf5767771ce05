import type { EmulatorClock } from "./clock.ts";

const DISCORD_EPOCH = 1_420_070_400_000n;
const WORKER_BITS = 1n << 17n;

/** Discord snowflakes from the emulator clock, strictly increasing so creation order is id order. */
export class SnowflakeFactory {
  readonly #clock: EmulatorClock;
  #last = 0n;

  constructor(clock: EmulatorClock) {
    this.#clock = clock;
  }

  next(): string {
    const fromClock = ((BigInt(this.#clock.now()) - DISCORD_EPOCH) << 22n) | WORKER_BITS;
    this.#last = fromClock > this.#last ? fromClock : this.#last + 1n;
    return this.#last.toString();
  }
}

export function snowflakeTimestamp(id: string): number {
  return Number((BigInt(id) >> 22n) + DISCORD_EPOCH);
}
