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
import { styleOf } from "./faces.ts";
import { footer } from "./layout.ts";
import type { Scene } from "./scene.ts";

/** The card the first attack or tuck of the recent actions showed, pictured beside their words. */
function shownCard(recent: readonly LastAction[]): Face | null {
  for (const entry of recent) if (entry.type === "attack" || entry.type === "tuck") return entry.card;
  return null;
}

const ONE_LINE = { size: 26, minSize: 22 };
const TWO_LINES = { size: 22, minSize: 18 };
const LINE_HEIGHT = 1.15;

/**
 * The recent actions, joined: in one line when it fits, otherwise in two, split between two actions so that the
 * wider line is as short as it can be.
 */
function footerLines(ctx: Ctx, actions: readonly string[], locale: Locale, maxWidth: number): string[] {
  const joined = (part: readonly string[]): string => joinWords(part, locale, "last.then");
  const all = joined(actions);
  if (actions.length === 1 || textWidth(ctx, all, ONE_LINE.minSize) <= maxWidth) return [all];
  const splits = actions.slice(1).map((_, i) => [joined(actions.slice(0, i + 1)), joined(actions.slice(i + 1))]);
  const wider = (lines: string[]): number => Math.max(...lines.map((line) => textWidth(ctx, line, TWO_LINES.size)));
  return splits.reduce((best, lines) => (wider(lines) < wider(best) ? lines : best));
}

/** The footer: everything the most recent move did, in order. */
export function paintLastAction(ctx: Ctx, scene: Scene): void {
  drawPanel(ctx, footer, { fill: palette.panel, edge: palette.panelEdge });
  const { recent } = scene.table;
  if (recent.length === 0) return;
  let x = footer.x + 16;
  const shown = shownCard(recent);
  if (shown !== null) {
    drawCardFace(ctx, { x, y: footer.y + 6, w: 34, h: 48 }, styleOf(shown));
    x += 48;
  }
  const maxWidth = footer.x + footer.w - 16 - x;
  const actions = recentLines(scene.table, scene.locale, scene.names);
  const lines = footerLines(ctx, actions, scene.locale, maxWidth);
  const size = lines.length === 1 ? ONE_LINE : TWO_LINES;
  drawLines(ctx, lines, x, footer.y + footer.h / 2, maxWidth, { ...size, color: palette.text }, LINE_HEIGHT);
}
