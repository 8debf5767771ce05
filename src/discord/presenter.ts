import { ButtonStyle, MessageFlags, type APIEmbed, type AttachmentPayload } from "discord.js";
import type { Locale, MatchView, Seat, SeenEvent } from "../engine/index.ts";
import { chosenSettings, type AnyTableKind } from "../games/catalog.ts";
import { guideSections } from "../games/guide.ts";
import type { TableRecord } from "../db/store.ts";
import { openedAt, roomOf } from "../games/controls.ts";
import { seatNames } from "../tables/seat-names.ts";
import type { TableService } from "../tables/service.ts";
import { button, buttonRows, controlRows, type Row } from "./components.ts";
import type { SavedDeck } from "../db/decks.ts";
import { plainName } from "./plain-text.ts";
import { seatControls } from "./seat-controls.ts";
import { t } from "./strings.ts";
import type { Draft, ImageToPaint } from "./render-queue.ts";

/** A message as the table shows it: the same shape whether it is sent, edited or used as a reply. */
export interface Payload {
  content: string;
  embeds: APIEmbed[];
  components: Row[];
  files: AttachmentPayload[];
}

const ALT_TEXT_MAX = 1024;
/** The log shows at most this many lines from this many latest moves, within this many characters. */
const LOG_LINES = 8;
const LOG_MOVES = 6;
const LOG_CHARS = 1200;

/** Player names for message text, where a name could otherwise format the message or mention someone. */
export function textNames(table: TableRecord, locale: Locale): string[] {
  return seatNames(table, locale).map(plainName);
}

/** Player names for status lines: real mentions for people, names for bots. */
export function mentionNames(table: TableRecord, locale: Locale): string[] {
  const names = textNames(table, locale);
  return table.seats.map((s, i) => (s.userId && !s.bot ? `<@${s.userId}>` : (names[i] ?? s.name)));
}

export function mentionsOf(table: TableRecord, seats: Seat[], locale: Locale): string {
  const names = mentionNames(table, locale);
  return seats.map((s) => names[s] ?? "?").join(", ");
}

export function timerText(seconds: number, locale: Locale): string {
  if (seconds < 60) return t("seconds", locale, { n: seconds });
  if (seconds === 60) return t("minute", locale);
  if (seconds === 3600) return t("hour", locale);
  return t("minutes", locale, { n: Math.round(seconds / 60) });
}

/** A clock as Discord shows it to each reader: "in 5 minutes", live, with no edit. */
const relative = (at: number): string => `<t:${Math.ceil(at / 1000)}:R>`;

/**
 * An event table's lobby: its players seated by the event, each marked once ready, Ready for them (and Rules); the
 * match starts when all are ready, or by itself at its time.
 */
function eventLobbyPayload(kind: AnyTableKind, table: TableRecord, locale: Locale): Payload {
  const names = mentionNames(table, locale);
  const embed: APIEmbed = {
    title: t("lobby.event-title", locale, { game: kind.name(locale), game_no: table.eventGame ?? 1 }),
    description: [
      ...table.seats.map((s) =>
        t(s.ready ? "lobby.event-ready" : "lobby.event-waiting", locale, { name: names[s.seat] ?? "?" }),
      ),
      t("lobby.timer", locale, { time: timerText(table.turnSeconds, locale) }),
      ...(table.deadline === null ? [] : [t("lobby.event-starts", locale, { when: relative(table.deadline) })]),
      ...(table.endsAt === null ? [] : [t("table.round-ends", locale, { when: relative(table.endsAt) })]),
    ].join("\n"),
    footer: { text: table.id },
  };
  const buttons = [
    button(t("button.ready", locale), { type: "lobby", table: table.id, verb: "ready" }, ButtonStyle.Success),
    button(t("button.rules", locale), { type: "rules", table: table.id }),
  ];
  return { content: "", embeds: [embed], components: buttonRows(buttons), files: [] };
}

