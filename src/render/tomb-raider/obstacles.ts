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

export function drawStatSymbol(
  ctx: Ctx,
  stat: Stat,
  x: number,
  y: number,
  size: number,
  ink: string,
  knockout: string,
): void {
  const symbol = STAT_SYMBOLS[stat];
  if ("icon" in symbol) drawIcon(ctx, symbol.icon, x, y, size, ink, knockout);
  else drawGlyph(ctx, symbol.glyph, x, y, size, ink, knockout);
}

const PIP = 14;
const PIP_GAP = 4;
const PAD = 7;

function chipWidth(ctx: Ctx, obstacle: ObstacleView, glyph: number, numberSize: number): number {
  const pips = obstacle.life === null ? 0 : 4 + obstacle.life * (PIP + PIP_GAP);
  return (
    2 * PAD +
    obstacle.stats.length * (glyph + 2) +
    2 +
    textWidth(ctx, String(obstacle.danger), numberSize, "bold") +
    pips
  );
}

/** How an obstacle stands in the action under way: met and still to defeat, or the one being checked now. */
export type ObstacleMark = "none" | "met" | "checking";

/**
 * One obstacle as a dark chip: the stats that may defeat it, its danger and, for a creature, one pip per life
 * with its damage tokens filled in. One the moving raider has met and must still defeat gets a thick bright rim;
 * the one being checked right now is drawn bright itself, dark on the highlight colour.
 */
function paintChip(ctx: Ctx, obstacle: ObstacleView, x: number, cy: number, h: number, mark: ObstacleMark): void {
  const glyph = h - 10;
  const numberSize = h >= 34 ? 28 : 24;
  const w = chipWidth(ctx, obstacle, glyph, numberSize);
  const fill = mark === "checking" ? palette.highlight : mapColors.obstacle;
  const ink = mark === "checking" ? palette.onHighlight : palette.text;
  ctx.beginPath();
  ctx.roundRect(x, cy - h / 2, w, h, 6);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.strokeStyle = mark === "none" ? mapColors.obstacleEdge : mark === "met" ? palette.highlight : mapColors.ink;
  ctx.lineWidth = mark === "none" ? 2 : 4;
  ctx.stroke();
  let at = x + PAD;
  for (const stat of obstacle.stats) {
    drawStatSymbol(ctx, stat, at + glyph / 2, cy, glyph, ink, fill);
    at += glyph + 2;
  }
  at += 2;
  at += drawText(ctx, String(obstacle.danger), at, cy + 1, 40, { size: numberSize, weight: "bold", color: ink });
  if (obstacle.life !== null) {
    at += 4;
    for (let i = 0; i < obstacle.life; i++) {
      ctx.beginPath();
      ctx.arc(at + PIP / 2, cy, PIP / 2 - (i < obstacle.damage ? 0 : 1), 0, Math.PI * 2);
      if (i < obstacle.damage) {
        ctx.fillStyle = mapColors.pipHurt;
        ctx.fill();
      } else {
        ctx.strokeStyle = ink;
        ctx.lineWidth = 2;
        ctx.stroke();
      }
      at += PIP + PIP_GAP;
    }
  }
}

/** The chips' height: one full size, two one above the other, never overlapping. */
export function chipHeight(count: number, area: Rect): number {
  return count <= 1 ? Math.min(40, area.h) : Math.floor((area.h - 2 * (count - 1)) / count);
}

/**
 * The obstacles standing on a square, from the left of the middle row: one full size, two stacked. `markOf` tells
 * which ones the moving raider must still defeat and which one is being checked.
 */
export function paintObstacles(
  ctx: Ctx,
  obstacles: readonly ObstacleView[],
  area: Rect,
  markOf: (obstacle: ObstacleView) => ObstacleMark,
): void {
  if (obstacles.length === 0) return;
  const h = chipHeight(obstacles.length, area);
  obstacles.forEach((obstacle, i) => {
    const cy = area.y + (obstacles.length === 1 ? area.h / 2 : h / 2 + i * (h + 2));
    paintChip(ctx, obstacle, area.x, cy, h, markOf(obstacle));
  });
}
