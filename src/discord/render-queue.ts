/**
 * Drawing a board takes tens of milliseconds of CPU. Jobs run one at a time, each in its own turn of the event
 * loop, so interactions that arrive meanwhile are answered between two drawings instead of after all of them.
 * Urgent jobs (an image inside a first response) go ahead of the queue.
 */
export class RenderQueue {
  private readonly jobs: { work: () => void; urgent: boolean }[] = [];
  private scheduled = false;

  run<T>(draw: () => T, urgent = false): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const work = (): void => {
        try {
          resolve(draw());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      };
      const firstOrdinary = this.jobs.findIndex((j) => !j.urgent);
      if (urgent && firstOrdinary >= 0) this.jobs.splice(firstOrdinary, 0, { work, urgent });
      else this.jobs.push({ work, urgent });
      this.schedule();
    });
  }

  get waiting(): number {
    return this.jobs.length;
  }

  private schedule(): void {
    if (this.scheduled || this.jobs.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.jobs.shift()?.work();
      this.schedule();
    });
  }
}
