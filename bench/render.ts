import { autoplay, viewMatch } from "../src/engine/index.ts";
import type { AnyTableKind } from "../src/games/catalog.ts";
import { paintTable } from "../src/render/index.ts";
import { percentile, round, type BenchRecord } from "./measure.ts";

/** Board render time and PNG size for mid-game tables of one table kind. */
export function renderTimes(kind: AnyTableKind, samples: number): BenchRecord[] {
  const players = kind.game.players.min;
  const bots = Array.from({ length: players }, () => kind.bot);
  const views = Array.from({ length: 20 }, (_, seed) => {
    const played = autoplay(kind.game, { seed, players, options: kind.options }, { bots, botSeed: seed, maxIntents: 12 });
    return viewMatch(kind.game, played.match, 0);
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
    { name: `${kind.id}.render_median`, value: round(percentile(times, 50), 2), unit: "ms" },
    { name: `${kind.id}.render_p99`, value: round(percentile(times, 99), 2), unit: "ms" },
    { name: `${kind.id}.render_png_size`, value: Math.round(bytes / samples / 1024), unit: "KiB" },
  ];
}
