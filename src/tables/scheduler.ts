import type { TableRecord } from "../db/store.ts";
import type { Clock } from "./clock.ts";
import { warnAt } from "./deadlines.ts";

interface Due {
  warnAt: number | null;
  deadline: number;
}

interface TimerHandlers {
  warn(tableId: string): void;
  timeout(tableId: string): void;
  /** Something else the bot keeps on the clock (an event round's next due moment), by its key. */
  alarm(key: string): void;
}

/**
 * Turn timers for every playing table, armed from what the store says (so a restart re-arms them), and alarms for
 * other due moments (event rounds), all driven by one timeout for the earliest.
 */
export class TurnScheduler {
  private readonly due = new Map<string, Due>();
  private readonly alarms = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly clock: Clock,
    private readonly handlers: TimerHandlers,
  ) {}

  /** Follows a table's stored deadline: arms, moves or clears its timer. */
  track(table: Pick<TableRecord, "id" | "status" | "deadline" | "warned" | "turnSeconds">): void {
    if (table.status !== "playing" || table.deadline === null) this.due.delete(table.id);
    else this.due.set(table.id, { warnAt: table.warned ? null : warnAt(table), deadline: table.deadline });
    this.schedule();
  }

  /** Sets (or with null clears) the alarm under `key`: one per key. */
  alarm(key: string, at: number | null): void {
    if (at === null) this.alarms.delete(key);
    else this.alarms.set(key, at);
    this.schedule();
  }

  /** Fires whatever is due by the clock now; the clock may have been moved forward. */
  poke(): void {
    const now = this.clock.now();
    for (const [key, at] of [...this.alarms]) {
      if (at > now) continue;
      this.alarms.delete(key);
      this.handlers.alarm(key);
    }
    for (const [id, due] of [...this.due]) {
      if (due.deadline <= now) {
        this.due.delete(id);
        this.handlers.timeout(id);
      } else if (due.warnAt !== null && due.warnAt <= now) {
        due.warnAt = null;
        this.handlers.warn(id);
      }
    }
    this.schedule();
  }

  get size(): number {
    return this.due.size;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.stopped || this.due.size + this.alarms.size === 0) return;
    let next = Math.min(Infinity, ...this.alarms.values());
    for (const due of this.due.values()) next = Math.min(next, due.warnAt ?? due.deadline, due.deadline);
    const wait = Math.max(0, Math.min(next - this.clock.now(), 2 ** 31 - 1));
    this.timer = setTimeout(() => this.poke(), wait);
    this.timer.unref();
  }
}
