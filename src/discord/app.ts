import {
  Client,
  Events,
  GatewayIntentBits,
  Status,
  type Interaction,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from "discord.js";
import { openStores, type StoreConfig } from "../db/stores.ts";
import { EventService } from "../leagues/events.ts";
import { LeagueService } from "../leagues/service.ts";
import type { MatchStore } from "../db/store.ts";
import { errorText, jsonLogger, type Logger } from "../log.ts";
import { startHealthServer, type HealthReport, type HealthServer } from "../ops/health.ts";
import { countingLogger, Metrics } from "../ops/metrics.ts";
import { systemClock, type Clock } from "../tables/clock.ts";
import { TurnScheduler } from "../tables/scheduler.ts";
import { TableService } from "../tables/service.ts";
import type { TableRecord } from "../db/store.ts";
import { TableBoards } from "./boards.ts";
import { Channels } from "./channels.ts";
import { createContext, type BotContext } from "./context.ts";
import { EventRunner } from "./event-runner.ts";
import { EventTables } from "../leagues/event-tables.ts";
import { LeaguePosts } from "./league-posts.ts";
import { ownsGuild, registersCommands } from "./shards.ts";
import { Notices } from "./notices.ts";
import { BOT_REQUESTS_PER_SECOND, Pace, pacedRequests, QUEUE_TIMEOUT_MS } from "./pace.ts";
import { RenderQueue } from "./render-queue.ts";
import { sharedPainters } from "../render/painter-pool.ts";
import { Replays } from "../tables/replays.ts";
import { Watchers } from "./watch.ts";
import { WebLinks } from "../web/links.ts";

const UNPACED = 1_000_000;

/** The global limit is the bot's, shared by its shards (the sharding manager tells each child the count). */
function botRequestsPerSecond(): number {
  return Math.max(1, Math.floor(BOT_REQUESTS_PER_SECOND / (Number(process.env.SHARD_COUNT) || 1)));
}
/** How often waiting league reports are checked for expiry. */
const REPORT_SWEEP_MS = 60_000;

export interface BotOptions {
  token: string;
  /** The SQLite file, or a PostgreSQL URL (see StoreConfig). */
  database: Omit<StoreConfig, "clock">;
  /** Discord's REST base; a test points it at its emulator. */
  apiBase?: string;
  /** Register commands in this guild only (instant), instead of globally. */
  devGuildId?: string;
  clock?: Clock;
  log?: Logger;
  /** Serve /health and /metrics on this loopback port (0: any free port); none when absent. */
  healthPort?: number;
  /** The league pages' public address (PUBLIC_URL): league posts link to a public league's pages there. */
  publicUrl?: string;
}

/** What the layer above answers with: the slash commands to register, and where every interaction goes. */
export interface EntryPoints {
  commands: readonly RESTPostAPIChatInputApplicationCommandsJSONBody[];
  route(interaction: Interaction, ctx: BotContext): Promise<void>;
}

export interface RunningBot {
  client: Client;
  ctx: BotContext;
  /** Milliseconds from the call to a logged-in, restored bot. */
  startupMs: number;
  health: HealthServer | null;
  stop(): Promise<void>;
}

/** Logs in, registers the commands, restores every open table and starts answering through `entry`. */
export async function startClient(options: BotOptions, entry: EntryPoints): Promise<RunningBot> {
  const started = performance.now();
  const metrics = new Metrics();
  const log = countingLogger(options.log ?? jsonLogger(), metrics);
  const clock = options.clock ?? systemClock;
  const stores = await openStores({ ...options.database, clock: () => clock.now() });
  const store = stores.matches;
  const service = new TableService(store, clock, log);
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    // Nobody is pinged unless a message names them (a turn notice lists its player): no text can ping @everyone.
    allowedMentions: { parse: [], repliedUser: false },
    // The pace of requests under the global limit is kept where they leave (pace.ts), not by discord.js's counter.
    rest: {
      globalRequestsPerSecond: UNPACED,
      makeRequest: pacedRequests(new Pace(botRequestsPerSecond())),
      timeout: QUEUE_TIMEOUT_MS,
      ...(options.apiBase ? { api: options.apiBase } : {}),
    },
  });
  const channels = new Channels(client, clock);
  const renders = new RenderQueue(sharedPainters());
  const boards = new TableBoards(service, channels, renders, log);
  const notices = new Notices(service, store, channels, clock, log);
  let ctx: BotContext | null = null;
  const scheduler = new TurnScheduler(clock, {
    warn: (id) => ctx?.track(onWarn(ctx, id)),
    timeout: (id) => ctx?.track(onTimeout(ctx, id)),
    alarm: (key) => {
      const eventId = EventRunner.eventOfAlarm(key);
      if (eventId !== null) ctx?.track(ctx.eventRunner.reconcile(eventId));
    },
  });
  const decks = stores.decks;
  const leagues = new LeagueService(stores.leagues, clock);
  const events = new EventService(stores.events, leagues, clock);
  const links = options.publicUrl ? new WebLinks(options.publicUrl) : null;
  const leaguePosts = new LeaguePosts(leagues, channels, clock, log, links);
  const eventRunner = new EventRunner({
    events,
    eventTables: new EventTables(stores.events, service, clock, log),
    leagues,
    channels,
    notices,
    scheduler,
    log,
    settle: (change) => ctx?.settle(change),
  });
  const owns = (table: Pick<TableRecord, "guildId">): boolean => ownsGuild(client, table.guildId);
  const context = createContext({
    service,
    store,
    decks,
    leagues,
    events,
    eventRunner,
    leaguePosts,
    boards,
    channels,
    notices,
    scheduler,
    renders,
    replays: new Replays(store),
    links,
    watchers: new Watchers(client, store, service, renders, clock, log),
    metrics,
    log,
    owns,
  });
  ctx = context;

  client.on(Events.InteractionCreate, (interaction) => context.track(entry.route(interaction, context)));
  client.on(Events.Error, (error) => log.error("client error", { error: errorText(error) }));
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(options.token);
  await ready;
  if (registersCommands(client)) await registerCommands(client, entry.commands, options.devGuildId);

  // With shards, each process restores, times and catches up the tables of its own guilds.
  const open: TableRecord[] = [];
  for (const table of (await service.openTables()).filter(owns)) open.push(await service.resume(table));
  for (const table of open) scheduler.track(table);
  const startupMs = performance.now() - started;
  log.info("bot ready", { user: client.user?.id ?? null, openTables: open.length, startupMs: Math.round(startupMs) });
  context.track(afterRestart(context, open));
  // Events under way pick up where they were: missing tables opened, the round's clock re-armed.
  for (const { event, guildId } of await events.running())
    if (ownsGuild(client, guildId)) context.track(eventRunner.reconcile(event.id));
  const sweep = setInterval(() => context.track(leaguePosts.sweep()), REPORT_SWEEP_MS);
  sweep.unref();
  const health =
    options.healthPort === undefined
      ? null
      : await startHealthServer(options.healthPort, () => healthReport(client, store, started), metrics);

  return {
    client,
    ctx: context,
    startupMs,
    health,
    async stop() {
      clearInterval(sweep);
      await health?.close();
      scheduler.stop();
      await context.idle();
      await client.destroy();
      await stores.close();
    },
  };
}

