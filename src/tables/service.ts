import {
  botIntent,
  CONCEDE,
  createMatch,
  waitingFor,
  type GameEvent,
  type Locale,
  type Refusal,
  type Seat,
} from "../engine/index.ts";
import { publicPart } from "./public-log.ts";
import { optionsFor } from "../games/catalog.ts";
import type { EventSlot, SeatRecord, TableRecord } from "../db/store.ts";
import { nextDeadline, warnAt } from "./deadlines.ts";
import { botRng, refuse, TableCore, type AnyMatch, type Person, type TableResult } from "./table-core.ts";

export type { Person, TableChange, TableResult } from "./table-core.ts";

interface OpenTable {
  guildId: string | null;
  channelId: string;
  host: Person;
  kind: string;
  locale: Locale;
  turnSeconds: number;
  /** The host's table settings: option name to value (see TableSetting). */
  settings?: Readonly<Record<string, string>>;
  /** The league its result counts for (checked by the caller: game, season, host a member). */
  leagueId?: string | null;
}

/** An event's table: its slot, where it plays, and each player with their registered deck's choice (or null). */
interface OpenEventTable {
  guildId: string | null;
  channelId: string;
  kind: string;
  locale: Locale;
  turnSeconds: number;
  players: { person: Person; deck: unknown }[];
  event: EventSlot;
  endsAt: number | null;
  /** The lobby starts by itself this many minutes after it opens. */
  readyMinutes: number;
}

/** A table's host, or someone who may manage the server, may start, cancel and end it. */
export interface Authority {
  userId: string;
  canManage: boolean;
}

/** Consecutive timeouts after which a seat is handed to the bot for the rest of the match. */
export const HAND_OVER_AFTER = 3;
export const TURN_SECONDS = { min: 10, default: 300, max: 3600 } as const;
/** Most actions the bot takes to finish one seat's timed-out plan. */
const DRAFT_STEPS = 100;
/** How often a press is made again after losing its commit to a move its presser could not see. */
const PRESS_ATTEMPTS = 5;

/**
 * Tables from lobby to result, free of Discord: seats, starting, moves (players, bots, timeouts), conceding and
 * ending, and who may do each. Every change is committed to the store before it is reported, so a restart
 * resumes from it.
 */
export class TableService extends TableCore {
  async open(input: OpenTable): Promise<TableResult> {
    const kind = this.kinds.get(input.kind);
    if (!kind) return refuse("unknown-game", { game: input.kind });
    if (await this.tableOfUser(input.channelId, input.host.id)) return refuse("already-at-table");
    const options = optionsFor(kind, input.settings ?? {});
    if (!options.ok) return options;
    const table = await this.store.createTable({
      guildId: input.guildId,
      channelId: input.channelId,
      hostId: input.host.id,
      kind: kind.id,
      options: options.value,
      locale: input.locale,
      turnSeconds: clampTurn(input.turnSeconds),
      seats: [
        {
          seat: 0,
          userId: input.host.id,
          name: input.host.name,
          bot: false,
          timeouts: 0,
          autoPass: false,
          ready: false,
          deck: null,
        },
      ],
      leagueId: input.leagueId ?? null,
    });
    this.log.info("table opened", { table: table.id, kind: kind.id, channel: input.channelId });
    return this.changed(table);
  }

  /**
   * A new lobby like a closed table: same channel, game, language and timer, hosted by whoever asks, with the
   * old table's bots already seated. The other players join as before.
   */
  async again(id: string, host: Person): Promise<TableResult> {
    const old = await this.store.getTable(id);
    if (!old) return refuse("unknown-table");
    if (old.eventId !== null) return refuse("event-table");
    if (old.status === "lobby" || old.status === "playing") return refuse("still-open");
    const opened = await this.open({
      guildId: old.guildId,
      channelId: old.channelId,
      host,
      kind: old.kind,
      locale: old.locale,
      turnSeconds: old.turnSeconds,
      leagueId: old.leagueId,
    });
    if (!opened.ok) return opened;
    const bots = old.seats.filter((s) => s.userId === null);
    if (bots.length === 0) return opened;
    const table = opened.change.table;
    const seats = [
      ...table.seats,
      ...bots.map((s, i) => ({
        ...s,
        seat: table.seats.length + i,
        timeouts: 0,
        autoPass: false,
        ready: false,
        deck: null,
      })),
    ];
    return this.updateLobby(table, { seats });
  }

