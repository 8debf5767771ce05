import { Rng, seedRng } from "../../src/engine/index.ts";
import type { EventRecord, RegisteredDeck } from "../../src/db/league-events.ts";
import type { League, ResultRecord } from "../../src/db/leagues.ts";
import type { Stores } from "../../src/db/stores.ts";
import type { TableRecord } from "../../src/db/store.ts";
import { DECKS as SURVIVOR_DECKS } from "../../src/games/survivor/cards.ts";
import { EventTables, keyOf, needsTable } from "../../src/leagues/event-tables.ts";
import type { SettingsInput } from "../../src/leagues/event-settings.ts";
import { currentPods, currentSlots, EventService } from "../../src/leagues/events.ts";
import { LeagueService, type Actor } from "../../src/leagues/service.ts";
import { TableService, type Person } from "../../src/tables/service.ts";
import { createWebApp, type WebOptions } from "../../src/web/server.ts";
import { testDatabase, type Backend, type TestDatabase } from "../db/backends.ts";
import { HandClock, manager } from "../leagues/helpers.ts";
import { ok, QuietLogger, userAt, waitingSeats } from "../tables/helpers.ts";

/** Display names as people choose them: markup, quotes, ampersands, a right-to-left name, Japanese. */
export const PLAYERS: Person[] = [
  { id: "310000000000000001", name: `<img src=x onerror="alert(1)">Zoë "Z" & co` },
  { id: "310000000000000002", name: "Bob" },
  { id: "310000000000000003", name: "さくら" },
  { id: "310000000000000004", name: "\u202eevil" },
];
export const HOSTILE = PLAYERS[0] as Person;
/** The pod league's seven: the four, and three more. */
export const POD_PLAYERS: Person[] = [
  ...PLAYERS,
  { id: "310000000000000005", name: "Dana" },
  { id: "310000000000000006", name: "エミ" },
  { id: "310000000000000007", name: "Finn" },
];
const NAMES: ReadonlyMap<string, string> = new Map(POD_PLAYERS.map((p) => [p.id, p.name]));
const MINUTE = 60_000;

export const actor = (p: Person): Actor => ({ userId: p.id, name: p.name, canManage: false, roles: [] });

/** A Survivor list as a player saves it: a preconstructed deck's cards, and the castaways they bring (if any). */
function survivorDeck(name: string, deck: number, castaways: readonly string[] = []): RegisteredDeck {
  const cards = SURVIVOR_DECKS[deck]?.cards ?? [];
  return {
    name,
    list: [
      ...cards.map((l) => ({ section: "deck", card: l.card, copies: l.copies })),
      ...castaways.map((card) => ({ section: "castaways", card, copies: 1 })),
    ],
  };
}

/**
 * The registered lists of the event whose lists stay hidden until its final table: four different lists (every card
 * of the three preconstructed decks between them, and castaways brought), entered by POD_PLAYERS 3 to 6 in order.
 */
export const SECRET_DECKS: readonly RegisteredDeck[] = [
  survivorDeck("Tide <Turner>", 0, ["ava-stone", "bruno-vale"]),
  survivorDeck("Quiet & Sly", 1, ["chika-mori", "dario-penn", "elin-frost"]),
  survivorDeck("Crab Feast", 2),
  survivorDeck("Long Haul 40", 3, ["rei-takeda"]),
];
export const SECRET_PLAYERS: readonly Person[] = POD_PLAYERS.slice(3);

export interface WebFixture {
  db: TestDatabase;
  stores: Stores;
  clock: HandClock;
  leagues: LeagueService;
  events: EventService;
  /** Public, with a finished league table, reported results and a finished Swiss event with a top cut of 2. */
  league: League;
  /** The same players, never made public. */
  hidden: League;
  table: TableRecord;
  /** The league table's counted result: its replay's id. */
  tableResult: ResultRecord;
  event: EventRecord;
  /**
   * A Swiss event of the same league at the bot's tables, with forfeits: round 1 a no-show (one pressed Ready) and a
   * bye, while a late entrant missed it; round 2 (settled, not yet closed) a match played to its end and a double
   * no-show.
   */
  forfeits: EventRecord;
  /** The table of `forfeits` played to its end. */
  playedTable: TableRecord;
  /** A public Survivor league of the seven POD_PLAYERS. */
  podLeague: League;
  /**
   * A finished pod event of the seven at the bot's tables (pods of 4 and 3, two rounds, a final table), with
   * registered lists published at the end: round 1 reported by an admin (a shared place), round 2's pod of 4 reported
   * and its pod of 3 one nobody showed at, the final table reported.
   */
  pods: EventRecord;
  /** `pods`' round 2 pod nobody showed at: its table started by itself, so it has a replay. */
  absentTable: TableRecord;
  /** An open pod event of SECRET_PLAYERS with SECRET_DECKS registered, published from its final table on. */
  secretLists: EventRecord;
  /**
   * Plays `secretLists` on by one step: the start and round 1 played at its table to the end (that table returned);
   * then the final table paired (the lists are published); then the final reported and the end.
   */
  playSecretLists(): Promise<{ event: EventRecord; table: TableRecord | null }>;
  /** Every id that must never reach a page: the players', the leagues', the tables', the events', the results'. */
  secrets: string[];
  app(options?: WebOptions): ReturnType<typeof createWebApp>;
  cleanup(): Promise<void>;
}

