import {
  applyIntent,
  botIntent,
  freshSeed,
  Rng,
  seedRng,
  viewMatch,
  viewToken,
  waitingFor,
  type GameEvent,
  type SeenEvent,
  type Match,
  type MatchView,
  type Refusal,
  type Seat,
  type Seed,
  type Viewer,
} from "../engine/index.ts";
import { TABLE_KINDS, type AnyTableKind, type TableCatalog } from "../games/catalog.ts";
import type { IntentEntry, MatchStore, SeatRecord, TableChanges, TableRecord } from "../db/store.ts";
import type { Logger } from "../log.ts";
import type { Clock } from "./clock.ts";
import { nextDeadline } from "./deadlines.ts";
import { publicPart } from "./public-log.ts";

export interface Person {
  id: string;
  name: string;
}

/** What changed at a table: the table as stored now, the events of the moves made, who moved and who is up next. */
export interface TableChange {
  table: TableRecord;
  /**
   * Whether anything the public table shows may have changed. False for moves only their maker saw (a plan built card
   * by card): the table message stays as it is, so its edits tell nobody such moves were made.
   */
  shown: boolean;
  events: GameEvent[];
  /** Seats that moved in this change, in order (a bot may follow a player). */
  movers: Seat[];
  /** Human seats that owe a decision now and did not before. */
  nowUp: Seat[];
  /** Seats whose decision a bot made because their time ran out, and seats handed to the bot for good. */
  timedOut: Seat[];
  handedOver: Seat[];
}

export type TableResult = { ok: true; change: TableChange } | { ok: false; refusal: Refusal };

export const refuse = (code: string, params?: Record<string, string | number>): TableResult => ({
  ok: false,
  refusal: params ? { code, params } : { code },
});

export type AnyMatch = Match<unknown, unknown>;

/**
 * The mechanics under every table operation: reading tables and what a seat may see and do, committing one
 * intent at a time with its deadline, letting bots answer, and reporting a change. `TableService` adds who may do
 * what.
 */
export class TableCore {
  constructor(
    protected readonly store: MatchStore,
    protected readonly clock: Clock,
    protected readonly log: Logger,
    protected readonly newSeed: () => Seed = freshSeed,
    /** The table kinds it opens: every game of this build, or (in a test) a toy game's registration. */
    protected readonly kinds: TableCatalog = TABLE_KINDS,
  ) {}

  async get(id: string): Promise<TableRecord | null> {
    return this.store.getTable(id);
  }

  kindOf(table: TableRecord): AnyTableKind {
    const kind = this.kinds.get(table.kind);
    if (!kind) throw new Error(`table ${table.id} has unknown kind ${table.kind}`);
    return kind;
  }

  seatOf(table: TableRecord, userId: string): Seat | null {
    return table.seats.find((s) => s.userId === userId)?.seat ?? null;
  }

  view(table: TableRecord, viewer: Viewer): MatchView<unknown> | null {
    return table.match ? viewMatch(this.kindOf(table).game, table.match, viewer) : null;
  }

  /**
   * The moment a viewer's choices are offered at, for a press to name (see viewToken): the spectator's is the public
   * one, carried by the table message's own choices.
   */
  token(table: TableRecord, viewer: Viewer): string {
    return table.match ? viewToken(this.kindOf(table).game, table.match, viewer) : "";
  }

  /** Whether a change since `before` left everything the public table shows as it was (see TableChange.shown). */
  protected unseen(before: TableRecord, after: TableRecord, events: readonly GameEvent[]): boolean {
    return (
      events.length === 0 &&
      before.status === after.status &&
      before.deadline === after.deadline &&
      sameSeats(before.seats, after.seats) &&
      this.token(before, "spectator") === this.token(after, "spectator")
    );
  }

  /** What everyone saw happen in the moves up to the table's seq, oldest first. */
  async publicLog(table: TableRecord, moves: number): Promise<SeenEvent[]> {
    return this.store.publicLog(table.id, table.seq, moves);
  }

  legal(table: TableRecord, seat: Seat): unknown[] {
    return table.match ? this.kindOf(table).game.legalActions(table.match.state, seat) : [];
  }

  /** The open table this user sits at in a channel, if any. */
  async tableOfUser(channelId: string, userId: string): Promise<TableRecord | null> {
    return (await this.store.tablesOfUser(userId, ["lobby", "playing"])).find((t) => t.channelId === channelId) ?? null;
  }

  /** An event's tables of one round, newest first. */
  async eventTables(eventId: string, round: number): Promise<TableRecord[]> {
    return this.store.eventTables(eventId, round);
  }

  /** Every move of a table, in order: who made each and how (a player, a bot, a timeout, a registered deck). */
  async intentLog(id: string): Promise<IntentEntry[]> {
    return this.store.intentLog(id);
  }