export function lobbyPayload(kind: AnyTableKind, table: TableRecord, locale: Locale): Payload {
  if (table.eventId !== null) return eventLobbyPayload(kind, table, locale);
  const { min, max } = kind.game.players;
  const id = table.id;
  const embed: APIEmbed = {
    title: t("lobby.title", locale, { game: kind.name(locale) }),
    description: [
      t("lobby.host", locale, { host: `<@${table.hostId}>` }),
      t("lobby.seats", locale, { count: table.seats.length, max, names: mentionNames(table, locale).join(", ") }),
      t("lobby.timer", locale, { time: timerText(table.turnSeconds, locale) }),
      ...chosenSettings(kind, table.options, locale).map((s) =>
        s.players === null
          ? t("lobby.setting", locale, { label: s.label, value: s.value })
          : t("lobby.setting-players", locale, { label: s.label, value: s.value, players: s.players.join("/") }),
      ),
      ...(table.leagueName === null ? [] : [t("lobby.league", locale, { league: plainName(table.leagueName) })]),
      "",
      t("lobby.how", locale, { min, max }),
    ].join("\n"),
    footer: { text: id },
  };
  const buttons = [
    button(t("button.join", locale), { type: "lobby", table: id, verb: "join" }, ButtonStyle.Primary),
    button(t("button.leave", locale), { type: "lobby", table: id, verb: "leave" }),
    button(t("button.bot", locale), { type: "lobby", table: id, verb: "bot" }),
    button(t("button.start", locale), { type: "lobby", table: id, verb: "start" }, ButtonStyle.Success),
    button(t("button.cancel", locale), { type: "lobby", table: id, verb: "cancel" }, ButtonStyle.Danger),
  ];
  return { content: "", embeds: [embed], components: buttonRows(buttons), files: [] };
}

/** The public table message: lobby, board with status and public choices, or the result. Spectator's view only. */
export async function tablePayload(service: TableService, table: TableRecord, locale: Locale): Promise<Draft> {
  return boardPayload(service, table, locale, await tableLog(service, table));
}

/** What the table message shows of the latest moves, read before drawing (see boardPayload). */
export function tableLog(service: TableService, table: TableRecord): Promise<SeenEvent[]> {
  return table.status === "lobby" ? Promise.resolve([]) : service.publicLog(table, LOG_MOVES);
}

/** The board as everyone sees it, as the image of a message, with its description as alt text. */
export function boardImage(
  kind: AnyTableKind,
  table: TableRecord,
  view: MatchView<unknown>,
  locale: Locale,
  name: string,
): ImageToPaint {
  const names = seatNames(table, locale);
  return {
    paint: { kind: "board", game: kind.game.id, view, locale, names },
    name,
    description: kind.describeTable(view, locale, names).join("\n").slice(0, ALT_TEXT_MAX),
  };
}

/** The public table message with its log already read: drawing takes no I/O, so a render queue can run it whole. */
export function boardPayload(
  service: TableService,
  table: TableRecord,
  locale: Locale,
  seen: readonly SeenEvent[],
): Draft {
  const kind = service.kindOf(table);
  if (table.status === "lobby") return lobbyPayload(kind, table, locale);
  const view = service.view(table, "spectator");
  if (!view)
    return {
      content: t("lobby.cancelled", locale, { game: kind.name(locale) }),
      embeds: [],
      components: [],
      files: [],
    };

  const mentions = mentionNames(table, locale);
  const lines = [t("table.header", locale, { game: kind.name(locale), id: table.id })];
  if (table.outcome?.reason === "concede") {
    const loser = table.seats.findIndex((s) => !table.outcome?.winners.includes(s.seat));
    lines.push(
      t("table.conceded", locale, {
        player: mentions[loser] ?? "?",
        winners: table.outcome.winners.map((w) => mentions[w] ?? "?").join(", "),
      }),
    );
  } else if (table.outcome?.reason === "time") {
    const winners = table.outcome.winners.map((w) => mentions[w] ?? "?");
    lines.push(
      winners.length === 0
        ? t("table.time-draw", locale)
        : t("table.time-won", locale, { winners: winners.join(", ") }),
    );
  } else {
    const log = logLines(kind, table, locale, seen);
    lines.push(...(log.length > 0 ? log : kind.describeRecent(view, locale, textNames(table, locale))));
    lines.push(kind.describePrompt(view, locale, mentions));
  }
  if (table.status === "cancelled") lines.push(t("table.ended", locale));
  if (table.status === "playing" && table.deadline !== null) {
    lines.push(t("table.deadline", locale, { when: relative(table.deadline) }));
  }
  if (table.status === "playing" && table.endsAt !== null)
    lines.push(t("table.round-ends", locale, { when: relative(table.endsAt) }));

  const image = boardImage(kind, table, view, locale, `table-${table.id}.png`);

  const rows: Row[] = [];
  const rules = button(t("button.rules", locale), { type: "rules", table: table.id });
  if (table.status === "playing") {
    rows.push(...publicChoices(service, kind, table, locale));
    rows.push(
      ...buttonRows([
        button(t("button.hand", locale), { type: "hand", table: table.id }, ButtonStyle.Primary),
        button(t("button.watch", locale), { type: "watch", table: table.id }),
        rules,
      ]),
    );
  } else {
    rows.push(
      ...buttonRows([
        ...(table.eventId === null
          ? [button(t("button.again", locale), { type: "again", table: table.id }, ButtonStyle.Success)]
          : []),
        button(t("button.replay", locale), { type: "replay", table: table.id, step: "first", lens: "public" }),
        button(t("button.show-hands", locale), { type: "consent", table: table.id, agree: null }),
        rules,
      ]),
    );
  }
  return { content: lines.join("\n"), embeds: [], components: rows, files: [image] };
}

