import { drawPanel } from "./kit/panel.ts";
import { palette } from "./kit/palette.ts";
import { newSurface, toPng, type Ctx } from "./kit/surface.ts";
import { drawText } from "./kit/text.ts";

/** One standings line as drawn: every field already in words and numbers. */
export interface StandingsRow {
  rank: string;
  name: string;
  rating: string;
  record: string;
  /** The recent change: drawn green rising, red falling. */
  trend: number;
  trendText: string;
  /** Listed apart (not ranked yet): drawn muted. */
  provisional: boolean;
}

export interface StandingsSheet {
  title: string;
  subtitle: string;
  headers: { rank: string; name: string; rating: string; record: string; trend: string };
  rows: StandingsRow[];
}

const WIDTH = 800;
const ROW = 34;
const TOP = 92;
const PAD = 24;
const COLUMNS = { rank: 24, name: 90, rating: 470, record: 600, trend: 710 } as const;

function header(ctx: Ctx, title: string, subtitle: string): void {
  drawText(ctx, title, PAD, 32, WIDTH - 2 * PAD, { size: 26, minSize: 16, weight: "bold", color: palette.text });
  drawText(ctx, subtitle, PAD, 62, WIDTH - 2 * PAD, { size: 16, minSize: 12, color: palette.muted });
}

/** The standings as an image: rank, name, rating, wins and losses, and the recent trend. */
export function paintStandings(sheet: StandingsSheet): Buffer {
  const height = TOP + ROW * (sheet.rows.length + 1) + PAD;
  const { canvas, ctx } = newSurface(WIDTH, height);
  ctx.fillStyle = palette.table;
  ctx.fillRect(0, 0, WIDTH, height);
  header(ctx, sheet.title, sheet.subtitle);
  const heading = { size: 15, weight: "bold" as const, color: palette.muted };
  const y0 = TOP + ROW / 2;
  drawText(ctx, sheet.headers.rank, COLUMNS.rank, y0, 60, heading);
  drawText(ctx, sheet.headers.name, COLUMNS.name, y0, 360, heading);
  drawText(ctx, sheet.headers.rating, COLUMNS.rating + 100, y0, 110, { ...heading, align: "right" });
  drawText(ctx, sheet.headers.record, COLUMNS.record, y0, 100, heading);
  drawText(ctx, sheet.headers.trend, COLUMNS.trend, y0, 70, heading);
  sheet.rows.forEach((row, i) => {
    const top = TOP + ROW * (i + 1);
    if (i % 2 === 0)
      drawPanel(ctx, { x: PAD / 2, y: top + 2, w: WIDTH - PAD, h: ROW - 4 }, { fill: palette.panel, radius: 6 });
    const y = top + ROW / 2;
    const ink = row.provisional ? palette.muted : palette.text;
    drawText(ctx, row.rank, COLUMNS.rank, y, 60, {
      size: 17,
      weight: "bold",
      color: row.provisional ? palette.faint : palette.highlight,
    });
    drawText(ctx, row.name, COLUMNS.name, y, 360, { size: 17, minSize: 12, color: ink });
    drawText(ctx, row.rating, COLUMNS.rating + 100, y, 110, { size: 17, weight: "bold", color: ink, align: "right" });
    drawText(ctx, row.record, COLUMNS.record, y, 100, { size: 17, color: ink });
    const trendInk = row.trend > 0.05 ? palette.success : row.trend < -0.05 ? palette.danger : palette.muted;
    drawText(ctx, row.trendText, COLUMNS.trend, y, 80, { size: 17, weight: "bold", color: trendInk });
  });
  return toPng(canvas);
}

const CHART = { w: 640, h: 280, left: 64, right: 20, top: 70, bottom: 30 } as const;

/** A player's rating after each game of the season, as a small line chart with its range marked. */
export function paintRatingChart(title: string, subtitle: string, ratings: readonly number[]): Buffer {
  const { canvas, ctx } = newSurface(CHART.w, CHART.h);
  ctx.fillStyle = palette.table;
  ctx.fillRect(0, 0, CHART.w, CHART.h);
  drawText(ctx, title, 20, 26, CHART.w - 40, { size: 20, minSize: 13, weight: "bold", color: palette.text });
  drawText(ctx, subtitle, 20, 50, CHART.w - 40, { size: 14, minSize: 11, color: palette.muted });
  const plot = {
    x: CHART.left,
    y: CHART.top,
    w: CHART.w - CHART.left - CHART.right,
    h: CHART.h - CHART.top - CHART.bottom,
  };
  drawPanel(ctx, plot, { fill: palette.panel, radius: 8 });
  const values = [0, ...ratings];
  const low = Math.floor(Math.min(...values));
  const high = Math.ceil(Math.max(...values));
  const span = Math.max(1, high - low);
  const xOf = (i: number) => plot.x + 12 + ((plot.w - 24) * i) / Math.max(1, values.length - 1);
  const yOf = (v: number) => plot.y + 10 + (plot.h - 20) * (1 - (v - low) / span);
  for (const mark of [low, high])
    drawText(ctx, String(mark), plot.x - 8, yOf(mark), 50, { size: 13, color: palette.muted, align: "right" });
  ctx.strokeStyle = palette.faint;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(plot.x + 6, yOf(0));
  ctx.lineTo(plot.x + plot.w - 6, yOf(0));
  ctx.stroke();
  ctx.strokeStyle = palette.highlight;
  ctx.lineWidth = 3;
  ctx.beginPath();
  values.forEach((v, i) => (i === 0 ? ctx.moveTo(xOf(i), yOf(v)) : ctx.lineTo(xOf(i), yOf(v))));
  ctx.stroke();
  ctx.fillStyle = palette.highlight;
  for (let i = 1; i < values.length; i++) {
    ctx.beginPath();
    ctx.arc(xOf(i), yOf(values[i] as number), values.length > 40 ? 2 : 4, 0, Math.PI * 2);
    ctx.fill();
  }
  return toPng(canvas);
}

/** An event round's pairings: one line per table. */
export function paintPairings(
  title: string,
  subtitle: string,
  lines: readonly { table: string; text: string }[],
): Buffer {
  const height = TOP + ROW * lines.length + PAD;
  const { canvas, ctx } = newSurface(WIDTH, height);
  ctx.fillStyle = palette.table;
  ctx.fillRect(0, 0, WIDTH, height);
  header(ctx, title, subtitle);
  lines.forEach((line, i) => {
    const top = TOP + ROW * i;
    if (i % 2 === 0)
      drawPanel(ctx, { x: PAD / 2, y: top + 2, w: WIDTH - PAD, h: ROW - 4 }, { fill: palette.panel, radius: 6 });
    drawText(ctx, line.table, COLUMNS.rank, top + ROW / 2, 60, { size: 17, weight: "bold", color: palette.highlight });
    drawText(ctx, line.text, COLUMNS.name - 10, top + ROW / 2, WIDTH - COLUMNS.name - PAD, {
      size: 17,
      minSize: 12,
      color: palette.text,
    });
  });
  return toPng(canvas);
}
