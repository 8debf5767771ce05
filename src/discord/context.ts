import { MessageFlags, type RepliableInteraction } from "discord.js";
import type { DeckStore } from "../db/decks.ts";
import { localeOf } from "../engine/index.ts";
import type { EventService } from "../leagues/events.ts";
import type { EventRunner } from "./event-runner.ts";
import type { LeagueService } from "../leagues/service.ts";
import type { MatchStore, TableRecord } from "../db/store.ts";
import { errorText, type Logger } from "../log.ts";
import type { Metrics } from "../ops/metrics.ts";
import type { TurnScheduler } from "../tables/scheduler.ts";
import type { TableChange, TableService } from "../tables/service.ts";
import type { TableBoards } from "./boards.ts";
import type { Channels } from "./channels.ts";
import type { LeaguePosts } from "./league-posts.ts";
import type { Notices } from "./notices.ts";
import type { RenderQueue } from "./render-queue.ts";
import type { Replays } from "../tables/replays.ts";
import type { Watchers } from "./watch.ts";
import type { WebLinks } from "../web/links.ts";
import { editReply, reply } from "./answer.ts";
import { textPayload } from "./presenter.ts";
import { t } from "./strings.ts";

/** What command and button handlers work with. */
export interface BotContext {
  service: TableService;
  store: MatchStore;
  decks: DeckStore;
  leagues: LeagueService;
  events: EventService;
  /** Events at the bot's tables: threads, tables, clocks and posts. */
  eventRunner: EventRunner;
  leaguePosts: LeaguePosts;
  boards: TableBoards;
  channels: Channels;
  notices: Notices;
  scheduler: TurnScheduler;
  renders: RenderQueue;
  replays: Replays;
  watchers: Watchers;
  /** Where a public league's pages are on the web; null without PUBLIC_URL. */
  links: WebLinks | null;
  metrics: Metrics;
  log: Logger;
  /** Whether this process keeps the table's timers (with shards, the process of its guild's shard). */
  owns(table: Pick<TableRecord, "guildId">): boolean;
  /** Everything that follows a change once the clicker has an answer: timers, the table message, turn notices. */
  settle(change: TableChange): void;
  /**
   * Answers the clicker, then settles the change, even when the answer fails: the change is committed either way,
   * so the table message, timers and notices must follow it, and the clicker is told it counted (never nothing).
   */
  answerThenSettle(
    interaction: RepliableInteraction,
    change: TableChange,
    answer: () => Promise<unknown>,
  ): Promise<void>;
  /** Keeps track of work in flight (an interaction being handled, a follow-up), so `idle` can wait for it. */
  track(work: Promise<void>): void;
  /** Resolves when every interaction and follow-up in flight has finished (tests, shutdown). */
  idle(): Promise<void>;
}

/** Archives the thread a table played in, unless another table is still open there (see Channels.archiveThread). */
async function archiveTableThread(parts: Pick<BotContext, "service" | "channels" | "log">, table: TableRecord) {
  if ((await parts.service.tablesInChannel(table.channelId)).length > 0) return;
  try {
    if (await parts.channels.archiveThread(table.channelId))
      parts.log.info("table thread archived", { table: table.id, channel: table.channelId });
  } catch (error) {
    parts.log.warn("table thread not archived", { table: table.id, error: errorText(error) });
  }
}

export function createContext(parts: Omit<BotContext, "settle" | "idle" | "track" | "answerThenSettle">): BotContext {
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>): void => {
    const done = work.catch((error: unknown) => parts.log.error("follow-up failed", { error: errorText(error) }));
    pending.add(done);
    void done.finally(() => pending.delete(done));
  };
  const context: BotContext = {
    ...parts,
    track,
    async answerThenSettle(interaction, change, answer) {
      try {
        await answer();
      } catch (error) {
        parts.log.error("answer failed after a committed change", { table: change.table.id, error: errorText(error) });
        // Never left unanswered: the clicker hears that the move counted and where to see it.
        const counted = textPayload(t("reply.counted", localeOf(interaction.locale), { id: change.table.id }));
        const told = interaction.replied
          ? null
          : interaction.deferred
            ? editReply(interaction, counted)
            : reply(interaction, { ...counted, flags: MessageFlags.Ephemeral });
        await told?.catch(() => undefined);
      }
      context.settle(change);
    },
    settle(change) {
      const { table } = change;
      if (parts.owns(table)) parts.scheduler.track(table);
      // A move only its maker saw leaves the table message as it is: its edits must not tell anyone of such moves.
      // Watchers see what the table message shows, once it shows it.
      const board = change.shown
        ? parts.boards.refresh(table.id).then(() => parts.watchers.follow(table.id))
        : parts.boards.unchanged(table.id);
      track(board);
      if (change.timedOut.length > 0) track(parts.notices.timedOut(table, change.timedOut, change.handedOver));
      if (table.status === "playing" && change.nowUp.length > 0) track(parts.notices.yourTurn(table, change.nowUp));
      if (table.eventId !== null) track(parts.eventRunner.tableChanged(table));
      if (table.status === "finished" || table.status === "cancelled") {
        const closing = [board, parts.notices.closed(table)];
        if (table.status === "finished" && table.leagueId !== null) closing.push(parts.leaguePosts.tableClosed(table));
        for (const work of closing.slice(1)) track(work);
        // The table's own thread is archived once its last message is drawn, its last mention gone, its result posted.
        track(Promise.allSettled(closing).then(() => archiveTableThread(parts, table)));
      }
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
      await parts.boards.idle();
    },
  };
  return context;
}
