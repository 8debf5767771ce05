import { cardName, drawCard, raider as raiderData, STATS, type CardId } from "../../games/tomb-raider/cards.ts";
import type { RaiderView } from "../../games/tomb-raider/state.ts";
import { drawCardBack } from "../kit/card-back.ts";
import { drawPips } from "../kit/counters.ts";
import type { Rect } from "../kit/geometry.ts";
import { drawGlyph } from "../kit/glyphs.ts";
import { drawIcon, type IconName } from "../kit/icons.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel, drawPill } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText, textWidth } from "../kit/text.ts";
import { drawToken } from "../kit/tokens.ts";
import { KIND_INKS } from "./card-kinds.ts";
import { drawStatSymbol } from "./obstacles.ts";
import { mapColors, mustAct, nameOf, tokenOf, type Scene } from "./scene.ts";
import { say } from "./strings.ts";

/** Rows of a panel, as distances from its top. */
const ROWS = { name: 30, stats: 76, life: 116, counts: 153, saved: 189, unsaved: 222 } as const;
const PAD = 16;
/** The raider's name beside the player's is left out when less room than this is left for it. */
const CHARACTER_MIN = 80;

interface Status {
  text: string;
  icon: IconName | null;
  loud: boolean;
}

function statusOf(scene: Scene, raider: RaiderView): Status | null {
  const { locale, table } = scene;
  if (table.winner === raider.seat) return { text: say("state.winner", locale), icon: "crown", loud: true };
  if (raider.dead) return { text: say("state.dead", locale), icon: "cross", loud: false };
  if (mustAct(scene, raider.seat) && table.phase !== "over")
    return { text: say("state.acting", locale), icon: "play", loud: true };
  if (scene.view.prompt?.answered.includes(raider.seat))
    return { text: say("state.chosen", locale), icon: "check", loud: false };
  if (raider.stuck) return { text: say("state.stuck", locale), icon: "lock", loud: false };
  if (raider.attacked) return { text: say("state.attacked", locale), icon: "sword", loud: false };
  return null;
}

function paintNameRow(ctx: Ctx, scene: Scene, raider: RaiderView, panel: Rect): void {
  const y = panel.y + ROWS.name;
  drawToken(ctx, panel.x + PAD + 22, y, 44, tokenOf(scene, raider.seat), mapColors.ink);
  let x = panel.x + PAD + 56;
  const status = statusOf(scene, raider);
  const statusRoom = status ? 176 : 0;
  // The player's name comes first and whole (down to a smaller size); the raider's name takes what room is left.
  const room = panel.x + panel.w - PAD - statusRoom - x;
  x +=
    drawText(ctx, nameOf(scene, raider.seat), x, y, room, {
      size: 28,
      minSize: 20,
      weight: "bold",
      color: palette.text,
    }) + 12;
  const character =
    raider.character === null ? say("no-raider", scene.locale) : raiderData(raider.character).name[scene.locale];
  const left = panel.x + panel.w - PAD - statusRoom - x;
  if (left >= CHARACTER_MIN) drawText(ctx, character, x, y + 2, left, { size: 22, minSize: 18, color: palette.muted });
  if (!status) return;
  const text = status.text;
  const width = Math.min(statusRoom - 8, textWidth(ctx, text, 22, "bold") + 2 * 13 + (status.icon ? 29 : 0));
  drawPill(ctx, text, panel.x + panel.w - PAD - width, y, {
    size: 22,
    fill: status.loud ? palette.highlight : palette.panelEdge,
    color: status.loud ? palette.onHighlight : palette.text,
    ...(status.icon ? { icon: status.icon } : {}),
    maxWidth: statusRoom - 8,
  });
}

/** The four stats as they stand now, each with the printed value beside it when damage or cards changed it. */
function paintStats(ctx: Ctx, scene: Scene, raider: RaiderView, panel: Rect): void {
  const y = panel.y + ROWS.stats;
  const blockW = (panel.w - 2 * PAD) / STATS.length;
  STATS.forEach((stat, i) => {
    const x = panel.x + PAD + i * blockW;
    drawStatSymbol(ctx, stat, x + 14, y, 26, palette.muted, palette.panel);
    const label = say(`stat.${stat}`, scene.locale);
    drawText(ctx, label, x + 32, y - 12, blockW - 36, { size: 22, minSize: 18, color: palette.muted });
    const now = raider.stats[stat];
    const printed = raider.printed[stat];
    const changed = now !== printed;
    const numberX = x + 32;
    const w = drawText(ctx, String(now), numberX, y + 14, 40, {
      size: 28,
      weight: "bold",
      color: now < printed ? palette.danger : palette.text,
    });
    if (changed)
      drawText(ctx, `(${printed})`, numberX + w + 4, y + 16, blockW - 40 - w, { size: 22, color: palette.muted });
  });
}

