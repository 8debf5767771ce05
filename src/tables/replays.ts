import { viewMatch, type MatchView, type Seat, type Viewer } from "../engine/index.ts";
import type { AnyTableKind } from "../games/catalog.ts";
import { ENDED_STATUSES, type FinishedTable, type MatchStore, type PublicStep, type TableRecord } from "../db/store.ts";

/** How many finished matches keep their step list in memory (a match's steps never change once it has ended). */
const CACHED_MATCHES = 64;

/** Whose eyes a replay step is seen through: everyone's, the asker's own seat, or every seat once all agreed. */
export type ReplayLens = "public" | "own" | "all";

/** One step of a replay: what everyone saw happen, and the match as it stood then, seen through a lens. */
export interface ReplayStep {
  /** 0-based position among the match's steps, and how many there are. */
  index: number;
  count: number;
  step: PublicStep;
  /** The board as the table showed it then. */
  board: MatchView<unknown>;
  /** The seats whose private view the lens opens, with that view. */
  seats: { seat: Seat; view: MatchView<unknown> }[];
}

export interface Consent {
  people: number;
  agreed: number;
  refused: number;
  all: boolean;
}

/**
 * Finished matches stepped through, from the stored steps and snapshots: nothing is replayed from the start, and
 * the lens decides which seats' views are opened (the store holds every view; only the public one is always shown).
 */
export class Replays {
  private readonly steps = new Map<string, PublicStep[]>();

  constructor(private readonly store: MatchStore) {}

  /** Whether a table has ended after play began: only those have replays. */
  static replayable(table: TableRecord): boolean {
    return ENDED_STATUSES.includes(table.status) && table.rulesVersion !== null;
  }

  finished(guildId: string, limit: number): Promise<FinishedTable[]> {
    return this.store.finishedTables(guildId, limit);
  }

  async stepsOf(table: TableRecord): Promise<PublicStep[]> {
    const cached = this.steps.get(table.id);
    if (cached) {
      // Least recently used goes first: a read moves the match to the end.
      this.steps.delete(table.id);
      this.steps.set(table.id, cached);
      return cached;
    }
    const steps = await this.store.publicSteps(table.id);
    this.steps.set(table.id, steps);
    if (this.steps.size > CACHED_MATCHES) this.steps.delete(this.steps.keys().next().value as string);
    return steps;
  }

  /** The step at `index` (clamped to the match's steps), seen through `lens` by `asker`; null without steps. */
  async at(
    kind: AnyTableKind,
    table: TableRecord,
    index: number,
    lens: ReplayLens,
    asker: Seat | null,
  ): Promise<ReplayStep | null> {
    const steps = await this.stepsOf(table);
    const at = Math.max(0, Math.min(index, steps.length - 1));
    const step = steps[at];
    if (!step) return null;
    const match = await this.store.snapshot(table.id, step.seq);
    if (!match) return null;
    const see = (viewer: Viewer): MatchView<unknown> => viewMatch(kind.game, match, viewer);
    const opened = lens === "all" ? table.seats.map((s) => s.seat) : lens === "own" && asker !== null ? [asker] : [];
    return {
      index: at,
      count: steps.length,
      step,
      board: see("spectator"),
      seats: opened.map((seat) => ({ seat, view: see(seat) })),
    };
  }

  /**
   * The answers to showing every hand: how many people were seated (bot seats have nothing to agree to), how many
   * agreed and refused, and whether all agreed: one refusal, or one person not yet asked, keeps the hands hidden.
   */
  async consent(table: TableRecord): Promise<Consent> {
    const answers = await this.store.replayConsent(table.id);
    const people = table.seats.flatMap((s) => (s.userId === null ? [] : [s.userId]));
    const agreed = people.filter((u) => answers.get(u) === true).length;
    return {
      people: people.length,
      agreed,
      refused: people.filter((u) => answers.get(u) === false).length,
      all: people.length > 0 && agreed === people.length,
    };
  }

  answer(table: TableRecord, userId: string, agree: boolean): Promise<void> {
    return this.store.setReplayConsent(table.id, userId, agree);
  }
}