  async join(id: string, person: Person): Promise<TableResult> {
    const table = await this.hostedLobby(id);
    if (!table.ok) return table;
    const t = table.table;
    if (this.seatOf(t, person.id) !== null) return refuse("already-seated");
    if (await this.tableOfUser(t.channelId, person.id)) return refuse("already-at-table");
    if (t.seats.length >= this.kindOf(t).game.players.max) return refuse("table-full");
    const seat: SeatRecord = {
      seat: t.seats.length,
      userId: person.id,
      name: person.name,
      bot: false,
      timeouts: 0,
      autoPass: false,
      ready: false,
      deck: null,
    };
    return this.updateLobby(t, { seats: [...t.seats, seat] });
  }

  async leave(id: string, userId: string): Promise<TableResult> {
    const table = await this.hostedLobby(id);
    if (!table.ok) return table;
    const t = table.table;
    if (this.seatOf(t, userId) === null) return refuse("not-seated");
    if (t.hostId === userId) return refuse("host-cannot-leave");
    return this.updateLobby(t, { seats: renumber(t.seats.filter((s) => s.userId !== userId)) });
  }

  async addBot(id: string, by: Authority, botName: string): Promise<TableResult> {
    const table = await this.hostedLobby(id);
    if (!table.ok) return table;
    const t = table.table;
    if (!isHost(t, by)) return refuse("host-only");
    if (t.seats.length >= this.kindOf(t).game.players.max) return refuse("table-full");
    const seat: SeatRecord = {
      seat: t.seats.length,
      userId: null,
      name: botName,
      bot: true,
      timeouts: 0,
      autoPass: false,
      ready: false,
      deck: null,
    };
    return this.updateLobby(t, { seats: [...t.seats, seat] });
  }

  async cancel(id: string, by: Authority): Promise<TableResult> {
    const table = await this.hostedLobby(id);
    if (!table.ok) return table;
    if (!isHost(table.table, by)) return refuse("host-only");
    return this.updateLobby(table.table, { status: "cancelled", endedAt: this.clock.now() });
  }

  async start(id: string, by: Authority): Promise<TableResult> {
    const table = await this.hostedLobby(id);
    if (!table.ok) return table;
    const t = table.table;
    if (!isHost(t, by)) return refuse("host-only");
    return this.begin(t);
  }

  /** Starts a lobby's match: seats checked, match created and committed, bots (and registered decks) answer. */
  private async begin(t: TableRecord): Promise<TableResult> {
    const kind = this.kindOf(t);
    const { min, max } = kind.game.players;
    if (t.seats.length < min || t.seats.length > max) return refuse("player-count", { min, max });
    const created = createMatch(kind.game, { seed: this.newSeed(), players: t.seats.length, options: t.options });
    if (!created.ok) return { ok: false, refusal: created.refusal };
    const match = created.match as AnyMatch;
    const started = await this.store.startMatch(
      t.id,
      t.version,
      match,
      { deadline: nextDeadline(this.clock.now(), t, null, match, kind.game), warned: false },
      publicPart(created.events),
    );
    if (!started) return refuse("stale");
    this.log.info("match started", { table: t.id, kind: kind.id, players: t.seats.length });
    const bots = await this.runBots(started);
    return this.changed(bots.table, [...created.events, ...bots.events], bots.movers, this.humansUp(t, bots.table));
  }

  /** A player's move, as an intent the engine checks; bots whose turn follows move right after. */
  async act(id: string, userId: string, seq: number, action: unknown): Promise<TableResult> {
    const playing = await this.playing(id);
    if (!playing.ok) return playing;
    return this.move(playing.table, userId, seq, action);
  }

  /**
   * A player's press: an action offered under a staleness token (see viewToken). It counts while the token is still
   * the seat's own or the public one. A commit lost to a move the presser could not see (another seat's private step)
   * is made again on the new position while the token stands, so the answer depends only on what the presser may know.
   */
  async press(id: string, userId: string, token: string, action: unknown): Promise<TableResult> {
    for (let attempt = 1; ; attempt++) {
      const playing = await this.playing(id);
      if (!playing.ok) return playing;
      const table = playing.table;
      const seat = this.seatOf(table, userId);
      if (seat === null) return refuse("not-seated");
      const stale = this.staleness(table, seat, token);
      if (stale) return { ok: false, refusal: stale };
      const moved = await this.move(table, userId, table.seq, action);
      if (moved.ok || moved.refusal.code !== "stale" || attempt === PRESS_ATTEMPTS) return moved;
    }
  }