  /** Open tables in a channel, newest first. */
  async tablesInChannel(channelId: string): Promise<TableRecord[]> {
    return this.store.tablesInChannel(channelId, ["lobby", "playing"]);
  }

  isDue(table: TableRecord): boolean {
    return table.deadline !== null && table.deadline <= this.clock.now();
  }

  /** The seats the warning is for: humans still owing an answer. */
  owing(table: TableRecord): Seat[] {
    if (!table.match) return [];
    return waitingFor(this.kindOf(table).game, table.match).filter((s) => !table.seats[s]?.bot);
  }

  /** Records which message shows the table, and at which version it was drawn. */
  async boardShown(id: string, messageId: string, version: number): Promise<void> {
    await this.store.patchTable(id, { messageId, boardVersion: version });
  }

  /** Records the table's latest channel mention (null once removed). */
  async pinged(id: string, messageId: string | null): Promise<void> {
    await this.store.patchTable(id, { pingMessageId: messageId });
  }

  /** Tables whose message a crash left behind, among the open ones and those closed in the last day. */
  async staleBoards(): Promise<TableRecord[]> {
    return this.store.staleBoards(this.clock.now() - 24 * 60 * 60 * 1000);
  }

  /** Every table still open, for a restart. */
  async openTables(): Promise<TableRecord[]> {
    return this.store.openTables();
  }

  /** A match pinned to rules (or a card set) this build no longer runs: no move of it can be checked any more. */
  protected outdated(table: TableRecord): boolean {
    const game = this.kindOf(table).game;
    return table.match !== null && (table.match.game !== game.id || table.match.rulesVersion !== game.rulesVersion);
  }

  protected async retire(table: TableRecord): Promise<TableResult> {
    this.log.warn("match closed: its rules version is no longer run", {
      table: table.id,
      pinned: table.match?.rulesVersion ?? null,
    });
    return this.finish(table, { status: "cancelled" });
  }

  protected async finish(table: TableRecord, changes: TableChanges): Promise<TableResult> {
    const done = await this.store.updateTable(table.id, table.version, {
      ...changes,
      deadline: null,
      endedAt: this.clock.now(),
    });
    if (!done) return refuse("stale");
    this.log.info("table closed", { table: table.id, status: done.status, reason: done.outcome?.reason ?? null });
    return this.changed(done);
  }

  /** Whether this seat now only answers a window: a pass is offered, and passing costs nothing. */
  isPassWindow(table: TableRecord, seat: Seat): boolean {
    return this.passAction(table, seat) !== null;
  }

  /** The pass of the window this seat owes, or null when its decision is not a pass window. */
  private passAction(table: TableRecord, seat: Seat): unknown {
    const game = this.kindOf(table).game;
    return table.match && game.pass ? game.pass(table.match.state, seat) : null;
  }

  /**
   * Bots answer every prompt that waits only on them, and seats set to auto-pass pass their windows, one committed
   * intent at a time.
   */
  protected async runBots(table: TableRecord): Promise<{ table: TableRecord; events: GameEvent[]; movers: Seat[] }> {
    const kind = this.kindOf(table);
    const events: GameEvent[] = [];
    const movers: Seat[] = [];
    let current = table;
    for (;;) {
      if (current.status !== "playing" || !current.match) break;
      const owing = waitingFor(kind.game, current.match);
      const seat = owing.find((s) => current.seats[s]?.bot);
      const registered = seat === undefined ? this.registeredDeck(current, owing) : null;
      const passer =
        seat === undefined && registered === null
          ? owing.find((s) => current.seats[s]?.autoPass && this.isPassWindow(current, s))
          : undefined;
      if (seat === undefined && registered === null && passer === undefined) break;
      const moved = registered
        ? await this.commit(
            current,
            { seat: registered.seat, seq: current.match.seq, action: registered.action },
            "registered",
            current.seats[registered.seat]?.userId ?? null,
            current.seats,
          )
        : seat !== undefined
          ? await this.commit(
              current,
              botIntent(kind.game, current.match, seat, kind.bot, botRng()),
              "bot",
              null,
              current.seats,
            )
          : await this.commit(
              current,
              { seat: passer as Seat, seq: current.match.seq, action: this.passAction(current, passer as Seat) },
              "auto-pass",
              current.seats[passer as Seat]?.userId ?? null,
              current.seats,
            );
      if (!moved.ok) break;
      current = moved.table;
      events.push(...moved.events);
      movers.push(seat ?? registered?.seat ?? (passer as Seat));
    }
    return { table: current, events, movers };
  }

  /**
   * An event seat the game asks for its deck, with the choice for the player's registered list: made for them, so an
   * event table offers no deck choice. A list the game refuses here (its rules changed since) is left to the player.
   */
  private registeredDeck(table: TableRecord, owing: readonly Seat[]): { seat: Seat; action: unknown } | null {
    const game = this.kindOf(table).game;
    const state = table.match?.state;
    if (game.prompt(state)?.decision !== "deck") return null;
    for (const seat of owing) {
      const action = table.seats[seat]?.deck ?? null;
      if (action !== null && game.check(state, seat, action) === null) return { seat, action };
    }
    return null;
  }

