import type { EventRecord, SlotKey } from "../db/league-events.ts";
import type { League } from "../db/leagues.ts";
import type { TableRecord } from "../db/store.ts";
import type { Locale } from "../engine/index.ts";
import { keyOf, needsTable, playersOf, type EventTables, type EventWork, type Slot } from "../leagues/event-tables.ts";
import { currentSlots, type EventService } from "../leagues/events.ts";
import type { LeagueService } from "../leagues/service.ts";
import { lt } from "../leagues/strings.ts";
import { errorText, type Logger } from "../log.ts";
import type { TableChange } from "../tables/service.ts";
import type { TurnScheduler } from "../tables/scheduler.ts";
import type { Channels } from "./channels.ts";
import { eventPostPayload, slotResultText, standingsImagePayload } from "./event-views.ts";
import { mention } from "./league-views.ts";
import { isUnknownMessage } from "./channels.ts";
import type { Notices } from "./notices.ts";
import { plainName, plainTitle } from "./plain-text.ts";

/** Discord's longest thread name. */
const THREAD_NAME_MAX = 100;
const ALARM = "event:";

/** What the runner needs from the rest of the bot; `settle` follows a table change as any other. */
interface EventRunnerParts {
  events: EventService;
  eventTables: EventTables;
  leagues: LeagueService;
  channels: Channels;
  notices: Notices;
  scheduler: TurnScheduler;
  log: Logger;
  settle(change: TableChange): void;
}

/**
 * Runs events at the bot's tables through Discord: a thread (or the event channel) per match, each table opened once
 * with its players told by DM and by a mention, the round's clock kept by an alarm, results told by DM, and the event's
 * post kept up to date. Everything it does follows the store, one step at a time per event, so a restart (or a
 * repeated alarm) simply does what is still missing.
 */
export class EventRunner {
  private readonly lines = new Map<string, Promise<void>>();
  /**
   * Tables this process announced whose message may not be posted yet. A table is shown only after its players were
   * told, so an open table with no message that is not here was opened by a process that died before showing it.
   */
  private readonly announced = new Set<string>();

  constructor(private readonly parts: EventRunnerParts) {}

  /** The alarm key of an event, or null for another alarm. */
  static eventOfAlarm(key: string): string | null {
    return key.startsWith(ALARM) ? key.slice(ALARM.length) : null;
  }

  /** Brings an event up to date: missing threads and tables opened, what the clock made due done, the alarm re-armed. */
  reconcile(eventId: string): Promise<void> {
    return this.inLine(eventId, () => this.bringUpToDate(eventId));
  }

  /** A change at an event's table: its slot settled when its match is decided, the next game or time followed. */
  tableChanged(table: TableRecord): Promise<void> {
    const eventId = table.eventId;
    if (eventId === null) return Promise.resolve();
    if (table.messageId !== null) this.announced.delete(table.id);
    return this.inLine(eventId, async () => {
      const event = await this.parts.events.byId(eventId);
      if (!event) return;
      const work = await this.parts.eventTables.tableChanged(event, table);
      await this.follow(event, work);
      if (table.status !== "playing" || work.changes.length > 0 || work.settled.length > 0)
        await this.bringUpToDate(eventId);
    });
  }

  /** A player dropped after the start: their open table of the round ends as a loss. */
  dropped(eventId: string, userId: string): Promise<void> {
    return this.afterChange(eventId, (event) => this.parts.eventTables.drop(event, userId));
  }

  /** An admin reported a slot's result: its table in play ends, counting for nothing. */
  corrected(eventId: string, slot: SlotKey): Promise<void> {
    return this.afterChange(eventId, async (event) => workOf(await this.parts.eventTables.reported(event, slot)));
  }

  /** An admin added time to a slot: its table shows the new end, and the alarm follows. */
  extended(eventId: string, number: number): Promise<void> {
    return this.afterChange(eventId, async (event) => {
      const slot = currentSlots(event).find((s) => s.number === number);
      return workOf(slot ? await this.parts.eventTables.extended(event, slot) : null);
    });
  }

  private afterChange(eventId: string, step: (event: EventRecord) => Promise<EventWork>): Promise<void> {
    return this.inLine(eventId, async () => {
      const event = await this.parts.events.byId(eventId);
      if (!event) return;
      await this.follow(event, await step(event));
      await this.bringUpToDate(eventId);
    });
  }