  /** Why a press offered under `token` no longer counts for this seat (the position moved on), or null. */
  staleness(table: TableRecord, seat: Seat, token: string): Refusal | null {
    if (token === this.token(table, seat) || token === this.token(table, "spectator")) return null;
    return { code: table.match?.pending.some((p) => p.seat === seat) ? "already-answered" : "stale" };
  }

  private async move(table: TableRecord, userId: string, seq: number, action: unknown): Promise<TableResult> {
    const seat = this.seatOf(table, userId);
    if (seat === null) return refuse("not-seated");
    if (table.seats[seat]?.bot) return refuse("seat-is-bot");
    const seats = table.seats.map((s) => (s.seat === seat ? { ...s, timeouts: 0 } : s));
    const moved = await this.commit(table, { seat, seq, action }, "player", userId, seats);
    if (!moved.ok) return moved;
    const bots = await this.runBots(moved.table);
    const events = [...moved.events, ...bots.events];
    return this.changed(
      bots.table,
      events,
      [seat, ...bots.movers],
      this.humansUp(table, bots.table),
      [],
      [],
      !this.unseen(table, bots.table, events),
    );
  }

  /** The bot decides for every human seat still owing an answer once the deadline has passed. */
  async timeout(id: string): Promise<TableResult> {
    const playing = await this.playing(id);
    if (!playing.ok) return playing;
    let table = playing.table;
    if (!this.isDue(table)) return refuse("not-due");
    if (this.outdated(table)) return this.retire(table);
    const kind = this.kindOf(table);
    const owing = waitingFor(kind.game, table.match as AnyMatch).filter((s) => !table.seats[s]?.bot);
    const events: GameEvent[] = [];
    const timedOut: Seat[] = [];
    const handedOver: Seat[] = [];
    for (const seat of owing) {
      const match = table.match as AnyMatch;
      if (!waitingFor(kind.game, match).includes(seat)) continue;
      // A pass window left to run out is not a missed turn: it never counts towards handing the seat over.
      const strikes = (table.seats[seat]?.timeouts ?? 0) + (this.isPassWindow(table, seat) ? 0 : 1);
      const handOver = strikes >= HAND_OVER_AFTER;
      const seats = table.seats.map((s) => (s.seat === seat ? { ...s, timeouts: strikes, bot: s.bot || handOver } : s));
      const moved = await this.commit(
        table,
        botIntent(kind.game, match, seat, kind.bot, botRng()),
        "timeout",
        null,
        seats,
      );
      if (!moved.ok) {
        // Another process moved first: report what this one committed, if anything.
        if (timedOut.length === 0) return { ok: false, refusal: moved.refusal };
        break;
      }
      table = moved.table;
      events.push(...moved.events);
      timedOut.push(seat);
      if (handOver) handedOver.push(seat);
      const finished = await this.finishDraft(table, seat, match);
      table = finished.table;
      events.push(...finished.events);
    }
    this.log.info("turn timed out", { table: table.id, seats: timedOut.join(","), handedOver: handedOver.join(",") });
    const bots = await this.runBots(table);
    const movers = [...timedOut, ...bots.movers];
    return this.changed(
      bots.table,
      [...events, ...bots.events],
      movers,
      this.humansUp(playing.table, bots.table),
      timedOut,
      handedOver,
    );
  }

  /**
   * A drafting decision (a secret plan built step by step) is one decision: when its time runs out, the bot finishes
   * the seat's plan, all under the one timeout. A new decision (the next step) keeps its own deadline.
   */
  private async finishDraft(
    start: TableRecord,
    seat: Seat,
    before: AnyMatch,
  ): Promise<{ table: TableRecord; events: GameEvent[] }> {
    const kind = this.kindOf(start);
    const decision = kind.game.prompt(before.state);
    let table = start;
    const events: GameEvent[] = [];
    for (let step = 0; decision?.drafting && step < DRAFT_STEPS; step++) {
      const match = table.match as AnyMatch;
      const now = kind.game.prompt(match.state);
      if (now?.decision !== decision.decision || !waitingFor(kind.game, match).includes(seat)) break;
      const moved = await this.commit(
        table,
        botIntent(kind.game, match, seat, kind.bot, botRng()),
        "timeout",
        null,
        table.seats,
      );
      if (!moved.ok) break;
      table = moved.table;
      events.push(...moved.events);
    }
    return { table, events };
  }

