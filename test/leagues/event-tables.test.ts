/** Events at the bot's own tables, without Discord: tables per pairing, Ready, no-shows, the round clock, drops, pods. */
import { afterEach, describe, expect, it } from "vitest";
import { botIntent, waitingFor } from "../../src/engine/index.ts";
import type { EventRecord } from "../../src/db/league-events.ts";
import type { TableRecord } from "../../src/db/store.ts";
import { DECKS as SURVIVOR_DECKS } from "../../src/games/survivor/cards.ts";
import { EventTables, keyOf, needsTable, OVERTIME_MS, type EventWork } from "../../src/leagues/event-tables.ts";
import type { SettingsInput } from "../../src/leagues/event-settings.ts";
import { current, currentPods, currentSlots } from "../../src/leagues/events.ts";
import { botRng } from "../../src/tables/table-core.ts";
import { TableService } from "../../src/tables/service.ts";
import { BACKENDS, type Backend } from "../db/backends.ts";
import { QuietLogger } from "../tables/helpers.ts";
import { leagueKit, manager, player, type LeagueKit } from "./helpers.ts";

const MINUTE = 60_000;

let kit: LeagueKit | null = null;
afterEach(async () => {
  await kit?.cleanup();
  kit = null;
});

interface EventKit {
  k: LeagueKit;
  tables: TableService;
  runner: EventTables;
  event(): Promise<EventRecord>;
  /** Opens every missing table of the current round (each in its own channel). */
  openAll(): Promise<TableRecord[]>;
  /** The slot's table in play, which must be there. */
  tableOf(number: number): Promise<TableRecord>;
  /** Follows a table change as the bot does: its slot settled when decided, the next game opened. */
  changed(table: TableRecord): Promise<EventWork>;
}

async function eventKit(
  backend: Backend,
  game: string,
  members: string[],
  settings: SettingsInput,
  options: { rounds?: number; topCut?: number; start?: boolean } = {},
): Promise<EventKit> {
  const k = (kit = await leagueKit({ backend, game, members, seedOf: () => 0 }));
  const log = new QuietLogger();
  const tables = new TableService(k.stores.matches, k.clock, log);
  const runner = new EventTables(k.stores.events, tables, k.clock, log);
  const made = await k.events.create(k.league, manager, {
    name: "Cup",
    rounds: options.rounds ?? 2,
    topCut: options.topCut ?? 0,
    channelId: "c0",
    settings,
  });
  if (!made.ok) throw new Error(made.refusal.code);
  const id = made.value.id;
  const event = async (): Promise<EventRecord> => {
    const found = await k.stores.events.event(id);
    if (!found) throw new Error("event gone");
    return found;
  };
  const registered = settings.decks === "registered";
  for (const m of members) {
    const deck = registered ? { name: "Mine", list: survivorList() } : null;
    const joined = await k.events.join(k.league, await event(), player(m), deck);
    if (!joined.ok) throw new Error(joined.refusal.code);
  }
  if (options.start !== false) {
    const started = await k.events.start(k.league, await event(), manager);
    if (!started.ok) throw new Error(started.refusal.code);
  }
  const tableOf = async (number: number): Promise<TableRecord> => {
    const table = await runner.openTable(await event(), { round: (await event()).round, number });
    if (!table) throw new Error(`no table ${number}`);
    return table;
  };
  return {
    k,
    tables,
    runner,
    event,
    tableOf,
    async openAll() {
      const now = await event();
      const opened: TableRecord[] = [];
      for (const slot of currentSlots(now).filter(needsTable)) {
        const change = await runner.openNext(now, slot, {
          guildId: "g1",
          channelId: `c${slot.round}-${slot.number}`,
          names: new Map(),
          locale: "en",
          game,
        });
        if (change) opened.push(change.table);
      }
      return opened;
    },
    async changed(table) {
      const work = await runner.tableChanged(await event(), table);
      for (const change of work.changes) await runner.tableChanged(await event(), change.table);
      return work;
    },
  };
}