/** Plays every seat of a started table with the game's bot, through the table service, to its end. */
async function playToEnd(service: TableService, table: TableRecord): Promise<TableRecord> {
  const rng = new Rng(seedRng(11));
  let now = table;
  for (let step = 0; step < 5000 && now.status === "playing"; step++) {
    const seat = waitingSeats(now)[0];
    const view = seat === undefined ? null : service.view(now, seat);
    if (seat === undefined || !view) throw new Error(`nobody to play at step ${step}`);
    const action = service.kindOf(now).bot.choose(view, service.legal(now, seat), rng);
    now = ok(await service.act(now.id, userAt(now, seat), now.match?.seq ?? 0, action)).table;
  }
  if (now.status !== "finished") throw new Error("the table did not finish");
  return now;
}

async function leagueOf(leagues: LeagueService, name: string, game = "spymaster", people = PLAYERS): Promise<League> {
  const created = await leagues.create(
    {
      guildId: "g1",
      game,
      name,
      locale: "en",
      adminRoleId: null,
      minGames: 2,
      decayDays: 0,
      reportHours: 48,
    },
    manager,
  );
  if (!created.ok) throw new Error(created.refusal.code);
  for (const p of people) await leagues.join(created.value, actor(p));
  return created.value;
}

/** Two players report a game; the second confirms it. */
async function reported(leagues: LeagueService, league: League, first: Person, second: Person): Promise<void> {
  const report = await leagues.report(league, actor(first), [first.id, second.id], false, { min: 2, max: 2 }, "c1");
  if (!report.ok) throw new Error(report.refusal.code);
  const confirmed = await leagues.confirm(report.value.id, actor(second));
  if (!confirmed.ok) throw new Error(confirmed.refusal.code);
}

/** A finished Swiss event of the four players, two rounds and a final; the first seat always wins 2-1. */
async function playedEvent(events: EventService, league: League): Promise<EventRecord> {
  const made = await events.create(league, manager, {
    name: "Friday <Cup>",
    rounds: 2,
    topCut: 2,
    channelId: "c1",
    settings: { play: "reported" },
  });
  if (!made.ok) throw new Error(made.refusal.code);
  for (const p of PLAYERS) await events.join(league, made.value, actor(p), null);
  let step = await events.start(league, made.value, manager);
  while (step.ok && !("finished" in step.value)) {
    for (const m of step.value.round) {
      const a = PLAYERS.find((p) => p.id === m.a) as Person;
      if (m.b !== null) await events.report(league, step.value.event, actor(a), { wins: 2, losses: 1, draws: 0 }, null);
    }
    step = await events.pair(league, step.value.event, manager);
  }
  if (!step.ok) throw new Error(step.refusal.code);
  return step.value.event;
}

/** An event's matches at the bot's tables, driven as the bot drives them (without Discord). */
class EventDriver {
  private readonly runner: EventTables;

  constructor(
    readonly league: League,
    private readonly events: EventService,
    private readonly stores: Stores,
    private readonly service: TableService,
    private readonly clock: HandClock,
  ) {
    this.runner = new EventTables(stores.events, service, clock, new QuietLogger());
  }

  async event(id: string): Promise<EventRecord> {
    const found = await this.stores.events.event(id);
    if (!found) throw new Error("event gone");
    return found;
  }

  async create(name: string, settings: SettingsInput, shape: { rounds: number; topCut: number }) {
    const made = await this.events.create(this.league, manager, { name, ...shape, channelId: "c1", settings });
    if (!made.ok) throw new Error(made.refusal.code);
    return made.value;
  }

