import { ButtonStyle } from "discord.js";
import type { EventPodRecord, EventRecord } from "../db/league-events.ts";
import type { League } from "../db/leagues.ts";
import type { Locale } from "../engine/index.ts";
import { gameName } from "../games/catalog.ts";
import { playersOf, type Slot } from "../leagues/event-tables.ts";
import { currentSlots, type EventService } from "../leagues/events.ts";
import { recordText } from "../leagues/format.ts";
import { lt } from "../leagues/strings.ts";
import { placePoints, type PodRow } from "../ranking/pods.ts";
import type { SwissRow } from "../ranking/swiss.ts";
import { paintPairings, paintStandings, type StandingsRow } from "../render/league.ts";
import type { LeaguePaths } from "../web/links.ts";
import { button, buttonRows, linkRows } from "./components.ts";
import { plainName } from "./plain-text.ts";
import { textPayload, timerText, type Payload } from "./presenter.ts";

const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;
const points = (value: number): string => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** A game count as players read it: 2-1, or 1-1-1 with draws. */
function scoreText(games: { aWins: number; bWins: number; draws: number }, mine: boolean): string {
  const [won, lost] = mine ? [games.aWins, games.bWins] : [games.bWins, games.aWins];
  return games.draws > 0 ? `${won}-${lost}-${games.draws}` : `${won}-${lost}`;
}

/** A player's own result of a settled slot, for their DM: won, lost, drew, a place in a pod, or a forfeit. */
export function slotResultText(
  event: EventRecord,
  slot: Slot,
  userId: string,
  names: ReadonlyMap<string, string>,
  locale: Locale,
): string {
  const name = plainName(event.name);
  const round = slot.round;
  if ("places" in slot) {
    const seat = slot.places.findIndex((p) => p.userId === userId);
    const place = slot.places[seat]?.place ?? 0;
    const earned = placePoints(slot.places, slot.forfeit)[seat] ?? 0;
    return lt(slot.forfeit === "both" ? "event.dm-pod-absent" : "event.dm-pod", locale, {
      name,
      round,
      place,
      size: slot.places.length,
      points: points(earned),
    });
  }
  const mine = slot.a === userId;
  const opponent = plainName(names.get((mine ? slot.b : slot.a) ?? "") ?? "");
  if (slot.forfeit === "both") return lt("event.dm-double-loss", locale, { name, round, opponent });
  const [won, lost] = mine ? [slot.aWins, slot.bWins] : [slot.bWins, slot.aWins];
  const key = won > lost ? "event.dm-won" : won < lost ? "event.dm-lost" : "event.dm-drew";
  const forfeit = slot.forfeit === "no-show" ? lt("event.by-no-show", locale) : "";
  return lt(key, locale, { name, round, opponent, score: scoreText(slot, mine) }) + forfeit;
}

/** The standings as an image and text: Swiss (points, record, OMW, GW, OGW) or pods (points, pods won, opponents). */
export function standingsImagePayload(
  event: EventRecord,
  events: EventService,
  names: ReadonlyMap<string, string>,
  locale: Locale,
): Payload {
  const title = lt("event.standings", locale, { name: event.name, round: event.round }).replaceAll("**", "");
  const raw = (u: string) => names.get(u) ?? u;
  const swiss = event.settings.format === "swiss";
  const rows: StandingsRow[] = swiss
    ? events.standings(event).map((r) => swissRow(r, raw, locale))
    : events.podStandings(event).map((r) => podRow(r, raw, locale));
  const image = paintStandings({
    title,
    subtitle: lt(swiss ? "event.standings-swiss" : "event.standings-pods", locale),
    headers: {
      rank: lt("standings.rank", locale),
      name: lt("standings.name", locale),
      rating: lt("event.points", locale),
      record: lt(swiss ? "standings.record" : "event.pods-won", locale),
      trend: lt(swiss ? "event.omw" : "event.opp", locale),
    },
    rows,
  });
  return {
    ...textPayload(eventStandingsLines(event, events, names, locale).join("\n").slice(0, 1900)),
    files: [{ attachment: image, name: "standings.png" }],
  };
}

