import type { Locale } from "../../engine/index.ts";
import { cardOf, KINDS, ownerOf } from "../../games/powapowa/cards.ts";
import { describePrompt, describeRecent } from "../../games/powapowa/describe.ts";
import type { FightView, Side } from "../../games/powapowa/state.ts";
import { cardList, cardName, effectText } from "../../games/powapowa/words.ts";
import { drawFaceDown } from "../kit/card-back.ts";
import type { Rect } from "../kit/geometry.ts";
import { palette } from "../kit/palette.ts";
import { drawPanel, drawPill } from "../kit/panel.ts";
import type { Ctx } from "../kit/surface.ts";
import { drawText } from "../kit/text.ts";
import { drawParagraph, wrapLines } from "../kit/wrap.ts";
import { drawKindSquare, LOG_LINE_H, LOG_LINES, LOG_SIZE, PAD, type Scene } from "./scene.ts";
import { say } from "./strings.ts";

/** The title and turn on top; below, across the whole width, what the table is waiting for. */
export function paintHeader(ctx: Ctx, scene: Scene, rect: Rect): void {
  const { table, locale } = scene;
  ctx.fillStyle = palette.panel;
  ctx.fillRect(rect.x, rect.y, rect.w, rect.h);
  const stage =
    table.phase === "over"
      ? say("over", locale)
      : table.phase === "turn" || table.phase === "vote"
        ? say("turn", locale, { n: table.turn })
        : say("setup", locale);
  drawText(ctx, say("title", locale), rect.x + PAD, rect.y + 30, 300, {
    size: 30,
    weight: "bold",
    color: palette.text,
  });
  drawPill(ctx, stage, rect.x + 230, rect.y + 30, {
    size: 20,
    fill: palette.panelEdge,
    color: palette.text,
    maxWidth: 400,
  });
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

/** The key to the lettered squares: each territory kind, the footprint (any kind), an item on it, a need not met. */
function paintKey(ctx: Ctx, left: number, right: number, y: number, locale: Locale): void {
  const size = 26;
  let x = left;
  const entry = (draw: (at: number) => void, word: string): void => {
    draw(x);
    x += size + 5;
    x += drawText(ctx, word, x, y, Math.max(0, right - x), { size: 20, color: palette.text }) + 14;
  };
  for (const kind of [...KINDS, "any"] as const)
    entry((at) => drawKindSquare(ctx, kind, at, y, size, locale), say(`key.${kind}`, locale));
  entry(
    (at) => {
      drawKindSquare(ctx, "house", at, y, size, locale);
      ctx.lineWidth = 3;
      ctx.strokeStyle = palette.highlight;
      ctx.strokeRect(at + 1.5, y - size / 2 + 1.5, size - 3, size - 3);
    },
    say("key.item", locale),
  );
  entry((at) => drawKindSquare(ctx, "town", at, y, size, locale, true), say("key.missing", locale));
}

/** The territory cap in use, a declared contest (declarer, when, entries) or an open card being resolved, and the key. */
export function paintStatus(ctx: Ctx, scene: Scene, rect: Rect): void {
  const { table, locale } = scene;
  drawPanel(ctx, rect, { fill: "#203448", edge: palette.panelEdge });
  const left = rect.x + PAD;
  const right = rect.x + rect.w - PAD;
  const full = table.cap.used >= table.cap.max;
  const capW = drawPill(ctx, say("cap", locale, table.cap), left, rect.y + 28, {
    size: 22,
    fill: full ? palette.danger : palette.panelEdge,
    color: palette.text,
    maxWidth: 300,
  });
  const contest = table.contest;
  const line = contest
    ? say("contest", locale, { player: scene.names[contest.declarer] ?? "?", when: contestWhen(scene) })
    : say("no-contest", locale);
  drawText(ctx, line, left + capW + 16, rect.y + 28, right - left - capW - 16, {
    size: 22,
    minSize: 16,
    weight: contest ? "bold" : "normal",
    color: contest ? palette.highlight : palette.muted,
  });
  const entry = (id: string): string => {
    const n = table.seats.flatMap((s) => s.nekomimi).find((x) => x.id === id);
    return say("entry", locale, {
      nekomimi: cardName(id, locale),
      player: scene.names[ownerOf(id)] ?? "?",
      score: n?.score ?? "-",
    });
  };
  const result = table.result;
  const second = table.open
    ? say("open", locale, {
        card: `${cardName(table.open.card, locale)}: ${effectText(cardOf(table.open.card), locale)}`,
      })
    : result
      ? say("results", locale, {
          list: result.scores
            .map((s) =>
              say("result", locale, {
                nekomimi: cardName(s.nekomimi, locale),
                total: s.total,
                base: s.base,
                vote: s.vote,
              }),
            )
            .join(" · "),
        })
      : contest
        ? say("entries", locale, { list: contest.entries.length > 0 ? contest.entries.map(entry).join(" · ") : "-" })
        : "";
  if (second) drawText(ctx, second, left, rect.y + 70, right - left, { size: 22, minSize: 15, color: palette.text });
  paintKey(ctx, left, right, rect.y + rect.h - 28, locale);
}

/** A side's cards in the fight: its proxy, then every card it turned up (the proxy among them). */
function turnedUp(fight: FightView, who: Side, locale: Locale): string {
  const proxy = fight.proxies[who];
  const parts = [
    ...(proxy ? [say("fight.proxy", locale, { card: cardName(proxy, locale) })] : []),
    ...(fight.shown[who].length > 0
      ? [say("fight.turned", locale, { cards: cardList(fight.shown[who], locale) })]
      : []),
  ];
  return parts.join(" · ");
}

/**
 * A fight under way, or the one that ended in the latest move: both sides, their face-down cards as backs while it
 * lasts, the ground, the cards turned up, and the figures and result once revealed.
 */
export function paintFight(ctx: Ctx, scene: Scene, rect: Rect): void {
  const { table, locale } = scene;
  const live = table.fight;
  const fight = live ?? table.lastFight;
  if (!fight) return;
  drawPanel(ctx, rect, { fill: "#3a2230", edge: palette.danger, edgeWidth: 3 });
  const mid = rect.x + rect.w / 2;
  drawText(ctx, say(live ? "fight" : "fight.over", locale), mid, rect.y + 26, 220, {
    size: 24,
    weight: "bold",
    color: palette.danger,
    align: "center",
  });
  const chosen = fight.ground !== null || (fight.step !== "attack" && fight.step !== "answer");
  const ground = fight.ground
    ? say("ground", locale, { ground: cardName(fight.ground, locale) })
    : say(chosen ? "no-ground" : "ground.pending", locale);
  drawText(ctx, ground, mid, rect.y + 58, 280, { size: 20, minSize: 14, color: palette.muted, align: "center" });
  const result = fight.result;
  const outcome = result
    ? say(
        result.winner === "attacker"
          ? "fight.attacker-wins"
          : result.winner === "defender"
            ? "fight.defender-wins"
            : "fight.draw",
        locale,
      )
    : say("vs", locale);
  drawText(ctx, outcome, mid, rect.y + 100, 280, {
    size: result ? 24 : 28,
    minSize: 16,
    weight: "bold",
    color: result ? palette.highlight : palette.text,
    align: "center",
  });
  const side = (who: Side, x: number, w: number): void => {
    const neko = who === "attacker" ? fight.attacker : fight.defender;
    const seat = table.seats[ownerOf(neko)];
    drawText(ctx, `${cardName(neko, locale)} (${scene.names[ownerOf(neko)] ?? "?"})`, x, rect.y + 28, w, {
      size: 24,
      minSize: 16,
      weight: "bold",
      color: palette.text,
    });
    const down = live ? (seat?.facedown.count ?? 0) : 0;
    for (let i = 0; i < down; i++) drawFaceDown(ctx, { x: x + i * 32, y: rect.y + 48, w: 28, h: 40 });
    const cards = turnedUp(fight, who, locale);
    if (cards)
      drawParagraph(ctx, cards, x + down * 32 + (down > 0 ? 6 : 0), rect.y + 46, w - down * 32 - 6, 2, {
        size: 21,
        minSize: 15,
        color: palette.text,
        lineHeight: 1.15,
      });
    if (result) {
      const figures = say("fight.figures", locale, { attack: result.attack[who], defence: result.defence[who] });
      drawText(ctx, figures, x, rect.y + 134, w, {
        size: 26,
        weight: "bold",
        color: result.winner === who ? palette.highlight : palette.muted,
      });
    }
  };
  side("attacker", rect.x + PAD, rect.w / 2 - 160);
  side("defender", mid + 144, rect.w / 2 - 160);
}

/** The latest move, its last few lines, a long one wrapped rather than shrunk. */
export function paintLog(ctx: Ctx, scene: Scene, rect: Rect): void {
  drawPanel(ctx, rect, { fill: palette.panel, edge: palette.panelEdge });
  const width = rect.w - 2 * PAD;
  const rows = describeRecent(scene.view, scene.locale, scene.names).flatMap((line) =>
    wrapLines(ctx, line, width, LOG_SIZE),
  );
  rows.slice(-LOG_LINES).forEach((row, i) =>
    drawText(ctx, row, rect.x + PAD, rect.y + PAD + LOG_LINE_H / 2 + i * LOG_LINE_H, width, {
      size: LOG_SIZE,
      minSize: 15,
      color: palette.text,
    }),
  );
}