/** Life as pips with the damage tokens filled in; air and power beside it. */
function paintLife(ctx: Ctx, scene: Scene, raider: RaiderView, panel: Rect, underWater: boolean): void {
  const y = panel.y + ROWS.life;
  let x = panel.x + PAD;
  drawIcon(ctx, "heart", x + 13, y, 26, palette.danger);
  x += 32;
  x += drawText(ctx, say("life", scene.locale), x, y, 80, { size: 22, color: palette.muted }) + 10;
  const pip = 24;
  drawPips(ctx, x, y, pip, Math.min(raider.damage, raider.life), raider.life, palette.danger);
  x += raider.life * pip * 1.3 + 14;
  if (underWater || raider.air < raider.maxAir) {
    drawGlyph(ctx, "bubble", x + 13, y, 26, palette.text);
    x += 32;
    x += drawText(ctx, say("air", scene.locale), x, y, 70, { size: 22, color: palette.muted }) + 8;
    drawText(ctx, `${raider.air}/${raider.maxAir}`, x, y, 70, {
      size: 28,
      weight: "bold",
      color: raider.air <= 1 ? palette.danger : palette.text,
    });
  }
  const power = say("power", scene.locale, { n: raider.power });
  const right = panel.x + panel.w - PAD;
  const width = drawText(ctx, power, right, y, 140, { size: 22, weight: "bold", color: palette.text, align: "right" });
  drawIcon(ctx, "star", right - width - 16, y, 22, palette.highlight);
}

/** Hand, deck, discard (and solo, the obstacle deck) counts, left to right; labels shrink when all four crowd. */
function paintCounts(ctx: Ctx, scene: Scene, raider: RaiderView, panel: Rect): void {
  const y = panel.y + ROWS.counts;
  const { locale } = scene;
  const counts: [string, number][] = [
    [say("hand", locale), raider.hand.count],
    [say("deck", locale), raider.deckCount],
    [say("discard", locale), raider.discard.length],
  ];
  if (scene.table.players === 1) counts.push([say("obstacles", locale), raider.obstacleDeckCount]);
  let x = panel.x + PAD;
  drawCardBack(ctx, { x, y: y - 15, w: 22, h: 30 });
  x += 32;
  const room = panel.x + panel.w - PAD - x;
  const gap = 8;
  const numberW = (count: number): number => textWidth(ctx, String(count), 28, "bold");
  const widthAt = (size: number): number =>
    counts.reduce((sum, [label, count]) => sum + textWidth(ctx, label, size) + gap + numberW(count), 0);
  const labelSize = widthAt(22) + (counts.length - 1) * 24 <= room ? 22 : 18;
  const spacing = (room - widthAt(labelSize)) / Math.max(1, counts.length - 1);
  for (const [label, count] of counts) {
    x += drawText(ctx, label, x, y, room, { size: labelSize, color: palette.muted }) + gap;
    x +=
      drawText(ctx, String(count), x, y, 60, { size: 28, weight: "bold", color: palette.text }) + Math.min(spacing, 48);
  }
}

/** Cards on the raider as named chips; saved ones solid, unsaved ones dashed (lost on a reload). */
function paintCardRow(ctx: Ctx, scene: Scene, cards: readonly CardId[], saved: boolean, panel: Rect, y: number): void {
  const label = say(saved ? "saved" : "unsaved", scene.locale);
  const labelW = drawText(ctx, label, panel.x + PAD, y, 110, { size: 22, color: palette.muted });
  let x = panel.x + PAD + labelW + 12;
  const right = panel.x + panel.w - PAD;
  if (cards.length === 0) {
    drawText(ctx, say("none", scene.locale), x, y, right - x, { size: 22, color: palette.faint });
    return;
  }
  const h = 32;
  cards.forEach((card, i) => {
    if (x >= right) return;
    const name = cardName(card, scene.locale);
    const rest = cards.length - i - 1;
    const moreRoom = rest > 0 ? 52 : 0;
    const need = textWidth(ctx, name, 22) + 24;
    const w = Math.min(need, right - x - moreRoom);
    // A chip cut too short to read gives its room to the count of the cards left.
    if (w < need && w < 90) {
      drawText(ctx, say("more", scene.locale, { n: cards.length - i }), x, y, right - x, {
        size: 22,
        weight: "bold",
        color: palette.text,
      });
      x = right;
      return;
    }
    ctx.beginPath();
    ctx.roundRect(x + 1, y - h / 2 + 1, w - 2, h - 2, 8);
    ctx.fillStyle = saved ? palette.panelEdge : palette.panel;
    ctx.fill();
    ctx.save();
    if (!saved) ctx.setLineDash([6, 4]);
    ctx.strokeStyle = palette.muted;
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.restore();
    ctx.fillStyle = KIND_INKS[drawCard(card).kind];
    ctx.fillRect(x + 5, y - h / 2 + 6, 5, h - 12);
    drawText(ctx, name, x + 15, y + 1, w - 20, { size: 22, color: palette.text });
    x += w + 6;
  });
}

export function paintRaiderPanel(ctx: Ctx, scene: Scene, raider: RaiderView, panel: Rect): void {
  const marked = mustAct(scene, raider.seat) || scene.table.winner === raider.seat;
  drawPanel(ctx, panel, {
    fill: palette.panel,
    edge: marked ? palette.highlight : palette.panelEdge,
    edgeWidth: marked ? 5 : 2,
  });
  paintNameRow(ctx, scene, raider, panel);
  // Until the raiders are revealed there is no character card, so no stats, life or cards to show.
  if (raider.character === null) return;
  const underWater = scene.table.map.some((square) => square.key === raider.at && square.wet);
  paintStats(ctx, scene, raider, panel);
  paintLife(ctx, scene, raider, panel, underWater);
  paintCounts(ctx, scene, raider, panel);
  paintCardRow(ctx, scene, raider.saved, true, panel, panel.y + ROWS.saved);
  paintCardRow(ctx, scene, raider.unsaved, false, panel, panel.y + ROWS.unsaved);
}
