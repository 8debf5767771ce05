/**
 * Seeded pseudo-random generator (sfc32) whose whole state is four uint32 words, so it lives inside the
 * plain-JSON match state and a match replays exactly from its seed.
 */
import { createHash, randomBytes } from "node:crypto";

export type RngState = [number, number, number, number];

/**
 * A match seed: a small number (0 to 2^32-1) for reproducible tests and terminal games, or 32 hex digits (128 bits)
 * for real tables, where a small seed could be found by trying every one against one's own opening hand.
 */
export type Seed = number | string;

const HEX_SEED = /^[0-9a-f]{32}$/;

export function isSeed(seed: unknown): seed is Seed {
  if (typeof seed === "string") return HEX_SEED.test(seed);
  return typeof seed === "number" && Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff;
}

/** A fresh 128-bit seed from the operating system's generator. */
export function freshSeed(): string {
  return randomBytes(16).toString("hex");
}

export function seedRng(seed: Seed): RngState {
  const state: RngState =
    typeof seed === "number"
      ? [0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0]
      : ([0, 8, 16, 24].map((at) => Number.parseInt(seed.slice(at, at + 8), 16) >>> 0) as RngState);
  const rng = new Rng(state);
  for (let i = 0; i < 12; i++) rng.nextUint32();
  return state;
}

export class Rng {
  constructor(readonly state: RngState) {}

  nextUint32(): number {
    const s = this.state;
    const t = (((s[0] + s[1]) | 0) + s[3]) | 0;
    s[3] = (s[3] + 1) | 0;
    s[0] = s[1] ^ (s[1] >>> 9);
    s[1] = (s[2] + (s[2] << 3)) | 0;
    s[2] = (s[2] << 21) | (s[2] >>> 11);
    s[2] = (s[2] + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0 || n > 2 ** 32)
      throw new RangeError(`Rng.int needs an integer from 1 to 2^32, got ${n}`);
    return Math.floor(this.next() * n);
  }

  /**
   * An integer in [0, n) read from the generator's state without advancing it: the same state and `salt` give the same
   * integer. For a choice that must stay unpredictable to the players yet leave every later draw as it would have been.
   */
  peekInt(n: number, salt: string): number {
    if (!Number.isInteger(n) || n <= 0 || n > 2 ** 32)
      throw new RangeError(`Rng.peekInt needs an integer from 1 to 2^32, got ${n}`);
    return (
      createHash("sha256")
        .update(`${this.state.join(",")}|${salt}`)
        .digest()
        .readUInt32BE(0) % n
    );
  }

  /** One die of `sides` faces: 1..sides. */
  die(sides = 6): number {
    return this.int(sides) + 1;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("Rng.pick from an empty list");
    return items[this.int(items.length)] as T;
  }

  /** Fisher-Yates, in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }
}