/**
 * The table's log: what everyone saw in the latest moves (dice rolls included), newest last, as small text.
 * Tables started before the log existed have none; their status falls back to the latest move.
 */
function logLines(kind: AnyTableKind, table: TableRecord, locale: Locale, seen: readonly SeenEvent[]): string[] {
  return latestLines(eventLines(kind, seen, locale, textNames(table, locale)), LOG_CHARS, LOG_LINES);
}

/** What everyone saw happen in some events, as small-text log lines; events that say nothing are left out. */
export function eventLines(
  kind: AnyTableKind,
  events: readonly SeenEvent[],
  locale: Locale,
  names: readonly string[],
): string[] {
  return events.flatMap((event) => {
    const line = kind.describeEvent(event, locale, names);
    return line === null ? [] : [`-# ${line}`];
  });
}

/** The latest lines that fit in `chars` (each line costs its length and the newline before it), at most `most`. */
export function latestLines(lines: readonly string[], chars: number, most = Infinity): string[] {
  const shown: string[] = [];
  let room = chars;
  for (const line of [...lines].reverse()) {
    if (shown.length === most || line.length + 1 > room) break;
    room -= line.length + 1;
    shown.unshift(line);
  }
  return shown;
}

/** Choices made on the table itself, such as the defender's guess; only choices that reveal nothing land here. */
function publicChoices(service: TableService, kind: AnyTableKind, table: TableRecord, locale: Locale): Row[] {
  const seat = service.owing(table)[0];
  if (seat === undefined || !table.match) return [];
  const view = service.view(table, seat);
  if (!view) return [];
  const offered = kind.controls(view, service.legal(table, seat), locale);
  // Everyone sees these: they carry the public token, never the prompted seat's own.
  const token = service.token(table, "spectator");
  if (offered.place === "table") return controlRows(table.id, token, offered, roomOf(offered, false));
  if (offered.pass === undefined) return [];
  // A window that only offers passing or optional cards: passing is one press here, for the prompted seat only.
  const label = t("button.pass", locale, { player: seatNames(table, locale)[seat] ?? "?" });
  return buttonRows([button(label, { type: "pass", table: table.id, token })]);
}

/** The button that turns the seat's auto-pass on, or off when it is on. */
function autoPassRow(table: TableRecord, seat: Seat, locale: Locale): Row[] {
  const on = table.seats[seat]?.autoPass ?? false;
  return buttonRows([
    button(t(on ? "button.autopass-off" : "button.autopass-on", locale), {
      type: "autopass",
      table: table.id,
      on: !on,
    }),
  ]);
}

/**
 * A player's private reply: their hand as text and image, and their choices when the decision is theirs; `open`
 * names the groups opened among them (pairs of control and option positions), shown with a way back.
 */
