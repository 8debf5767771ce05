import type { Locale } from "../../engine/index.ts";
import type { Face } from "../../games/spymaster/cards.ts";
import { recentLines } from "../../games/spymaster/describe.ts";
import type { LastAction } from "../../games/spymaster/state.ts";
import { joinWords } from "../../games/spymaster/words.ts";
import { drawCardFace } from "../kit/card-face.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawLines, textWidth } from "../kit/text.ts";
import { fitParagraph, wrapLines } from "../kit/wrap.ts";
import { styleOf } from "./faces.ts";
import { MIN_TEXT } from "./layout.ts";
import type { Scene } from "./scene.ts";

/** The card shown beside the words. */
const SHOWN_CARD = { w: 40, h: 56 } as const;

/** The card the first attack or tuck of the recent actions showed, pictured beside their words. */
function shownCard(recent: readonly LastAction[]): Face | null {
  for (const entry of recent) if (entry.type === "attack" || entry.type === "tuck") return entry.card;
  return null;
}

const ONE_LINE = { size: 26, minSize: MIN_TEXT };
const MORE_LINES = { size: 24, minSize: MIN_TEXT };
const MAX_LINES = 3;
const LINE_HEIGHT = 1.15;

/**
 * The recent actions: joined in one line when it fits; otherwise each action from a new line, wrapped, at the largest
 * size that keeps them within three lines; failing that, joined and wrapped, the third line cut short.
 */
function footerLines(
  ctx: Ctx,
  actions: readonly string[],
  locale: Locale,
  maxWidth: number,
): { lines: string[]; size: number } {
  const all = joinWords(actions, locale, "last.then");
  if (textWidth(ctx, all, ONE_LINE.minSize) <= maxWidth) return { lines: [all], size: ONE_LINE.size };
  for (const size of [MORE_LINES.size, MORE_LINES.minSize]) {
    const lines = actions.flatMap((action) => wrapLines(ctx, action, maxWidth, size));
    if (lines.length <= MAX_LINES) return { lines, size };
  }
  return fitParagraph(ctx, all, maxWidth, MAX_LINES, { size: MORE_LINES.minSize, minSize: MORE_LINES.minSize });
}

/** The footer: everything the most recent move did, in order. */
export function paintLastAction(ctx: Ctx, scene: Scene): void {
  const { footer } = scene.layout;
  drawPanel(ctx, footer, { fill: palette.panel, edge: palette.panelEdge });
  const { recent } = scene.table;
  if (recent.length === 0) return;
  let x = footer.x + 16;
  const shown = shownCard(recent);
  if (shown !== null) {
    drawCardFace(ctx, { ...SHOWN_CARD, x, y: footer.y + (footer.h - SHOWN_CARD.h) / 2 }, styleOf(shown));
    x += SHOWN_CARD.w + 14;
  }
  const maxWidth = footer.x + footer.w - 16 - x;
  const { lines, size } = footerLines(ctx, recentLines(scene.table, scene.locale, scene.names), scene.locale, maxWidth);
  drawLines(
    ctx,
    lines,
    x,
    footer.y + footer.h / 2,
    maxWidth,
    { size, minSize: MIN_TEXT, color: palette.text },
    LINE_HEIGHT,
  );
}
