import { cardOf } from "../../games/world-gainer/cards.ts";
import { squareOnTable } from "../../games/world-gainer/words.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawLines, drawText } from "../kit/text.ts";
import { fitParagraph } from "../kit/wrap.ts";
import { drawAttributeBadge } from "./attributes.ts";
import { drawMiniCard } from "./card-art.ts";
import { footer, MIN_TEXT } from "./layout.ts";
import { say, seatIndex, type Scene } from "./scene.ts";

const ATTRIBUTE_OF_SIGN = { scissors: "blue", paper: "green", rock: "red", all: "yellow" } as const;
const BADGE = 34;
const SMALL_BADGE = 28;
const ARROW_W = 24;
const KEY_W = 4 * BADGE + 3 * ARROW_W;
const KEY_PITCH = 42;
const TEXT = { size: 24, minSize: MIN_TEXT };
const LINE_HEIGHT = 1.15;
const MAX_LINES = 3;

/**
 * Who beats whom, in signs only, in two rows ending at `right`: scissors > paper > rock > scissors, then the yellow
 * burst > all three.
 */
function paintKey(ctx: Ctx, right: number, middle: number): void {
  const left = right - KEY_W;
  let x = left;
  const arrow = (y: number): void => {
    drawText(ctx, ">", x + ARROW_W / 2, y, ARROW_W, {
      size: 26,
      weight: "bold",
      color: palette.muted,
      align: "center",
    });
    x += ARROW_W;
  };
  const chainY = middle - KEY_PITCH / 2;
  (["scissors", "paper", "rock", "scissors"] as const).forEach((sign, i) => {
    if (i > 0) arrow(chainY);
    drawAttributeBadge(ctx, ATTRIBUTE_OF_SIGN[sign], x + BADGE / 2, chainY, BADGE);
    x += BADGE;
  });
  const allY = middle + KEY_PITCH / 2;
  x = left;
  drawAttributeBadge(ctx, "yellow", x + BADGE / 2, allY, BADGE);
  x += BADGE;
  arrow(allY);
  for (const sign of ["scissors", "paper", "rock"] as const) {
    drawAttributeBadge(ctx, ATTRIBUTE_OF_SIGN[sign], x + SMALL_BADGE / 2, allY, SMALL_BADGE);
    x += SMALL_BADGE + 4;
  }
}

/** The footer: the latest placement in words beside its card, and the key to the signs at the right. */
export function paintFooter(ctx: Ctx, scene: Scene): void {
  drawPanel(ctx, footer, { fill: palette.panel, edge: palette.panelEdge });
  const middle = footer.y + footer.h / 2;
  paintKey(ctx, footer.x + footer.w - 16, middle);
  const placement = scene.table.lastPlacement;
  if (placement === null) return;
  drawMiniCard(ctx, { x: footer.x + 14, y: middle - 22, w: 32, h: 44 }, placement.card);
  const text = say(`last.${placement.result}`, scene.locale, {
    name: scene.names[seatIndex(placement.seat)],
    card: cardOf(placement.card).name[scene.locale],
    where: squareOnTable(placement.square, scene.names, scene.locale),
  });
  const x = footer.x + 60;
  const room = footer.x + footer.w - 16 - KEY_W - 24 - x;
  const { lines, size } = fitParagraph(ctx, text, room, MAX_LINES, TEXT);
  drawLines(ctx, lines, x, middle, room, { size, color: palette.text }, LINE_HEIGHT);
}
