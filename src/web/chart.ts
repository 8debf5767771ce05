import { rating } from "../leagues/format.ts";
import { html, type Html } from "./html.ts";

const WIDTH = 640;
const HEIGHT = 220;
const PLOT = { left: 48, right: 12, top: 12, bottom: 16 } as const;

/**
 * A player's rating after each game as an inline SVG line from the season's start (0): an image to screen readers,
 * named by `title` and described by `summary` (the numbers it shows).
 */
export function ratingChart(ratings: readonly number[], title: string, summary: string): Html {
  const values = [0, ...ratings];
  const low = Math.floor(Math.min(...values));
  const high = Math.ceil(Math.max(...values));
  const span = Math.max(1, high - low);
  const width = WIDTH - PLOT.left - PLOT.right;
  const height = HEIGHT - PLOT.top - PLOT.bottom;
  const x = (i: number): number => PLOT.left + (width * i) / Math.max(1, values.length - 1);
  const y = (v: number): number => PLOT.top + height * (1 - (v - low) / span);
  const line = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  const label = (v: number) =>
    html`<text class="chart-label" x="${PLOT.left - 6}" y="${(y(v) + 4).toFixed(1)}" text-anchor="end"
      >${rating(v)}</text
    >`;
  return html`<svg
    viewBox="0 0 ${WIDTH} ${HEIGHT}"
    width="${WIDTH}"
    height="${HEIGHT}"
    role="img"
    aria-labelledby="chart-title chart-summary"
  >
    <title id="chart-title">${title}</title>
    <desc id="chart-summary">${summary}</desc>
    <line
      class="chart-axis"
      x1="${PLOT.left}"
      x2="${WIDTH - PLOT.right}"
      y1="${y(0).toFixed(1)}"
      y2="${y(0).toFixed(1)}"
    />
    ${label(low)}${high === low ? "" : label(high)}
    <polyline class="chart-line" points="${line}" />
  </svg>`;
}
