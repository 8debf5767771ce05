import type { Stat } from "../../games/tomb-raider/cards.ts";
import type { ObstacleView } from "../../games/tomb-raider/state.ts";
import type { Rect } from "../kit/geometry.ts";
import { drawGlyph, type GlyphName } from "../kit/glyphs.ts";
import { drawIcon, type IconName } from "../kit/icons.ts";
import { palette } from "../kit/palette.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText, textWidth } from "../kit/text.ts";
import { mapColors } from "./scene.ts";

/** The look of each stat wherever it appears: the sword from the shared icons, the rest from the glyphs. */
const STAT_SYMBOLS: Record<Stat, { icon: IconName } | { glyph: GlyphName }> = {
  fight: { icon: "sword" },
  move: { glyph: "boot" },
  search: { glyph: "magnifier" },
  think: { glyph: "bulb" },
};

export function drawStatSymbol(ctx: Ctx, stat: Stat, x: number, y: number, size: number, ink: string, knockout: string): void {
  const symbol = STAT_SYMBOLS[stat];
  if ("icon" in symbol) drawIcon(ctx, symbol.icon, x, y, size, ink, knockout);
  else drawGlyph(ctx, symbol.glyph, x, y, size, ink, knockout);
}

const PIP = 11;
const PIP_GAP = 3;
const PAD = 6;

function chipWidth(ctx: Ctx, obstacle: ObstacleView, glyph: number, numberSize: number): number {
  const pips = obstacle.life === null ? 0 : 4 + obstacle.life * (PIP + PIP_GAP);
  return 2 * PAD + obstacle.stats.length * (glyph + 2) + 2 + textWidth(ctx, String(obstacle.danger), numberSize, "bold") + pips;
}

/**
 * One obstacle as a dark chip: the stats that may defeat it, its danger and, for a creature, one pip per life
 * with its damage tokens filled in. One the moving raider has met and must still defeat gets a thick bright rim.
 */
function paintChip(ctx: Ctx, obstacle: ObstacleView, x: number, cy: number, h: number, met: boolean): void {
  const glyph = h - 8;
  const numberSize = h >= 26 ? 22 : 20;
  const w = chipWidth(ctx, obstacle, glyph, numberSize);
  ctx.beginPath();
  ctx.roundRect(x, cy - h / 2, w, h, 6);
  ctx.fillStyle = mapColors.obstacle;
  ctx.fill();
  ctx.strokeStyle = met ? palette.highlight : mapColors.obstacleEdge;
  ctx.lineWidth = met ? 4 : 2;
  ctx.stroke();
  let at = x + PAD;
  for (const stat of obstacle.stats) {
    drawStatSymbol(ctx, stat, at + glyph / 2, cy, glyph, palette.text, mapColors.obstacle);
    at += glyph + 2;
  }
  at += 2;
  at += drawText(ctx, String(obstacle.danger), at, cy + 1, 30, { size: numberSize, weight: "bold", color: palette.text });
  if (obstacle.life !== null) {
    at += 4;
    for (let i = 0; i < obstacle.life; i++) {
      ctx.beginPath();
      ctx.arc(at + PIP / 2, cy, PIP / 2 - (i < obstacle.damage ? 0 : 1), 0, Math.PI * 2);
      if (i < obstacle.damage) {
        ctx.fillStyle = mapColors.pipHurt;
        ctx.fill();
      } else {
        ctx.strokeStyle = palette.text;
        ctx.lineWidth = 2;
        ctx.stroke();
      }
      at += PIP + PIP_GAP;
    }
  }
}

/**
 * The obstacles standing on a square, from the left of the middle row: one full size, two stacked. `met` tells
 * which ones the moving raider must still defeat.
 */
export function paintObstacles(ctx: Ctx, obstacles: readonly ObstacleView[], area: Rect, met: (obstacle: ObstacleView) => boolean): void {
  if (obstacles.length === 0) return;
  const h = obstacles.length === 1 ? 30 : Math.floor((area.h - 2) / obstacles.length);
  obstacles.forEach((obstacle, i) => {
    const cy = area.y + (obstacles.length === 1 ? area.h / 2 : h / 2 + i * (h + 2));
    paintChip(ctx, obstacle, area.x, cy, h, met(obstacle));
  });
}
