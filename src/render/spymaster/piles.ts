import { KINDS, kindName, type CardId } from "../../games/spymaster/cards.ts";
import { drawCardBack, drawEmptySlot } from "../kit/card-back.ts";
import { drawCardFace } from "../kit/card-face.ts";
import type { Rect } from "../kit/geometry.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { styleOf, KIND_STYLES } from "./faces.ts";
import { band } from "./layout.ts";
import { say, type Scene } from "./scene.ts";

const PILE = { w: 74, h: 104 };

function paintPile(ctx: Ctx, x: number, label: string, count: number, draw: (rect: Rect) => void): void {
  const rect = { x, y: band.y + (band.h - PILE.h) / 2, ...PILE };
  if (count === 0) drawEmptySlot(ctx, rect);
  else draw(rect);
  drawText(ctx, label, x + PILE.w + 16, band.y + 40, 130, { size: 24, minSize: 22, color: palette.muted });
  drawText(ctx, String(count), x + PILE.w + 16, band.y + 84, 130, { size: 40, weight: "bold", color: palette.text });
}

/** The deck, the discard pile with its top card face up, and a key from each kind's look to its name. */
export function paintPiles(ctx: Ctx, scene: Scene): void {
  const { table, locale } = scene;
  drawPanel(ctx, band, { fill: palette.panel, edge: palette.panelEdge });
  paintPile(ctx, band.x + 20, say("deck", locale), table.deckCount, (rect) => drawCardBack(ctx, rect));
  const top = table.discard.at(-1);
  paintPile(ctx, band.x + 250, say("discard", locale), table.discard.length, (rect) => {
    drawCardFace(ctx, rect, styleOf(top as CardId));
  });

  const kinds = KINDS[table.variant];
  const keyX = band.x + 500;
  const entryW = (band.x + band.w - keyX - 10) / kinds.length;
  kinds.forEach((kind, i) => {
    const x = keyX + i * entryW;
    const card = { x, y: band.y + (band.h - 64) / 2, w: 46, h: 64 };
    drawCardFace(ctx, card, { ...KIND_STYLES[kind], label: null });
    drawText(ctx, kindName(kind, locale), x + 58, band.y + band.h / 2, entryW - 66, {
      size: 26,
      minSize: 22,
      weight: "bold",
      color: palette.text,
    });
  });
}