/** Gateway status per shard, open tables, and how long counting them in the store took. */
async function healthReport(client: Client, store: MatchStore, started: number): Promise<HealthReport> {
  const shards = [...client.ws.shards.values()].map((s) => ({
    id: s.id,
    status: Status[s.status] ?? String(s.status),
    ping: s.ping,
  }));
  const before = performance.now();
  const openTables = await store.countOpen();
  const storeLatencyMs = Math.round((performance.now() - before) * 1000) / 1000;
  return {
    ok: shards.length > 0 && shards.every((s) => s.status === "Ready"),
    shards,
    openTables,
    storeLatencyMs,
    uptimeSeconds: Math.round((performance.now() - started) / 1000),
    pid: process.pid,
  };
}

async function registerCommands(
  client: Client<true> | Client,
  commands: EntryPoints["commands"],
  guildId: string | undefined,
): Promise<void> {
  const body = [...commands];
  if (!client.application) throw new Error("logged in without an application");
  if (guildId) await client.application.commands.set(body, guildId);
  else await client.application.commands.set(body);
}

/**
 * Matches pinned to rules this bot no longer runs are closed; bots a crash interrupted move now; table messages a
 * crash left behind are redrawn; every channel with a match going on hears so. One broken table never stops the
 * others.
 */
async function afterRestart(ctx: BotContext, open: TableRecord[]): Promise<void> {
  const goingOn: TableRecord[] = [];
  for (const table of open.filter((t) => t.status === "playing")) {
    try {
      const caught = await ctx.service.catchUp(table);
      if (!caught.ok) continue;
      if (caught.change.movers.length > 0 || caught.change.table.status !== "playing") ctx.settle(caught.change);
      if (caught.change.table.status === "playing") goingOn.push(caught.change.table);
    } catch (error) {
      ctx.log.error("table not restored", { table: table.id, error: errorText(error) });
    }
  }
  for (const table of (await ctx.service.staleBoards()).filter(ctx.owns)) ctx.track(ctx.boards.refresh(table.id));
  ctx.track(
    ctx.leaguePosts.catchUp(async (id) => {
      const table = await ctx.service.get(id);
      return table && ctx.owns(table) ? table : null;
    }),
  );
  await ctx.notices.restored(goingOn);
}

/** Timer callbacks run outside any request: a failure is logged, never thrown into the event loop. */
async function guarded(ctx: BotContext, what: string, id: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    ctx.log.error(what, { table: id, error: errorText(error) });
  }
}

function onWarn(ctx: BotContext, id: string): Promise<void> {
  return guarded(ctx, "warning failed", id, async () => {
    const result = await ctx.service.warned(id);
    if (!result.ok) {
      // Another process may have moved the deadline: follow the store.
      const table = await ctx.service.get(id);
      if (table) ctx.scheduler.track(table);
      return;
    }
    const table = result.change.table;
    ctx.track(ctx.notices.warning(table, ctx.service.owing(table)));
  });
}

function onTimeout(ctx: BotContext, id: string): Promise<void> {
  return guarded(ctx, "timeout failed", id, async () => {
    const result = await ctx.service.timeout(id);
    if (result.ok) return ctx.settle(result.change);
    // Another process may have moved the deadline: follow the store, unless that would fire again at once.
    const table = await ctx.service.get(id);
    if (table && !ctx.service.isDue(table)) ctx.scheduler.track(table);
    else ctx.log.error("timeout refused", { table: id, code: result.refusal.code });
  });
}
