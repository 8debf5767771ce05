import type { Locale } from "../../engine/index.ts";
import type { ObstacleView } from "../../games/tomb-raider/state.ts";
import { drawGlyph, type GlyphName } from "../kit/glyphs.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { drawParagraph } from "../kit/wrap.ts";
import { keyArea as keyAreaOf } from "./layout.ts";
import { paintObstacles } from "./obstacles.ts";
import { mapColors } from "./scene.ts";
import { say, type TombRaiderRenderKey } from "./strings.ts";

const ENTRIES: readonly [GlyphName, TombRaiderRenderKey][] = [
  ["warning", "key.danger"],
  ["magnifier", "key.search"],
  ["door", "key.entrance"],
  ["chest", "key.treasure"],
  ["flag", "key.save"],
  ["drop", "key.water"],
];

/** A creature tested by Fight, danger 5, life 2 with 1 damage token: the key's example of an obstacle. */
const SAMPLE_OBSTACLE: ObstacleView = { card: null, stats: ["fight"], danger: 5, life: 2, damage: 1, habitat: "any" };

/** What the map's symbols mean, on sandstone like the map itself (alike on every board of a size and language). */
export function paintKey(ctx: Ctx, players: number, locale: Locale): void {
  const keyArea = keyAreaOf(players);
  drawPanel(ctx, keyArea, { fill: palette.panel, edge: palette.panelEdge });
  const pad = 14;
  drawText(ctx, say("key.title", locale), keyArea.x + pad, keyArea.y + 22, keyArea.w - 2 * pad, {
    size: 22,
    weight: "bold",
    color: palette.muted,
  });
  const columns = 2;
  const colW = (keyArea.w - 2 * pad) / columns;
  const rowH = 40;
  ENTRIES.forEach(([glyph, key], i) => {
    const x = keyArea.x + pad + (i % columns) * colW;
    const y = keyArea.y + 62 + Math.floor(i / columns) * rowH;
    ctx.beginPath();
    ctx.roundRect(x, y - 16, 32, 32, 6);
    ctx.fillStyle = glyph === "drop" ? mapColors.wet : mapColors.dry;
    ctx.fill();
    drawGlyph(ctx, glyph, x + 16, y, 22, glyph === "drop" ? mapColors.wave : mapColors.ink, mapColors.dry);
    drawText(ctx, say(key, locale), x + 42, y, colW - 50, { size: 22, minSize: 18, color: palette.text });
  });
  const y = keyArea.y + 62 + Math.ceil(ENTRIES.length / columns) * rowH + 6;
  paintObstacles(ctx, [SAMPLE_OBSTACLE], { x: keyArea.x + pad, y: y - 22, w: 110, h: 44 }, () => "none");
  const room = keyArea.w - 2 * pad - 124;
  drawParagraph(ctx, say("key.obstacle", locale), keyArea.x + pad + 124, y - 24, room, 2, {
    size: 22,
    minSize: 18,
    color: palette.text,
    lineHeight: 1.1,
  });
}
