import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { PaintJob } from "./paint-job.ts";
import type { PaintAnswer, PaintRequest } from "./painter-thread.ts";

interface Queued {
  id: number;
  job: PaintJob;
  urgent: boolean;
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

interface Painter {
  worker: Worker;
  busy: Queued | null;
}

/**
 * Boards are drawn and encoded in painter threads, so the thread that answers Discord is never held up by a drawing
 * (tens of milliseconds each). Jobs wait in one queue, urgent ones (an image inside a first response) first; each
 * thread takes one job at a time. Threads start on the first job and keep the process alive only while they work.
 */
export class PainterPool {
  private readonly queue: Queued[] = [];
  private readonly painters: Painter[] = [];
  private nextId = 0;

  constructor(private readonly size: number) {}

  paint(job: PaintJob, urgent = false): Promise<Buffer> {
    return new Promise<Buffer>((resolve, reject) => {
      const queued = { id: this.nextId++, job, urgent, resolve, reject };
      const firstOrdinary = urgent ? this.queue.findIndex((q) => !q.urgent) : -1;
      if (firstOrdinary >= 0) this.queue.splice(firstOrdinary, 0, queued);
      else this.queue.push(queued);
      this.dispatch();
    });
  }

  /** Jobs not yet taken by a thread. */
  get waiting(): number {
    return this.queue.length;
  }

  async close(): Promise<void> {
    const painters = this.painters.splice(0);
    await Promise.all(painters.map((p) => p.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const painter = this.painters.find((p) => p.busy === null) ?? this.start();
      if (!painter) return;
      const next = this.queue.shift() as Queued;
      painter.busy = next;
      painter.worker.ref();
      painter.worker.postMessage({ id: next.id, job: next.job } satisfies PaintRequest);
    }
  }

  /** A new thread while the pool has room for one. */
  private start(): Painter | null {
    if (this.painters.length >= this.size) return null;
    const worker = new Worker(new URL("./painter-boot.mjs", import.meta.url), {
      workerData: { entry: new URL("./painter-thread.ts", import.meta.url).href },
    });
    const painter: Painter = { worker, busy: null };
    worker.on("message", (answer: PaintAnswer) => {
      const done = painter.busy;
      painter.busy = null;
      worker.unref();
      if (done?.id === answer.id) {
        if ("png" in answer) done.resolve(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength));
        else done.reject(new Error(answer.error));
      }
      this.dispatch();
    });
    // A thread that dies takes its job with it; the next job starts a new thread.
    worker.on("error", (error) => this.lose(painter, error));
    worker.on("exit", (code) => this.lose(painter, new Error(`painter thread exited with code ${code}`)));
    this.painters.push(painter);
    return painter;
  }

  private lose(painter: Painter, error: Error): void {
    const at = this.painters.indexOf(painter);
    if (at >= 0) this.painters.splice(at, 1);
    painter.busy?.reject(error);
    painter.busy = null;
    this.dispatch();
  }
}

/** Painter threads for the process: every core but the one answering Discord, and at least one. */
let shared: PainterPool | null = null;
export function sharedPainters(): PainterPool {
  shared ??= new PainterPool(Math.max(1, availableParallelism() - 1));
  return shared;
}
