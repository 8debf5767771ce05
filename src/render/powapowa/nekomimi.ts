import type { Locale } from "../../engine/index.ts";
import { cardOf, nekomimiOf } from "../../games/powapowa/cards.ts";
import type { NekoView } from "../../games/powapowa/state.ts";
import { cardName, joinWords, say as sayGame } from "../../games/powapowa/words.ts";
import type { Rect } from "../kit/geometry.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel, drawPill } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText, textWidth } from "../kit/text.ts";
import { drawParagraph } from "../kit/wrap.ts";
import { drawKindSquare } from "./scene.ts";
import { say, type PowapowaRenderKey } from "./strings.ts";

const SQUARE = 34;
const NEED_SQUARE = 28;

/** Its territories as lettered squares (framed when they carry an item), then its empty places up to its limit. */
function paintTerritories(ctx: Ctx, n: NekoView, x: number, y: number, locale: Locale): void {
  const onTerritory = new Set(n.attached.flatMap((a) => (a.on ? [a.on] : [])));
  n.territories.forEach((t, i) => {
    const def = cardOf(t);
    if (def.type !== "territory") return;
    const left = x + i * (SQUARE + 5);
    drawKindSquare(ctx, def.kind, left, y, SQUARE, locale);
    if (onTerritory.has(t)) {
      ctx.lineWidth = 3;
      ctx.strokeStyle = palette.highlight;
      ctx.strokeRect(left + 1.5, y - SQUARE / 2 + 1.5, SQUARE - 3, SQUARE - 3);
    }
  });
  for (let i = n.territories.length; i < n.limit; i++) {
    ctx.lineWidth = 2;
    ctx.strokeStyle = palette.faint;
    ctx.strokeRect(x + i * (SQUARE + 5) + 1, y - SQUARE / 2 + 1, SQUARE - 2, SQUARE - 2);
  }
}

/** What its next stage needs, right-aligned: each need as its square, hollow while its territories lack it. */
function paintNeeds(ctx: Ctx, n: NekoView, right: number, y: number, locale: Locale): void {
  if (n.needs === null) {
    drawText(ctx, say("full-grown", locale), right, y, 200, { size: 20, color: palette.muted, align: "right" });
    return;
  }
  const lacking = [...n.missing];
  const met = n.needs.map((need) => {
    const at = lacking.indexOf(need);
    if (at < 0) return true;
    lacking.splice(at, 1);
    return false;
  });
  const width = n.needs.length * (NEED_SQUARE + 4);
  const label = say("next", locale);
  const labelW = textWidth(ctx, label, 20) + 8;
  drawText(ctx, label, right - width - labelW, y, labelW, { size: 20, color: palette.muted });
  n.needs.forEach((need, i) =>
    drawKindSquare(ctx, need, right - width + i * (NEED_SQUARE + 4), y, NEED_SQUARE, locale, !met[i]),
  );
}

/** Its state in one word: off the field, incapacitated (and whether it recovers next), acted, able. */
function stateOf(n: NekoView): { key: PowapowaRenderKey; fill: string; color: string } {
  if (n.place === "off") return { key: "off", fill: palette.faint, color: palette.text };
  if (n.down)
    return n.recovers
      ? { key: "recovers", fill: palette.danger, color: palette.text }
      : { key: "down", fill: palette.danger, color: palette.text };
  if (n.acted) return { key: "acted", fill: palette.panelEdge, color: palette.text };
  return { key: "able", fill: palette.success, color: palette.onHighlight };
}

/**
 * One nekomimi: its name and stage; its state, attack, defence and charisma from stage 2; its territories against its
 * limit as lettered squares (framed when they carry an item) and what its next stage needs; the other cards on it.
 */
export function paintNekomimi(ctx: Ctx, n: NekoView, rect: Rect, locale: Locale): void {
  const edge = n.entered ? palette.highlight : n.down ? palette.danger : palette.panelEdge;
  drawPanel(ctx, rect, {
    fill: n.place === "off" ? palette.table : "#243244",
    edge,
    edgeWidth: n.entered ? 5 : 2,
    radius: 12,
  });
  const left = rect.x + 12;
  const right = rect.x + rect.w - 12;
  const inner = rect.w - 24;
  const gender = nekomimiOf(n.id).gender === "female" ? "♀" : "♂";
  drawText(ctx, `${cardName(n.id, locale)} ${gender}`, left, rect.y + 26, inner - 130, {
    size: 26,
    minSize: 18,
    weight: "bold",
    color: palette.text,
  });
  drawText(ctx, say("stage", locale, { n: n.stage }), right, rect.y + 26, 130, {
    size: 24,
    weight: "bold",
    color: palette.highlight,
    align: "right",
  });
  const figures =
    n.stage === 1
      ? "—"
      : sayGame("neko.figures", locale, { attack: n.attack, defence: n.defence, charisma: n.charisma });
  const figuresW = drawText(ctx, figures, right, rect.y + 66, inner / 2, {
    size: 26,
    weight: "bold",
    color: n.stage === 1 ? palette.faint : palette.text,
    align: "right",
  });
  const pillRoom = right - figuresW - 10;
  const state = stateOf(n);
  const pill = { size: 18, color: palette.onHighlight };
  let x =
    left +
    drawPill(ctx, say(state.key, locale), left, rect.y + 66, {
      ...pill,
      fill: state.fill,
      color: state.color,
      maxWidth: pillRoom - left,
    }) +
    6;
  if (n.entered)
    x +=
      drawPill(ctx, say("entered", locale), x, rect.y + 66, {
        ...pill,
        fill: palette.highlight,
        maxWidth: Math.max(0, pillRoom - x),
      }) + 6;
  if (n.canGrow && pillRoom - x > 40)
    drawPill(ctx, say("grows", locale), x, rect.y + 66, { ...pill, fill: palette.success, maxWidth: pillRoom - x });
  paintTerritories(ctx, n, left, rect.y + 110, locale);
  paintNeeds(ctx, n, right, rect.y + 110, locale);
  const cards = n.attached.map((a) => cardName(a.card, locale));
  if (cards.length > 0)
    drawParagraph(ctx, joinWords(cards, locale), left, rect.y + 138, inner, 2, {
      size: 23,
      minSize: 20,
      color: palette.text,
      lineHeight: 1.2,
    });
}