  /** Follows what tables and clocks did: table changes settled, each settled slot's players told their result. */
  async follow(event: EventRecord, work: EventWork): Promise<void> {
    for (const change of work.changes) this.parts.settle(change);
    if (work.settled.length === 0) return;
    const league = await this.parts.leagues.league(event.leagueId);
    if (!league) return;
    const names = await this.parts.leagues.names(league);
    for (const slot of work.settled) await this.tellResult(event, slot, names, league.locale);
    const fresh = await this.parts.events.byId(event.id);
    if (fresh && currentSlots(fresh).every((s) => s.reported)) await this.roundComplete(fresh, league, names);
  }

  /** Posts or updates the event's post in its channel (the check-in button while the window is open). */
  async refreshPost(event: EventRecord, league: League): Promise<void> {
    const channelId = event.settings.channelId;
    if (channelId === null) return;
    const payload = eventPostPayload(event, league, await this.parts.leagues.names(league));
    if (event.messageId) {
      try {
        await this.parts.channels.edit(channelId, event.messageId, payload);
        return;
      } catch (error) {
        if (!isUnknownMessage(error)) throw error;
      }
    }
    await this.parts.events.placePost(event, await this.parts.channels.send(channelId, payload));
  }

  private async bringUpToDate(eventId: string): Promise<void> {
    const alarm = `${ALARM}${eventId}`;
    const event = await this.parts.events.byId(eventId);
    const league = event ? await this.parts.leagues.league(event.leagueId) : null;
    if (!event || !league || event.status === "open" || event.settings.play !== "tables") {
      this.parts.scheduler.alarm(alarm, null);
      // Checking in: the post shows the check-ins as stored (a restart may have come before it showed the last).
      if (event && league && event.status === "open" && event.checkInEndsAt !== null)
        await this.refreshPost(event, league).catch((error: unknown) =>
          this.parts.log.warn("event post not updated", { event: eventId, error: errorText(error) }),
        );
      return;
    }
    if (event.status !== "finished") {
      const names = await this.parts.leagues.names(league);
      for (const slot of currentSlots(event).filter(needsTable)) await this.openSlot(event, league, slot, names);
      const now = (await this.parts.events.byId(eventId)) ?? event;
      await this.follow(now, await this.parts.eventTables.tick(now));
    }
    const latest = (await this.parts.events.byId(eventId)) ?? event;
    this.parts.scheduler.alarm(
      alarm,
      latest.status === "finished" ? null : await this.parts.eventTables.nextDue(latest),
    );
    await this.refreshPost(latest, league).catch((error: unknown) =>
      this.parts.log.warn("event post not updated", { event: eventId, error: errorText(error) }),
    );
  }

  /** Opens a slot's next table where it plays (its thread, started first if it has none), and tells its players. */
  private async openSlot(event: EventRecord, league: League, slot: Slot, names: ReadonlyMap<string, string>) {
    const { eventTables } = this.parts;
    const open = await eventTables.openTable(event, keyOf(slot));
    // Opened before a crash that came before its message: its players are told (again, perhaps) and it is shown now.
    if (open?.messageId === null && !this.announced.has(open.id)) await this.announce(event, league, asIs(open), names);
    if (open) return;
    // Its last game ended but its result was never settled (a crash in between): settled now, no next game opened.
    const ended = await eventTables.settleEnded(event, slot);
    if (ended.settled.length > 0) return this.follow(event, ended);
    const channelId = slot.channelId ?? (await this.placeSlot(event, league, slot, names));
    if (channelId === null) return;
    const opened = await eventTables.openNext(event, slot, {
      guildId: league.guildId,
      channelId,
      names,
      locale: league.locale,
      game: league.game,
    });
    if (opened) await this.announce(event, league, opened, names);
  }

  /** Players told of a new table first, then the table shown: a table with a message has been announced. */
  private async announce(event: EventRecord, league: League, change: TableChange, names: ReadonlyMap<string, string>) {
    const { table } = change;
    this.announced.add(table.id);
    await this.tellTable(event, league, table, names).catch((error: unknown) =>
      this.parts.log.warn("event table not announced", { table: table.id, error: errorText(error) }),
    );
    this.parts.settle(change);
  }

  /**
   * Where a slot plays: a new public thread of the event's channel named after the round and the players, or the
   * channel itself where Discord starts no thread. The first place stored wins; a thread that lost is archived.
   */
  private async placeSlot(
    event: EventRecord,
    league: League,
    slot: Slot,
    names: ReadonlyMap<string, string>,
  ): Promise<string | null> {
    const parent = event.settings.channelId;
    if (parent === null) return null;
    const title = plainTitle(
      lt("event.thread", league.locale, {
        round: roundLabel(event, slot, league.locale),
        players: playersOf(slot)
          .map((u) => names.get(u) ?? u)
          .join(lt("event.thread-and", league.locale)),
      }),
      THREAD_NAME_MAX,
    );
    let thread: string | null = null;
    try {
      thread = await this.parts.channels.openThread(parent, title);
    } catch (error) {
      this.parts.log.warn("event thread not started", { event: event.id, error: errorText(error) });
    }
    const stored = await this.parts.events.placeSlot(event, keyOf(slot), thread ?? parent);
    if (thread !== null && stored !== thread) await this.parts.channels.archiveThread(thread).catch(() => false);
    return stored;
  }

