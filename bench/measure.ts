/** Small timing helpers for the benchmarks (never used in tests). */
export interface BenchRecord {
  name: string;
  value: number;
  unit: string;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[at] as number;
}

export function round(value: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Runs `fn` repeatedly for about `ms` milliseconds after a warm-up; returns how many runs per second. */
export function throughput(fn: (i: number) => void, ms: number): number {
  for (let i = 0; i < 50; i++) fn(i);
  let runs = 0;
  const start = performance.now();
  while (performance.now() - start < ms) fn(50 + runs++);
  return runs / ((performance.now() - start) / 1000);
}