  async join(id: string, person: Person, deck: RegisteredDeck | null = null): Promise<void> {
    const joined = await this.events.join(this.league, await this.event(id), actor(person), deck);
    if (!joined.ok) throw new Error(joined.refusal.code);
  }

  async start(id: string): Promise<void> {
    const started = await this.events.start(this.league, await this.event(id), manager);
    if (!started.ok) throw new Error(started.refusal.code);
  }

  /** Closes the round and pairs the next (or ends the event). */
  async pair(id: string): Promise<EventRecord> {
    const step = await this.events.pair(this.league, await this.event(id), manager);
    if (!step.ok) throw new Error(step.refusal.code);
    return step.value.event;
  }

  /** Opens the table of the current round's slot `number`, its players pressing Ready as told. */
  async open(id: string, number: number, ready: (userId: string) => boolean): Promise<TableRecord> {
    const event = await this.event(id);
    const slot = currentSlots(event).find((s) => s.number === number);
    if (!slot || !needsTable(slot)) throw new Error(`no table ${number} to open`);
    await this.runner.openNext(event, slot, {
      guildId: "g1",
      channelId: `c-${slot.round}-${slot.number}`,
      names: NAMES,
      locale: "en",
      game: this.league.game,
    });
    let table = await this.runner.openTable(event, keyOf(slot));
    if (!table) throw new Error(`table ${number} did not open`);
    for (const seat of table.seats) {
      if (seat.userId === null || !ready(seat.userId)) continue;
      const pressed = await this.service.ready(table.id, seat.userId);
      if (!pressed.ok) throw new Error(pressed.refusal.code);
      table = pressed.change.table;
    }
    return table;
  }

  /** Everyone at the slot's table presses Ready, the game's bot plays every seat to the end, and the slot settles. */
  async play(id: string, number: number): Promise<TableRecord> {
    const ended = await playToEnd(this.service, await this.open(id, number, () => true));
    await this.runner.tableChanged(await this.event(id), ended);
    return ended;
  }

  /** The round's no-show time passes: tables still in their lobby start by themselves, and the absent lose. */
  async noShowTime(id: string): Promise<void> {
    this.clock.at += 11 * MINUTE;
    await this.runner.tick(await this.event(id));
  }

  /** An admin reports a pod of the current round: each seat's place, in seat order. */
  async places(id: string, number: number, places: readonly number[]): Promise<void> {
    const pod = currentPods(await this.event(id)).find((p) => p.number === number);
    if (!pod) throw new Error(`no pod ${number}`);
    for (const [i, p] of pod.places.entries()) {
      const done = await this.events.reportPlace(this.league, await this.event(id), manager, p.userId, places[i] ?? 1);
      if (!done.ok) throw new Error(done.refusal.code);
    }
  }

  async table(id: string): Promise<TableRecord> {
    const table = await this.service.get(id);
    if (!table) throw new Error("table gone");
    return table;
  }
}

/** The Swiss event with forfeits (see `WebFixture.forfeits`). */
async function forfeitEvent(d: EventDriver) {
  const { id } = await d.create("Late <Night>", { play: "tables", lateEntry: true }, { rounds: 2, topCut: 0 });
  for (const p of PLAYERS.slice(0, 3)) await d.join(id, p);
  await d.start(id);
  await d.join(id, PLAYERS[3] as Person);
  const [match] = currentSlots(await d.event(id));
  if (!match || !("a" in match)) throw new Error("no match");
  await d.open(id, match.number, (userId) => userId === match.a);
  await d.noShowTime(id);
  await d.pair(id);
  const playedTable = await d.play(id, 1);
  await d.open(id, 2, () => false);
  await d.noShowTime(id);
  // Round 2 stays open (settled, not closed): closing it would count its match among the league's latest results.
  return { forfeits: await d.event(id), playedTable };
}

/** The seven-player pod event (see `WebFixture.pods`). */
async function podEvent(d: EventDriver) {
  const { id } = await d.create("Island <Open>", { podSize: 4, lists: "end" }, { rounds: 2, topCut: 1 });
  for (const [i, p] of POD_PLAYERS.entries()) await d.join(id, p, survivorDeck(`Pod deck ${i + 1}`, i % 3));
  await d.start(id);
  await d.places(id, 1, [1, 2, 3, 4]);
  await d.places(id, 2, [2, 1, 2]);
  await d.pair(id);
  await d.places(id, 1, [4, 3, 2, 1]);
  const absent = await d.open(id, 2, () => false);
  await d.noShowTime(id);
  await d.pair(id);
  await d.places(id, 1, [2, 1, 3, 4]);
  return { pods: await d.pair(id), absentTable: await d.table(absent.id) };
}