  /** Each player of a new table hears of it by DM (with a link) and by a mention where it is. */
  private async tellTable(
    event: EventRecord,
    league: League,
    table: TableRecord,
    names: ReadonlyMap<string, string>,
  ): Promise<void> {
    const players = table.seats.flatMap((s) => (s.userId === null ? [] : [s.userId]));
    const link = `https://discord.com/channels/${league.guildId}/${table.channelId}`;
    const startsAt = `<t:${Math.ceil((table.deadline ?? 0) / 1000)}:R>`;
    const opponents = (self: string) =>
      players
        .filter((u) => u !== self)
        .map((u) => plainName(names.get(u) ?? u))
        .join(", ");
    for (const userId of players) {
      const locale = await this.parts.notices.localeOf(userId, league.locale);
      const text = lt("event.dm-table", locale, {
        name: plainName(event.name),
        round: roundLabel(event, table, locale),
        game: table.eventGame ?? 1,
        opponents: opponents(userId),
        link,
        starts: startsAt,
      });
      if (!(await this.parts.channels.dm(userId, text).catch(() => false)))
        this.parts.log.info("event table DM not delivered", { event: event.id, user: userId });
    }
    await this.parts.channels.send(
      table.channelId,
      {
        content: lt("event.ping-table", league.locale, {
          players: players.map(mention).join(" "),
          round: roundLabel(event, table, league.locale),
          game: table.eventGame ?? 1,
          starts: startsAt,
        }),
        embeds: [],
        components: [],
        files: [],
      },
      players,
    );
  }

  /** A settled slot's players hear their own result by DM. */
  private async tellResult(
    event: EventRecord,
    slot: Slot,
    names: ReadonlyMap<string, string>,
    fallback: Locale,
  ): Promise<void> {
    for (const userId of playersOf(slot)) {
      const locale = await this.parts.notices.localeOf(userId, fallback);
      const text = slotResultText(event, slot, userId, names, locale);
      await this.parts.channels.dm(userId, text).catch(() => false);
    }
  }

  /** Every match of the round is settled: the standings in the event's channel, and the admins asked to pair. */
  private async roundComplete(event: EventRecord, league: League, names: ReadonlyMap<string, string>): Promise<void> {
    const channelId = event.settings.channelId;
    if (channelId === null) return;
    const payload = standingsImagePayload(event, this.parts.events, names, league.locale);
    await this.parts.channels
      .send(channelId, {
        ...payload,
        content: [
          lt("event.round-complete", league.locale, { name: plainName(event.name), round: event.round }),
          payload.content,
        ]
          .join("\n")
          .slice(0, 1900),
      })
      .catch((error: unknown) =>
        this.parts.log.warn("event standings not posted", { event: event.id, error: errorText(error) }),
      );
  }

  /** One piece of work at a time per event, in order; a failure is logged and never stops the next. */
  private inLine(eventId: string, work: () => Promise<void>): Promise<void> {
    const before = this.lines.get(eventId) ?? Promise.resolve();
    const next = before
      .then(work)
      .catch((error: unknown) =>
        this.parts.log.error("event step failed", { event: eventId, error: errorText(error) }),
      );
    this.lines.set(eventId, next);
    void next.finally(() => {
      if (this.lines.get(eventId) === next) this.lines.delete(eventId);
    });
    return next;
  }
}

/** A table as it stands, to be shown and followed as after any change. */
const asIs = (table: TableRecord): TableChange => ({
  table,
  shown: true,
  events: [],
  movers: [],
  nowUp: [],
  timedOut: [],
  handedOver: [],
});

const workOf = (change: TableChange | null): EventWork => ({ changes: change ? [change] : [], settled: [] });

/** "Round 2", "Top cut 1" or "Final table", as thread names and notices say it. */
function roundLabel(event: EventRecord, at: { eventRound?: number | null; round?: number }, locale: Locale): string {
  const round = at.round ?? at.eventRound ?? event.round;
  const swiss = event.rounds ?? round;
  if (round <= swiss) return lt("event.round-label", locale, { round });
  return event.settings.format === "pods"
    ? lt("event.final-label", locale)
    : lt("event.cut-label", locale, { round: round - swiss });
}
