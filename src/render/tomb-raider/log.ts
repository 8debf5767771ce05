import type { Locale } from "../../engine/index.ts";
import { describeLast } from "../../games/tomb-raider/describe.ts";
import type { Roll } from "../../games/tomb-raider/state.ts";
import { drawDice } from "../kit/dice.ts";
import { drawIcon } from "../kit/icons.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText, textWidth } from "../kit/text.ts";
import { drawToken } from "../kit/tokens.ts";
import { wrapLines } from "../kit/wrap.ts";
import { logStrip as logStripOf } from "./layout.ts";
import { drawStatSymbol } from "./obstacles.ts";
import { mapColors, tokenOf, type Scene } from "./scene.ts";
import { say } from "./strings.ts";

type LogLine = { kind: "text"; text: string } | { kind: "roll"; roll: Roll; success: boolean | undefined };

const PAD = 14;
const TITLE_H = 30;
const LINE_H = 36;
const TEXT = { size: 22, color: palette.text } as const;
const SEPARATOR = " · ";
const DIE_SIZE = 26;

/**
 * The last move as lines: each roll on a line of its own (drawn with its dice), the other actions in the game's own
 * words (as the table's status says them), joined and wrapped between the rolls.
 */
function logLines(ctx: Ctx, scene: Scene, maxWidth: number): LogLine[] {
  const lines: LogLine[] = [];
  let current = "";
  const flush = (): void => {
    if (current !== "") lines.push({ kind: "text", text: current });
    current = "";
  };
  for (const entry of scene.table.recent) {
    if (entry.type === "roll") {
      flush();
      lines.push({ kind: "roll", roll: entry.roll, success: entry.success });
      continue;
    }
    if (entry.type === "stop") continue;
    const words = describeLast(entry, scene.locale, scene.names);
    const joined = current === "" ? words : current + SEPARATOR + words;
    if (current !== "" && textWidth(ctx, joined, TEXT.size) > maxWidth) {
      flush();
      current = words;
    } else current = joined;
    // A phrase wider than the strip (long names) wraps instead of losing its end.
    const wrapped = wrapLines(ctx, current, maxWidth, TEXT.size);
    for (const line of wrapped.slice(0, -1)) lines.push({ kind: "text", text: line });
    current = wrapped.at(-1) ?? "";
  }
  flush();
  return lines;
}

/**
 * The lines that fit, newest first in priority, except that dice outrank words: older text lines give way before
 * any roll does. The lines keep their order.
 */
function linesThatFit(lines: readonly LogLine[], room: number): LogLine[] {
  const kept = [...lines];
  while (kept.length > room) {
    const oldestText = kept.findIndex((line, i) => line.kind === "text" && i < kept.length - 1);
    kept.splice(oldestText >= 0 ? oldestText : 0, 1);
  }
  return kept;
}

/** A roll: who rolled what for which purpose, the dice, the total and, against a target, success or failure. */
function paintRoll(
  ctx: Ctx,
  scene: Scene,
  line: Extract<LogLine, { kind: "roll" }>,
  x: number,
  y: number,
  maxWidth: number,
): void {
  const { roll } = line;
  const right = x + maxWidth;
  drawToken(ctx, x + 14, y, 28, tokenOf(scene, roll.seat), mapColors.ink);
  x += 36;
  if (roll.stat) {
    drawStatSymbol(ctx, roll.stat, x + 11, y, 22, palette.muted, palette.panel);
    x += 28;
  }
  x += drawText(ctx, say(`roll.${roll.purpose}`, scene.locale), x, y, 110, { ...TEXT, color: palette.muted }) + 10;
  const result = `= ${roll.total}${roll.target === undefined ? "" : ` / ${roll.target}`}`;
  const resultW = textWidth(ctx, result, 24, "bold") + 12;
  const markW = line.success === undefined ? 0 : 30;
  const step = DIE_SIZE * 1.2;
  const fitting = Math.floor((right - markW - resultW - x + DIE_SIZE * 0.2) / step);
  // Too many dice for the line: as many as fit less one, then an ellipsis where that one would be.
  const shown = fitting >= roll.dice.length ? roll.dice : roll.dice.slice(0, Math.max(1, fitting - 1));
  x += drawDice(ctx, shown, x, y - DIE_SIZE / 2, DIE_SIZE, { fill: palette.cardFace, pip: palette.cardInk });
  if (shown.length < roll.dice.length) x += drawText(ctx, "…", x + 4, y, step, TEXT) + 4;
  x += drawText(ctx, result, x + 8, y, resultW, { size: 24, weight: "bold", color: palette.text }) + 20;
  if (line.success === undefined) return;
  drawIcon(ctx, line.success ? "check" : "cross", x + 12, y, 24, line.success ? palette.success : palette.danger);
}

/** The log strip's panel and title (alike on every board of a size and language). */
export function paintLogFrame(ctx: Ctx, players: number, locale: Locale): void {
  const logStrip = logStripOf(players);
  drawPanel(ctx, logStrip, { fill: palette.panel, edge: palette.panelEdge });
  drawText(ctx, say("log.title", locale), logStrip.x + PAD, logStrip.y + 4 + TITLE_H / 2, logStrip.w - 2 * PAD, {
    size: 22,
    weight: "bold",
    color: palette.muted,
  });
}

/** The log strip's lines, in its frame: the words and dice of the most recent move; the newest when not all fit. */
export function paintLog(ctx: Ctx, scene: Scene): void {
  const logStrip = logStripOf(scene.table.players);
  const x = logStrip.x + PAD;
  const maxWidth = logStrip.w - 2 * PAD;
  const lines = logLines(ctx, scene, maxWidth);
  const room = Math.floor((logStrip.h - TITLE_H - 8) / LINE_H);
  const top = logStrip.y + 4 + TITLE_H + LINE_H / 2;
  if (lines.length === 0) {
    drawText(ctx, say("log.empty", scene.locale), x, top, maxWidth, { ...TEXT, color: palette.faint });
    return;
  }
  const shown = linesThatFit(lines, room);
  if (shown.length < lines.length) {
    drawText(
      ctx,
      say("log.more", scene.locale, { n: lines.length - shown.length }),
      logStrip.x + logStrip.w - PAD,
      logStrip.y + 4 + TITLE_H / 2,
      200,
      {
        size: 22,
        color: palette.faint,
        align: "right",
      },
    );
  }
  shown.forEach((line, i) => {
    const y = top + i * LINE_H;
    if (line.kind === "roll") paintRoll(ctx, scene, line, x, y, maxWidth);
    else drawText(ctx, line.text, x, y, maxWidth, TEXT);
  });
}