export function handPayload(
  service: TableService,
  table: TableRecord,
  seat: Seat,
  locale: Locale,
  note?: string,
  saved: readonly SavedDeck[] = [],
  open: readonly number[] = [],
): Draft {
  const kind = service.kindOf(table);
  const view = service.view(table, seat);
  if (!view || !table.match) return textPayload(t("hand.over", locale));
  const hand = kind.ownHand(view) ?? [];
  const mentions = mentionNames(table, locale);
  // While the others still answer, the "you chose" line below already says it.
  const lines = note && view.ownAnswer === null ? [note] : [];
  lines.push(t("hand.title", locale, { id: table.id, count: hand.length, cards: kind.cardList(hand, locale) }));
  lines.push(...(kind.describeSecrets?.(view, locale, mentions) ?? []));
  let rows: Row[] = [];
  if (table.status !== "playing") lines.push(t("hand.over", locale));
  else if (table.seats[seat]?.bot) {
    lines.push(t("hand.bot", locale));
    rows = buttonRows([button(t("button.back", locale), { type: "back", table: table.id }, ButtonStyle.Success)]);
  } else if (view.mustAnswer) {
    lines.push(t("hand.decide", locale, { prompt: kind.describePrompt(view, locale, mentions) }));
    const offered = seatControls(kind, table, seat, view, service.legal(table, seat), locale, saved);
    const opened = openedAt(offered, open);
    const at = opened ? open : [];
    const shown = opened ?? openedAt(offered, []);
    if (shown === null || (offered.place === "table" && at.length === 0)) lines.push(t("hand.on-table", locale));
    else {
      lines.push(...shown.notes);
      if (shown.trail.length > 0) lines.push(t("hand.opened", locale, { trail: shown.trail.join(" › ") }));
      const token = service.token(table, seat);
      const back =
        at.length === 0
          ? []
          : [button(t("button.back-choices", locale), { type: "open", table: table.id, token, path: at.slice(0, -2) })];
      rows = controlRows(table.id, token, shown, roomOf(offered, at.length > 0), at, back);
    }
    // In a pass window the player may have every window passed for them from now on.
    if (offered.pass !== undefined) rows.push(...autoPassRow(table, seat, locale));
  } else if (view.ownAnswer !== null) {
    lines.push(t("hand.answered", locale, { action: kind.describeAction(view.ownAnswer, locale, seat) }));
  } else {
    lines.push(t("hand.waiting", locale, { players: mentionsOf(table, service.owing(table), locale) || "-" }));
  }
  // With auto-pass on and nothing asked of the seat, the reply says so and offers to turn it off.
  if (table.status === "playing" && !table.seats[seat]?.bot && table.seats[seat]?.autoPass && !view.mustAnswer) {
    lines.push(t("hand.autopass-active", locale));
    rows.push(...autoPassRow(table, seat, locale));
  }
  const image: ImageToPaint = { paint: { kind: "hand", game: kind.game.id, cards: hand, locale }, name: "hand.png" };
  return { content: lines.join("\n"), embeds: [], components: rows, files: [image] };
}

/**
 * The rules: how to play in one screen, or one part of them, with a button for every part (and the summary) so a
 * reader moves between them in the same private reply.
 */
export function rulesPayload(kind: AnyTableKind, locale: Locale, section: number | null = null): Payload {
  const { title, summary, body } = kind.guide(locale);
  const sections = guideSections(body);
  const shown = section === null ? undefined : sections[section];
  const buttons = [
    button(
      t("button.rules-summary", locale),
      { type: "guide", kind: kind.id, section: null },
      shown ? ButtonStyle.Primary : ButtonStyle.Secondary,
    ),
    ...sections.map((s, i) =>
      button(
        s.label,
        { type: "guide", kind: kind.id, section: i },
        i === section ? ButtonStyle.Primary : ButtonStyle.Secondary,
      ),
    ),
  ];
  const embed = shown
    ? { title: `${title} · ${shown.label}`, description: shown.text }
    : { title, description: summary };
  return { content: "", embeds: [embed], components: buttonRows(buttons).slice(0, 5), files: [] };
}

export function textPayload(content: string): Payload {
  return { content, embeds: [], components: [], files: [] };
}

/** An answer only the user sees. */
export function privately(payload: Payload): Payload & { flags: MessageFlags.Ephemeral } {
  return { ...payload, flags: MessageFlags.Ephemeral };
}

export function privateText(content: string): Payload & { flags: MessageFlags.Ephemeral } {
  return privately(textPayload(content));
}