/** A legal Survivor action deck: the first preconstructed deck's cards as a saved list. */
function survivorList() {
  return (SURVIVOR_DECKS[0]?.cards ?? []).map((l) => ({ section: "deck", card: l.card, copies: l.copies }));
}

/** Plays one decision at the table the way its bot would, for the first human seat owing one. */
async function botMove(e: EventKit, table: TableRecord): Promise<TableRecord> {
  const kind = e.tables.kindOf(table);
  const match = table.match;
  if (!match) throw new Error("no match");
  const seat = waitingFor(kind.game, match)[0];
  if (seat === undefined) throw new Error("nobody to move");
  const intent = botIntent(kind.game, match, seat, kind.bot, botRng());
  const moved = await e.tables.act(table.id, table.seats[seat]?.userId ?? "", match.seq, intent.action);
  if (!moved.ok) throw new Error(moved.refusal.code);
  return moved.change.table;
}

describe.each(BACKENDS)("%s", (backend) => {
  describe("Swiss events at the bot's tables", () => {
    it("a table per pairing with both seated and no host; Ready starts it, or it starts by itself; results come from the tables; a double no-show", async () => {
      const e = await eventKit(backend, "spymaster", ["a", "b", "c", "d"], {});
      const round = await e.event();
      expect(round.roundEndsAt).toBe((round.roundStartedAt ?? 0) + 50 * MINUTE);
      const opened = await e.openAll();
      expect(opened).toHaveLength(2);
      expect(await e.openAll()).toEqual([]);
      const [first, second] = current(round);
      if (!first || !second) throw new Error("no pairings");
      const t1 = await e.tableOf(1);
      expect(t1.seats.map((s) => s.userId)).toEqual([first.a, first.b]);
      expect(t1.status).toBe("lobby");
      // Nobody runs an event table's lobby: no join, start, cancel or Play again for a player.
      const a = { userId: first.a, canManage: false };
      expect((await e.tables.start(t1.id, a)).ok).toBe(false);
      expect(await e.tables.cancel(t1.id, a)).toMatchObject({ ok: false, refusal: { code: "event-table" } });
      expect(await e.tables.join(t1.id, { id: "zed", name: "Zed" })).toMatchObject({ ok: false });
      expect(await e.tables.end(t1.id, a)).toMatchObject({ ok: false, refusal: { code: "host-only" } });
      // A player may not press Ready for another table.
      expect(await e.tables.ready(t1.id, second.a)).toMatchObject({ ok: false, refusal: { code: "not-seated" } });
      expect((await e.tables.ready(t1.id, first.a)).ok).toBe(true);
      expect((await e.tables.get(t1.id))?.status).toBe("lobby");
      expect(await e.tables.ready(t1.id, first.a)).toMatchObject({ ok: false, refusal: { code: "already-ready" } });
      const playing = await e.tables.ready(t1.id, first.b ?? "");
      if (!playing.ok) throw new Error(playing.refusal.code);
      expect(playing.change.table.status).toBe("playing");
      // The other table starts by itself at its time.
      expect(await e.runner.nextDue(await e.event())).toBe((await e.tableOf(2)).deadline);
      e.k.clock.at += 5 * MINUTE;
      await e.runner.tick(await e.event());
      expect((await e.tableOf(2)).status).toBe("playing");
      // The first match is conceded: its result is recorded from the table, with no report.
      const conceded = await e.tables.concede(t1.id, first.a);
      if (!conceded.ok) throw new Error(conceded.refusal.code);
      const settled = await e.changed(conceded.change.table);
      expect(settled.settled).toHaveLength(1);
      expect(current(await e.event())[0]).toMatchObject({ aWins: 0, bWins: 1, reported: true, forfeit: null });
      expect((await e.changed(conceded.change.table)).settled).toEqual([]);
      expect(await e.k.events.pair(e.k.league, await e.event(), manager)).toMatchObject({
        ok: false,
        refusal: { code: "event-unreported" },
      });
      // Nobody at the second table pressed Ready or moved: at the no-show time both lose, and the table ends.
      e.k.clock.at += 5 * MINUTE;
      const work = await e.runner.tick(await e.event());
      expect(work.settled).toHaveLength(1);
      expect(current(await e.event())[1]).toMatchObject({ forfeit: "both", reported: true });
      expect((await e.tables.get((await e.runner.tablesOf(await e.event(), keyOf(second)))[0]?.id ?? ""))?.status).toBe(
        "cancelled",
      );
      const rows = e.k.events.standings(await e.event());
      expect(rows.map((r) => r.points)).toEqual([3, 0, 0, 0]);
      expect(rows.filter((r) => r.losses === 1)).toHaveLength(3);
      const paired = await e.k.events.pair(e.k.league, await e.event(), manager);
      expect(paired.ok).toBe(true);
      expect((await e.event()).round).toBe(2);
      // The double no-show did not count for the league's ratings; the played match did.
      expect(await e.k.leagues.counted(e.k.league, 1)).toHaveLength(1);
    });

    it("one player absent loses the match at the no-show time; a best of three plays game after game to two wins", async () => {
      const e = await eventKit(backend, "spymaster", ["a", "b", "c", "d"], { bestOf: 3 });
      await e.openAll();
      const [first, second] = current(await e.event());
      if (!first?.b || !second?.b) throw new Error("no pairings");
      await e.tables.ready((await e.tableOf(1)).id, first.b);
      for (const u of [second.a, second.b]) await e.tables.ready((await e.tableOf(2)).id, u);
      e.k.clock.at += 10 * MINUTE;
      await e.runner.tick(await e.event());
      expect(current(await e.event())[0]).toMatchObject({ aWins: 0, bWins: 2, forfeit: "no-show", reported: true });
      // The second pairing plays three games: each ends, the next opens at the same slot, 2-1 ends it.
      const losers = [second.a, second.b, second.a];
      for (const [game, loser] of losers.entries()) {
        const table = await e.tableOf(2);
        expect(table.eventGame).toBe(game + 1);
        if (game > 0) for (const u of [second.a, second.b]) await e.tables.ready(table.id, u);
        const conceded = await e.tables.concede(table.id, loser);
        if (!conceded.ok) throw new Error(conceded.refusal.code);
        await e.changed(conceded.change.table);
        if (game < 2) {
          expect(current(await e.event())[1]?.reported).toBe(false);
          await e.openAll();
        }
      }
      expect(current(await e.event())[1]).toMatchObject({ aWins: 1, bWins: 2, draws: 0, reported: true });
    });

    it("at time the turn in play finishes, then the game is a draw; an admin's extension moves one table's clock", async () => {
      const e = await eventKit(backend, "spymaster", ["a", "b"], { roundMinutes: 20 });
      await e.openAll();
      const [match] = current(await e.event());
      if (!match?.b) throw new Error("no pairing");
      let table = await e.tableOf(1);
      for (const u of [match.a, match.b]) await e.tables.ready(table.id, u);
      table = await e.tableOf(1);
      // Only admins extend; then this table's clock runs 5 minutes longer, and the table shows it.
      expect(await e.k.events.extend(e.k.league, await e.event(), player(match.a), 1, 5)).toMatchObject({
        ok: false,
        refusal: { code: "league-admin-only" },
      });
      expect(await e.k.events.extend(e.k.league, await e.event(), manager, 7, 5)).toMatchObject({
        ok: false,
        refusal: { code: "event-no-table" },
      });
      expect((await e.k.events.extend(e.k.league, await e.event(), manager, 1, 5)).ok).toBe(true);
      const slot = current(await e.event())[0];
      if (!slot) throw new Error("no slot");
      await e.runner.extended(await e.event(), slot);
      const roundEnd = ((await e.event()).roundEndsAt ?? 0) + 5 * MINUTE;
      expect((await e.tableOf(1)).endsAt).toBe(roundEnd);
      e.k.clock.at = roundEnd - MINUTE;
      await e.runner.tick(await e.event());
      expect(current(await e.event())[0]?.timeTurn).toBeNull();
      e.k.clock.at = roundEnd;
      await e.runner.tick(await e.event());
      const turn = e.tables.kindOf(table).turns((await e.tableOf(1)).match?.state);
      expect(current(await e.event())[0]?.timeTurn).toBe(turn);
      // Moves go on until the turn in play is over; then the game ends as a draw, and the match with it.
      for (let step = 0; step < 200; step++) {
        const now = await e.tables.get(table.id);
        if (!now || now.status !== "playing") break;
        const moved = await botMove(e, now);
        await e.changed(moved);
      }
      const ended = await e.tables.get(table.id);
      expect(ended?.outcome).toMatchObject({ winners: [], reason: "time" });
      expect(current(await e.event())[0]).toMatchObject({ aWins: 0, bWins: 0, draws: 1, reported: true });
    });

    it("past the overtime a game still in its turn ends where it stands", async () => {
      const e = await eventKit(backend, "spymaster", ["a", "b"], { roundMinutes: 20 });
      await e.openAll();
      const [match] = current(await e.event());
      if (!match?.b) throw new Error("no pairing");
      for (const u of [match.a, match.b]) await e.tables.ready((await e.tableOf(1)).id, u);
      const end = (await e.event()).roundEndsAt ?? 0;
      e.k.clock.at = end;
      await e.runner.tick(await e.event());
      expect(await e.runner.nextDue(await e.event())).toBe(end + OVERTIME_MS);
      e.k.clock.at = end + OVERTIME_MS;
      const work = await e.runner.tick(await e.event());
      expect(work.changes.map((c) => c.table.outcome?.reason)).toEqual(["time"]);
      await e.changed(work.changes[0]?.table as TableRecord);
      expect(current(await e.event())[0]).toMatchObject({ draws: 1, reported: true });
    });

    it("a dropped player's open table ends as a loss", async () => {
      const e = await eventKit(backend, "spymaster", ["a", "b"], {});
      await e.openAll();
      const [match] = current(await e.event());
      if (!match?.b) throw new Error("no pairing");
      const table = await e.tableOf(1);
      for (const u of [match.a, match.b]) await e.tables.ready(table.id, u);
      const left = await e.k.events.leave(await e.event(), player(match.b));
      if (!left.ok) throw new Error(left.refusal.code);
      const work = await e.runner.drop(await e.event(), match.b);
      expect(work.settled).toHaveLength(1);
      expect(current(await e.event())[0]).toMatchObject({ aWins: 1, bWins: 0, forfeit: "no-show", reported: true });
      expect((await e.tables.get(table.id))?.status).toBe("cancelled");
    });

    it("an admin's correction ends the table in play; players cannot report at the bot's tables", async () => {
      const e = await eventKit(backend, "spymaster", ["a", "b"], {});
      await e.openAll();
      const [match] = current(await e.event());
      if (!match?.b) throw new Error("no pairing");
      const games = { wins: 1, losses: 0, draws: 0 };
      expect(await e.k.events.report(e.k.league, await e.event(), player(match.a), games, null)).toMatchObject({
        ok: false,
        refusal: { code: "league-admin-only" },
      });
      expect((await e.k.events.report(e.k.league, await e.event(), manager, games, match.a)).ok).toBe(true);
      await e.runner.reported(await e.event(), keyOf(match));
      expect((await e.runner.tablesOf(await e.event(), keyOf(match)))[0]?.status).toBe("cancelled");
      expect(current(await e.event())[0]).toMatchObject({ aWins: 1, reportedBy: manager.userId });
    });
  });

  describe("restarts and a second process", () => {
    it("pairings stored before any table: two processes opening the round's tables open each exactly once", async () => {
      const e = await eventKit(backend, "spymaster", ["a", "b", "c", "d", "e", "f"], {});
      const other = await e.k.db.open(() => e.k.clock.now());
      const log = new QuietLogger();
      const second = new EventTables(other.events, new TableService(other.matches, e.k.clock, log), e.k.clock, log);
      const event = await e.event();
      const place = (number: number) => ({
        guildId: "g1",
        channelId: `c1-${number}`,
        names: new Map<string, string>(),
        locale: "en" as const,
        game: "spymaster",
      });
      const opened = await Promise.all(
        current(event).flatMap((slot) => [
          e.runner.openNext(event, slot, place(slot.number)),
          second.openNext(event, slot, place(slot.number)),
        ]),
      );
      expect(opened.filter((c) => c !== null)).toHaveLength(3);
      for (const slot of current(event)) expect(await e.runner.tablesOf(event, keyOf(slot))).toHaveLength(1);
      // Pairing again finds the round paired, and pairs nothing twice.
      expect(
        await e.k.stores.events.addRound(event.id, 1, "swiss", [], null, { startedAt: 0, endsAt: null }),
      ).toBeNull();
    });
  });

  describe("pod events at the bot's tables", () => {
    it("seven Survivor players sit at pods of 4 and 3 with their registered decks; places score; a final table ends it", async () => {
      const players = ["a", "b", "c", "d", "e", "f", "g"];
      const e = await eventKit(backend, "survivor", players, { decks: "registered" }, { rounds: 2, topCut: 4 });
      for (let round = 1; round <= 3; round++) {
        const opened = await e.openAll();
        const pods = currentPods(await e.event());
        expect(pods.map((p) => p.places.length)).toEqual(round <= 2 ? [4, 3] : [4]);
        expect(new Set(pods.flatMap((p) => p.places.map((x) => x.userId))).size).toBe(round <= 2 ? 7 : 4);
        for (const table of opened) {
          for (const seat of table.seats) await e.tables.ready(table.id, seat.userId ?? "");
          const started = await e.tables.get(table.id);
          // The registered decks are in: the first decision is no deck choice.
          expect(e.tables.kindOf(table).game.prompt(started?.match?.state)?.decision).not.toBe("deck");
          const log = await e.tables.intentLog(table.id);
          expect(log.filter((x) => x.source === "registered")).toHaveLength(table.seats.length);
          // Everyone but the first seat concedes, the last seat first: the places follow.
          for (const seat of [...table.seats].reverse().slice(0, -1)) {
            const conceded = await e.tables.concede(table.id, seat.userId ?? "");
            if (!conceded.ok) throw new Error(conceded.refusal.code);
            await e.changed(conceded.change.table);
          }
        }
        const settled = currentPods(await e.event());
        expect(settled.every((p) => p.reported)).toBe(true);
        for (const pod of settled) expect(pod.places.map((p) => p.place)).toEqual(pod.places.map((_, i) => i + 1));
        const paired = await e.k.events.pair(e.k.league, await e.event(), manager);
        if (!paired.ok) throw new Error(paired.refusal.code);
      }
      const done = await e.event();
      expect(done.status).toBe("finished");
      const final = done.pods.find((p) => p.stage === "final");
      expect(done.champion).toBe(final?.places[0]?.userId);
      // Every pod hands out 30 points a player on average; byes none here.
      const rows = e.k.events.podStandings(done);
      expect(rows.reduce((n, r) => n + r.points, 0)).toBe(30 * 7 * 2);
    });

    it("a pod nobody shows at scores nobody; an absent player at a pod concedes and the others play on", async () => {
      const e = await eventKit(backend, "survivor", ["a", "b", "c", "d", "e", "f", "g"], { decks: "registered" });
      await e.openAll();
      const [four, three] = currentPods(await e.event());
      if (!four || !three) throw new Error("no pods");
      const present = four.places.slice(0, 3).map((p) => p.userId);
      for (const u of present) await e.tables.ready((await e.tableOf(four.number)).id, u);
      e.k.clock.at += 10 * MINUTE;
      await e.runner.tick(await e.event());
      const pods = currentPods(await e.event());
      expect(pods[1]).toMatchObject({ forfeit: "both", reported: true });
      expect(pods[0]?.reported).toBe(false);
      const table = await e.tableOf(four.number);
      const absent = four.places[3]?.userId ?? "";
      expect(table.status).toBe("playing");
      const log = await e.tables.intentLog(table.id);
      expect(log.some((x) => x.userId === absent && x.source === "player")).toBe(true);
    });
  });
});