function swissRow(r: SwissRow, name: (u: string) => string, locale: Locale): StandingsRow {
  const base = { rank: String(r.rank), name: name(r.userId), provisional: false, trend: 0 };
  return { ...base, rating: String(r.points), record: recordText(r, locale), trendText: percent(r.omw) };
}

function podRow(r: PodRow, name: (u: string) => string, locale: Locale): StandingsRow {
  const base = { rank: String(r.rank), name: name(r.userId), provisional: false, trend: 0 };
  const record = lt("event.pods-record", locale, { wins: r.wins, pods: r.pods });
  return { ...base, rating: points(r.points), record, trendText: percent(r.opp) };
}

/** The standings as lines: round, record, points and every tie-breaker, in the event's format. */
function eventStandingsLines(
  event: EventRecord,
  events: EventService,
  names: ReadonlyMap<string, string>,
  locale: Locale,
): string[] {
  const player = (u: string) => plainName(names.get(u) ?? u);
  const header = lt("event.standings", locale, { name: plainName(event.name), round: event.round });
  if (event.settings.format === "pods")
    return [
      header,
      ...events.podStandings(event).map((r) =>
        lt("event.pod-standing", locale, {
          rank: r.rank,
          player: player(r.userId),
          points: points(r.points),
          wins: r.wins,
          pods: r.pods,
          opp: percent(r.opp),
          h2h: r.headToHead,
        }),
      ),
    ];
  return [
    header,
    ...events.standings(event).map((r) =>
      lt("event.standing", locale, {
        rank: r.rank,
        player: player(r.userId),
        points: r.points,
        record: recordText(r, locale),
        omw: percent(r.omw),
        gw: percent(r.gw),
        ogw: percent(r.ogw),
      }),
    ),
  ];
}

/** One slot in words: who meets whom (or sits at which pod), the result once settled, a bye, a missed round. */
function slotText(slot: Slot, name: (u: string) => string, locale: Locale): string {
  if ("places" in slot) return podText(slot, name, locale);
  if (slot.forfeit === "missed") return lt("event.missed", locale, { a: name(slot.a) });
  if (slot.b === null) return lt("event.bye", locale, { a: name(slot.a) });
  if (slot.forfeit === "both") return lt("event.double-loss", locale, { a: name(slot.a), b: name(slot.b) });
  if (!slot.reported) return lt("event.vs", locale, { a: name(slot.a), b: name(slot.b) });
  return lt("event.score", locale, { a: name(slot.a), b: name(slot.b), score: scoreText(slot, true) });
}

function podText(pod: EventPodRecord, name: (u: string) => string, locale: Locale): string {
  const [only] = pod.places;
  if (pod.places.length === 1 && only)
    return lt(pod.forfeit === "missed" ? "event.missed" : "event.pod-bye", locale, { a: name(only.userId) });
  if (!pod.reported || pod.forfeit === "both")
    return (
      (pod.forfeit === "both" ? lt("event.pod-absent", locale) : "") + pod.places.map((p) => name(p.userId)).join(", ")
    );
  return [...pod.places]
    .sort((a, b) => a.place - b.place)
    .map((p) => lt("event.pod-place", locale, { place: p.place, name: name(p.userId) }))
    .join(", ");
}

