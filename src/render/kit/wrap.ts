import type { FontWeight } from "./fonts.ts";
import type { Ctx } from "./surface.ts";
import { drawText, textWidth } from "./text.ts";

interface ParagraphStyle {
  size: number;
  /** Shrinks down to this size, step by step, until the paragraph fits its lines; then the last line is cut short. */
  minSize: number;
  weight?: FontWeight;
  color: string;
  lineHeight: number;
}

/**
 * Words for wrapping: split after spaces, and between any two characters of CJK text (no spaces there), except that
 * a katakana word stays whole (ダイス, not ダ / イス; a middle dot may end a line), an opening bracket stays with the
 * character after it and closing punctuation (。、）ー and small kana) with the one before it, as Japanese line
 * breaking asks.
 */
const PIECES =
  /[（「『【]*(?:[\u30a1-\u30fa\u30fc]+|[\u3000-\u9fff\uff00-\uffef]|[^\s\u3000-\u9fff\uff00-\uffef]+)[、。）」』】ー・：，．！？ぁぃぅぇぉっゃゅょァィゥェォッャュョ]*\s*|\s+/g;

function pieces(text: string): string[] {
  return text.match(PIECES) ?? [];
}

/** Breaks `text` into lines no wider than `maxWidth` at `size`; a single piece wider than that gets a line of its own. */
export function wrapLines(
  ctx: Ctx,
  text: string,
  maxWidth: number,
  size: number,
  weight: FontWeight = "normal",
): string[] {
  const lines: string[] = [];
  let line = "";
  for (const piece of pieces(text)) {
    const candidate = line + piece;
    if (line !== "" && textWidth(ctx, candidate.trimEnd(), size, weight) > maxWidth) {
      lines.push(line.trimEnd());
      line = piece.trimStart();
    } else {
      line = candidate;
    }
  }
  if (line.trim() !== "") lines.push(line.trimEnd());
  return lines;
}

/**
 * A paragraph's lines at the largest size from `style.size` down to `style.minSize` at which it fits in `maxLines`; at
 * the smallest size, lines beyond `maxLines` are dropped and the last kept line ends in an ellipsis.
 */
export function fitParagraph(
  ctx: Ctx,
  text: string,
  maxWidth: number,
  maxLines: number,
  style: Omit<ParagraphStyle, "color" | "lineHeight">,
): { lines: string[]; size: number } {
  const weight = style.weight ?? "normal";
  let size = style.size;
  let lines = wrapLines(ctx, text, maxWidth, size, weight);
  while (lines.length > maxLines && size > style.minSize) {
    size -= 1;
    lines = wrapLines(ctx, text, maxWidth, size, weight);
  }
  const shown = lines.slice(0, maxLines);
  if (lines.length > maxLines) shown[maxLines - 1] = `${shown[maxLines - 1] ?? ""}…`;
  return { lines: shown, size };
}

/** Draws a paragraph from (x, top), fitted as `fitParagraph` fits it. Returns the height drawn. */
export function drawParagraph(
  ctx: Ctx,
  text: string,
  x: number,
  top: number,
  maxWidth: number,
  maxLines: number,
  style: ParagraphStyle,
): number {
  const weight = style.weight ?? "normal";
  const { lines, size } = fitParagraph(ctx, text, maxWidth, maxLines, style);
  const step = size * style.lineHeight;
  lines.forEach((line, i) => {
    const options = { size, weight, color: style.color };
    drawText(ctx, line, x, top + step * (i + 0.5), maxWidth, options);
  });
  return lines.length * step;
}
