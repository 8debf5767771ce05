import { cardOf, ownerOf } from "../../games/powapowa/cards.ts";
import { describePrompt, describeRecent } from "../../games/powapowa/describe.ts";
import type { Side } from "../../games/powapowa/state.ts";
import { cardList, cardName, effectText } from "../../games/powapowa/words.ts";
import { drawFaceDown } from "../kit/card-back.ts";
import type { Rect } from "../kit/geometry.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel, drawPill } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { drawParagraph } from "../kit/wrap.ts";
import { LOG_LINE_H, LOG_LINES, PAD, type Scene } from "./scene.ts";
import { say } from "./strings.ts";

/** The title and turn on top; below, across the whole width, what the table is waiting for. */
export function paintHeader(ctx: Ctx, scene: Scene, rect: Rect): void {
  const { table, locale } = scene;
  ctx.fillStyle = palette.panel;
  ctx.fillRect(rect.x, rect.y, rect.w, rect.h);
  const stage = table.phase === "over" ? say("over", locale) : table.phase === "turn" || table.phase === "vote" ? say("turn", locale, { n: table.turn }) : say("setup", locale);
  drawText(ctx, say("title", locale), rect.x + PAD, rect.y + 30, 300, { size: 30, weight: "bold", color: palette.text });
  drawPill(ctx, stage, rect.x + 230, rect.y + 30, { size: 20, fill: palette.panelEdge, color: palette.text, maxWidth: 400 });
  drawParagraph(ctx, describePrompt(scene.view, locale, scene.names), rect.x + PAD, rect.y + 56, rect.w - 2 * PAD, 2, {
    size: 24,
    minSize: 19,
    weight: "bold",
    color: palette.highlight,
    lineHeight: 1.15,
  });
}

/** Turns until a declared contest is held: at the end of the declarer's next turn. */
function contestWhen(scene: Scene): string {
  const { table, locale } = scene;
  const contest = table.contest;
  if (!contest) return "";
  if (table.result) return say("contest.held", locale);
  if (table.phase === "vote") return say("contest.vote", locale);
  const players = table.seats.length;
  const out = (seat: number): boolean => table.seats[seat]?.out ?? true;
  if (table.turn > contest.turn && table.active === contest.declarer) return say("contest.next", locale);
  // Turns still to begin before the one at whose end the contest is held.
  let turns = 0;
  let seat = table.active;
  do {
    seat = (seat + 1) % players;
    if (!out(seat)) turns += 1;
  } while (seat !== contest.declarer && turns <= players);
  return turns === 0 ? say("contest.next", locale) : say("contest.turns", locale, { n: table.turn + turns });
}

/** The territory cap in use, a declared contest (declarer, when, entries) and an open card being resolved. */
export function paintStatus(ctx: Ctx, scene: Scene, rect: Rect): void {
  const { table, locale } = scene;
  drawPanel(ctx, rect, { fill: "#203448", edge: palette.panelEdge });
  const left = rect.x + PAD;
  const right = rect.x + rect.w - PAD;
  const full = table.cap.used >= table.cap.max;
  const capW = drawPill(ctx, say("cap", locale, table.cap), left, rect.y + 28, { size: 20, fill: full ? palette.danger : palette.panelEdge, color: palette.text, maxWidth: 300 });
  const contest = table.contest;
  const line = contest ? say("contest", locale, { player: scene.names[contest.declarer] ?? "?", when: contestWhen(scene) }) : say("no-contest", locale);
  drawText(ctx, line, left + capW + 16, rect.y + 28, right - left - capW - 16, { size: 20, minSize: 15, weight: contest ? "bold" : "normal", color: contest ? palette.highlight : palette.muted });
  const entry = (id: string): string => {
    const n = table.seats.flatMap((s) => s.nekomimi).find((x) => x.id === id);
    return say("entry", locale, { nekomimi: cardName(id, locale), player: scene.names[ownerOf(id)] ?? "?", score: n?.score ?? "-" });
  };
  const result = table.result;
  const second = table.open
    ? say("open", locale, { card: `${cardName(table.open.card, locale)}: ${effectText(cardOf(table.open.card), locale)}` })
    : result
      ? say("results", locale, { list: result.scores.map((s) => say("result", locale, { nekomimi: cardName(s.nekomimi, locale), total: s.total, base: s.base, vote: s.vote })).join(" · ") })
      : contest
        ? say("entries", locale, { list: contest.entries.length > 0 ? contest.entries.map(entry).join(" · ") : "-" })
        : "";
  if (second) drawText(ctx, second, left, rect.y + 68, right - left, { size: 20, minSize: 14, color: palette.text });
}

/** A fight under way or just fought: both sides, their face-down cards as backs, the ground, and the figures once revealed. */
export function paintFight(ctx: Ctx, scene: Scene, rect: Rect): void {
  const { table, locale } = scene;
  const fight = table.fight;
  if (!fight) return;
  drawPanel(ctx, rect, { fill: "#3a2230", edge: palette.danger, edgeWidth: 3 });
  const mid = rect.x + rect.w / 2;
  drawText(ctx, say("fight", locale), mid, rect.y + 24, 200, { size: 20, weight: "bold", color: palette.danger, align: "center" });
  drawText(ctx, fight.ground ? say("ground", locale, { ground: cardName(fight.ground, locale) }) : say("no-ground", locale), mid, rect.y + 52, 260, {
    size: 17,
    minSize: 13,
    color: palette.muted,
    align: "center",
  });
  drawText(ctx, say("vs", locale), mid, rect.y + 88, 80, { size: 26, weight: "bold", color: palette.text, align: "center" });
  const side = (who: Side, x: number, w: number): void => {
    const neko = who === "attacker" ? fight.attacker : fight.defender;
    const seat = table.seats[ownerOf(neko)];
    drawText(ctx, `${cardName(neko, locale)} (${scene.names[ownerOf(neko)] ?? "?"})`, x, rect.y + 26, w, { size: 22, minSize: 15, weight: "bold", color: palette.text });
    const down = seat?.facedown.count ?? 0;
    for (let i = 0; i < down; i++) drawFaceDown(ctx, { x: x + i * 30, y: rect.y + 44, w: 26, h: 38 });
    const up = seat?.up ?? [];
    const proxy = fight.proxies[who];
    const shown = proxy ? say("fight.proxy", locale, { card: cardName(proxy, locale) }) : cardList(up, locale);
    if (up.length > 0) drawText(ctx, shown, x + down * 30 + 6, rect.y + 64, w - down * 30 - 6, { size: 16, minSize: 12, color: palette.text });
    const result = fight.result;
    if (result) {
      const figures = say("fight.figures", locale, { attack: result.attack[who], defence: result.defence[who] });
      drawText(ctx, figures, x, rect.y + 104, w, { size: 22, weight: "bold", color: result.winner === who ? palette.highlight : palette.muted });
    }
  };
  side("attacker", rect.x + PAD, rect.w / 2 - 150);
  side("defender", mid + 134, rect.w / 2 - 150);
}

/** The latest move, its last few lines. */
export function paintLog(ctx: Ctx, scene: Scene, rect: Rect): void {
  drawPanel(ctx, rect, { fill: palette.panel, edge: palette.panelEdge });
  const lines = describeRecent(scene.view, scene.locale, scene.names).slice(-LOG_LINES);
  lines.forEach((line, i) => drawText(ctx, line, rect.x + PAD, rect.y + PAD + LOG_LINE_H / 2 + i * LOG_LINE_H, rect.w - 2 * PAD, { size: 19, minSize: 13, color: palette.text }));
}
