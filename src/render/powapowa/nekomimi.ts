import type { Locale } from "../../engine/index.ts";
import { cardOf, nekomimiOf } from "../../games/powapowa/cards.ts";
import type { NekoView } from "../../games/powapowa/state.ts";
import { cardName, joinWords } from "../../games/powapowa/words.ts";
import type { Rect } from "../kit/geometry.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel, drawPill } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { drawParagraph } from "../kit/wrap.ts";
import { KIND_LOOK } from "./scene.ts";
import { say, type PowapowaRenderKey } from "./strings.ts";

/** A territory as a lettered square in its kind's colour, so kinds read without colour too. */
function drawKind(ctx: Ctx, card: string, x: number, y: number, size: number, locale: Locale, item: boolean): void {
  const def = cardOf(card);
  if (def.type !== "territory") return;
  const look = KIND_LOOK[def.kind];
  ctx.fillStyle = look.fill;
  ctx.fillRect(x, y - size / 2, size, size);
  if (item) {
    ctx.lineWidth = 3;
    ctx.strokeStyle = palette.highlight;
    ctx.strokeRect(x + 1.5, y - size / 2 + 1.5, size - 3, size - 3);
  }
  drawText(ctx, look.letter[locale], x + size / 2, y + 1, size, { size: Math.round(size * 0.6), weight: "bold", color: look.ink, align: "center" });
}

/** Its state in one word: off the field, incapacitated (and whether it recovers next), acted, able. */
function stateOf(n: NekoView): { key: PowapowaRenderKey; fill: string; color: string } {
  if (n.place === "off") return { key: "off", fill: palette.faint, color: palette.text };
  if (n.down) return n.recovers ? { key: "recovers", fill: palette.danger, color: palette.text } : { key: "down", fill: palette.danger, color: palette.text };
  if (n.acted) return { key: "acted", fill: palette.panelEdge, color: palette.text };
  return { key: "able", fill: palette.success, color: palette.onHighlight };
}

/**
 * One nekomimi: its name and stage, its state, attack, defence and charisma from stage 2, its territories against its
 * limit as lettered squares (framed when they carry an item), and the other cards on it.
 */
export function paintNekomimi(ctx: Ctx, n: NekoView, rect: Rect, locale: Locale): void {
  const edge = n.entered ? palette.highlight : n.down ? palette.danger : palette.panelEdge;
  drawPanel(ctx, rect, { fill: n.place === "off" ? palette.table : "#243244", edge, edgeWidth: n.entered ? 5 : 2, radius: 12 });
  const left = rect.x + 10;
  const inner = rect.w - 20;
  const gender = nekomimiOf(n.id).gender === "female" ? "♀" : "♂";
  drawText(ctx, `${cardName(n.id, locale)} ${gender}`, left, rect.y + 20, inner - 70, { size: 21, minSize: 15, weight: "bold", color: palette.text });
  drawText(ctx, say("stage", locale, { n: n.stage }), rect.x + rect.w - 10, rect.y + 20, 90, { size: 17, weight: "bold", color: palette.highlight, align: "right" });
  const state = stateOf(n);
  let x = left + drawPill(ctx, say(state.key, locale), left, rect.y + 46, { size: 14, fill: state.fill, color: state.color, maxWidth: inner }) + 6;
  if (n.entered) x += drawPill(ctx, say("entered", locale), x, rect.y + 46, { size: 14, fill: palette.highlight, color: palette.onHighlight, maxWidth: inner / 2 }) + 6;
  if (n.canGrow) drawPill(ctx, say("grows", locale), x, rect.y + 46, { size: 14, fill: palette.success, color: palette.onHighlight, maxWidth: rect.x + rect.w - x - 10 });
  const figures = n.stage === 1 ? "—" : `A${n.attack} D${n.defence} C${n.charisma}`;
  drawText(ctx, figures, left, rect.y + 74, inner, { size: 20, weight: "bold", color: n.stage === 1 ? palette.faint : palette.text });
  const size = 24;
  const onTerritory = new Set(n.attached.flatMap((a) => (a.on ? [a.on] : [])));
  n.territories.forEach((t, i) => drawKind(ctx, t, left + i * (size + 5), rect.y + 104, size, locale, onTerritory.has(t)));
  for (let i = n.territories.length; i < n.limit; i++) {
    ctx.lineWidth = 2;
    ctx.strokeStyle = palette.faint;
    ctx.strokeRect(left + i * (size + 5) + 1, rect.y + 104 - size / 2 + 1, size - 2, size - 2);
  }
  const cards = n.attached.map((a) => cardName(a.card, locale));
  if (cards.length > 0) drawParagraph(ctx, joinWords(cards, locale), left, rect.y + 124, inner, 2, { size: 15, minSize: 12, color: palette.muted, lineHeight: 1.15 });
}