  /** Applies one intent and commits it with the next deadline; a refusal or a lost race changes nothing. */
  protected async commit(
    table: TableRecord,
    intent: { seat: Seat; seq: number; action: unknown },
    source: IntentEntry["source"],
    userId: string | null,
    seats: SeatRecord[],
  ): Promise<{ ok: true; table: TableRecord; events: GameEvent[] } | { ok: false; refusal: Refusal }> {
    const kind = this.kindOf(table);
    const match = table.match as AnyMatch;
    const applied = applyIntent(kind.game, match, intent);
    if (!applied.ok) return applied;
    const next = applied.match as AnyMatch;
    const outcome = kind.game.outcome(next.state);
    const now = this.clock.now();
    const deadline = outcome ? null : nextDeadline(now, table, match, next, kind.game, seats);
    const changes: TableChanges = {
      // Most moves leave the seats as they were: then they are not written again.
      ...(sameSeats(seats, table.seats) ? {} : { seats }),
      deadline,
      warned: deadline === table.deadline ? table.warned : false,
      ...(outcome ? { status: "finished" as const, outcome, endedAt: now } : {}),
    };
    const entry: IntentEntry = { seq: next.seq, seat: intent.seat, action: intent.action, source, userId, at: now };
    const stored = await this.store.commitIntent(table.id, entry, next, changes, publicPart(applied.events));
    if (!stored) return { ok: false, refusal: { code: "stale", params: { seq: match.seq } } };
    this.log.info("intent", { table: table.id, seq: next.seq, seat: intent.seat, source, over: outcome !== null });
    return { ok: true, table: stored, events: applied.events };
  }

  protected async lobby(id: string): Promise<{ ok: true; table: TableRecord } | { ok: false; refusal: Refusal }> {
    const table = await this.store.getTable(id);
    if (!table) return { ok: false, refusal: { code: "unknown-table" } };
    if (table.status === "playing") return { ok: false, refusal: { code: "already-started" } };
    if (table.status !== "lobby") return { ok: false, refusal: { code: "table-closed" } };
    return { ok: true, table };
  }

  /** A lobby its host runs: not an event's table, whose seats and start are the event's. */
  protected async hostedLobby(id: string): Promise<{ ok: true; table: TableRecord } | { ok: false; refusal: Refusal }> {
    const table = await this.lobby(id);
    return table.ok && table.table.eventId !== null ? { ok: false, refusal: { code: "event-table" } } : table;
  }

  protected async playing(id: string): Promise<{ ok: true; table: TableRecord } | { ok: false; refusal: Refusal }> {
    const table = await this.store.getTable(id);
    if (!table) return { ok: false, refusal: { code: "unknown-table" } };
    if (table.status === "lobby") return { ok: false, refusal: { code: "not-started" } };
    if (table.status !== "playing" || !table.match) return { ok: false, refusal: { code: "table-closed" } };
    return { ok: true, table };
  }

  protected async updateLobby(table: TableRecord, changes: TableChanges): Promise<TableResult> {
    const updated = await this.store.updateTable(table.id, table.version, changes);
    return updated ? this.changed(updated) : refuse("stale");
  }

  /**
   * Human seats prompted after a change that were not waited on before it, or whose decision is a new one as everyone
   * sees it (a seat's own next private step is not).
   */
  protected humansUp(before: TableRecord, after: TableRecord): Seat[] {
    const game = this.kindOf(after).game;
    const was = before.match && before.status === "playing" ? new Set(waitingFor(game, before.match)) : new Set<Seat>();
    const now = after.match && after.status === "playing" ? waitingFor(game, after.match) : [];
    const renewed =
      before.match?.promptSeq !== after.match?.promptSeq &&
      this.token(before, "spectator") !== this.token(after, "spectator");
    return now.filter((s) => !after.seats[s]?.bot && (!was.has(s) || renewed));
  }

  protected changed(
    table: TableRecord,
    events: GameEvent[] = [],
    movers: Seat[] = [],
    nowUp: Seat[] = [],
    timedOut: Seat[] = [],
    handedOver: Seat[] = [],
    shown = true,
  ): TableResult {
    return { ok: true, change: { table, shown, events, movers, nowUp, timedOut, handedOver } };
  }
}

function sameSeats(a: readonly SeatRecord[], b: readonly SeatRecord[]): boolean {
  return a.length === b.length && a.every((s, i) => JSON.stringify(s) === JSON.stringify(b[i]));
}

/** Bots draw their own randomness, unrelated to the match's, so nothing about the deck can be inferred from it. */
export function botRng(): Rng {
  return new Rng(seedRng(freshSeed()));
}
