import { autoplay, viewMatch } from "../src/engine/index.ts";
import { paintTable } from "../src/render/index.ts";
import type { BenchTable } from "./engine.ts";
import { percentile, round, type BenchRecord } from "./measure.ts";

/** Board render time and PNG size for tables halfway through seeded bot games. */
export function renderTimes({ kind, players, label }: BenchTable, samples: number): BenchRecord[] {
  const bots = Array.from({ length: players }, () => kind.bot);
  const views = Array.from({ length: 20 }, (_, seed) => {
    const setup = { seed, players, options: kind.options };
    const whole = autoplay(kind.game, setup, { bots, botSeed: seed, maxIntents: 20_000 });
    const half = autoplay(kind.game, setup, { bots, botSeed: seed, maxIntents: Math.floor(whole.intents.length / 2) });
    return viewMatch(kind.game, half.match, 0);
  });
  const names = kind.defaultNames("en");
  for (const view of views) paintTable(kind.game.id, view, "en", names);
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < samples; i++) {
    const view = views[i % views.length] as (typeof views)[number];
    const start = performance.now();
    const png = paintTable(kind.game.id, view, i % 2 === 0 ? "en" : "ja", names);
    times.push(performance.now() - start);
    bytes += png.length;
  }
  times.sort((a, b) => a - b);
  return [
    { name: `${label}.render_median`, value: round(percentile(times, 50), 2), unit: "ms" },
    { name: `${label}.render_p99`, value: round(percentile(times, 99), 2), unit: "ms" },
    { name: `${label}.render_png_size`, value: Math.round(bytes / samples / 1024), unit: "KiB" },
  ];
}