  /**
   * A player's choice to pass every pass window of their seat at once, or to answer them again. It is the player's
   * setting, not a reading of their hand, so a quick pass tells the table nothing. A window owed now is passed at once.
   */
  async setAutoPass(id: string, userId: string, on: boolean): Promise<TableResult> {
    const playing = await this.playing(id);
    if (!playing.ok) return playing;
    const table = playing.table;
    const seat = this.seatOf(table, userId);
    if (seat === null) return refuse("not-seated");
    if (table.seats[seat]?.bot) return refuse("seat-is-bot");
    const seats = table.seats.map((s) => (s.seat === seat ? { ...s, autoPass: on } : s));
    const updated = await this.store.updateTable(table.id, table.version, { seats });
    if (!updated) return refuse("stale");
    this.log.info("auto-pass set", { table: table.id, seat, on });
    const bots = await this.runBots(updated);
    return this.changed(bots.table, bots.events, bots.movers, this.humansUp(table, bots.table));
  }

  /** A player whose seat the bot took over (timeouts) plays it again from now on. */
  async comeBack(id: string, userId: string): Promise<TableResult> {
    const playing = await this.playing(id);
    if (!playing.ok) return playing;
    const table = playing.table;
    const seat = this.seatOf(table, userId);
    if (seat === null) return refuse("not-seated");
    if (!table.seats[seat]?.bot) return refuse("seat-not-bot");
    const seats = table.seats.map((s) => (s.seat === seat ? { ...s, bot: false, timeouts: 0 } : s));
    const updated = await this.store.updateTable(table.id, table.version, { seats });
    if (!updated) return refuse("stale");
    this.log.info("seat taken back", { table: table.id, seat });
    return this.changed(updated, [], [], this.humansUp({ ...updated, seats: table.seats }, updated));
  }

  /** Marks the warning before a timeout as given; refused when there is nothing to warn about. */
  async warned(id: string): Promise<TableResult> {
    const playing = await this.playing(id);
    if (!playing.ok) return playing;
    const at = warnAt(playing.table);
    // A deadline another process moved since this one armed its timer is not due yet.
    if (at === null || playing.table.warned || at > this.clock.now()) return refuse("not-due");
    // Whichever process marks it first warns; the others find it marked (or the deadline moved) and do not.
    if (!(await this.store.markWarned(id, playing.table.deadline as number))) return refuse("not-due");
    return this.changed((await this.store.getTable(id)) as TableRecord);
  }

  /**
   * After a restart, nobody loses a turn to the downtime: a deadline that passed or is close gets at least a
   * minute (or the whole turn, when shorter) from now, with a fresh warning.
   */
  async resume(table: TableRecord): Promise<TableRecord> {
    if (table.status !== "playing" || table.deadline === null) return table;
    const earliest = this.clock.now() + Math.min(table.turnSeconds, 60) * 1000;
    if (table.deadline >= earliest) return table;
    await this.store.patchTable(table.id, { deadline: earliest, warned: false });
    return { ...table, deadline: earliest, warned: false };
  }

  /** Runs the bots a crash may have interrupted before their move. */
  async catchUp(table: TableRecord): Promise<TableResult> {
    if (table.status !== "playing") return this.changed(table);
    if (this.outdated(table)) return this.retire(table);
    const bots = await this.runBots(table);
    return this.changed(bots.table, bots.events, bots.movers, this.humansUp(table, bots.table));
  }

  /**
   * A player gives up. In a game that goes on without them (one of more than two) it is a move of the match: they are
   * out, and bots whose turn follows move; otherwise the match ends and every other seat wins.
   */
  async concede(id: string, userId: string): Promise<TableResult> {
    const playing = await this.playing(id);
    if (!playing.ok) return playing;
    const table = playing.table;
    const seat = this.seatOf(table, userId);
    if (seat === null) return refuse("not-seated");
    const match = table.match as AnyMatch;
    if (this.kindOf(table).game.concede) {
      const moved = await this.commit(table, { seat, seq: match.seq, action: CONCEDE }, "player", userId, table.seats);
      if (!moved.ok) return moved;
      const bots = await this.runBots(moved.table);
      return this.changed(
        bots.table,
        [...moved.events, ...bots.events],
        [seat, ...bots.movers],
        this.humansUp(table, bots.table),
      );
    }
    const winners = table.seats.map((s) => s.seat).filter((s) => s !== seat);
    return this.finish(table, { status: "finished", outcome: { winners, reason: "concede" } });
  }