/** A league with everything its pages show, on a fresh database; and a web app reading it. */
export async function webFixture(backend: Backend = "sqlite"): Promise<WebFixture> {
  const db = await testDatabase(backend);
  const clock = new HandClock();
  const stores = await db.open(() => clock.now());
  const leagues = new LeagueService(stores.leagues, clock);
  const events = new EventService(stores.events, leagues, clock, (n) => n - 1);
  const hidden = await leagueOf(leagues, "Hidden League");
  const created = await leagueOf(leagues, "Spy <League>");
  const shown = await leagues.settings(created, manager, { public: true });
  if (!shown.ok) throw new Error(shown.refusal.code);
  const league = shown.value;

  const service = new TableService(stores.matches, clock, new QuietLogger(), () => 42);
  const [host, guest] = PLAYERS as [Person, Person];
  const opened = ok(
    await service.open({
      guildId: "g1",
      channelId: "c1",
      host,
      kind: "spymaster",
      locale: "en",
      turnSeconds: 120,
      leagueId: league.id,
    }),
  ).table;
  await service.join(opened.id, guest);
  const table = await playToEnd(
    service,
    ok(await service.start(opened.id, { userId: host.id, canManage: false })).table,
  );
  const recorded = await leagues.recordTable(table);
  if (!recorded?.counted) throw new Error("the league table did not count");

  for (const [a, b] of [
    [0, 1],
    [2, 3],
    [1, 2],
    [3, 0],
  ] as const) {
    clock.at += 60 * 60 * 1000;
    await reported(leagues, league, PLAYERS[a] as Person, PLAYERS[b] as Person);
    await reported(leagues, hidden, PLAYERS[a] as Person, PLAYERS[b] as Person);
  }
  const event = await playedEvent(events, league);
  const { forfeits, playedTable } = await forfeitEvent(new EventDriver(league, events, stores, service, clock));

  const isle = await leagueOf(leagues, "Isle <League>", "survivor", POD_PLAYERS);
  const podShown = await leagues.settings(isle, manager, { public: true });
  if (!podShown.ok) throw new Error(podShown.refusal.code);
  const podLeague = podShown.value;
  const pods = new EventDriver(podLeague, events, stores, service, clock);
  const { pods: podsEvent, absentTable } = await podEvent(pods);
  const secret = await pods.create("Secret <Lists>", { podSize: 4, lists: "cut" }, { rounds: 1, topCut: 1 });
  for (const [i, p] of SECRET_PLAYERS.entries()) await pods.join(secret.id, p, SECRET_DECKS[i] ?? null);
  let secretStep = 0;
  const playSecretLists = async (): Promise<{ event: EventRecord; table: TableRecord | null }> => {
    secretStep += 1;
    if (secretStep === 1) {
      await pods.start(secret.id);
      const played = await pods.play(secret.id, 1);
      return { event: await pods.event(secret.id), table: played };
    }
    if (secretStep === 3) await pods.places(secret.id, 1, [1, 2, 3, 4]);
    return { event: await pods.pair(secret.id), table: null };
  };

  const results = [...(await leagues.history(league, 1, {})), ...(await leagues.history(podLeague, 1, {}))];
  const eventTables = [];
  for (const e of [forfeits, podsEvent])
    for (let round = 1; round <= e.round; round++) eventTables.push(...(await stores.matches.eventTables(e.id, round)));
  return {
    db,
    stores,
    clock,
    leagues,
    events,
    league,
    hidden,
    table,
    tableResult: recorded.result,
    event,
    forfeits,
    playedTable,
    podLeague,
    pods: podsEvent,
    absentTable,
    secretLists: await pods.event(secret.id),
    playSecretLists,
    secrets: [
      ...POD_PLAYERS.map((p) => p.id),
      league.id,
      hidden.id,
      podLeague.id,
      league.webSecret ?? "",
      podLeague.webSecret ?? "",
      table.id,
      event.id,
      forfeits.id,
      podsEvent.id,
      secret.id,
      ...eventTables.map((t) => t.id),
      ...results.map((r) => r.id),
    ],
    app: (options) => createWebApp(stores, { clock, ...options }),
    cleanup: () => db.cleanup(),
  };
}
