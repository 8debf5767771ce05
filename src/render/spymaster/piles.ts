import { KINDS, kindName, type CardId } from "../../games/spymaster/cards.ts";
import { drawCardBack, drawEmptySlot } from "../kit/card-back.ts";
import { drawCardFace } from "../kit/card-face.ts";
import type { Rect } from "../kit/geometry.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { styleOf, KIND_STYLES } from "./faces.ts";
import { MIN_TEXT } from "./layout.ts";
import { say, type Scene } from "./scene.ts";

const PILE = { w: 74, h: 104 };
const PILE_ROOM = 230;
const KEY_CARD = { w: 28, h: 40 };
const KEY_PITCH = 44;

function paintPile(ctx: Ctx, band: Rect, x: number, label: string, count: number, draw: (rect: Rect) => void): void {
  const rect = { x, y: band.y + (band.h - PILE.h) / 2, ...PILE };
  if (count === 0) drawEmptySlot(ctx, rect);
  else draw(rect);
  const textX = x + PILE.w + 14;
  const room = PILE_ROOM - PILE.w - 24;
  drawText(ctx, label, textX, band.y + band.h / 2 - 24, room, { size: 26, minSize: MIN_TEXT, color: palette.muted });
  drawText(ctx, String(count), textX, band.y + band.h / 2 + 20, room, {
    size: 44,
    weight: "bold",
    color: palette.text,
  });
}

/** The deck, the discard pile with its top card face up, and a key from each kind's look to its name, one a line. */
export function paintPiles(ctx: Ctx, scene: Scene): void {
  const { table, locale } = scene;
  const { band } = scene.layout;
  drawPanel(ctx, band, { fill: palette.panel, edge: palette.panelEdge });
  paintPile(ctx, band, band.x + 20, say("deck", locale), table.deckCount, (rect) => drawCardBack(ctx, rect));
  const top = table.discard.at(-1);
  paintPile(ctx, band, band.x + 20 + PILE_ROOM, say("discard", locale), table.discard.length, (rect) => {
    drawCardFace(ctx, rect, styleOf(top as CardId));
  });

  const kinds = KINDS[table.variant];
  const keyX = band.x + 20 + 2 * PILE_ROOM + 10;
  const room = band.x + band.w - 20 - keyX - KEY_CARD.w - 12;
  kinds.forEach((kind, i) => {
    const y = band.y + band.h / 2 + (i - (kinds.length - 1) / 2) * KEY_PITCH;
    drawCardFace(ctx, { x: keyX, y: y - KEY_CARD.h / 2, ...KEY_CARD }, { ...KIND_STYLES[kind], label: null });
    drawText(ctx, kindName(kind, locale), keyX + KEY_CARD.w + 12, y, room, {
      size: 26,
      minSize: MIN_TEXT,
      weight: "bold",
      color: palette.text,
    });
  });
}