/** The current round's pairings (or pods) as an image and text, names plain, no pings. */
export function roundPayload(
  event: EventRecord,
  names: ReadonlyMap<string, string>,
  locale: Locale,
  web: LeaguePaths | null,
): Payload {
  const slots = currentSlots(event);
  const swissRounds = event.rounds ?? event.round;
  const titled = (name: string) =>
    event.round <= swissRounds
      ? lt("event.round", locale, { name, round: event.round, rounds: swissRounds })
      : event.settings.format === "pods"
        ? lt("event.final-round", locale, { name })
        : lt("event.cut-round", locale, { name, round: event.round - swissRounds });
  const how = lt(event.settings.play === "tables" ? "event.tables-how" : "event.report-how", locale);
  const raw = (u: string) => names.get(u) ?? u;
  const tableOf = (s: Slot) => (playersOf(s).length < 2 ? "" : String(s.number));
  const image = paintPairings(
    titled(event.name).replaceAll("**", ""),
    how,
    slots.map((s) => ({ table: tableOf(s), text: slotText(s, raw, locale) })),
  );
  const lines = slots.map((s) => {
    const text = slotText(s, (u) => plainName(raw(u)), locale);
    return tableOf(s) === "" ? text : lt("event.table", locale, { table: tableOf(s), match: text });
  });
  return {
    ...textPayload([titled(plainName(event.name)), ...lines, how].join("\n").slice(0, 1900)),
    components: linkRows(lt("web.event", locale), web?.event(event.id)),
    files: [{ attachment: image, name: "pairings.png" }],
  };
}

/** The event's settings in words, one per line. */
export function settingsLines(event: EventRecord, league: League, locale: Locale): string[] {
  const s = event.settings;
  const onOff = (on: boolean) => lt(on ? "event.on" : "event.off", locale);
  return [
    lt("event.info-game", locale, { game: gameName(league.game, locale), league: plainName(league.name) }),
    lt(s.format === "pods" ? "event.info-pods" : "event.info-swiss", locale, {
      size: s.podSize,
      best: s.bestOf,
      rounds: event.rounds ?? lt("event.rounds-auto", locale),
      cut: event.topCut > 0 ? event.topCut : lt("event.no-cut", locale),
    }),
    lt(s.play === "tables" ? "event.info-tables" : "event.info-reported", locale),
    ...(s.play === "tables"
      ? [
          lt("event.info-clock", locale, {
            round: s.roundMinutes === 0 ? lt("event.untimed", locale) : s.roundMinutes,
            ready: s.readyMinutes,
            noShow: s.noShowMinutes,
            timer: timerText(s.turnSeconds, locale),
          }),
        ]
      : []),
    lt("event.info-entry", locale, {
      checkIn: s.checkInMinutes === 0 ? lt("event.off", locale) : s.checkInMinutes,
      late: onOff(s.lateEntry),
    }),
    lt(s.decks === "registered" ? "event.info-registered" : "event.info-preconstructed", locale, {
      when: lt(s.lists === "cut" ? "event.lists-cut" : "event.lists-end", locale),
    }),
  ];
}

/** The event's post: its settings, where it stands (entries, check-in, the round and its clock), and Check in. */
export function eventPostPayload(event: EventRecord, league: League, names: ReadonlyMap<string, string>): Payload {
  const locale = league.locale;
  const lines = [`**${plainName(event.name)}**`, ...settingsLines(event, league, locale), statusLine(event, locale)];
  if (event.status === "finished" && event.champion)
    lines.push(lt("event.champion", locale, { champion: plainName(names.get(event.champion) ?? event.champion) }));
  const checking = event.status === "open" && event.checkInEndsAt !== null;
  const components = checking
    ? buttonRows([
        button(lt("event.check-in-button", locale), { type: "checkin", event: event.id }, ButtonStyle.Success),
      ])
    : [];
  return { ...textPayload(lines.join("\n")), components };
}

function statusLine(event: EventRecord, locale: Locale): string {
  const when = (at: number) => `<t:${Math.ceil(at / 1000)}:R>`;
  if (event.status === "finished") return lt("event.status-finished", locale);
  if (event.status === "open") {
    const checkedIn = event.players.filter((p) => p.checkedIn).length;
    return event.checkInEndsAt === null
      ? lt("event.status-open", locale, { count: event.players.length })
      : lt("event.status-check-in", locale, {
          count: event.players.length,
          checked: checkedIn,
          ends: when(event.checkInEndsAt),
        });
  }
  const slots = currentSlots(event).filter((s) => playersOf(s).length > 1);
  const done = slots.filter((s) => s.reported).length;
  const clock = event.roundEndsAt === null ? "" : lt("event.status-clock", locale, { ends: when(event.roundEndsAt) });
  return lt("event.status-round", locale, { round: event.round, done, tables: slots.length }) + clock;
}
