/**
 * The emulator's notion of "now": real time plus an offset a test can push forward, so a test can age interaction
 * tokens past Discord's 15 minutes without waiting.
 */
export class EmulatorClock {
  #offsetMs = 0;

  now(): number {
    return Date.now() + this.#offsetMs;
  }

  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new Error(`advanceClock needs a non-negative number of ms, got ${ms}`);
    this.#offsetMs += ms;
  }

  iso(ms: number = this.now()): string {
    return new Date(ms).toISOString();
  }
}
