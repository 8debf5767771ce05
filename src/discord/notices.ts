import type { Locale, Seat } from "../engine/index.ts";
import type { MatchStore, TableRecord } from "../db/store.ts";
import { errorText, type Logger } from "../log.ts";
import { warningLead } from "../tables/deadlines.ts";
import type { Clock } from "../tables/clock.ts";
import { HAND_OVER_AFTER, type TableService } from "../tables/service.ts";
import type { Channels } from "./channels.ts";
import { button, buttonRows, type Row } from "./components.ts";
import { mentionsOf } from "./presenter.ts";
import { t } from "./strings.ts";

/** A pass window is one press from the DM too: the same Pass as on the table message, for this seat. */
function passRow(service: TableService, table: TableRecord, seat: Seat, locale: Locale): Row[] {
  if (!table.match || !service.isPassWindow(table, seat)) return [];
  return buttonRows([
    button(t("button.pass-dm", locale), { type: "pass", table: table.id, token: service.token(table, "spectator") }),
  ]);
}

function tableLink(table: TableRecord): string {
  return `https://discord.com/channels/${table.guildId ?? "@me"}/${table.channelId}/${table.messageId ?? ""}`;
}

/** A player who used the bot in the table's channel this recently is at the table and needs no "your turn" notice. */
export const QUIET_AFTER_ACTIVITY_MS = 120_000;

/**
 * Tells players it is their turn: by DM for those who allow it, otherwise (or when Discord refuses the DM) by a
 * mention in the table's channel. Players who have just been clicking are left alone. Each table keeps at most
 * one channel mention; a new one replaces the last.
 */
export class Notices {
  /** One line per table for its channel mentions, so a new one always replaces the last one. */
  private readonly pingLines = new Map<string, Promise<void>>();
  /** By user and channel: activity at one table does not silence another. */
  private readonly lastSeen = new Map<string, number>();
  private readonly locales = new Map<string, Locale>();

  constructor(
    private readonly service: TableService,
    private readonly store: MatchStore,
    private readonly channels: Channels,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  /** Someone used the bot just now in this channel, in this language: their DMs will speak it too. */
  async saw(userId: string, channelId: string, locale: Locale): Promise<void> {
    this.lastSeen.set(`${userId}:${channelId}`, this.clock.now());
    if (this.locales.get(userId) === locale) return;
    this.locales.set(userId, locale);
    await this.store.setUserLocale(userId, locale);
  }

  /** A user's language as last seen (in memory, else stored), or `fallback`. */
  async localeOf(userId: string, fallback: Locale): Promise<Locale> {
    return this.locales.get(userId) ?? (await this.store.userLocale(userId)) ?? fallback;
  }

  async yourTurn(table: TableRecord, seats: Seat[]): Promise<void> {
    const kind = this.service.kindOf(table);
    const unreached: Seat[] = [];
    // The table message may have been posted again since this change: link to the one that is there now.
    const link = tableLink((await this.service.get(table.id)) ?? table);
    for (const seat of seats) {
      const userId = table.seats[seat]?.userId;
      const seen = userId ? this.lastSeen.get(`${userId}:${table.channelId}`) : undefined;
      if (!userId || (seen !== undefined && this.clock.now() - seen < QUIET_AFTER_ACTIVITY_MS)) continue;
      const locale = await this.localeOf(userId, table.locale);
      const text = t("notice.your-turn", locale, { game: kind.name(locale), id: table.id, link });
      const sent =
        (await this.store.dmNotices(userId)) &&
        (await this.channels.dm(userId, text, passRow(this.service, table, seat, locale)).catch(() => false));
      if (!sent) unreached.push(seat);
    }
    if (unreached.length > 0) {
      await this.ping(
        table,
        unreached,
        t("notice.ping", table.locale, { players: mentionsOf(table, unreached, table.locale), id: table.id }),
      );
    }
  }

  async warning(table: TableRecord, seats: Seat[]): Promise<void> {
    if (seats.length === 0) return;
    const seconds = Math.round(warningLead(table.turnSeconds) / 1000);
    const players = mentionsOf(table, seats, table.locale);
    await this.ping(table, seats, t("notice.warning", table.locale, { players, seconds, id: table.id }));
  }

  /** Says in the channel that a bot decided for players whose time ran out, and whose seats it now plays. */
  async timedOut(table: TableRecord, timedOut: Seat[], handedOver: Seat[]): Promise<void> {
    const lines = [];
    const others = timedOut.filter((s) => !handedOver.includes(s));
    if (others.length > 0)
      lines.push(t("table.timed-out", table.locale, { players: mentionsOf(table, others, table.locale) }));
    if (handedOver.length > 0) {
      // Their seats are bot seats by now, which mentionsOf names as bots: mention the people themselves.
      const players = handedOver
        .map((s) => (table.seats[s]?.userId ? `<@${table.seats[s]?.userId}>` : mentionsOf(table, [s], table.locale)))
        .join(", ");
      lines.push(t("table.handed-over", table.locale, { players, count: HAND_OVER_AFTER }));
    }
    if (lines.length > 0) await this.ping(table, timedOut, lines.join("\n"));
  }

  /** One note per channel after a restart, naming the tables that go on there. */
  async restored(tables: TableRecord[]): Promise<void> {
    const byChannel = new Map<string, TableRecord[]>();
    for (const table of tables) byChannel.set(table.channelId, [...(byChannel.get(table.channelId) ?? []), table]);
    for (const [channelId, here] of byChannel) {
      const first = here[0] as TableRecord;
      const ids = here.map((x) => `\`${x.id}\``).join(", ");
      await this.channels
        .send(channelId, {
          content: t("notice.restored", first.locale, { ids }),
          embeds: [],
          components: [],
          files: [],
        })
        .catch((error: unknown) =>
          this.log.warn("restore note not sent", { channel: channelId, error: errorText(error) }),
        );
    }
  }

  /** A closed table's last mention goes away with it. */
  closed(table: TableRecord): Promise<void> {
    return this.inLine(table.id, async () => {
      const previous = (await this.service.get(table.id))?.pingMessageId;
      if (!previous) return;
      await this.service.pinged(table.id, null);
      await this.channels.remove(table.channelId, previous).catch(() => undefined);
    });
  }

  private ping(table: TableRecord, seats: Seat[], content: string): Promise<void> {
    const users = seats.map((s) => table.seats[s]?.userId).filter((u): u is string => typeof u === "string");
    return this.inLine(table.id, async () => {
      // The table may have closed while this waited its turn (DMs go first): then there is nobody to call.
      const current = await this.service.get(table.id);
      if (current?.status !== "playing") return;
      const previous = current.pingMessageId;
      try {
        const id = await this.channels.send(table.channelId, { content, embeds: [], components: [], files: [] }, users);
        await this.service.pinged(table.id, id);
        if (previous) await this.channels.remove(table.channelId, previous).catch(() => undefined);
      } catch (error) {
        this.log.warn("turn notice not sent", { table: table.id, error: errorText(error) });
      }
    });
  }

  private inLine(tableId: string, work: () => Promise<void>): Promise<void> {
    const next = (this.pingLines.get(tableId) ?? Promise.resolve()).then(work);
    this.pingLines.set(tableId, next);
    void next.finally(() => {
      if (this.pingLines.get(tableId) === next) this.pingLines.delete(tableId);
    });
    return next;
  }
}
