/** A replay step as a private reply: the board as the table showed it, that step's log, and the ways to move on. */
import { ButtonStyle, type AttachmentPayload } from "discord.js";
import type { Locale, SeenEvent } from "../engine/index.ts";
import type { AnyTableKind } from "../games/catalog.ts";
import type { TableRecord } from "../db/store.ts";
import type { ReplayLens, ReplayStep } from "../tables/replays.ts";
import { button, buttonRows, menuRow, type Row } from "./components.ts";
import { boardImage, eventLines, latestLines, textNames } from "./presenter.ts";
import type { Draft } from "./render-queue.ts";
import { t } from "./strings.ts";

/** The jump menu offers at most this many steps, evenly spread over the match. */
const JUMPS = 25;

export function replayPayload(
  kind: AnyTableKind,
  table: TableRecord,
  step: ReplayStep,
  lens: ReplayLens,
  lenses: readonly ReplayLens[],
  locale: Locale,
): Draft {
  const names = textNames(table, locale);
  const lines = [
    t("replay.header", locale, { game: kind.name(locale), id: table.id, step: step.index + 1, count: step.count }),
    t("replay.players", locale, { players: names.join(", ") }),
    t(`replay.lens-${lens}`, locale),
  ];
  const log = eventLines(kind, step.step.events, locale, names);
  lines.push(...(log.length > 0 ? log : step.index === 0 ? [`-# ${t("replay.start", locale)}`] : []));
  for (const { seat, view } of step.seats) {
    const hand = kind.ownHand(view) ?? [];
    const player = names[seat] ?? "?";
    lines.push(t("replay.hand", locale, { player, count: hand.length, cards: kind.cardList(hand, locale) }));
    lines.push(...(kind.describeSecrets?.(view, locale, names) ?? []));
  }
  if (step.index === step.count - 1 && table.outcome && table.outcome.winners.length > 0) {
    const winners = table.outcome.winners.map((w) => names[w] ?? "?").join(", ");
    lines.push(t("replay.result", locale, { winners }));
  }
  return {
    content: lines.join("\n"),
    embeds: [],
    components: replayRows(table.id, step, lens, lenses, locale),
    files: [boardImage(kind, table, step.board, locale, `replay-${table.id}-${step.index + 1}.png`)],
  };
}

function replayRows(
  table: string,
  step: ReplayStep,
  lens: ReplayLens,
  lenses: readonly ReplayLens[],
  locale: Locale,
): Row[] {
  const at = step.index;
  const last = step.count - 1;
  type Move = "button.first" | "button.previous" | "button.next" | "button.last";
  const move = (label: Move, to: number | "first" | "last", disabled: boolean, style?: ButtonStyle.Primary) => ({
    ...button(t(label, locale), { type: "replay", table, step: to, lens }, style),
    disabled,
  });
  const rows = buttonRows([
    move("button.first", "first", at === 0),
    move("button.previous", Math.max(0, at - 1), at === 0),
    move("button.next", Math.min(last, at + 1), at === last, ButtonStyle.Primary),
    move("button.last", "last", at === last),
  ]);
  if (step.count > 1) {
    const spots = Math.min(JUMPS, step.count);
    const jumps = [...new Set(Array.from({ length: spots }, (_, k) => Math.round((k * last) / (spots - 1))))];
    const options = jumps.map((i) => ({ label: t("replay.jump-option", locale, { step: i + 1 }), value: String(i) }));
    rows.push(menuRow({ type: "replay", table, step: "jump", lens }, t("replay.jump", locale), options));
  }
  const others = lenses.filter((l) => l !== lens);
  if (others.length > 0)
    rows.push(
      ...buttonRows(
        others.map((l) => button(t(`button.lens-${l}`, locale), { type: "replay", table, step: at, lens: l })),
      ),
    );
  return rows;
}

/** The log shown in a watch reply: the latest lines that fit; the whole log goes in a file beside it. */
const WATCH_LOG_CHARS = 1400;

/**
 * A private spectator view of a table: the board and log as the public table shows them (never more), the whole
 * log from move 1 as a file, and how long the reply keeps following. An ended table offers its replay instead.
 */
export function watchPayload(
  kind: AnyTableKind,
  table: TableRecord,
  view: ReplayStep["board"],
  steps: readonly { events: readonly SeenEvent[] }[],
  locale: Locale,
  until: number,
): Draft {
  const names = textNames(table, locale);
  const ended = table.status !== "playing";
  const lines = [
    ended
      ? t("watch.ended", locale, { game: kind.name(locale), id: table.id })
      : t("watch.header", locale, {
          game: kind.name(locale),
          id: table.id,
          until: `<t:${Math.floor(until / 1000)}:t>`,
        }),
  ];
  const log = steps.flatMap((s) => eventLines(kind, s.events, locale, names));
  const shown = latestLines(log, WATCH_LOG_CHARS);
  lines.push(...shown);
  if (!ended) lines.push(kind.describePrompt(view, locale, names));
  lines.push(t("watch.full-log", locale));
  const full: AttachmentPayload = {
    attachment: Buffer.from(`${log.map((line) => line.slice(3)).join("\n")}\n`, "utf8"),
    name: `log-${table.id}.txt`,
  };
  const again = ended
    ? button(t("button.replay", locale), { type: "replay", table: table.id, step: "first", lens: "public" })
    : button(t("button.watch", locale), { type: "watch", table: table.id });
  return {
    content: lines.join("\n"),
    embeds: [],
    components: buttonRows([again]),
    files: [boardImage(kind, table, view, locale, `watch-${table.id}.png`), full],
  };
}