  /**
   * The host changes the time per decision. A decision under way gets the new time from now when that is later than
   * its deadline, never less: a host cannot squeeze an opponent's running turn.
   */
  async setTimer(id: string, by: Authority, seconds: number): Promise<TableResult> {
    const table = await this.store.getTable(id);
    if (!table || (table.status !== "playing" && table.status !== "lobby")) return refuse("table-closed");
    if (!isHost(table, by)) return refuse("host-only");
    const turnSeconds = clampTurn(seconds);
    const deadline = table.deadline === null ? null : Math.max(table.deadline, this.clock.now() + turnSeconds * 1000);
    const warned = deadline === table.deadline ? table.warned : false;
    const updated = await this.store.updateTable(id, table.version, { turnSeconds, deadline, warned });
    return updated ? this.changed(updated) : refuse("stale");
  }

  /**
   * An event's table, once per slot (null-refused as "event-table-open" when it exists): every player seated, each
   * with the deck choice for their registered list (made for them when the game asks), no host.
   */
  async openEvent(input: OpenEventTable): Promise<TableResult> {
    const kind = this.kinds.get(input.kind);
    if (!kind) return refuse("unknown-game", { game: input.kind });
    const table = await this.store.createEventTable({
      guildId: input.guildId,
      channelId: input.channelId,
      hostId: input.players[0]?.person.id ?? "",
      kind: kind.id,
      options: kind.options,
      locale: input.locale,
      turnSeconds: clampTurn(input.turnSeconds),
      seats: input.players.map(({ person, deck }, seat) => ({
        seat,
        userId: person.id,
        name: person.name,
        bot: false,
        timeouts: 0,
        autoPass: false,
        ready: false,
        deck,
      })),
      event: input.event,
      endsAt: input.endsAt,
      deadline: this.clock.now() + input.readyMinutes * 60_000,
    });
    if (!table) return refuse("event-table-open");
    this.log.info("event table opened", { table: table.id, event: input.event.eventId, round: input.event.round });
    return this.changed(table);
  }

  /** A player at an event table's lobby is ready; the match starts once every seat is. */
  async ready(id: string, userId: string): Promise<TableResult> {
    const table = await this.lobby(id);
    if (!table.ok) return table;
    const t = table.table;
    if (t.eventId === null) return refuse("not-event-table");
    const seat = this.seatOf(t, userId);
    if (seat === null) return refuse("not-seated");
    if (t.seats[seat]?.ready) return refuse("already-ready");
    const seats = t.seats.map((s) => (s.seat === seat ? { ...s, ready: true } : s));
    const updated = await this.store.updateTable(t.id, t.version, { seats });
    if (!updated) return refuse("stale");
    return seats.every((s) => s.ready || s.bot) ? this.begin(updated) : this.changed(updated);
  }

  /** An event table whose players did not all press Ready in time starts by itself. */
  async autoStart(id: string): Promise<TableResult> {
    const table = await this.lobby(id);
    if (!table.ok) return table;
    if (table.table.eventId === null) return refuse("not-event-table");
    return this.begin(table.table);
  }

  /** An event round's time ran out: the match ends with the game's own ruling for that moment. */
  async endAtTime(id: string): Promise<TableResult> {
    const playing = await this.playing(id);
    if (!playing.ok) return playing;
    const table = playing.table;
    const outcome = this.kindOf(table).atTime?.(table.match?.state) ?? { winners: [], reason: "time" };
    return this.finish(table, { status: "finished", outcome });
  }

  /** Moves an event table's round clock (an admin added time); the table message shows it. */
  async setEndsAt(id: string, endsAt: number | null): Promise<TableResult> {
    for (let attempt = 1; ; attempt++) {
      const table = await this.store.getTable(id);
      if (!table || (table.status !== "playing" && table.status !== "lobby")) return refuse("table-closed");
      const updated = await this.store.updateTable(id, table.version, { endsAt });
      if (updated) return this.changed(updated);
      if (attempt === PRESS_ATTEMPTS) return refuse("stale");
    }
  }

  async end(id: string, by: Authority): Promise<TableResult> {
    const table = await this.store.getTable(id);
    if (!table || (table.status !== "playing" && table.status !== "lobby")) return refuse("table-closed");
    if (!isHost(table, by)) return refuse("host-only");
    return this.finish(table, { status: "cancelled" });
  }
}

/** An event's table has no host: only those who may manage the server end it or change its timer. */
function isHost(table: TableRecord, by: Authority): boolean {
  return (table.eventId === null && table.hostId === by.userId) || by.canManage;
}

function renumber(seats: SeatRecord[]): SeatRecord[] {
  return seats.map((s, i) => ({ ...s, seat: i }));
}

function clampTurn(seconds: number): number {
  if (!Number.isFinite(seconds)) return TURN_SECONDS.default;
  return Math.min(TURN_SECONDS.max, Math.max(TURN_SECONDS.min, Math.round(seconds)));
}
